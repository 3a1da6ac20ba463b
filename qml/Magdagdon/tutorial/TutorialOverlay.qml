pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The guided game's layer over the window (issue 13): the window dims except a hole around
// the item the step waits for, and a card says what to do, why a tap was refused, NEXT and
// SKIP. It never takes a tap meant for the game: the dimming is paint only.
Item {
    id: root
    required property Tutorial tutorial
    property real topInset: 0           // the navigation bar above the game screen
    property bool shown: true           // false while a page (RULES, SCORES...) covers the game
    readonly property GameSession game: tutorial?.session ?? null
    readonly property bool landscape: width >= height
    // The panel beside (or above) the board, as GameView lays it out: the card covers its
    // status part and leaves the board, the dice and the buttons clear.
    readonly property real panelWidth: landscape ? Math.min(width * 0.42, Theme.touch * 11) : width - Theme.margin * 2

    visible: (tutorial?.running ?? false) && shown
    // The last tap (PLAY): nothing is left to skip. The short version ends on "breakdown".
    readonly property bool lastMove: tutorial?.key === "difficulties" || (tutorial?.brief === true && tutorial?.key === "breakdown")
    Binding {
        target: TutorialFocus
        property: "target"
        value: root.tutorial?.target
    }

    // ------------------------------------------------------------------ the words
    function stepTitle(step) {
        switch (step) {
        //: Guided game, title of step 1 (of 9): press ROLL, pick a die, place it. Room: 35 characters.
        case 0:
            return qsTr("Rolling and placing a die");
        //: Guided game, title of step 2. Room: 26 characters.
        case 1:
            return qsTr("Where a die may go");
        //: Guided game, title of step 3. Room: 21 characters.
        case 2:
            return qsTr("Order matters");
        //: Guided game, title of step 4. CONFIRM is the button name. Room: 10 characters.
        case 3:
            return qsTr("CONFIRM");
        //: Guided game, title of step 5: ROLL a new turn, place two dice, take them back. Room: 40
        //: characters.
        case 4:
            return qsTr("A new turn: taking dice back");
        //: Guided game, title of step 6. Room: 20 characters.
        case 5:
            return qsTr("Line bonuses");
        //: Guided game, title of step 7: a ROLL that no die fits, rescued by changing a die. Majda Power
        //: stays as is in every language. Room: 40 characters.
        case 6:
            return qsTr("A Majda Power rescues a roll");
        //: Guided game, title of step 8. RUINS as in the glossary. Room: 27 characters.
        case 7:
            return qsTr("MAGDAGDON and RUINS");
        default:
            return root.tutorial?.brief ?
            //: Guided game, title of step 9 in the kiosk's short version (the score only). Room: 14
            //: characters.
            qsTr("Your score") :
            //: Guided game, title of step 9: the final score, then what each difficulty changes. Room: 44
            //: characters.
            qsTr("Your score and the difficulties");
        }
    }
    // The kiosk's short version says the longest lessons in fewer words (under two minutes).
    function briefText(key) {
        switch (key) {
        //: Guided game, kiosk's short version (R4.2). Room: 83 characters.
        case "placeFirst":
            return qsTr("The first die may go on any cell: put it on the marked one.");
        //: Guided game, kiosk's short version (R4.3). NEXT is the tutorial's button. Room: 124 characters.
        case "whyDark":
            return qsTr("No cell lights up: a die must touch a number and differ from it by at most 1. Then NEXT.");
        //: Guided game, kiosk's short version (R3.3). CONFIRM is the button name. Room: 79 characters.
        case "confirm":
            return qsTr("Press CONFIRM: the dice stay, the unused 6 is discarded.");
        //: Guided game, kiosk's short version (R3.4). Room: 96 characters.
        case "takeBack":
            return qsTr("Take back the upper 1: the lower one leans on it and comes back too.");
        //: Guided game, kiosk's short version (R7.1, R7.2). STRAIGHT as in the glossary. Room: 105
        //: characters.
        case "lineScore":
            return qsTr("A row or a column scores the sum of its numbers, and this STRAIGHT adds 60.");
        //: Guided game, kiosk's short version, the last text; %1 the score (−15 with a true minus). PLAY is
        //: the button below it. A plural message: the form follows the size of the number. Room: 121
        //: characters.
        case "breakdown":
            return qsTr("Your score: %1 points. The game ends when the board is full. Press PLAY for a real game!", "", Math.abs(root.game ? root.game.breakdown.total : 0)).arg(Numbers.whole(root.game ? root.game.breakdown.total : 0));
        default:
            return "";
        }
    }
    function stepText(key) {
        var b = root.game ? root.game.breakdown : ({});
        var brief = root.tutorial?.brief ? briefText(key) : "";
        if (brief !== "")
            return brief;
        switch (key) {
        //: Guided game text. ROLL is the button name. Room: 61 characters.
        case "roll":
            return qsTr("Welcome! Press ROLL to throw the four dice.");
        //: Guided game text. Room: 18 characters.
        case "pickFirst":
            return qsTr("Pick the 2.");
        //: Guided game text (R4.2). Room: 170 characters.
        case "placeFirst":
            return qsTr("The lit cells show where the picked die may go, and the first die of the game may go anywhere. Put it on the marked cell.");
        //: Guided game text. Room: 29 characters.
        case "pickDark":
            return qsTr("Now pick the 4.");
        //: Guided game text (R4.3), with the rule sheets' example. NEXT is the tutorial's button. Room: 299
        //: characters.
        case "whyDark":
            return qsTr("No cell lights up: a die must touch a number and differ by at most 1 from every number it touches, so a cell next to a 3 and a 4 takes only a 3 or a 4. Try an empty cell to see why it does not light up, then NEXT.");
        //: Guided game text (R4.4). Room: 61 characters.
        case "pickBridge":
            return qsTr("The order of your dice matters. Pick the 3.");
        //: Guided game text. Room: 33 characters.
        case "placeBridge":
            return qsTr("Put the 3 beside the 2.");
        //: Guided game text (R4.4): a prepared die counts at once. Room: 68 characters.
        case "pickReached":
            return qsTr("A prepared die counts at once: pick the 4 again.");
        //: Guided game text (R4.4). Room: 59 characters.
        case "placeReached":
            return qsTr("Now the 4 fits beside the 3. Put it there.");
        //: Guided game text (R3.3). PEACEFUL and CONFIRM as in the glossary. Room: 181 characters.
        case "confirm":
            return qsTr("In PEACEFUL you place at least 2 dice per turn. Press CONFIRM: the prepared dice become permanent, and the unused 6 is discarded.");
        //: Guided game text. ROLL is the button name. Room: 37 characters.
        case "rollSecond":
            return qsTr("A new turn: press ROLL.");
        //: Guided game text. Room: 18 characters.
        case "pickChainFirst":
            return qsTr("Pick a 1.");
        //: Guided game text. Room: 27 characters.
        case "placeChainFirst":
            return qsTr("Put it below the 2.");
        //: Guided game text. Room: 24 characters.
        case "pickChainSecond":
            return qsTr("Pick the other 1.");
        //: Guided game text. Room: 91 characters.
        case "placeChainSecond":
            return qsTr("Put it below the first 1: it joins the field only through that 1.");
        //: Guided game text (R3.4). CONFIRM is the button name. Room: 175 characters.
        case "takeBack":
            return qsTr("Until CONFIRM, choosing a prepared die takes it back. Take back the upper 1: the lower one leans on it, so it comes back too.");
        //: Guided game text. Room: 58 characters.
        case "pickStraight":
            return qsTr("Now complete the top row: pick a 1.");
        //: Guided game text (R7.2). STRAIGHT as in the glossary. Room: 79 characters.
        case "placeStraight":
            return qsTr("Put it in the corner: 1-2-3-4 along a row is a STRAIGHT.");
        //: Guided game text. Room: 54 characters.
        case "pickSecondOne":
            return qsTr("A turn needs 2 dice: pick the other 1.");
        //: Guided game text. Room: 38 characters.
        case "placeSecondOne":
            return qsTr("Put it below the first one.");
        //: Guided game text. CONFIRM is the button name. Room: 64 characters.
        case "confirmStraight":
            return qsTr("Press CONFIRM to fill the top row for good.");
        //: Guided game text (R7.1, R7.2). Combination names as in the glossary. Room: 215 characters.
        case "lineScore":
            return qsTr("Every row and every column scores the sum of its numbers. The full top row scores 10, plus 60 for its STRAIGHT (a FOUR OF A KIND earns 40, TWO PAIRS 20).");
        //: Guided game text. ROLL is the button name. Room: 19 characters.
        case "rollRescue":
            return qsTr("Press ROLL.");
        //: Guided game text (R6.1, R6.2). MAGDAGDON stays as is; Majda Power too. Room: 135 characters.
        case "pickRescue":
            return qsTr("Four 6s, and no cell takes a 6: this roll is a MAGDAGDON. A Majda Power can rescue it: pick a 6.");
        //: Guided game text (R5.2). DECREASE −1 as in the glossary. Room: 139 characters.
        case "decrease":
            return qsTr("Press DECREASE −1 to make the 6 a 5. Nothing is spent yet: a Majda Power always asks twice.");
        //: Guided game text (R5.2, R5.5). CHANGE TO 5 is the power button's text after one press
        //: (as in the power bar); PEACEFUL as in the glossary. Room: 139 characters.
        case "spendDecrease":
            return qsTr("Press CHANGE TO 5 to spend it. In PEACEFUL your three powers cost 10, 20 and then 40 points.");
        //: Guided game text. Room: 44 characters.
        case "placeFive":
            return qsTr("Rescued! Put the 5 below the 4.");
        //: Guided game text. Room: 51 characters.
        case "pickSix":
            return qsTr("Pick a 6: it fits next to the 5 now.");
        //: Guided game text. Room: 27 characters.
        case "placeSix":
            return qsTr("Put it below the 5.");
        //: Guided game text. CONFIRM is the button name. Room: 70 characters.
        case "confirmRescue":
            return qsTr("Press CONFIRM: the two 6s left over are discarded.");
        //: Guided game text. ROLL is the button name. Room: 37 characters.
        case "rollRuin":
            return qsTr("One more turn: press ROLL.");
        //: Guided game text (R6.2). ACCEPT MAGDAGDON is the button's text. Room: 156 characters.
        case "accept":
            return qsTr("Four 3s, and no cell takes a 3: MAGDAGDON again. A power could rescue it, but this time press ACCEPT MAGDAGDON.");
        //: Guided game text (R6.3, R6.5). RUIN as in the glossary. Room: 161 characters.
        case "placeRuin":
            return qsTr("Now choose the marked cell: it becomes a RUIN for the rest of the game and costs 15 points. The dice are discarded.");
        //: Guided game text (R7.4); %1 rows and columns, %2 bonuses, %3 ruin penalty, %4 power penalty, %5
        //: the total (−15 with a true minus). A plural message: the form follows the size of the total. Room:
        //: 215 characters.
        case "breakdown":
            return qsTr("Your score: %1 for the rows and columns, +%2 in bonuses, −%3 for the RUIN and −%4 for the power: %5 points. The game ends when every cell holds a number or a RUIN.", "", Math.abs(b.total)).arg(Numbers.whole(b.base)).arg(Numbers.whole(b.bonus)).arg(Numbers.whole(b.ruinPenalty)).arg(Numbers.whole(b.powerPenalty)).arg(Numbers.whole(b.total));
        //: Guided game text, the last one (R2). Difficulty names stay in English. Room: 210 characters.
        case "difficulties":
            return qsTr("PEACEFUL gives you 3 powers and needs 2 dice per turn, SURVIVAL 1 power (−70 points), NIGHTMARE no power and 3 dice per turn. You are ready: have fun!");
        default:
            return "";
        }
    }
    function whyText(why, value, neighbour) {
        switch (why) {
        //: Guided game, a refused choice of cell (R4.1). Room: 38 characters.
        case "TAKEN":
            return qsTr("That cell is taken already.");
        //: Guided game, a refused choice of cell (R4.3). Room: 70 characters.
        case "NOT_JOINED":
            return qsTr("That cell does not light up: it touches no number.");
        //: Guided game, a refused choice of cell (R4.3); %1 the neighbouring number, %2 the picked die. Room:
        //: 125 characters.
        case "TOO_FAR":
            return qsTr("That cell does not light up: it touches a %1, and a %2 may only touch numbers at most 1 away.").arg(neighbour).arg(value);
        //: Guided game, a refused choice of cell: a cell chosen with no die picked up. Room: 63 characters.
        case "NO_DIE":
            return qsTr("Pick a die first, then one of its lit cells.");
        //: Guided game, a refused choice of cell: an allowed cell that is not the lesson’s. Room: 87
        //: characters.
        case "ELSEWHERE":
            return qsTr("That cell is allowed too, but this lesson uses the marked one.");
        //: Guided game, any other refused choice of cell. Room: 51 characters.
        case "NOT_NOW":
            return qsTr("Not yet: choose the highlighted one.");
        default:
            return "";
        }
    }

    // ------------------------------------------------------------ the spotlight
    // What to light instead of the target: the cells around the 2, the top row with its sum
    // and its STRAIGHT +60 flag (rowTag0), the board with its rows' and columns' sums ("a/b":
    // the item b inside a; a column's tag is tall, its sum is at its top).
    readonly property var extraLight: ({
            "whyDark": ["cell0", "cell2", "cell5"],
            "lineScore": ["cell0", "cell3", "rowTag0"],
            "breakdown": ["cell0", "cell15", "rowTag0", "columnTag3/lineSum"],
            "difficulties": []
        })
    property rect hole: Qt.rect(0, 0, 0, 0)
    // The hole's corners round like the buttons, cells and dice it shows, with the same air.
    readonly property real holeRadius: Math.min(Theme.radius + Theme.gap * 0.6, hole.width / 2, hole.height / 2)
    // The card lies where the game screen's status panel is (what to do now), found by name
    // as the game screen lays it out; it never covers what its lesson is about (the hole), in
    // any language and at any size (issue 39: in French it grew over the die of step 2).
    property rect statusRect: Qt.rect(landscape ? width - panelWidth - Theme.margin : Theme.margin, topInset + Theme.margin, panelWidth, 0)
    property rect boardRect: Qt.rect(0, 0, 0, 0)   // the board block (the walnut tray and its tracks)
    readonly property real need: column.implicitHeight + Theme.margin * 2
    property rect trayRect: Qt.rect(0, 0, 0, 0)    // the dice tray
    /*! Where the card goes: ``{x, y, height}`` at the status panel's width, on the game screen,
        the place that covers least of, first, what the lesson is about (``hole``), then the
        dice tray, then the board, trying in this order: the status panel's place (its
        height at least), the same grown upwards towards the navigation bar, under the hole,
        above it, over the board's top or foot, the screen's top, its foot. */
    function place(hole, status, board, tray, need) {
        var top = root.topInset + Theme.gap, bottom = root.height - Theme.gap;
        var w = status.width;
        var spots = [[status.x, status.y, Math.max(need, status.height)], [status.x, status.y + status.height - need, need], [status.x, hole.y + hole.height + Theme.gap, need], [status.x, hole.y - Theme.gap - need, need]];
        if (board.width >= w)
            spots.push([board.x + (board.width - w) / 2, board.y, need], [board.x + (board.width - w) / 2, board.y + board.height - need, need]);
        spots.push([status.x, top, need], [status.x, bottom - need, need]);
        function over(x, y, h, r) {
            var ox = Math.max(0, Math.min(x + w, r.x + r.width) - Math.max(x, r.x));
            var oy = Math.max(0, Math.min(y + h, r.y + r.height) - Math.max(y, r.y));
            return ox * oy;
        }
        var best = null, least = Infinity;
        for (var i = 0; i < spots.length; i++) {
            var x = spots[i][0], h = spots[i][2];
            var y = Math.max(top, Math.min(spots[i][1], bottom - h));
            var cost = over(x, y, h, hole) * 1000 + over(x, y, h, tray) * 10 + over(x, y, h, board);
            if (cost < least - 0.5) {
                least = cost;
                best = {
                    x: x,
                    y: y,
                    height: h
                };
            }
        }
        return best;
    }
    readonly property var spot: place(hole, statusRect, boardRect, trayRect, need)

    function find(item, name) {
        if (!item)
            return null;
        if (item.objectName === name && item.visible)
            return item;
        var kids = item.children;
        for (var i = 0; i < kids.length; ++i) {
            var found = find(kids[i], name);
            if (found)
                return found;
        }
        return null;
    }
    function locate() {
        var names = extraLight[tutorial.key] !== undefined ? extraLight[tutorial.key] : [tutorial.target];
        var top = root.parent ? root.parent : root;
        var window = top;
        while (window.parent)
            window = window.parent;
        var x1 = 1e9, y1 = 1e9, x2 = -1e9, y2 = -1e9;
        for (var i = 0; i < names.length; ++i) {
            if (names[i] === "tutorialNextButton")
                continue;
            var path = names[i].split("/");
            var item = find(window, path[0]);
            for (var k = 1; item && k < path.length; ++k)
                item = find(item, path[k]);
            if (!item)
                continue;
            var p = item.mapToItem(root, 0, 0);
            x1 = Math.min(x1, p.x);
            y1 = Math.min(y1, p.y);
            x2 = Math.max(x2, p.x + item.width);
            y2 = Math.max(y2, p.y + item.height);
        }
        var status = find(window, "statusPanel");
        var board = find(window, "board");
        var tray = find(window, "diceTray");
        watch([status, board, tray]);
        if (status) {
            var s = status.mapToItem(root, 0, 0);
            statusRect = Qt.rect(s.x, s.y, status.width, status.height);
        }
        if (board) {
            var b = board.mapToItem(root, 0, 0);
            boardRect = Qt.rect(b.x, b.y, board.width, board.height);
        }
        if (tray) {
            var t = tray.mapToItem(root, 0, 0);
            trayRect = Qt.rect(t.x, t.y, tray.width, tray.height);
        }
        var pad = Theme.gap * 0.6;
        hole = x2 > x1 ? Qt.rect(x1 - pad, y1 - pad, x2 - x1 + 2 * pad, y2 - y1 + 2 * pad) : Qt.rect(0, 0, 0, 0);
    }
    // The panel, the board and the tray the card keeps clear of: where the game screen lays
    // them out anew (the guided game's own phases change its composition), the card follows
    // at once, not a poll later, so it never lies over the board it left.
    property var watched: []
    function watch(items) {
        for (var i = 0; i < items.length; ++i) {
            var item = items[i];
            if (!item || watched.indexOf(item) >= 0)
                continue;
            watched.push(item);
            item.xChanged.connect(relocate);
            item.yChanged.connect(relocate);
            item.widthChanged.connect(relocate);
            item.heightChanged.connect(relocate);
        }
    }
    function relocate() {
        root.locate();
    }
    Component.onDestruction: {
        for (var i = 0; i < watched.length; ++i) {
            var item = watched[i];
            if (!item)
                continue;
            item.xChanged.disconnect(relocate);
            item.yChanged.disconnect(relocate);
            item.widthChanged.disconnect(relocate);
            item.heightChanged.disconnect(relocate);
        }
    }
    onWidthChanged: relocate()
    onHeightChanged: relocate()
    // Items move (layout, tumbling dice): follow the target while the guided game runs.
    Timer {
        interval: 60
        repeat: true
        running: root.visible
        triggeredOnStart: true
        onTriggered: root.locate()
    }

    // The dimming is one rectangle's border, wider than the window: its inner edge is the
    // hole, rounded (a border's inner corners round by radius − width), in one piece (no seams
    // where bands would meet, no layer). Without a hole its inner rectangle has no size.
    Rectangle {
        id: dimming
        objectName: "tutorialDimming"
        readonly property real reach: (root.width + root.height) * 2
        readonly property bool lit: root.hole.width > 0
        x: (lit ? Math.round(root.hole.x) : root.width / 2) - reach
        y: (lit ? Math.round(root.hole.y) : root.height / 2) - reach
        width: (lit ? Math.round(root.hole.width) : 0) + reach * 2
        height: (lit ? Math.round(root.hole.height) : 0) + reach * 2
        radius: (lit ? root.holeRadius : 0) + reach
        color: "transparent"
        border.width: reach
        border.color: Theme.dim
        opacity: 0.6
    }
    Rectangle {   // the outline around the spotlit item, gently pulsing
        objectName: "tutorialSpotlight"
        visible: root.hole.width > 0
        x: root.hole.x
        y: root.hole.y
        width: root.hole.width
        height: root.hole.height
        radius: root.holeRadius
        color: "transparent"
        border.color: Theme.gold
        border.width: Math.max(3, Theme.gap * 0.4)
        SequentialAnimation on opacity {
            running: root.visible && Theme.tumble > 0
            loops: Animation.Infinite
            NumberAnimation {
                from: 1
                to: 0.45
                duration: 700
                easing.type: Easing.InOutSine
            }
            NumberAnimation {
                from: 0.45
                to: 1
                duration: 700
                easing.type: Easing.InOutSine
            }
        }
    }

    // ------------------------------------------------------------------ the card
    Rectangle {
        id: card
        objectName: "tutorialCard"
        x: root.spot.x
        y: root.spot.y
        width: root.statusRect.width
        height: root.spot.height
        radius: Theme.radius
        color: Theme.card
        border.color: Theme.teal
        border.width: Math.max(2, Theme.lineWidth, Theme.scale * 2)

        ColumnLayout {
            id: column
            x: Theme.margin
            y: Theme.margin
            width: parent.width - Theme.margin * 2
            height: parent.height - Theme.margin * 2
            spacing: Theme.gap * 0.8

            Text {
                objectName: "tutorialTitle"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                //: Guided game card: %1 the step number, %2 the number of steps (9), %3 the step's title.
                //: Room: 17 characters.
                text: qsTr("Step %1 of %2 · %3").arg(root.tutorial?.step + 1).arg(root.tutorial?.stepCount).arg(root.stepTitle(root.tutorial?.step))
                color: Theme.berry
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontSmall
                font.weight: Font.Bold
                font.letterSpacing: Theme.fontSmall * 0.04
            }
            Text {
                objectName: "tutorialStep"
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: root.stepText(root.tutorial?.key)
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
                font.weight: Font.DemiBold
                lineHeight: 1.1
            }
            Rectangle {
                Layout.fillWidth: true
                visible: root.tutorial?.why !== ""
                implicitHeight: whyLabel.implicitHeight + Theme.gap
                radius: Theme.radius * 0.5
                color: Theme.paperDeep
                Text {
                    id: whyLabel
                    objectName: "tutorialWhy"
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                    x: Theme.gap * 0.6
                    y: Theme.gap * 0.5
                    width: parent.width - Theme.gap * 1.2
                    wrapMode: Text.WordWrap
                    text: root.whyText(root.tutorial?.why, root.tutorial?.whyValue, root.tutorial?.whyNeighbour)
                    color: Theme.danger
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.DemiBold
                }
            }
            Item {
                Layout.fillHeight: true
            }   // the buttons sit at the card's foot
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.gap
                ActionButton {
                    objectName: "tutorialSkipButton"
                    visible: !root.lastMove
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    size: Theme.touch
                    tone: Theme.inkSoft
                    //: Guided game button: leave it now (it resumes at this step later). Room: 10 characters.
                    text: qsTr("SKIP")
                    onClicked: root.tutorial?.skip()
                }
                ActionButton {
                    id: nextButton
                    objectName: "tutorialNextButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    size: Theme.touch
                    tone: Theme.teal
                    enabled: root.tutorial?.target === "tutorialNextButton"
                    opacity: enabled ? 1 : 0.5
                    text: root.lastMove ?
                    //: Guided game button on its last step: end it and play. Room: 7 characters.
                    qsTr("PLAY") :
                    //: Guided game button: go on to the next explanation. Room: 7 characters.
                    qsTr("NEXT")
                    onClicked: root.tutorial?.next()
                }
            }
        }
    }
}
