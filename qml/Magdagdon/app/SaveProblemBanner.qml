pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon.Backend
import Magdagdon

// The store's translated notice when saving fails (issue 17), and the game history's (issue
// 37: statistics, replays, dailies and streaks are never lost silently): a band along the
// window's foot, shown for as long as a problem lasts. It has no mouse area, so taps reach
// the game below.
Rectangle {
    id: root
    required property Store store
    property Comeback comeback: null   // the game history's keeper (not in the kiosk)
    readonly property string message: store ? store.saveProblem : ""
    readonly property string historyProblem: comeback ? comeback.historyProblem : ""
    readonly property string historyMessage: historyProblem === "failing" ?
    //: Notice in the window while the game history (statistics, replays, daily results) cannot be written; it
    //: is tried again.
    //: Room: 84 characters.
    qsTr("Your game history could not be saved; the game keeps trying.") : historyProblem === "unusable" ?
    //: Notice in the window: the game history file cannot be read or is not a file (a folder, a device); it
    //: is never overwritten.
    //: Room: 126 characters.
    qsTr("The game history file cannot be used: the games you play now are kept only until you quit.") : historyProblem === "damaged" ?
    //: Notice in the window at start: part of the game history file was unreadable; a copy was kept beside
    //: it.
    //: Room: 111 characters.
    qsTr("The game history was damaged; the damaged part was set aside and the rest kept.") : ""

    objectName: "saveProblemBanner"
    visible: message !== "" || historyMessage !== ""
    anchors.left: parent.left
    anchors.right: parent.right
    anchors.bottom: parent.bottom
    height: lines.implicitHeight + Theme.gap * 2
    color: Theme.danger
    z: 1000

    Column {
        id: lines
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: Theme.gap / 2

        Repeater {
            model: [root.message, root.historyMessage]
            delegate: Text {
                required property string modelData
                objectName: "saveProblemLine"
                visible: modelData !== ""
                width: lines.width
                text: modelData
                color: Theme.onAccent
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
                font.weight: Font.DemiBold
                Accessible.role: Accessible.AlertMessage
                Accessible.name: modelData
            }
        }
    }
}
