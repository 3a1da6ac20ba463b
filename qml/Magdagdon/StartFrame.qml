pragma ComponentBehavior: Bound
import QtQuick

// The game screen's first frame (issue 16), drawn before the game's Python backends exist:
// the walnut tray with its sixteen empty cells where GameView puts the board, on the paper.
// GameWindow.qml covers it a moment later; these are the same sizes and colours, so nothing
// jumps when it does. No binding here reads a backend.
Item {
    id: root
    // GameView's layout, in short (its landscape/stacked choice and the board's box).
    readonly property real textRoom: 1 + (Theme.textScale - 1) * 0.45
    readonly property real unitsWide: 4 + 2 * 0.16 + 3 * 0.08 + 0.06 + 1.6
    readonly property real unitsHigh: 4 + 2 * 0.16 + 3 * 0.08 + 0.06 + 1.16
    readonly property real sidePanel: Math.max(Theme.touch * 8.5, Math.min(width * 0.37 * textRoom, Theme.touch * 11 * textRoom))
    readonly property real controlsBase: Theme.touch * 2.4 + Theme.gap * 2 + Theme.fontSmall * 1.4
                                         + Theme.touch * 1.05 + Theme.touch * 1.25 + Theme.gap * 1.2 * 3
    readonly property real sideCell: Math.min((width - sidePanel - Theme.margin * 3) / unitsWide,
                                              (height - Theme.margin * 2) / unitsHigh)
    readonly property real stackCell: Math.min((width - Theme.margin * 2) / unitsWide,
                                               (height - Theme.touch * 3.4 - controlsBase - Theme.margin * 3) / unitsHigh)
    readonly property bool landscape: sideCell >= stackCell
    readonly property real cell: Math.max(8, landscape ? sideCell : stackCell)
    readonly property real gap: cell * 0.08
    readonly property real pad: cell * 0.16
    readonly property real trayOuter: cell * (4 + 2 * 0.16 + 3 * 0.08)
    readonly property real boxW: landscape ? width - sidePanel - Theme.margin * 3 : width - Theme.margin * 2
    readonly property real boxH: landscape ? height - Theme.margin * 2 : cell * unitsHigh

    Rectangle {
        id: tray
        x: Theme.margin + (root.boxW - root.cell * root.unitsWide) / 2
        y: (root.landscape ? Theme.margin : Theme.margin + Theme.touch * 3.4)
           + (root.boxH - root.cell * root.unitsHigh) / 2
        width: root.trayOuter
        height: root.trayOuter
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
