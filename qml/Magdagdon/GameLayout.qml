pragma ComponentBehavior: Bound
import QtQuick
import "numbers.js" as Numbers

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
    // What the game's own items measure (GameView binds them); the first frame has none of
    // those items and takes these estimates, which hold while every label is one line.
    property real powersHeight: Math.ceil(Theme.fontSmall * 1.3) + (powers ? Math.round(Theme.gap * 0.6) + buttonRow(powerSize, true) : 0)
    property real actionsHeight: buttonRow(actionSize, true) * (actionsWrap ? 2 : 1) + (actionsWrap ? Theme.gap : 0)
    // The row of ROLL, CONFIRM and HINT at its narrowest on one line, and on two (the first
    // frame does not know the labels: it takes the board's width).
    property real actionsNeed: 0
    property real actionsWrapNeed: 0

    /*! A row of ActionButtons' height at ``size`` for one-line labels (ActionButton's own
        needHeight), ``detail``: one of them keeps a second line's room. */
    function buttonRow(size, detail) {
        var label = Math.max(Theme.fontBody, size * 0.36);
        var pads = Math.round(Theme.gap * 0.3) * 2;
        return Math.max(Theme.touch, size, Math.ceil(label * 1.3 + (detail ? Math.max(Theme.fontMin, size * 0.22) * 1.3 : 0)
                                                     + pads + size * 0.08));
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
    readonly property real sidePanel: Math.max(Theme.touch * 8.5 * textRoom,
                                               Math.min(width * 0.35 * textRoom, Theme.touch * 11 * textRoom))
    // The controls' heights at their smallest (estimates: the items' sizes follow from them).
    readonly property real powersBase: Theme.fontSmall * 1.4
        + (powers ? Theme.gap * 0.6 + Math.max(Theme.touch * 1.05, Theme.fontBody * 2.6) : 0)
    readonly property real actionsBase: Math.max(Theme.touch * 1.25, Theme.fontBody * 2.6)
    readonly property real compactDie: Theme.touch * 1.5
    readonly property real rowSpacing: Theme.gap * 1.2
    readonly property real sideControls: Theme.touch + Theme.gap * 2 + powersBase + actionsBase + rowSpacing * 2
    // With large text the side panel may not fit the height: then the dice and ROLL, CONFIRM
    // and HINT move under the board (the hands' column), which gives up that much height.
    readonly property bool lowActions: game && landscape
        && heightAt(sidePanel) + Theme.margin * 1.5 + sideControls > height - Theme.margin * 2
    // Under the board, ROLL, CONFIRM and HINT are as wide as their words need (issue 15: 200%
    // French), up to the width the panel leaves; narrower than that, HINT takes a second line.
    readonly property real lowRoom: width - sidePanel - Theme.margin * 3
    readonly property bool actionsWrap: lowActions && actionsNeed > lowRoom
    readonly property real sideRoom: height - Theme.margin * 2
                                     - (lowActions ? actionsBase + compactDie + Theme.gap * 4 : 0)
                                     - (actionsWrap ? actionsBase + Theme.gap : 0)
    readonly property bool narrowTrack: landscape && lowRoom / (trayUnits + rim + 1.5) >= sideRoom / unitsHigh
    readonly property real sideCell: Math.max(8, Math.min(lowRoom / unitsWide, sideRoom / unitsHigh))
    // The board's column: the board, or (under it) the row of actions where that is wider.
    readonly property real columnWidth: !lowActions ? sideCell * unitsWide
        : Math.min(lowRoom, Math.max(sideCell * unitsWide, actionsWrap ? actionsWrapNeed : actionsNeed))
    // The panel takes the width left, up to its widest; what is still left over is shared
    // around the whole.
    readonly property real panelWidth: landscape
        ? Math.min(Math.max(sidePanel, Theme.touch * 11 * textRoom), Math.max(sidePanel, width - Theme.margin * 3 - columnWidth))
        : stackWidth
    readonly property real sideSpare: Math.max(0, width - Theme.margin * 3 - columnWidth - panelWidth)

    // -- stacked ----------------------------------------------------------------------------
    readonly property real stackWidth: width - Theme.margin * 2
    readonly property real statusHeight: heightAt(panelWidth)
    readonly property real stackRoom: height - statusHeight - Theme.margin * 2 - Theme.gap * 2
    readonly property real columnControls: Theme.touch * 2.4 + Theme.gap * 2 + powersBase + actionsBase + rowSpacing * 2
    readonly property real rowControls: Math.max(compactDie + Theme.gap * 2, powersBase) + actionsBase + rowSpacing
    readonly property real widthCell: stackWidth / unitsWide
    readonly property real columnCell: Math.min(widthCell, (stackRoom - columnControls) / unitsHigh)
    readonly property real rowCell: Math.min(widthCell, (stackRoom - rowControls) / unitsHigh)
    // The dice beside the powers: when that gives the board more room, and the width holds both.
    readonly property bool besides: !landscape && rowCell > columnCell + 0.5
                                    && stackWidth >= compactDie * 4 + Theme.gap * 6 + Theme.touch * 8.5 * textRoom
    // With the board as wide as the window, the height left over goes to bigger dice and
    // buttons first (the portrait kiosk), then evenly above and below the board.
    readonly property real spare: landscape || besides ? 0
        : Math.max(0, stackRoom - columnControls - widthCell * unitsHigh)
    readonly property real grow: Math.min(1.6, 1 + spare / Math.max(1, Theme.touch * 4.7))
    readonly property real actionSize: Theme.touch * 1.25 * grow
    readonly property real powerSize: Theme.touch * 1.05 * grow

    // -- the parts' places (in the game view's coordinates) ---------------------------------
    readonly property real panelX: landscape ? boardX + columnWidth + Theme.margin : Theme.margin
    // The panel's parts have fixed heights, so the whole column is one fixed block.
    readonly property real panelHeight: statusHeight + Theme.margin * 1.5 + blockHeight
                                        + (lowActions ? 0 : rowSpacing + actionsHeight)
    readonly property real statusY: landscape ? Math.max(Theme.margin, (height - panelHeight) / 2) : Theme.margin
    // The dice: beside the powers, under the board (large text), or in the panel.
    readonly property real roomForDice: height - Theme.margin * 3.5 - statusHeight - powersHeight
                                        - actionsHeight - rowSpacing * 2 - Theme.gap * 2
    readonly property real dieSize: besides ? compactDie
        : lowActions ? Math.min(compactDie, (boardWidth - Theme.gap * 6) / 4)
        : Math.min(Theme.touch * (landscape ? 2.1 : 2.4 * grow), (panelWidth - Theme.gap * 6) / 4,
                   landscape && Theme.textScale > 1 ? Math.max(Theme.touch, roomForDice) : Infinity)
    readonly property real trayHeight: dieSize + Theme.gap * 2   // DiceTray's own
    // The dice and the powers: one block under the status (side by side), or above ROLL
    // (stacked); the dice beside the powers, or (large text) only the powers.
    readonly property real blockHeight: besides ? Math.max(trayHeight, powersHeight)
                                        : lowActions ? powersHeight
                                        : trayHeight + rowSpacing + powersHeight
    readonly property real blockY: landscape ? statusY + statusHeight + Theme.margin * 1.5
                                   : height - Theme.margin - actionsHeight - rowSpacing - blockHeight
    // The board: as large as the space allows next to (or between) the panel's parts.
    readonly property real boardX: landscape ? Theme.margin + sideSpare / 2 : Theme.margin
    readonly property real boardY: landscape
        ? (height - sideCell * unitsHigh - (lowActions ? Theme.gap * 2 + trayHeight + actionsHeight : 0)) / 2
        : statusY + statusHeight + Theme.gap
    readonly property real boardWidth: landscape ? sideCell * unitsWide : stackWidth
    readonly property real boardHeight: landscape ? sideCell * unitsHigh : blockY - boardY - Theme.gap
    // BoardView's cell and its walnut tray, centred in the board's box.
    readonly property real cell: Math.max(8, Math.min(boardWidth / unitsWide, boardHeight / unitsHigh))
    readonly property rect trayRect: Qt.rect(boardX + (boardWidth - cell * unitsWide) / 2,
                                             boardY + (boardHeight - cell * unitsHigh) / 2,
                                             cell * trayUnits, cell * trayUnits)
    readonly property real trayX: lowActions ? boardX : panelX
    readonly property real trayWidth: lowActions ? columnWidth : besides ? dieSize * 4 + Theme.gap * 5 : panelWidth
    readonly property real trayY: lowActions ? boardY + boardHeight + Theme.gap
                                  : besides ? blockY + (blockHeight - trayHeight) / 2 : blockY
    readonly property real powersX: besides ? trayX + trayWidth + rowSpacing : panelX
    readonly property real powersWidth: besides ? panelWidth - trayWidth - rowSpacing : panelWidth
    readonly property real powersY: besides ? blockY + (blockHeight - powersHeight) / 2
                                    : lowActions ? blockY : blockY + trayHeight + rowSpacing
    readonly property real actionsX: lowActions ? boardX : panelX
    readonly property real actionsWidth: lowActions ? columnWidth : panelWidth
    readonly property real actionsY: lowActions ? trayY + trayHeight + Theme.gap
                                     : landscape ? blockY + blockHeight + rowSpacing
                                     : height - actionsHeight - Theme.margin

    // -- the status panel's height ----------------------------------------------------------
    // A fixed height (DESIGN.md "Layout"): each line has the room the longest sentence it can
    // show needs at this width, in this language and text size, so no text elides and the
    // panel is the same in every phase. Its sentences are here (in StatusPanel's translation
    // context) because their length sets the layout, also in the first frame.
    readonly property real lineBody: Math.ceil(Theme.fontBody * 1.3)
    readonly property real lineSmall: Math.ceil(Theme.fontSmall * 1.3)
    readonly property real headerHeight: Math.max(Math.ceil(Theme.fontLarge * 1.3) + lineSmall,
                                                  lineSmall + Math.ceil(Theme.fontTitle * 1.3))
    readonly property real statusSpacing: Math.round(Theme.gap * 0.5)
    readonly property var sample: ({ value: 6, other: 4, remaining: 3, count: 4, cost: 70, powers: 3,
                                     penalty: 15, points: -88, canTakeBack: true })
    readonly property var keys: ["OVER", "ROLL", "CHOOSING_RUIN", "CHOOSING_REROLL", "STILL_MAGDAGDON",
        "MAGDAGDON", "MAGDAGDON_SPENT", "MAGDAGDON_NIGHTMARE", "REFUSED_TAKEN", "REFUSED_NOT_JOINED",
        "REFUSED_TOO_FAR", "DEAD_END", "NOWHERE", "SELECTED", "SELECTED_EXTRA", "PLACE", "READY"]
    readonly property FontMetrics bodyMetrics: FontMetrics {
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontBody
        font.weight: Font.DemiBold
    }
    readonly property FontMetrics smallMetrics: FontMetrics {
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontSmall
        font.weight: Font.DemiBold
    }
    // The widest status sentence, and the widest advice or risk line, on one line.
    readonly property real widestStatus: {
        if (!game)
            return 0;
        var widest = bodyMetrics.font.pixelSize * 0;   // measured again when the font changes
        for (var i = 0; i < keys.length; i++)
            widest = Math.max(widest, bodyMetrics.advanceWidth(sentence(keys[i], sample)));
        return widest + Theme.fontLarge;   // the warning's "!" mark takes a little of the line
    }
    readonly property real widestSmall: {
        if (!game)
            return 0;
        var widest = smallMetrics.font.pixelSize * 0 + Math.max(smallMetrics.advanceWidth(riskText("ROLL", "12.5")),
                                                                smallMetrics.advanceWidth(riskText("PLACE", "12.5")));
        var plans = [[{ kind: "place" }, {}, {}], [{ kind: "adjust", delta: 1, value: 6 }],
                     [{ kind: "adjust", delta: -1, value: 6 }],
                     [{ kind: "reroll", dice: [0, 1, 2], values: [6, 6, 6] }], [{ kind: "ruin" }]];
        for (var i = 0; i < plans.length; i++)
            widest = Math.max(widest, smallMetrics.advanceWidth(adviceText(false, plans[i], 70))
                                      + Theme.fontBody * 0.8 + Theme.gap * 1.2);
        return Math.max(widest, smallMetrics.advanceWidth(adviceText(true, [], 0)) + lineSmall * 1.4 + Theme.gap);
    }
    readonly property real widestRequired: !game ? 0 : smallMetrics.font.pixelSize * 0 + Math.max(smallMetrics.advanceWidth(requiredText(3, 4)),
                                                                                      smallMetrics.advanceWidth(requiredText(2, 4)))
    /*! Lines a text ``longest`` pixels wide on one line takes at panel width ``w`` (wrapping
        between words wastes some of each line). */
    function linesFor(longest, w) {
        var room = Math.max(1, w - Theme.margin * 1.2 - Theme.gap * 2);
        return Math.max(1, Math.min(6, Math.ceil(longest * 1.12 / room)));
    }
    /*! The status panel's height at width ``w``. */
    function heightAt(w) {
        var small = hints ? linesFor(widestSmall, w) : 0;
        return Math.ceil(headerHeight + lineBody * linesFor(widestStatus, w) + Theme.gap
                         + lineSmall * linesFor(widestRequired, w)
                         + (hints ? lineSmall * small + Theme.gap : 0)
                         + statusSpacing * (hints ? 3 : 2) + Theme.margin * 1.2);
    }

    function sentence(key, a) {
        switch (key) {
        case "OVER":
            //: Status line when the game has ended.
            return qsTranslate("StatusPanel", "The board is full. Well played!");
        case "ROLL":
            //: Status line at the start of a turn; ROLL is the button name.
            return qsTranslate("StatusPanel", "Press ROLL to throw the four dice.");
        case "CHOOSING_RUIN":
            //: Status line after ACCEPT MAGDAGDON; %1 is the penalty (15).
            return qsTranslate("StatusPanel", "Tap an empty cell to make it a RUIN (−%1).").arg(a.penalty);
        case "CHOOSING_REROLL":
            //: Status line after REROLL: choose the dice to throw again; %n dice chosen so far, %1 the points the use costs.
            return qsTranslate("StatusPanel", "Tap the dice to throw again (%n chosen), then REROLL (−%1).", "", a.count).arg(a.cost);
        case "STILL_MAGDAGDON":
            //: Status line after a Majda Power that did not rescue the MAGDAGDON; %n powers left.
            return qsTranslate("StatusPanel", "Still MAGDAGDON: use another Majda Power (%n left) or accept.", "", a.powers);
        case "MAGDAGDON":
            //: Status line during MAGDAGDON with a power left; %n powers left.
            return qsTranslate("StatusPanel", "MAGDAGDON: rescue it with a Majda Power (%n left) or accept.", "", a.powers);
        case "MAGDAGDON_SPENT":
            //: Status line during MAGDAGDON when every power of the game is used.
            return qsTranslate("StatusPanel", "MAGDAGDON, and no Majda Power is left: press ACCEPT MAGDAGDON.");
        case "MAGDAGDON_NIGHTMARE":
            //: Status line during MAGDAGDON in NIGHTMARE, which has no power.
            return qsTranslate("StatusPanel", "MAGDAGDON: NIGHTMARE has no Majda Power. Press ACCEPT MAGDAGDON.");
        case "REFUSED_TAKEN":
            //: Status line after a tap on a cell that holds something (R4.1).
            return qsTranslate("StatusPanel", "That cell is taken.");
        case "REFUSED_NOT_JOINED":
            //: Status line after a tap on a cell next to no number (R4.3); %1 the selected die's value.
            return qsTranslate("StatusPanel", "The %1 must go next to a number.").arg(a.value);
        case "REFUSED_TOO_FAR":
            //: Status line after a tap on a cell next to a number too far from the die (R4.3); %1 the die's value, %2 the number.
            return qsTranslate("StatusPanel", "A %1 cannot go next to the %2.").arg(a.value).arg(a.other);
        case "DEAD_END":
            if (a.value > 0)
                //: Dead end (R6.4): the prepared dice block every way to place enough dice; %1 is the value of the die to take back.
                return qsTranslate("StatusPanel", "No way to place enough dice: take the %1 back.").arg(a.value);
            //: Dead end warning (R6.4): the prepared dice block the only way to place enough dice.
            return qsTranslate("StatusPanel", "No further placement — take a die back.");
        case "NOWHERE":
            if (a.canTakeBack)
                //: Status line: the selected die fits on no cell; %1 its value.
                return qsTranslate("StatusPanel", "The %1 fits nowhere now: select another die, or take one back.").arg(a.value);
            //: Status line: the selected die fits on no cell and nothing is prepared; %1 its value.
            return qsTranslate("StatusPanel", "The %1 fits nowhere now: select another die.").arg(a.value);
        case "SELECTED":
            //: Status line: a die is selected and cells are lit; %1 its value, %n dice still to place.
            return qsTranslate("StatusPanel", "Tap a lit cell for the %1. %n more to place.", "", a.remaining).arg(a.value);
        case "SELECTED_EXTRA":
            //: Status line: enough dice placed and one more selected; %1 its value.
            return qsTranslate("StatusPanel", "Tap a lit cell to place the %1 too, or press CONFIRM.").arg(a.value);
        case "PLACE":
            //: Status line: %n dice still to prepare this turn; tap a die first.
            return qsTranslate("StatusPanel", "Place %n more dice: tap a die, then a lit cell.", "", a.remaining);
        case "READY":
            //: Status line: enough dice prepared; %1 the points this turn adds (signed, e.g. "+24"); CONFIRM is the button name. A plural message: the form follows the size of the number.
            return qsTranslate("StatusPanel", "Ready: CONFIRM adds %1 points, or place more dice first.", "", Math.abs(a.points)).arg(Numbers.signed(a.points));
        }
        return "";
    }

    /*! The HINT's line: thinking, or what the strong player would do first (``plan``). */
    function adviceText(thinking, plan, cost) {
        if (thinking)
            //: HINT status while the strong player thinks (a second at most).
            return qsTranslate("StatusPanel", "Thinking about the best turn…");
        var a = plan;
        if (a.length === 0)
            return "";
        var first = a[0];
        if (first.kind === "place")
            //: HINT advice: ghost dice numbered 1, 2, 3… show where the dice go; %n is how many dice.
            return qsTranslate("StatusPanel", "HINT: place %n dice as the numbered ghosts show, in that order.", "", a.length);
        if (first.kind === "adjust" && first.delta > 0)
            //: HINT advice: a power is worth its cost; %1 is the die's value (1-6), %Ln the points the use costs (a plural message).
            return qsTranslate("StatusPanel", "HINT: select the %1 and use INCREASE +1 (−%Ln points).", "", cost).arg(first.value);
        if (first.kind === "adjust")
            //: HINT advice: a power is worth its cost; %1 is the die's value (1-6), %Ln the points the use costs (a plural message).
            return qsTranslate("StatusPanel", "HINT: select the %1 and use DECREASE −1 (−%Ln points).", "", cost).arg(first.value);
        if (first.kind === "reroll")
            //: HINT advice: REROLL is worth its cost; %n is how many dice, %1 their values as a list ("2 and 5"), %2 what the use costs ("−10 points", the next message).
            return qsTranslate("StatusPanel", "HINT: press REROLL, choose %n dice (%1), then REROLL (%2).", "", first.dice.length)
                       //: HINT advice, the cost of the REROLL it advises; %Ln the points (a plural message).
                       .arg(Numbers.list(first.values || [])).arg(qsTranslate("StatusPanel", "−%Ln points", "", cost));
        //: HINT advice in a MAGDAGDON: no power is worth it; accept and ruin the cell marked ×.
        return qsTranslate("StatusPanel", "HINT: press ACCEPT MAGDAGDON, then ruin the cell marked ×.");
    }

    /*! The turn's minimum (R2.1) and how many dice are prepared. */
    function requiredText(required, prepared) {
        //: Status panel: the minimum dice this turn (R2.1); %n is that number, %1 how many are prepared.
        return qsTranslate("StatusPanel", "At least %n dice this turn · %1 prepared", "", required).arg(prepared);
    }
    /*! The risk line before ROLL or while placing; ``figure`` is the formatted percentage. */
    function riskText(phase, figure) {
        return phase === "ROLL"
               //: Live indicator before ROLL: the chance that this roll is a MAGDAGDON (no way to place the dice the turn needs); %1 is the percentage already formatted ("12.5" or "<0.1").
               ? qsTranslate("StatusPanel", "Chance that this ROLL is a MAGDAGDON: %1%").arg(figure)
               //: Live indicator while placing: the chance that the next turn's roll is a MAGDAGDON if the board is confirmed as it is now; %1 is the percentage already formatted ("12.5" or "<0.1").
               : qsTranslate("StatusPanel", "If you confirm this board, the next ROLL is a MAGDAGDON with a chance of %1%").arg(figure);
    }
}
