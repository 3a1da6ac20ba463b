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
                model: [
                    //: Settings, PEACEFUL's summary (R2). Difficulty names are not translated.
                    { name: "PEACEFUL", about: qsTr("3 Majda Powers (−10, −20, −40) · at least 2 dice per turn") },
                    //: Settings, SURVIVAL's summary (R2).
                    { name: "SURVIVAL", about: qsTr("1 Majda Power (−70) · at least 2 dice per turn") },
                    //: Settings, NIGHTMARE's summary (R2).
                    { name: "NIGHTMARE", about: qsTr("No Majda Power · at least 3 dice per turn") }
                ]
                delegate: ChoiceRow {
                    required property var modelData
                    objectName: "difficulty" + modelData.name
                    Layout.fillWidth: true
                    title: modelData.name
                    detail: modelData.about
                    checked: page.session.difficulty === modelData.name
                    onClicked: page.pick(modelData.name)
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
