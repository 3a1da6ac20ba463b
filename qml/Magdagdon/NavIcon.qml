import QtQuick

// Small line icons for the navigation bar, drawn so the app needs no image files.
Canvas {
    id: icon
    property string name: ""    // new, rules, scores, settings, about, back, daily, statistics, more
    property color color: Theme.ink
    onNameChanged: requestPaint()
    onColorChanged: requestPaint()
    onWidthChanged: requestPaint()
    onPaint: {
        var ctx = getContext("2d");
        var w = width, h = height, i;
        ctx.reset();
        ctx.strokeStyle = color;
        ctx.fillStyle = color;
        ctx.lineWidth = Math.max(1.5, w * 0.09);
        ctx.lineCap = "round";
        ctx.lineJoin = "round";
        ctx.beginPath();
        if (name === "new") {           // a die with a plus
            ctx.roundedRect(w * 0.12, h * 0.12, w * 0.76, h * 0.76, w * 0.18, h * 0.18);
            ctx.moveTo(w * 0.5, h * 0.3); ctx.lineTo(w * 0.5, h * 0.7);
            ctx.moveTo(w * 0.3, h * 0.5); ctx.lineTo(w * 0.7, h * 0.5);
            ctx.stroke();
        } else if (name === "rules") {  // an open book
            ctx.moveTo(w * 0.5, h * 0.25); ctx.lineTo(w * 0.5, h * 0.85);
            ctx.moveTo(w * 0.5, h * 0.25); ctx.quadraticCurveTo(w * 0.3, h * 0.12, w * 0.08, h * 0.2);
            ctx.lineTo(w * 0.08, h * 0.78); ctx.quadraticCurveTo(w * 0.3, h * 0.72, w * 0.5, h * 0.85);
            ctx.moveTo(w * 0.5, h * 0.25); ctx.quadraticCurveTo(w * 0.7, h * 0.12, w * 0.92, h * 0.2);
            ctx.lineTo(w * 0.92, h * 0.78); ctx.quadraticCurveTo(w * 0.7, h * 0.72, w * 0.5, h * 0.85);
            ctx.stroke();
        } else if (name === "scores") { // a cup
            ctx.moveTo(w * 0.25, h * 0.15); ctx.lineTo(w * 0.75, h * 0.15);
            ctx.lineTo(w * 0.7, h * 0.45); ctx.quadraticCurveTo(w * 0.5, h * 0.65, w * 0.3, h * 0.45);
            ctx.closePath();
            ctx.moveTo(w * 0.5, h * 0.58); ctx.lineTo(w * 0.5, h * 0.8);
            ctx.moveTo(w * 0.3, h * 0.85); ctx.lineTo(w * 0.7, h * 0.85);
            ctx.moveTo(w * 0.25, h * 0.22); ctx.quadraticCurveTo(w * 0.05, h * 0.25, w * 0.28, h * 0.45);
            ctx.moveTo(w * 0.75, h * 0.22); ctx.quadraticCurveTo(w * 0.95, h * 0.25, w * 0.72, h * 0.45);
            ctx.stroke();
        } else if (name === "settings") { // three sliders
            for (i = 0; i < 3; ++i) {
                var y = h * (0.22 + i * 0.28);
                ctx.moveTo(w * 0.1, y); ctx.lineTo(w * 0.9, y);
            }
            ctx.stroke();
            var xs = [0.32, 0.68, 0.45];
            for (i = 0; i < 3; ++i) {
                ctx.beginPath();
                ctx.arc(w * xs[i], h * (0.22 + i * 0.28), w * 0.1, 0, Math.PI * 2);
                ctx.fill();
            }
        } else if (name === "about") {  // a heart
            ctx.moveTo(w * 0.5, h * 0.86);
            ctx.bezierCurveTo(w * 0.05, h * 0.55, w * 0.05, h * 0.15, w * 0.3, h * 0.15);
            ctx.bezierCurveTo(w * 0.42, h * 0.15, w * 0.5, h * 0.25, w * 0.5, h * 0.32);
            ctx.bezierCurveTo(w * 0.5, h * 0.25, w * 0.58, h * 0.15, w * 0.7, h * 0.15);
            ctx.bezierCurveTo(w * 0.95, h * 0.15, w * 0.95, h * 0.55, w * 0.5, h * 0.86);
            ctx.fill();
        } else if (name === "daily") {  // a calendar page with today marked
            ctx.roundedRect(w * 0.12, h * 0.18, w * 0.76, h * 0.7, w * 0.1, h * 0.1);
            ctx.moveTo(w * 0.12, h * 0.38); ctx.lineTo(w * 0.88, h * 0.38);
            ctx.moveTo(w * 0.32, h * 0.08); ctx.lineTo(w * 0.32, h * 0.26);
            ctx.moveTo(w * 0.68, h * 0.08); ctx.lineTo(w * 0.68, h * 0.26);
            ctx.stroke();
            ctx.beginPath();
            ctx.arc(w * 0.5, h * 0.62, w * 0.11, 0, Math.PI * 2);
            ctx.fill();
        } else if (name === "statistics") { // three bars on a base line
            ctx.moveTo(w * 0.1, h * 0.88); ctx.lineTo(w * 0.9, h * 0.88);
            ctx.stroke();
            ctx.fillRect(w * 0.18, h * 0.52, w * 0.16, h * 0.3);
            ctx.fillRect(w * 0.42, h * 0.18, w * 0.16, h * 0.64);
            ctx.fillRect(w * 0.66, h * 0.38, w * 0.16, h * 0.44);
        } else if (name === "back") {   // an arrow to the left
            ctx.moveTo(w * 0.85, h * 0.5); ctx.lineTo(w * 0.18, h * 0.5);
            ctx.moveTo(w * 0.45, h * 0.2); ctx.lineTo(w * 0.15, h * 0.5); ctx.lineTo(w * 0.45, h * 0.8);
            ctx.stroke();
        } else if (name === "more") {   // three dots: a menu of more screens
            for (i = 0; i < 3; ++i) {
                ctx.beginPath();
                ctx.arc(w * (0.2 + i * 0.3), h * 0.5, w * 0.09, 0, Math.PI * 2);
                ctx.fill();
            }
        }
    }
}
