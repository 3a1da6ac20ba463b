pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// The kiosk's first frame (issue 16), drawn before the game's Python backends exist: the
// welcome screen's paper, the quiet frame where the bot's game will play, and the title, at
// WelcomePage's places (its panel's height is estimated: no item is asked). KioskWindow.qml
// covers it a moment later. No binding here reads a backend; the texts are WelcomePage's.
Item {
    id: root
    readonly property bool landscape: width >= height
    // WelcomePage's panel (tap to play, HOW TO PLAY, today's best with no games yet) and
    // its language row, estimated from the same sizes.
    readonly property real panelGuess: Theme.touch * 1.8 + Theme.touch * 1.2 + Theme.margin * 2 + Theme.fontLarge * 1.4 + Theme.fontBody * 1.4 + Theme.gap * 0.5 + Theme.margin * 1.4
    readonly property real languagesHeight: Theme.touch * 1.1
    readonly property real languagesY: height - Theme.margin * 1.5 - languagesHeight
    readonly property real demoY: landscape ? Theme.margin * 2 : titleBlock.y + titleBlock.height + Theme.margin * 2
    readonly property real demoWidth: landscape ? width * 0.54 : width - Theme.margin * 4
    readonly property real demoHeight: landscape ? height - Theme.margin * 4 : Math.max(height * 0.3, Math.min(height * 0.52, height - demoY - panelGuess - languagesHeight - Theme.margin * 7))

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop {
                position: 0.0
                color: Theme.paper
            }
            GradientStop {
                position: 1.0
                color: Theme.paperDeep
            }
        }
    }

    Rectangle {   // where the bot's game will play
        objectName: "kioskStartDemo"
        x: Theme.margin
        y: root.demoY - Theme.margin
        width: root.demoWidth + Theme.margin * 2
        height: root.demoHeight + Theme.margin * 2
        radius: Theme.radius * 1.6
        color: Qt.rgba(Theme.card.r, Theme.card.g, Theme.card.b, 0.4)
        border.color: Theme.line
        border.width: Theme.lineWidth
        Text {
            x: Theme.margin
            y: Theme.margin
            width: root.demoWidth
            horizontalAlignment: Text.AlignHCenter
            text: qsTranslate("WelcomePage", "Watch a game — then try to beat it")
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontBody
            font.weight: Font.DemiBold
            elide: Text.ElideRight
        }
    }

    Column {
        id: titleBlock
        objectName: "kioskStartTitle"
        x: root.landscape ? Theme.margin * 2 + root.demoWidth + Theme.margin * 2 : Theme.margin
        y: root.landscape ? Math.max(Theme.margin * 2, Math.min((root.height - height - root.panelGuess - Theme.margin * 2) / 2, root.languagesY - Theme.margin * 4 - root.panelGuess - height)) : Theme.margin * 2
        width: root.landscape ? root.width - x - Theme.margin * 2 : root.width - Theme.margin * 2

        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: "CUBIRI ORIGINAL"   // the maker's label, the same in every language
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
            font.weight: Font.Bold
            font.letterSpacing: Theme.fontSmall * 0.35
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: "MAGDAGDON"   // the game's name, the same in every language
            color: Theme.berry
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontHuge * 1.5
            font.weight: Font.Bold
            font.letterSpacing: Theme.fontHuge * 0.08
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 24
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: qsTranslate("WelcomePage", "Roll four dice. Grow one field of numbers.")
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontLarge
            font.weight: Font.DemiBold
            wrapMode: Text.WordWrap
        }
    }
}
