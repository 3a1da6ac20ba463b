pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon.Backend
import Magdagdon

// The kiosk in its window (KioskMain.qml draws the first frame without it, issue 16): the
// welcome screen (attract mode), the game (the app's own GameView), today's and all high
// scores, and the operator screen behind a PIN. Idle reset, the PIN check and close refusal
// live in Python (magdagdon/kiosk/); this file only shows the kiosk's state. Made once the
// Python backends exist; they arrive as required properties.
Item {
    id: root
    required property GameSession session
    required property Store store
    required property Language language
    required property KioskController kiosk
    property bool warm: false   // the window's: set from Python after the first frame (magdagdon/kiosk/loading.py)
    property string themeOverride: ""   // the window's (--theme): the look for this run

    WelcomePage {
        objectName: "welcomePage"
        anchors.fill: parent
        visible: root.kiosk.screen === "welcome"
        kiosk: root.kiosk
        session: root.session
        language: root.language
        themeOverride: root.themeOverride
        onHowToPlay: {
            root.kiosk.play();
            guided.start();
        }
    }

    // The play screen is made just after the first frame, in the background (asynchronous),
    // so the welcome screen shows first and "Tap to play" finds it ready; a tap that comes
    // sooner finishes it at once (a Loader made synchronous completes its load).
    Loader {
        id: playLoader
        objectName: "playLoader"
        readonly property bool wanted: root.kiosk.screen === "play"
        anchors.fill: parent
        active: root.warm || wanted
        asynchronous: !wanted
        visible: wanted
        sourceComponent: KioskPlayScreen {
            kiosk: root.kiosk
            session: guided.running ? guided.session : root.session
            store: root.store
        }
    }

    // The guided game (issue 13), the passer-by's short version; a real game waits behind it.
    GuidedGame {
        id: guided
        brief: true
        leaveStops: true
        shown: root.kiosk.screen === "play"
    }

    // The scores are made each time they show (a screen change after a game: ~10 ms more)
    // and let go after, so a kiosk that plays all day does not keep them (issue 16: 1.9 MiB of
    // the kiosk's memory after ten games).
    Loader {
        id: scoresLoader
        objectName: "scoresLoader"
        readonly property bool wanted: root.kiosk.screen === "scores"
        anchors.fill: parent
        active: wanted
        visible: root.kiosk.screen === "scores"
        sourceComponent: KioskScoresPage {
            kiosk: root.kiosk
            session: root.session
            store: root.store
            language: root.language
        }
    }

    // The operator's screens are made on first use (issue 16): the first frame builds only
    // the welcome screen and the game. Once made, each one stays.
    Loader {
        id: operatorLoader
        objectName: "operatorLoader"
        readonly property bool wanted: root.kiosk.screen === "operator"
        property bool used: false   // once made, it stays
        onWantedChanged: if (wanted)
            used = true
        anchors.fill: parent
        active: used || wanted
        visible: root.kiosk.screen === "operator"
        sourceComponent: OperatorPage {
            kiosk: root.kiosk
            session: root.session
            language: root.language
            store: root.store
        }
    }

    Loader {
        id: idleLoader
        objectName: "idleLoader"
        readonly property bool wanted: root.kiosk.countdown > 0
        property bool used: false   // once made, it stays
        onWantedChanged: if (wanted)
            used = true
        anchors.fill: parent
        active: used || wanted
        sourceComponent: IdleCountdownOverlay {
            kiosk: root.kiosk
            session: root.session
        }
    }

    KioskCornerArea {
        kiosk: root.kiosk
        x: 0
        y: 0
    }

    Loader {
        id: pinPadLoader
        objectName: "pinPadLoader"
        readonly property bool wanted: root.kiosk.pinPadOpen
        property bool used: false   // once made, it stays
        onWantedChanged: if (wanted)
            used = true
        anchors.fill: parent
        active: used || wanted
        sourceComponent: PinPadDialog {
            kiosk: root.kiosk
        }
    }

    // Saving failed (issue 17): the player sees it, in words, for as long as it lasts.
    SaveProblemBanner {
        store: root.store
    }
}
