pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// "How to play" on the kiosk: the rules a passer-by needs, in six short numbered lines, on a
// card over the game. The numbers (dice per turn, powers, the ruin's cost) come from Python
// (kiosk.howTo), so the card says what the kiosk's difficulty really asks.
Rectangle {
    id: root
    required property KioskController kiosk
    signal closed
    readonly property var facts: kiosk.howTo

    objectName: "howToCard"
    color: Theme.dim

    MouseArea {
        anchors.fill: parent
        onClicked: root.closed()
    }   // a tap beside the card closes it

    Rectangle {
        objectName: "howToCardBox"
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 14 * Math.max(1, Theme.textScale * 0.75))
        // As tall as its text; where large text makes that taller than the screen, the steps
        // scroll and GOT IT stays in reach at the bottom.
        height: Math.min(parent.height - Theme.margin * 2, steps.implicitHeight + closeButton.implicitHeight + Theme.margin * 4)
        radius: Theme.radius * 1.5
        color: Theme.card
        border.color: Theme.line
        MouseArea {
            anchors.fill: parent
        }   // taps on the card itself do not close it

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: Theme.margin * 1.5
            spacing: Theme.margin

            Flickable {
                id: scroller
                objectName: "howToScroll"
                ScrollIndicator.vertical: ScrollIndicator {}   // more below: the bar says so
                Layout.fillWidth: true
                Layout.fillHeight: true
                contentHeight: steps.implicitHeight
                boundsBehavior: Flickable.StopAtBounds
                clip: true

                ColumnLayout {
                    id: steps
                    width: scroller.width
                    spacing: Theme.margin

                    Text {
                        Layout.fillWidth: true
                        //: Title of the kiosk's rules card. Room: 16 characters.
                        text: qsTr("How to play")
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontTitle
                        font.weight: Font.Bold
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                    }
                    Repeater {
                        model: [
                            //: Kiosk rules card, step 1 (R3.1). Room: any length (the page scrolls).
                            qsTr("Tap ROLL: four dice are thrown."),
                            //: Kiosk rules card, step 2 (R4): where a die may go. Room: any length (the page
                            //: scrolls).
                            qsTr("Tap a die, then a lit cell. Numbers grow as one field: a die goes next to a number, and differs by at most 1 from every number beside it."),
                            //: Kiosk rules card, step 3 (R3.3); %n is the number of dice a turn needs. Room:
                            //: any length (the page scrolls).
                            qsTr("Place at least %n dice, then tap CONFIRM: they stay for good.", "", root.facts.minimum),
                            //: Kiosk rules card, step 4 (R7): scoring. Room: any length (the page scrolls).
                            qsTr("Every row and every column scores the sum of its numbers. A full line earns a bonus as a STRAIGHT, FOUR OF A KIND or TWO PAIRS."),
                            //: Kiosk rules card, step 5 (R6): a roll that cannot be placed; %Ln is the ruin's
                            //: cost in points (a plural message). Room: any length (the page scrolls).
                            qsTr("No way to place enough dice? That is MAGDAGDON: an empty cell becomes a RUIN, −%Ln points.", "", root.facts.ruinPenalty), root.facts.powers > 0 ?
                            //: Kiosk rules card, step 6 (R5); %n is how many Majda Powers a game has. Room:
                            //: any length (the page scrolls).
                            qsTr("Majda Powers (%n per game) change a die by 1 or roll dice again; each use costs points.", "", root.facts.powers) :
                            //: Kiosk rules card, step 6 in NIGHTMARE, which has no Majda Powers. Room: any
                            //: length (the page scrolls).
                            qsTr("NIGHTMARE has no Majda Powers: every roll counts.")]
                        delegate: RowLayout {
                            id: step
                            required property string modelData
                            required property int index
                            Layout.fillWidth: true
                            spacing: Theme.margin
                            Rectangle {
                                Layout.alignment: Qt.AlignTop
                                Layout.preferredWidth: Theme.fontLarge * 1.7
                                Layout.preferredHeight: Theme.fontLarge * 1.7
                                radius: width / 2
                                color: Theme.teal
                                Text {
                                    anchors.centerIn: parent
                                    text: step.index + 1
                                    color: Theme.onAccent
                                    font.family: Theme.fontFamily
                                    font.pixelSize: Theme.fontBody
                                    font.weight: Font.Bold
                                }
                            }
                            Text {
                                objectName: "howToStep" + step.index
                                Layout.fillWidth: true
                                text: step.modelData
                                wrapMode: Text.WordWrap
                                color: Theme.ink
                                font.family: Theme.fontFamily
                                font.pixelSize: Theme.fontLarge
                                font.weight: Font.DemiBold
                            }
                        }
                    }
                }
            }
            ActionButton {
                id: closeButton
                objectName: "howToClose"
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: Math.max(implicitWidth, Theme.touch * 4)
                tone: Theme.teal
                //: Closes the kiosk's rules card. Room: 9 characters.
                text: qsTr("GOT IT")
                onClicked: root.closed()
            }
        }
    }
}
