import QtQuick
import QtQuick.Controls

// A big rounded button for the game's actions (ROLL, CONFIRM, ACCEPT MAGDAGDON, NEW GAME...).
// Disabled buttons stay readable (4.5:1) and lose their raised look, not just their colour.
Button {
    id: control
    property color tone: Theme.berry
    property color toneInk: Theme.onAccent
    property string detail: ""          // a second, smaller line (e.g. the cost of a power)
    property real size: Theme.touch * 1.25
    // The guided game waits for this item (issue 13): TutorialFocus names it.
    readonly property bool tutorialTarget: TutorialFocus.target !== "" && TutorialFocus.target === objectName

    implicitHeight: Math.max(Theme.touch, size)
    implicitWidth: Math.max(implicitHeight * 2.2, label.implicitWidth + Theme.margin * 2)
    font.family: Theme.fontFamily
    font.pixelSize: Math.max(Theme.fontBody, size * 0.36)
    font.weight: Font.Bold
    Accessible.role: Accessible.Button
    // The name says whether the button can be used now (issue 15: "CONFIRM, available").
    //: Screen-reader name of a button that can be pressed now; %1 is its label, e.g. CONFIRM.
    Accessible.name: enabled ? qsTr("%1, available").arg(text)
                    //: Screen-reader name of a button that cannot be pressed now; %1 is its label.
                    : qsTr("%1, not available").arg(text)
    focusPolicy: Qt.TabFocus

    background: Item {
        Rectangle {   // raised edge
            anchors.fill: parent
            anchors.topMargin: control.down ? 0 : parent.height * 0.06
            radius: height / 2.6
            color: control.enabled ? Qt.darker(control.tone, 1.35) : "transparent"
        }
        Rectangle {
            width: parent.width
            height: parent.height * (control.enabled ? 0.94 : 1)
            y: control.down ? parent.height * 0.05 : 0
            radius: height / 2.6
            color: control.enabled ? control.tone : Theme.disabled
            border.color: control.enabled ? Qt.darker(control.tone, 1.2) : Theme.line
            border.width: Math.max(1, control.height * 0.03)
            Behavior on color { ColorAnimation { duration: Theme.quick } }
        }
    }
    contentItem: Item {
        implicitWidth: label.implicitWidth
        implicitHeight: label.implicitHeight + (sub.visible ? sub.implicitHeight : 0)
        Column {
            anchors.centerIn: parent
            anchors.verticalCenterOffset: control.down ? control.height * 0.03 : -control.height * 0.02
            width: parent.width
            Text {
                id: label
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: control.text
                font: control.font
                color: control.enabled ? control.toneInk : Theme.disabledInk
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.fontMin
                elide: Text.ElideRight
            }
            Text {
                id: sub
                visible: control.detail !== ""
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: control.detail
                font.family: Theme.fontFamily
                font.pixelSize: Math.max(Theme.fontMin, control.size * 0.22)
                font.weight: Font.DemiBold
                color: control.enabled ? control.toneInk : Theme.disabledInk
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.fontMin
            }
        }
    }

    FocusRing {
        shown: control.visualFocus
        radiusOf: control.height / 2.6
    }
}
