pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// The game screen's sizes, in one place (issue 16): GameView places its parts with them, and
// StartFrame, drawn before the game's backends exist, draws the empty board where GameView
// will put it. Nothing here reads a backend. Wide windows (at least 1.2 times as wide as
// tall): board left, panel right. Square and tall windows: stacked, the status above the
// board and the controls below it; when the height is short (a square window) the dice and
// the powers share one row, so the board gets the height. The board is as large as what is
// left allows, and what is left over beside it is split evenly around the whole.
QtObject {
    id: layout
    // -- inputs ---------------------------------------------------------------------------
    property real width: 0
    property real height: 0
    // false: a board shown elsewhere (a page) takes only the units and the usual row track.
    property bool game: true
    property bool hints: true    // the status panel has the HINT's and the risk's lines
    property bool powers: true   // the power buttons show (NIGHTMARE has none)
    // The Majda Powers' names in the power bar's order: the engine's table (GameSession.powers;
    // the first frame has them from the start-up, app/startup.py).
    property var powerNames: []
    // Measured on their own: the buttons' words (ButtonsLayout) and the status panel's lines
    // (StatusLayout, which StatusPanel reads too).
    readonly property ButtonsLayout buttons: ButtonsLayout {
        actionSize: layout.actionSize
        powerSize: layout.powerSize
    }
    readonly property StatusLayout status: StatusLayout {
        game: layout.game
        hints: layout.hints
        powerNames: layout.powerNames
    }
    // The rows of buttons, measured from their words (here, in their views' translation
    // contexts, so the first frame, with no button yet, lays out as the game will): each
    // button at least as wide as its widest word (ActionButton's minimumWidth), each row as
    // high as its tallest button (a label of several words wraps when its share is narrower).
    readonly property real powersHeight: powersHeightAt(powersWidth)
    readonly property real actionsHeight: actionRowHeight * (actionsWrap ? 2 : 1) + (actionsWrap ? Theme.gap : 0)
    // ROLL, CONFIRM and the third slot (HINT, or BACK and RESULT without it) at their words'
    // width: on one line, and with the slot on a second.
    // Measured once every binding here has its first value (their fonts' among them): each
    // measurement would otherwise run again as those arrive, before the first frame.
    property bool ready: false
    Component.onCompleted: ready = true
    readonly property real rollNeed: !ready ? 0 : buttons.minimum(Words.label("ROLL"), "action", "")
    readonly property real confirmNeed: !ready ? 0 : buttons.minimum(Words.label("CONFIRM"), "action", Words.pointsText(-188))
    readonly property real slotNeed: !ready ? 0 : Math.max(buttons.minimum(Words.label("HINT"), "action", ""), buttons.minimum(Words.label("BACK"), "action", ""), buttons.minimum(Words.label("RESULT"), "action", ""))
    readonly property real actionsNeed: rollNeed + confirmNeed + slotNeed + Theme.gap * 2
    readonly property real actionsWrapNeed: Math.max(rollNeed + confirmNeed + Theme.gap, slotNeed)
    readonly property real actionRowHeight: {
        var unit = actionsWrap ? (actionsWidth - Theme.gap) / 2 : (actionsWidth - Theme.gap * 2) / 2.8;
        return Math.max(buttons.heightOf(Words.label("ROLL"), "action", false, Math.max(rollNeed, unit)), buttons.heightOf(Words.label("CONFIRM"), "action", true, Math.max(confirmNeed, unit)), buttons.heightOf(Words.label("HINT"), "action", false, actionsWrap ? actionsWidth : unit * 0.8), buttons.heightOf(Words.label("BACK"), "action", false, actionsWrap ? actionsWidth : unit * 0.8), buttons.heightOf(Words.label("RESULT"), "action", false, actionsWrap ? actionsWidth : unit * 0.8));
    }
    // The powers (one button each, the table's) share the row evenly, each at least its words'
    // width (PowerBar takes these widths); while dice are chosen, CANCEL and REROLL 2 : 1.
    readonly property var powerWeights: powerNames.map(() => 1)
    readonly property real powerGaps: Theme.gap * Math.max(0, powerNames.length - 1)
    readonly property var powerMinimums: powerNames.map(name => !ready ? 0 : buttons.minimum(Words.label(name), "power", Words.costText(40)))
    readonly property var choosingMinimums: !ready ? [0, 0] : [buttons.minimum(Words.label("CANCEL"), "power", Words.label("NOTHING_SPENT")), buttons.minimum(buttons.whole(Words.label("REROLL_N", 4)), "power", Words.costText(40))]
    // The row's narrowest at the buttons' first size (the panel's width follows from it; only a
    // stacked column, as wide as the window, grows them).
    readonly property var baseMinimums: powerNames.map(name => !ready ? 0 : buttons.minimum(Words.label(name), "base", Words.costText(40)))
    readonly property var choosingBase: !ready ? [0, 0] : [buttons.minimum(Words.label("CANCEL"), "base", Words.label("NOTHING_SPENT")), buttons.minimum(buttons.whole(Words.label("REROLL_N", 4)), "base", Words.costText(40))]
    readonly property real powersNeed: !powers ? 0 : Math.max(baseMinimums.reduce((sum, need) => sum + need, 0) + powerGaps, choosingBase[0] + choosingBase[1] + Theme.gap)
    readonly property var powerWidths: buttons.shares(powerMinimums, powerWeights, powersWidth - powerGaps)
    readonly property var choosingWidths: buttons.shares(choosingMinimums, [2, 1], powersWidth - Theme.gap)
    readonly property real powerRowHeight: powerRowAt(powersWidth)
    readonly property int headingLines: headingLinesAt(powersWidth)
    /*! The powers' height at width ``w``: the heading, then the row of buttons. */
    function powersHeightAt(w) {
        return status.lineSmall * headingLinesAt(w) + (powers ? Math.round(Theme.gap * 0.6) + powerRowAt(w) : 0);
    }
    /*! The row of power buttons' height at width ``w`` (in either phase, the tallest). */
    function powerRowAt(w) {
        var widths = buttons.shares(powerMinimums, powerWeights, w - powerGaps);
        var choosing = buttons.shares(choosingMinimums, [2, 1], w - Theme.gap);
        var tallest = Math.max(buttons.heightOf(Words.label("CANCEL"), "power", true, choosing[0]), buttons.heightOf(Words.label("REROLL_N", 4), "power", true, choosing[1]));
        for (var i = 0; i < powerNames.length; i++)
            tallest = Math.max(tallest, buttons.heightOf(Words.label(powerNames[i]), "power", true, widths[i]));
        return tallest;
    }
    /*! The powers' heading's lines at width ``w``: what the longest of its texts in this game
        needs. */
    function headingLinesAt(w) {
        var forms = powers ? [[3, 0, 3], [3, 3, 0], [1, 0, 1], [1, 1, 0]] : [[0, 0, 0]];
        var widest = headingMetrics.font.pixelSize * 0;   // measured again when the font changes
        for (var i = 0; i < forms.length; i++)
            widest = Math.max(widest, headingMetrics.advanceWidth(Words.heading(forms[i][0], forms[i][1], forms[i][2])));
        var room = Math.max(1, w);
        return widest <= room ? 1 : Math.min(4, Math.ceil(widest * 1.1 / room));
    }

    readonly property FontMetrics headingMetrics: FontMetrics {
        font.family: Theme.fontFamily
        font.weight: Font.DemiBold
        font.pixelSize: Theme.fontSmall
    }

    // -- the board's units (BoardView reads them here): cells, tray padding, gaps, tracks --
    readonly property real pad: 0.16
    readonly property real gapUnits: 0.08
    readonly property real rim: 0.06          // between the tray and its tracks
    readonly property real tagH: 0.98         // a column's track: sum, then flag
    readonly property real trayUnits: 4 + 2 * pad + 3 * gapUnits
    readonly property real unitsHigh: trayUnits + rim + tagH
    // A row's track: narrower where the height sets the board's size side by side (its flags'
    // names shrink a little), and stacked (the board grows into the height instead of a band).
    readonly property real tagW: !game ? 1.5 : !landscape ? 1.25 : narrowTrack ? 1.3 : 1.5
    readonly property real unitsWide: trayUnits + rim + tagW

    // -- side by side -----------------------------------------------------------------------
    readonly property bool landscape: width >= height * 1.2
    // Larger text (Settings) takes room from the board, which stays square and playable.
    readonly property real textRoom: 1 + (Theme.textScale - 1) * 0.45
    // The panel is never narrower than its three power buttons need.
    readonly property real basePanel: Math.max(Theme.touch * 8.5 * textRoom, powersNeed, Math.min(width * 0.35 * textRoom, Theme.touch * 11 * textRoom))
    // With the dice and actions under the board, the panel is only the status and the powers:
    // where they do not fit the height (large text in a small window), the panel widens (its
    // lines wrap less) and the board's column gives up that width, down to its row of actions.
    readonly property var panelFit: {
        if (!lowActions)
            return {
                width: basePanel,
                gap: Theme.margin * 1.5
            };
        var widest = Math.max(basePanel, width - Theme.margin * 3 - Math.max(actionsWrapNeed, Theme.touch * 4 + Theme.gap * 6));
        var gaps = [Theme.margin * 1.5, Theme.gap];   // then the powers come closer to the status
        for (var g = 0; g < gaps.length; g++)
            for (var w = basePanel; w < widest + Theme.gap; w += Theme.gap)
                if (status.heightAt(Math.min(w, widest)) + gaps[g] + powersHeightAt(Math.min(w, widest)) <= height - Theme.margin * 2)
                    return {
                        width: Math.min(w, widest),
                        gap: gaps[g]
                    };
        return {
            width: widest,
            gap: Theme.gap
        };
    }
    readonly property real sidePanel: panelFit.width
    readonly property real blockGap: panelFit.gap   // between the status and the dice or powers
    // The controls' heights at their smallest (estimates: the items' sizes follow from them).
    readonly property real powersBase: Theme.fontSmall * 1.4 + (powers ? Theme.gap * 0.6 + Math.max(Theme.touch * 1.05, Theme.fontBody * 2.6) : 0)
    readonly property real actionsBase: Math.max(Theme.touch * 1.25, Theme.fontBody * 2.6)
    readonly property real compactDie: Theme.touch * 1.5
    readonly property real rowSpacing: Theme.gap * 1.2
    readonly property real sideControls: Theme.touch + Theme.gap * 2 + powersBase + actionsBase + rowSpacing * 2
    // With large text the side panel may not fit the height: then the dice and ROLL, CONFIRM
    // and HINT move under the board (the hands' column), which gives up that much height.
    readonly property bool lowActions: game && landscape && status.heightAt(basePanel) + Theme.margin * 1.5 + sideControls > height - Theme.margin * 2
    // Under the board, ROLL, CONFIRM and HINT are as wide as their words need (issue 15: 200%
    // French), up to the width the panel leaves; narrower than that, HINT takes a second line.
    readonly property real lowRoom: width - sidePanel - Theme.margin * 3
    readonly property bool actionsWrap: lowActions && actionsNeed > lowRoom
    readonly property real sideRoom: height - Theme.margin * 2 - (lowActions ? actionsBase + compactDie + Theme.gap * 4 : 0) - (actionsWrap ? actionsBase + Theme.gap : 0)
    readonly property bool narrowTrack: landscape && lowRoom / (trayUnits + rim + 1.5) >= sideRoom / unitsHigh
    readonly property real sideCell: Math.max(8, Math.min(lowRoom / unitsWide, sideRoom / unitsHigh))
    // The board's column: the board, or (under it) the row of actions where that is wider.
    readonly property real columnWidth: !lowActions ? sideCell * unitsWide : Math.min(lowRoom, Math.max(sideCell * unitsWide, actionsWrap ? actionsWrapNeed : actionsNeed))
    // The panel takes the width left, up to its widest; what is still left over is shared
    // around the whole.
    readonly property real panelWidth: landscape ? Math.min(Math.max(sidePanel, Theme.touch * 11 * textRoom), Math.max(sidePanel, width - Theme.margin * 3 - columnWidth)) : stackWidth
    readonly property real sideSpare: Math.max(0, width - Theme.margin * 3 - columnWidth - panelWidth)

    // -- stacked ----------------------------------------------------------------------------
    readonly property real stackWidth: width - Theme.margin * 2
    readonly property real statusHeight: status.heightAt(panelWidth)
    readonly property real stackRoom: height - statusHeight - Theme.margin * 2 - Theme.gap * 2
    readonly property real columnControls: Theme.touch * 2.4 + Theme.gap * 2 + powersBase + actionsBase + rowSpacing * 2
    readonly property real rowControls: Math.max(compactDie + Theme.gap * 2, powersBase) + actionsBase + rowSpacing
    readonly property real widthCell: stackWidth / unitsWide
    readonly property real columnCell: Math.min(widthCell, (stackRoom - columnControls) / unitsHigh)
    readonly property real rowCell: Math.min(widthCell, (stackRoom - rowControls) / unitsHigh)
    // The dice beside the powers: when that gives the board more room, and the width holds both.
    readonly property bool besides: !landscape && rowCell > columnCell + 0.5 && stackWidth >= compactDie * 4 + Theme.gap * 6 + Math.max(Theme.touch * 8.5 * textRoom, powersNeed)
    // With the board as wide as the window, the height left over goes to bigger dice and
    // buttons first (the portrait kiosk), then evenly above and below the board.
    readonly property real spare: landscape || besides ? 0 : Math.max(0, stackRoom - columnControls - widthCell * unitsHigh)
    readonly property real grow: Math.min(1.6, 1 + spare / Math.max(1, Theme.touch * 4.7))
    readonly property real actionSize: Theme.touch * 1.25 * grow
    readonly property real powerSize: Theme.touch * 1.05 * grow

    // -- the parts' places (in the game view's coordinates) ---------------------------------
    readonly property real panelX: landscape ? boardX + columnWidth + Theme.margin : Theme.margin
    // The panel's parts have fixed heights, so the whole column is one fixed block.
    readonly property real panelHeight: statusHeight + blockGap + blockHeight + (lowActions ? 0 : rowSpacing + actionsHeight)
    // Side by side: centred on the walnut tray, or level with its top when taller (from sideBoardY,
    // not trayRect: stacked, the board follows the panel, and trayRect made a binding loop).
    readonly property real statusY: !landscape ? Theme.margin : Math.max(Theme.margin, Math.min(height - Theme.margin - panelHeight, sideBoardY + Math.max(0, (sideCell * trayUnits - panelHeight) / 2)))
    // The dice: beside the powers, under the board (large text), or in the panel.
    readonly property real roomForDice: height - Theme.margin * 3.5 - statusHeight - powersHeight - actionsHeight - rowSpacing * 2 - Theme.gap * 2
    readonly property real dieSize: besides ? compactDie : diceByBoard ? Theme.touch : lowActions ? Math.min(compactDie, (boardWidth - Theme.gap * 6) / 4) : Math.min(Theme.touch * (landscape ? 2.1 : 2.4 * grow), (panelWidth - Theme.gap * 6) / 4, landscape && Theme.textScale > 1 ? Math.max(Theme.touch, roomForDice) : Infinity, landscape ? Infinity : Math.max(Theme.touch, stackDiceRoom))
    // Stacked, the dice give the board their height (down to a touch target each) before its
    // cells would be smaller than one (large text in a narrow window); where even that leaves
    // them smaller, the dice move beside the board, which then has the whole height.
    readonly property real stackFree: height - Theme.margin * 2 - actionsHeight - rowSpacing - powersHeight - statusHeight - Theme.gap * 2
    readonly property real stackDiceRoom: stackFree - rowSpacing - Theme.gap * 2 - Theme.touch * unitsHigh
    readonly property real diceRowWidth: Theme.touch * 4 + Theme.gap * 5
    readonly property bool diceByBoard: game && !landscape && !besides && stackDiceRoom < Theme.touch && Math.min((stackWidth - diceRowWidth - Theme.gap) / unitsWide, stackFree / unitsHigh) > Math.min(widthCell, (stackFree - Theme.touch - Theme.gap * 2 - rowSpacing) / unitsHigh)
    readonly property real trayHeight: dieSize + Theme.gap * 2   // DiceTray's own
    // The dice and the powers: one block under the status (side by side), or above ROLL
    // (stacked); the dice beside the powers, or (large text) only the powers.
    readonly property real blockHeight: besides ? Math.max(trayHeight, powersHeight) : lowActions || diceByBoard ? powersHeight : trayHeight + rowSpacing + powersHeight
    readonly property real blockY: landscape ? statusY + statusHeight + blockGap : height - Theme.margin - actionsHeight - rowSpacing - blockHeight
    // The board: as large as the space allows next to (or between) the panel's parts.
    readonly property real boardX: landscape ? Theme.margin + sideSpare / 2 : Theme.margin
    readonly property real sideBoardY: (height - sideCell * unitsHigh - (lowActions ? Theme.gap * 2 + trayHeight + actionsHeight : 0)) / 2
    readonly property real boardY: landscape ? sideBoardY : statusY + statusHeight + Theme.gap
    readonly property real boardWidth: landscape ? sideCell * unitsWide : stackWidth - (diceByBoard ? diceRowWidth + Theme.gap : 0)
    readonly property real boardHeight: landscape ? sideCell * unitsHigh : blockY - boardY - Theme.gap
    // BoardView's cell and its walnut tray, centred in the board's box.
    readonly property real cell: Math.max(8, Math.min(boardWidth / unitsWide, boardHeight / unitsHigh))
    readonly property rect trayRect: Qt.rect(boardX + (boardWidth - cell * unitsWide) / 2, boardY + (boardHeight - cell * unitsHigh) / 2, cell * trayUnits, cell * trayUnits)
    readonly property real trayX: lowActions ? boardX : diceByBoard ? boardX + boardWidth + Theme.gap : panelX
    readonly property real trayWidth: lowActions ? columnWidth : besides || diceByBoard ? dieSize * 4 + Theme.gap * 5 : panelWidth
    readonly property real trayY: lowActions ? boardY + boardHeight + Theme.gap : diceByBoard ? boardY + (boardHeight - trayHeight) / 2 : besides ? blockY + (blockHeight - trayHeight) / 2 : blockY
    readonly property real powersX: besides ? trayX + trayWidth + rowSpacing : panelX
    readonly property real powersWidth: besides ? panelWidth - trayWidth - rowSpacing : panelWidth
    readonly property real powersY: besides ? blockY + (blockHeight - powersHeight) / 2 : lowActions || diceByBoard ? blockY : blockY + trayHeight + rowSpacing
    readonly property real actionsX: lowActions ? boardX : panelX
    readonly property real actionsWidth: lowActions ? columnWidth : panelWidth
    readonly property real actionsY: lowActions ? trayY + trayHeight + Theme.gap : landscape ? blockY + blockHeight + rowSpacing : height - actionsHeight - Theme.margin
}
