pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// The pips of one die face (1..6) on a 3×3 grid; draws nothing for 0.
Item {
    id: face
    property int value: 0
    property color color: Theme.pip

    readonly property var layouts: [[], [4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]
    readonly property real pipSize: width * 0.2

    Repeater {
        model: face.value >= 1 && face.value <= 6 ? face.layouts[face.value] : []
        delegate: Rectangle {
            required property int modelData
            objectName: "pip" + modelData   // its place on the 3×3 grid, 0..8
            width: face.pipSize
            height: width
            radius: width / 2
            color: face.color
            x: (modelData % 3) * (face.width - width) / 2
            y: Math.floor(modelData / 3) * (face.height - width) / 2
        }
    }
}
