import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend

// Turn, difficulty and running score, one line that says what to do now, the HINT's advice
// while one is shown, and the live chance that the next roll is a MAGDAGDON.
Rectangle {
    id: root
    required property GameSession session
    property HintService hints: null   // none in the kiosk: no advice, no risk line

    readonly property var advice: hints && hints.hint.length > 0 ? hints.hint : []
    readonly property bool thinking: hints !== null && hints.busy
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.line
    border.width: 1
    implicitHeight: layout.implicitHeight + Theme.margin * 1.2
    implicitWidth: 320

    readonly property int remaining: Math.max(0, session.required - session.preparedCount)

    ColumnLayout {
        id: layout
        anchors.fill: parent
        anchors.margins: Theme.margin * 0.6
        spacing: Math.round(Theme.gap * 0.5)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            ColumnLayout {
                spacing: 0
                Layout.fillWidth: true
                Text {
                    objectName: "turnLabel"
                    Layout.fillWidth: true
                    //: Status panel: the turn being played; %1 is the turn number.
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
                    //: Status panel, small caption above the running score.
                    text: qsTr("Score")
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.DemiBold
                }
                Text {
                    objectName: "scoreLabel"
                    Layout.alignment: Qt.AlignRight
                    //: The running score; %1 is the number, formatted for the language (Swedish writes −15 with a true minus). Keep it as %L1.
                    text: qsTr("%L1").arg(root.session.score)
                    //: Screen-reader name of the running score; %1 is the score.
                    Accessible.name: qsTr("Score: %1").arg(root.session.score)
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
            implicitHeight: hint.implicitHeight + Theme.gap
            radius: Theme.radius * 0.6
            color: root.session.deadEnd ? Theme.danger : Theme.paper
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: Theme.gap
                anchors.rightMargin: Theme.gap
                spacing: Theme.gap
                Text {
                    visible: root.session.deadEnd
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
                    wrapMode: Text.WordWrap
                    color: root.session.deadEnd ? Theme.onAccent : Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    font.weight: Font.DemiBold
                    text: {
                        var s = root.session;
                        if (s.phase === "OVER")
                            //: Status line when the game has ended.
                            return qsTr("The board is full. Well played!");
                        if (s.phase === "ROLL")
                            //: Status line at the start of a turn; ROLL is the button name.
                            return qsTr("Press ROLL to throw the four dice.");
                        if (s.choosingRuin)
                            //: Status line after ACCEPT MAGDAGDON; %1 is the penalty (15).
                            return qsTr("Tap an empty cell to make it a RUIN (−%1).").arg(15);
                        if (s.phase === "MAGDAGDON")
                            //: Status line during MAGDAGDON; a power may rescue the roll.
                            return qsTr("MAGDAGDON! Select dice and use a Majda Power, or accept.");
                        if (s.deadEnd)
                            //: Dead end warning (R6.4): the prepared dice block the only way to place enough dice.
                            return qsTr("No further placement — take a die back.");
                        if (root.remaining > 0 && s.selectedCount === 0)
                            //: Status line: %n dice still to prepare this turn; tap a die first.
                            return qsTr("Place %n more dice: tap a die, then a lit cell.", "", root.remaining);
                        if (root.remaining > 0)
                            //: Status line: a die is selected, %n dice still to prepare.
                            return qsTr("Tap a lit cell, or drag the die there. %n more to place.", "", root.remaining);
                        //: Status line: enough dice prepared; CONFIRM is the button name.
                        return qsTr("Ready: press CONFIRM, or place more dice first.");
                    }
                }
            }
        }
        Text {
            objectName: "requiredLabel"
            Layout.fillWidth: true
            visible: root.session.phase !== "OVER"
            wrapMode: Text.WordWrap
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
            font.weight: Font.DemiBold
            //: Status panel: the minimum dice this turn (R2.1); %n is that number, %1 how many are prepared.
            text: qsTr("At least %n dice this turn · %1 prepared", "", root.session.required)
                    .arg(root.session.preparedCount)
        }

        Rectangle {   // the HINT: thinking, then what the strong player would do
            objectName: "hintAdvice"
            Layout.fillWidth: true
            visible: root.thinking || root.advice.length > 0
            implicitHeight: adviceRow.implicitHeight + Theme.gap
            radius: Theme.radius * 0.6
            color: Theme.tealLight
            border.color: Theme.teal
            border.width: 1
            RowLayout {
                id: adviceRow
                anchors.fill: parent
                anchors.leftMargin: Theme.gap
                anchors.rightMargin: Theme.gap
                spacing: Theme.gap
                BusyIndicator {
                    objectName: "hintBusy"
                    visible: root.thinking
                    running: root.thinking
                    Layout.preferredWidth: Theme.fontLarge * 1.3
                    Layout.preferredHeight: Theme.fontLarge * 1.3
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
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.DemiBold
                    text: {
                        if (root.thinking)
                            //: HINT status while the strong player thinks (a second at most).
                            return qsTr("Thinking about the best turn…");
                        var a = root.advice;
                        if (a.length === 0)
                            return "";
                        var first = a[0];
                        if (first.kind === "place")
                            //: HINT advice: ghost dice numbered 1, 2, 3… show where the dice go; %n is how many dice.
                            return qsTr("HINT: place %n dice as the numbered ghosts show, in that order.", "", a.length);
                        if (first.kind === "adjust" && first.delta > 0)
                            //: HINT advice: a power is worth its cost; %1 is the die's value (1-6).
                            return qsTr("HINT: select the %1 and use INCREASE +1.").arg(first.value);
                        if (first.kind === "adjust")
                            //: HINT advice: a power is worth its cost; %1 is the die's value (1-6).
                            return qsTr("HINT: select the %1 and use DECREASE −1.").arg(first.value);
                        if (first.kind === "reroll")
                            //: HINT advice: REROLL is worth its cost; %n is how many dice, %1 their values ("2, 5").
                            return qsTr("HINT: select %n dice (%1) and use REROLL.", "", first.dice.length)
                                       .arg(first.values ? first.values.join(", ") : "");
                        //: HINT advice in a MAGDAGDON: no power is worth it; accept and ruin the cell marked ×.
                        return qsTr("HINT: press ACCEPT MAGDAGDON, then ruin the cell marked ×.");
                    }
                }
            }
        }

        Text {
            id: riskLabel
            objectName: "riskLabel"
            readonly property real risk: root.hints ? root.hints.risk : 0
            readonly property real percent: riskLabel.risk * 100
            Layout.fillWidth: true
            visible: root.hints !== null && root.session.phase !== "OVER"
            wrapMode: Text.WordWrap
            // Decimals where they matter: "0.08", "4.3", "27".
            readonly property int decimals: riskLabel.percent === 0 || riskLabel.percent >= 10 ? 0
                                            : riskLabel.percent < 1 ? 2 : 1
            color: riskLabel.risk >= 0.25 ? Theme.danger : Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
            font.weight: Font.DemiBold
            //: Live indicator: the chance (a percentage, %1 already formatted, e.g. "12" or "0.8") that the next roll is a MAGDAGDON, for the board with this turn's prepared dice.
            text: qsTr("MAGDAGDON risk next roll: %1%")
                  .arg(Number(riskLabel.percent).toLocaleString(Qt.locale(), "f", riskLabel.decimals))
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
}
