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
    readonly property real fontSmall: Math.round(14 * scale)
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

    // --- motion (<= 250 ms, never waited on) ------------------------------------------
    readonly property int quick: reducedMotion ? 0 : 120
    readonly property int tumble: reducedMotion ? 0 : 240

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
    readonly property color slot: "#e9d9c2"         // an empty cell, pressed into the wood
    readonly property color slotShade: "#d4bfa3"
    readonly property color ivory: "#fffaf1"        // dice and placed numbers
    readonly property color ivoryShade: "#e7dccb"
    readonly property color pip: "#3b2a1e"

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
    readonly property color disabled: "#e4d8c8"
    readonly property color disabledInk: "#6b5a4b"  // 4.9:1 on disabled
    readonly property color onAccent: "#ffffff"
}
