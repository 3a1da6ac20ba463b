pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon.Backend
import Magdagdon

// The walnut tray with its 4×4 cells, and each row's and column's sum and bonus ribbon at
// the end of the line. The cells come from session.board; nothing here decides a rule.
Item {
    id: root
    required property GameSession session
    property HintService hints: null   // the HINT's ghost dice (none in the kiosk)

    property DiceTray tray: null       // a prepared die flies from its slot there
    property int droppedDie: -1        // a die just dropped by drag lands where it was let go
    property int previewCell: -1       // the cell under a dragged die's centre: where it would go
    // The keyboard's cursor ring shows once a key moved it (or Tab reached the board), while
    // the board has the focus; a tap with the pointer hides it again.
    property bool showCursor: false
    property bool takeBack: true       // prepared dice show the take-back badge (not in a replay)
    activeFocusOnTab: true
    // For screen readers (issue 15): the board is a table whose name is the cell under the
    // keyboard cursor, as that cell says it, so moving the cursor reads the new cell.
    Accessible.role: Accessible.Table
    Accessible.name: {
        var c = cells.count === 16 ? cells.itemAt(root.session.cursor) as CellDelegate : null;
        //: Screen-reader name of the game board before its cells exist (a moment at start).
        return c ? c.Accessible.name : qsTr("Board");
    }
    onActiveFocusChanged: if (activeFocus)
        showCursor = true
    /*! A tap with the pointer on a cell or a die: no keyboard ring on the board, and none
        left where the keyboard was (a NavButton reached with Tab kept its ring while the
        game was played with the mouse): the board takes the focus, for the mouse. */
    function pointerUsed() {
        if (!root.activeFocus)
            root.forceActiveFocus(Qt.MouseFocusReason);
        root.showCursor = false;
    }
    // The HINT's plan as shown, as ghost dice: the service's advice, and while the player
    // follows it step by step, the steps still to do. Any other move ends it.
    property var plan: []
    property var wholePlan: []   // as the HINT gave it: taking a step back shows it again
    Connections {
        target: root.hints
        function onHintChanged() {
            if (root.hints.hint.length > 0) {
                root.wholePlan = root.hints.hint;
                // Dice already prepared where the plan puts them are steps done: only the
                // rest is drawn. A plan that differs is drawn whole, over the player's dice.
                var hint = root.hints.hint;
                var left = root.stillToDo(hint);
                if (left.length > 0)
                    root.plan = left;
                else if (hint[0].kind === "prepare" && root.session.preparedCount > 0)
                    // Other dice prepared: the advice says to take them back first.
                    root.plan = root.placing(hint).map((step, i) => i === 0 ? Object.assign({
                            retake: true
                        }, step) : step);
                else
                    root.plan = root.placing(hint);
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
    /*! A plan (ARCHITECTURE.md "An action and a plan, as QML gets them") as the board shows
        it: a placement's PREPAREs (its ghost dice; its CONFIRM is said, not drawn), or its
        one other action (a power, the ruin). */
    function placing(plan) {
        return plan.length > 0 && plan[0].kind === "prepare" ? plan.filter(action => action.kind === "prepare") : plan;
    }
    /*! The PREPAREs of plan ``steps`` not done yet, or [] when the board left the plan's path;
        every step done: one "confirm" action (no ghost; the advice says CONFIRM). */
    function stillToDo(plan) {
        var steps = root.placing(plan);
        if (steps.length === 0 || root.session.phase !== "PLACE" || steps[0].kind !== "prepare")
            return [];
        var planned = {};
        for (var i = 0; i < steps.length; i++)
            planned[steps[i].cell] = steps[i].value;
        var left = [];
        for (var c = 0; c < 16; c++) {
            var cell = root.cellInfo(c);
            if (cell.prepared && planned[c] !== cell.value)
                return [];   // a die went somewhere the plan did not put it
        }
        for (var k = 0; k < steps.length; k++) {
            var at = root.cellInfo(steps[k].cell);
            if (at.prepared && at.value === steps[k].value)
                continue;    // done
            if (at.value !== 0 || at.ruin)
                return [];
            left.push(steps[k]);
        }
        return left.length > 0 ? left : plan.filter(action => action.kind === "confirm");
    }
    // The dice a hinted power acts on (a change: one die, a throw: several), marked in the tray.
    readonly property var hintedDice: {
        var h = root.plan;
        return h.length > 0 && h[0].power !== "" ? h[0].dice : [];
    }

    // Geometry in cell units: tray padding, gap between cells, the tracks of flags and sums.
    // The game screen hands over its composition's (GameScreen.qml: the tracks grow with the
    // text size there); other boards (a replay, the kiosk's demo) keep these.
    property real pad: 0.16
    property real gapUnits: 0.08
    property real rim: 0.06            // between the tray and its tracks
    property real tagW: 1.5            // a row's track: sum, then flag
    property real tagH: 0.98           // a column's track: sum, then flag
    property real boardText: 1         // the board's words' share of the text size (GameScreen)
    readonly property real trayUnits: 4 + 2 * pad + 3 * gapUnits
    readonly property real unitsWide: trayUnits + rim + tagW   // in cells
    readonly property real unitsHigh: trayUnits + rim + tagH
    // A column's sum has a share of its track (LineTag.qml), and never less than its smallest
    // size needs (the kiosk's 20 px, read from a step away): on a small board the columns'
    // track grows by what that share lacks (``sumExtra``), and the flag keeps its length.
    readonly property real sumShare: 0.4 * boardText
    readonly property real sumLeast: Math.max(Math.round(Theme.textFloor * boardText), Theme.fontSmall)
    readonly property real sumRoom: Math.ceil(sumMetrics.height)
    FontMetrics {
        id: sumMetrics
        font.family: Theme.fontFamily
        font.pixelSize: root.sumLeast
        font.weight: Font.Bold
    }
    readonly property real cell: Math.max(8, Math.min(width / unitsWide, height / unitsHigh, (height - sumRoom) / (unitsHigh - sumShare)))
    readonly property real sumExtra: Math.max(0, sumRoom - cell * sumShare)
    readonly property real gap: cell * gapUnits
    readonly property real trayOuter: cell * trayUnits
    readonly property real contentW: trayOuter + cell * (rim + tagW)
    readonly property real contentH: trayOuter + cell * (rim + tagH) + sumExtra
    readonly property real bandThickness: cell * 0.34
    /*! The walnut tray in this item's coordinates: the MAGDAGDON shade covers exactly it. */
    readonly property rect trayRect: Qt.rect(content.x, content.y, trayOuter, trayOuter)

    implicitWidth: 600
    implicitHeight: 600

    /*! The cell under a point in this item's coordinates, or -1 (for dropping a dragged die). */
    function cellAt(px, py) {
        var x = px - content.x - tray.x - cell * pad;
        var y = py - content.y - tray.y - cell * pad;
        var step = cell + gap;
        if (x < 0 || y < 0)
            return -1;
        var c = Math.floor(x / step), r = Math.floor(y / step);
        if (c > 3 || r > 3 || x - c * step > cell || y - r * step > cell)
            return -1;
        return r * 4 + c;
    }
    /*! What one cell shows now (value, prepared, ruin), for following a HINT's plan. */
    function cellInfo(index) {
        var c = cells.itemAt(index) as CellDelegate;
        return c ? {
            value: c.value,
            prepared: c.prepared,
            ruin: c.ruin
        } : {
            value: 0,
            prepared: false,
            ruin: false
        };
    }
    /*! The centre of a cell in this item's coordinates (a die taken back flies from there). */
    function cellCentre(index) {
        return Qt.point(content.x + cell * pad + (index % 4) * (cell + gap) + cell / 2, content.y + cell * pad + Math.floor(index / 4) * (cell + gap) + cell / 2);
    }
    /*! The centre of a tray die in this item's coordinates, or null (a prepared die flies from it). */
    function dieCentre(die) {
        if (!root.tray || die < 0 || die === root.droppedDie)
            return null;
        var d = root.tray.dieItem(die);
        return d ? d.mapToItem(root, d.width / 2, d.height / 2) : null;
    }
    // Dice taken back together follow each other 30 ms apart (docs/LOOK.md "take back").
    property int cascade: 0
    function nextCascade() {
        if (root.cascade === 0)
            Qt.callLater(function () {
                root.cascade = 0;
            });
        root.cascade += 1;
        return Theme.reducedMotion ? 0 : (root.cascade - 1) * 30;
    }
    /*! Game over: every ribbon sweeps again, one after the other. */
    function sweepAll() {
        var k = 0;
        for (var i = 0; i < 8; i++) {
            var band = bands.itemAt(i) as BandItem;
            if (band && band.on)
                band.replay(k++ * 90);
        }
    }

    Item {
        id: content
        width: root.contentW
        height: root.contentH
        anchors.centerIn: parent

        Rectangle {   // the tray's shadow on the paper
            x: tray.x + root.cell * 0.05
            y: tray.y + root.cell * 0.08
            width: tray.width
            height: tray.height
            radius: tray.radius
            color: Theme.shadow
        }
        Rectangle {
            id: tray
            objectName: "boardTray"
            width: root.trayOuter
            height: root.trayOuter
            radius: root.cell * 0.22
            gradient: Gradient {
                GradientStop {
                    position: 0.0
                    color: Theme.boardLight
                }
                GradientStop {
                    position: 1.0
                    color: Theme.board
                }
            }
            border.color: Theme.boardEdge
            border.width: Math.max(2, Theme.lineWidth, root.cell * 0.03)

            // Ribbons tying each bonus line: a gold band under the tiles, seen between them,
            // running out through the rim to the line's flag. It sweeps in on the turn it is
            // made (and again at game over).
            Repeater {
                id: bands
                model: 8   // rows 0-3 then columns 0-3: stable items, so a sweep survives a refresh
                delegate: BandItem {
                    id: band
                    required property int index
                    readonly property var line: root.session.lines[band.index]
                    readonly property bool row: band.index < 4
                    readonly property int lineIndex: band.index % 4
                    on: band.line !== undefined && band.line.bonus !== "NONE"
                    objectName: "band" + band.index
                    visible: band.on && band.sweep > 0
                    readonly property real full: (band.row ? tray.width : tray.height) - root.cell * root.pad * 0.5
                    x: band.row ? root.cell * root.pad * 0.5 : root.cell * root.pad + band.lineIndex * (root.cell + root.gap) + (root.cell - root.bandThickness) / 2
                    y: band.row ? root.cell * root.pad + band.lineIndex * (root.cell + root.gap) + (root.cell - root.bandThickness) / 2 : root.cell * root.pad * 0.5
                    width: band.row ? band.full * Math.min(1, band.sweep * 1.25) : root.bandThickness
                    height: band.row ? root.bandThickness : band.full * Math.min(1, band.sweep * 1.25)
                }
            }

            Repeater {
                id: cells
                model: root.session.board
                delegate: CellDelegate {
                    id: cellItem
                    session: root.session
                    board: root
                    ruinMode: root.session.choosingRuin
                    takeBack: root.takeBack
                    // Under the keyboard cursor a prepared die's take-back badge stays on top
                    // of the ring, which crossed it (the badge is what a tap there does).
                    z: cursorRing.visible && root.session.cursor === cellItem.index && cellItem.prepared ? cursorRing.z + 1 : 0
                    width: root.cell
                    height: root.cell
                    x: root.cell * root.pad + (cellItem.index % 4) * (root.cell + root.gap)
                    y: root.cell * root.pad + Math.floor(cellItem.index / 4) * (root.cell + root.gap)
                }
            }

            // The keyboard cursor: a thick double ring (dark outside, light inside) around one
            // cell, visible on every cell state and in every theme (issue 15).
            Rectangle {
                id: cursorRing
                objectName: "boardCursor"
                readonly property int cell: root.session.cursor
                visible: root.showCursor && root.activeFocus
                z: 10
                x: root.cell * root.pad + (cell % 4) * (root.cell + root.gap) - width * 0.5 + root.cell * 0.5
                y: root.cell * root.pad + Math.floor(cell / 4) * (root.cell + root.gap) - height * 0.5 + root.cell * 0.5
                width: root.cell + root.gap * 1.6
                height: width
                radius: root.cell * 0.2
                color: "transparent"
                border.color: Theme.focus
                border.width: Math.max(3, root.cell * 0.06)
                Rectangle {
                    anchors.fill: parent
                    anchors.margins: parent.border.width
                    radius: parent.radius - parent.border.width
                    color: "transparent"
                    border.color: Theme.focusInner
                    border.width: Math.max(2, Theme.lineWidth, root.cell * 0.025)
                }
            }

            // The HINT, shown and not played: ghost dice in order, or the cell to ruin.
            Repeater {
                model: root.plan
                delegate: GhostDie {
                    id: ghost
                    required property var modelData
                    required property int index
                    readonly property int cell: ghost.modelData.cell !== undefined ? ghost.modelData.cell : -1
                    objectName: "ghost" + ghost.index
                    visible: ghost.cell >= 0
                    // A plan made with other dice prepared: the ghost covers the tile it
                    // replaces, so two numbers are never drawn over each other.
                    readonly property CellDelegate under: cells.count === 16 && ghost.cell >= 0 ? cells.itemAt(ghost.cell) as CellDelegate : null
                    covers: ghost.under !== null && ghost.under.prepared
                    value: ghost.modelData.value !== undefined ? ghost.modelData.value : 0
                    order: ghost.modelData.kind === "prepare" ? ghost.modelData.order : 0
                    ruin: ghost.modelData.kind === "ruin"
                    width: root.cell
                    height: root.cell
                    x: root.cell * root.pad + (Math.max(0, ghost.cell) % 4) * (root.cell + root.gap)
                    y: root.cell * root.pad + Math.floor(Math.max(0, ghost.cell) / 4) * (root.cell + root.gap)
                }
            }
        }

        // Where a band crosses the rim, behind the sum, to its flag: the same gold, square-ended
        // (no knobs over the rim).
        Repeater {
            model: 8
            delegate: Rectangle {
                id: bridge
                required property int index
                readonly property BandItem band: bands.count === 8 ? bands.itemAt(bridge.index) as BandItem : null
                readonly property bool row: bridge.index < 4
                visible: bridge.band !== null && bridge.band.visible && bridge.band.sweep >= 0.8
                color: Theme.gold
                x: bridge.row ? tray.width - root.cell * root.pad * 0.5 : (bridge.band ? bridge.band.x : 0)
                y: bridge.row ? (bridge.band ? bridge.band.y : 0) : tray.height - root.cell * root.pad * 0.5
                readonly property real reach: root.cell * (root.pad * 0.5 + root.rim + 0.46 * root.boardText) + 1
                width: bridge.row ? bridge.reach : root.bandThickness
                height: bridge.row ? root.bandThickness : bridge.reach + root.sumExtra
            }
        }

        // Flags and sums: rows to the right of the tray, columns below it, on fixed tracks.
        Repeater {
            model: 8
            delegate: LineTag {
                id: tag
                required property int index
                readonly property var line: root.session.lines[tag.index]
                // Before CONFIRM: the line as it would be with the prepared dice.
                readonly property var then: root.session.preview.lines !== undefined ? root.session.preview.lines[tag.index] : tag.line
                readonly property bool row: tag.index < 4
                readonly property int lineIndex: tag.index % 4
                objectName: (tag.row ? "rowTag" : "columnTag") + tag.lineIndex
                vertical: !tag.row
                cell: root.cell
                boardText: root.boardText
                sum: tag.then !== undefined ? tag.then.sum : 0
                bonus: tag.line !== undefined ? tag.line.bonus : "NONE"
                points: tag.line !== undefined ? tag.line.points : 0
                provisionalSum: tag.then !== undefined && tag.line !== undefined && tag.then.sum !== tag.line.sum
                provisionalBonus: tag.then !== undefined && tag.line !== undefined && tag.line.bonus === "NONE" ? tag.then.bonus : "NONE"
                provisionalPoints: tag.then !== undefined ? tag.then.points : 0
                readonly property BandItem band: bands.count === 8 ? bands.itemAt(tag.index) as BandItem : null
                sweep: tag.band ? tag.band.sweep : 1
                width: tag.row ? root.cell * root.tagW : root.cell
                height: tag.row ? root.cell : root.cell * root.tagH + root.sumExtra
                sumRoom: tag.row ? 0 : root.sumRoom
                x: tag.row ? tray.width + root.cell * root.rim : root.cell * root.pad + tag.lineIndex * (root.cell + root.gap)
                y: tag.row ? root.cell * root.pad + tag.lineIndex * (root.cell + root.gap) : tray.height + root.cell * root.rim
            }
        }
    }
}
