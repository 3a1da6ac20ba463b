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
    border.width: best ? Theme.lineWidth : Math.max(2, Theme.scale * 2)

    function powerText(p) {
        // The die's value before the power (after a REROLL it is not the roll's).
        var value = p.length > 3 ? p[3] : root.turnData.roll[p[1]];
        if (p[0] === "adjust")
            return p[2] > 0 ?
            //: Review: a power the player used; %1 is the die's value before it.
            qsTr("INCREASE +1 on a %1").arg(value) :
            //: Review: a power the player used; %1 is the die's value before it.
            qsTr("DECREASE −1 on a %1").arg(value);
        //: Review: a REROLL the player used; %n is how many dice, %1 the new values as a list ("2 and 5").
        return qsTr("REROLL of %n dice: %1", "", p[1].length).arg(Numbers.list(p[2]));
    }
    function playedText() {
        var parts = [];
        for (var i = 0; i < turnData.powers.length; ++i)
            parts.push(powerText(turnData.powers[i]));
        if (turnData.ruined >= 0)
            //: Review: the turn was a MAGDAGDON, accepted; a cell was ruined.
            parts.push(qsTr("MAGDAGDON accepted, one RUIN"));
        else
            //: Review: how many dice the player placed this turn.
            parts.push(qsTr("%n dice placed", "", turnData.placed.length));
        return Numbers.line(parts);
    }
    function suggestionText() {
        var s = suggestion;
        if (s.kind === "place")
            //: Review: what the expert would have placed; %n is how many dice.
            return qsTr("%n dice placed", "", s.steps.length);
        var then = root.turnData.then;
        if (s.kind === "adjust" && then && then.kind === "place")
            return s.delta > 0 ?
            //: Review: the expert would have used a power, then placed dice (shown on its board); %1 the die's value, %n how many dice.
            qsTr("INCREASE +1 on the %1, then %n dice placed", "", then.steps.length).arg(turnData.roll[s.die]) :
            //: Review: the expert would have used a power, then placed dice (shown on its board); %1 the die's value, %n how many dice.
            qsTr("DECREASE −1 on the %1, then %n dice placed", "", then.steps.length).arg(turnData.roll[s.die]);
        if (s.kind === "adjust")
            return s.delta > 0 ?
            //: Review: the expert would have used a power; %1 the die's value.
            qsTr("INCREASE +1 on the %1 first").arg(turnData.roll[s.die]) :
            //: Review: the expert would have used a power; %1 the die's value.
            qsTr("DECREASE −1 on the %1 first").arg(turnData.roll[s.die]);
        if (s.kind === "reroll")
            //: Review: the expert would have rerolled; %n is how many dice.
            return qsTr("REROLL %n dice first", "", s.dice.length);
        //: Review: the expert would have accepted the MAGDAGDON and ruined the marked cell.
        return qsTr("MAGDAGDON accepted, RUIN on ×");
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
                //: Review: the turn's heading; %1 is its number.
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
                    //: Review: the player's turn was as good as the expert's.
                    qsTr("✓ best play") :
                    //: Review: the expected points lost this turn; %Ln a whole number like 5 (a plural message).
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
                    //: Review column heading: what the player did this turn.
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
                    //: Review column heading: what the expert (the HINT) would have done.
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
                    readonly property var shown: root.suggestion.kind === "adjust" && root.turnData.then ? root.turnData.then : root.suggestion
                    objectName: "reviewExpertBoard"
                    marks: shown.kind === "place" ? shown.steps : []
                    ruined: shown.kind === "ruin" ? shown.cell : -1
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
