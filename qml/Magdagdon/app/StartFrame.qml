pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// The game screen's first frame (issue 16), drawn before the game's Python backends exist:
// the walnut tray with its sixteen empty cells where GameView puts the board, on the paper.
// GameWindow.qml covers it a moment later; the place comes from the same composition as the
// game's (GameScreen.qml: it reads no backend and measures no word) and these are the same
// colours, so nothing jumps when it does.
Item {
    id: root
    // Whether the game in progress (or the next one) has Majda Powers: NIGHTMARE shows no
    // power bar, which gives the board its room (read from the settings file, app.first_look).
    property bool powers: true
    property var powerNames: []   // the power bar's buttons (app.first_look: the engine's table)
    property real referenceHeight: height   // this screen's height at 100 % text (GameScreen)
    // The composition is made once every binding here has its first value: made with the
    // window, it was laid out again each time the window's size and Theme settled (issue 16).
    property bool ready: false
    Component.onCompleted: ready = true
    Loader {
        id: composed
        anchors.fill: parent
        active: root.ready
        sourceComponent: GameScreen {
            id: screen
            objectName: "startScreen"
            powers: root.powers
            powerCount: root.powerNames.length
            referenceHeight: root.referenceHeight

            Rectangle {
                id: tray
                objectName: "startTray"
                parent: screen.boardSlot
                readonly property real cell: screen.cell
                readonly property real gap: cell * screen.gapUnits
                width: cell * screen.trayUnits
                height: width
                radius: cell * 0.22
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
                border.width: Math.max(2, Theme.lineWidth, tray.cell * 0.03)

                Grid {
                    x: tray.cell * screen.pad
                    y: tray.cell * screen.pad
                    columns: 4
                    spacing: tray.gap
                    Repeater {
                        model: 16
                        Rectangle {
                            width: tray.cell
                            height: tray.cell
                            radius: width * 0.14
                            color: Theme.slot
                            border.color: Theme.slotShade
                            border.width: Math.max(Theme.lineWidth, width * 0.02)
                        }
                    }
                }
            }
        }
    }
}
