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
    Binding { target: Theme; property: "pixelDensity"; value: Screen.pixelDensity > 0 ? Screen.pixelDensity : 3.78 }

    property string currentPage: "game"

    function navigate(name) {
        if (name === currentPage)
            return;
        var page = name === "rules" ? rulesPage : name === "about" ? aboutPage
                 : name === "settings" ? settingsPage : name === "review" ? reviewPage
                 : scoresPage;
        if (stack.depth > 1)
            stack.replace(stack.currentItem, page, {}, StackView.Immediate);
        else
            stack.push(page, {}, StackView.Immediate);
        currentPage = name;
    }
    function back() {
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
        pageTitle: stack.depth > 1 ? ((stack.currentItem as Page)?.title ?? "") : ""
        onBack: window.back()
        onNavigate: function (name) { window.navigate(name); }
        onNewGame: window.newGame()
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: GameView {
            session: window.session
            hints: window.hints
            store: window.store
            onShowHighScores: window.navigate("scores")
            onShowReview: window.navigate("review")
        }
    }

    Component {
        id: rulesPage
        RulesPage {}
    }
    Component {
        id: aboutPage
        AboutPage {}
    }
    Component {
        id: settingsPage
        SettingsPage {
            session: window.session
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
        }
    }

    Component {
        id: reviewPage
        ReviewPage {
            hints: window.hints
            session: window.session
        }
    }

    ConfirmDialog {
        id: confirmDialog
        parent: Overlay.overlay
        anchors.fill: parent
    }
}
