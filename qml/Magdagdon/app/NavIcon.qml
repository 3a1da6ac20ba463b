pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// Small line icons for the navigation bar, built of rectangles so the app needs no image
// files and they are in the very first frame: a Canvas gets its context only once the
// window's scene graph exists, so it paints a frame later, after the start's work (issue 16).
// Every figure is in units of the icon's width, on a square icon.
Item {
    id: icon
    property string name: ""    // new, rules, scores, settings, about, back, daily, statistics, more
    property color color: Theme.ink
    readonly property real stroke: Math.max(1.5, width * 0.09)

    // A stroke from (x1, y1) to (x2, y2) with round ends.
    component Stroke: Rectangle {
        required property real x1
        required property real y1
        required property real x2
        required property real y2
        readonly property real dx: (x2 - x1) * icon.width
        readonly property real dy: (y2 - y1) * icon.width
        width: Math.sqrt(dx * dx + dy * dy) + icon.stroke
        height: icon.stroke
        radius: height / 2
        x: (x1 + x2) / 2 * icon.width - width / 2
        y: (y1 + y2) / 2 * icon.width - height / 2
        rotation: Math.atan2(dy, dx) * 180 / Math.PI
        color: icon.color
        antialiasing: true
    }
    // A filled disc of radius `r` around (cx, cy).
    component Dot: Rectangle {
        required property real cx
        required property real cy
        required property real r
        width: 2 * r * icon.width
        height: width
        radius: width / 2
        x: cx * icon.width - width / 2
        y: cy * icon.width - height / 2
        color: icon.color
        antialiasing: true
    }
    // A rectangle's outline, or (`filled`) the rectangle itself, from fractions of the width.
    component Box: Rectangle {
        required property real fx
        required property real fy
        required property real fw
        required property real fh
        property bool filled: false
        x: fx * icon.width
        y: fy * icon.width
        width: fw * icon.width
        height: fh * icon.width
        color: filled ? icon.color : "transparent"
        border.color: icon.color
        border.width: filled ? 0 : icon.stroke
        antialiasing: true
    }

    Component {
        id: newGame     // a die with a plus
        Item {
            Box {
                fx: 0.12
                fy: 0.12
                fw: 0.76
                fh: 0.76
                radius: width * 0.24
            }
            Stroke {
                x1: 0.5
                y1: 0.32
                x2: 0.5
                y2: 0.68
            }
            Stroke {
                x1: 0.32
                y1: 0.5
                x2: 0.68
                y2: 0.5
            }
        }
    }
    Component {
        id: rules       // an open book: two pages sloping down to the spine
        Item {
            Box {
                fx: 0.08
                fy: 0.16
                fw: 0.42 + icon.stroke / (2 * icon.width)
                fh: 0.6
                topLeftRadius: width * 0.2
                bottomLeftRadius: width * 0.1
                topRightRadius: 0
                bottomRightRadius: 0
                // a shear: the page's inner side lower, its edges still upright
                transform: Matrix4x4 {
                    matrix: Qt.matrix4x4(1, 0, 0, 0, 0.2, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
                }
            }
            Box {
                id: rightPage
                fx: 0.5 - icon.stroke / (2 * icon.width)
                fy: 0.16
                fw: 0.42 + icon.stroke / (2 * icon.width)
                fh: 0.6
                topRightRadius: width * 0.2
                bottomRightRadius: width * 0.1
                topLeftRadius: 0
                bottomLeftRadius: 0
                transform: Matrix4x4 {
                    matrix: Qt.matrix4x4(1, 0, 0, 0, -0.2, 1, 0, 0.2 * rightPage.width, 0, 0, 1, 0, 0, 0, 0, 1)
                }
            }
        }
    }
    Component {
        id: scores      // a cup on a stem
        Item {
            // The handles first, so the bowl covers their inner halves.
            Box {
                fx: 0.1
                fy: 0.18
                fw: 0.3
                fh: 0.26
                radius: height / 2
            }
            Box {
                fx: 0.6
                fy: 0.18
                fw: 0.3
                fh: 0.26
                radius: height / 2
            }
            Box {
                fx: 0.25
                fy: 0.12
                fw: 0.5
                fh: 0.44
                filled: true
                topLeftRadius: width * 0.06
                topRightRadius: width * 0.06
                bottomLeftRadius: width * 0.5
                bottomRightRadius: width * 0.5
            }
            Stroke {
                x1: 0.5
                y1: 0.55
                x2: 0.5
                y2: 0.82
            }
            Stroke {
                x1: 0.3
                y1: 0.86
                x2: 0.7
                y2: 0.86
            }
        }
    }
    Component {
        id: settings    // three sliders
        Item {
            Stroke {
                x1: 0.1
                y1: 0.22
                x2: 0.9
                y2: 0.22
            }
            Stroke {
                x1: 0.1
                y1: 0.5
                x2: 0.9
                y2: 0.5
            }
            Stroke {
                x1: 0.1
                y1: 0.78
                x2: 0.9
                y2: 0.78
            }
            Dot {
                cx: 0.32
                cy: 0.22
                r: 0.11
            }
            Dot {
                cx: 0.68
                cy: 0.5
                r: 0.11
            }
            Dot {
                cx: 0.45
                cy: 0.78
                r: 0.11
            }
        }
    }
    Component {
        id: about       // a heart: a square on its corner under two discs
        Item {
            readonly property real side: 0.47 * icon.width
            Rectangle {
                x: 0.5 * icon.width - width / 2
                y: 0.55 * icon.width - height / 2
                width: parent.side
                height: width
                rotation: 45
                color: icon.color
                antialiasing: true
            }
            Dot {
                cx: 0.5 - 0.47 / (2 * Math.SQRT2)
                cy: 0.55 - 0.47 / (2 * Math.SQRT2)
                r: 0.235
            }
            Dot {
                cx: 0.5 + 0.47 / (2 * Math.SQRT2)
                cy: 0.55 - 0.47 / (2 * Math.SQRT2)
                r: 0.235
            }
        }
    }
    Component {
        id: daily       // a calendar page with today marked
        Item {
            Box {
                fx: 0.12
                fy: 0.18
                fw: 0.76
                fh: 0.7
                radius: width * 0.13
            }
            Stroke {
                x1: 0.18
                y1: 0.4
                x2: 0.82
                y2: 0.4
            }
            Stroke {
                x1: 0.32
                y1: 0.08
                x2: 0.32
                y2: 0.26
            }
            Stroke {
                x1: 0.68
                y1: 0.08
                x2: 0.68
                y2: 0.26
            }
            Dot {
                cx: 0.5
                cy: 0.63
                r: 0.11
            }
        }
    }
    Component {
        id: statistics  // three bars on a base line
        Item {
            Stroke {
                x1: 0.1
                y1: 0.88
                x2: 0.9
                y2: 0.88
            }
            Box {
                fx: 0.18
                fy: 0.52
                fw: 0.16
                fh: 0.3
                filled: true
            }
            Box {
                fx: 0.42
                fy: 0.18
                fw: 0.16
                fh: 0.64
                filled: true
            }
            Box {
                fx: 0.66
                fy: 0.38
                fw: 0.16
                fh: 0.44
                filled: true
            }
        }
    }
    Component {
        id: back        // an arrow to the left
        Item {
            Stroke {
                x1: 0.85
                y1: 0.5
                x2: 0.18
                y2: 0.5
            }
            Stroke {
                x1: 0.45
                y1: 0.2
                x2: 0.15
                y2: 0.5
            }
            Stroke {
                x1: 0.15
                y1: 0.5
                x2: 0.45
                y2: 0.8
            }
        }
    }
    Component {
        id: more        // three dots: a menu of more screens
        Item {
            Dot {
                cx: 0.2
                cy: 0.5
                r: 0.09
            }
            Dot {
                cx: 0.5
                cy: 0.5
                r: 0.09
            }
            Dot {
                cx: 0.8
                cy: 0.5
                r: 0.09
            }
        }
    }

    Loader {
        anchors.fill: parent
        active: icon.visible   // the bar's hidden buttons (back, more) make theirs when shown
        sourceComponent: ({
                "new": newGame,
                "rules": rules,
                "scores": scores,
                "settings": settings,
                "about": about,
                "daily": daily,
                "statistics": statistics,
                "back": back,
                "more": more
            })[icon.name] ?? null
    }
}
