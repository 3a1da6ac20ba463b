import QtQuick
import QtQuick.Controls

// Who made the game and for whom, and which version is running.
Page {
    id: page
    objectName: "aboutPage"
    title: qsTr("About")

    readonly property real bodySize: Math.max(15, Math.min(width / 32, height / 24, 32))
    readonly property real measure: Math.min(width - 2 * margin, bodySize * 28)
    readonly property real margin: Math.max(12, Math.min(width, height) * 0.04)

    background: Rectangle { color: "#f6efe4" }

    Flickable {
        id: flick
        anchors.fill: parent
        contentWidth: width
        contentHeight: Math.max(height, column.height + 2 * page.margin)
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        Column {
            id: column
            width: page.measure
            x: (flick.width - width) / 2
            y: Math.max(page.margin, (flick.height - height) / 2)
            spacing: page.bodySize * 0.9

            Text {
                objectName: "aboutTitle"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: page.bodySize
                // The game's name is a brand, the same in every language.
                text: "MAGDAGDON"
                color: "#3b2a1e"
                font.pixelSize: page.bodySize * 3
                font.weight: Font.Bold
                font.letterSpacing: page.bodySize * 0.15
            }

            Rectangle {
                anchors.horizontalCenter: parent.horizontalCenter
                width: page.bodySize * 4
                height: Math.max(2, page.bodySize * 0.12)
                radius: height / 2
                color: "#c9803a"
            }

            Text {
                objectName: "aboutDedication"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                //: About screen, main line. CUBIRI ORIGINAL is a label and stays in English; Majduška is a name.
                text: qsTr("MAGDAGDON is a CUBIRI ORIGINAL dedicated to Majduška.")
                color: "#3b2a1e"
                lineHeight: 1.15
                font.pixelSize: page.bodySize * 1.3
            }

            Text {
                objectName: "aboutBirthday"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                //: About screen, birthday wish under the dedication. Keep the heart.
                text: qsTr("Happy 20th birthday! ❤️")
                color: "#9b3d2e"
                font.pixelSize: page.bodySize * 1.6
                font.weight: Font.DemiBold
            }

            Item { width: 1; height: page.bodySize * 0.5 }

            Text {
                objectName: "aboutVersion"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                //: About screen, small line at the bottom; %1 is the version number, e.g. 1.0.0.
                text: qsTr("Version %1").arg(Qt.application.version)
                color: "#6e5a48"
                font.pixelSize: page.bodySize * 0.9
            }
        }
    }
}
