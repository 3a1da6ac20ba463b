pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The end of a game (R8): the final score, where its points came from, the rank it reached
// in this difficulty's table, and NEW GAME.
Rectangle {
    id: root
    required property GameSession session
    property bool canReview: false     // REVIEW needs the HINT service (not in the kiosk)
    property BoardView board: null     // its ribbons sweep again at the end
    property Store store: null         // a first score of a table is not called a record
    property Comeback comeback: null   // SHARE (not in the kiosk)
    signal showHighScores
    signal showReview

    readonly property bool active: session.phase === "OVER"
    readonly property var parts: session.breakdown
    // The end is a sequence: the finished board is held a moment while its ribbons sweep,
    // then the card comes with the score counting up. The card can be put aside.
    property string stage: "hidden"    // hidden, hold, card
    property bool aside: false
    readonly property bool shown: stage === "card" && !aside
    readonly property Flickable scroller: flick   // PageUp / PageDown scroll it (GameWindow)
    readonly property int total: parts.total !== undefined ? parts.total : 0
    property int shownTotal: 0
    readonly property bool firstOfTable: session.lastRank === 1 && (table?.count ?? 0) === 1  // table: null while the window closes

    // Never in the way: while it fades out (or waits) it takes no tap.
    enabled: shown
    visible: shown || opacity > 0
    opacity: shown ? 1 : 0
    Behavior on opacity {
        NumberAnimation {
            duration: Theme.quick * 2
        }
    }
    color: Theme.veil

    /*! The focus, from the board under the card (GameView): to NEW GAME. */
    function takeFocus(reason) {
        newGameButton.forceActiveFocus(reason);
    }
    function begin() {
        root.aside = false;
        root.shownTotal = 0;
        if (Theme.hold <= 0) {
            root.showCard();
            return;
        }
        root.stage = "hold";
        if (root.board)
            root.board.sweepAll();
        holdTimer.restart();
    }
    function showCard() {
        holdTimer.stop();
        root.stage = "card";
        countUp.stop();
        if (Theme.countUp <= 0) {
            root.shownTotal = root.total;
            return;
        }
        countUp.from = 0;
        countUp.to = root.total;
        countUp.start();
    }
    onActiveChanged: {
        if (root.active) {
            root.begin();
        } else {
            holdTimer.stop();
            countUp.stop();
            root.stage = "hidden";
            root.aside = false;
        }
    }
    Component.onCompleted: if (root.active)
        root.showCard()   // a finished game reopened
    onTotalChanged: if (root.stage === "card" && !countUp.running)
        root.shownTotal = root.total

    Timer {
        id: holdTimer
        interval: Math.max(1, Theme.hold)
        onTriggered: root.showCard()
    }
    NumberAnimation {
        id: countUp
        target: root
        property: "shownTotal"
        duration: Theme.countUp
        easing.type: Easing.OutCubic
    }
    HighScoreModel {
        id: table
        store: root.store
        difficulty: root.session.difficulty
    }

    // A tap while the board is held skips to the card (nothing is waited on).
    MouseArea {
        parent: root.parent
        anchors.fill: parent
        z: root.z
        enabled: root.stage === "hold"
        visible: enabled
        onClicked: root.showCard()
    }
    MouseArea {
        anchors.fill: parent
    }   // the card is modal while it is shown

    Rectangle {
        id: card
        anchors.centerIn: parent
        // A new game takes the card away at once, the veil fading alone: fading with it, the
        // card showed the new game's empty breakdown ("Final score 0") over the empty board.
        visible: root.active
        // Larger text (Settings) widens the card before it wraps anything, and so does the
        // breakdown where the window has room: its rows beside its columns (half as tall), the
        // news and the assisted note on one line each.
        width: Math.min(parent.width - Theme.margin * 2, Math.max(Theme.touch * 12 * (1 + (Theme.textScale - 1) * 0.6), flick.wholeWidth + Theme.margin * 2))
        height: Math.min(parent.height - Theme.margin * 2, flick.contentHeight + buttons.implicitHeight + Theme.margin * 2 + Theme.gap * 2)
        radius: Theme.radius * 1.4
        color: Theme.card
        border.color: Theme.line
        scale: root.shown ? 1 : 0.92
        Behavior on scale {
            NumberAnimation {
                duration: Theme.tumble
                easing.type: Easing.OutCubic
            }
        }

        ScoreBreakdownView {
            id: flick
            objectName: "scoreBreakdown"
            anchors.fill: parent
            anchors.margins: Theme.margin
            anchors.bottomMargin: Theme.margin + Theme.gap * 2 + buttons.implicitHeight
            // Made at the end only: during play the eight rows would be made again on every
            // CONFIRM, behind the hidden card (issue 16).
            lines: root.active ? root.session.lines : []
            parts: root.parts

            GridLayout {   // the head: the title (SHARE beside it where both fit), the score, the news
                id: heading
                Layout.fillWidth: true
                columns: 3
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap
                // SHARE takes the title's line where the title stays centred between it and
                // its mirror: one line less above the breakdown (a record with the assisted
                // note scrolled in French at 1280x800). Else it stands under the news.
                readonly property bool shares: root.comeback !== null && root.comeback.canShare
                readonly property bool beside: heading.shares && title.implicitWidth + (share.implicitWidth + heading.columnSpacing) * 2 <= heading.width

                Item {   // SHARE's mirror, keeping the title in the middle
                    visible: heading.beside
                    Layout.row: 0
                    Layout.column: 0
                    Layout.minimumWidth: share.implicitWidth
                    Layout.preferredWidth: share.implicitWidth
                }
                Text {
                    id: title
                    objectName: "gameOverTitle"
                    Layout.row: 0
                    Layout.column: heading.beside ? 1 : 0
                    Layout.columnSpan: heading.beside ? 1 : 3
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    //: Game-over title. Room: 15 characters.
                    text: qsTr("Game over")
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontLarge
                    font.weight: Font.Bold
                }
                Text {
                    objectName: "finalScoreLabel"
                    Layout.row: 1
                    Layout.columnSpan: 3
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    //: Game over: the final score; %1 is the number, already written the language's way (with
                    //: a true minus: −15). Room: 3 characters.
                    text: qsTr("%1").arg(Numbers.whole(root.shownTotal))
                    //: Screen-reader name of the final score; %1 is the score, already written the language's
                    //: way (−15).
                    Accessible.name: qsTr("Final score: %1").arg(Numbers.whole(root.total))
                    color: Theme.berry
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontHuge * 1.1
                    font.weight: Font.Bold
                }
                ColumnLayout {   // a daily leads with its day, the streak and the wait for the next
                    id: daily
                    objectName: "dailyOver"
                    readonly property bool shown: root.comeback !== null && root.comeback.current.kind === "daily"
                    readonly property var info: daily.shown ? root.comeback.days[root.session.difficulty] : undefined
                    property string wait: ""   // the countdown, display-ready (Comeback.untilNextDaily)
                    visible: daily.shown
                    Layout.row: 2
                    Layout.columnSpan: 3
                    Layout.fillWidth: true
                    spacing: Theme.gap * 0.3
                    Timer {
                        interval: 1000
                        repeat: true
                        triggeredOnStart: true
                        running: daily.shown && root.stage !== "hidden"
                        onTriggered: daily.wait = root.comeback.untilNextDaily()
                    }
                    Text {
                        objectName: "dailyOverDay"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontBody
                        font.weight: Font.Bold
                        text: (daily.info?.streak ?? 0) > 1 ?
                        //: Game over of today's daily challenge: its day and the streak it keeps; %1 the
                        //: date (written the language's way), %n the days in a row. Room: 44 characters.
                        qsTr("Daily of %1 · %n days in a row", "", daily.info?.streak ?? 0).arg(root.comeback?.current.day ?? "") :
                        //: Game over of today's daily challenge, the first of a streak; %1 the date
                        //: (written the language's way). Room: 30 characters.
                        qsTr("Daily of %1").arg(root.comeback?.current.day ?? "")
                    }
                    Text {
                        objectName: "dailyOverNext"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        color: Theme.inkSoft
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontSmall
                        font.weight: Font.DemiBold
                        font.features: {
                            "tnum": 1
                        }
                        //: Game over of today's daily challenge: the time until tomorrow's daily; %1 as a clock
                        //: shows it (5:07:09). Room: 30 characters.
                        text: qsTr("Next daily in %1").arg(daily.wait)
                    }
                }
                Text {
                    id: rankLabel
                    objectName: "rankLabel"
                    Layout.row: 3
                    Layout.columnSpan: 3
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    readonly property bool record: root.session.lastRank === 1 && !root.firstOfTable
                    color: rankLabel.record ? Theme.goldInk : root.session.lastRank === 1 ? Theme.teal : root.session.lastRank === -2 ? Theme.danger : Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: rankLabel.record ? Theme.fontLarge : Theme.fontBody
                    font.weight: Font.Bold
                    Layout.preferredHeight: implicitHeight + (rankLabel.record ? Theme.gap : 0)
                    Rectangle {   // a real record is celebrated: a gold band behind the words
                        z: -1
                        visible: rankLabel.record
                        anchors.centerIn: parent
                        width: Math.min(parent.width, parent.contentWidth + Theme.margin * 2)
                        height: parent.height
                        radius: height / 2
                        color: Theme.gold
                    }
                    text: root.firstOfTable ?
                    //: Game over: the first finished game of this difficulty's table (not yet a record to
                    //: beat); %1 is the difficulty name. Room: 20 characters.
                    qsTr("First %1 score").arg(root.session.difficulty) : root.session.lastRank === 1 ?
                    //: Game over: the score beats every earlier one of this difficulty's table; %1 is the
                    //: difficulty name. Room: 30 characters.
                    qsTr("★ A new record in %1! ★").arg(root.session.difficulty) : root.session.lastRank > 1 ?
                    //: Game over: the rank reached; %1 the rank 2-10, %2 the difficulty name.
                    //: Room: 35 characters.
                    qsTr("Rank %1 of the ten best in %2").arg(root.session.lastRank).arg(root.session.difficulty) : root.session.lastRank === -2 ?
                    //: Game over: the score's record could not be written to disk (a full or read-only disk),
                    //: so no rank is known.
                    //: Room: 41 characters.
                    qsTr("This score could not be saved") :
                    //: Game over: the score did not enter the table; %1 is the difficulty name.
                    //: Room: 51 characters.
                    qsTr("Not among the ten best in %1 this time").arg(root.session.difficulty)
                }

                ShareButton {   // (after the news in the focus order, wherever it stands)
                    id: share
                    visible: heading.shares
                    comeback: root.comeback
                    Layout.row: heading.beside ? 0 : 4
                    Layout.column: heading.beside ? 2 : 0
                    Layout.columnSpan: heading.beside ? 1 : 3
                    Layout.alignment: heading.beside ? Qt.AlignRight | Qt.AlignVCenter : Qt.AlignHCenter
                    Layout.minimumWidth: implicitWidth
                    size: Theme.touch
                }

                Text {
                    objectName: "assistedLabel"
                    Layout.row: 5
                    Layout.columnSpan: 3
                    Layout.fillWidth: true
                    visible: root.session.assisted
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    color: Theme.teal
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.Bold
                    //: Game over, when a HINT was shown in the game: its high-score entry carries the
                    //: "assisted" mark. Room: 83 characters.
                    text: qsTr("◆ Played with a HINT: marked as assisted in the high scores")
                }
            }
        }

        GridLayout {
            id: buttons
            // Under the breakdown, never scrolled away (large text scrolls the rest).
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: Theme.margin
            columns: 2
            columnSpacing: Theme.gap
            rowSpacing: Theme.gap
            ActionButton {
                objectName: "showHighScoresButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                tone: Theme.teal
                //: Game-over button that opens the high-score tables. Room: 16 characters.
                text: qsTr("HIGH SCORES")
                onClicked: root.showHighScores()
            }
            ActionButton {
                objectName: "reviewButton"
                visible: root.canReview
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                tone: Theme.gold
                toneInk: Theme.goldInk
                //: Game-over button: go through the game turn by turn against the expert's choices. Room: 9
                //: characters.
                text: qsTr("REVIEW")
                onClicked: root.showReview()
            }
            ActionButton {
                objectName: "putAsideButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                tone: Theme.inkSoft
                //: Game-over button: hide this card to look at the finished board (RESULT brings it back).
                //: Room: 8 characters.
                text: qsTr("BOARD")
                onClicked: root.aside = true
            }
            ActionButton {
                id: newGameButton
                objectName: "gameOverNewGameButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.columnSpan: root.canReview ? 1 : 2   // the kiosk's three buttons: the whole last line
                //: Game-over button: start the next game. Room: 15 characters.
                text: qsTr("NEW GAME")
                onClicked: root.session.newGame()
            }
        }
    }
}
