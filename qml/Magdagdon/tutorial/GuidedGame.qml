pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Magdagdon.Backend
import Magdagdon

// The guided first game for one window (issue 13): its Tutorial and the spotlight overlay.
// The window shows `session` on its game screen while `running`. Desktop: Main.qml. Kiosk:
// `brief` and `leaveStops`, started from the welcome screen's HOW TO PLAY once the play
// screen shows (a real game waits behind it); leaving that screen (HOME, idle) stops it.
Item {
    id: root
    property Store store: null
    property bool brief: false          // the passer-by's version (fewer taps)
    property real topInset: 0           // a navigation bar above the game screen
    property bool shown: true           // the game screen is on view (not a page over it)
    property bool leaveStops: false     // kiosk: leaving the game screen ends the guided game
    readonly property Tutorial tutorial: backend
    readonly property bool running: backend?.running ?? false
    readonly property GameSession session: backend?.session ?? null
    signal finished

    function start() {
        backend.start();
    }
    function stop() {
        backend.skip();
    }
    onShownChanged: if (!shown && leaveStops)
        backend.skip()

    Tutorial {
        id: backend
        store: root.store
        brief: root.brief
        onFinished: root.finished()
    }
    // The spotlight is made when the guided game first starts, and kept: most windows never
    // show it (issue 16: 0.7 MiB less resident until then).
    property bool started: false
    onRunningChanged: if (running)
        started = true
    Loader {
        parent: Overlay.overlay
        anchors.fill: parent
        active: root.started
        sourceComponent: TutorialOverlay {
            tutorial: backend
            shown: root.shown
            topInset: root.topInset
        }
    }
}
