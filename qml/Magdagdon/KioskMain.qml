pragma ComponentBehavior: Bound
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
    property bool warm: false   // set from Python after the first frame (magdagdon/kiosk/loading.py)

    objectName: "kioskWindow"
    // The whole screen even where nothing honours FullScreen (a bare X server without a
    // window manager, as many kiosks start: xinit magdagdon --kiosk).
    x: Screen.virtualX
    y: Screen.virtualY
    width: Screen.width > 0 ? Screen.width : 1920
    height: Screen.height > 0 ? Screen.height : 1080
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
        onHowToPlay: { window.kiosk.play(); guided.start(); }
    }

    // The play screen is made just after the first frame, in the background (asynchronous),
    // so the welcome screen shows first and "Tap to play" finds it ready; a tap that comes
    // sooner finishes it at once (a Loader made synchronous completes its load).
    Loader {
        id: playLoader
        objectName: "playLoader"
        readonly property bool wanted: window.kiosk.screen === "play"
        anchors.fill: parent
        active: window.warm || wanted
        asynchronous: !wanted
        visible: wanted
        sourceComponent: KioskPlayScreen {
            kiosk: window.kiosk
            session: guided.running ? guided.session : window.session
            store: window.store
        }
    }

    // The guided game (issue 13), the passer-by's short version; a real game waits behind it.
    GuidedGame {
        id: guided
        brief: true
        leaveStops: true
        shown: window.kiosk.screen === "play"
    }

    // The operator's screens and the scores are made on first use (issue 16): the first
    // frame builds only the welcome screen and the game. Once made, each one stays.
    Loader {
        id: scoresLoader
        objectName: "scoresLoader"
        readonly property bool wanted: window.kiosk.screen === "scores"
        property bool used: false   // once made, it stays
        onWantedChanged: if (wanted) used = true
        anchors.fill: parent
        active: used || wanted
        visible: window.kiosk.screen === "scores"
        sourceComponent: KioskScoresPage {
            kiosk: window.kiosk
            session: window.session
            store: window.store
            language: window.language
        }
    }

    Loader {
        id: operatorLoader
        objectName: "operatorLoader"
        readonly property bool wanted: window.kiosk.screen === "operator"
        property bool used: false   // once made, it stays
        onWantedChanged: if (wanted) used = true
        anchors.fill: parent
        active: used || wanted
        visible: window.kiosk.screen === "operator"
        sourceComponent: OperatorPage {
            kiosk: window.kiosk
            session: window.session
            language: window.language
            store: window.store
        }
    }

    Loader {
        id: idleLoader
        objectName: "idleLoader"
        readonly property bool wanted: window.kiosk.countdown > 0
        property bool used: false   // once made, it stays
        onWantedChanged: if (wanted) used = true
        anchors.fill: parent
        active: used || wanted
        sourceComponent: IdleCountdownOverlay {
            kiosk: window.kiosk
            session: window.session
        }
    }

    KioskCornerArea {
        kiosk: window.kiosk
        x: 0
        y: 0
    }

    Loader {
        id: pinPadLoader
        objectName: "pinPadLoader"
        readonly property bool wanted: window.kiosk.pinPadOpen
        property bool used: false   // once made, it stays
        onWantedChanged: if (wanted) used = true
        anchors.fill: parent
        active: used || wanted
        sourceComponent: PinPadDialog {
            kiosk: window.kiosk
        }
    }

    // Saving failed (issue 17): the player sees it, in words, for as long as it lasts.
    SaveProblemBanner {
        store: window.store
    }
}
