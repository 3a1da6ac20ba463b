import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Magdagdon.Backend

// The kiosk window: fullscreen, frameless, no quit button, touch only. The welcome screen
// (attract mode), the game (the app's own GameView), today's and all high scores, and the
// operator screen behind a PIN. Idle reset, the PIN check and close refusal live in Python
// (magdagdon/kiosk/); this file only shows the kiosk's state.
ApplicationWindow {
    id: window
    required property GameSession session
    required property Store store
    required property Language language
    required property KioskController kiosk

    objectName: "kioskWindow"
    width: 1920
    height: 1080
    visible: true
    visibility: Window.FullScreen   // set once; show() is never called on this window
    flags: Qt.Window | Qt.FramelessWindowHint
    //: Window title; MAGDAGDON is the game's name.
    title: qsTr("MAGDAGDON")
    color: Theme.paper
    font.family: Theme.fontFamily

    // Sizes follow the window; on a kiosk no touch target is under 10 mm.
    Binding { target: Theme; property: "scale"; value: Math.max(0.7, Math.min(2.8, Math.min(window.width, window.height) / 800)) }
    Binding { target: Theme; property: "pixelDensity"; value: Screen.pixelDensity > 0 ? Screen.pixelDensity : 3.78 }
    Binding { target: Theme; property: "touchMillimetres"; value: 10 }

    WelcomePage {
        objectName: "welcomePage"
        anchors.fill: parent
        visible: window.kiosk.screen === "welcome"
        kiosk: window.kiosk
        session: window.session
        language: window.language
    }

    GameView {
        objectName: "kioskGameView"
        anchors.fill: parent
        visible: window.kiosk.screen === "play"
        session: window.session
        onShowHighScores: window.kiosk.showScores()
    }

    KioskScoresPage {
        anchors.fill: parent
        visible: window.kiosk.screen === "scores"
        kiosk: window.kiosk
        session: window.session
        store: window.store
        language: window.language
    }

    OperatorPage {
        anchors.fill: parent
        visible: window.kiosk.screen === "operator"
        kiosk: window.kiosk
        session: window.session
        language: window.language
    }

    IdleCountdownOverlay {
        anchors.fill: parent
        kiosk: window.kiosk
        session: window.session
    }

    KioskCornerArea {
        kiosk: window.kiosk
        x: 0
        y: 0
    }

    PinPadDialog {
        anchors.fill: parent
        kiosk: window.kiosk
    }
}
