pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Magdagdon.Backend

// The window: the navigation bar, the game screen and the pages pushed over it, and the one
// question dialog. Backends arrive as required properties from the application.
ApplicationWindow {
    id: window
    required property GameSession session
    required property Store store
    required property Language language
    required property HintService hints
    property Comeback comeback: null   // daily, SHARE, play a code, replays, statistics
    property bool kiosk: false

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
    //: Window title; MAGDAGDON is the game's name.
    title: qsTr("MAGDAGDON")
    color: Theme.paper
    font.family: Theme.fontFamily

    // Sizes follow the window; touch targets follow the screen's real pixel density.
    Binding { target: Theme; property: "scale"; value: Math.max(0.7, Math.min(2.8, Math.min(window.width, window.height) / 800)) }
    // The look the player chose (Settings; --theme overrides the theme for one run).
    property string themeOverride: ""
    Binding { target: Theme; property: "choice"; value: window.themeOverride !== "" ? window.themeOverride : window.store.theme }
    Binding { target: Theme; property: "textScale"; value: window.store.textSize / 100 }
    Binding { target: Theme; property: "reducedMotion"; value: window.store.reducedMotion }
    Binding { target: Theme; property: "pixelDensity"; value: Screen.pixelDensity > 0 ? Screen.pixelDensity : 3.78 }

    property string currentPage: "game"
    property var trail: []   // the pages under a replay (BACK returns to them)

    function navigate(name) {
        if (name === currentPage)
            return;
        var page = name === "rules" ? rulesPage : name === "about" ? aboutPage
                 : name === "settings" ? settingsPage : name === "review" ? reviewPage
                 : name === "daily" ? dailyPage : name === "statistics" ? statisticsPage
                 : scoresPage;
        if (trail.length > 0) {   // leaving a replay: back to the game screen first
            stack.pop(null, StackView.Immediate);
            trail = [];
        }
        if (stack.depth > 1)
            stack.replace(stack.currentItem, page, {}, StackView.Immediate);
        else
            stack.push(page, {}, StackView.Immediate);
        currentPage = name;
    }
    // A replay (and its review) opens over the page it came from.
    function openOver(name) {
        var replay = comeback.replay;
        trail = trail.concat([currentPage]);
        if (name === "replay")
            stack.push(replayPage, { replay: replay }, StackView.Immediate);
        else
            stack.push(replayReviewPage, { hints: replay.reviewHints, session: replay.reviewSession },
                       StackView.Immediate);
        currentPage = name;
    }
    function back() {
        if (trail.length > 0) {
            stack.pop(StackView.Immediate);
            currentPage = trail[trail.length - 1];
            trail = trail.slice(0, trail.length - 1);
            if (currentPage === "game")
                stack.pop(null, StackView.Immediate);
            return;
        }
        stack.pop(null, StackView.Immediate);
        currentPage = "game";
    }
    function newGame() {
        back();
        if (session.inProgress)
            //: Question before NEW GAME abandons the game in progress (R2.2).
            confirmDialog.ask(qsTr("Start a new game? The game in progress ends and is not recorded."),
                       //: Dialog button: abandon this game and start a new one.
                       qsTr("NEW GAME"),
                       function () { window.session.newGame(); });
        else
            session.newGame();
    }

    header: NavigationBar {
        current: window.currentPage
        comeback: window.comeback !== null
        note: window.comeback ? window.comeback.current.label : ""
        pageTitle: stack.depth > 1 ? ((stack.currentItem as Page)?.title ?? "") : ""
        onBack: window.back()
        onNavigate: function (name) { window.navigate(name); }
        onNewGame: window.newGame()
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: GameView {
            id: gameView
            keysEnabled: !confirmDialog.open && !keysDialog.open
            // The guided game plays on this same screen, with its own session (issue 13).
            session: tutorial.running ? tutorial.session : window.session
            hints: tutorial.running ? null : window.hints
            store: window.store
            comeback: window.comeback
            onShowHighScores: window.navigate("scores")
            onShowReview: window.navigate("review")
        }
    }

    Component {
        id: rulesPage
        RulesPage {
            onLearn: { window.back(); tutorial.start(); }
        }
    }
    Component {
        id: aboutPage
        AboutPage {}
    }
    Component {
        id: settingsPage
        SettingsPage {
            session: window.session
            store: window.store
            language: window.language
            dialog: confirmDialog
            onStarted: window.back()
        }
    }
    Component {
        id: scoresPage
        HighScoresPage {
            store: window.store
            language: window.language
            difficulty: window.session.difficulty
            highlightDifficulty: window.session.lastRank > 0 ? window.session.difficulty : ""
            highlightRank: window.session.lastRank
            comeback: window.comeback
            onReplay: window.openOver("replay")
        }
    }
    Component {
        id: dailyPage
        DailyPage {
            comeback: window.comeback
            session: window.session
            dialog: confirmDialog
            onPlay: window.back()
            onReplay: window.openOver("replay")
            onPlayCode: playCode.show()
        }
    }
    Component {
        id: statisticsPage
        StatisticsPage {
            comeback: window.comeback
            language: window.language
            difficulty: window.session.difficulty
            onPlay: window.back()
            onReplay: window.openOver("replay")
        }
    }
    Component {
        id: replayPage
        ReplayPage {
            onReview: window.openOver("replayReview")
        }
    }
    Component {
        id: replayReviewPage
        ReviewPage {}
    }

    Component {
        id: reviewPage
        ReviewPage {
            hints: window.hints
            session: window.session
        }
    }

    PlayCodeDialog {
        id: playCode
        parent: Overlay.overlay
        anchors.fill: parent
        comeback: window.comeback
        session: window.session
        dialog: confirmDialog
        onStarted: window.back()
    }

    // The guided first game (issue 13): offered once on the first start, always on RULES.
    GuidedGame {
        id: tutorial
        store: window.store
        topInset: window.header ? window.header.height : 0
        shown: window.currentPage === "game"
    }
    FirstStartCard {
        tutorial: tutorial.tutorial
        session: window.session
        store: window.store
        scene: window.contentItem
        shown: window.currentPage === "game"
        parent: Overlay.overlay
    }

    ConfirmDialog {
        id: confirmDialog
        parent: Overlay.overlay
        anchors.fill: parent
    }
    KeysDialog {
        id: keysDialog
        objectName: "keysDialog"
        parent: Overlay.overlay
        anchors.fill: parent
    }

    // Keys of the whole window (issue 15); the game's own keys are in GameView.qml.
    /*! Pages (rules, about, scores...): the arrow and page keys scroll their text. */
    function scrollPage(lines, pages) {
        var page = stack.depth > 1 ? stack.currentItem : null;
        var flick = null;
        var todo = page ? [page] : [];
        while (todo.length > 0 && flick === null) {
            var item = todo.shift();
            if (item instanceof Flickable)
                flick = item;
            else
                for (var i = 0; i < item.children.length; i++)
                    todo.push(item.children[i]);
        }
        if (flick === null)
            return;
        var step = lines * Theme.fontBody * 3 + pages * flick.height * 0.9;
        var bottom = Math.max(0, flick.contentHeight - flick.height);
        flick.contentY = Math.max(0, Math.min(bottom, flick.contentY + step));
    }
    Shortcut { sequence: "Down"; enabled: stack.depth > 1 && !keysDialog.open; onActivated: window.scrollPage(1, 0) }
    Shortcut { sequence: "Up"; enabled: stack.depth > 1 && !keysDialog.open; onActivated: window.scrollPage(-1, 0) }
    Shortcut { sequence: "PgDown"; enabled: stack.depth > 1 && !keysDialog.open; onActivated: window.scrollPage(0, 1) }
    Shortcut { sequence: "PgUp"; enabled: stack.depth > 1 && !keysDialog.open; onActivated: window.scrollPage(0, -1) }
    Shortcut {
        sequence: "N"
        enabled: !confirmDialog.open && !keysDialog.open
        onActivated: window.newGame()
    }
    Shortcut {
        sequences: ["F1", "?", "Shift+?"]
        enabled: !confirmDialog.open
        onActivated: keysDialog.open = !keysDialog.open
    }
    Shortcut {
        sequence: "Escape"
        onActivated: {
            if (keysDialog.open)
                keysDialog.open = false;
            else if (confirmDialog.open)
                confirmDialog.open = false;
            else if (stack.depth > 1)
                window.back();
            else
                gameView.stepBack();
        }
    }

    // Saving failed (issue 17): the player sees it, in words, for as long as it lasts.
    SaveProblemBanner {
        store: window.store
    }
}
