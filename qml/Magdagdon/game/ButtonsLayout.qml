pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// How large a button's words make it (GameLayout's, for the rows of ActionButtons and the
// power buttons, also in the first frame, before any button exists): ActionButton's own
// minimumWidth and needHeight, worked out from the fonts at the buttons' sizes.
QtObject {
    id: buttons
    property real actionSize: 0   // ROLL, CONFIRM and HINT
    property real powerSize: 0    // DECREASE, INCREASE and REROLL

    // The buttons' sizes by kind: "action", "power", and "base" (a power button at its first
    // size, before a stacked column grows it: the side panel's width follows from it).
    function sizeOf(kind) {
        return kind === "action" ? actionSize : kind === "power" ? powerSize : Theme.touch * 1.05;
    }
    /*! The font of a ``kind`` of button's label (``detail``: its second line's). */
    function metricsOf(kind, detail) {
        return kind === "action" ? (detail ? actionDetails : actionWords) : kind === "power" ? (detail ? powerDetails : powerWords) : (detail ? baseDetails : baseWords);
    }
    /*! A row of ``kind`` buttons' height for one-line labels (ActionButton's own needHeight),
        ``detail``: one of them keeps a second line's room. */
    function rowHeight(kind, detail) {
        var size = sizeOf(kind);
        var label = Math.max(Theme.fontBody, size * 0.36);
        var pads = Math.round(Theme.gap * 0.3) * 2;
        return Math.max(Theme.touch, size, Math.ceil(label * 1.3 + (detail ? Math.max(Theme.fontMin, size * 0.22) * 1.3 : 0) + pads + size * 0.08));
    }
    /*! A ``kind`` button's height for ``text`` at ``width`` (its needHeight): a label of
        several words wider than the button takes two lines of the shrunk size. */
    function heightOf(text, kind, detail, width) {
        var size = sizeOf(kind), metrics = metricsOf(kind, false);
        var two = metrics.font.pixelSize > 0 && text.indexOf(" ") > 0 && metrics.advanceWidth(text) > width - Math.round(Theme.gap * 0.8) * 2;
        if (!two)
            return rowHeight(kind, detail);
        return Math.max(Theme.touch, size, Math.ceil(metrics.font.pixelSize * 2.5 + (detail ? Math.max(Theme.fontMin, size * 0.22) * 1.3 : 0) + Math.round(Theme.gap * 0.3) * 2 + size * 0.08));
    }
    /*! A ``kind`` button's minimumWidth: its widest word at the shrunk size, its ``detail``
        at its smallest. */
    function minimum(text, kind, detail) {
        var words = metricsOf(kind, false), details = metricsOf(kind, true);
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
    readonly property FontMetrics actionWords: FontMetrics {
        font.family: Theme.fontFamily
        font.weight: Font.Bold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontBody, buttons.actionSize * 0.36) * 0.8))
    }
    readonly property FontMetrics actionDetails: FontMetrics {
        font.family: Theme.fontFamily
        font.weight: Font.DemiBold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontMin, buttons.actionSize * 0.22) * 0.8))
    }
    readonly property FontMetrics powerWords: FontMetrics {
        font.family: Theme.fontFamily
        font.weight: Font.Bold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontBody, buttons.powerSize * 0.36) * 0.8))
    }
    readonly property FontMetrics powerDetails: FontMetrics {
        font.family: Theme.fontFamily
        font.weight: Font.DemiBold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontMin, buttons.powerSize * 0.22) * 0.8))
    }
    readonly property FontMetrics baseWords: FontMetrics {
        font.family: Theme.fontFamily
        font.weight: Font.Bold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontBody, Theme.touch * 1.05 * 0.36) * 0.8))
    }
    readonly property FontMetrics baseDetails: FontMetrics {
        font.family: Theme.fontFamily
        font.weight: Font.DemiBold
        font.pixelSize: Math.max(Theme.fontMin, Math.round(Math.max(Theme.fontMin, Theme.touch * 1.05 * 0.22) * 0.8))
    }
}
