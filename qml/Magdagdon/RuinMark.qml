import QtQuick

// A ruined cell: dark cracked stone with a cross, so it reads without colour.
Rectangle {
    id: root
    radius: width * 0.14
    color: Theme.ruin
    border.color: Theme.ruinCrack
    border.width: Math.max(2, width * 0.03)

    Canvas {
        id: cracks
        anchors.fill: parent
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onPaint: {
            var ctx = getContext("2d");
            var w = width, h = height;
            ctx.reset();
            ctx.lineCap = "round";
            ctx.lineJoin = "round";
            // cracks
            ctx.strokeStyle = Theme.ruinCrack;
            ctx.lineWidth = Math.max(1.5, w * 0.025);
            ctx.beginPath();
            ctx.moveTo(w * 0.08, h * 0.30); ctx.lineTo(w * 0.30, h * 0.38);
            ctx.lineTo(w * 0.42, h * 0.22); ctx.lineTo(w * 0.60, h * 0.30);
            ctx.moveTo(w * 0.62, h * 0.92); ctx.lineTo(w * 0.70, h * 0.70);
            ctx.lineTo(w * 0.92, h * 0.62);
            ctx.moveTo(w * 0.10, h * 0.80); ctx.lineTo(w * 0.26, h * 0.70);
            ctx.stroke();
            // the cross
            ctx.strokeStyle = Theme.ruinMark;
            ctx.lineWidth = Math.max(3, w * 0.07);
            ctx.beginPath();
            ctx.moveTo(w * 0.32, h * 0.32); ctx.lineTo(w * 0.68, h * 0.68);
            ctx.moveTo(w * 0.68, h * 0.32); ctx.lineTo(w * 0.32, h * 0.68);
            ctx.stroke();
        }
    }
}
