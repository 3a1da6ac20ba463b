pragma ComponentBehavior: Bound
import QtQuick
import "words.js" as Words

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
    readonly property real rollNeed: !ready ? 0 : buttonMinimum(Words.label("ROLL"), actionWords, actionDetails, "")
    readonly property real confirmNeed: !ready ? 0 : buttonMinimum(Words.label("CONFIRM"), actionWords, actionDetails, Words.pointsText(-188))
    readonly property real slotNeed: !ready ? 0 : Math.max(buttonMinimum(Words.label("HINT"), actionWords, actionDetails, ""),
                                              buttonMinimum(Words.label("BACK"), actionWords, actionDetails, ""),
                                              buttonMinimum(Words.label("RESULT"), actionWords, actionDetails, ""))
    readonly property real actionsNeed: rollNeed + confirmNeed + slotNeed + Theme.gap * 2
    readonly property real actionsWrapNeed: Math.max(rollNeed + confirmNeed + Theme.gap, slotNeed)
    readonly property real actionRowHeight: {
        var unit = actionsWrap ? (actionsWidth - Theme.gap) / 2 : (actionsWidth - Theme.gap * 2) / 2.8;
        return Math.max(buttonHeight(Words.label("ROLL"), actionSize, false, Math.max(rollNeed, unit)),
                        buttonHeight(Words.label("CONFIRM"), actionSize, true, Math.max(confirmNeed, unit)),
                        buttonHeight(Words.label("HINT"), actionSize, false, actionsWrap ? actionsWidth : unit * 0.8),
                        buttonHeight(Words.label("BACK"), actionSize, false, actionsWrap ? actionsWidth : unit * 0.8),
                        buttonHeight(Words.label("RESULT"), actionSize, false, actionsWrap ? actionsWidth : unit * 0.8));
    }
    // The powers: DECREASE, INCREASE and REROLL share the row evenly, each at least its words'
    // width (PowerBar takes these widths); while dice are chosen, CANCEL and REROLL 2 : 1.
    readonly property var powerMinimums: !ready ? [0, 0, 0] : [buttonMinimum(Words.label("DECREASE"), powerWords, powerDetails, Words.costText(40)),
                                          buttonMinimum(Words.label("INCREASE"), powerWords, powerDetails, Words.costText(40)),
                                          buttonMinimum(Words.label("REROLL"), powerWords, powerDetails, Words.costText(40))]
    readonly property var choosingMinimums: !ready ? [0, 0] : [buttonMinimum(Words.label("CANCEL"), powerWords, powerDetails, Words.label("NOTHING_SPENT")),
                                             buttonMinimum(whole(Words.label("REROLL_N", 4)), powerWords, powerDetails, Words.costText(40))]
    // The row's narrowest at the buttons' first size (the panel's width follows from it; only a
    // stacked column, as wide as the window, grows them).
    readonly property var baseMinimums: !ready ? [0, 0, 0, 0, 0] : [buttonMinimum(Words.label("DECREASE"), baseWords, baseDetails, Words.costText(40)),
                                         buttonMinimum(Words.label("INCREASE"), baseWords, baseDetails, Words.costText(40)),
                                         buttonMinimum(Words.label("REROLL"), baseWords, baseDetails, Words.costText(40)),
                                         buttonMinimum(Words.label("CANCEL"), baseWords, baseDetails, Words.label("NOTHING_SPENT")),
                                         buttonMinimum(whole(Words.label("REROLL_N", 4)), baseWords, baseDetails, Words.costText(40))]
    readonly property real powersNeed: !powers ? 0 : Math.max(baseMinimums[0] + baseMinimums[1] + baseMinimums[2] + Theme.gap * 2,
                                                              baseMinimums[3] + baseMinimums[4] + Theme.gap)
    readonly property var powerWidths: shares(powerMinimums, [1, 1, 1], powersWidth - Theme.gap * 2)
    readonly property var choosingWidths: shares(choosingMinimums, [2, 1], powersWidth - Theme.gap)
    readonly property real powerRowHeight: powerRowAt(powersWidth)
    readonly property int headingLines: headingLinesAt(powersWidth)
    /*! The powers' height at width ``w``: the heading, then the row of buttons. */
    function powersHeightAt(w) {
        return lineSmall * headingLinesAt(w) + (powers ? Math.round(Theme.gap * 0.6) + powerRowAt(w) : 0);
    }
    /*! The row of power buttons' height at width ``w`` (in either phase, the tallest). */
    function powerRowAt(w) {
        var widths = shares(powerMinimums, [1, 1, 1], w - Theme.gap * 2);
        var choosing = shares(choosingMinimums, [2, 1], w - Theme.gap);
        return Math.max(buttonHeight(Words.label("DECREASE"), powerSize, true, widths[0]),
                        buttonHeight(Words.label("INCREASE"), powerSize, true, widths[1]),
                        buttonHeight(Words.label("REROLL"), powerSize, true, widths[2]),
                        buttonHeight(Words.label("CANCEL"), powerSize, true, choosing[0]),
                        buttonHeight(Words.label("REROLL_N", 4), powerSize, true, choosing[1]));
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

    /*! A row of ActionButtons' height at ``size`` for one-line labels (ActionButton's own
        needHeight), ``detail``: one of them keeps a second line's room. */
    function buttonRow(size, detail) {
        var label = Math.max(Theme.fontBody, size * 0.36);
        var pads = Math.round(Theme.gap * 0.3) * 2;
        return Math.max(Theme.touch, size, Math.ceil(label * 1.3 + (detail ? Math.max(Theme.fontMin, size * 0.22) * 1.3 : 0)
                                                     + pads + size * 0.08));
    }
    /*! ActionButton's height for ``text`` at ``size`` and ``width`` (its needHeight): a label
        of several words wider than the button takes two lines of the shrunk size. */
    function buttonHeight(text, size, detail, width) {
        var metrics = size === powerSize ? powerWords : actionWords;
        var two = metrics.font.pixelSize > 0 && text.indexOf(" ") > 0 && metrics.advanceWidth(text) > width - Math.round(Theme.gap * 0.8) * 2;
        if (!two)
            return buttonRow(size, detail);
        return Math.max(Theme.touch, size, Math.ceil(metrics.font.pixelSize * 2.5 + (detail ? Math.max(Theme.fontMin, size * 0.22) * 1.3 : 0)
                                                     + Math.round(Theme.gap * 0.3) * 2 + size * 0.08));
    }
    /*! ActionButton's minimumWidth: its widest word at the shrunk size, its detail at its smallest. */
    function buttonMinimum(text, words, details, detail) {
        var parts = text.split(" ");
        var widest = words.font.pixelSize * 0 + details.font.pixelSize * 0;   // (read: measured again when the font changes)
        for (var i = 0; i < parts.length; i++)
            widest = Math.max(widest, words.advanceWidth(parts[i]));
        if (detail !== "")
            widest = Math.max(widest, details.advanceWidth(detail));
        return Math.ceil(widest + Math.round(Theme.gap * 0.8) * 2 + 2);
    }
    /*! ``text`` as one word (REROLL 4 keeps its count beside it: it never wraps). */
    function whole(text) {
        return text.replace(/ /g, "\u00a0");
    }
    /*! ``total`` shared by ``weights``, none under its ``minimums`` (what they need is taken
        evenly from the others). */
    function shares(minimums, weights, total) {
        var fixed = minimums.map(() => false);
        var out = [];
        for (var pass = 0; pass < minimums.length; pass++) {
            var left = total, weight = 0, i;
            for (i = 0; i < minimums.length; i++) {
                if (fixed[i])
                    left -= minimums[i];
                else
                    weight += weights[i];
            }
            var raised = false;
            for (i = 0; i < minimums.length; i++) {
                out[i] = fixed[i] ? minimums[i] : left * weights[i] / Math.max(1e-9, weight);
                if (!fixed[i] && out[i] < minimums[i]) {
                    fixed[i] = true;
                    raised = true;
                }
            }
            if (!raised)
                break;
        }
        return out.map((w, k) => Math.max(w, minimums[k]));
    }
    readonly property FontMetrics actionWords: FontMetrics { font.family: Theme.fontFamily; font.weight: Font.Bold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontBody, layout.actionSize * 0.36) * 0.8))
    }
    readonly property FontMetrics actionDetails: FontMetrics { font.family: Theme.fontFamily; font.weight: Font.DemiBold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontMin, layout.actionSize * 0.22) * 0.8))
    }
    readonly property FontMetrics powerWords: FontMetrics { font.family: Theme.fontFamily; font.weight: Font.Bold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontBody, layout.powerSize * 0.36) * 0.8))
    }
    readonly property FontMetrics powerDetails: FontMetrics { font.family: Theme.fontFamily; font.weight: Font.DemiBold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontMin, layout.powerSize * 0.22) * 0.8))
    }
    readonly property FontMetrics baseWords: FontMetrics { font.family: Theme.fontFamily; font.weight: Font.Bold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontBody, Theme.touch * 1.05 * 0.36) * 0.8))
    }
    readonly property FontMetrics baseDetails: FontMetrics { font.family: Theme.fontFamily; font.weight: Font.DemiBold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontMin, Theme.touch * 1.05 * 0.22) * 0.8))
    }
    readonly property FontMetrics headingMetrics: FontMetrics { font.family: Theme.fontFamily; font.weight: Font.DemiBold
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
    readonly property real basePanel: Math.max(Theme.touch * 8.5 * textRoom, powersNeed,
                                               Math.min(width * 0.35 * textRoom, Theme.touch * 11 * textRoom))
    // With the dice and actions under the board, the panel is only the status and the powers:
    // where they do not fit the height (large text in a small window), the panel widens (its
    // lines wrap less) and the board's column gives up that width, down to its row of actions.
    readonly property var panelFit: {
        if (!lowActions)
            return { width: basePanel, gap: Theme.margin * 1.5 };
        var widest = Math.max(basePanel, width - Theme.margin * 3 - Math.max(actionsWrapNeed, Theme.touch * 4 + Theme.gap * 6));
        var gaps = [Theme.margin * 1.5, Theme.gap];   // then the powers come closer to the status
        for (var g = 0; g < gaps.length; g++)
            for (var w = basePanel; w < widest + Theme.gap; w += Theme.gap)
                if (heightAt(Math.min(w, widest)) + gaps[g] + powersHeightAt(Math.min(w, widest)) <= height - Theme.margin * 2)
                    return { width: Math.min(w, widest), gap: gaps[g] };
        return { width: widest, gap: Theme.gap };
    }
    readonly property real sidePanel: panelFit.width
    readonly property real blockGap: panelFit.gap   // between the status and the dice or powers
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
        && heightAt(basePanel) + Theme.margin * 1.5 + sideControls > height - Theme.margin * 2
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
                                    && stackWidth >= compactDie * 4 + Theme.gap * 6 + Math.max(Theme.touch * 8.5 * textRoom, powersNeed)
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
    readonly property real panelHeight: statusHeight + blockGap + blockHeight
                                        + (lowActions ? 0 : rowSpacing + actionsHeight)
    // Side by side: centred on the walnut tray, or level with its top when taller (from sideBoardY,
    // not trayRect: stacked, the board follows the panel, and trayRect made a binding loop).
    readonly property real statusY: !landscape ? Theme.margin : Math.max(Theme.margin, Math.min(
        height - Theme.margin - panelHeight, sideBoardY + Math.max(0, (sideCell * trayUnits - panelHeight) / 2)))
    // The dice: beside the powers, under the board (large text), or in the panel.
    readonly property real roomForDice: height - Theme.margin * 3.5 - statusHeight - powersHeight
                                        - actionsHeight - rowSpacing * 2 - Theme.gap * 2
    readonly property real dieSize: besides ? compactDie : diceByBoard ? Theme.touch
        : lowActions ? Math.min(compactDie, (boardWidth - Theme.gap * 6) / 4)
        : Math.min(Theme.touch * (landscape ? 2.1 : 2.4 * grow), (panelWidth - Theme.gap * 6) / 4,
                   landscape && Theme.textScale > 1 ? Math.max(Theme.touch, roomForDice) : Infinity,
                   landscape ? Infinity : Math.max(Theme.touch, stackDiceRoom))
    // Stacked, the dice give the board their height (down to a touch target each) before its
    // cells would be smaller than one (large text in a narrow window); where even that leaves
    // them smaller, the dice move beside the board, which then has the whole height.
    readonly property real stackFree: height - Theme.margin * 2 - actionsHeight - rowSpacing - powersHeight
                                      - statusHeight - Theme.gap * 2
    readonly property real stackDiceRoom: stackFree - rowSpacing - Theme.gap * 2 - Theme.touch * unitsHigh
    readonly property real diceRowWidth: Theme.touch * 4 + Theme.gap * 5
    readonly property bool diceByBoard: game && !landscape && !besides && stackDiceRoom < Theme.touch
        && Math.min((stackWidth - diceRowWidth - Theme.gap) / unitsWide, stackFree / unitsHigh)
           > Math.min(widthCell, (stackFree - Theme.touch - Theme.gap * 2 - rowSpacing) / unitsHigh)
    readonly property real trayHeight: dieSize + Theme.gap * 2   // DiceTray's own
    // The dice and the powers: one block under the status (side by side), or above ROLL
    // (stacked); the dice beside the powers, or (large text) only the powers.
    readonly property real blockHeight: besides ? Math.max(trayHeight, powersHeight)
                                        : lowActions || diceByBoard ? powersHeight
                                        : trayHeight + rowSpacing + powersHeight
    readonly property real blockY: landscape ? statusY + statusHeight + blockGap
                                   : height - Theme.margin - actionsHeight - rowSpacing - blockHeight
    // The board: as large as the space allows next to (or between) the panel's parts.
    readonly property real boardX: landscape ? Theme.margin + sideSpare / 2 : Theme.margin
    readonly property real sideBoardY: (height - sideCell * unitsHigh
                                        - (lowActions ? Theme.gap * 2 + trayHeight + actionsHeight : 0)) / 2
    readonly property real boardY: landscape ? sideBoardY : statusY + statusHeight + Theme.gap
    readonly property real boardWidth: landscape ? sideCell * unitsWide : stackWidth - (diceByBoard ? diceRowWidth + Theme.gap : 0)
    readonly property real boardHeight: landscape ? sideCell * unitsHigh : blockY - boardY - Theme.gap
    // BoardView's cell and its walnut tray, centred in the board's box.
    readonly property real cell: Math.max(8, Math.min(boardWidth / unitsWide, boardHeight / unitsHigh))
    readonly property rect trayRect: Qt.rect(boardX + (boardWidth - cell * unitsWide) / 2,
                                             boardY + (boardHeight - cell * unitsHigh) / 2,
                                             cell * trayUnits, cell * trayUnits)
    readonly property real trayX: lowActions ? boardX : diceByBoard ? boardX + boardWidth + Theme.gap : panelX
    readonly property real trayWidth: lowActions ? columnWidth : besides || diceByBoard ? dieSize * 4 + Theme.gap * 5 : panelWidth
    readonly property real trayY: lowActions ? boardY + boardHeight + Theme.gap
                                  : diceByBoard ? boardY + (boardHeight - trayHeight) / 2
                                  : besides ? blockY + (blockHeight - trayHeight) / 2 : blockY
    readonly property real powersX: besides ? trayX + trayWidth + rowSpacing : panelX
    readonly property real powersWidth: besides ? panelWidth - trayWidth - rowSpacing : panelWidth
    readonly property real powersY: besides ? blockY + (blockHeight - powersHeight) / 2
                                    : lowActions || diceByBoard ? blockY : blockY + trayHeight + rowSpacing
    readonly property real actionsX: lowActions ? boardX : panelX
    readonly property real actionsWidth: lowActions ? columnWidth : panelWidth
    readonly property real actionsY: lowActions ? trayY + trayHeight + Theme.gap
                                     : landscape ? blockY + blockHeight + rowSpacing
                                     : height - actionsHeight - Theme.margin

    // -- the status panel's height ----------------------------------------------------------
    // A fixed height (DESIGN.md "Layout"): each line has the room the longest sentence it can
    // show needs at this width, in this language and text size, so no text elides and the
    // panel is the same in every phase. Its sentences are in words.js (in StatusPanel's
    // translation context) because their length sets the layout, also in the first frame.
    readonly property real lineBody: Math.ceil(Theme.fontBody * 1.3)
    readonly property real lineSmall: Math.ceil(Theme.fontSmall * 1.3)
    readonly property real headerHeight: Math.max(Math.ceil(Theme.fontLarge * 1.3) + lineSmall,
                                                  lineSmall + Math.ceil(Theme.fontTitle * 1.3))
    readonly property real statusSpacing: Math.round(Theme.gap * 0.5)
    readonly property var sample: ({ value: 6, other: 4, remaining: 3, count: 4, cost: 70, powers: 3,
                                     penalty: 15, points: -88, canTakeBack: true, delta: 0, more: true })
    readonly property var keys: ["OVER", "ROLL", "CHOOSING_RUIN", "CHOOSING_REROLL", "STILL_MAGDAGDON",
        "MAGDAGDON", "MAGDAGDON_SPENT", "MAGDAGDON_HOPELESS", "MAGDAGDON_NIGHTMARE", "REFUSED_TAKEN", "REFUSED_NOT_JOINED",
        "REFUSED_TOO_FAR", "DEAD_END", "NOWHERE_POWER", "NOWHERE", "SELECTED", "SELECTED_EXTRA", "PLACE", "READY"]
    readonly property FontMetrics bodyMetrics: FontMetrics { font.family: Theme.fontFamily; font.weight: Font.DemiBold
        font.pixelSize: Theme.fontBody
    }
    readonly property FontMetrics smallMetrics: FontMetrics { font.family: Theme.fontFamily; font.weight: Font.DemiBold
        font.pixelSize: Theme.fontSmall
    }
    // Every status sentence, advice and risk line and the turn's minimum, as its words'
    // widths (and the room beside the text: the warning's mark, the HINT's diamond), to count
    // the lines each takes at a width the way the text wraps them (between words).
    readonly property var statusTexts: {
        var seen = {};   // a word's width, measured once
        return !game || !ready ? [] : keys.map(k => measured(bodyMetrics, Words.sentence(k, sample), Theme.fontLarge, seen));
    }
    readonly property var smallTexts: {
        if (!game || !ready)
            return [];
        var plans = [[{ kind: "place" }, {}, {}], [{ kind: "place", retake: true }, {}, {}], [{ kind: "adjust", delta: 1, value: 6 }],
                     [{ kind: "adjust", delta: -1, value: 6 }],
                     [{ kind: "reroll", dice: [0, 1, 2], values: [6, 6, 6] }], [{ kind: "ruin" }], [{ kind: "confirm" }]];
        var seen = {};
        return [measured(smallMetrics, Words.riskText("ROLL", "12.5"), 0, seen), measured(smallMetrics, Words.riskText("PLACE", "12.5"), 0, seen),
                measured(smallMetrics, Words.riskText("PLACE", "12.5", false), 0, seen),
                measured(smallMetrics, Words.adviceText(true, [], 0), lineSmall * 1.4 + Theme.gap, seen)]
               .concat(plans.map(p => measured(smallMetrics, Words.adviceText(false, p, 70), Theme.fontBody * 0.8 + Theme.gap * 1.2, seen)))
               .concat([measured(smallMetrics, Words.adviceText(false, [{ kind: "ruin" }], 70, true), Theme.fontBody * 0.8 + Theme.gap * 1.2, seen)]);
    }
    readonly property var requiredTexts: !game || !ready ? [] : [measured(smallMetrics, Words.requiredText(3, 4), 0, {}),
                                                      measured(smallMetrics, Words.requiredText(2, 4), 0, {})]
    /*! ``text`` in ``metrics``' font: its words' widths (``seen``: those measured already), a
        space's, and ``extra``. */
    function measured(metrics, text, extra, seen) {
        var words = text.split(" ").map(word => word in seen ? seen[word] : (seen[word] = metrics.advanceWidth(word)));
        return { words: words, space: " " in seen ? seen[" "] : (seen[" "] = metrics.advanceWidth(" ")),
                 extra: extra, size: metrics.font.pixelSize };   // (read: measured again when the font changes)
    }
    /*! The lines the longest of ``texts`` takes at panel width ``w`` (wrapped between words);
        ``bare``: a line with no band's insets. */
    function linesFor(texts, w, bare) {
        var room = Math.max(1, w - Theme.margin * 1.2 - (bare ? 0 : Theme.gap * 2));
        var most = 1;
        for (var i = 0; i < texts.length; i++) {
            var t = texts[i], lines = 1, x = -1, fits = room - t.extra - 1;
            for (var k = 0; k < t.words.length; k++) {
                if (x < 0) {
                    x = t.words[k];
                } else if (x + t.space + t.words[k] <= fits) {
                    x += t.space + t.words[k];
                } else {
                    lines++;
                    x = t.words[k];
                }
            }
            most = Math.max(most, lines);
        }
        return Math.min(6, most);
    }
    /*! The status panel's height at width ``w``. */
    function heightAt(w) {
        var small = hints ? linesFor(smallTexts, w) : 0;
        return Math.ceil(headerHeight + lineBody * linesFor(statusTexts, w) + Theme.gap
                         + lineSmall * linesFor(requiredTexts, w, true)
                         + (hints ? lineSmall * small + Theme.gap : 0)
                         + statusSpacing * (hints ? 3 : 2) + Theme.margin * 1.2);
    }
}
