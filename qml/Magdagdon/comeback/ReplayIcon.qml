pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// The replay controls' marks, built of rectangles (no glyph a font may lack, no Canvas: they
// are there in the page's first frame, like NavIcon's), each its own shape so no two buttons
// look alike: play a large triangle, pause two bars; one action a triangle against a bar
// (▶|), a turn two triangles against a bar (⏭). The back marks are the forward ones mirrored.
// Every figure is in units of the icon's width, on a square icon, pointing right.
Item {
    id: icon
    property string name: "next"       // previous, next, previousTurn, nextTurn, play, pause
    property color color: Theme.ink
    readonly property bool back: name === "previous" || name === "previousTurn"

    // A triangle pointing right: its upright base at fx, its tip at fx + fw, fh high, centred.
    // A square on its corner, stretched to the tip; the box keeps its right half.
    component Triangle: Item {
        id: triangle
        required property real fx
        required property real fw
        required property real fh
        x: fx * icon.width
        y: (1 - fh) / 2 * icon.width
        width: fw * icon.width
        height: fh * icon.width
        clip: true
        Item {
            width: triangle.height / 2
            height: triangle.height
            transform: Scale {
                xScale: triangle.width / Math.max(1, triangle.height / 2)
            }
            Rectangle {
                width: triangle.height / Math.SQRT2
                height: width
                x: -width / 2
                y: (triangle.height - height) / 2
                rotation: 45
                color: icon.color
                antialiasing: true
            }
        }
    }
    // An upright bar from fx, fw wide and fh high, centred.
    component Bar: Rectangle {
        required property real fx
        required property real fw
        required property real fh
        x: fx * icon.width
        y: (1 - fh) / 2 * icon.width
        width: Math.max(2, fw * icon.width)
        height: fh * icon.width
        radius: Math.min(width, height) * 0.2
        color: icon.color
        antialiasing: true
    }

    Component {
        id: play        // ▶
        Item {
            Triangle {
                fx: 0.2
                fw: 0.66
                fh: 0.76
            }
        }
    }
    Component {
        id: pause       // ❚❚
        Item {
            Bar {
                fx: 0.2
                fw: 0.2
                fh: 0.72
            }
            Bar {
                fx: 0.6
                fw: 0.2
                fh: 0.72
            }
        }
    }
    Component {
        id: step        // ▶| : one action
        Item {
            Triangle {
                fx: 0.14
                fw: 0.54
                fh: 0.68
            }
            Bar {
                fx: 0.72
                fw: 0.15
                fh: 0.68
            }
        }
    }
    Component {
        id: turn        // ⏭ : a whole turn
        Item {
            Triangle {
                fx: 0.04
                fw: 0.38
                fh: 0.6
            }
            Triangle {
                fx: 0.4
                fw: 0.38
                fh: 0.6
            }
            Bar {
                fx: 0.8
                fw: 0.14
                fh: 0.6
            }
        }
    }

    Loader {
        anchors.fill: parent
        // Back: the forward mark mirrored about the icon's middle.
        transform: Scale {
            origin.x: icon.width / 2
            xScale: icon.back ? -1 : 1
        }
        sourceComponent: ({
                "play": play,
                "pause": pause,
                "next": step,
                "previous": step,
                "nextTurn": turn,
                "previousTurn": turn
            })[icon.name] ?? null
    }
}
