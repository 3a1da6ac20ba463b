pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// The game screen's first frame (issue 16), drawn before the game's Python backends exist:
// the walnut tray with its sixteen empty cells where GameView puts the board, on the paper.
// GameWindow.qml covers it a moment later; the place comes from the same GameLayout as the
// game's (it measures the controls from their words, as the game does) and these are the
// same colours, so nothing jumps when it does. No binding here reads a backend.
Item {
    id: root
    // Whether the game in progress (or the next one) has Majda Powers: NIGHTMARE shows no
    // power bar, which gives the board its room (read from the settings file, app.first_look).
    property bool powers: true
    property var powerNames: []   // the power bar's buttons, measured (app.first_look)
    // The game screen's layout is made once every binding here has its first value: made with
    // the window, it was laid out again each time the window's size and Theme settled (its
    // text measured anew each time), ~5 ms of the first frame (issue 16).
    property bool ready: false
    Component.onCompleted: ready = true
    component Measured: Item {
        id: measuredItem
        property bool powers: true
        property var powerNames: []
        readonly property GameLayout layout: GameLayout {
            width: measuredItem.width
            height: measuredItem.height
            powers: measuredItem.powers
            powerNames: measuredItem.powerNames
        }
    }
    Loader {
        id: measured
        anchors.fill: parent
        active: root.ready
        sourceComponent: Measured {
            powers: root.powers
            powerNames: root.powerNames
        }
    }
    readonly property GameLayout layout: (measured.item as Measured)?.layout ?? null
    readonly property rect trayRect: layout?.trayRect ?? Qt.rect(0, 0, 0, 0)
    readonly property real cell: layout?.cell ?? 0
    readonly property real gap: cell * (layout?.gapUnits ?? 0)
    readonly property real pad: cell * (layout?.pad ?? 0)

    Rectangle {
        id: tray
        objectName: "startTray"
        x: root.trayRect.x
        y: root.trayRect.y
        width: root.trayRect.width
        height: root.trayRect.height
        visible: root.cell > 0
        radius: root.cell * 0.22
        gradient: Gradient {
            GradientStop {
                position: 0.0
                color: Theme.boardLight
            }
            GradientStop {
                position: 1.0
                color: Theme.board
            }
        }
        border.color: Theme.boardEdge
        border.width: Math.max(2, root.cell * 0.03)

        Grid {
            x: root.pad
            y: root.pad
            columns: 4
            spacing: root.gap
            Repeater {
                model: 16
                Rectangle {
                    width: root.cell
                    height: root.cell
                    radius: width * 0.14
                    color: Theme.slot
                    border.color: Theme.slotShade
                    border.width: Math.max(1, width * 0.02)
                }
            }
        }
    }
}
