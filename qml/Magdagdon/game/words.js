.pragma library
.import "../components/numbers.js" as Numbers

// The game screen's words: the status panel's sentences, the HINT's advice, and the buttons'
// labels, each in its view's translation context (StatusPanel, GameView, PowerBar). They are
// here, apart from the views, because their lengths set the game screen's layout
// (GameLayout.qml), also in the first frame, before any of those views exists.

/*! The status line for the session's ``key`` (status.py's table) with its arguments ``a``. */
function sentence(key, a) {
    switch (key) {
    case "OVER":
        //: Status line when the game has ended. Room: 44 characters.
        return qsTranslate("StatusPanel", "The board is full. Well played!");
    case "ROLL":
        //: Status line at the start of a turn; ROLL is the button name. Room: 49 characters.
        return qsTranslate("StatusPanel", "Press ROLL to throw the four dice.");
    case "CHOOSING_RUIN":
        //: Status line after ACCEPT MAGDAGDON; %1 is the penalty (15). Room: 61 characters.
        return qsTranslate("StatusPanel", "Choose an empty cell to make it a RUIN (−%1).").arg(a.penalty);
    case "CHOOSING_REROLL":
        //: Status line after REROLL: choose the dice to throw again; %n dice chosen so far, %1 the points the
        //: use costs. Room: 82 characters.
        return qsTranslate("StatusPanel", "Choose the dice to throw again (%n chosen), then REROLL (−%1).", "", a.count).arg(a.cost);
    case "STILL_MAGDAGDON":
        //: Status line after a Majda Power that did not rescue the MAGDAGDON; %n powers left. Room: 83
        //: characters.
        return qsTranslate("StatusPanel", "Still MAGDAGDON: use another Majda Power (%n left) or accept.", "", a.powers);
    case "MAGDAGDON":
        //: Status line during MAGDAGDON with a power left; %n powers left. Room: 82 characters.
        return qsTranslate("StatusPanel", "MAGDAGDON: rescue it with a Majda Power (%n left) or accept.", "", a.powers);
    case "MAGDAGDON_SPENT":
        //: Status line during MAGDAGDON when every power of the game is used. Room: 87 characters.
        return qsTranslate("StatusPanel", "MAGDAGDON, and no Majda Power is left: press ACCEPT MAGDAGDON.");
    case "MAGDAGDON_HOPELESS":
        //: Status line during MAGDAGDON when no roll at all fits the cells left, so a Majda Power cannot help
        //: (R6.2). Room: 90 characters.
        return qsTranslate("StatusPanel", "MAGDAGDON: no Majda Power can help here. Press ACCEPT MAGDAGDON.");
    case "MAGDAGDON_NO_POWERS":
        //: Status line during MAGDAGDON in a difficulty with no Majda Power; %1 the difficulty's name
        //: (NIGHTMARE: never translated).
        //: Room: 77 characters.
        return qsTranslate("StatusPanel", "MAGDAGDON: %1 has no Majda Power. Press ACCEPT MAGDAGDON.").arg(a.difficulty);
    case "REFUSED_TAKEN":
        //: Status line after the player chooses a cell that holds something (R4.1). Room: 27 characters.
        return qsTranslate("StatusPanel", "That cell is taken.");
    case "REFUSED_NOT_JOINED":
        //: Status line after the player chooses a cell next to no number (R4.3); %1 the selected die's value.
        //: Room: 42 characters.
        return qsTranslate("StatusPanel", "The %1 must go next to a number.").arg(a.value);
    case "REFUSED_TOO_FAR":
        //: Status line after the player chooses a cell next to a number too far from the die (R4.3); %1 the
        //: die's value, %2 the number. Room: 37 characters.
        return qsTranslate("StatusPanel", "A %1 cannot go next to the %2.").arg(a.value).arg(a.other);
    case "DEAD_END":
        if (a.value > 0)
            //: Dead end (R6.4): the prepared dice block every way to place enough dice; %1 is the value of
            //: the die to take back. Room: 71 characters.
            return qsTranslate("StatusPanel", "No way to place enough dice: take the %1 back.").arg(a.value);
        //: Dead end warning (R6.4): the prepared dice block the only way to place enough dice. Room: 58
        //: characters.
        return qsTranslate("StatusPanel", "No further placement — take a die back.");
    case "NOWHERE_POWER":
        // Said, not urged: the HINT weighs whether the power is worth its cost.
        if (a.power !== "")
            //: Status line: the selected die fits on no cell, but a Majda Power would give it one (R5.2); %1
            //: its value, %2 the value the power makes of it, %3 the power button's name (DECREASE −1,
            //: INCREASE +1).
            //: Room: 62 characters.
            return qsTranslate("StatusPanel", "The %1 fits nowhere as it is; a %2 would fit (%3).").arg(a.value).arg(a.to[0]).arg(label(a.power));
        //: Status line: the selected die fits on no cell, but one less or one more would (R5.2, DECREASE −1
        //: or INCREASE +1); %1 its value, %2 and %3 the values one lower and one higher.
        //: Room: 66 characters.
        return qsTranslate("StatusPanel", "The %1 fits nowhere as it is; a %2 or a %3 would fit.").arg(a.value).arg(a.to[0]).arg(a.to[1]);
    case "NOWHERE":
        if (a.canTakeBack)
            //: Status line: the selected die fits on no cell; %1 its value. Room: 90 characters.
            return qsTranslate("StatusPanel", "The %1 fits nowhere now: select another die, or take one back.").arg(a.value);
        //: Status line: the selected die fits on no cell and nothing is prepared; %1 its value. Room: 71
        //: characters.
        return qsTranslate("StatusPanel", "The %1 fits nowhere now: select another die.").arg(a.value);
    case "SELECTED":
        //: Status line: a die is selected and cells are lit; %1 its value, %n dice still to place. Room: 61
        //: characters.
        return qsTranslate("StatusPanel", "Choose a lit cell for the %1. %n more to place.", "", a.remaining).arg(a.value);
    case "SELECTED_EXTRA":
        //: Status line: enough dice placed and one more selected; %1 its value. Room: 78 characters.
        return qsTranslate("StatusPanel", "Choose a lit cell to place the %1 too, or press CONFIRM.").arg(a.value);
    case "PLACE":
        //: Status line: %n dice still to prepare this turn; choose a die first. Room: 68 characters.
        return qsTranslate("StatusPanel", "Place %n more dice: choose a die, then a lit cell.", "", a.remaining);
    case "READY":
        if (!a.more)
            //: Status line: enough dice prepared and no other die has a cell; %1 the points this turn adds
            //: (signed, e.g. "+24"); CONFIRM is the button name. A plural message: the form follows the size
            //: of the number. Room: 40 characters.
            return qsTranslate("StatusPanel", "Ready: CONFIRM adds %1 points.", "", Math.abs(a.points)).arg(Numbers.signed(a.points));
        //: Status line: enough dice prepared; %1 the points this turn adds (signed, e.g. "+24"); CONFIRM is
        //: the button name. A plural message: the form follows the size of the number. Room: 76 characters.
        return qsTranslate("StatusPanel", "Ready: CONFIRM adds %1 points, or place more dice first.", "", Math.abs(a.points)).arg(Numbers.signed(a.points));
    }
    return "";
}

