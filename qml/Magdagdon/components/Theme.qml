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
    property real textScale: 1.0      // the player's text size, 1.0 to 2.0 (Settings, issue 15)

    // --- type --------------------------------------------------------------------------
    property string fontFamily: "Quicksand"
    // Nothing smaller than 12 px, whatever the window (800×600 scales 14 down to 10.5); on a
    // kiosk's touchscreen, read from a step away, nothing under 20 px (KioskMain.qml).
    property real textFloor: 12
    readonly property real fontMin: fontMinAt(textScale)
    readonly property real fontSmall: fontSmallAt(textScale)
    readonly property real fontBody: fontBodyAt(textScale)
    readonly property real fontLarge: fontLargeAt(textScale)
    readonly property real fontTitle: fontTitleAt(textScale)
    readonly property real fontHuge: Math.round(56 * scale * Math.sqrt(textScale))
    // The sizes at text size ``ts`` (1.0 to 2.0): the game screen's composition compares the
    // board it gets at the player's text size with the one it gets at 100 % (GameScreen.qml).
    function fontMinAt(ts: real): real {
        return Math.round(textFloor * ts);
    }
    function fontSmallAt(ts: real): real {
        return Math.max(fontMinAt(ts), Math.round(14 * scale * ts));
    }
    function fontBodyAt(ts: real): real {
        return Math.max(fontMinAt(ts), Math.round(17 * scale * ts));
    }
    function fontLargeAt(ts: real): real {
        return Math.max(fontMinAt(ts), Math.round(22 * scale * ts));
    }
    function fontTitleAt(ts: real): real {
        return Math.max(fontMinAt(ts), Math.round(30 * scale * ts));
    }
    // An ActionButton of ``size`` (its label, detail and paddings at text size ``ts``): its
    // height with a label of ``lines`` (1, or 2 of the shrunk size) and, with ``detail``, a
    // second line under it. ActionButton and the game screen's composition use this one sum.
    function labelSizeAt(size: real, ts: real): real {
        return Math.max(fontBodyAt(ts), size * 0.36);
    }
    function buttonHeightAt(size: real, lines: int, detail: bool, ts: real): real {
        var label = labelSizeAt(size, ts);
        var shrunk = Math.max(fontMinAt(ts), Math.round(label * 0.8));
        var small = Math.max(fontMinAt(ts), size * 0.22);
        var words = lines > 1 ? shrunk * 2.5 : label * 1.3;
        var under = detail ? small * 1.3 : 0;
        var need = Math.ceil(words + under + Math.round(gap * 0.3) * 2 + size * 0.08);
        return Math.max(touch, size, need);
    }

    // --- spacing and targets ----------------------------------------------------------
    readonly property real gap: Math.round(10 * scale)
    readonly property real margin: Math.round(16 * scale)
    readonly property real radius: Math.round(14 * scale)
    // 9 mm at least, whatever the screen; larger on big windows.
    readonly property real touch: Math.max(Math.ceil(touchMillimetres * pixelDensity), Math.round(48 * scale))

    // --- motion (<= 250 ms, never waited on; docs/LOOK.md "Motion language") ---
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

    // --- themes (issue 15): every theme has the same named colours ----------------------
    // light: warm paper, walnut board, ivory dice, berry and teal accents (today's look).
    // dark: a walnut board at night (lamp-lit wood, dim paper, lit accents; not inverted).
    // contrast: black ink on white paper, deep accents: text >= 7:1, marks >= 3:1.
    // "system" follows the desktop, live: its colour scheme (dark or light) and, where the
    // desktop asks for high contrast (Qt 6.10's contrastPreference), the contrast theme.
    property string choice: "light"    // light, dark, contrast or system (set by Main.qml)
    readonly property bool systemDark: Application.styleHints.colorScheme === Qt.ColorScheme.Dark
    readonly property int systemContrastPreference: Application.styleHints.accessibility.contrastPreference
    readonly property bool systemContrast: systemContrastPreference === Qt.ContrastPreference.HighContrast
    // "system" follows the desktop: high contrast first, then dark, else light.
    readonly property string systemName: systemContrast ? "contrast" : systemDark ? "dark" : "light"
    readonly property bool chosenOutright: choice === "dark" || choice === "contrast"
    readonly property string name: chosenOutright ? choice : choice === "system" ? systemName : "light"
    readonly property bool dark: name === "dark"
    readonly property bool contrast: name === "contrast"
    // An outline's width: a hairline, or 3 px in the high-contrast theme (its edges must show).
    readonly property real lineWidth: contrast ? 3 : 1
    readonly property var palettes: ({
            "light": lightPalette,
            "dark": darkPalette,
            "contrast": contrastPalette
        })
    readonly property var palette: palettes[name]

    readonly property var lightPalette: ({
            paper: "#f6efe4",
            paperDeep: "#ecdfcc",
            card: "#fffaf2",
            button: "#fffaf2",
            ink: "#3b2a1e",
            inkSoft: "#6a5443",
            line: "#d8c6ae",
            board: "#7a4f37",
            boardEdge: "#5e3b28",
            boardLight: "#8a5a3f",
            slot: "#e9d9c2",
            slotShade: "#d4bfa3",
            ivory: "#fffaf1",
            ivoryShade: "#e7dccb",
            ivoryEdge: "#cbbba6",
            ivoryRaised: "#f1e6d4",
            pip: "#3b2a1e",
            shadow: "#33000000",
            shadowDeep: "#55000000",
            goldEdge: "#b9801a",
            ruinLight: "#f3d3c8",
            dust: "#c9b8a6",
            berry: "#8e3b5f",
            berryDark: "#6f2c49",
            teal: "#1f6f6b",
            tealLight: "#c9e7e3",
            gold: "#e2a72e",
            goldInk: "#4a3206",
            ruin: "#3f3936",
            ruinCrack: "#1e1a18",
            ruinMark: "#f0c9b8",
            danger: "#a23a2a",
            dim: "#b3221512",
            shade: "#991e1418",
            shadeTitle: "#ffd9e6",
            shadeInk: "#fff4ea",
            veil: "#8c211512",
            veilLight: "#99211512",
            disabled: "#e4d8c8",
            disabledInk: "#6b5a4b",
            onAccent: "#ffffff",
            focus: "#1d4ed8",
            focusInner: "#ffffff",
            tileInk: "#6a5443",
            preparedEdge: "#8e3b5f",
            hint: "#283593",
            ghostTile: "#b3fffaf1",
            ghostInk: "#1f6f6b",
            ghostRuin: "#66a23a2a",
            ghostRuinMark: "#5e1a11"
        })
    readonly property var darkPalette: ({
            paper: "#1d1611",
            paperDeep: "#2a2019",
            card: "#2b2119",
            button: "#54443a",
            ink: "#f4e8d6",
            inkSoft: "#d2bea6",
            line: "#54443a",
            board: "#5b3a27",
            boardEdge: "#3b2518",
            boardLight: "#6e4730",
            slot: "#2a1e16"        // a hollow in the shade; its rim catches the lamp:
            ,
            slotShade: "#c49a72"   // >= 3:1 on the whole tray, top and bottom (the fill alone can't)
            ,
            ivory: "#f1e6d3",
            ivoryShade: "#d9cbb5",
            ivoryEdge: "#b7a68e",
            ivoryRaised: "#e3d6c1",
            pip: "#2e2118",
            shadow: "#55000000",
            shadowDeep: "#80000000",
            goldEdge: "#d9a23a",
            ruinLight: "#5a2f28",
            dust: "#6d5b4c",
            berry: "#e58fb3",
            berryDark: "#c46d92",
            teal: "#6fcbc1",
            tealLight: "#21403d",
            gold: "#e8b44a",
            goldInk: "#2b1b02",
            ruin: "#8a817a",
            ruinCrack: "#2a2420",
            ruinMark: "#1a1210",
            danger: "#ff9b85",
            dim: "#b30d0907",
            shade: "#8c100b09",
            shadeTitle: "#ffd9e6",
            shadeInk: "#fff4ea",
            veil: "#8c0d0907",
            veilLight: "#990d0907",
            disabled: "#3a3029",
            disabledInk: "#bfae9c",
            onAccent: "#1d1210",
            focus: "#ffffff"       // white: the gold is the bonus ribbons', a ring must not look like one
            ,
            focusInner: "#1d1611",
            tileInk: "#433226",
            preparedEdge: "#a3406a",
            hint: "#9fa8da",
            ghostTile: "#33fff4e6"  // thin frost: the lit cell under it stays dark enough for the ink
            ,
            ghostInk: "#b2f0e8"     // the teal, lamp-lit: 6.9:1 on the frost, 5.0:1 over a lit cell
            ,
            ghostRuin: "#80ff9b85",
            ghostRuinMark: "#1d1210"
        })
    // High contrast: 7:1 text, dark rims, 3 px outlines (lineWidth). A black-and-white
    // palette (issue 39) is not in yet: the checks every mark and state meets (enabled against
    // disabled buttons, the HINT's digit on its rim, marks on the empty slot) need a design
    // of their own in two colours first; see the issue's note.
    readonly property var contrastPalette: ({
            paper: "#fffdf8",
            paperDeep: "#f3eadb",
            card: "#ffffff",
            button: "#ffffff",
            ink: "#000000",
            inkSoft: "#2e1f14",
            line: "#7a6a5c",
            board: "#4a2c1b",
            boardEdge: "#1e120a",
            boardLight: "#5a3622",
            slot: "#fff6e8",
            slotShade: "#1e120a",
            ivory: "#ffffff",
            ivoryShade: "#f1e8da",
            ivoryEdge: "#3b2a1e",
            ivoryRaised: "#f6eee2",
            pip: "#000000",
            shadow: "#55000000",
            shadowDeep: "#80000000",
            goldEdge: "#7a5000",
            ruinLight: "#ffd9cc",
            dust: "#5a4a3c",
            berry: "#6a1e40",
            berryDark: "#4a1229",
            teal: "#0a4b47",
            tealLight: "#a8e6de",
            gold: "#f5c04a",
            goldInk: "#000000",
            ruin: "#1e1a18",
            ruinCrack: "#000000",
            ruinMark: "#ffd9c7",
            danger: "#7e1d10",
            dim: "#b3000000",
            shade: "#99000000",
            shadeTitle: "#ffe3ee",
            shadeInk: "#ffffff",
            veil: "#8c000000",
            veilLight: "#99000000",
            disabled: "#e4dccf",
            disabledInk: "#2e2118",
            onAccent: "#ffffff",
            focus: "#0033cc",
            focusInner: "#ffffff",
            tileInk: "#2e1f14",
            preparedEdge: "#6a1e40",
            hint: "#1a237e",
            ghostTile: "#ccffffff",
            ghostInk: "#0a4b47",
            ghostRuin: "#807e1d10",
            ghostRuinMark: "#3a0a04"
        })

    // --- the named colours, from the theme's palette (values are the light theme's) -----
    // Text pairs are chosen for >= 4.5:1 contrast (7:1 in contrast); states also differ by
    // shape and mark.
    readonly property color paper: palette.paper
    readonly property color paperDeep: palette.paperDeep
    readonly property color card: palette.card
    // A secondary ActionButton's fill (REPLAY, the replay's steps): lighter than a disabled
    // button in every theme, so it looks raised (in the dark theme the card is darker).
    readonly property color button: palette.button
    readonly property color ink: palette.ink          // 12.6:1 on paper
    readonly property color inkSoft: palette.inkSoft      // 6.3:1 on paper
    readonly property color line: palette.line
    readonly property color board: palette.board        // walnut tray
    readonly property color boardEdge: palette.boardEdge
    readonly property color boardLight: palette.boardLight   // the tray's lit top edge
    readonly property color slot: palette.slot         // an empty cell, pressed into the wood
    readonly property color slotShade: palette.slotShade   // its rim (dark theme: the lit lip)
    readonly property color ivory: palette.ivory        // dice and placed numbers
    readonly property color ivoryShade: palette.ivoryShade
    readonly property color ivoryEdge: palette.ivoryEdge    // a die's or a number's rim
    readonly property color ivoryRaised: palette.ivoryRaised  // a prepared tile's lower face
    readonly property color pip: palette.pip
    readonly property color shadow: palette.shadow
    readonly property color shadowDeep: palette.shadowDeep
    readonly property color goldEdge: palette.goldEdge
    readonly property color ruinLight: palette.ruinLight    // an empty cell offered for the ruin
    readonly property color dust: palette.dust
    readonly property color berry: palette.berry        // ROLL, primary actions: white text 7.4:1
    readonly property color berryDark: palette.berryDark
    readonly property color teal: palette.teal         // lit targets and selection: 6.1:1 on paper
    readonly property color tealLight: palette.tealLight
    readonly property color gold: palette.gold         // bonus ribbons
    readonly property color goldInk: palette.goldInk      // text on gold: 7.9:1
    readonly property color ruin: palette.ruin         // cracked stone
    readonly property color ruinCrack: palette.ruinCrack
    readonly property color ruinMark: palette.ruinMark
    readonly property color danger: palette.danger       // warnings: white text 6.6:1
    readonly property color dim: palette.dim        // MAGDAGDON darkening
    // Scrims (issue 39): each leaves the game state under it readable (a tile's pips keep 3:1
    // on it); what is said over them stands on a card of their colour, opaque.
    readonly property color shade: palette.shade      // the MAGDAGDON shade over the tray
    readonly property color shadeTitle: palette.shadeTitle
    readonly property color shadeInk: palette.shadeInk
    readonly property color veil: palette.veil       // behind the game-over card
    readonly property color veilLight: palette.veilLight  // behind a question
    readonly property color disabled: palette.disabled
    readonly property color disabledInk: palette.disabledInk  // 4.9:1 on disabled
    readonly property color onAccent: palette.onAccent
    readonly property color tileInk: palette.tileInk            // a number tile's small numeral
    readonly property color preparedEdge: palette.preparedEdge  // a prepared tile's rim (>= 3:1 on ivory)
    readonly property color ghostTile: palette.ghostTile        // a HINT's ghost die: the cell shows through
    // its pips and corner digit (teal): text on the frost
    readonly property color ghostInk: palette.ghostInk
    readonly property color ghostRuin: palette.ghostRuin        // a HINT's suggested ruin
    readonly property color ghostRuinMark: palette.ghostRuinMark  // its cross: >= 3:1 on the red frost
    readonly property color hint: palette.hint                  // a HINT's ghost outline (not teal: lit)
    readonly property color focus: palette.focus        // keyboard focus ring: 6.4:1 on paper
    readonly property color focusInner: palette.focusInner   // its inner edge, seen on dark wood
}
