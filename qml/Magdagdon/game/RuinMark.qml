pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// A ruined cell: dark cracked stone with a cross, so it reads without colour. crack() plays
// the ruin's motion: the cracks run outward from the centre and a little dust fades.
Rectangle {
    id: root
    radius: width * 0.14
    color: Theme.ruin
    border.color: Theme.ruinCrack
    border.width: Math.max(2, Theme.lineWidth, width * 0.03)

    property real progress: 1          // 0..1: how far the cracks have run
    readonly property bool cracking: crackAnim.running

    function crack() {
        crackAnim.stop();
        if (Theme.crack <= 0) {
            root.progress = 1;
            return;
        }
        crackAnim.start();
    }
    onProgressChanged: cracks.requestPaint()

    ParallelAnimation {
        id: crackAnim
        NumberAnimation {
            target: root
            property: "progress"
            from: 0
            to: 1
            duration: Theme.crack
            easing.type: Easing.OutQuad
        }
        NumberAnimation {
            target: dust
            property: "opacity"
            from: 0.9
            to: 0
            duration: Theme.crack
            easing.type: Easing.InQuad
        }
        NumberAnimation {
            target: dust
            property: "spread"
            from: 0
            to: 1
            duration: Theme.crack
            easing.type: Easing.OutCubic
        }
        onStopped: {
            root.progress = 1;
            dust.opacity = 0;
        }
    }

    ThemedCanvas {
        id: cracks
        anchors.fill: parent
        onPaint: {
            var ctx = getContext("2d");
            var w = width, h = height, t = root.progress;
            ctx.reset();
            ctx.lineCap = "round";
            ctx.lineJoin = "round";
            // cracks, each a polyline from the centre outward, drawn up to t of its length
            var paths = [[[0.5, 0.5], [0.42, 0.22], [0.30, 0.38], [0.08, 0.30]], [[0.5, 0.5], [0.60, 0.30], [0.78, 0.18]], [[0.5, 0.5], [0.70, 0.70], [0.92, 0.62]], [[0.5, 0.5], [0.62, 0.92]], [[0.5, 0.5], [0.26, 0.70], [0.10, 0.80]]];
            ctx.strokeStyle = Theme.ruinCrack;
            ctx.lineWidth = Math.max(1.5, w * 0.025);
            ctx.beginPath();
            for (var i = 0; i < paths.length; i++) {
                var pts = paths[i];
                var segs = pts.length - 1;
                var reach = t * segs;
                ctx.moveTo(pts[0][0] * w, pts[0][1] * h);
                for (var k = 1; k < pts.length; k++) {
                    var f = Math.max(0, Math.min(1, reach - (k - 1)));
                    if (f <= 0)
                        break;
                    var ax = pts[k - 1][0], ay = pts[k - 1][1];
                    ctx.lineTo((ax + (pts[k][0] - ax) * f) * w, (ay + (pts[k][1] - ay) * f) * h);
                }
            }
            ctx.stroke();
            // the cross, once the stone has cracked
            ctx.globalAlpha = Math.max(0, Math.min(1, t * 2 - 0.6));
            ctx.strokeStyle = Theme.ruinMark;
            ctx.lineWidth = Math.max(3, w * 0.07);
            ctx.beginPath();
            ctx.moveTo(w * 0.32, h * 0.32);
            ctx.lineTo(w * 0.68, h * 0.68);
            ctx.moveTo(w * 0.68, h * 0.32);
            ctx.lineTo(w * 0.32, h * 0.68);
            ctx.stroke();
        }
    }

    Item {   // dust: a few grains thrown out as the stone cracks, then gone
        id: dust
        anchors.fill: parent
        opacity: 0
        visible: opacity > 0
        property real spread: 0
        Repeater {
            model: 6
            delegate: Rectangle {
                id: grain
                required property int index
                readonly property real angle: grain.index * Math.PI / 3 + 0.4
                width: root.width * 0.07
                height: width
                radius: width / 2
                color: Theme.dust
                x: root.width / 2 + Math.cos(grain.angle) * root.width * (0.15 + 0.4 * dust.spread) - grain.width / 2
                y: root.height / 2 + Math.sin(grain.angle) * root.height * (0.15 + 0.4 * dust.spread) - grain.height / 2
            }
        }
    }
}
