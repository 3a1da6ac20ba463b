import QtQuick
import QtQuick.Controls
import Magdagdon

// One option of a single choice: a large row with a round mark (filled = chosen) and text.
AbstractButton {
    id: control
    property string title: ""
    property string detail: ""
    checkable: false
    implicitHeight: Math.max(Theme.touch * 1.2, texts.implicitHeight + Theme.gap * 2)
    // Wide enough for the whole title (short choices side by side, e.g. the text sizes).
    implicitWidth: Theme.gap * 4 + Theme.touch * 0.5 + titleText.implicitWidth
    Accessible.role: Accessible.RadioButton
    //: Screen-reader name of a choice with a line under it; %1 the choice, %2 the line under it.
    Accessible.name: detail === "" ? title : qsTr("%1. %2").arg(title).arg(detail)
    Accessible.checked: checked
    focusPolicy: Qt.TabFocus

    background: Rectangle {
        radius: Theme.radius
        color: control.down ? Theme.paperDeep : Theme.card
        border.color: control.checked ? Theme.teal : Theme.line
        border.width: control.checked ? Math.max(2, 3 * Theme.scale) : Theme.lineWidth
    }
    contentItem: Item {
        Rectangle {
            id: mark
            anchors.verticalCenter: parent.verticalCenter
            x: Theme.gap * 1.5
            width: Theme.touch * 0.5
            height: width
            radius: width / 2
            color: "transparent"
            border.color: control.checked ? Theme.teal : Theme.inkSoft
            border.width: Math.max(2, Theme.lineWidth, width * 0.1)
            Rectangle {
                visible: control.checked
                anchors.centerIn: parent
                width: parent.width * 0.5
                height: width
                radius: width / 2
                color: Theme.teal
            }
        }
        Column {
            id: texts
            anchors.verticalCenter: parent.verticalCenter
            anchors.left: mark.right
            anchors.leftMargin: Theme.gap * 1.5
            anchors.right: parent.right
            anchors.rightMargin: Theme.gap
            Text {
                id: titleText
                width: parent.width
                text: control.title
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
                font.weight: Font.Bold
                wrapMode: Text.WordWrap   // a narrow column (the operator's) wraps it, never cuts it
            }
            Text {
                visible: control.detail !== ""
                width: parent.width
                text: control.detail
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontSmall
                font.weight: Font.DemiBold
            }
        }
    }

    FocusRing {
        shown: control.visualFocus
        radiusOf: Theme.radius
    }
}