/*! The HINT's line: thinking, or what the strong player would do first (``plan``: its
    actions as the board shows them, BoardView.placing); once MAGDAGDON is accepted
    (``choosingRuin``), only the ruin is left to do. */
function adviceText(thinking, plan, cost, choosingRuin) {
    if (thinking)
        //: HINT status while the strong player thinks (a second at most). Room: 41 characters.
        return qsTranslate("StatusPanel", "Thinking about the best play…");
    var a = plan;
    if (a.length === 0)
        return "";
    var first = a[0];
    if (first.kind === "prepare" && first.retake)
        //: HINT advice when the player's prepared dice are not where the HINT puts them: take them back, then
        //: follow the numbered ghost dice; %n is how many dice.
        //: Room: 114 characters.
        return qsTranslate("StatusPanel", "HINT: take your prepared dice back, then place %n dice as the numbered ghosts show.", "", a.length);
    if (first.kind === "prepare")
        //: HINT advice: ghost dice numbered 1, 2, 3… show where the dice go; %n is how many dice.
        //: Room: 86 characters.
        return qsTranslate("StatusPanel", "HINT: place %n dice as the numbered ghosts show, in that order.", "", a.length);
    if (first.kind === "confirm")
        //: HINT advice once the player's prepared dice are exactly the turn the HINT showed (its ghost dice
        //: all covered).
        //: Room: 93 characters.
        return qsTranslate("StatusPanel", "HINT: your prepared dice match the play it advises; press CONFIRM.");
    if (first.kind === "adjust")
        //: HINT advice: a Majda Power that changes one die is worth its cost; %1 is the die's value (1-6), %2
        //: the power button's name (DECREASE −1, INCREASE +1), %Ln the points the use costs (a plural
        //: message).
        //: Room: 54 characters.
        return qsTranslate("StatusPanel", "HINT: select the %1 and use %2 (−%Ln points).", "", cost).arg(first.value).arg(label(first.power));
    if (first.kind === "reroll")
        //: HINT advice: a Majda Power that throws dice again is worth its cost; %n is how many dice, %1 their
        //: values as a list ("2 and 5"), %2 what the use costs ("−10 points", the next message), %3 the power
        //: button's name (REROLL).
        //: Room: 56 characters.
        return qsTranslate("StatusPanel", "HINT: press %3, choose %n dice (%1), then %3 (%2).", "", first.dice.length)
        //: HINT advice, the cost of the REROLL it advises; %Ln the points (a plural message).
        //: Room: 12 characters.
        .arg(Numbers.list(first.values || [])).arg(qsTranslate("StatusPanel", "−%Ln points", "", cost)).arg(label(first.power));
    if (choosingRuin)
        //: HINT advice once MAGDAGDON is accepted: the cell the HINT marked × is the one to choose (it
        //: becomes a RUIN). Room: 72 characters.
        return qsTranslate("StatusPanel", "HINT: choose the cell marked × to make it the RUIN.");
    //: HINT advice in a MAGDAGDON: no power is worth it; accept and ruin the cell marked ×. Room: 84
    //: characters.
    return qsTranslate("StatusPanel", "HINT: press ACCEPT MAGDAGDON, then ruin the cell marked ×.");
}

