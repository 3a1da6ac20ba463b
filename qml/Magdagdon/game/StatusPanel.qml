import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// Turn, difficulty and running score, one line that says what to do now, the HINT's advice
// while one is shown, and the live chance that the next roll is a MAGDAGDON.
Rectangle {
    id: root
    required property GameSession session
    property HintService hints: null   // none in the kiosk: no advice, no risk line

    property var plan: []              // the HINT's steps still to do (GameView keeps them)
    readonly property var advice: plan
    readonly property bool thinking: hints !== null && hints.busy
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.line
    border.width: 1
    implicitWidth: 320
    // The panel's fixed height (each line has the room the longest sentence it can show
    // needs, so no text elides) and the sentences, measured there (the game screen's).
    required property StatusLayout layout
    readonly property real lineBody: layout.lineBody
    readonly property real lineSmall: layout.lineSmall
    readonly property real headerHeight: layout.headerHeight
    readonly property int statusLines: layout.linesFor(layout.statusTexts, width)
    readonly property real statusHeight: lineBody * statusLines + Theme.gap
    readonly property int smallLines: layout.linesFor(layout.smallTexts, width)
    readonly property int requiredLines: layout.linesFor(layout.requiredTexts, width, true)
    readonly property real adviceHeight: hints !== null ? lineSmall * smallLines + Theme.gap : 0
    readonly property real spacing: layout.statusSpacing
    implicitHeight: layout.heightAt(width)

    readonly property int remaining: Math.max(0, session.required - session.preparedCount)
    // Warnings (a dead end, a refused tap) show as a red band with a mark.
    // While the MAGDAGDON waits for the dice to land (MagdagdonOverlay.holding), the line
    // keeps what it said before the roll: the verdict comes with the moment.
    property bool held: false
    readonly property string said: Words.sentence(session.status, session.statusArgs)
    property string before: ""
    onSaidChanged: if (session.status.indexOf("MAGDAGDON") < 0)
        before = said
    readonly property bool warning: session.status === "DEAD_END" || session.status.indexOf("REFUSED_") === 0 || session.status === "NOWHERE"

    /*! A signed number in the language's digits, with a true minus sign (U+2212). */
    function signed(n) {
        return Numbers.signed(n);
    }

    // The score counts up (or down) to its new value; the session's number is final at once.
    // A new game (a daily, a code) shows its score at once: counting down from the finished
    // game's total read as points being lost.
    property int shownScore: 0
    Component.onCompleted: {
        shownScore = session.score;
        before = said;
    }
    // Another session on view (the guided game's, and back): its score at once (the guided
    // game's total stayed on the player's new game until its first CONFIRM).
    onSessionChanged: {
        counting.stop();
        shownScore = session ? session.score : 0;
        before = said;
    }
    NumberAnimation {
        id: counting
        target: root
        property: "shownScore"
        duration: Theme.countUp
        easing.type: Easing.OutCubic
    }
    Connections {
        target: root.session
        function onScoreChanged() {
            counting.stop();
            counting.to = root.session.score;
            counting.start();
        }
        function onGameStarted() {
            counting.stop();
            root.shownScore = root.session.score;
        }
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.margin * 0.6
        spacing: root.spacing

        RowLayout {
            Layout.fillWidth: true
            Layout.preferredHeight: root.headerHeight
            Layout.maximumHeight: root.headerHeight
            spacing: Theme.gap
            ColumnLayout {
                spacing: 0
                Layout.fillWidth: true
                Text {
                    objectName: "turnLabel"
                    Layout.fillWidth: true
                    //: Status panel: the turn being played; %1 is the turn number. Room: 8 characters.
                    text: qsTr("Turn %1").arg(root.session.turn)
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontLarge
                    font.weight: Font.Bold
                    elide: Text.ElideRight
                }
                Text {
                    objectName: "difficultyLabel"
                    Layout.fillWidth: true
                    text: root.session.difficulty   // PEACEFUL, SURVIVAL, NIGHTMARE: names, not translated
                    color: Theme.berry
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.Bold
                    font.letterSpacing: 1.5
                }
            }
            ColumnLayout {
                spacing: 0
                Text {
                    Layout.alignment: Qt.AlignRight
                    //: Status panel, small caption above the running score. Room: 8 characters.
                    text: qsTr("Score")
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.DemiBold
                }
                Text {
                    objectName: "scoreLabel"
                    Layout.alignment: Qt.AlignRight
                    //: The running score; %1 is the number, already written the language's way (with a true
                    //: minus: −15). Room: 3 characters.
                    text: qsTr("%1").arg(Numbers.whole(root.shownScore))
                    //: Screen-reader name of the running score; %1 is the score.
                    Accessible.name: qsTr("Score: %1").arg(Numbers.whole(root.session.score))
                    Accessible.role: Accessible.StaticText
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontTitle
                    font.weight: Font.Bold
                }
            }
        }

        Rectangle {   // what to do now; the dead end (R6.4) is a warning with its own mark
            Layout.fillWidth: true
            Layout.preferredHeight: root.statusHeight
            Layout.maximumHeight: root.statusHeight
            radius: Theme.radius * 0.6
            color: root.warning ? Theme.danger : Theme.paper
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: Theme.gap
                anchors.rightMargin: Theme.gap
                spacing: Theme.gap
                Text {
                    visible: root.warning
                    text: "!"
                    color: Theme.onAccent
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontLarge
                    font.weight: Font.Bold
                }
                Text {
                    id: hint
                    objectName: "hintLabel"
                    Layout.fillWidth: true
                    Layout.maximumHeight: root.lineBody * root.statusLines
                    wrapMode: Text.WordWrap
                    maximumLineCount: root.statusLines
                    elide: Text.ElideRight
                    color: root.warning ? Theme.onAccent : Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    font.weight: Font.DemiBold
                    // One sentence per row of the session's table (status.py): always true
                    // for what is on screen.
                    text: root.held ? root.before : root.said
                }
            }
        }
        Text {
            objectName: "requiredLabel"
            Layout.fillWidth: true
            Layout.preferredHeight: root.lineSmall * root.requiredLines
            opacity: root.session.phase !== "OVER" ? 1 : 0   // its room stays
            wrapMode: Text.WordWrap
            maximumLineCount: root.requiredLines
            elide: Text.ElideRight
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
            font.weight: Font.DemiBold
            text: Words.requiredText(root.session.required, root.session.preparedCount)
        }

        Rectangle {   // the HINT: thinking, then what the strong player would do
            objectName: "hintAdvice"
            Layout.fillWidth: true
            Layout.preferredHeight: root.adviceHeight
            visible: root.hints !== null
            // Its room is kept when there is no advice: the panel never changes height.
            color: root.thinking || root.advice.length > 0 ? Theme.tealLight : "transparent"
            border.color: root.thinking || root.advice.length > 0 ? Theme.teal : "transparent"
            radius: Theme.radius * 0.6
            border.width: 1
            RowLayout {
                id: adviceRow
                visible: root.thinking || root.advice.length > 0
                anchors.fill: parent
                anchors.leftMargin: Theme.gap
                anchors.rightMargin: Theme.gap
                spacing: Theme.gap
                BusyIndicator {
                    objectName: "hintBusy"
                    visible: root.thinking
                    running: root.thinking
                    Layout.preferredWidth: root.lineSmall * 1.4
                    Layout.preferredHeight: root.lineSmall * 1.4
                }
                Rectangle {   // the diamond the ghost dice carry: this line explains them
                    visible: !root.thinking
                    Layout.preferredWidth: Theme.fontBody * 0.8
                    Layout.preferredHeight: Theme.fontBody * 0.8
                    Layout.leftMargin: Theme.gap * 0.2
                    rotation: 45
                    radius: 2
                    color: Theme.teal
                }
                Text {
                    objectName: "hintText"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    maximumLineCount: root.smallLines
                    elide: Text.ElideRight
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.DemiBold
                    text: Words.adviceText(root.thinking, root.advice, root.session.nextPenalty, root.session.choosingRuin)
                }
            }
            Text {
                id: riskLabel
                objectName: "riskLabel"
                readonly property real risk: root.hints ? root.hints.risk : 0
                readonly property real percent: riskLabel.risk * 100
                // Meaningless during a MAGDAGDON (it is one), at game end and once the
                // prepared dice fill the board (no roll comes after them); and while the
                // dice to throw again are chosen, or before a die is prepared (no board to
                // confirm: "0.0%" on an empty board, else the chance before ROLL again, read
                // as left over from the last turn). Its room stays.
                readonly property bool meaningful: (root.hints?.nextRoll ?? false) && (root.session.phase === "ROLL" || (root.session.phase === "PLACE" && !root.session.choosingReroll && root.session.preparedCount > 0))
                // It shares its room with the HINT's advice, which takes it while shown.
                anchors.fill: parent
                anchors.topMargin: Theme.gap * 0.5
                visible: root.hints !== null
                opacity: riskLabel.meaningful && !root.thinking && root.advice.length === 0 ? 1 : 0
                wrapMode: Text.WordWrap
                maximumLineCount: root.smallLines
                elide: Text.ElideRight
                verticalAlignment: Text.AlignTop
                color: riskLabel.risk >= 0.25 ? Theme.danger : Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontSmall
                font.weight: Font.DemiBold
                // One precision for every percentage: one decimal ("0.8", "12.5"); below 0.05
                // but not zero, "<0.1".
                readonly property string figure: riskLabel.percent > 0 && riskLabel.percent < 0.05 ?
                //: Risk line: a chance below the smallest one shown ("<0.1"); %1 is 0.1 in the language's
                //: digits. Room: 4 characters.
                qsTr("<%1").arg(Numbers.fixed(0.1, 1)) :
                //: Risk line: the chance in percent, before the percent sign of the sentence it goes into; %1
                //: is the number with one decimal, already written the language's way ("12.5", "12,5"). Keep
                //: it as it is. Room: 3 characters.
                qsTr("%1", "percentage").arg(Numbers.fixed(riskLabel.percent, 1))
                text: Words.riskText(root.session.phase, riskLabel.figure, root.session.canConfirm)
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
        }
    }
}
