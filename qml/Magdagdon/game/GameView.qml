pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import QtQuick.Window
import Magdagdon.Backend
import Magdagdon

// The game screen: board, dice tray, powers, ROLL, CONFIRM and HINT, and what to do now.
// Landscape puts the board on the left; portrait stacks everything under the status.
Item {
    id: root
    required property GameSession session
    property HintService hints: null   // HINT, risk and review; the kiosk plays without them
    property Store store: null         // tells a first score of a table from a real record
    property Comeback comeback: null   // SHARE after a game; not in the kiosk
    property bool kiosk: false         // the touchscreen's composition: larger dice and buttons
    property real referenceHeight: height   // this screen's height at 100 % text (GameScreen)
    signal showHighScores
    signal showReview
    signal hintAsked   // HINT tapped or H pressed: the window asks first, once (assisted)

    // The game's keys (issue 15): they work whatever has focus in the window (a text field
    // keeps its letters: it overrides printable shortcuts), while no dialog or page is over
    // the game. Main.qml clears keysEnabled while a question or the key list is open.
    property bool keysEnabled: true
    readonly property bool keys: keysEnabled && visible
    /*! Arrow keys: the board takes the focus and its cursor moves (it stops at the edges). */
    function moveCursor(rows, columns) {
        boardView.showCursor = true;
        boardView.forceActiveFocus(Qt.OtherFocusReason);
        root.session.moveCursor(rows, columns);
    }
    /*! A game key was used: a keyboard player sees the board cursor (the board takes the
        focus unless a control the player reached with Tab holds it). */
    function keyUsed() {
        boardView.showCursor = true;
        var focused = root.Window.activeFocusItem;
        if (focused === null || !focused.activeFocusOnTab)
            boardView.forceActiveFocus(Qt.OtherFocusReason);
    }
    /*! Escape on the game screen: step back from choosing the ruin, the reroll, an armed
        DECREASE/INCREASE, or the card. */
    function stepBack() {
        if (root.session.choosingRuin)
            root.session.cancelMagdagdon();
        else if (root.session.choosingReroll || root.session.armed.power !== undefined)
            root.session.cancelReroll();
        else if (gameOver.shown)
            gameOver.aside = true;
        else
            return false;
        return true;
    }
    Shortcut {
        sequence: "R"
        enabled: root.keys
        onActivated: {
            root.keyUsed();
            root.session.roll();
        }
    }
    Shortcut {
        sequence: "1"
        enabled: root.keys
        onActivated: {
            root.keyUsed();
            root.session.tapDie(0);
        }
    }
    Shortcut {
        sequence: "2"
        enabled: root.keys
        onActivated: {
            root.keyUsed();
            root.session.tapDie(1);
        }
    }
    Shortcut {
        sequence: "3"
        enabled: root.keys
        onActivated: {
            root.keyUsed();
            root.session.tapDie(2);
        }
    }
    Shortcut {
        sequence: "4"
        enabled: root.keys
        onActivated: {
            root.keyUsed();
            root.session.tapDie(3);
        }
    }
    Shortcut {
        sequence: "C"
        enabled: root.keys
        onActivated: {
            root.keyUsed();
            root.session.confirm();
        }
    }
    Instantiator {   // each Majda Power's keys, from the engine's table (- + X)
        model: root.session.powers
        delegate: Shortcut {
            id: powerKey
            required property var modelData
            sequences: powerKey.modelData.sequences
            enabled: root.keys
            onActivated: {
                root.keyUsed();
                root.session.usePower(powerKey.modelData.name);
            }
        }
    }
    Shortcut {
        sequence: "A"
        enabled: root.keys
        onActivated: {
            root.keyUsed();
            root.session.acceptMagdagdon();
        }
    }
    Shortcut {
        sequence: "H"
        enabled: root.keys && root.hints !== null
        onActivated: root.hintAsked()
    }
    Shortcut {
        sequence: "Up"
        enabled: root.keys
        onActivated: root.moveCursor(-1, 0)
    }
    Shortcut {
        sequence: "Down"
        enabled: root.keys
        onActivated: root.moveCursor(1, 0)
    }
    Shortcut {
        sequence: "Left"
        enabled: root.keys
        onActivated: root.moveCursor(0, -1)
    }
    Shortcut {
        sequence: "Right"
        enabled: root.keys
        onActivated: root.moveCursor(0, 1)
    }
    // Enter and Space: on the board (or when nothing holds the focus), the cursor's cell; a
    // focused button keeps them for itself (it is activated).
    Shortcut {
        sequences: ["Return", "Enter", "Space"]
        readonly property Item focused: root.Window.activeFocusItem
        enabled: root.keys && (focused === null || focused === boardView || !focused.activeFocusOnTab)
        onActivated: {
            boardView.showCursor = true;
            boardView.forceActiveFocus(Qt.OtherFocusReason);
            root.session.pressCursor();
        }
    }
    // The HINT's plan as shown (the board follows it as the player does, BoardView.qml).
    readonly property var plan: boardView.plan
    // The game-over card's breakdown while the card shows: the page keys scroll it.
    readonly property Flickable cardScroller: gameOver.shown ? gameOver.scroller : null
    Connections {   // said as it is shown
        target: root.hints
        function onHintChanged() {
            if (root.hints.hint.length > 0)
                announcer.say(root.adviceSpoken(root.hints.hint));
        }
    }
    /*! The HINT for a screen reader (issue 15): where each ghost die goes, in words; any
        other advice as the panel shows it. */
    function adviceSpoken(steps) {
        if (steps[0].kind !== "prepare")
            return status.adviceText(false, steps, root.session.nextPenalty, root.session.choosingRuin);
        var parts = [];
        for (var i = 0; i < steps.length; i++)
            if (steps[i].kind === "prepare")
                //: Screen-reader HINT, one step: a die's value and the cell it goes to; %1 the value (1-6), %2 the row, %3 the column (1-4).
                parts.push(qsTr("the %1 to row %2, column %3").arg(steps[i].value).arg(Math.floor(steps[i].cell / 4) + 1).arg(steps[i].cell % 4 + 1));
        //: Screen-reader announcement of a HINT's placements, in order; %1 the steps as a list ("the 4 to row 2, column 3 and the 5 to row 2, column 4").
        return qsTr("HINT: %1").arg(Numbers.list(parts));
    }
    // The composition (GameScreen.qml, which the first frame lays out too): the views below
    // fill its slots.
    GameScreen {
        id: screen
        objectName: "gameScreen"
        anchors.fill: parent
        powers: root.session.powersTotal > 0
        powerCount: root.session.powers.length
        hints: root.hints !== null
        kiosk: root.kiosk
        referenceHeight: root.referenceHeight
    }

    BoardView {
        id: boardView
        objectName: "board"
        parent: screen.boardSlot
        anchors.fill: parent
        session: root.session
        hints: root.hints
        tray: tray
        pad: screen.pad
        gapUnits: screen.gapUnits
        rim: screen.rim
        tagW: screen.rowTrack
        tagH: screen.columnTrack
        boardText: screen.boardText
    }
    // No Tab stop on the board under the MAGDAGDON shade or the game-over card: nothing there
    // to do. Qt keeps a focused item's tab stop, so the board first passes its focus on, to
    // ACCEPT MAGDAGDON or NEW GAME (with its ring where the keyboard was in use).
    readonly property bool boardCovered: shade.active || gameOver.shown
    onBoardCoveredChanged: Qt.callLater(root.coverBoard)   // once the cover's buttons are up
    function coverBoard() {
        if (root.boardCovered && boardView.activeFocus) {
            const reason = boardView.showCursor ? Qt.TabFocusReason : Qt.OtherFocusReason;
            if (shade.active)
                shade.takeFocus(reason);
            else
                gameOver.takeFocus(reason);
            if (boardView.activeFocus)
                boardView.focus = false;
        }
        boardView.activeFocusOnTab = !root.boardCovered;
        if (!root.boardCovered && shade.keyboardHere) {
            // ACCEPT (or a rescue) from the keyboard: on to the cell to ruin, or to place
            boardView.showCursor = true;
            boardView.forceActiveFocus(Qt.TabFocusReason);
        }
        if (!shade.active)
            shade.keyboardHere = false;
    }

    MagdagdonOverlay {
        id: shade
        objectName: "magdagdonShade"
        session: root.session
        x: screen.trayRect.x
        y: screen.trayRect.y
        width: screen.trayRect.width
        height: screen.trayRect.height
        away: screen.statusRect
        z: 1   // its choices may lie over the status panel
    }

    StatusPanel {
        id: status
        objectName: "statusPanel"
        parent: screen.statusSlot
        anchors.fill: parent
        session: root.session
        hints: root.hints
        plan: root.plan
        held: shade.holding
        padding: screen.cardPadding
        spacing: screen.lineSpacing
        roomy: screen.roomyStatus
        powerWord: powerBar.label   // a sentence that names a power says its button's word
    }

    DiceTray {
        id: tray
        objectName: "diceTray"
        parent: screen.traySlot
        anchors.fill: parent
        dieSize: screen.dieSize
        session: root.session
        dropTarget: boardView
        dragLayer: dragLayer
        hintedDice: boardView.hintedDice
    }
    PowerBar {
        id: powerBar
        objectName: "powerBar"
        parent: screen.powersSlot
        anchors.fill: parent
        buttonSize: screen.powerSize
        rowHeight: screen.powerRowHeight
        headingLines: screen.headingLines
        session: root.session
    }

    GridLayout {
        id: actionRow
        parent: screen.actionsSlot
        anchors.fill: parent
        // ROLL, CONFIRM and the slot on one row, or the slot under the two (GameScreen).
        columns: screen.actionsWrap ? 2 : 3
        rowSpacing: Theme.gap
        columnSpacing: Theme.gap
        // One height in every phase: the composition's (CONFIRM keeps its points' room).
        readonly property real rowHeight: screen.actionRowHeight
        ActionButton {
            id: rollButton
            objectName: "rollButton"
            Layout.preferredHeight: actionRow.rowHeight
            size: screen.actionSize
            Layout.fillWidth: true
            Layout.horizontalStretchFactor: 5
            Layout.minimumWidth: minimumWidth
            //: Main button: throw the four dice (R3.1). Room: 7 characters.
            text: qsTr("ROLL")
            enabled: root.session.canRoll
            onClicked: {
                // Pressed from the keyboard, the focus goes on to the board's cursor, where the
                // dice are placed: ROLL, now disabled, would drop it to the window.
                const keyed = visualFocus;
                root.session.roll();
                if (keyed) {
                    boardView.showCursor = true;
                    boardView.forceActiveFocus(Qt.TabFocusReason);
                }
            }
        }
        ActionButton {
            id: confirmButton
            objectName: "confirmButton"
            Layout.preferredHeight: actionRow.rowHeight
            keepsDetailRoom: true
            size: screen.actionSize
            Layout.fillWidth: true
            Layout.horizontalStretchFactor: 5
            Layout.minimumWidth: minimumWidth
            tone: Theme.teal
            //: Main button: make the prepared dice permanent (R3.3). Room: 10 characters.
            text: qsTr("CONFIRM")
            // What this turn adds, before it is made (R7.5 on the board with the dice).
            detail: root.session.preview.points !== undefined ? root.pointsText(root.session.preview.points) : ""
            widestDetail: root.pointsText(-188)   // its width does not follow the preview
            enabled: root.session.canConfirm
            onClicked: {
                const keyed = visualFocus;   // from the keyboard: on to the next ROLL
                root.session.confirm();
                if (keyed && rollButton.enabled)
                    rollButton.forceActiveFocus(Qt.TabFocusReason);
            }
        }
        // One slot, the same size in every phase: HINT, or BACK while choosing the ruin,
        // or RESULT when the game-over card has been put aside.
        Item {
            visible: root.hints !== null || root.session.choosingRuin || gameOver.aside
            Layout.fillWidth: true
            Layout.horizontalStretchFactor: 4
            Layout.minimumWidth: Math.max(hintButton.minimumWidth, cancelRuinButton.minimumWidth, showResultButton.minimumWidth)
            Layout.columnSpan: screen.actionsWrap ? 2 : 1
            Layout.preferredHeight: actionRow.rowHeight
            ActionButton {
                id: hintButton
                objectName: "hintButton"
                size: screen.actionSize
                anchors.fill: parent
                visible: root.hints !== null && !root.session.choosingRuin && !gameOver.aside
                // Plain, never the loudest: it marks the game assisted (issue 38).
                tone: Theme.button
                toneInk: Theme.ink
                //: Button: show the expert's turn for this roll on the board, without playing it. Room: 7 characters.
                text: qsTr("HINT")
                //: Screen-reader name of the HINT button; the game is then marked as assisted in the high scores.
                Accessible.name: qsTr("HINT: show the best play for this roll (the game counts as assisted)")
                enabled: root.hints !== null && root.hints.canHint && !root.hints.busy
                onClicked: root.hintAsked()
            }
            ActionButton {
                id: cancelRuinButton
                objectName: "cancelRuinButton"
                size: screen.actionSize
                anchors.fill: parent
                visible: root.session.choosingRuin
                tone: Theme.inkSoft
                //: Button while choosing the cell to ruin: back to the MAGDAGDON choice. Room: 8 characters.
                text: qsTr("BACK")
                onClicked: root.session.cancelMagdagdon()
            }
            ActionButton {
                id: showResultButton
                objectName: "showResultButton"
                size: screen.actionSize
                anchors.fill: parent
                visible: gameOver.aside
                tone: Theme.berry
                //: Button after the game-over card was put aside: bring the result back. Room: 9 characters.
                text: qsTr("RESULT")
                onClicked: gameOver.aside = false
            }
        }
    }
    /*! Under CONFIRM: the points the turn adds. */
    function pointsText(points) {
        //: Under CONFIRM: the points the turn adds (%1 signed, e.g. "+24" or "−3", in the language's digits). A plural message: the form follows the size of the number (French "+1 point", "+24 points"). Room: 10 characters.
        return qsTr("%1 points", "", Math.abs(points)).arg(Numbers.signed(points));
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
                parts.push(rolled ?
                //: Screen-reader announcement after ROLL; %1 the four values as a list, e.g. "3, 4, 1 and 6".
                qsTr("Rolled %1").arg(Numbers.list(values)) :
                //: Screen-reader announcement after a Majda Power; %1 the free dice's values as a list, e.g. "3 and 4".
                qsTr("Dice now %1").arg(Numbers.list(values)));
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
                announcer.say(parts.reduce(function (said, next) {
                    return qsTr("%1. %2").arg(said).arg(next);
                }));
        }
        function onGameOver(total) {
            //: Screen-reader announcement at the end of the game; %1 is the final score, already written the language's way (−15).
            announcer.say(qsTr("Game over. Final score %1").arg(Numbers.whole(total)));
        }
    }

    // A dragged die is carried here, over the board, the panel and the MAGDAGDON shade.
    Item {
        id: dragLayer
        objectName: "dragLayer"
        anchors.fill: parent
        z: 2
    }

    GameOverDialog {
        id: gameOver
        objectName: "gameOverDialog"
        anchors.fill: parent
        session: root.session
        board: boardView
        store: root.store
        canReview: root.hints !== null
        comeback: root.comeback
        onShowHighScores: root.showHighScores()
        onShowReview: root.showReview()
    }
}
