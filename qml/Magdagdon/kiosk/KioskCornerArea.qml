import QtQuick
import Magdagdon.Backend
import Magdagdon

// The operator's way in: hold the top-left corner for about 3 s (kiosk.holdMs) and the PIN
// pad opens. A ring fills while the finger stays, so the operator knows to keep holding;
// a stranger's quick tap here does what a tap elsewhere on the screen would do.
MouseArea {
    id: root
    required property KioskController kiosk

    objectName: "operatorCorner"
    width: Theme.touch * 1.3
    height: width
    pressAndHoldInterval: kiosk.holdMs
    //: Screen-reader name of the hidden operator corner; %n is how many seconds to hold it (3).
    Accessible.name: qsTr("Operator: hold for %n seconds", "", Math.ceil(kiosk.holdMs / 1000))
    Accessible.role: Accessible.Button

    property bool holding: false
    onPressed: {
        holding = true;
        kiosk.stillPlaying();
    }
    onReleased: holding = false
    onCanceled: holding = false
    onClicked: if (kiosk.screen === "welcome")
        kiosk.play()
    onPressAndHold: {
        holding = false;
        kiosk.openPinPad();
    }

    // Progress ring, shown only after a moment so ordinary taps show nothing.
    Item {
        id: ring
        anchors.centerIn: parent
        width: parent.width * 0.8
        height: width
        opacity: progress > 0.2 ? 1 : 0
        property real progress: 0
        NumberAnimation on progress {
            running: root.holding
            from: 0
            to: 1
            duration: root.kiosk.holdMs
        }
        onProgressChanged: canvas.requestPaint()
        Connections {
            target: root
            function onHoldingChanged() {
                if (!root.holding)
                    ring.progress = 0;
            }
        }
        ThemedCanvas {
            id: canvas
            anchors.fill: parent
            onPaint: {
                var ctx = getContext("2d");
                ctx.reset();
                var r = width / 2 - 4;
                ctx.lineWidth = Math.max(3, width * 0.08);
                ctx.strokeStyle = Theme.line;
                ctx.beginPath();
                ctx.arc(width / 2, height / 2, r, 0, Math.PI * 2);
                ctx.stroke();
                ctx.strokeStyle = Theme.berry;
                ctx.beginPath();
                ctx.arc(width / 2, height / 2, r, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * ring.progress);
                ctx.stroke();
            }
        }
    }
}
