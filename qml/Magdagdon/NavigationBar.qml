pragma ComponentBehavior: Bound
import QtQml
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

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
    signal back()
    signal navigate(string name)
    signal newGame()

    // The way to every screen, in the bar's order; page "" is NEW GAME.
    readonly property var entries: [
        //: Navigation button: start a new game (asks first if one is in progress). Short.
        { page: "", handle: "newGameButton", icon: "new", text: qsTr("NEW GAME") },
        //: Navigation button to the daily challenge screen. Short.
        { page: "daily", handle: "dailyButton", icon: "daily", text: qsTr("DAILY") },
        //: Navigation button to the rules screen. Short.
        { page: "rules", handle: "rulesButton", icon: "rules", text: qsTr("RULES") },
        //: Navigation button to the high-score tables. Short.
        { page: "scores", handle: "highScoresButton", icon: "scores", text: qsTr("SCORES") },
        //: Navigation button to the statistics screen. Short.
        { page: "statistics", handle: "statisticsButton", icon: "statistics", text: qsTr("STATS") },
        //: Navigation button to the settings screen (vocabulary: SETTINGS). Short.
        { page: "settings", handle: "settingsButton", icon: "settings", text: qsTr("SETTINGS") },
        //: Navigation button to the about screen. Short.
        { page: "about", handle: "aboutButton", icon: "about", text: qsTr("ABOUT") }
    ].filter(e => root.comeback || (e.page !== "daily" && e.page !== "statistics"))

    /*! Go where ``entry`` leads. */
    function open(entry) {
        if (entry.page === "")
            root.newGame();
        else
            root.navigate(entry.page);
    }

    // A button's width: its caption, or the touch target's (NavButton's own smallest).
    FontMetrics {
        id: captionMetrics
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontMin
        font.weight: Font.Bold
    }
    function widthOf(text) {
        var size = captionMetrics.font.pixelSize;   // read: measured again when the font changes
        return Math.ceil(Math.max(Theme.touch * 1.1 * 1.15, captionMetrics.advanceWidth(text) + Theme.gap + 2 + size * 0));
    }
    FontMetrics {
        id: menuMetrics
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontSmall
        font.weight: Font.Black
    }
    readonly property real spacing: Theme.gap * 0.5
    // What BACK, the smallest title and the tag leave for the buttons.
    readonly property real buttonRoom: width - Theme.margin * 1.5 - smallestTitle.advanceWidth - spacing
                                       - (backButton.visible ? backButton.implicitWidth + spacing : 0)
                                       - (gameTag.visible ? gameTag.implicitWidth + spacing : 0)
    // How many buttons show on the bar; the rest are in MORE's menu.
    readonly property int shownCount: {
        var widths = entries.map(e => widthOf(e.text));
        var all = widths.reduce((sum, w) => sum + w + spacing, -spacing);
        if (all <= buttonRoom)
            return entries.length;
        var room = buttonRoom - widthOf(moreButton.text) - spacing;
        var used = -spacing;
        for (var i = 0; i < widths.length; i++) {
            used += widths[i] + spacing;
            if (used > room)
                return i;
        }
        return widths.length;
    }
    readonly property var hidden: entries.slice(shownCount)

    // The height comes from the parts, not from the row's layout: reading a layout's size
    // while a text size and a window size change in one frame made it lay out inside this
    // binding (a binding loop).
    readonly property real line: Math.max(Theme.touch * 1.3, title.implicitHeight + Theme.gap * 0.6,
                                          backButton.implicitHeight + Theme.gap * 0.6,
                                          moreButton.implicitHeight + Theme.gap * 0.6)
    implicitHeight: line
    color: Theme.paperDeep

    Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.line }

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
            //: Navigation button: back to the game. Short (about 8 characters).
            text: qsTr("BACK")
            onClicked: root.back()
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
        Repeater {
            model: root.entries
            NavButton {
                id: button
                required property var modelData
                required property int index
                objectName: modelData.handle
                visible: index < root.shownCount
                Layout.preferredWidth: root.widthOf(text)
                Layout.minimumWidth: Layout.preferredWidth
                iconName: modelData.icon
                current: modelData.page !== "" && root.current === modelData.page
                text: modelData.text
                onClicked: root.open(button.modelData)
            }
        }
        NavButton {
            id: moreButton
            objectName: "moreButton"
            visible: root.hidden.length > 0
            Layout.preferredWidth: root.widthOf(text)
            Layout.minimumWidth: Layout.preferredWidth
            iconName: "more"
            current: root.hidden.some(e => e.page !== "" && e.page === root.current)
            //: Navigation button that opens a menu with the screens the bar has no room for. Short.
            text: qsTr("MORE")
            Accessible.role: Accessible.ButtonMenu
            onClicked: {
                menu.byKey = moreButton.activeFocus;   // a tap does not focus it: a key did
                menu.open();
            }

            Menu {
                id: menu
                objectName: "moreMenu"
                y: moreButton.height
                x: moreButton.width - width
                padding: Math.round(Theme.gap * 0.4)
                // As wide as its widest entry (its icon, its words and its paddings).
                width: Math.max(Theme.touch * 4, root.hidden.reduce((w, e) => Math.max(w, menuMetrics.advanceWidth(e.text)), menuMetrics.font.pixelSize * 0)
                                                 + Math.round(Theme.touch * 0.5) + Theme.gap * 3.5 + padding * 2 + 2)
                // Opened with a key, the keyboard lands on its first entry (as in any menu).
                property bool byKey: false
                onOpened: if (byKey) currentIndex = 0
                background: Rectangle {
                    implicitWidth: Theme.touch * 4
                    radius: Theme.radius * 0.6
                    color: Theme.card
                    border.color: Theme.line
                    border.width: 1
                }
                Instantiator {
                    model: root.hidden
                    onObjectAdded: (index, object) => menu.insertItem(index, object as MenuItem)
                    onObjectRemoved: (index, object) => menu.removeItem(object as MenuItem)
                    MenuItem {
                        id: entry
                        required property var modelData
                        objectName: modelData.handle.replace("Button", "MenuItem")
                        text: modelData.text
                        implicitHeight: Math.max(Theme.touch, contentItem.implicitHeight + Theme.gap)
                        leftPadding: Theme.gap
                        rightPadding: Theme.gap * 1.5
                        onTriggered: root.open(entry.modelData)
                        contentItem: Row {
                            spacing: Theme.gap
                            NavIcon {
                                anchors.verticalCenter: parent.verticalCenter
                                width: Math.round(Theme.touch * 0.5)
                                height: width
                                name: entry.modelData.icon
                                color: Theme.ink
                            }
                            Text {
                                anchors.verticalCenter: parent.verticalCenter
                                text: entry.text
                                color: Theme.ink
                                font.family: Theme.fontFamily
                                font.pixelSize: Theme.fontSmall
                                font.weight: entry.modelData.page === root.current ? Font.Black : Font.Bold
                            }
                        }
                        background: Rectangle {
                            radius: Theme.radius * 0.5
                            color: entry.highlighted || entry.down ? Theme.paperDeep : "transparent"
                            border.color: entry.modelData.page === root.current ? Theme.line : "transparent"
                            FocusRing {
                                shown: entry.visualFocus || (entry.highlighted && entry.activeFocus)
                                radiusOf: Theme.radius * 0.5
                                anchors.margins: 0
                            }
                        }
                    }
                }
            }
        }
    }
}
