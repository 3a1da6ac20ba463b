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
                announcer.say(root.adviceSpoken(root.hints.hint));
            }
        }
    }
    /*! The HINT for a screen reader (issue 15): where each ghost die goes, in words; any
        other advice as the panel shows it. */
    function adviceSpoken(steps) {
        if (steps[0].kind !== "place")
            return status.adviceText(false, steps, root.session.nextPenalty);
        var parts = [];
        for (var i = 0; i < steps.length; i++)
            //: Screen-reader HINT, one step: a die's value and the cell it goes to; %1 the value (1-6), %2 the row, %3 the column (1-4).
            parts.push(qsTr("the %1 to row %2, column %3").arg(steps[i].value)
                       .arg(Math.floor(steps[i].cell / 4) + 1).arg(steps[i].cell % 4 + 1));
        //: Screen-reader announcement of a HINT's placements, in order; %1 the steps as a list ("the 4 to row 2, column 3 and the 5 to row 2, column 4").
        return qsTr("HINT: %1").arg(Numbers.list(parts));
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

    // Wide windows (at least 1.2 times as wide as tall): board left, panel right. Square and
    // tall windows: stacked, the status above the board and the controls below it; when the
    // height is short (a square window) the dice and the powers share one row, so the board
    // gets the height. The board is as large as what is left allows, and what is left over
    // beside it is split evenly around the whole (no empty band inside the layout).
    readonly property bool landscape: width >= height * 1.2
    // Side by side: the panel is never narrower than its three power buttons need.
    readonly property real sidePanel: Math.max(Theme.touch * 8.5 * textRoom,
                                               Math.min(width * 0.35 * textRoom, Theme.touch * 11 * textRoom))
    // With large text the side panel may not fit the height: then the dice and ROLL, CONFIRM
    // and HINT move under the board (the hands' column), which gives up that much height.
    readonly property real sideControls: Theme.touch + Theme.gap * 2 + powersBase + actionsBase + Theme.gap * 1.2 * 2
    readonly property bool lowActions: landscape
        && status.heightAt(sidePanel) + Theme.margin * 1.5 + sideControls > height - Theme.margin * 2
    readonly property real statusWidth: landscape ? panelWidth : stackWidth
    readonly property real sideRoom: height - Theme.margin * 2
                                     - (lowActions ? actionsBase + compactDie + Theme.gap * 4 : 0)
                                     - (actionsWrap ? actionsBase + Theme.gap : 0)
    // Under the board, ROLL, CONFIRM and HINT are as wide as their words need (issue 15: 200%
    // French), up to the width the panel leaves; narrower than that, HINT takes a second line.
    // (The third slot counts without HINT too: BACK and RESULT show in it.)
    readonly property real slotNeed: Math.max(hintButton.minimumWidth, cancelRuinButton.minimumWidth,
                                              showResultButton.minimumWidth)
    // Where the width allows, the row is shared 1 : 1 : 0.8 (each gets at least its words).
    readonly property real actionUnit: Math.max(rollButton.minimumWidth, confirmButton.minimumWidth, slotNeed / 0.8)
    readonly property real actionsNeed: rollButton.minimumWidth + confirmButton.minimumWidth + slotNeed + Theme.gap * 2
    readonly property real lowRoom: width - sidePanel - Theme.margin * 3
    readonly property bool actionsWrap: lowActions && actionsNeed > lowRoom
    readonly property real columnWidth: !lowActions ? sideCell * board.unitsWide
        : Math.min(lowRoom, Math.max(sideCell * board.unitsWide, actionsWrap
            ? Math.max(rollButton.minimumWidth + confirmButton.minimumWidth + Theme.gap, slotNeed) : actionsNeed))
    readonly property real sideCell: Math.max(8, Math.min((width - sidePanel - Theme.margin * 3) / board.unitsWide,
                                                          sideRoom / board.unitsHigh))
    // Stacked: the controls' height at their smallest (an estimate, no item is asked: their
    // sizes follow from it), in one column or with the dice beside the powers.
    readonly property real stackWidth: width - Theme.margin * 2
    // (NIGHTMARE shows no power buttons: only the power bar's heading.)
    readonly property real powersBase: Theme.fontSmall * 1.4
        + (session.powersTotal > 0 ? Theme.gap * 0.6 + Math.max(Theme.touch * 1.05, Theme.fontBody * 2.6) : 0)
    readonly property real actionsBase: Math.max(Theme.touch * 1.25, Theme.fontBody * 2.6)
    readonly property real columnControls: Theme.touch * 2.4 + Theme.gap * 2 + powersBase + actionsBase + Theme.gap * 1.2 * 2
    readonly property real compactDie: Theme.touch * 1.5
    readonly property real rowControls: Math.max(compactDie + Theme.gap * 2, powersBase) + actionsBase + Theme.gap * 1.2
    readonly property real stackRoom: height - status.implicitHeight - Theme.margin * 2 - Theme.gap * 2
    readonly property real widthCell: stackWidth / board.unitsWide
    readonly property real columnCell: Math.min(widthCell, (stackRoom - columnControls) / board.unitsHigh)
    readonly property real rowCell: Math.min(widthCell, (stackRoom - rowControls) / board.unitsHigh)
    // The dice beside the powers: when that gives the board more room, and the width holds both.
    readonly property bool besides: !landscape && rowCell > columnCell + 0.5
                                    && stackWidth >= compactDie * 4 + Theme.gap * 6 + Theme.touch * 8.5 * textRoom
    readonly property real stackCell: Math.max(8, besides ? rowCell : columnCell)
    // Side by side and the height sets the board's size: the row track is narrower (its flags'
    // names shrink a little to fit), and the panel takes the width left, up to its widest;
    // what is still left over is shared around the whole.
    readonly property bool narrowTrack: landscape
        && (width - sidePanel - Theme.margin * 3) / (4 + 2 * board.pad + 3 * board.gapUnits + board.rim + 1.5)
           >= sideRoom / board.unitsHigh
    readonly property real panelWidth: landscape
        ? Math.min(Math.max(sidePanel, Theme.touch * 11 * textRoom),
                   Math.max(sidePanel, width - Theme.margin * 3 - columnWidth))
        : stackWidth
    readonly property real sideSpare: Math.max(0, width - Theme.margin * 3 - columnWidth - panelWidth)
    // Stacked with the board as wide as the window: the height left over goes to bigger dice
    // and buttons first (the portrait kiosk), then evenly above and below the board.
    readonly property real spare: landscape || besides ? 0
        : Math.max(0, stackRoom - columnControls - widthCell * board.unitsHigh)
    readonly property real grow: Math.min(1.6, 1 + spare / Math.max(1, Theme.touch * 4.7))
    // Larger text (Settings) takes room from the board, which stays square and playable.
    readonly property real textRoom: 1 + (Theme.textScale - 1) * 0.45
    readonly property real actionSize: Theme.touch * 1.25 * root.grow
    // The panel's parts have fixed heights, so the whole column is one fixed block.
    readonly property real panelHeight: status.height + Theme.margin * 1.5 + blockHeight
                                        + (lowActions ? 0 : rowSpacing + actionRow.implicitHeight)
    // The dice and the powers: one block under the status (side by side), or above ROLL
    // (stacked); the dice beside the powers, or (large text) only the powers.
    readonly property real rowSpacing: Theme.gap * 1.2
    readonly property real blockHeight: besides ? Math.max(tray.implicitHeight, powers.implicitHeight)
                                        : lowActions ? powers.implicitHeight
                                        : tray.implicitHeight + rowSpacing + powers.implicitHeight
    readonly property real blockY: landscape ? status.y + status.height + Theme.margin * 1.5
                                   : height - Theme.margin - actionRow.implicitHeight - rowSpacing - blockHeight
    readonly property real panelX: landscape ? board.x + columnWidth + Theme.margin : Theme.margin

    // Board: as large as the space allows next to (or between) the panel's parts.
    BoardView {
        id: board
        objectName: "board"
        session: root.session
        hints: root.hints
        plan: root.plan
        tray: tray
        tagW: !root.landscape ? 1.25 : root.narrowTrack ? 1.3 : 1.5
        x: root.landscape ? Theme.margin + root.sideSpare / 2 : Theme.margin
        y: root.landscape ? (root.height - root.sideCell * board.unitsHigh
                             - (root.lowActions ? Theme.gap * 2 + tray.implicitHeight + actionRow.implicitHeight : 0)) / 2
                          : status.y + status.height + Theme.gap
        width: root.landscape ? root.sideCell * board.unitsWide : root.stackWidth
        height: root.landscape ? root.sideCell * board.unitsHigh : root.blockY - y - Theme.gap
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
        x: root.panelX
        // Landscape: the panel block is centred beside the board; stacked: status on top.
        y: root.landscape ? Math.max(Theme.margin, (root.height - root.panelHeight) / 2) : Theme.margin
        width: root.statusWidth
        height: implicitHeight
    }

    DiceTray {
        id: tray
        objectName: "diceTray"
        x: root.lowActions ? board.x : root.panelX
        width: root.lowActions ? root.columnWidth : root.besides ? implicitWidth : root.panelWidth
        y: root.lowActions ? board.y + board.height + Theme.gap
           : root.besides ? root.blockY + (root.blockHeight - height) / 2
           : root.blockY
        height: implicitHeight
        session: root.session
        dropTarget: board
        hintedDice: root.hintedDice
        // Large text in a landscape window: the dice give up height so the panel fits.
        readonly property real roomForDice: root.height - Theme.margin * 3.5 - status.height - powers.implicitHeight
                                            - actionRow.implicitHeight - root.rowSpacing * 2 - Theme.gap * 2
        dieSize: root.besides ? root.compactDie
                 : root.lowActions ? Math.min(root.compactDie, (board.width - Theme.gap * 6) / 4)
                 : Math.min(Theme.touch * (root.landscape ? 2.1 : 2.4 * root.grow), (root.panelWidth - Theme.gap * 6) / 4,
                            root.landscape && Theme.textScale > 1 ? Math.max(Theme.touch, roomForDice) : Infinity)
    }
    PowerBar {
        id: powers
        objectName: "powerBar"
        x: root.besides ? tray.x + tray.width + root.rowSpacing : root.panelX
        width: root.besides ? root.panelWidth - tray.width - root.rowSpacing : root.panelWidth
        y: root.besides ? root.blockY + (root.blockHeight - height) / 2
           : root.lowActions ? root.blockY
           : root.blockY + tray.implicitHeight + root.rowSpacing
        height: implicitHeight
        buttonSize: Theme.touch * 1.05 * root.grow
        session: root.session
    }

    GridLayout {
        id: actionRow
        // Under the panel's other controls, or (large text, landscape) under the board.
        x: root.lowActions ? board.x : root.panelX
        width: root.lowActions ? root.columnWidth : root.panelWidth
        columns: root.actionsWrap ? 2 : 3
        rowSpacing: Theme.gap
        columnSpacing: Theme.gap
        y: root.lowActions ? tray.y + tray.implicitHeight + Theme.gap
           : root.landscape ? root.blockY + root.blockHeight + root.rowSpacing
           : root.height - implicitHeight - Theme.margin
        height: implicitHeight
        // One height in every phase: the largest any of the row's buttons needs.
        readonly property real rowHeight: Math.max(Theme.touch, root.actionSize, rollButton.needHeight,
                                                   confirmButton.needHeight, hintButton.needHeight,
                                                   cancelRuinButton.needHeight, showResultButton.needHeight)
        ActionButton {
            id: rollButton
            objectName: "rollButton"
            Layout.preferredHeight: actionRow.rowHeight
            size: root.actionSize
            Layout.fillWidth: true
            Layout.preferredWidth: root.actionUnit
            Layout.minimumWidth: minimumWidth
            //: Main button: throw the four dice (R3.1). Short.
            text: qsTr("ROLL")
            enabled: root.session.canRoll
            onClicked: root.session.roll()
        }
        ActionButton {
            id: confirmButton
            objectName: "confirmButton"
            Layout.preferredHeight: actionRow.rowHeight
            keepsDetailRoom: true
            size: root.actionSize
            Layout.fillWidth: true
            Layout.preferredWidth: root.actionUnit
            Layout.minimumWidth: minimumWidth
            tone: Theme.teal
            //: Main button: make the prepared dice permanent (R3.3). Short.
            text: qsTr("CONFIRM")
            // What this turn adds, before it is made (R7.5 on the board with the dice).
            detail: root.session.preview.points !== undefined ? pointsText(root.session.preview.points) : ""
            widestDetail: pointsText(-188)   // its width does not follow the preview
            function pointsText(points) {
                //: Under CONFIRM: the points the turn adds (%1 signed, e.g. "+24" or "−3", in the language's digits). A plural message: the form follows the size of the number (French "+1 point", "+24 points").
                return qsTr("%1 points", "", Math.abs(points)).arg(status.signed(points));
            }
            enabled: root.session.canConfirm
            onClicked: root.session.confirm()
        }
        // One slot, the same size in every phase: HINT, or BACK while choosing the ruin,
        // or RESULT when the game-over card has been put aside.
        Item {
            visible: root.hints !== null || root.session.choosingRuin || gameOver.aside
            Layout.fillWidth: true
            Layout.preferredWidth: root.actionUnit * 0.8
            Layout.minimumWidth: root.slotNeed
            Layout.columnSpan: root.actionsWrap ? 2 : 1
            Layout.preferredHeight: actionRow.rowHeight
            ActionButton {
                id: hintButton
                objectName: "hintButton"
                size: root.actionSize
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
                id: cancelRuinButton
                objectName: "cancelRuinButton"
                size: root.actionSize
                anchors.fill: parent
                visible: root.session.choosingRuin
                tone: Theme.inkSoft
                //: Button while choosing the cell to ruin: back to the MAGDAGDON choice.
                text: qsTr("BACK")
                onClicked: root.session.cancelMagdagdon()
            }
            ActionButton {
                id: showResultButton
                objectName: "showResultButton"
                size: root.actionSize
                anchors.fill: parent
                visible: gameOver.aside
                tone: Theme.berry
                //: Button after the game-over card was put aside: bring the result back. Short.
                text: qsTr("RESULT")
                onClicked: gameOver.aside = false
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
