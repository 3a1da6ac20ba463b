import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// MAGDAGDON (R6): the board darkens, the word appears large, and two big choices:
// rescue the roll with a Majda Power, or accept and ruin a cell.
Item {
    id: root
    required property GameSession session
    readonly property bool active: session.phase === "MAGDAGDON" && !session.choosingRuin && settled
    // The verdict waits for the dice: the moment comes once the roll has landed (each die
    // tumbles for Theme.tumble, one after the other), not while they still show other faces.
    readonly property int settle: Theme.tumble > 0 ? Theme.tumble + 3 * Theme.stagger + Theme.quick : 0
    property bool settled: false
    readonly property bool holding: session.phase === "MAGDAGDON" && !settled   // the status line waits too
    function hold() {
        if (root.session.phase !== "MAGDAGDON") {
            verdict.stop();
            root.settled = false;
        } else if (!root.settled && !verdict.running) {
            if (root.settle > 0)
                verdict.start();
            else
                root.settled = true;
        }
    }
    Timer {
        id: verdict
        interval: Math.max(1, root.settle)
        onTriggered: root.settled = true
    }
    Component.onCompleted: root.hold()
    onSessionChanged: root.hold()
    // A rescue that fails again is acknowledged: "Still MAGDAGDON" (with a knock).
    readonly property bool still: session.stillMagdagdon
    onStillChanged: if (root.still && Theme.shake > 0)
        knock.restart()
    Connections {
        target: root.session
        function onPowersUsedChanged() {
            if (root.still && Theme.shake > 0)
                knock.restart();
        }
        function onPhaseChanged() {
            root.hold();
        }
    }
    // A keyboard player is on its buttons: once it is accepted, the board takes the focus
    // back for the ruin (GameView.coverBoard), where their focus would otherwise be lost.
    property bool keyboardHere: false
    /*! The focus, from the board under the shade (GameView): to ACCEPT MAGDAGDON, always offered. */
    function takeFocus(reason) {
        acceptButton.forceActiveFocus(reason);
    }
    // The change of one die that surely rescues the roll (R6.2): an action (ARCHITECTURE.md
    // "An action and a plan, as QML gets them"), or {} (the presenter's).
    readonly property var sure: session.sureRescue
    // Why the roll fails (R6.1): the dice that could join, and how many the turn needs.
    readonly property var why: session.shortfall
    /*! "5 and 6": the values that join, in the language's words. */
    function valueList(values) {
        if (!values || values.length === 0)
            return "";
        return Numbers.list(values);
    }
    readonly property string reason: {
        var w = root.why;
        if (!w || w.required === undefined)
            //: MAGDAGDON screen (R6.1) when the reason is not known; %n is the dice this turn needs. Room: 54 characters.
            return qsTr("These dice cannot place %n dice.", "", root.session.required);
        if (w.most === 0 || w.values.length === 0)
            //: MAGDAGDON screen (R6.1): no die can go on the board; %n is the dice this turn needs. Room: 79 characters.
            return qsTr("None of these dice can join the board; %n dice are needed.", "", w.required);
        if (w.most === 1 && w.values.length > 1)
            //: MAGDAGDON screen (R6.1): each of these values fits on its own, never two together; %1 the values ("3, 4 and 6"), %n the dice needed. Room: 98 characters.
            return qsTr("Only one die can go at a time (the %1 each fit alone); %n dice are needed.", "", w.required).arg(root.valueList(w.values));
        if (w.most === 1)
            //: MAGDAGDON screen (R6.1): only one die at a time fits; %1 the values that could go ("5 and 6"), %n the dice needed. Room: 61 characters.
            return qsTr("Only one die fits (the %1); %n dice are needed.", "", w.required).arg(root.valueList(w.values));
        //: MAGDAGDON screen (R6.1): only these dice join together; %1 their values ("5 and 6"), %n the dice needed. Room: 50 characters.
        return qsTr("Only the %1 join; %n dice are needed.", "", w.required).arg(root.valueList(w.values));
    }

    // Covers exactly the tray (GameView gives it the tray's rectangle); taps never wait on it.
    enabled: active
    visible: active || opacity > 0
    opacity: active ? 1 : 0
    Behavior on opacity {
        NumberAnimation {
            duration: Theme.shake
        }
    }

    Rectangle {   // the darkened board (an Item holds it and the choices, which may go away)
        objectName: "magdagdonBoardShade"
        anchors.fill: parent
        color: Theme.shade
        radius: Theme.radius
        // Swallow taps on the darkened board; the tray and powers stay usable.
        MouseArea {
            anchors.fill: parent
            enabled: root.active
        }
    }

    // Where the choices go when the board is too small for them (GameView: the status
    // panel's rectangle, in this item's parent's coordinates; it says the same meanwhile).
    property rect away: Qt.rect(0, 0, 0, 0)
    // Large text on a small board: the reason and the buttons, about 16 lines of body text,
    // shrink on the board; where the status card's room is the taller, they go there, and the
    // board keeps the word. The dice and the powers stay in sight.
    readonly property bool elsewhere: away.width > 0 && away.height > root.height && root.height < Theme.fontBody * 16
    Text {
        objectName: "magdagdonBoardTitle"
        visible: root.elsewhere
        anchors.centerIn: parent
        width: parent.width - Theme.gap * 2
        horizontalAlignment: Text.AlignHCenter
        text: "MAGDAGDON"   // the game's name for this moment; the same in every language
        color: Theme.shadeTitle
        font.family: Theme.fontFamily
        font.pixelSize: Math.min(Theme.fontHuge, root.width / 7)
        font.weight: Font.Bold
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: Theme.fontMin
    }
    Rectangle {
        id: awayCard
        objectName: "magdagdonChoices"
        visible: root.elsewhere
        x: root.away.x - root.x
        y: root.away.y - root.y
        width: root.away.width
        height: root.away.height
        color: Qt.rgba(Theme.shade.r, Theme.shade.g, Theme.shade.b, 1)   // the panel must not show through
        radius: Theme.radius
        MouseArea {
            anchors.fill: parent
            enabled: root.active
        }   // the panel under it rests
    }

    // What is said over the board stands on a card of the shade's colour, opaque: the shade
    // itself leaves the board readable (Theme.qml "Scrims").
    Rectangle {
        objectName: "magdagdonCard"
        visible: !root.elsewhere
        anchors.centerIn: parent
        width: content.width * content.scale + Theme.gap * 2
        height: content.height * content.scale + Theme.gap * 2
        radius: Theme.radius
        color: Qt.rgba(Theme.shade.r, Theme.shade.g, Theme.shade.b, 1)
        border.color: Theme.contrast ? Theme.ink : "transparent"
        border.width: Theme.lineWidth
    }
    ColumnLayout {
        id: content
        objectName: "magdagdonContent"
        parent: root.elsewhere ? awayCard : root
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.margin * 1.5, Theme.touch * (root.elsewhere ? 14 : 9))
        spacing: Math.round(Theme.gap * 0.8)
        // What still does not fit shrinks (its text stays at least as large as at 100 %).
        scale: Math.min(1, (parent.height - Theme.gap * 2) / Math.max(1, implicitHeight))

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
            //: Over the MAGDAGDON screen after a REROLL ALL DICE that failed again. MAGDAGDON stays in capitals. Room: 21 characters.
            text: qsTr("Still MAGDAGDON")
            transform: Translate {
                id: knockShift
            }
            SequentialAnimation {
                id: knock
                NumberAnimation {
                    target: knockShift
                    property: "x"
                    to: -6
                    duration: Theme.shake / 4
                }
                NumberAnimation {
                    target: knockShift
                    property: "x"
                    to: 6
                    duration: Theme.shake / 4
                }
                NumberAnimation {
                    target: knockShift
                    property: "x"
                    to: -4
                    duration: Theme.shake / 4
                }
                NumberAnimation {
                    target: knockShift
                    property: "x"
                    to: 0
                    duration: Theme.shake / 4
                }
            }
        }
        Text {
            visible: !root.elsewhere   // on the board itself then
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
            Behavior on scale {
                NumberAnimation {
                    duration: Theme.tumble
                    easing.type: Easing.OutBack
                }
            }
        }
        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: Theme.shadeInk
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontBody
            font.weight: Font.DemiBold
            readonly property string ways: root.sure.die !== undefined ?
            //: MAGDAGDON screen (R6.2), after the reason, when changing one die by 1 (DECREASE −1 or INCREASE +1) is sure to rescue the roll. Room: 153 characters.
            qsTr("Changing one die by 1 rescues the roll for sure; a REROLL only may. Or accept: one empty cell becomes a RUIN.") : root.session.powersLeft > 0 && root.session.rescuable ?
            //: MAGDAGDON screen (R6.2), after the reason: the two ways out. Room: 108 characters.
            qsTr("Rescue the roll with a Majda Power, or accept: one empty cell becomes a RUIN.") : root.session.powersLeft > 0 ?
            //: MAGDAGDON screen with powers left when no roll at all fits the cells left, after the reason: no power can help. Room: 131 characters.
            qsTr("No roll can fit here, so no Majda Power can rescue it. Accept: one empty cell becomes a RUIN.") :
            //: MAGDAGDON screen without powers left, after the reason. Room: 54 characters.
            qsTr("Accept: one empty cell becomes a RUIN.")
            //: MAGDAGDON screen: the reason, then the ways out; %1 the reason (one sentence), %2 the next sentence. Room: 4 characters.
            text: qsTr("%1 %2").arg(root.reason).arg(ways)
        }
        ActionButton {
            // Offered first: unlike a REROLL, it cannot fail.
            objectName: "sureRescueButton"
            onVisualFocusChanged: if (visualFocus)
                root.keyboardHere = true
            Layout.fillWidth: true
            visible: root.sure.die !== undefined
            enabled: root.active
            tone: Theme.teal
            //: Big MAGDAGDON button (R6.2, R5.2): a Majda Power on the die %2, which surely rescues the roll; %1 the power button's name (DECREASE −1, INCREASE +1). Button names as in the vocabulary table, in capitals.
            //: Room: 12 characters.
            text: qsTr("%1 ON THE %2").arg(root.sure.die !== undefined ? PowerWords.label(root.sure.power) : "").arg(root.sure.value ?? 0)
            //: Under the sure-rescue button: the die's new value %1, and what it costs; %Ln is the points, e.g. 10 (a plural message).
            //: Room: 33 characters.
            detail: qsTr("it becomes a %1, −%Ln points", "", root.session.nextPenalty).arg(root.sure.to)
            onClicked: root.session.rescue()
        }
        ActionButton {
            objectName: "rerollAllButton"
            onVisualFocusChanged: if (visualFocus)
                root.keyboardHere = true
            Layout.fillWidth: true
            // Not offered where no roll could fit (the power bar still allows it, R6.2).
            visible: root.session.powersLeft > 0 && root.session.rescuable
            enabled: root.session.canRerollAll
            tone: Theme.teal
            //: Big MAGDAGDON button: REROLL all four dice with a Majda Power. Room: 21 characters.
            text: qsTr("REROLL ALL DICE")
            //: Under REROLL ALL DICE: what it costs; %Ln is the points, e.g. 10 (a plural message). Room: 12 characters.
            detail: qsTr("−%Ln points", "", root.session.nextPenalty)
            onClicked: root.session.rerollAll()
        }
        ActionButton {
            id: acceptButton
            objectName: "acceptMagdagdonButton"
            onVisualFocusChanged: if (visualFocus)
                root.keyboardHere = true
            Layout.fillWidth: true
            enabled: root.session.canAccept
            tone: Theme.berry
            //: Big MAGDAGDON button (R6.3). Room: 23 characters.
            text: qsTr("ACCEPT MAGDAGDON")
            //: Under ACCEPT MAGDAGDON: the cost of the ruin; %Ln is its points, 15 (a plural message). Room: 26 characters.
            detail: qsTr("one RUIN, −%Ln points", "", root.session.breakdown.ruinCost || 0)
            onClicked: root.session.acceptMagdagdon()
        }
    }
}
