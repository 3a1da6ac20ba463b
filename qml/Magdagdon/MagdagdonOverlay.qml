import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend

// MAGDAGDON (R6): the board darkens, the word appears large, and two big choices:
// rescue the roll with a Majda Power, or accept and ruin a cell.
Rectangle {
    id: root
    required property GameSession session
    readonly property bool active: session.phase === "MAGDAGDON" && !session.choosingRuin
    // A rescue that fails again is acknowledged: "Still MAGDAGDON".
    property bool still: false
    property int seenPowers: 0
    property string seenPhase: ""
    Component.onCompleted: { root.seenPowers = root.session.powersUsed; root.seenPhase = root.session.phase; }
    Connections {
        target: root.session
        function onGameChanged() {
            var s = root.session;
            if (s.phase !== "MAGDAGDON")
                root.still = false;
            else if (root.seenPhase === "MAGDAGDON" && s.powersUsed > root.seenPowers)
                root.still = true;
            if (root.still && Theme.shake > 0)
                knock.restart();
            root.seenPowers = s.powersUsed;
            root.seenPhase = s.phase;
        }
    }

    // Covers exactly the tray (GameView gives it the tray's rectangle); taps never wait on it.
    enabled: active
    visible: active || opacity > 0
    opacity: active ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.shake } }
    color: Theme.shade
    radius: Theme.radius

    // Swallow taps on the darkened board; the tray and powers stay usable.
    MouseArea { anchors.fill: parent; enabled: root.active }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.margin * 1.5, Theme.touch * 9)
        spacing: Math.round(Theme.gap * 0.8)

        Text {
            objectName: "stillMagdagdon"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            opacity: root.still ? 1 : 0   // its room is kept: the buttons never move
            color: Theme.shadeTitle
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontBody
            font.weight: Font.Bold
            font.letterSpacing: 2
            //: Over the MAGDAGDON screen after a REROLL ALL DICE that failed again. MAGDAGDON stays in capitals.
            text: qsTr("Still MAGDAGDON")
            transform: Translate { id: knockShift }
            SequentialAnimation {
                id: knock
                NumberAnimation { target: knockShift; property: "x"; to: -6; duration: Theme.shake / 4 }
                NumberAnimation { target: knockShift; property: "x"; to: 6; duration: Theme.shake / 4 }
                NumberAnimation { target: knockShift; property: "x"; to: -4; duration: Theme.shake / 4 }
                NumberAnimation { target: knockShift; property: "x"; to: 0; duration: Theme.shake / 4 }
            }
        }
        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: "MAGDAGDON"   // the game's name for this moment; the same in every language
            color: Theme.shadeTitle
            font.family: Theme.fontFamily
            font.pixelSize: Math.min(Theme.fontHuge, root.width / 7)
            font.weight: Font.Bold
            font.letterSpacing: Math.min(Theme.fontHuge, root.width / 7) * 0.06
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontMin
            scale: root.active ? 1 : 0.85
            Behavior on scale { NumberAnimation { duration: Theme.tumble; easing.type: Easing.OutBack } }
        }
        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: Theme.shadeInk
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontBody
            font.weight: Font.DemiBold
            text: root.session.powersLeft > 0
                  //: MAGDAGDON screen (R6.2); %n is the dice this turn needs.
                  ? qsTr("These dice cannot place %n dice. Rescue the roll with a Majda Power (select dice, then a power), or accept: one empty cell becomes a RUIN.", "", root.session.required)
                  //: MAGDAGDON screen without powers left; %n is the dice this turn needs.
                  : qsTr("These dice cannot place %n dice. Accept: one empty cell becomes a RUIN.", "", root.session.required)
        }
        ActionButton {
            objectName: "rerollAllButton"
            Layout.fillWidth: true
            visible: root.session.powersLeft > 0
            enabled: root.session.canRerollAll
            tone: Theme.teal
            //: Big MAGDAGDON button: REROLL all four dice with a Majda Power.
            text: qsTr("REROLL ALL DICE")
            //: Under REROLL ALL DICE: what it costs; %1 is the points, e.g. 10.
            detail: qsTr("−%1 points").arg(root.session.nextPenalty)
            onClicked: root.session.rerollAll()
        }
        ActionButton {
            objectName: "acceptMagdagdonButton"
            Layout.fillWidth: true
            enabled: root.session.canAccept
            tone: Theme.berry
            //: Big MAGDAGDON button (R6.3).
            text: qsTr("ACCEPT MAGDAGDON")
            //: Under ACCEPT MAGDAGDON: the cost of the ruin; %1 is 15.
            detail: qsTr("one RUIN, −%1 points").arg(15)
            onClicked: root.session.acceptMagdagdon()
        }
    }
}
