pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// One high-score table per difficulty (R8.3): score, date, turns, powers used, and a mark on
// games in which a HINT was shown. The game just recorded is highlighted. Opening the screen
// re-reads the tables (other windows may have recorded games); a language change re-formats
// the dates.
Page {
    id: page
    objectName: "highScoresPage"
    required property Store store
    // R2/R5/R6.5 per difficulty (GameSession.difficulties): one tab each, in this order.
    required property var difficulties
    property string difficulty: difficulties.length > 0 ? difficulties[0].difficulty : ""
    property int highlightRank: 0
    property string highlightDifficulty: ""
    property Language language: null
    property Comeback comeback: null   // REPLAY on the rows whose game was kept
    property bool hintColumn: true     // the HINT column (the kiosk has no HINT: none)
    signal replay
    // Room for REPLAY only when a row has one; the table grows with the text size and takes
    // the whole width of a small window, so no heading or date is cut short.
    // REPLAY is never cut short: as wide as its word needs (large text, a longer language).
    readonly property real replayWidth: Math.max(Theme.touch * 2.4, replayMeasure.minimumWidth)
    //: Button on a high-score row: watch that game again, action by action. Room: 9 characters.
    readonly property string replayText: qsTr("REPLAY")
    //: High-score screen when a difficulty has no finished game yet; %1 is the difficulty.
    //: Room: any length (the page scrolls).
    readonly property string emptyText: qsTr("No finished game in %1 yet. The first one starts the table.")
    ActionButton {   // never shown: measures the rows' REPLAY
        id: replayMeasure
        visible: false
        size: Theme.touch * 0.9
        text: page.replayText
    }
    readonly property real replayRoom: anyReplay ? replayWidth + Theme.gap + ringRoom : 0
    // Round a REPLAY button, room for its keyboard focus ring (FocusRing reaches out at most
    // half a gap): between two rows' buttons, above the first, below the last and on the right,
    // so the list's clip never cuts the ring and no neighbour covers it.
    readonly property real ringRoom: anyReplay ? Theme.gap * 0.5 : 0
    readonly property bool anyReplay: {
        if (!comeback || !scores || scores.count === 0)
            return false;
        void comeback.revision;
        for (var rank = 1; rank <= scores.count; ++rank)
            if (comeback.canReplayScore(difficulty, rank))
                return true;
        return false;
    }
    readonly property real tableWidth: width < Theme.touch * 18 ? width : Theme.touch * 14 * Theme.textScale
    // Each column as wide as the widest need of any row (the heading's too), so a row's own
    // texts (the star of the new record, a wider score or date) never shift its columns.
    readonly property var columnMinimums: {
        var out = heading.needs.slice();
        var rows = list.contentItem.children;   // every row: the list makes them all
        for (var r = 0; r < rows.length; r++) {
            var needs = (rows[r] as ScoreRow)?.needs ?? [];
            for (var c = 0; c < needs.length; c++)
                out[c] = Math.max(out[c] ?? 0, needs[c]);
        }
        return out;
    }
    /*! Whether the record of rank ``rank`` has a replay to watch. */
    function canReplay(rank) {
        return comeback !== null && comeback.canReplayScore(difficulty, rank);
    }
    /*! Watch the record of rank ``rank`` again. */
    function openReplay(rank) {
        if (comeback.openScoreReplay(difficulty, rank))
            replay();
    }
    /*! Scroll the list so the row ``row`` and its REPLAY's focus ring are wholly in view. */
    function reveal(row) {
        var top = row.y - ringRoom;
        var bottom = row.y + row.height + ringRoom;
        if (top < list.contentY)
            list.contentY = top;
        else if (bottom > list.contentY + list.height)
            list.contentY = bottom - list.height;
    }
    //: Title of the high-score screen. Room: 16 characters.
    title: qsTr("HIGH SCORES")
    background: Rectangle {
        color: Theme.paper
    }

    HighScoreModel {
        id: scores
        store: page.store
        difficulty: page.difficulty
        highlightRank: page.difficulty === page.highlightDifficulty ? page.highlightRank : 0
    }
    Component.onCompleted: page.store.reloadHighScores()
    Connections {
        target: page.language
        function onCurrentChanged() {
            scores.refresh();
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap

        RowLayout {   // difficulty tabs
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: page.tableWidth
            spacing: Theme.gap
            Repeater {
                model: page.difficulties.map(facts => facts.difficulty)
                delegate: ActionButton {
                    required property string modelData
                    objectName: "scoresTab" + modelData
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    size: Theme.touch
                    text: modelData
                    tone: page.difficulty === modelData ? Theme.berry : Theme.card
                    toneInk: page.difficulty === modelData ? Theme.onAccent : Theme.ink
                    // Checkable, so a screen reader says which table is shown (re-bound on a click).
                    checkable: true
                    checked: page.difficulty === modelData
                    onClicked: {
                        page.difficulty = modelData;
                        checked = Qt.binding(() => page.difficulty === modelData);
                    }
                }
            }
        }

        Rectangle {
            id: card
            Layout.fillWidth: true
            // As tall as its rows, scrolling only when the window is shorter than that.
            readonly property real listHeight: list.contentHeight + list.topMargin + list.bottomMargin
            readonly property real rowsHeight: list.count > 0 ? listHeight : Theme.touch * 3
            Layout.preferredHeight: heading.implicitHeight + Theme.gap * 2 + rowsHeight
            Layout.maximumHeight: page.height - Theme.margin * 2 - Theme.touch - Theme.gap
            Layout.maximumWidth: page.tableWidth
            Layout.alignment: Qt.AlignHCenter
            radius: Theme.radius
            color: Theme.card
            border.color: Theme.line

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: 0

                ScoreRow {   // column headings
                    id: heading
                    Layout.fillWidth: true
                    Layout.rightMargin: page.replayRoom
                    heading: true
                    minimums: page.columnMinimums
                    //: High-score column heading: rank (1-10). Room: 4 characters.
                    rank: qsTr("#")
                    //: High-score column heading. Room: 8 characters.
                    score: qsTr("Score")
                    //: High-score column heading: when the game ended. Room: 7 characters.
                    date: qsTr("Date")
                    //: High-score column heading: number of turns. Room: 8 characters.
                    turns: qsTr("Turns")
                    //: High-score column heading: Majda Powers used. Room: 9 characters.
                    powers: qsTr("Powers")
                    //: High-score column heading over the mark of games played with a HINT. Room: 7
                    //: characters.
                    assisted: qsTr("HINT")
                    assistedColumn: page.hintColumn
                }
                ListView {
                    id: list
                    objectName: "highScoresList"
                    Layout.fillWidth: true
                    Layout.fillHeight: count > 0
                    Layout.preferredHeight: count > 0 ? contentHeight + topMargin + bottomMargin : 0
                    clip: true
                    model: scores
                    boundsBehavior: Flickable.StopAtBounds
                    // Every row is made (ten at most), so the columns are measured over all.
                    cacheBuffer: Math.max(0, Math.ceil(contentHeight))
                    spacing: page.ringRoom
                    topMargin: page.ringRoom
                    bottomMargin: page.ringRoom
                    delegate: ScoreRow {
                        id: scoreRow
                        required property var model
                        width: ListView.view.width - page.replayRoom
                        // With REPLAY on the table, every row is as tall as the button.
                        height: Math.max(implicitHeight, page.anyReplay ? replayButton.implicitHeight : 0)
                        minimums: page.columnMinimums
                        rank: Numbers.whole(model.rank)
                        //: High-score table, a score; %1 is the number, already written the language's way
                        //: (with a true minus: −15). Room: 3 characters.
                        score: qsTr("%1").arg(Numbers.whole(model.score))
                        date: model.date
                        turns: Numbers.whole(model.turns)
                        powers: Numbers.whole(model.powersUsed)
                        assisted: model.assisted ?
                        //: High-score mark: a HINT was used in this game. Room: 12 characters.
                        qsTr("assisted") : ""
                        assistedColumn: page.hintColumn
                        marked: model.highlighted
                        ActionButton {
                            id: replayButton
                            objectName: "replayButton"
                            visible: page.canReplay(scoreRow.model.rank)
                            x: parent.width + Theme.gap
                            anchors.verticalCenter: parent.verticalCenter
                            width: page.replayWidth
                            size: Theme.touch * 0.9
                            tone: Theme.button
                            toneInk: Theme.teal
                            text: page.replayText
                            onClicked: page.openReplay(scoreRow.model.rank)
                            onActiveFocusChanged: if (activeFocus)
                                page.reveal(scoreRow)
                        }
                    }
                }
                Text {
                    visible: list.count === 0
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.touch * 3
                    Layout.alignment: Qt.AlignTop
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.WordWrap
                    text: page.emptyText.arg(page.difficulty)
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                }
            }
        }
        Item {
            Layout.fillHeight: true
        }
    }
}
