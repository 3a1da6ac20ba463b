pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend

// SETTINGS: the difficulty (a new game starts, after asking if one is in progress, R2.2)
// and the language (applied at once).
Page {
    id: page
    objectName: "settingsPage"
    required property GameSession session
    required property Language language
    property ConfirmDialog dialog
    signal started()   // CHANGE AND START: the new game is shown at once
    //: Title of the settings screen (vocabulary table: SETTINGS).
    title: qsTr("SETTINGS")
    background: Rectangle { color: Theme.paper }

    // One difficulty's summary (R2.1, R5.1, R5.5) from the engine's facts.
    function summary(facts) {
        const loc = Qt.locale();
        const costs = facts.penalties.map(p => "\u2212" + loc.toString(p));
        //: Settings, a difficulty's dice rule (R2.1); %1 (as %L1) is the fewest dice a turn must place.
        const dice = qsTr("at least %L1 dice per turn").arg(facts.minimum);
        if (facts.powers === 0)
            //: Settings, a difficulty without powers; %1 is "at least 3 dice per turn".
            return qsTr("No Majda Power · %1").arg(dice);
        //: Settings: what separates the costs of the powers in "−10, −20, −40" (keep the spaces).
        const separator = qsTr(", ");
        //: Settings, a difficulty's powers; %n the number of powers, %1 their costs in order
        //: ("−10, −20, −40"), %2 "at least 2 dice per turn".
        return qsTr("%n Majda Powers (%1) · %2", "", facts.powers).arg(costs.join(separator)).arg(dice);
    }

    function pick(name) {
        if (name === session.difficulty)
            return;
        if (session.inProgress && dialog)
            //: Question before changing the difficulty mid-game (R2.2); %1 is the new difficulty.
            dialog.ask(qsTr("Change to %1? The game in progress ends and is not recorded.").arg(name),
                       //: Dialog button: change the difficulty and start a new game.
                       qsTr("CHANGE AND START"),
                       function () { page.session.setDifficulty(name); page.started(); });
        else
            session.setDifficulty(name);
    }

    Flickable {
        anchors.fill: parent
        contentHeight: column.implicitHeight + Theme.margin * 2
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column
            width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 14)
            x: (parent.width - width) / 2
            y: Theme.margin
            spacing: Theme.gap

            Text {
                //: Settings section heading.
                text: qsTr("Difficulty")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
            }
            Repeater {
                model: page.session.difficulties
                delegate: ChoiceRow {
                    required property var modelData
                    objectName: "difficulty" + modelData.difficulty
                    Layout.fillWidth: true
                    title: modelData.difficulty
                    detail: page.summary(modelData)
                    checked: page.session.difficulty === modelData.difficulty
                    onClicked: page.pick(modelData.difficulty)
                }
            }

            Text {
                Layout.topMargin: Theme.margin
                //: Settings section heading.
                text: qsTr("Language")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
            }
            Repeater {
                model: page.language.available
                delegate: ChoiceRow {
                    required property var modelData
                    objectName: "language_" + modelData.code
                    Layout.fillWidth: true
                    title: modelData.name   // each language by its own name
                    checked: page.language.current === modelData.code
                    onClicked: page.language.setCurrent(modelData.code)
                }
            }
        }
    }
}
