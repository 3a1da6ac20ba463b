import QtQuick
import Magdagdon

// The keyboard focus indicator (issue 15): a double ring, the theme's focus colour outside
// and a thin light (or dark) edge inside, so it shows on paper, on wood and on any button.
// Put it inside a control; it shows while the control has the keyboard's visual focus.
Rectangle {
    id: root
    property bool shown: false
    property real radiusOf: Theme.radius
    objectName: "focusRing"
    visible: shown
    anchors.fill: parent
    anchors.margins: -Math.max(3, Math.round(3 * Theme.scale))
    radius: radiusOf + Math.max(3, Math.round(3 * Theme.scale))
    color: "transparent"
    border.color: Theme.focus
    border.width: Math.max(3, Math.round(3 * Theme.scale))
    z: 50
    Rectangle {
        anchors.fill: parent
        anchors.margins: root.border.width
        radius: Math.max(0, root.radius - root.border.width)
        color: "transparent"
        border.color: Theme.focusInner
        border.width: Math.max(Theme.lineWidth, Math.round(1.5 * Theme.scale))
    }
}
