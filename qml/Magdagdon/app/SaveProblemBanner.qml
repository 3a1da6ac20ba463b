import QtQuick
import Magdagdon.Backend
import Magdagdon

// The store's translated notice when saving fails (issue 17): a band along the window's foot,
// shown for as long as the problem lasts. It has no mouse area, so taps reach the game below.
Rectangle {
    id: root
    required property Store store
    readonly property string message: store ? store.saveProblem : ""

    objectName: "saveProblemBanner"
    visible: message !== ""
    anchors.left: parent.left
    anchors.right: parent.right
    anchors.bottom: parent.bottom
    height: text.implicitHeight + Theme.gap * 2
    color: Theme.danger
    z: 1000

    Accessible.role: Accessible.AlertMessage
    Accessible.name: message

    Text {
        id: text
        anchors.fill: parent
        anchors.margins: Theme.gap
        text: root.message
        color: Theme.onAccent
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontBody
        font.weight: Font.DemiBold
    }
}
