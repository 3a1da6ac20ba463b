pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// The status panel's height (GameLayout's, for StatusPanel and the first frame): a fixed
// height (docs/LOOK.md "Layout"): each line has the room the longest sentence it can show needs
// at this width, in this language and text size, so no text elides and the panel is the same
// in every phase. Its sentences are in words.js (in StatusPanel's translation context)
// because their length sets the layout, also in the first frame. Nothing here reads a backend.
QtObject {
    id: budget
    property bool game: true     // false: a board shown elsewhere: no sentence is measured
    property bool hints: true    // the panel has the HINT's and the risk's lines
    property var powerNames: []  // the Majda Powers' names (GameLayout's), for the HINT's advice
    // Measured once every binding here has its first value (their fonts' among them).
    property bool ready: false
    Component.onCompleted: ready = true

    readonly property real lineBody: Math.ceil(Theme.fontBody * 1.3)
    readonly property real lineSmall: Math.ceil(Theme.fontSmall * 1.3)
    readonly property real headerHeight: Math.max(Math.ceil(Theme.fontLarge * 1.3) + lineSmall, lineSmall + Math.ceil(Theme.fontTitle * 1.3))
    readonly property real statusSpacing: Math.round(Theme.gap * 0.5)
    // Every row's arguments at their longest (``difficulty``: as wide as a long name).
    readonly property var sample: ({
            value: 6,
            other: 4,
            remaining: 3,
            count: 4,
            cost: 70,
            powers: 3,
            penalty: 15,
            points: -88,
            canTakeBack: true,
            power: "",
            to: [5, 6],
            difficulty: "WWWWWWWWWW",
            more: true
        })
    readonly property var keys: ["OVER", "ROLL", "CHOOSING_RUIN", "CHOOSING_REROLL", "STILL_MAGDAGDON", "MAGDAGDON", "MAGDAGDON_SPENT", "MAGDAGDON_HOPELESS", "MAGDAGDON_NO_POWERS", "REFUSED_TAKEN", "REFUSED_NOT_JOINED", "REFUSED_TOO_FAR", "DEAD_END", "NOWHERE_POWER", "NOWHERE", "SELECTED", "SELECTED_EXTRA", "PLACE", "READY"]
    readonly property FontMetrics bodyMetrics: FontMetrics {
        font.family: Theme.fontFamily
        font.weight: Font.DemiBold
        font.pixelSize: Theme.fontBody
    }
    readonly property FontMetrics smallMetrics: FontMetrics {
        font.family: Theme.fontFamily
        font.weight: Font.DemiBold
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
        // Each power's advice is measured with each power's word (the table's names).
        var plans = [[
                {
                    kind: "prepare"
                },
                {},
                {}
            ], [
                {
                    kind: "prepare",
                    retake: true
                },
                {},
                {}
            ], [
                {
                    kind: "ruin"
                }
            ], [
                {
                    kind: "confirm"
                }
            ]].concat(powerNames.map(name => [
                {
                    kind: "adjust",
                    power: name,
                    value: 6
                }
            ]), powerNames.map(name => [
                {
                    kind: "reroll",
                    power: name,
                    dice: [0, 1, 2],
                    values: [6, 6, 6]
                }
            ]));
        var seen = {};
        return [measured(smallMetrics, Words.riskText("ROLL", "12.5"), 0, seen), measured(smallMetrics, Words.riskText("PLACE", "12.5"), 0, seen), measured(smallMetrics, Words.riskText("PLACE", "12.5", false), 0, seen), measured(smallMetrics, Words.adviceText(true, [], 0), lineSmall * 1.4 + Theme.gap, seen)].concat(plans.map(p => measured(smallMetrics, Words.adviceText(false, p, 70), Theme.fontBody * 0.8 + Theme.gap * 1.2, seen))).concat([measured(smallMetrics, Words.adviceText(false, [
                {
                    kind: "ruin"
                }
            ], 70, true), Theme.fontBody * 0.8 + Theme.gap * 1.2, seen)]);
    }
    readonly property var requiredTexts: !game || !ready ? [] : [measured(smallMetrics, Words.requiredText(3, 4), 0, {}), measured(smallMetrics, Words.requiredText(2, 4), 0, {})]
    /*! ``text`` in ``metrics``' font: its words' widths (``seen``: those measured already), a
        space's, and ``extra``. */
    function measured(metrics, text, extra, seen) {
        var words = text.split(" ").map(word => word in seen ? seen[word] : (seen[word] = metrics.advanceWidth(word)));
        return {
            words: words,
            space: " " in seen ? seen[" "] : (seen[" "] = metrics.advanceWidth(" ")),
            extra: extra,
            size: metrics.font.pixelSize
        };   // (read: measured again when the font changes)
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
        return Math.ceil(headerHeight + lineBody * linesFor(statusTexts, w) + Theme.gap + lineSmall * linesFor(requiredTexts, w, true) + (hints ? lineSmall * small + Theme.gap : 0) + statusSpacing * (hints ? 3 : 2) + Theme.margin * 1.2);
    }
}
