import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The app's high-score tables inside the kiosk, with one big way back (no navigation bar).
Rectangle {
    id: root
    required property KioskController kiosk
    required property GameSession session
    required property Store store
    required property Language language

    objectName: "kioskScoresPage"
    color: Theme.paper
    // The page lives as long as the window: pick up other windows' records each time it shows.
    onVisibleChanged: if (visible)
        root.store.reloadHighScores()
    Component.onCompleted: root.store.reloadHighScores()   // made on first use, already shown

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.margin
        Text {   // the screen's heading: the kiosk has no navigation bar to name it
            objectName: "kioskScoresTitle"
            Layout.fillWidth: true
            //: Heading of the kiosk's high-score screen (shown after a game). Room: 16 characters.
            text: qsTr("HIGH SCORES")
            color: Theme.ink
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontTitle
            font.weight: Font.Bold
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        HighScoresPage {
            Layout.fillWidth: true
            Layout.fillHeight: true
            store: root.store
            difficulties: root.session.difficulties
            language: root.language
            difficulty: root.session.difficulty
            highlightDifficulty: root.session.lastRank > 0 ? root.session.difficulty : ""
            highlightRank: root.session.lastRank
            hintColumn: false   // no HINT in the kiosk: its column would always be empty
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.margin
            ActionButton {
                objectName: "scoresPlayAgain"
                //: Kiosk high-score screen: start another game. Room: 14 characters.
                text: qsTr("PLAY AGAIN")
                onClicked: root.kiosk.play()
            }
            ActionButton {
                objectName: "scoresDone"
                tone: Theme.teal
                //: Kiosk high-score screen: back to the welcome screen. Room: 7 characters.
                text: qsTr("DONE")
                onClicked: root.kiosk.home()
            }
        }
    }
}
