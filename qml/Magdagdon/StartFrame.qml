pragma ComponentBehavior: Bound
import QtQuick

// The game screen's first frame (issue 16), drawn before the game's Python backends exist:
// the walnut tray with its sixteen empty cells where GameView puts the board, on the paper.
// GameWindow.qml covers it a moment later; these are the same sizes and colours, so nothing
// jumps when it does. No binding here reads a backend.
Item {
    id: root
    // GameView's layout, in short: side by side (the usual desktop window) exactly, stacked
    // near enough (the status panel's height is estimated: no item is asked).
    readonly property real textRoom: 1 + (Theme.textScale - 1) * 0.45
    readonly property bool landscape: width >= height * 1.2
    readonly property real fixedUnits: 4 + 2 * 0.16 + 3 * 0.08 + 0.06
    readonly property real unitsHigh: fixedUnits + 0.98
    readonly property real sidePanel: Math.max(Theme.touch * 8.5 * textRoom,
                                               Math.min(width * 0.35 * textRoom, Theme.touch * 11 * textRoom))
    readonly property real sideRoom: height - Theme.margin * 2
    readonly property bool narrowTrack: (width - sidePanel - Theme.margin * 3) / (fixedUnits + 1.5) >= sideRoom / unitsHigh
    readonly property real tagW: !landscape ? 1.25 : narrowTrack ? 1.3 : 1.5
    readonly property real unitsWide: fixedUnits + tagW
    readonly property real sideCell: Math.max(8, Math.min((width - sidePanel - Theme.margin * 3) / unitsWide,
                                                          sideRoom / unitsHigh))
    readonly property real panelWidth: Math.min(Math.max(sidePanel, Theme.touch * 11 * textRoom),
                                                Math.max(sidePanel, width - Theme.margin * 3 - sideCell * unitsWide))
    readonly property real sideSpare: Math.max(0, width - Theme.margin * 3 - sideCell * unitsWide - panelWidth)
    readonly property real statusGuess: Theme.touch * 3.4
    readonly property real powersBase: Theme.fontSmall * 1.4 + Theme.gap * 0.6 + Math.max(Theme.touch * 1.05, Theme.fontBody * 2.6)
    readonly property real actionsBase: Math.max(Theme.touch * 1.25, Theme.fontBody * 2.6)
    readonly property real stackRoom: height - statusGuess - Theme.margin * 2 - Theme.gap * 2
    readonly property real widthCell: (width - Theme.margin * 2) / unitsWide
    readonly property real columnCell: Math.min(widthCell, (stackRoom - Theme.touch * 2.4 - Theme.gap * 2 - powersBase
                                                            - actionsBase - Theme.gap * 2.4) / unitsHigh)
    readonly property real rowCell: Math.min(widthCell, (stackRoom - Math.max(Theme.touch * 1.5 + Theme.gap * 2, powersBase)
                                                         - actionsBase - Theme.gap * 1.2) / unitsHigh)
    readonly property bool besides: rowCell > columnCell + 0.5
                                    && width - Theme.margin * 2 >= Theme.touch * 6 + Theme.gap * 6 + Theme.touch * 8.5 * textRoom
    readonly property real stackCell: Math.max(8, besides ? rowCell : columnCell)
    readonly property real cell: landscape ? sideCell : stackCell
    readonly property real gap: cell * 0.08
    readonly property real pad: cell * 0.16
    readonly property real trayOuter: cell * (4 + 2 * 0.16 + 3 * 0.08)

    Rectangle {
        id: tray
        objectName: "startTray"
        x: root.landscape ? Theme.margin + root.sideSpare / 2
                          : Theme.margin + (root.width - Theme.margin * 2 - root.cell * root.unitsWide) / 2
        y: root.landscape ? (root.height - root.cell * root.unitsHigh) / 2
                          : Theme.margin + root.statusGuess + Theme.gap
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
