import QtQuick
import QtQuick.Layouts

// The bar at the top: the game's name (or BACK and the page's title) and the way to every
// screen. Every action is a plain tap: nothing hides behind hover or a right click.
Rectangle {
    id: root
    property string pageTitle: ""      // "" on the game screen
    property string current: "game"
    property bool comeback: false      // DAILY and STATS (not in the kiosk)
    property string note: ""           // a tag beside the game's name: "DAILY 12/1/26"...
    signal back()
    signal navigate(string name)
    signal newGame()

    // The title and the buttons share one line; when even the smallest title would not fit
    // beside the buttons (long words, large text), the buttons go to a second line under it.
    readonly property real titleRoom: width - Theme.margin * 1.5 - buttons.implicitWidth - Theme.gap
                                      - (backButton.visible ? backButton.implicitWidth + Theme.gap * 0.5 : 0)
                                      - (gameTag.visible ? gameTag.implicitWidth + Theme.gap * 0.5 : 0)
    readonly property bool stacked: smallestTitle.advanceWidth > titleRoom
    // The heights come from the parts, not from the rows' layouts: reading a layout's size
    // while a text size and a window size change in one frame made it lay out inside this
    // binding (a binding loop on "line" and "implicitHeight").
    readonly property real titleHeight: Math.max(title.implicitHeight, backButton.visible ? backButton.implicitHeight : 0,
                                                 gameTag.visible ? gameTag.implicitHeight : 0)
    readonly property real buttonsHeight: {
        var tallest = 0;
        for (var i = 0; i < buttons.children.length; i++)
            tallest = Math.max(tallest, buttons.children[i].implicitHeight);
        return tallest;
    }
    readonly property real line: Math.max(Theme.touch * 1.3, titleHeight + Theme.gap * 0.6,
                                          stacked ? 0 : buttonsHeight + Theme.gap * 0.6)
    implicitHeight: stacked ? line + buttonsHeight + Theme.gap * 0.6 : line
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
        id: titleRow
        x: Theme.margin
        width: (root.stacked ? root.width : root.width - buttons.implicitWidth - Theme.gap) - Theme.margin * 1.5
        height: root.line
        spacing: Theme.gap * 0.5

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
            implicitWidth: tag.implicitWidth + Theme.gap * 1.6
            implicitHeight: tag.implicitHeight + Theme.gap * 0.6
            Layout.maximumWidth: Theme.touch * 5 * Theme.textScale
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
    }

    RowLayout {
        id: buttons
        anchors.right: parent.right
        anchors.rightMargin: Theme.margin * 0.5
        y: root.stacked ? root.line - Theme.gap * 0.3 : (root.line - height) / 2
        spacing: Theme.gap * 0.5

        NavButton {
            objectName: "newGameButton"
            iconName: "new"
            //: Navigation button: start a new game (asks first if one is in progress). Short.
            text: qsTr("NEW GAME")
            onClicked: root.newGame()
        }
        NavButton {
            objectName: "dailyButton"
            visible: root.comeback
            iconName: "daily"
            current: root.current === "daily"
            //: Navigation button to the daily challenge screen. Short.
            text: qsTr("DAILY")
            onClicked: root.navigate("daily")
        }
        NavButton {
            objectName: "rulesButton"
            iconName: "rules"
            current: root.current === "rules"
            //: Navigation button to the rules screen. Short.
            text: qsTr("RULES")
            onClicked: root.navigate("rules")
        }
        NavButton {
            objectName: "highScoresButton"
            iconName: "scores"
            current: root.current === "scores"
            //: Navigation button to the high-score tables. Short.
            text: qsTr("SCORES")
            onClicked: root.navigate("scores")
        }
        NavButton {
            objectName: "statisticsButton"
            visible: root.comeback
            iconName: "statistics"
            current: root.current === "statistics"
            //: Navigation button to the statistics screen. Short.
            text: qsTr("STATS")
            onClicked: root.navigate("statistics")
        }
        NavButton {
            objectName: "settingsButton"
            iconName: "settings"
            current: root.current === "settings"
            //: Navigation button to the settings screen (vocabulary: SETTINGS). Short.
            text: qsTr("SETTINGS")
            onClicked: root.navigate("settings")
        }
        NavButton {
            objectName: "aboutButton"
            iconName: "about"
            current: root.current === "about"
            //: Navigation button to the about screen. Short.
            text: qsTr("ABOUT")
            onClicked: root.navigate("about")
        }
    }
}
