pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Templates as T
import Magdagdon.Backend
import Magdagdon

// The game in the window (Main.qml draws the first frame without it, issue 16): the game
// screen and the pages pushed over it, the dialogs, and the window's keys. Made once the
// Python backends exist; they arrive as required properties.
Item {
    id: root
    required property GameSession session
    required property Store store
    required property Language language
    required property HintService hints
    property Comeback comeback: null   // daily, SHARE, play a code, replays, statistics
    property SoundService sound: null  // the game's sounds (Settings plays its volume)
    property real topInset: 0          // the navigation bar above this item
    property real barGrowth: 0         // how much taller large text makes that bar (GameScreen)
    // The navigation bar's page title (Main.qml's header shows it).
    readonly property string pageTitle: stack.depth > 1 ? ((stack.currentItem as Page)?.title ?? "") : ""

    // The navigation bar's tag (Main.qml's header): which game the board shows. None while
    // the guided game plays its own board; its date and words come from Python, so it is
    // read again when the language changes.
    readonly property string gameTag: {
        void root.language.current;
        return root.comeback && !guidedGame.running ? root.comeback.current.label : "";
    }

    property string currentPage: "game"
    property var trail: []   // the pages under a replay (BACK returns to them)

    function navigate(name) {
        if (name === currentPage)
            return;
        var page = name === "rules" ? rulesPage : name === "about" ? aboutPage : name === "settings" ? settingsPage : name === "review" ? reviewPage : name === "daily" ? dailyPage : name === "statistics" ? statisticsPage : scoresPage;
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
            stack.push(replayPage, {
                replay: replay
            }, StackView.Immediate);
        else
            stack.push(replayReviewPage, {
                hints: replay.reviewHints,
                session: replay.reviewSession
            }, StackView.Immediate);
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
            //: Question before NEW GAME abandons the game in progress (R2.2). Room: 90 characters.
            confirmDialog.ask(qsTr("Start a new game? The game in progress ends and is not recorded."),
            //: Dialog button: abandon this game and start a new one. Room: 15 characters.
            qsTr("NEW GAME"), function () {
                root.session.newGame();
            });
        else
            session.newGame();
    }

    // HINT marks the game assisted in the high scores: the first time, the player is told
    // so and agrees before the bot's turn is shown.
    function askHint() {
        if (!hints.canHint || hints.busy)
            return;
        if (session.assisted || store.hintExplained) {
            hints.requestHint();
            return;
        }
        //: Asked before the first HINT ever shown: what a HINT does, and what it costs the game. Room: 173
        //: characters.
        confirmDialog.ask(qsTr("HINT shows the best play the expert sees for this roll. A game played with a HINT is marked as assisted in the high scores."),
        //: Dialog button: show the HINT (the game is marked as assisted). Room: 13 characters.
        qsTr("SHOW HINT"), function () {
            root.store.hintExplained = true;
            root.hints.requestHint();
        }, true);   // Enter shows it: nothing is lost either way
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: GameView {
            id: gameView
            referenceHeight: height + root.barGrowth
            keysEnabled: !confirmDialog.open && !keysDialog.open
            // The guided game plays on this same screen, with its own session (issue 13).
            session: guidedGame.running ? guidedGame.session : root.session
            hints: guidedGame.running ? null : root.hints
            store: root.store
            comeback: root.comeback
            onShowHighScores: root.navigate("scores")
            onHintAsked: root.askHint()
            // The bot starts before the page is made (it may be under way already: kept).
            onShowReview: {
                root.hints.requestReview();
                root.navigate("review");
            }
        }
    }

    Component {
        id: rulesPage
        RulesPage {
            onLearn: {
                root.back();
                guidedGame.start();
            }
        }
    }
    Component {
        id: aboutPage
        AboutPage {}
    }
    Component {
        id: settingsPage
        SettingsPage {
            session: root.session
            store: root.store
            sound: root.sound
            language: root.language
            dialog: confirmDialog
            onStarted: root.back()
        }
    }
    Component {
        id: scoresPage
        HighScoresPage {
            store: root.store
            difficulties: root.session.difficulties
            language: root.language
            difficulty: root.session.difficulty
            highlightDifficulty: root.session.lastRank > 0 ? root.session.difficulty : ""
            highlightRank: root.session.lastRank
            comeback: root.comeback
            onReplay: root.openOver("replay")
        }
    }
    Component {
        id: dailyPage
        DailyPage {
            comeback: root.comeback
            session: root.session
            dialog: confirmDialog
            onPlay: root.back()
            onReplay: root.openOver("replay")
            onPlayCode: playCodeLoader.show()
        }
    }
    Component {
        id: statisticsPage
        StatisticsPage {
            comeback: root.comeback
            difficulties: root.session.difficulties
            language: root.language
            difficulty: root.session.difficulty
            onPlay: root.back()
            onReplay: root.openOver("replay")
        }
    }
    Component {
        id: replayPage
        ReplayPage {
            onReview: root.openOver("replayReview")
        }
    }
    Component {
        id: replayReviewPage
        ReviewPage {}
    }

    Component {
        id: reviewPage
        ReviewPage {
            hints: root.hints
            session: root.session
        }
    }

    // The two dialogs a game can go without are made the first time they open and kept
    // (issue 16: 1.4 MiB less for every player who never opens them).
    Loader {
        id: playCodeLoader
        parent: Overlay.overlay
        anchors.fill: parent
        z: 90
        active: false
        function show() {
            active = true;
            (item as PlayCodeDialog).show();
        }
        sourceComponent: PlayCodeDialog {
            comeback: root.comeback
            session: root.session
            dialog: confirmDialog
            onStarted: root.back()
        }
    }

    // The guided first game (issue 13): offered once on the first start, always on RULES.
    GuidedGame {
        id: guidedGame
        store: root.store
        topInset: root.topInset
        shown: root.currentPage === "game"
    }
    // Starting a game of one's own (NEW GAME, CHANGE AND START, a daily, a code) ends the guided
    // game, whose board would otherwise stay over the new game.
    Connections {
        target: root.session
        function onGameStarted() {
            if (guidedGame.running)
                guidedGame.stop();
        }
    }
    FirstStartCard {
        tutorial: guidedGame.tutorial
        session: root.session
        store: root.store
        scene: root
        shown: root.currentPage === "game"
        topInset: root.topInset
        parent: Overlay.overlay
    }

    ConfirmDialog {
        id: confirmDialog
        parent: Overlay.overlay
        anchors.fill: parent
    }
    Loader {
        id: keysDialog
        readonly property bool open: (item as KeysDialog)?.open ?? false
        parent: Overlay.overlay
        anchors.fill: parent
        z: 100
        active: false
        function toggle(open) {
            active = true;
            (item as KeysDialog).open = open;
        }
        sourceComponent: KeysDialog {
            objectName: "keysDialog"
            powers: root.session.powers
        }
    }

    // Keys of the whole window (issue 15); the game's own keys are in GameView.qml.
    /*! Pages (rules, about, scores...): the arrow and page keys scroll their text; on the
        game screen the page keys scroll the game-over card's breakdown. */
    function scrollPage(lines, pages) {
        var page = stack.depth > 1 ? stack.currentItem : null;
        var flick = page ? null : gameView.cardScroller;
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
    Shortcut {
        sequence: "Down"
        enabled: stack.depth > 1 && !keysDialog.open
        onActivated: root.scrollPage(1, 0)
    }
    Shortcut {
        sequence: "Up"
        enabled: stack.depth > 1 && !keysDialog.open
        onActivated: root.scrollPage(-1, 0)
    }
    readonly property bool pageKeys: (stack.depth > 1 || gameView.cardScroller !== null) && !keysDialog.open
    Shortcut {
        sequence: "PgDown"
        enabled: root.pageKeys
        onActivated: root.scrollPage(0, 1)
    }
    Shortcut {
        sequence: "PgUp"
        enabled: root.pageKeys
        onActivated: root.scrollPage(0, -1)
    }
    // Enter on a focused button presses it, as Space does (the keys list promises both; Qt
    // Quick's buttons take Space only). Enter on the board is GameView's.
    Shortcut {
        sequences: ["Return", "Enter"]
        readonly property Item focused: root.Window.activeFocusItem
        enabled: focused instanceof T.AbstractButton && focused.enabled && focused.visible
        onActivated: (focused as T.AbstractButton).click()
    }
    Shortcut {
        sequence: "N"
        enabled: !confirmDialog.open && !keysDialog.open
        onActivated: root.newGame()
    }
    Shortcut {
        sequences: ["F1", "?", "Shift+?"]
        enabled: !confirmDialog.open
        onActivated: keysDialog.toggle(!keysDialog.open)
    }
    Shortcut {
        sequence: "Escape"
        onActivated: {
            if (keysDialog.open)
                keysDialog.toggle(false);
            else if (confirmDialog.open)
                confirmDialog.open = false;
            else if (stack.depth > 1)
                root.back();
            else
                gameView.stepBack();
        }
    }

    // Saving failed (issues 17, 37): the player sees it, in words, for as long as it lasts.
    SaveProblemBanner {
        store: root.store
        comeback: root.comeback
    }
}
