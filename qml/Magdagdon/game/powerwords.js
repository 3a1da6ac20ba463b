.pragma library

// A Majda Power's button word, by its name in the engine's table (engine/powers.py: the
// row's label id is the English source here), in the power bar's translation context. The
// power bar shows it; the status line, the HINT, the MAGDAGDON's choices, the keys list and
// the review name a power by the same word, so it is here, once, for all of them (the other
// words of the power bar are in PowerBar.qml). A new power has its case here.

/*! The button word of the power called ``name``. */
function label(name) {
    switch (name) {
    case "DECREASE":
        //: Power button (R5.2). Room: 16 characters.
        return qsTranslate("PowerBar", "DECREASE −1");
    case "INCREASE":
        //: Power button (R5.2). Room: 16 characters.
        return qsTranslate("PowerBar", "INCREASE +1");
    case "REROLL":
        //: Power button (R5.3). Room: 9 characters.
        return qsTranslate("PowerBar", "REROLL");
    }
    return name;
}
