pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon

// One turn of the after-game review: the roll, what was played, what the expert would
// have played, and the points that cost by the expert's estimate.
Rectangle {
    id: root
    required property var turn   // one row of HintService.reviewModel (an item of its review)
    required property int index
    property var before: []            // the board the turn started from (see MiniBoard.base)

    readonly property var turnData: turn
    readonly property real lost: turnData.lost
    readonly property bool best: lost < 0.5   // 0 whole points
    readonly property var suggestion: turnData.suggestion

    objectName: "reviewRow" + index
    implicitHeight: layout.implicitHeight + Theme.gap * 2
    radius: Theme.radius
    color: Theme.card
    border.color: best ? Theme.line : Theme.berry
    border.width: best ? 1 : Math.max(2, Theme.scale * 2)

    // The powers used and the suggestion come as actions and plans (ARCHITECTURE.md "An
    // action and a plan, as QML gets them"); a power is named by its button's word.
    function powerText(p) {
        if (p.kind === "adjust")
            //: Review: a Majda Power the player used on one die; %1 the power button's name (DECREASE −1,
            //: INCREASE +1), %2 the die's value before it.
            //: Room: 9 characters.
            return qsTr("%1 on a %2").arg(Words.label(p.power)).arg(p.value);
        //: Review: a Majda Power the player used to throw dice again; %n is how many dice, %1 the power
        //: button's name (REROLL), %2 the new values as a list ("2 and 5").
        //: Room: 16 characters.
        return qsTr("%1 of %n dice: %2", "", p.dice.length).arg(Words.label(p.power)).arg(Numbers.list(p.thrown));
    }
    function playedText() {
        var parts = [];
        for (var i = 0; i < turnData.powers.length; ++i)
            parts.push(powerText(turnData.powers[i]));
        if (turnData.ruined >= 0)
            //: Review: the turn was a MAGDAGDON, accepted; a cell was ruined. Room: 40 characters.
            parts.push(qsTr("MAGDAGDON accepted, one RUIN"));
        else
            //: Review: how many dice the player placed this turn. Room: 20 characters.
            parts.push(qsTr("%n dice placed", "", turnData.placed.length));
        return Numbers.line(parts);
    }
    function suggestionText() {
        var s = suggestion;
        if (s.length === 0)
            return "";
        var first = s[0];
        if (first.kind === "prepare")
            //: Review: what the expert would have placed; %n is how many dice.
            return qsTr("%n dice placed", "", placed(s));
        var then = placed(root.turnData.then);
        if (first.kind === "adjust" && then > 0)
            //: Review: the expert would have used a Majda Power on one die, then placed dice (shown on its
            //: board); %1 the power button's name (DECREASE −1, INCREASE +1), %2 the die's value, %n how many
            //: dice.
            //: Room: 38 characters.
            return qsTr("%1 on the %2, then %n dice placed", "", then).arg(Words.label(first.power)).arg(first.value);
        if (first.kind === "adjust")
            //: Review: the expert would have used a Majda Power on one die; %1 the power button's name
            //: (DECREASE −1, INCREASE +1), %2 the die's value.
            //: Room: 20 characters.
            return qsTr("%1 on the %2 first").arg(Words.label(first.power)).arg(first.value);
        if (first.kind === "reroll")
            //: Review: the expert would have thrown dice again; %n is how many dice, %1 the power button's
            //: name (REROLL).
            //: Room: 17 characters.
            return qsTr("%1 %n dice first", "", first.dice.length).arg(Words.label(first.power));
        //: Review: the expert would have accepted the MAGDAGDON and ruined the marked cell.
        //: Room: 41 characters.
        return qsTr("MAGDAGDON accepted, RUIN on ×");
    }
    /*! How many dice a plan places (its PREPAREs). */
    function placed(plan) {
        return plan.filter(action => action.kind === "prepare").length;
    }

    ColumnLayout {
        id: layout
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: Theme.gap * 0.6

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            Text {
                //: Review: the turn's heading; %1 is its number. Room: 8 characters.
                text: qsTr("Turn %1").arg(root.turnData.turn)
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
            }
            Row {   // the roll, as dice
                spacing: Theme.gap * 0.4
                Repeater {
                    model: root.turnData.roll
                    delegate: Rectangle {
                        id: rolled
                        required property int modelData
                        width: Theme.fontLarge * 1.3
                        height: width
                        radius: width * 0.2
                        color: Theme.ivory
                        border.color: Theme.ivoryEdge
                        PipFace {
                            anchors.centerIn: parent
                            width: parent.width * 0.64
                            height: width
                            value: rolled.modelData
                        }
                    }
                }
            }
            Item {
                Layout.fillWidth: true
            }
            Rectangle {   // the cost of this turn's choice
                objectName: "reviewLost"
                implicitWidth: lostText.implicitWidth + Theme.gap * 1.6
                implicitHeight: lostText.implicitHeight + Theme.gap * 0.6
                radius: height / 2
                color: root.best ? Theme.tealLight : Theme.berry
                Text {
                    id: lostText
                    anchors.centerIn: parent
                    text: root.best ?
                    //: Review: the player's turn was as good as the expert's. Room: 16 characters.
                    qsTr("✓ best play") :
                    //: Review: the expected points lost this turn; %Ln a whole number like 5 (a plural
                    //: message). Room: 12 characters.
                    qsTr("−%Ln points", "", Math.round(root.lost))
                    color: root.best ? Theme.teal : Theme.onAccent
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.Bold
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.margin
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignTop
                spacing: Theme.gap * 0.4
                Text {
                    //: Review column heading: what the player did this turn. Room: 14 characters.
                    text: qsTr("You played")
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.Bold
                }
                MiniBoard {
                    // Its numbers grow with the player's text size, like every other text.
                    cellSize: Theme.touch * 0.62 * Theme.textScale
                    base: root.before
                    marks: root.turnData.placed
                    ruined: root.turnData.ruined
                    tone: Theme.berry
                }
                Text {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: root.playedText()
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignTop
                spacing: Theme.gap * 0.4
                Text {
                    //: Review column heading: what the expert (the HINT) would have done. Room: 9 characters.
                    text: qsTr("Expert")
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.Bold
                }
                MiniBoard {
                    cellSize: Theme.touch * 0.62 * Theme.textScale
                    base: root.before
                    // After a power first, the turn the expert would then play.
                    readonly property var shown: root.suggestion.length > 0 && root.suggestion[0].kind === "adjust" && root.turnData.then.length > 0 ? root.turnData.then : root.suggestion
                    objectName: "reviewExpertBoard"
                    marks: shown.filter(action => action.kind === "prepare")
                    ruined: shown.length > 0 && shown[0].kind === "ruin" ? shown[0].cell : -1
                    tone: Theme.teal
                }
                Text {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: root.suggestionText()
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
}
