import QtQuick
import QtQuick.Layouts
import Magdagdon

// "Learn by playing": the offer of the guided game, on the Rules page and on the first start.
// `offer` adds the NO THANKS button of the first-start card.
Rectangle {
    id: root
    property bool offer: false
    signal learn
    signal decline

    implicitWidth: Theme.touch * 9
    implicitHeight: layout.implicitHeight + Theme.margin * 2
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.teal
    border.width: Math.max(2, Theme.lineWidth, Theme.scale * 2)

    ColumnLayout {
        id: layout
        x: Theme.margin
        y: Theme.margin
        width: parent.width - Theme.margin * 2
        height: Math.max(implicitHeight, parent.height - Theme.margin * 2)
        spacing: Theme.gap

        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: root.offer ?
            //: First-start card title, offering the guided first game. Room: 34 characters.
            qsTr("New to MAGDAGDON?") :
            //: Rules screen, title of the card that starts the guided game. Room: 40 characters.
            qsTr("Rather learn by playing?")
            color: Theme.berry
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontLarge
            font.weight: Font.Bold
        }
        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            //: Card offering the guided game (first start and Rules screen). Room: 156 characters.
            text: qsTr("A short guided game shows every rule on the board, one step at a time. It is never recorded in the high scores.")
            color: Theme.ink
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontBody
        }
        Text {
            Layout.fillWidth: true
            visible: root.offer
            wrapMode: Text.WordWrap
            //: First-start card: pressing ROLL (the button name) plays at once and declines the guided game.
            //: Room: 58 characters.
            text: qsTr("Or just press ROLL to play right away.")
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
        }
        Item {
            Layout.fillHeight: true
        }
        GridLayout {   // side by side when both labels fit, else one over the other
            Layout.fillWidth: true
            columns: !decline.visible || Math.max(learn.implicitWidth, decline.implicitWidth) * 2 + columnSpacing <= width ? 2 : 1
            columnSpacing: Theme.gap
            rowSpacing: Theme.gap
            ActionButton {
                id: learn
                objectName: "learnButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                tone: Theme.teal
                size: Theme.touch
                //: Button: start (or resume) the guided game. Room: 19 characters.
                text: qsTr("LEARN TO PLAY")
                onClicked: root.learn()
            }
            ActionButton {
                id: decline
                objectName: "declineTutorialButton"
                visible: root.offer
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                tone: Theme.inkSoft
                size: Theme.touch
                //: First-start card button: do not play the guided game (it stays on the Rules screen). Room:
                //: 13 characters.
                text: qsTr("NO THANKS")
                onClicked: root.decline()
            }
        }
    }
}
