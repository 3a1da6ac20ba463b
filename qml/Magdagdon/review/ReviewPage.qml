pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// After game over: every turn, what was played beside what the expert would have
// played, and the points each choice cost by its estimate. The review is computed off the
// GUI thread (HintService.requestReview, often begun at game over); its turns show as they
// come (rows inserted into HintService.reviewModel, so the list keeps its place), and until
// the last one is in the page says it is thinking. A review that failed says so, with TRY
// AGAIN.
Page {
    id: page
    objectName: "reviewPage"
    required property HintService hints
    required property GameSession session
    //: Title of the after-game review screen. Room: 9 characters.
    title: qsTr("REVIEW")
    background: Rectangle {
        color: Theme.paper
    }

    readonly property var turns: hints.review
    readonly property bool failed: hints.reviewFailed
    readonly property bool waiting: turns.length < session.turns && !failed
    readonly property real totalLost: {
        var sum = 0;
        for (var i = 0; i < turns.length; ++i)
            sum += turns[i].lost;
        return sum;
    }
    // The board each turn started from (0 empty, -1 ruin, else the number): what earlier
    // turns put down, replayed from the review itself, so each row reads in context.
    readonly property var boards: {
        var out = [];
        var board = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        for (var i = 0; i < turns.length; ++i) {
            out.push(board.slice());
            var t = turns[i];
            for (var j = 0; j < t.placed.length; ++j)
                board[t.placed[j].cell] = t.placed[j].value;
            if (t.ruined >= 0)
                board[t.ruined] = -1;
        }
        return out;
    }
    readonly property int bestTurns: {
        var n = 0;
        for (var i = 0; i < turns.length; ++i)
            if (turns[i].lost < 0.5)   // shown as 0 whole points: as good as the expert
                n += 1;
        return n;
    }

    // Kept when it is under way or done already (begun at game over).
    Component.onCompleted: hints.requestReview()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap

        Rectangle {   // the summary
            Layout.fillWidth: true
            Layout.maximumWidth: Theme.touch * 16 * Theme.textScale
            Layout.alignment: Qt.AlignHCenter
            implicitHeight: summary.implicitHeight + Theme.gap * 2
            radius: Theme.radius
            color: Theme.card
            border.color: Theme.line
            RowLayout {
                id: summary
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.gap
                // Working: a die turning up its faces a few times a second. (A spinner redraws
                // the window every frame: with a software renderer that took the bot's CPU
                // and made the review 2-3x slower.)
                Rectangle {
                    id: busy
                    objectName: "reviewBusy"
                    property int face: 1
                    visible: page.waiting
                    Layout.preferredWidth: Theme.fontLarge * 1.3
                    Layout.preferredHeight: Theme.fontLarge * 1.3
                    Layout.alignment: Qt.AlignTop
                    radius: width * 0.2
                    color: Theme.ivory
                    border.color: Theme.ivoryEdge
                    PipFace {
                        anchors.centerIn: parent
                        width: parent.width * 0.64
                        height: width
                        value: busy.face
                    }
                    Timer {
                        interval: 300
                        repeat: true
                        running: page.waiting && !Theme.reducedMotion
                        onTriggered: busy.face = busy.face % 6 + 1
                    }
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: Math.round(Theme.gap * 0.3)
                    Text {
                        objectName: "reviewSummary"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontBody
                        font.weight: Font.DemiBold
                        text: page.failed ?
                        //: Review screen: the review stopped on an error; TRY AGAIN under it starts it over.
                        //: Room: any length (the page scrolls).
                        qsTr("The expert could not finish this review.") : page.waiting ?
                        //: Review screen while the expert goes through the game; %n is the number of turns.
                        //: Room: any length (the page scrolls).
                        qsTr("The expert is going through your %n turns…", "", page.session.turns) : page.turns.length === 0 ?
                        //: Review screen of a game without a finished turn. Room: any length (the page
                        //: scrolls).
                        qsTr("No turn to review yet.") : Numbers.line([
                            //: Review summary, first part; %n turns played as well as the expert, %1 the
                            //: number of turns reviewed. Room: 49 characters.
                            qsTr("Turns as good as the expert's: %n of %1", "", page.bestTurns).arg(Numbers.whole(page.turns.length)),
                            //: Review summary, after the first part; %Ln the expected points lost in all (a
                            //: whole number; a plural message). Room: 35 characters.
                            qsTr("about %Ln points lost in all", "", Math.round(page.totalLost))])
                    }
                    Text {
                        objectName: "reviewLostMeaning"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.inkSoft
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontSmall
                        //: Review: what "points lost" means, under the summary. Room: any length (the page
                        //: scrolls).
                        text: qsTr("Points lost: the final score the expert expects from that turn's position, minus what it expects after your choice.")
                    }
                }
                // After a failure, in the die's stead: the review again, from its first turn.
                ActionButton {
                    objectName: "reviewRetryButton"
                    visible: page.failed
                    Layout.alignment: Qt.AlignVCenter
                    Layout.minimumWidth: minimumWidth
                    size: Theme.touch
                    tone: Theme.gold
                    toneInk: Theme.goldInk
                    //: Review screen button after a failed review: the expert goes through the game again.
                    //: Room: 13 characters.
                    text: qsTr("TRY AGAIN")
                    onClicked: page.hints.requestReview()
                }
            }
        }

        ListView {
            id: list
            objectName: "reviewList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.maximumWidth: Theme.touch * 16 * Theme.textScale
            Layout.alignment: Qt.AlignHCenter
            clip: true
            spacing: Theme.gap
            boundsBehavior: Flickable.StopAtBounds
            model: page.hints.reviewModel
            delegate: ReviewTurnDelegate {
                id: turnRow
                width: ListView.view.width
                before: page.boards[turnRow.index] || []
            }
            ScrollBar.vertical: ScrollBar {
                policy: list.contentHeight > list.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            }
        }
    }
}
