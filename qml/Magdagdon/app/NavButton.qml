import QtQuick
import QtQuick.Controls
import Magdagdon

// An icon with a short label under it, for the navigation bar (at least 9 mm square).
AbstractButton {
    id: control
    property string iconName: ""
    property bool current: false

    // The icon keeps its size; the button grows with its caption (text size up to 200%).
    readonly property real iconSize: Math.round(Theme.touch * 1.1 * 0.42)
    readonly property real edge: Math.round(4 * Theme.scale)
    implicitHeight: Math.max(Theme.touch * 1.1, edge + iconSize + Math.round(2 * Theme.scale) + caption.implicitHeight + edge)
    implicitWidth: Math.max(Theme.touch * 1.1 * 1.15, caption.implicitWidth + Theme.gap)
    Accessible.role: Accessible.Button
    Accessible.name: text
    focusPolicy: Qt.TabFocus

    background: Rectangle {
        radius: Theme.radius * 0.8
        color: control.down ? Theme.paperDeep : control.current ? Theme.card : "transparent"
        border.color: control.current ? Theme.line : "transparent"
        border.width: Theme.lineWidth
    }
    contentItem: Column {
        spacing: Math.round(2 * Theme.scale)
        topPadding: control.edge
        NavIcon {
            anchors.horizontalCenter: parent.horizontalCenter
            width: control.iconSize
            height: width
            name: control.iconName
            color: Theme.ink
        }
        Text {
            id: caption
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, control.width - 4)
            horizontalAlignment: Text.AlignHCenter
            text: control.text
            color: Theme.ink
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontMin
            font.weight: Font.Bold
            elide: Text.ElideRight
        }
    }

    FocusRing {
        shown: control.visualFocus
        radiusOf: Theme.radius * 0.8
    }
}
