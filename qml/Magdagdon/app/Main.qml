pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Magdagdon

// The window and its first frame (issue 16): the navigation bar and the board's empty tray
// are drawn before the game's Python backends exist (the first frame needs none of them);
// start() then makes the game itself, GameWindow.qml, with the backends, in the same place.
ApplicationWindow {
    id: window
    property bool kiosk: false
    // The look the stored settings ask for, read before the store exists (app.first_look).
    property string startTheme: "light"
    property int startTextSize: 100
    property bool startReducedMotion: false
    property bool startPowers: true   // the game to come has Majda Powers (not NIGHTMARE)
    property var startPowerNames: []   // their names, the power bar's buttons (engine/powers.py)
    // The game, once start() made it (null in the first frame).
    readonly property GameWindow game: content.item as GameWindow
    readonly property bool playable: game !== null

    // The first size fits the screen it opens on (an 800×600 screen gets a window that fits
    // it); below the smallest size the layout is made for, the window does not shrink.
    readonly property int smallestWidth: 720
    readonly property int smallestHeight: 560
    width: Math.min(1280, Math.max(smallestWidth, Screen.desktopAvailableWidth > 0 ? Screen.desktopAvailableWidth - 32 : 1280))
    height: Math.min(800, Math.max(smallestHeight, Screen.desktopAvailableHeight > 0 ? Screen.desktopAvailableHeight - 48 : 800))
    minimumWidth: Math.min(smallestWidth, Screen.desktopAvailableWidth > 0 ? Screen.desktopAvailableWidth : smallestWidth)
    minimumHeight: Math.min(smallestHeight, Screen.desktopAvailableHeight > 0 ? Screen.desktopAvailableHeight : smallestHeight)
    visible: true
    visibility: kiosk ? Window.FullScreen : Window.AutomaticVisibility
    //: Window title; MAGDAGDON is the game's name. Room: 13 characters.
    title: qsTr("MAGDAGDON")
    color: Theme.paper
    font.family: Theme.fontFamily

    // Sizes follow the window; touch targets follow the screen's real pixel density.
    Binding {
        target: Theme
        property: "scale"
        value: Math.max(0.7, Math.min(2.8, Math.min(window.width, window.height) / 800))
    }
    // The look the player chose (Settings; --theme overrides the theme for one run).
    property string themeOverride: ""
    Binding {
        target: Theme
        property: "choice"
        value: window.themeOverride !== "" ? window.themeOverride : window.game ? window.game.store.theme : window.startTheme
    }
    Binding {
        target: Theme
        property: "textScale"
        value: (window.game ? window.game.store.textSize : window.startTextSize) / 100
    }
    Binding {
        target: Theme
        property: "reducedMotion"
        value: window.game ? window.game.store.reducedMotion : window.startReducedMotion
    }
    Binding {
        target: Theme
        property: "pixelDensity"
        value: Screen.pixelDensity > 0 ? Screen.pixelDensity : 3.78
    }

    /*! Make the game in the window: ``backends`` holds the session, store, language, hints
        and comeback (magdagdon.app.application). Once only. */
    function start(backends) {
        if (content.source.toString() === "")
            content.setSource(Qt.resolvedUrl("GameWindow.qml"), backends);
    }
    Binding {
        target: window.game
        property: "topInset"
        value: window.header.height
        when: window.game !== null
    }
    Binding {
        target: window.game
        property: "barGrowth"
        value: (window.header as NavigationBar).growth
        when: window.game !== null
    }
    // The pages, for tests and tools that walk the window (tests/comeback/shots.py).
    function navigate(name) {
        window.game?.navigate(name);
    }
    function openOver(name) {
        window.game?.openOver(name);
    }
    function back() {
        window.game?.back();
    }

    header: NavigationBar {
        objectName: "navigationBar"
        current: window.game ? window.game.currentPage : "game"
        comeback: window.game ? window.game.comeback !== null : true
        note: window.game ? window.game.gameTag : ""
        pageTitle: window.game ? window.game.pageTitle : ""
        onBack: window.game?.back()
        onNavigate: function (name) {
            window.game?.navigate(name);
        }
        onNewGame: window.game?.newGame()
    }

    StartFrame {   // the first frame's board, until the game covers it
        anchors.fill: parent
        powers: window.startPowers
        powerNames: window.startPowerNames
        referenceHeight: height + (window.header as NavigationBar).growth
        // Under the game it stays laid out (tests compare the two), drawn no more.
        opacity: window.game === null ? 1 : 0
    }
    Loader {
        id: content
        objectName: "gameWindow"
        anchors.fill: parent
    }
}