/*! The game screen's button labels (GameView's and PowerBar's), by ``key``: a Majda Power's
    by its name in the engine's table, whose label id is the English source here. */
function label(key, n) {
    switch (key) {
    case "ROLL":
        //: Main button: throw the four dice (R3.1). Room: 7 characters.
        return qsTranslate("GameView", "ROLL");
    case "CONFIRM":
        //: Main button: make the prepared dice permanent (R3.3). Room: 10 characters.
        return qsTranslate("GameView", "CONFIRM");
    case "HINT":
        //: Button: show the expert's turn for this roll on the board, without playing it. Room: 7 characters.
        return qsTranslate("GameView", "HINT");
    case "BACK":
        //: Button while choosing the cell to ruin: back to the MAGDAGDON choice. Room: 8 characters.
        return qsTranslate("GameView", "BACK");
    case "RESULT":
        //: Button after the game-over card was put aside: bring the result back. Room: 9 characters.
        return qsTranslate("GameView", "RESULT");
    case "CANCEL":
        //: Power bar, while choosing the dice to reroll: stop choosing, nothing spent. Room: 9 characters.
        return qsTranslate("PowerBar", "CANCEL");
    case "NOTHING_SPENT":
        //: Under CANCEL while choosing dice to reroll. Room: 19 characters.
        return qsTranslate("PowerBar", "nothing spent");
    case "DECREASE":
        //: Power button (R5.2). Room: 16 characters.
        return qsTranslate("PowerBar", "DECREASE −1");
    case "INCREASE":
        //: Power button (R5.2). Room: 16 characters.
        return qsTranslate("PowerBar", "INCREASE +1");
    case "REROLL_N":
        if (n > 0)   // none chosen yet: the plain name, not "REROLL 0"
            //: Power button while choosing dice (R5.3): throw the %n chosen dice. Room: 10 characters.
            return qsTranslate("PowerBar", "REROLL %n", "", n);
        return label("REROLL");
    case "REROLL":
        //: Power button (R5.3). Room: 9 characters.
        return qsTranslate("PowerBar", "REROLL");
    }
    return key;   // a power must have its word here too (the table's label id: engine/powers.py)
}
/*! Under CONFIRM: the points the turn adds. */
function pointsText(points) {
    //: Under CONFIRM: the points the turn adds (%1 signed, e.g. "+24" or "−3", in the language's digits). A
    //: plural message: the form follows the size of the number (French "+1 point", "+24 points"). Room: 10
    //: characters.
    return qsTranslate("GameView", "%1 points", "", Math.abs(points)).arg(Numbers.signed(points));
}
/*! Under a power button: what the next use costs. */
function costText(points) {
    //: Under a power button: the points the next use costs; %Ln is a number like 10 (a plural message). Room:
    //: 12 characters.
    return qsTranslate("PowerBar", "−%Ln points", "", points);
}
/*! The powers' heading: the uses left of ``total`` (R5.1), or that none is left or exists. */
function heading(total, left, used) {
    return total === 0 ?
    //: Power bar heading in NIGHTMARE, which has no Majda Power.
    //: Room: 47 characters.
    qsTranslate("PowerBar", "No Majda Power in this difficulty") : left === 0 ?
    //: Power bar heading when every use is spent; %n is the number used.
    //: Room: 41 characters.
    qsTranslate("PowerBar", "Majda Powers: all %n used", "", used) :
    //: Power bar heading (what the next use costs is on each button); %n uses left, %1 the total uses of this
    //: difficulty.
    //: Room: 33 characters.
    qsTranslate("PowerBar", "Majda Powers: %n of %1 left", "", left).arg(total);
}

