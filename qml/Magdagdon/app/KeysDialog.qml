pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon

// F1 or ?: the list of keys that play the whole game (issue 15), in the player's language.
// A card on a dimmed window, like the question dialog; Escape, F1 or CLOSE put it away.
Rectangle {
    id: root
    property bool open: false
    // The Majda Powers' table (GameSession.powers): each power's key and what it does.
    property var powers: []

    visible: open || opacity > 0
    opacity: open ? 1 : 0
    Behavior on opacity {
        NumberAnimation {
            duration: Theme.quick
        }
    }
    color: Theme.veil
    z: 100
    onOpenChanged: if (open)
        closeButton.forceActiveFocus(Qt.OtherFocusReason)

    // The letters are the keys themselves (the same on every keyboard layout's labels), so
    // they are not translated; what each key does is.
    readonly property var keys: [
        //: Key list (F1): what R does; the game's ROLL button. Room: 7 characters.
        {
            key: "R",
            what: qsTr("ROLL")
        },
        //: Key list (F1): what the keys 1 2 3 4 do. Room: 58 characters.
        {
            key: "1 2 3 4",
            what: qsTr("Select that die (again: unselect it)")
        },
        //: Key list (F1): the arrow keys' name. Room: 14 characters.
        {
            key: qsTr("Arrow keys"),
            //: Key list (F1): what the arrow keys do. Room: 40 characters.
            what: qsTr("Move the cursor on the board")
        },
        //: Key list (F1): the Enter and Space keys' names. Room: 17 characters.
        {
            key: qsTr("Enter, Space"),
            //: Key list (F1): what Enter and Space do. Room: 135 characters.
            what: qsTr("On the board: place the selected die, take a die back, or choose the ruin; on a button: press it")
        },
        //: Key list (F1): what C does; the game's CONFIRM button. Room: 10 characters.
        {
            key: "C",
            what: qsTr("CONFIRM")
        }
    ].concat(powers.map(power => ({
                key: power.key,
                what: power.effect === "ADD" ?
                //: Key list (F1): what a Majda Power's key does when the power changes one die; %1 the power
                //: button's name (DECREASE −1, INCREASE +1).
                //: Room: 28 characters.
                qsTr("%1 on the selected die").arg(PowerWords.label(power.name)) : PowerWords.label(power.name)
            })), [
        //: Key list (F1): what A does.
        //: Room: 101 characters.
        {
            key: "A",
            what: qsTr("ACCEPT MAGDAGDON, then choose the cell to ruin with the cursor and Enter")
        },
        //: Key list (F1): what H does; the HINT button. Room: 7 characters.
        {
            key: "H",
            what: qsTr("HINT")
        },
        //: Key list (F1): what N does. Room: 62 characters.
        {
            key: "N",
            what: qsTr("NEW GAME (asks first when a game is running)")
        },
        //: Key list (F1): the Tab keys' names. Room: 20 characters.
        {
            key: qsTr("Tab, Shift+Tab"),
            //: Key list (F1): what Tab and Shift+Tab do. Room: 34 characters.
            what: qsTr("Move between the buttons")
        },
        //: Key list (F1): the Escape key's name. Room: 9 characters.
        {
            key: qsTr("Escape"),
            //: Key list (F1): what Escape does. Room: 61 characters.
            what: qsTr("Close the open dialog or page, or step back")
        },
        //: Key list (F1): what F1 and ? do. Room: 29 characters.
        {
            key: "F1, ?",
            what: qsTr("This list of keys")
        }
    ])

    MouseArea {
        anchors.fill: parent
        enabled: root.open
        onClicked: root.open = false
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 14 * Theme.textScale)
        height: Math.min(parent.height - Theme.margin * 2, column.implicitHeight + Theme.margin * 2)
        radius: Theme.radius * 1.3
        color: Theme.card
        border.color: Theme.line
        MouseArea {
            anchors.fill: parent
        }   // taps on the card do not close it

        ColumnLayout {
            id: column
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.gap
            Text {
                Layout.fillWidth: true
                //: Title of the list of keys (F1). Room: 9 characters.
                text: qsTr("Keys")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Flickable {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredHeight: grid.implicitHeight
                contentHeight: grid.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                GridLayout {
                    id: grid
                    width: parent.width
                    columns: 2
                    columnSpacing: Theme.margin
                    rowSpacing: Theme.gap * 0.6
                    Repeater {
                        model: root.keys
                        delegate: Text {
                            required property var modelData
                            required property int index
                            objectName: "keyName"
                            Layout.row: index
                            Layout.column: 0
                            Layout.alignment: Qt.AlignTop
                            text: modelData.key
                            color: Theme.ink
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.Bold
                        }
                    }
                    Repeater {
                        model: root.keys
                        delegate: Text {
                            required property var modelData
                            required property int index
                            objectName: "keyAction"
                            Layout.row: index
                            Layout.column: 1
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: modelData.what
                            color: Theme.inkSoft
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontBody
                        }
                    }
                }
            }
            ActionButton {
                id: closeButton
                objectName: "keysCloseButton"
                Layout.alignment: Qt.AlignRight
                tone: Theme.inkSoft
                //: Button that closes the list of keys. Room: 8 characters.
                text: qsTr("CLOSE")
                onClicked: root.open = false
            }
        }
    }
}
