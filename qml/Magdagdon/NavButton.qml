import QtQuick
import QtQuick.Controls

// An icon with a short label under it, for the navigation bar (at least 9 mm square).
AbstractButton {
    id: control
    property string iconName: ""
    property bool current: false

    implicitHeight: Math.max(Theme.touch, Theme.touch * 1.1)
    implicitWidth: Math.max(implicitHeight * 1.15, caption.implicitWidth + Theme.gap)
    Accessible.role: Accessible.Button
    Accessible.name: text
    focusPolicy: Qt.TabFocus

    background: Rectangle {
        radius: Theme.radius * 0.8
        color: control.down ? Theme.paperDeep : control.current ? Theme.card : "transparent"
        border.color: control.current ? Theme.line : "transparent"
        border.width: 1
    }
    contentItem: Column {
        spacing: Math.round(2 * Theme.scale)
        topPadding: Math.round(4 * Theme.scale)
        NavIcon {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.round(control.height * 0.42)
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
