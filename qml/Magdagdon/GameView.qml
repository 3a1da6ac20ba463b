import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend

// The game screen: board, dice tray, powers, ROLL, CONFIRM and HINT, and what to do now.
// Landscape puts the board on the left; portrait stacks everything under the status.
Item {
    id: root
    required property GameSession session
    property HintService hints: null   // HINT, risk and review; the kiosk plays without them
    property Store store: null         // tells a first score of a table from a real record
    property Comeback comeback: null   // SHARE after a game; not in the kiosk
    signal showHighScores()
    signal showReview()

    // The HINT's plan as shown: the service's advice, and while the player follows it step by
    // step, the steps still to do (its ghosts stay on the board). Any other move ends it.
    property var plan: []
    property var wholePlan: []   // as the HINT gave it: taking a step back shows it again
    Connections {
        target: root.hints
        function onHintChanged() {
            if (root.hints.hint.length > 0) {
                root.wholePlan = root.hints.hint;
                root.plan = root.hints.hint;
            }
        }
    }
    Connections {
        target: root.session
        function onGameChanged() {
            root.plan = root.stillToDo(root.wholePlan);
            if (root.plan.length === 0)
                root.wholePlan = [];
        }
    }
    /*! The steps of ``plan`` not done yet, or [] when the board left the plan's path. */
    function stillToDo(steps) {
        if (steps.length === 0 || root.session.phase !== "PLACE" || steps[0].kind !== "place")
            return [];
        var planned = {};
        for (var i = 0; i < steps.length; i++)
            planned[steps[i].cell] = steps[i].value;
        var left = [];
        for (var c = 0; c < 16; c++) {
            var cell = board.cellInfo(c);
            if (cell.prepared && planned[c] !== cell.value)
                return [];   // a die went somewhere the plan did not put it
        }
        for (var k = 0; k < steps.length; k++) {
            var at = board.cellInfo(steps[k].cell);
            if (at.prepared && at.value === steps[k].value)
                continue;    // done
            if (at.value !== 0 || at.ruin)
                return [];
            left.push(steps[k]);
        }
        return left;
    }

    // The dice a hinted power acts on (±1: one die, REROLL: several), marked in the tray.
    readonly property var hintedDice: {
        var h = root.plan;
        if (h.length === 0)
            return [];
        if (h[0].kind === "adjust")
            return [h[0].die];
        if (h[0].kind === "reroll")
            return h[0].dice;
        return [];
    }

    // Wide windows: board left, panel right. Tall, square and small windows: stacked.
    // The panel is never narrower than its three power buttons need (8.5 touch targets).
    readonly property bool landscape: width >= height * 1.15 && width >= Theme.touch * 17.5
    readonly property real panelWidth: landscape
        ? Math.max(Theme.touch * 8.5, Math.min(width * 0.37, Theme.touch * 11))
        : width - Theme.margin * 2
    // The panel's parts have fixed heights, so the whole column is one fixed block.
    readonly property real panelHeight: status.height + Theme.margin * 1.5 + controls.implicitHeight

    // Board: as large as the space allows next to (or between) the panel's parts.
    BoardView {
        id: board
        session: root.session
        hints: root.hints
        plan: root.plan
        tray: tray
        x: Theme.margin
        y: root.landscape ? Theme.margin : status.y + status.height + Theme.gap
        width: root.landscape ? root.width - root.panelWidth - Theme.margin * 3 : root.width - Theme.margin * 2
        height: root.landscape ? root.height - Theme.margin * 2
                               : controls.y - y - Theme.gap
    }

    MagdagdonOverlay {
        objectName: "magdagdonShade"
        session: root.session
        x: board.x + board.trayRect.x
        y: board.y + board.trayRect.y
        width: board.trayRect.width
        height: board.trayRect.height
    }

    StatusPanel {
        id: status
        objectName: "statusPanel"
        session: root.session
        hints: root.hints
        plan: root.plan
        x: root.landscape ? root.width - root.panelWidth - Theme.margin : Theme.margin
        // Landscape: the panel block is centred beside the board; stacked: status on top.
        y: root.landscape ? Math.max(Theme.margin, (root.height - root.panelHeight) / 2) : Theme.margin
        width: root.panelWidth
        height: implicitHeight
    }

    ColumnLayout {
        id: controls
        x: status.x
        width: root.panelWidth
        y: root.landscape ? status.y + status.height + Theme.margin * 1.5
                          : root.height - implicitHeight - Theme.margin
        height: implicitHeight
        spacing: Theme.gap * 1.2

        DiceTray {
            id: tray
            objectName: "diceTray"
            Layout.fillWidth: true
            session: root.session
            dropTarget: board
            hintedDice: root.hintedDice
            dieSize: Math.min(Theme.touch * (root.landscape ? 2.1 : 2.4), (root.panelWidth - Theme.gap * 6) / 4)
        }
        PowerBar {
            objectName: "powerBar"
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
                // What this turn adds, before it is made (R7.5 on the board with the dice).
                detail: root.session.preview.points !== undefined
                        //: Under CONFIRM: the points the turn adds (%1 signed, e.g. "+24" or "−3", in the language's digits).
                        ? qsTr("%1 points").arg(status.signed(root.session.preview.points)) : ""
                enabled: root.session.canConfirm
                onClicked: root.session.confirm()
            }
            // One slot, the same size in every phase: HINT, or BACK while choosing the ruin,
            // or RESULT when the game-over card has been put aside.
            Item {
                visible: root.hints !== null || root.session.choosingRuin || gameOver.aside
                Layout.fillWidth: true
                Layout.preferredWidth: 0.8
                implicitHeight: hintButton.implicitHeight
                ActionButton {
                    id: hintButton
                    objectName: "hintButton"
                    anchors.fill: parent
                    visible: root.hints !== null && !root.session.choosingRuin && !gameOver.aside
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
                    anchors.fill: parent
                    visible: root.session.choosingRuin
                    tone: Theme.inkSoft
                    //: Button while choosing the cell to ruin: back to the MAGDAGDON choice.
                    text: qsTr("BACK")
                    onClicked: root.session.cancelMagdagdon()
                }
                ActionButton {
                    objectName: "showResultButton"
                    anchors.fill: parent
                    visible: gameOver.aside
                    tone: Theme.berry
                    //: Button after the game-over card was put aside: bring the result back. Short.
                    text: qsTr("RESULT")
                    onClicked: gameOver.aside = false
                }
            }
        }
    }

    GameOverDialog {
        id: gameOver
        objectName: "gameOverDialog"
        anchors.fill: parent
        session: root.session
        board: board
        store: root.store
        canReview: root.hints !== null
        comeback: root.comeback
        onShowHighScores: root.showHighScores()
        onShowReview: root.showReview()
    }
}
