pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Magdagdon

// The kiosk window and its first frame (issue 16: what starts after every power cut): the
// welcome screen's paper, frame and title (KioskStartFrame.qml) are drawn before the game's
// Python backends exist; start() then makes the kiosk itself, KioskWindow.qml, with the
// backends and the kiosk controller, in the same place. Fullscreen, frameless, touch only.
ApplicationWindow {
    id: window
    property bool warm: false   // set from Python after the first frame (magdagdon/kiosk/loading.py)
    // The kiosk's look as stored (its operator screen chooses it), read before the store
    // exists (startup.first_look); --theme overrides the theme for one run.
    property string startTheme: "light"
    property int startTextSize: 100
    property bool startReducedMotion: false
    property string themeOverride: ""
    // The kiosk, once start() made it (null in the first frame).
    readonly property KioskWindow content: loader.item as KioskWindow
    readonly property bool playable: content !== null

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
    //: Window title; MAGDAGDON is the game's name. Room: 13 characters.
    title: qsTr("MAGDAGDON")
    color: Theme.paper
    font.family: Theme.fontFamily

    // Sizes follow the window; on a kiosk no touch target is under 10 mm.
    Binding {
        target: Theme
        property: "scale"
        value: Math.max(0.7, Math.min(2.8, Math.min(window.width, window.height) / 800))
    }
    Binding {
        target: Theme
        property: "pixelDensity"
        value: Screen.pixelDensity > 0 ? Screen.pixelDensity : 3.78
    }
    Binding {
        target: Theme
        property: "touchMillimetres"
        value: 10
    }
    Binding {   // read from a step away: no text under 20 px (issue 39)
        target: Theme
        property: "textFloor"
        value: 20
    }
    // The first frame's look; once the kiosk is made, its welcome screen binds the look to
    // the store (what this set stays until then: no jump back to the defaults).
    Binding {
        target: Theme
        property: "choice"
        value: window.themeOverride !== "" ? window.themeOverride : window.startTheme
        when: window.content === null
        restoreMode: Binding.RestoreNone
    }
    Binding {
        target: Theme
        property: "textScale"
        value: window.startTextSize / 100
        when: window.content === null
        restoreMode: Binding.RestoreNone
    }
    Binding {
        target: Theme
        property: "reducedMotion"
        value: window.startReducedMotion
        when: window.content === null
        restoreMode: Binding.RestoreNone
    }

    /*! Make the kiosk in the window: ``backends`` holds the session, store, language and the
        kiosk controller (magdagdon/kiosk/loading.py). Once only. */
    function start(backends) {
        if (loader.source.toString() === "")
            loader.setSource(Qt.resolvedUrl("KioskWindow.qml"), backends);
    }
    Binding {
        target: window.content
        property: "warm"
        value: window.warm
        when: window.content !== null
    }
    Binding {
        target: window.content
        property: "themeOverride"
        value: window.themeOverride
        when: window.content !== null
    }

    KioskStartFrame {   // the first frame's welcome screen, until the kiosk covers it
        anchors.fill: parent
        visible: window.content === null
    }
    Loader {
        id: loader
        objectName: "kioskContent"
        anchors.fill: parent
    }
}
