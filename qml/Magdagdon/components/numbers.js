.pragma library

// Numbers and lists as the player's language writes them, for every QML file (import
// "numbers.js" as Numbers). Qt.locale() is the language the game set (region kept), so
// digits and grouping follow it; the minus is a true minus sign (U+2212) in every language,
// where Qt writes a hyphen in French and English. Point counts never show decimals.

/*! A whole number: "−1 234" in French, "−1 234" in Swedish, "−1,234" in English. */
function whole(n) {
    var rounded = Math.round(Number(n) || 0);
    var text = Number(Math.abs(rounded)).toLocaleString(Qt.locale(), "f", 0);
    return rounded < 0 ? "\u2212" + text : text;
}

/*! A number with ``decimals`` decimals, the language's separator and a true minus: "12.5" in
    English, "12,5" in Swedish and French. Shown inside a qsTr message, so that a language
    switch writes it again. */
function fixed(n, decimals) {
    var value = Number(n) || 0;
    var text = Math.abs(value).toLocaleString(Qt.locale(), "f", decimals);
    return value < 0 && Number(text.replace(/[^0-9]/g, "")) !== 0 ? "\u2212" + text : text;
}

/*! A change of score, always with its sign: "+24", "−3", "0". */
function signed(n) {
    var rounded = Math.round(Number(n) || 0);
    return rounded > 0 ? "+" + whole(rounded) : whole(rounded);
}

/*! A list in the language's words ("3, 4 and 5", "3, 4 et 5"); numbers go through whole(). */
function list(items) {
    var words = items.map(function (item) {
        return typeof item === "number" ? whole(item) : "" + item;
    });
    if (words.length === 0)
        return "";
    var text = words[words.length - 1];
    if (words.length > 1) {
        //: A list's last two items ("3 and 4"; "3, 4 and 5" with the next message); %1 the second-to-last
        //: item, %2 the last one. Room: 8 characters.
        text = qsTr("%1 and %2").arg(words[words.length - 2]).arg(text);
    }
    for (var i = words.length - 3; i >= 0; i--) {
        //: A list's items before its last two ("3, 4 and 5"); %1 one item, %2 the rest of the list. Room: 5
        //: characters.
        text = qsTr("%1, %2").arg(words[i]).arg(text);
    }
    return text;
}

/*! Parts of one line side by side ("Turn 3 · 2 dice placed"), the separator translatable. */
function line(parts) {
    var text = "";
    for (var i = 0; i < parts.length; i++) {
        //: Two parts of one line side by side ("Turn 3 · 2 dice placed"); %1 the first part(s), %2 the next
        //: one. Room: 6 characters.
        text = i === 0 ? "" + parts[0] : qsTr("%1 · %2").arg(text).arg(parts[i]);
    }
    return text;
}
