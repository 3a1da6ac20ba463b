pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import QtQuick.Layouts
import Magdagdon

// The bar at the top: the game's name (or BACK and the page's title) and the way to every
// screen. Every action is a plain tap: nothing hides behind hover or a right click.
// One line at every width and text size, so its height never depends on the words in it (the
// first frame, drawn before a daily's tag is known, has the game's height): the title shrinks
// to the body size first; then the buttons the width leaves no room for go, from the end,
// into MORE's menu, which the keyboard (Tab, then Space; arrows, Enter, Escape) and screen
// readers (a menu button and its menu items) reach like any menu.
Rectangle {
    id: root
    property string pageTitle: ""      // "" on the game screen
    property string current: "game"
    property bool comeback: false      // DAILY and STATS (not in the kiosk)
    property string note: ""           // a tag beside the game's name: "DAILY 12/1/26"...
    signal back
    signal navigate(string name)
    signal newGame

    // The way to every screen, in the bar's order (DAILY and STATS with the comeback only).
    readonly property var buttons: [newGameButton, dailyButton, rulesButton, highScoresButton, statisticsButton, settingsButton, aboutButton].filter(b => b.available)

    /*! Go where ``button`` leads (page "" is NEW GAME). */
    function open(button) {
        if (button.page === "")
            root.newGame();
        else
            root.navigate(button.page);
    }

    readonly property real spacing: Theme.gap * 0.5
    // What BACK, the smallest title and the tag leave for the buttons.
    readonly property real buttonRoom: width - Theme.margin * 1.5 - Math.ceil(smallestTitle.advanceWidth) - 2 - spacing - (backButton.visible ? backButton.implicitWidth + spacing * 2 + backGap : 0) - (gameTag.visible ? gameTag.implicitWidth + spacing : 0)
    // BACK stands apart from the page's title, a rule between them (at 200 % they read as one).
    readonly property real backGap: Theme.margin + Theme.lineWidth
    // How many buttons show on the bar (their own widths: captions or touch targets); the
    // rest are in MORE's menu.
    readonly property int shownCount: {
        var widths = buttons.map(b => Math.ceil(b.implicitWidth));
        if (widths.reduce((sum, w) => sum + w + spacing, -spacing) <= buttonRoom)
            return buttons.length;
        var room = buttonRoom - moreButton.implicitWidth - spacing;
        var used = -spacing;
        for (var i = 0; i < widths.length; i++) {
            used += widths[i] + spacing;
            if (used > room)
                return i;
        }
        return widths.length;
    }
    readonly property var hidden: buttons.slice(shownCount)

    // The height comes from the parts, not from the row's layout: reading a layout's size
    // while a text size and a window size change in one frame made it lay out inside this
    // binding (a binding loop).
    readonly property real line: Math.max(Theme.touch * 1.3, title.implicitHeight + Theme.gap * 0.6, backButton.implicitHeight + Theme.gap * 0.6, moreButton.implicitHeight + Theme.gap * 0.6)
    implicitHeight: line
    // How much taller than at 100 % text its words make it (Theme.touch * 1.3 is its height
    // there): the game screen keeps its board's size against the room it has then.
    readonly property real growth: Math.max(0, line - Theme.touch * 1.3)
    color: Theme.paperDeep

    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: Theme.lineWidth
        color: Theme.line
    }

    TextMetrics {   // the title at the smallest size its fitting allows
        id: smallestTitle
        text: title.text
        font.family: Theme.fontFamily
        font.pixelSize: title.minimumPixelSize
        font.weight: Font.Bold
        font.letterSpacing: title.font.letterSpacing
    }

    RowLayout {
        id: row
        x: Theme.margin
        width: root.width - Theme.margin * 1.5
        height: root.line
        spacing: root.spacing

        NavButton {
            id: backButton
            objectName: "backButton"
            visible: root.pageTitle !== ""
            iconName: "back"
            //: Navigation button: back to the game. Room: 8 characters.
            text: qsTr("BACK")
            onClicked: root.back()
        }
        Rectangle {   // the rule between BACK and the page's title
            visible: backButton.visible
            Layout.leftMargin: (root.backGap - width) / 2
            Layout.rightMargin: (root.backGap - width) / 2
            Layout.preferredWidth: Math.max(1, Theme.lineWidth)
            Layout.preferredHeight: root.line * 0.55
            color: Theme.line
        }
        Text {
            id: title
            Layout.fillWidth: true
            Layout.preferredWidth: 1   // it takes what the others leave
            Layout.fillHeight: true
            verticalAlignment: Text.AlignVCenter
            text: root.pageTitle !== "" ? root.pageTitle : "MAGDAGDON"
            color: root.pageTitle !== "" ? Theme.ink : Theme.berry
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontTitle
            font.weight: Font.Bold
            font.letterSpacing: root.pageTitle !== "" ? 0 : Theme.fontTitle * 0.08
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontBody
            elide: Text.ElideRight
        }
        Rectangle {   // which game this is (daily, practice, a code), on the game screen
            id: gameTag
            objectName: "gameTag"
            visible: root.pageTitle === "" && root.note !== ""
            implicitWidth: Math.min(tag.implicitWidth + Theme.gap * 1.6, Theme.touch * 5 * Theme.textScale)
            implicitHeight: tag.implicitHeight + Theme.gap * 0.6
            Layout.preferredWidth: implicitWidth
            Layout.maximumWidth: implicitWidth
            radius: height / 2
            color: Theme.teal
            Text {
                id: tag
                anchors.centerIn: parent
                width: Math.min(implicitWidth, parent.width - Theme.gap)
                text: root.note
                color: Theme.onAccent
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontSmall
                font.weight: Font.Bold
                elide: Text.ElideRight
            }
        }
        NavButton {
            id: newGameButton
            objectName: "newGameButton"
            readonly property bool available: true
            readonly property string page: ""
            visible: root.buttons.indexOf(newGameButton) < root.shownCount
            iconName: "new"
            //: Navigation button: start a new game (asks first if one is in progress). Room: 15 characters.
            text: qsTr("NEW GAME")
            onClicked: root.newGame()
        }
        NavButton {
            id: dailyButton
            objectName: "dailyButton"
            readonly property bool available: root.comeback
            readonly property string page: "daily"
            visible: available && root.buttons.indexOf(dailyButton) < root.shownCount
            iconName: "daily"
            current: root.current === page
            //: Navigation button to the daily challenge screen. Room: 8 characters.
            text: qsTr("DAILY")
            onClicked: root.navigate(page)
        }
        NavButton {
            id: rulesButton
            objectName: "rulesButton"
            readonly property bool available: true
            readonly property string page: "rules"
            visible: root.buttons.indexOf(rulesButton) < root.shownCount
            iconName: "rules"
            current: root.current === page
            //: Navigation button to the rules screen. Room: 8 characters.
            text: qsTr("RULES")
            onClicked: root.navigate(page)
        }
        NavButton {
            id: highScoresButton
            objectName: "highScoresButton"
            readonly property bool available: true
            readonly property string page: "scores"
            visible: root.buttons.indexOf(highScoresButton) < root.shownCount
            iconName: "scores"
            current: root.current === page
            //: Navigation button to the high-score tables. Room: 9 characters.
            text: qsTr("SCORES")
            onClicked: root.navigate(page)
        }
        NavButton {
            id: statisticsButton
            objectName: "statisticsButton"
            readonly property bool available: root.comeback
            readonly property string page: "statistics"
            visible: available && root.buttons.indexOf(statisticsButton) < root.shownCount
            iconName: "statistics"
            current: root.current === page
            //: Navigation button to the statistics screen. Room: 9 characters.
            text: qsTr("STATS")
            onClicked: root.navigate(page)
        }
        NavButton {
            id: settingsButton
            objectName: "settingsButton"
            readonly property bool available: true
            readonly property string page: "settings"
            visible: root.buttons.indexOf(settingsButton) < root.shownCount
            iconName: "settings"
            current: root.current === page
            //: Navigation button to the settings screen (glossary: SETTINGS). Room: 13 characters.
            text: qsTr("SETTINGS")
            onClicked: root.navigate(page)
        }
        NavButton {
            id: aboutButton
            objectName: "aboutButton"
            readonly property bool available: true
            readonly property string page: "about"
            visible: root.buttons.indexOf(aboutButton) < root.shownCount
            iconName: "about"
            current: root.current === page
            //: Navigation button to the about screen. Room: 9 characters.
            text: qsTr("ABOUT")
            onClicked: root.navigate(page)
        }
        NavButton {
            id: moreButton
            objectName: "moreButton"
            visible: root.hidden.length > 0
            iconName: "more"
            current: root.hidden.some(b => b.page !== "" && b.page === root.current)
            //: Navigation button that opens a menu with the screens the bar has no room for. Room: 7
            //: characters.
            text: qsTr("MORE")
            Accessible.role: Accessible.ButtonMenu
            onClicked: {
                // Made on first use, from its own file: the first frame loads no menu.
                if (menuLoader.status === Loader.Null)
                    menuLoader.setSource("NavigationMenu.qml", {
                        bar: root,
                        button: moreButton
                    });
                (menuLoader.item as NavigationMenu).byKey = moreButton.activeFocus;   // a tap does not focus it: a key did
                (menuLoader.item as T.Popup).open();
            }

            Loader {
                id: menuLoader
            }
        }
    }
}
