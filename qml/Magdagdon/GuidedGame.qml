import QtQuick
import QtQuick.Controls
import Magdagdon.Backend

// The guided first game for one window (issue 13): its Tutorial and the spotlight overlay.
// The window shows `session` on its game screen while `running`. Desktop: Main.qml. Kiosk:
// set `kiosk` and `brief`, and call `play()` from the welcome screen's HOW TO PLAY; a real
// game is waiting on the play screen when it ends, and leaving the play screen (idle reset,
// operator) stops it.
Item {
    id: root
    property Store store: null
    property QtObject kiosk: null       // the KioskController (a kiosk window only)
    property bool brief: false          // the passer-by's version (fewer taps)
    property real topInset: 0           // a navigation bar above the game screen
    property bool shown: true           // the game screen is on view (not a page over it)
    readonly property Tutorial tutorial: backend
    readonly property bool running: backend.running
    readonly property GameSession session: backend.session
    signal finished()

    function start() { backend.start(); }
    function stop() { backend.skip(); }
    // Kiosk: the play screen (with a fresh real game behind) and the guided game over it.
    function play() {
        if (root.kiosk)
            root.kiosk.play();
        backend.start();
    }

    Tutorial {
        id: backend
        store: root.store
        brief: root.brief
        onFinished: root.finished()
    }
    Connections {
        target: root.kiosk
        function onScreenChanged() {
            if (root.kiosk.screen !== "play")
                backend.skip();
        }
    }
    TutorialOverlay {
        tutorial: backend
        shown: root.shown
        topInset: root.topInset
        parent: Overlay.overlay
        anchors.fill: parent
    }
}
