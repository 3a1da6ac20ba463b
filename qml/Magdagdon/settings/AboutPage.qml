pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Magdagdon

// Who made the game and for whom, and which version is running.
Page {
    id: page
    objectName: "aboutPage"
    //: Title of the about screen, shown in the navigation bar. Room: 9 characters. In capitals.
    title: qsTr("ABOUT")
    background: Rectangle {
        color: Theme.paper
    }

    readonly property real measure: Math.min(width - 2 * Theme.margin, Theme.touch * 15 * Theme.textScale)

    Flickable {
        id: flick
        objectName: "aboutFlickable"
        anchors.fill: parent
        contentWidth: width
        contentHeight: Math.max(height, card.height + 2 * Theme.margin)
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        // Only on a screen too small for the card; otherwise there is nothing to scroll.
        ScrollBar.vertical: ScrollBar {
            visible: flick.contentHeight > flick.height + 1
            policy: ScrollBar.AlwaysOn
        }

        Rectangle {
            id: card
            width: page.measure
            height: column.height + 2 * Theme.margin * 2
            x: (flick.width - width) / 2
            y: Math.max(Theme.margin, (flick.height - height) / 2)
            radius: Theme.radius * 1.5
            color: Theme.card
            border.color: Theme.line
            border.width: Theme.lineWidth

            Column {
                id: column
                x: Theme.margin * 2
                y: Theme.margin * 2
                width: parent.width - 4 * Theme.margin
                spacing: Theme.margin

                Text {
                    objectName: "aboutTitle"
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: Theme.fontLarge
                    // The game's name is a brand, the same in every language.
                    text: "MAGDAGDON"
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontHuge
                    font.weight: Font.Bold
                    font.letterSpacing: Theme.fontHuge * 0.08
                }

                Row {   // four dice pips as a small ornament between title and dedication
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: Theme.gap
                    Repeater {
                        model: [Theme.berry, Theme.gold, Theme.teal, Theme.berry]
                        delegate: Rectangle {
                            required property color modelData
                            width: Math.round(Theme.fontBody * 0.6)
                            height: width
                            radius: width / 2
                            color: modelData
                        }
                    }
                }

                Text {
                    objectName: "aboutDedication"
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    //: About screen, main line. CUBIRI ORIGINAL is a label and stays in English; Majduška is
                    //: a name. Room: any length (the page scrolls).
                    text: qsTr("MAGDAGDON is a CUBIRI ORIGINAL dedicated to Majduška.")
                    color: Theme.ink
                    lineHeight: 1.15
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontLarge
                }

                Text {
                    objectName: "aboutBirthday"
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    //: About screen, birthday wish under the dedication. Keep the heart. Room: 33 characters.
                    text: qsTr("Happy 20th birthday! ❤️")
                    color: Theme.berry
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontTitle
                    font.weight: Font.Bold
                }

                Text {
                    objectName: "aboutVersion"
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    //: About screen, small line at the bottom; %1 is the version number, e.g. 1.0.0. Room: 12
                    //: characters.
                    text: qsTr("Version %1").arg(Qt.application.version)
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
}
