import QtQuick
import QtQuick.Layouts
import QtQuick.Window
import Magdagdon.Backend
import "numbers.js" as Numbers

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

    // The game's keys (issue 15): they work whatever has focus in the window (a text field
    // keeps its letters: it overrides printable shortcuts), while no dialog or page is over
    // the game. Main.qml clears keysEnabled while a question or the key list is open.
    property bool keysEnabled: true
    readonly property bool keys: keysEnabled && visible
    /*! Arrow keys: the board takes the focus and its cursor moves (it stops at the edges). */
    function moveCursor(rows, columns) {
        board.showCursor = true;
        board.forceActiveFocus(Qt.OtherFocusReason);
        root.session.moveCursor(rows, columns);
    }
    /*! A game key was used: a keyboard player sees the board cursor (the board takes the
        focus unless a control the player reached with Tab holds it). */
    function keyUsed() {
        board.showCursor = true;
        var focused = root.Window.activeFocusItem;
        if (focused === null || !focused.activeFocusOnTab)
            board.forceActiveFocus(Qt.OtherFocusReason);
    }
    /*! Escape on the game screen: step back from choosing the ruin, the reroll, or the card. */
    function stepBack() {
        if (root.session.choosingRuin)
            root.session.cancelMagdagdon();
        else if (root.session.choosingReroll)
            root.session.cancelReroll();
        else if (gameOver.shown)
            gameOver.aside = true;
        else
            return false;
        return true;
    }
    Shortcut { sequence: "R"; enabled: root.keys; onActivated: { root.keyUsed(); root.session.roll(); } }
    Shortcut { sequence: "1"; enabled: root.keys; onActivated: { root.keyUsed(); root.session.tapDie(0); } }
    Shortcut { sequence: "2"; enabled: root.keys; onActivated: { root.keyUsed(); root.session.tapDie(1); } }
    Shortcut { sequence: "3"; enabled: root.keys; onActivated: { root.keyUsed(); root.session.tapDie(2); } }
    Shortcut { sequence: "4"; enabled: root.keys; onActivated: { root.keyUsed(); root.session.tapDie(3); } }
    Shortcut { sequence: "C"; enabled: root.keys; onActivated: { root.keyUsed(); root.session.confirm(); } }
    Shortcut { sequences: ["-", "−"]; enabled: root.keys; onActivated: { root.keyUsed(); root.session.decrease(); } }
    Shortcut { sequences: ["+", "=", "Shift++", "Shift+="]; enabled: root.keys; onActivated: { root.keyUsed(); root.session.increase(); } }
    Shortcut { sequence: "X"; enabled: root.keys; onActivated: { root.keyUsed(); root.session.reroll(); } }
    Shortcut { sequence: "A"; enabled: root.keys; onActivated: { root.keyUsed(); root.session.acceptMagdagdon(); } }
    Shortcut {
        sequence: "H"
        enabled: root.keys && root.hints !== null
        onActivated: if (root.hints && root.hints.canHint && !root.hints.busy) root.hints.requestHint()
    }
    Shortcut { sequence: "Up"; enabled: root.keys; onActivated: root.moveCursor(-1, 0) }
    Shortcut { sequence: "Down"; enabled: root.keys; onActivated: root.moveCursor(1, 0) }
    Shortcut { sequence: "Left"; enabled: root.keys; onActivated: root.moveCursor(0, -1) }
    Shortcut { sequence: "Right"; enabled: root.keys; onActivated: root.moveCursor(0, 1) }
    // Enter and Space: on the board (or when nothing holds the focus), the cursor's cell; a
    // focused button keeps them for itself (it is activated).
    Shortcut {
        sequences: ["Return", "Enter", "Space"]
        readonly property Item focused: root.Window.activeFocusItem
        enabled: root.keys && (focused === null || focused === board || !focused.activeFocusOnTab)
        onActivated: {
            board.showCursor = true;
            board.forceActiveFocus(Qt.OtherFocusReason);
            root.session.pressCursor();
        }
    }
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
    // Side by side or stacked: whichever gives the larger board (cells of the board's 6.22 ×
    // 5.78 cell units), so square windows stay side by side and tall ones stack.
    readonly property real sidePanel: Math.max(Theme.touch * 8.5, Math.min(width * 0.37 * textRoom, Theme.touch * 11 * textRoom))
    readonly property real sideCell: Math.min((width - sidePanel - Theme.margin * 3) / board.unitsWide,
                                              (height - Theme.margin * 2) / board.unitsHigh)
    readonly property real stackCell: Math.min((width - Theme.margin * 2) / board.unitsWide,
                                               (height - Theme.touch * 3.4 - controlsBase - Theme.margin * 3) / board.unitsHigh)
    readonly property bool landscape: sideCell >= stackCell
    readonly property real panelWidth: landscape
        ? sidePanel
        : width - Theme.margin * 2
    // Stacked: the board is as wide as the window, so its height is known from the width; the
    // height left over goes to bigger dice and buttons, not to empty bands (portrait kiosk).
    readonly property real boardNeed: (width - Theme.margin * 2) * board.contentH / Math.max(1, board.contentW)
    readonly property real controlsBase: Theme.touch * 2.4 + Theme.gap * 2 + Theme.fontSmall * 1.4
                                         + Theme.touch * 1.05 + Theme.touch * 1.25 + Theme.gap * 1.2 * 3
    readonly property real spare: landscape ? 0
        : Math.max(0, height - status.height - boardNeed - controlsBase - Theme.margin * 2 - Theme.gap * 2)
    readonly property real grow: Math.min(1.6, 1 + spare / Math.max(1, Theme.touch * 4.7))
    // Larger text (Settings) takes room from the board, which stays square and playable.
    readonly property real textRoom: 1 + (Theme.textScale - 1) * 0.45
    // The panel's parts have fixed heights, so the whole column is one fixed block.
    readonly property real panelHeight: status.height + Theme.margin * 1.5 + controls.implicitHeight

    // Board: as large as the space allows next to (or between) the panel's parts.
    BoardView {
        id: board
        objectName: "board"
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
            // Large text in a landscape window: the dice give up height so the panel fits.
            readonly property real roomForDice: root.height - Theme.margin * 3.5 - status.height - powers.implicitHeight
                                                - actionRow.implicitHeight - controls.spacing * 2 - Theme.gap * 2
            dieSize: Math.min(Theme.touch * (root.landscape ? 2.1 : 2.4 * root.grow), (root.panelWidth - Theme.gap * 6) / 4,
                              root.landscape && Theme.textScale > 1 ? Math.max(Theme.touch, roomForDice) : Infinity)
        }
        PowerBar {
            id: powers
            objectName: "powerBar"
            Layout.fillWidth: true
            buttonSize: Theme.touch * 1.05 * root.grow
            session: root.session
        }
        RowLayout {
            id: actionRow
            Layout.fillWidth: true
            spacing: Theme.gap
            ActionButton {
                objectName: "rollButton"
                size: Theme.touch * 1.25 * root.grow
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                //: Main button: throw the four dice (R3.1). Short.
                text: qsTr("ROLL")
                enabled: root.session.canRoll
                onClicked: root.session.roll()
            }
            ActionButton {
                objectName: "confirmButton"
                size: Theme.touch * 1.25 * root.grow
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                tone: Theme.teal
                //: Main button: make the prepared dice permanent (R3.3). Short.
                text: qsTr("CONFIRM")
                // What this turn adds, before it is made (R7.5 on the board with the dice).
                detail: root.session.preview.points !== undefined
                        //: Under CONFIRM: the points the turn adds (%1 signed, e.g. "+24" or "−3", in the language's digits). A plural message: the form follows the size of the number (French "+1 point", "+24 points").
                        ? qsTr("%1 points", "", Math.abs(root.session.preview.points)).arg(status.signed(root.session.preview.points)) : ""
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
                    size: Theme.touch * 1.25 * root.grow
                    anchors.fill: parent
                    visible: root.hints !== null && !root.session.choosingRuin && !gameOver.aside
                    tone: Theme.gold
                    toneInk: Theme.goldInk
                    //: Button: show the expert's turn for this roll on the board, without playing it. Short.
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

    // Announcements for screen readers (issue 15): what a sighted player sees change is also
    // said, the roll, a MAGDAGDON, a bonus line, a ruin, game over with the score. The text
    // stays in a live region (read by screen readers that do not take announcements).
    Text {
        id: announcer
        objectName: "announcement"
        width: 1
        height: 1
        opacity: 0
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        property int bonuses: 0
        property int ruins: 0
        // The state after the last change, to tell what this one did (set, never bound).
        property int powers: 0
        property string phase: ""
        function say(message) {
            announcer.text = message;
            announcer.Accessible.announce(message);
        }
        function count() {
            var n = 0;
            var lines = root.session.lines;
            for (var i = 0; i < lines.length; i++)
                if (lines[i].bonus !== "NONE")
                    n++;
            return n;
        }
        Component.onCompleted: {
            announcer.bonuses = count();
            announcer.ruins = root.session.breakdown.ruins || 0;
            announcer.powers = root.session.powersUsed;
            announcer.phase = root.session.phase;
        }
    }
    Connections {
        target: root.session
        function onGameChanged() {
            var s = root.session;
            var parts = [];
            var before = announcer.phase;
            var rolled = before === "ROLL" && (s.phase === "PLACE" || s.phase === "MAGDAGDON");
            if (rolled || s.powersUsed > announcer.powers) {
                var values = [];
                for (var d = 0; d < 4; d++) {
                    var die = tray.dieItem(d) as DieDelegate;
                    if (die && !die.prepared)
                        values.push(die.value);
                }
                parts.push(rolled
                    //: Screen-reader announcement after ROLL; %1 the four values as a list, e.g. "3, 4, 1 and 6".
                    ? qsTr("Rolled %1").arg(Numbers.list(values))
                    //: Screen-reader announcement after a Majda Power; %1 the free dice's values as a list, e.g. "3 and 4".
                    : qsTr("Dice now %1").arg(Numbers.list(values)));
            }
            announcer.powers = s.powersUsed;
            if (s.phase === "MAGDAGDON" && before !== "MAGDAGDON")
                //: Screen-reader announcement: the roll cannot be placed (R6.1).
                parts.push(qsTr("MAGDAGDON: not enough dice can be placed"));
            var bonuses = announcer.count();
            if (bonuses > announcer.bonuses)
                //: Screen-reader announcement after CONFIRM: a row or column earned a bonus (R7.2).
                parts.push(qsTr("Bonus line!"));
            var ruins = s.breakdown.ruins || 0;
            if (ruins > announcer.ruins)
                //: Screen-reader announcement: a cell became a RUIN (R6.3).
                parts.push(qsTr("A cell became a RUIN"));
            announcer.bonuses = bonuses;
            announcer.ruins = ruins;
            announcer.phase = s.phase;
            if (parts.length > 0)
                //: Screen-reader announcement of two things at once ("Rolled 3, 4, 1 and 6. Bonus line!"); %1 the first sentence(s), %2 the next one.
                announcer.say(parts.reduce(function (said, next) { return qsTr("%1. %2").arg(said).arg(next); }));
        }
        function onGameOver(total) {
            //: Screen-reader announcement at the end of the game; %1 is the final score, already written the language's way (−15).
            announcer.say(qsTr("Game over. Final score %1").arg(Numbers.whole(total)));
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
