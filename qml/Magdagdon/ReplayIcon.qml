import QtQuick

// The replay controls' marks, drawn (no glyph a font may lack): one step back or forward
// (a triangle), a turn back or forward (a triangle against a bar), play, pause.
Canvas {
    id: icon
    property string name: "next"       // previous, next, previousTurn, nextTurn, play, pause
    property color color: Theme.ink
    onNameChanged: requestPaint()
    onColorChanged: requestPaint()
    onWidthChanged: requestPaint()
    onPaint: {
        var ctx = getContext("2d");
        var w = width, h = height;
        ctx.reset();
        ctx.fillStyle = String(color);
        var back = name === "previous" || name === "previousTurn";
        if (back) {   // mirror: every mark is drawn pointing right
            ctx.translate(w, 0);
            ctx.scale(-1, 1);
        }
        if (name === "pause") {
            ctx.fillRect(w * 0.22, h * 0.15, w * 0.2, h * 0.7);
            ctx.fillRect(w * 0.58, h * 0.15, w * 0.2, h * 0.7);
            return;
        }
        var turn = name === "previousTurn" || name === "nextTurn";
        var right = turn ? w * 0.68 : w * 0.85;
        ctx.beginPath();
        ctx.moveTo(w * 0.2, h * 0.15);
        ctx.lineTo(right, h * 0.5);
        ctx.lineTo(w * 0.2, h * 0.85);
        ctx.closePath();
        ctx.fill();
        if (turn)
            ctx.fillRect(w * 0.72, h * 0.15, w * 0.14, h * 0.7);
    }
}
