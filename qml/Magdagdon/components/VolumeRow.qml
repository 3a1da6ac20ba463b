import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon

// A volume slider with its name and percentage (issue 38): the game's volume in Settings and
// the kiosk's on the operator screen. It says `chosen(percent)` once the player lets go of the
// handle, or at each arrow key, so a drag writes the setting once, not at every step.
RowLayout {
    id: root
    property int value: 70          // the stored percentage, 0..100
    property string title: ""
    signal chosen(int percent)
    spacing: Theme.gap

    Text {
        text: root.title
        color: root.enabled ? Theme.ink : Theme.inkSoft
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontBody
    }
    Slider {
        id: slider
        objectName: root.objectName + "Slider"
        Layout.fillWidth: true
        Layout.minimumWidth: Theme.touch * 3
        implicitHeight: Theme.touch
        from: 0
        to: 100
        stepSize: 5
        snapMode: Slider.SnapAlways
        value: root.value
        focusPolicy: Qt.StrongFocus
        Accessible.name: root.title
        onPressedChanged: if (!pressed)
            root.chosen(Math.round(value))
        onMoved: if (!pressed)
            root.chosen(Math.round(value))   // an arrow key, Home or End

        background: Rectangle {
            x: slider.leftPadding
            y: slider.topPadding + slider.availableHeight / 2 - height / 2
            width: slider.availableWidth
            height: Math.max(4, Theme.touch * 0.12)
            radius: height / 2
            color: Theme.line
            Rectangle {
                width: slider.visualPosition * parent.width
                height: parent.height
                radius: parent.radius
                color: root.enabled ? Theme.teal : Theme.inkSoft
            }
        }
        handle: Rectangle {
            x: slider.leftPadding + slider.visualPosition * (slider.availableWidth - width)
            y: slider.topPadding + slider.availableHeight / 2 - height / 2
            width: Theme.touch * 0.55
            height: width
            radius: width / 2
            color: slider.pressed ? Theme.paperDeep : Theme.card
            border.color: root.enabled ? Theme.teal : Theme.inkSoft
            border.width: Math.max(2, width * 0.1)
        }
        FocusRing {
            shown: slider.activeFocus
            radiusOf: Theme.radius
        }
    }
    Text {
        objectName: root.objectName + "Percent"
        Layout.minimumWidth: percentWidth.advanceWidth
        horizontalAlignment: Text.AlignRight
        //: A volume slider's value; %1 is the percentage, e.g. 70.
        //: Room: 2 characters.
        text: qsTr("%1%").arg(Numbers.whole(Math.round(slider.value)))
        color: root.enabled ? Theme.ink : Theme.inkSoft
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontBody
        TextMetrics {
            id: percentWidth
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontBody
            text: qsTr("%1%").arg(Numbers.whole(100))
        }
    }
}
