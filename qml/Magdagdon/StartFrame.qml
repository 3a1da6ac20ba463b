pragma ComponentBehavior: Bound
import QtQuick

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
    readonly property GameLayout layout: GameLayout {
        width: root.width
        height: root.height
        powers: root.powers
    }
    readonly property real cell: layout.cell
    readonly property real gap: cell * layout.gapUnits
    readonly property real pad: cell * layout.pad

    Rectangle {
        id: tray
        objectName: "startTray"
        x: root.layout.trayRect.x
        y: root.layout.trayRect.y
        width: root.layout.trayRect.width
        height: root.layout.trayRect.height
        radius: root.cell * 0.22
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.boardLight }
            GradientStop { position: 1.0; color: Theme.board }
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
