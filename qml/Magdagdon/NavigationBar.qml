import QtQuick
import QtQuick.Layouts

// The bar at the top: the game's name (or BACK and the page's title) and the way to every
// screen. Every action is a plain tap: nothing hides behind hover or a right click.
Rectangle {
    id: root
    property string pageTitle: ""      // "" on the game screen
    property string current: "game"
    signal back()
    signal navigate(string name)
    signal newGame()

    implicitHeight: Theme.touch * 1.3
    color: Theme.paperDeep

    Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.line }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.margin
        anchors.rightMargin: Theme.margin * 0.5
        spacing: Theme.gap * 0.5

        NavButton {
            objectName: "backButton"
            visible: root.pageTitle !== ""
            iconName: "back"
            //: Navigation button: back to the game. Short (about 8 characters).
            text: qsTr("BACK")
            onClicked: root.back()
        }
        Text {
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
        NavButton {
            objectName: "newGameButton"
            iconName: "new"
            //: Navigation button: start a new game (asks first if one is in progress). Short.
            text: qsTr("NEW GAME")
            onClicked: root.newGame()
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
