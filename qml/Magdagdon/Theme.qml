pragma Singleton
import QtQuick

// Colours, sizes and motion for every view. Sizes scale with the window (set by Main.qml)
// and never drop a touch target below 9 mm (Screen.pixelDensity, also set by Main.qml).
QtObject {
    // --- set by Main.qml --------------------------------------------------------------
    property real scale: 1.0          // 1.0 at an 800 px short side
    property real pixelDensity: 3.78  // pixels per millimetre of the window's screen
    property real touchMillimetres: 9 // smallest touch target; KioskMain.qml raises it to 10
    property bool reducedMotion: false

    // --- type --------------------------------------------------------------------------
    property string fontFamily: "Quicksand"
    // Nothing smaller than 12 px, whatever the window (800×600 scales 14 down to 10.5).
    readonly property real fontMin: 12
    readonly property real fontSmall: Math.max(fontMin, Math.round(14 * scale))
    readonly property real fontBody: Math.round(17 * scale)
    readonly property real fontLarge: Math.round(22 * scale)
    readonly property real fontTitle: Math.round(30 * scale)
    readonly property real fontHuge: Math.round(56 * scale)

    // --- spacing and targets ----------------------------------------------------------
    readonly property real gap: Math.round(10 * scale)
    readonly property real margin: Math.round(16 * scale)
    readonly property real radius: Math.round(14 * scale)
    // 9 mm at least, whatever the screen; larger on big windows.
    readonly property real touch: Math.max(Math.ceil(touchMillimetres * pixelDensity), Math.round(48 * scale))

    // --- motion (<= 250 ms, never waited on; DESIGN.md "Motion language") --------------
    // Every duration is 0 under reducedMotion: the change is then instant.
    readonly property int quick: reducedMotion ? 0 : 120
    readonly property int tumble: reducedMotion ? 0 : 240     // ROLL: jump, turn, flicker, settle
    readonly property int stagger: reducedMotion ? 0 : 40      // ROLL: between one die and the next
    readonly property int lift: reducedMotion ? 0 : 90         // select
    readonly property int land: reducedMotion ? 0 : 160        // prepare: drop and squash
    readonly property int retreat: reducedMotion ? 0 : 140     // take back
    readonly property int sink: reducedMotion ? 0 : 180        // confirm
    readonly property int sweep: reducedMotion ? 0 : 250       // a bonus line's ribbon
    readonly property int crack: reducedMotion ? 0 : 220       // a ruin
    readonly property int shake: reducedMotion ? 0 : 200       // MAGDAGDON
    readonly property int countUp: reducedMotion ? 0 : 400     // the score counting up
    readonly property int hold: reducedMotion ? 0 : 700        // game over: the board held

    // --- palette: warm paper, walnut board, ivory dice, berry and teal accents ---------
    // Text pairs are chosen for >= 4.5:1 contrast; states also differ by shape and mark.
    readonly property color paper: "#f6efe4"
    readonly property color paperDeep: "#ecdfcc"
    readonly property color card: "#fffaf2"
    readonly property color ink: "#3b2a1e"          // 12.6:1 on paper
    readonly property color inkSoft: "#6a5443"      // 6.3:1 on paper
    readonly property color line: "#d8c6ae"

    readonly property color board: "#7a4f37"        // walnut tray
    readonly property color boardEdge: "#5e3b28"
    readonly property color boardLight: "#8a5a3f"   // the tray's lit top edge
    readonly property color slot: "#e9d9c2"         // an empty cell, pressed into the wood
    readonly property color slotShade: "#d4bfa3"
    readonly property color ivory: "#fffaf1"        // dice and placed numbers
    readonly property color ivoryShade: "#e7dccb"
    readonly property color ivoryEdge: "#cbbba6"    // a die's or a number's rim
    readonly property color ivoryRaised: "#f1e6d4"  // a prepared tile's lower face
    readonly property color pip: "#3b2a1e"
    readonly property color shadow: "#33000000"
    readonly property color shadowDeep: "#55000000"
    readonly property color goldEdge: "#b9801a"
    readonly property color ruinLight: "#f3d3c8"    // an empty cell offered for the ruin
    readonly property color dust: "#c9b8a6"

    readonly property color berry: "#8e3b5f"        // ROLL, primary actions: white text 7.4:1
    readonly property color berryDark: "#6f2c49"
    readonly property color teal: "#1f6f6b"         // lit targets and selection: 6.1:1 on paper
    readonly property color tealLight: "#c9e7e3"
    readonly property color gold: "#e2a72e"         // bonus ribbons
    readonly property color goldInk: "#4a3206"      // text on gold: 7.9:1
    readonly property color ruin: "#3f3936"         // cracked stone
    readonly property color ruinCrack: "#1e1a18"
    readonly property color ruinMark: "#f0c9b8"
    readonly property color danger: "#a23a2a"       // warnings: white text 6.6:1
    readonly property color dim: "#d9221512"        // MAGDAGDON darkening
    readonly property color shade: "#eb1e1418"      // the MAGDAGDON shade over the tray
    readonly property color shadeTitle: "#ffd9e6"
    readonly property color shadeInk: "#fff4ea"
    readonly property color veil: "#b3211512"       // behind the game-over card
    readonly property color veilLight: "#99211512"  // behind a question
    readonly property color disabled: "#e4d8c8"
    readonly property color disabledInk: "#6b5a4b"  // 4.9:1 on disabled
    readonly property color onAccent: "#ffffff"
}
