pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// The last games' final scores, oldest on the left: a dot per game and the moving average
// as a line. The scale's lowest and highest scores are written on the left.
Item {
    id: root
    property var points: []            // [{score, average}]
    property int low: 0
    property int high: 0
    property string lowText: ""
    property string highText: ""

    implicitHeight: Theme.touch * 4
    readonly property real axis: Math.max(lowLabel.implicitWidth, highLabel.implicitWidth) + Theme.gap
    readonly property real span: Math.max(1, high - low)

    Text {
        id: highLabel
        anchors.top: parent.top
        text: root.highText
        color: Theme.ink   // a thin "−5" in the soft ink measured 4.4:1 (issue 15: 4.5)
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontSmall * 0.9
    }
    Text {
        id: lowLabel
        anchors.bottom: parent.bottom
        text: root.lowText
        color: Theme.ink   // a thin "−5" in the soft ink measured 4.4:1 (issue 15: 4.5)
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontSmall * 0.9
    }
    ThemedCanvas {
        id: canvas
        objectName: "historyCanvas"
        x: root.axis
        width: root.width - root.axis
        height: root.height
        Connections {
            target: root
            function onPointsChanged() {
                canvas.requestPaint();
            }
        }
        function px(i) {
            var n = root.points.length;
            var pad = Theme.gap;
            return n > 1 ? pad + (width - 2 * pad) * i / (n - 1) : width / 2;
        }
        function py(value) {
            var pad = Theme.fontSmall * 0.5;
            return pad + (height - 2 * pad) * (1 - (value - root.low) / root.span);
        }
        onPaint: {
            var ctx = getContext("2d");
            ctx.reset();
            var pts = root.points;
            ctx.strokeStyle = String(Theme.line);
            ctx.lineWidth = 1;
            for (var g = 0; g <= 2; ++g) {   // low, middle and high guide lines
                var gy = py(root.low + root.span * g / 2);
                ctx.beginPath();
                ctx.moveTo(0, gy);
                ctx.lineTo(width, gy);
                ctx.stroke();
            }
            var dot = Math.max(2.5, Theme.gap * 0.35);
            ctx.fillStyle = String(Theme.berry);
            for (var i = 0; i < pts.length; ++i) {
                ctx.beginPath();
                ctx.arc(px(i), py(pts[i].score), dot, 0, Math.PI * 2);
                ctx.fill();
            }
            if (pts.length > 1) {
                ctx.strokeStyle = String(Theme.teal);
                ctx.lineWidth = Math.max(2, Theme.gap * 0.35);
                ctx.lineJoin = "round";
                ctx.beginPath();
                ctx.moveTo(px(0), py(pts[0].average));
                for (var j = 1; j < pts.length; ++j)
                    ctx.lineTo(px(j), py(pts[j].average));
                ctx.stroke();
            }
        }
    }
}
