pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// F1 or ?: the list of keys that play the whole game (issue 15), in the player's language.
// A card on a dimmed window, like the question dialog; Escape, F1 or CLOSE put it away.
Rectangle {
    id: root
    property bool open: false

    visible: open || opacity > 0
    opacity: open ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.quick } }
    color: Theme.veil
    z: 100
    onOpenChanged: if (open) closeButton.forceActiveFocus(Qt.OtherFocusReason)

    readonly property var keys: [
        //: Key list: the key R.
        { key: qsTr("R"), what: qsTr("ROLL") },
        //: Key list: the keys 1 to 4.
        { key: qsTr("1 2 3 4"), what: qsTr("Select that die (again: unselect it)") },
        //: Key list: the arrow keys.
        { key: qsTr("Arrow keys"), what: qsTr("Move the cursor on the board") },
        //: Key list: the Enter and Space keys.
        { key: qsTr("Enter, Space"), what: qsTr("On the board: place the selected die, take a die back, or choose the ruin; on a button: press it") },
        { key: qsTr("C"), what: qsTr("CONFIRM") },
        //: Key list: the minus and plus keys (= works as plus).
        { key: qsTr("− / +"), what: qsTr("DECREASE −1 / INCREASE +1 on the selected die") },
        { key: qsTr("X"), what: qsTr("REROLL") },
        { key: qsTr("A"), what: qsTr("ACCEPT MAGDAGDON, then choose the cell to ruin with the cursor and Enter") },
        { key: qsTr("H"), what: qsTr("HINT") },
        { key: qsTr("N"), what: qsTr("NEW GAME (asks first when a game is running)") },
        //: Key list: the Tab keys.
        { key: qsTr("Tab, Shift+Tab"), what: qsTr("Move between the buttons") },
        //: Key list: the Escape key.
        { key: qsTr("Escape"), what: qsTr("Close the open dialog or page, or step back") },
        //: Key list: the F1 and question mark keys.
        { key: qsTr("F1, ?"), what: qsTr("This list of keys") }
    ]

    MouseArea { anchors.fill: parent; enabled: root.open; onClicked: root.open = false }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 14)
        height: Math.min(parent.height - Theme.margin * 2, column.implicitHeight + Theme.margin * 2)
        radius: Theme.radius * 1.3
        color: Theme.card
        border.color: Theme.line
        MouseArea { anchors.fill: parent }   // taps on the card do not close it

        ColumnLayout {
            id: column
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.gap
            Text {
                Layout.fillWidth: true
                //: Title of the list of keys (F1).
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
                //: Button that closes the list of keys.
                text: qsTr("CLOSE")
                onClicked: root.open = false
            }
        }
    }
}