/*! The turn's minimum (R2.1) and how many dice are prepared. */
function requiredText(required, prepared) {
    //: Status panel: the minimum dice this turn (R2.1); %n is that number, %1 how many are prepared. Room: 51
    //: characters.
    return qsTranslate("StatusPanel", "At least %n dice this turn · %1 prepared", "", required).arg(prepared);
}
/*! The risk line before ROLL or while placing; ``figure`` is the formatted percentage. */
// ``canConfirm``: while placing, CONFIRM is possible (else the line speaks of the board so
// far, not of confirming it: the turn needs more dice first).
function riskText(phase, figure, canConfirm) {
    if (phase === "ROLL")
        //: Live indicator before ROLL: the chance that this roll is a MAGDAGDON (no way to place the dice the
        //: turn needs); %1 is the percentage already formatted ("12.5" or "<0.1"). Room: 55 characters.
        return qsTranslate("StatusPanel", "Chance that this ROLL is a MAGDAGDON: %1%").arg(figure);
    return canConfirm === false ?
    //: Live indicator while placing, before the turn has its minimum of dice (CONFIRM not yet possible): the
    //: chance that the next turn's roll is a MAGDAGDON on the board with the dice prepared so far; %1 is the
    //: percentage already formatted ("12.5" or "<0.1").
    //: Room: 115 characters.
    qsTranslate("StatusPanel", "With the dice placed so far, the next ROLL would be a MAGDAGDON with a chance of %1%").arg(figure) :
    //: Live indicator while placing: the chance that the next turn's roll is a MAGDAGDON if the board is
    //: confirmed as it is now; %1 is the percentage already formatted ("12.5" or "<0.1").
    //: Room: 104 characters.
    qsTranslate("StatusPanel", "If you confirm this board, the next ROLL is a MAGDAGDON with a chance of %1%").arg(figure);
}
