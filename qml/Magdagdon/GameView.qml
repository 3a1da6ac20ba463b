import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend

// The game screen: board, dice tray, powers, ROLL, CONFIRM and HINT, and what to do now.
// Landscape puts the board on the left; portrait stacks everything under the status.
Item {
    id: root
    required property GameSession session
    property HintService hints: null   // HINT, risk and review; the kiosk plays without them
    signal showHighScores()
    signal showReview()

    // The dice a hinted power acts on (±1: one die, REROLL: several), marked in the tray.
    readonly property var hintedDice: {
        var h = hints ? hints.hint : [];
        if (h.length === 0)
            return [];
        if (h[0].kind === "adjust")
            return [h[0].die];
        if (h[0].kind === "reroll")
            return h[0].dice;
        return [];
    }

    readonly property bool landscape: width >= height
    readonly property real panelWidth: landscape ? Math.min(width * 0.42, Theme.touch * 11) : width - Theme.margin * 2

    // Board: as large as the space allows next to (or above) the panel.
    BoardView {
        id: board
        session: root.session
        hints: root.hints
        x: Theme.margin
        y: root.landscape ? Theme.margin : status.y + status.height + Theme.gap
        width: root.landscape ? root.width - root.panelWidth - Theme.margin * 3 : root.width - Theme.margin * 2
        height: root.landscape ? root.height - Theme.margin * 2
                               : root.height - y - controls.height - Theme.margin * 2
        // Landscape: the panel is centred beside the board; portrait: status above it.
        readonly property real panelTop: root.landscape
            ? Math.max(Theme.margin, (root.height - status.height - controls.height - Theme.margin * 1.5) / 2)
            : Theme.margin
    }

    MagdagdonOverlay {
        session: root.session
        x: board.x
        y: board.y
        width: board.width
        height: board.height
    }

    StatusPanel {
        id: status
        session: root.session
        hints: root.hints
        x: root.landscape ? root.width - root.panelWidth - Theme.margin : Theme.margin
        y: board.panelTop
        width: root.panelWidth
    }

    ColumnLayout {
        id: controls
        x: status.x
        width: root.panelWidth
        y: root.landscape ? status.y + status.height + Theme.margin * 1.5
                          : root.height - height - Theme.margin
        spacing: Theme.gap * 1.2

        DiceTray {
            id: tray
            Layout.fillWidth: true
            session: root.session
            dropTarget: board
            hintedDice: root.hintedDice
            dieSize: Math.min(Theme.touch * 2.1, (root.panelWidth - Theme.gap * 6) / 4)
        }
        PowerBar {
            Layout.fillWidth: true
            session: root.session
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            ActionButton {
                objectName: "rollButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                //: Main button: throw the four dice (R3.1). Short.
                text: qsTr("ROLL")
                enabled: root.session.canRoll
                onClicked: root.session.roll()
            }
            ActionButton {
                objectName: "confirmButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                tone: Theme.teal
                //: Main button: make the prepared dice permanent (R3.3). Short.
                text: qsTr("CONFIRM")
                enabled: root.session.canConfirm
                onClicked: root.session.confirm()
            }
            ActionButton {
                objectName: "hintButton"
                visible: root.hints !== null && !root.session.choosingRuin   // BACK takes its place
                Layout.fillWidth: true
                Layout.preferredWidth: 0.8
                tone: Theme.gold
                toneInk: Theme.goldInk
                //: Button: show the strong player's turn for this roll on the board, without playing it. Short.
                text: qsTr("HINT")
                //: Screen-reader name of the HINT button; the game is then marked as assisted in the high scores.
                Accessible.name: qsTr("HINT: show the best turn for this roll (the game counts as assisted)")
                enabled: root.hints !== null && root.hints.canHint && !root.hints.busy
                onClicked: root.hints.requestHint()
            }
            ActionButton {
                objectName: "cancelRuinButton"
                visible: root.session.choosingRuin
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                tone: Theme.inkSoft
                //: Button while choosing the cell to ruin: back to the MAGDAGDON choice.
                text: qsTr("BACK")
                onClicked: root.session.cancelMagdagdon()
            }
        }
    }

    GameOverDialog {
        anchors.fill: parent
        session: root.session
        canReview: root.hints !== null
        onShowHighScores: root.showHighScores()
        onShowReview: root.showReview()
    }
}
