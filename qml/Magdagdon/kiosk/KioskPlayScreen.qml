pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The kiosk's play screen: a bar with the title, RULES (a card with the rules in six
// lines, made on first use) and HOME back to the welcome screen, asked first when a game is
// running (it ends unrecorded, R2.2), above the app's own GameView.
Item {
    id: root
    required property KioskController kiosk
    required property GameSession session
    required property Store store
    readonly property real barHeight: Theme.touch * 1.1 + Theme.gap * 2

    objectName: "kioskPlayScreen"
    onVisibleChanged: if (!visible) {
        howTo.shown = false;
        leave.open = false;
    }

    function goHome() {
        if (root.session.inProgress)
            leave.open = true;
        else
            root.kiosk.leaveGame();
    }

    Rectangle {
        id: bar
        objectName: "playBar"
        width: parent.width
        height: root.barHeight
        color: Theme.paperDeep
        Rectangle {
            width: parent.width
            height: Theme.lineWidth
            anchors.bottom: parent.bottom
            color: Theme.line
        }

        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.touch * 1.3 + Theme.margin   // the operator's corner
            anchors.rightMargin: Theme.margin
            spacing: Theme.gap * 1.5

            Text {
                objectName: "playTitle"
                Layout.fillWidth: true
                Layout.fillHeight: true
                verticalAlignment: Text.AlignVCenter
                text: "MAGDAGDON"   // the game's name, the same in every language
                color: Theme.berry
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontTitle
                font.weight: Font.Bold
                font.letterSpacing: Theme.fontTitle * 0.08
                // The name shrinks, never cut, where large text leaves it less room.
                fontSizeMode: Text.Fit
                minimumPixelSize: 10
            }
            ActionButton {
                objectName: "howToPlayButton"
                size: Theme.touch * 1.1
                tone: Theme.teal
                //: Kiosk play screen button: opens a short card with the rules (the welcome screen's HOW TO
                //: PLAY is the guided game, a different thing). Room: 8 characters.
                text: qsTr("RULES")
                onClicked: howTo.shown = true
            }
            ActionButton {
                objectName: "playHomeButton"
                size: Theme.touch * 1.1
                tone: Theme.inkSoft
                //: Kiosk play screen button: back to the welcome screen. Room: 7 characters.
                text: qsTr("HOME")
                onClicked: root.goHome()
            }
        }
    }

    GameView {
        objectName: "kioskGameView"
        y: bar.height
        width: parent.width
        height: parent.height - bar.height
        session: root.session
        kiosk: true
        onShowHighScores: root.kiosk.showScores()
    }

    Loader {
        id: howTo
        objectName: "howToLoader"
        property bool shown: false
        property bool used: false   // made on first use, then kept
        onShownChanged: if (shown)
            used = true
        anchors.fill: parent
        active: used || shown
        visible: shown
        sourceComponent: KioskHowToCard {
            kiosk: root.kiosk
            onClosed: howTo.shown = false
        }
    }

    ConfirmDialog {   // bound texts: they follow a language switch while shown
        id: leave
        anchors.fill: parent
        //: Kiosk play screen, HOME during a game: the question before leaving. Room: 70 characters.
        question: qsTr("Leave this game? It ends here and is not recorded.")
        //: Kiosk play screen: the button that really leaves the game. Room: 14 characters.
        acceptText: qsTr("LEAVE GAME")
        onAccepted: root.kiosk.leaveGame()
    }
}
