import QtQuick
import QtQuick.Layouts
import Magdagdon

// A question that needs an answer before something is lost (R2.2): a card on a dimmed
// window with two large buttons. Calls accepted() or just closes.
Rectangle {
    id: root
    property string question: ""
    property string acceptText: ""
    property var onAccept: null
    signal accepted

    // The question takes the keyboard focus (CANCEL's, or with ``acceptFirst`` the answer's:
    // Enter answers, and a screen reader reads the question as it enters), and gives it
    // back to where it was once answered.
    function ask(text, yes, action, acceptFirst) {
        question = text;
        acceptText = yes;
        onAccept = action;
        returnFocus = root.Window.activeFocusItem;
        open = true;
        (acceptFirst ? accept : cancel).forceActiveFocus(Qt.OtherFocusReason);
    }
    property bool open: false
    property Item returnFocus: null
    onOpenChanged: {
        if (!open && returnFocus !== null) {
            const back = returnFocus;
            returnFocus = null;
            if (cancel.activeFocus || accept.activeFocus)
                back.forceActiveFocus(Qt.OtherFocusReason);
        }
    }

    enabled: open   // while it fades out it takes no tap
    visible: open || opacity > 0
    opacity: open ? 1 : 0
    Behavior on opacity {
        NumberAnimation {
            duration: Theme.quick
        }
    }
    color: Theme.veilLight
    z: 100

    MouseArea {
        anchors.fill: parent
        enabled: root.open
        onClicked: root.open = false
    }

    Rectangle {
        Accessible.role: Accessible.Dialog
        Accessible.name: root.question
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 10 * Theme.textScale)
        height: column.implicitHeight + Theme.margin * 2
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
            spacing: Theme.margin
            Text {
                objectName: "confirmDialogText"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: root.question
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.DemiBold
            }
            GridLayout {   // two equal buttons side by side, one over the other when a label is too long
                Layout.fillWidth: true
                columns: Math.max(cancel.implicitWidth, accept.implicitWidth) * 2 + columnSpacing <= width ? 2 : 1
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap
                ActionButton {
                    id: cancel
                    objectName: "dialogCancelButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    tone: Theme.inkSoft
                    //: Dialog button that keeps things as they are. Room: 9 characters.
                    text: qsTr("CANCEL")
                    onClicked: root.open = false
                }
                ActionButton {
                    id: accept
                    objectName: "dialogAcceptButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: root.acceptText
                    onClicked: {
                        root.open = false;
                        if (root.onAccept)
                            root.onAccept();
                        root.accepted();
                    }
                }
            }
        }
    }
}
