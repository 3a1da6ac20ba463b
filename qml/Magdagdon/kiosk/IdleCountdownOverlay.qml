import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// "Still playing?": shown when nobody touched the screen for the idle time. A tap anywhere
// carries on; otherwise, when the count reaches zero, the game in progress ends unrecorded
// and the welcome screen returns (kiosk.countdown; the decision is made in Python).
Rectangle {
    id: root
    required property KioskController kiosk
    required property GameSession session
    readonly property bool active: kiosk.countdown > 0

    objectName: "idleOverlay"
    visible: active
    color: Theme.dim

    MouseArea {   // the tap that answers; it never reaches the game underneath
        anchors.fill: parent
        onPressed: root.kiosk.stillPlaying()
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 11 * Math.max(1, Theme.textScale * 0.75))
        height: column.implicitHeight + Theme.margin * 3
        radius: Theme.radius * 1.5
        color: Theme.card
        border.color: Theme.line

        ColumnLayout {
            id: column
            anchors.fill: parent
            anchors.margins: Theme.margin * 1.5
            spacing: Theme.margin

            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                //: Kiosk idle question, shown after a long time without a touch. Room: 22 characters.
                text: qsTr("Still playing?")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontTitle * 1.4
                font.weight: Font.Bold
                wrapMode: Text.WordWrap
            }
            Item {
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: Theme.touch * 3
                Layout.preferredHeight: Theme.touch * 3
                ThemedCanvas {
                    id: ring
                    anchors.fill: parent
                    property real fraction: root.kiosk.countdownSeconds > 0 ? root.kiosk.countdown / root.kiosk.countdownSeconds : 0
                    onFractionChanged: requestPaint()
                    onPaint: {
                        var ctx = getContext("2d");
                        ctx.reset();
                        var w = Math.max(4, width * 0.07);
                        var r = width / 2 - w;
                        ctx.lineWidth = w;
                        ctx.lineCap = "round";
                        ctx.strokeStyle = Theme.paperDeep;
                        ctx.beginPath();
                        ctx.arc(width / 2, height / 2, r, 0, Math.PI * 2);
                        ctx.stroke();
                        ctx.strokeStyle = Theme.berry;
                        ctx.beginPath();
                        ctx.arc(width / 2, height / 2, r, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * fraction);
                        ctx.stroke();
                    }
                }
                Text {
                    objectName: "idleCountdown"
                    anchors.centerIn: parent
                    text: root.kiosk.countdown
                    color: Theme.berry
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontHuge * 1.2
                    font.weight: Font.Bold
                }
            }
            Text {
                objectName: "idleMessage"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: root.session.phase === "OVER" ?
                //: Kiosk idle overlay after a finished game (its score is already saved). Room: 66
                //: characters.
                qsTr("Your score is saved. Tap anywhere to stay here.") :
                //: Kiosk idle overlay during a game: without a tap the game ends unrecorded. Room: 105
                //: characters.
                qsTr("Tap anywhere to keep playing. Otherwise this game ends and is not recorded.")
                color: Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.DemiBold
            }
        }
    }
}
