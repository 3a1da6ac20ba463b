pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Window
import Magdagdon.Backend
import Magdagdon

// SETTINGS: the difficulty (a new game starts, after asking if one is in progress, R2.2)
// and the language (applied at once).
Page {
    id: page
    objectName: "settingsPage"
    required property GameSession session
    required property Language language
    property Store store: null
    property SoundService sound: null   // plays a knock at the volume just chosen
    property ConfirmDialog dialog
    signal started   // CHANGE AND START: the new game is shown at once
    //: Title of the settings screen (glossary: SETTINGS). Room: 13 characters.
    title: qsTr("SETTINGS")
    background: Rectangle {
        color: Theme.paper
    }

    // One difficulty's summary (R2.1, R5.1, R5.5) from the engine's facts.
    function summary(facts) {
        const costs = facts.penalties.map(p => Numbers.whole(-p));
        //: Settings, a difficulty's dice rule (R2.1); %Ln is the fewest dice a turn must place (a plural
        //: message). Room: 33 characters.
        const dice = qsTr("at least %Ln dice per turn", "", facts.minimum);
        if (facts.powers === 0)
            //: Settings, a difficulty without powers; %1 is "at least 3 dice per turn". Room: 24 characters.
            return qsTr("No Majda Power · %1").arg(dice);
        //: Settings, a difficulty's powers; %n the number of powers, %1 their costs in order as a
        //: list ("−10, −20 and −40"), %2 "at least 2 dice per turn". Room: 27 characters.
        return qsTr("%n Majda Powers (%1) · %2", "", facts.powers).arg(Numbers.list(costs)).arg(dice);
    }

    function pick(name) {
        if (name === session.difficulty)
            return;
        if (session.inProgress && dialog)
            //: Question before changing the difficulty mid-game (R2.2); %1 is the new difficulty. Room: any
            //: length (the page scrolls).
            dialog.ask(qsTr("Change to %1? The game in progress ends and is not recorded.").arg(name),
            //: Dialog button: change the difficulty and start a new game. Room: 23 characters.
            qsTr("CHANGE AND START"), function () {
                page.session.setDifficulty(name);
                page.started();
            });
        else
            session.setDifficulty(name);
    }

    Flickable {
        id: flick
        anchors.fill: parent
        contentHeight: column.implicitHeight + Theme.margin * 2
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        // Tab brings the focused choice into view (issue 15: nothing reachable by pointer only).
        Connections {
            target: page.Window.window
            function onActiveFocusItemChanged() {
                var item = page.Window.activeFocusItem;
                if (!item || !flick.contentItem)
                    return;
                var top = item.mapToItem(flick.contentItem, 0, 0).y;
                var inside = item.mapToItem(column, 0, 0);
                if (inside.x < 0 || inside.y < 0 || inside.y > column.height)
                    return;   // not one of this page's controls
                if (top < flick.contentY)
                    flick.contentY = Math.max(0, top - Theme.gap);
                else if (top + item.height > flick.contentY + flick.height)
                    flick.contentY = Math.min(flick.contentHeight - flick.height, top + item.height - flick.height + Theme.gap);
            }
        }

        ColumnLayout {
            id: column
            width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 14 * Theme.textScale)   // the same line length in words at any text size
            x: (parent.width - width) / 2
            y: Theme.margin
            spacing: Theme.gap

            Text {
                //: Settings section heading. Room: 14 characters.
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
                //: Settings section heading. Room: 12 characters.
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

            // Issue 15: the look (remembered in the settings): theme, text size, motion.
            Text {
                Layout.topMargin: Theme.margin
                visible: page.store !== null
                //: Settings section heading: the colour theme, text size and motion. Room: 9 characters.
                text: qsTr("Look")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
            }
            Repeater {
                model: page.store === null ? [] : [
                    //: Settings, theme choice: follow the desktop's light, dark or high-contrast scheme.
                    //: Room: 19 characters.
                    {
                        name: "system",
                        title: qsTr("As the system"),
                        //: Settings, under "As the system": it also follows the desktop's high-contrast
                        //: setting. Room: any length (the page scrolls).
                        about: qsTr("Light, dark or high contrast, as the desktop is set")
                    },
                    //: Settings, theme choice: the light theme (warm paper). Room: 8 characters.
                    {
                        name: "light",
                        title: qsTr("Light"),
                        //: Settings, under the light theme. Room: 42 characters.
                        about: qsTr("Warm paper and a walnut board")
                    },
                    //: Settings, theme choice: the dark theme. Room: 7 characters.
                    {
                        name: "dark",
                        title: qsTr("Dark"),
                        //: Settings, under the dark theme. Room: 35 characters.
                        about: qsTr("The walnut board at night")
                    },
                    //: Settings, theme choice: high contrast. Room: 19 characters.
                    {
                        name: "contrast",
                        title: qsTr("High contrast"),
                        //: Settings, under high contrast. Room: 40 characters.
                        about: qsTr("Black on white, strong marks")
                    }
                ]
                delegate: ChoiceRow {
                    required property var modelData
                    objectName: "theme_" + modelData.name
                    Layout.fillWidth: true
                    title: modelData.title
                    detail: modelData.about
                    checked: page.store !== null && page.store.theme === modelData.name
                    onClicked: if (page.store)
                        page.store.theme = modelData.name
                }
            }
            Text {   // started with --theme: the choice above is kept, but not shown this run
                objectName: "themeOverrideNote"
                Layout.fillWidth: true
                visible: page.store !== null && Theme.choice !== page.store.theme
                //: Settings, under the theme choices, when the game was started with another look for this
                //: run only (the --theme option). Room: any length (the page scrolls).
                text: qsTr("This run uses the look it was started with. Your choice is kept for the next start.")
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontSmall
            }
            Text {
                Layout.topMargin: Theme.gap
                visible: page.store !== null
                //: Settings: heading of the text size choices. Room: 15 characters.
                text: qsTr("Text size")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
                font.weight: Font.Bold
            }
            Flow {
                Layout.fillWidth: true
                visible: page.store !== null
                spacing: Theme.gap
                Repeater {
                    model: [100, 125, 150, 175, 200]
                    delegate: ChoiceRow {
                        required property int modelData
                        objectName: "textSize" + modelData
                        width: Math.max(Theme.touch * 2.4, implicitWidth + 1)
                        //: Settings, a text size choice; %1 is the percentage, e.g. 150. Room: 4 characters.
                        title: qsTr("%1%").arg(modelData)
                        checked: page.store !== null && page.store.textSize === modelData
                        onClicked: if (page.store)
                            page.store.textSize = modelData
                    }
                }
            }
            ChoiceRow {
                objectName: "reducedMotion"
                Layout.fillWidth: true
                visible: page.store !== null
                //: Settings: a switch that turns the animations off. Room: 20 characters.
                title: qsTr("Reduced motion")
                //: Settings, under "Reduced motion". Room: any length (the page scrolls).
                detail: qsTr("Changes happen at once, without animations")
                Accessible.role: Accessible.CheckBox
                checked: page.store !== null && page.store.reducedMotion
                onClicked: if (page.store)
                    page.store.reducedMotion = !page.store.reducedMotion
            }
            Text {
                Layout.topMargin: Theme.gap
                visible: page.store !== null
                //: Settings: heading of the sound choices.
                //: Room: 7 characters.
                text: qsTr("Sound")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
                font.weight: Font.Bold
            }
            ChoiceRow {
                objectName: "sound"
                Layout.fillWidth: true
                visible: page.store !== null
                //: Settings: a switch that turns the game's sounds on or off.
                //: Room: 14 characters.
                title: qsTr("Sounds")
                //: Settings, under "Sounds": what is heard (the system's own volume and mute apply too).
                //: Room: 77 characters.
                detail: qsTr("The dice, the lines you complete, MAGDAGDON and records")
                Accessible.role: Accessible.CheckBox
                checked: page.store !== null && page.store.sound
                onClicked: if (page.store)
                    page.store.sound = !page.store.sound
            }
            VolumeRow {
                objectName: "soundVolume"
                Layout.fillWidth: true
                visible: page.store !== null
                enabled: page.store !== null && page.store.sound
                //: Settings: the name of the sound volume slider.
                //: Room: 9 characters.
                title: qsTr("Volume")
                value: page.store !== null ? page.store.soundVolume : 0
                onChosen: percent => {
                    if (!page.store)
                        return;
                    page.store.soundVolume = percent;
                    page.sound?.play("place");   // hear the new volume
                }
            }
        }
    }
}
