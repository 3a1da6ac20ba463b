pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon

// The game screen's composition (issue 39): where the board, the status, the dice, the Majda
// Powers and ROLL, CONFIRM and HINT go, declared with Qt Quick Layouts, one per form factor.
//  - Wide windows: the board block (the walnut tray with its sums and the gutter for its
//    bonus flags) on the left, the panel on the right, centred as one and level at the top;
//    where the board's width leaves room under it, the dice go there.
//  - Tall and square windows: one column, centred: the status, the board, the dice, the
//    powers, the buttons.
//  - The kiosk: the same two with larger targets and its own text floor, and no HINT.
// The parts are slots (statusSlot, boardSlot, traySlot, powersSlot, actionsSlot) the views
// fill (GameView.qml); LayoutItemProxy places each slot in the layout of the form factor
// shown. Nothing here reads a backend or measures a word: the first frame (StartFrame.qml)
// lays out this same composition before the game exists, so the board does not move when
// the game comes.
//
// The board comes first. Its cell is as large as the window allows once the panel has its
// room; larger text (Settings) grows the panel's words, the board's numbers and its gutter,
// and the board keeps at least 0.9 of the cell it has at 100 % (`referenceHeight`: the room
// this screen has at 100 %, under a navigation bar that is then lower). Where even the
// panel's least room and that board do not fit, the status card scrolls its last lines
// (StatusPanel.qml); it never pushes the board. The room the status card is given is the
// same in every phase (its lines wrap inside it), and what is left over goes to it.
Item {
    id: root

    // -- what the game to come has (the first frame knows it from the settings file) ---------
    property bool powers: true           // the Majda Powers show (NIGHTMARE has none, R5.1)
    // How many power buttons share the row: the engine's table's (GameSession.powers; the
    // first frame has the names from the start-up, app/startup.py).
    property int powerCount: 3
    property bool hints: true            // HINT and the risk line (not in the kiosk)
    property bool kiosk: false           // the touchscreen: larger dice and buttons
    property real referenceHeight: height   // this screen's height at 100 % text
    readonly property real floor: 0.9    // the least share of its 100 % cell the board keeps

    // -- the slots the views fill -----------------------------------------------------------
    readonly property Item boardSlot: boardItem
    readonly property Item statusSlot: statusItem
    readonly property Item traySlot: trayItem
    readonly property Item powersSlot: powersItem
    readonly property Item actionsSlot: actionsItem

    // -- the board block, in cells (BoardView draws with these) ------------------------------
    readonly property real pad: 0.16         // the walnut tray's rim inside, around the cells
    readonly property real gapUnits: 0.08    // between two cells
    readonly property real rim: 0.06         // between the tray and its tracks
    readonly property real trayUnits: 4 + 2 * pad + 3 * gapUnits
    // The board's own words (sums, flags, a tile's numeral) grow with the text size, a little
    // less than the panel's (they are large already); their tracks grow with them.
    function boardTextAt(ts) {
        return 1 + (ts - 1) * 0.3;
    }
    function rowTrackAt(ts) {
        return 0.44 * boardTextAt(ts) + 1.06;   // a row's sum, then its flag (which grows taller)
    }
    function columnTrackAt(ts) {
        return 0.98 * boardTextAt(ts);          // a column's sum, then its flag
    }
    readonly property real boardText: boardTextAt(Theme.textScale)
    readonly property real rowTrack: rowTrackAt(Theme.textScale)
    readonly property real columnTrack: columnTrackAt(Theme.textScale)
    readonly property real unitsWide: trayUnits + rim + rowTrack
    readonly property real unitsHigh: trayUnits + rim + columnTrack
    // A column's sum has 0.4 of its track's cells (LineTag.qml) and never less than the height
    // of its smallest size (the kiosk's 20 px): on a small board the block is that much higher
    // (BoardView.qml's ``sumExtra``).
    function sumShareAt(ts) {
        return 0.4 * boardTextAt(ts);
    }
    function sumRoomAt(ts) {
        var least = Math.max(Math.round(Theme.textFloor * boardTextAt(ts)), Theme.fontSmallAt(ts));
        return Math.ceil(sumMetrics.height * least / sumMetrics.font.pixelSize);
    }
    FontMetrics {
        id: sumMetrics
        font.family: Theme.fontFamily
        font.pixelSize: 100
        font.weight: Font.Bold
    }
    /*! The board block's height with cells of ``c`` at text size ``ts``. */
    function blockHeightAt(c, ts) {
        return c * (trayUnits + rim + columnTrackAt(ts)) + Math.max(0, sumRoomAt(ts) - c * sumShareAt(ts));
    }
    /*! The largest cell whose block, and ``more`` cells under it, fit ``h`` at text size ``ts``. */
    function cellForHeight(h, more, ts) {
        var units = trayUnits + rim + columnTrackAt(ts) + more;
        return Math.min(h / units, (h - sumRoomAt(ts)) / (units - sumShareAt(ts)));
    }

    // -- spacing -------------------------------------------------------------------------------
    readonly property real margin: Theme.margin
    readonly property real spacing: Math.round(Theme.gap * 1.2)        // between the parts
    readonly property real cardPadding: Math.round(Theme.margin * 0.6) // inside the status card
    readonly property real lineSpacing: Math.round(Theme.gap * 0.5)    // between its lines
    readonly property real grow: kiosk ? 1.2 : 1                        // the kiosk's targets
    readonly property real actionSize: Theme.touch * 1.25 * grow        // ROLL, CONFIRM, HINT
    readonly property real powerSize: Theme.touch * 1.05 * grow         // the Majda Powers

    // -- the composition at text size ``ts`` -----------------------------------------------------
    /*! The parts' sizes at text size ``ts`` for a panel (or column) ``w`` wide. */
    function partsAt(ts, w) {
        var g = Theme.gap;
        var lineBody = Math.ceil(Theme.fontBodyAt(ts) * 1.3);
        var lineSmall = Math.ceil(Theme.fontSmallAt(ts) * 1.3);
        var header = Math.max(Math.ceil(Theme.fontLargeAt(ts) * 1.3) + lineSmall, lineSmall + Math.ceil(Theme.fontTitleAt(ts) * 1.3));
        var frame = cardPadding * 2 + lineSpacing * (hints ? 3 : 2);
        // The status card: its header and the sentence's lines, the turn's minimum, and the
        // HINT's (or the risk's) lines; at least, the header and two lines of the sentence.
        var want = header + lineBody * 3 + g + lineSmall + (hints ? lineSmall * 3 + g : 0) + frame;
        var least = header + lineBody * 2 + g + frame;
        // Where the window leaves more, the card's words grow a size: the sentence in the
        // large size, the lines under it in the body size.
        var lineLarge = Math.ceil(Theme.fontLargeAt(ts) * 1.3);
        var roomy = header + lineLarge * 3 + g + lineBody + (hints ? lineBody * 3 + g : 0) + frame;
        // The buttons: a power's label takes two lines where its share of the row is narrower
        // than the widest; HINT goes under ROLL and CONFIRM where the three do not fit side by
        // side.
        var count = Math.max(1, powerCount);
        var powerTwo = (w - g * (count - 1)) / count - pads < widestPowerAt(ts) * shrunkAt(powerSize, ts);
        var powerRow = Theme.buttonHeightAt(powerSize, powerTwo ? 2 : 1, true, ts);
        // The heading is one line (it shrinks a little to stay one), NIGHTMARE's sentence two.
        var headingLines = powers ? 1 : 2;
        var wrap = w < actionWords * shrunkAt(actionSize, ts) + pads * 3 + g * 2;
        var actionRow = Theme.buttonHeightAt(actionSize, 1, true, ts);
        return {
            want: want,
            least: least,
            roomy: roomy,
            powerTwo: powerTwo,
            powerRow: powerRow,
            headingLines: headingLines,
            powers: lineSmall * headingLines + (powers ? Math.round(g * 0.6) + powerRow : 0),
            actionsWrap: wrap,
            actionRow: actionRow,
            actions: wrap ? actionRow * 2 + g : actionRow
        };
    }
    // The buttons' words, in label heights (Quicksand Bold, the longest of en, sv and fr): the
    // widest power label on one line (DECREASE −1), the widest word of a power (RELANCER), the
    // widest words of ROLL, CONFIRM and the third button side by side (LANCER, CONFIRMER,
    // RÉSULTAT), and the paddings beside each (ActionButton's).
    readonly property real widestPower: 6.3
    // The widest power label the row keeps one line for: at 100 % one 40 % longer than ours
    // (a translator's margin, and the pseudo-locale's "DÉÉÇRÉÉÅÅŠÉ −1"), so a longer
    // language's label gets its second line rather than an ellipsis; DECREASE −1 itself at
    // large text, where the board keeps its size first, the margin shrinking between the two.
    function widestPowerAt(ts) {
        return Math.max(widestPower, widestPower * 1.4 - 2.5 * (ts - 1));
    }
    readonly property real actionWords: 14.4
    // The widest word of a power: RELANCER (5.1) at large text, where the board keeps its size
    // first; at 100 % room for a language 40 % longer than ours (a translator's margin, and
    // tests/qml/test_layout.py's pseudo-locale), the room shrinking between the two.
    function powerWordAt(ts) {
        return Math.max(5.1, 7.1 - 2 * (ts - 1));
    }
    readonly property real pads: Math.round(Theme.gap * 0.8) * 2 + 2
    function shrunkAt(size, ts) {
        return Math.max(Theme.fontMinAt(ts), Math.round(Theme.labelSizeAt(size, ts) * 0.8));
    }
    /*! The dice tray's height with dice of ``die`` (DiceTray's: room over them for a chosen
        die's lift and badges). */
    function trayFor(die) {
        return die + Math.max(Theme.gap, die * 0.2) + Theme.gap;
    }
    /*! The largest die four of which fit ``w`` (with the tray's gaps). */
    function diceIn(w) {
        return (w - Theme.gap * 5) / 4;
    }
    /*! Which composition, its board's cell and its parts, at text size ``ts`` in a ``w`` × ``h``
        screen; ``least``: the cell the board keeps at the least (0 at 100 %). */
    function compose(ts, w, h, wideForm, least) {
        var m = margin, sp = spacing;
        var availW = Math.max(0, w - m * 2), availH = Math.max(0, h - m * 2);
        var uw = trayUnits + rim + rowTrackAt(ts), uh = trayUnits + rim + columnTrackAt(ts);
        var body = Theme.fontBodyAt(ts);
        var choices = [];
        if (wideForm) {
            // The panel's narrowest (its words need about 12.5 body heights a line, its three
            // powers their touch targets and their widest words) and widest; the board takes
            // the rest of the width.
            var powersLeast = powers ? (powerWordAt(ts) * shrunkAt(powerSize, ts) + pads) * powerCount + Theme.gap * Math.max(0, powerCount - 1) : 0;
            var panelLeast = Math.max(Theme.touch * 8.5 * grow, body * 12.5, powersLeast);
            var panelMost = Math.max(Theme.touch * 11 * grow, body * 26, availW * 0.38);
            var cellW = (availW - m - panelLeast) / uw;
            // The dice in the panel, under the status: the board as high as the window.
            var cellA = Math.min(cellW, cellForHeight(availH, 0, ts));
            var panelA = Math.min(panelMost, Math.max(panelLeast, availW - m - cellA * uw));
            var partsA = partsAt(ts, panelA);
            var dieA = Math.min(cellA, diceIn(panelA));
            var roomA = availH - trayFor(dieA) - partsA.powers - partsA.actions - sp * 3;
            choices.push({
                under: false,
                cell: cellA,
                panel: panelA,
                die: dieA,
                parts: partsA,
                room: roomA
            });
            // The dice under the board, as wide as it: where its width leaves room under it, or
            // where the panel is too short for them (large text).
            var cellB = Math.min(cellW, cellForHeight(availH - Theme.gap - sp, 1.2, ts));
            var panelB = Math.min(panelMost, Math.max(panelLeast, availW - m - cellB * uw));
            var partsB = partsAt(ts, panelB);
            var dieB = Math.min(cellB, diceIn(cellB * uw));
            choices.push({
                under: true,
                cell: cellB,
                panel: panelB,
                die: dieB,
                parts: partsB,
                room: availH - partsB.powers - partsB.actions - sp * 2
            });
        } else {
            // One column: the board as wide as the window, or as high as the rest leaves it.
            var parts = partsAt(ts, availW);
            var cap = Math.min(diceIn(availW), Theme.touch * 2.6 * grow);
            var rest = parts.powers + parts.actions + sp * 4 + Theme.gap;
            var tallCell = function (status) {
                var c = Math.min(availW / uw, cellForHeight(availH - rest - status - cap * 1.2, 0, ts));
                return c >= cap ? c : Math.min(availW / uw, cellForHeight(availH - rest - status, 1.2, ts));
            };
            var wantCell = tallCell(parts.want), leastCell = tallCell(parts.least);
            // The status card has its wanted room where the board keeps its share; else the
            // board keeps its share (and the card scrolls its last lines).
            var cellT = wantCell >= least ? wantCell : Math.max(wantCell, Math.min(leastCell, least));
            var dieT = Math.min(cellT, cap);
            choices.push({
                under: false,
                cell: cellT,
                panel: availW,
                die: dieT,
                parts: parts,
                room: availH - blockHeightAt(cellT, ts) - dieT * 1.2 - rest
            });
        }
        // The choice: the largest board whose panel holds everything, if it keeps its share;
        // else the largest whose panel holds the status card's least.
        var best = null, bestRank = -1;
        for (var i = 0; i < choices.length; i++) {
            var c = choices[i];
            var rank = c.room >= c.parts.want && c.cell >= least - 0.5 ? 3 : c.room >= c.parts.least && c.cell >= least - 0.5 ? 2 : c.room >= c.parts.least ? 1 : 0;
            if (rank > bestRank || (rank === bestRank && c.cell >= best.cell - 0.5)) {
                best = c;
                bestRank = rank;
            }
        }
        best.cell = Math.max(8, best.cell);
        best.unitsWide = uw;
        best.unitsHigh = uh;
        return best;
    }

    // The form factor: wide windows side by side, the others stacked (decided on the room at
    // 100 %, so a text size never turns the screen).
    readonly property bool wide: width >= referenceHeight * 1.2
    // The kiosk's cells are touch targets first: 10 mm at the least (the status card gives up
    // its room, and scrolls its last lines, before a cell goes under a fingertip).
    readonly property real touchCell: kiosk ? Math.ceil(10 * Theme.pixelDensity) : 0
    readonly property var reference: compose(1, width, referenceHeight, wide, touchCell)
    readonly property var plan: compose(Theme.textScale, width, height, wide, Math.max(touchCell, reference.cell * floor))

    // -- what the views read ---------------------------------------------------------------------
    readonly property real cell: plan.cell
    readonly property real referenceCell: reference.cell
    readonly property bool diceUnder: wide && plan.under
    readonly property real dieSize: Math.max(Theme.touch, plan.die)
    readonly property real panelWidth: plan.panel
    readonly property real blockWidth: cell * unitsWide
    readonly property real blockHeight: blockHeightAt(cell, Theme.textScale)
    readonly property real trayHeight: trayFor(dieSize)
    readonly property bool powerTwoLines: plan.parts.powerTwo
    readonly property real powerRowHeight: plan.parts.powerRow
    readonly property int headingLines: plan.parts.headingLines
    readonly property bool actionsWrap: plan.parts.actionsWrap
    readonly property real actionRowHeight: plan.parts.actionRow
    readonly property real statusLeast: plan.parts.least
    readonly property real statusWant: plan.parts.want
    // The status card's words a size larger: the room left over allows it.
    readonly property bool roomyStatus: plan.room >= plan.parts.roomy
    /*! The walnut tray's rectangle in this item's coordinates (the MAGDAGDON shade covers it). */
    readonly property rect trayRect: Qt.rect(boardX, boardY, cell * trayUnits, cell * trayUnits)
    readonly property real boardX: wide ? wideLayout.x : tallLayout.x + (tallLayout.width - blockWidth) / 2
    readonly property real boardY: wide ? wideLayout.y : tallLayout.y + statusItem.height + spacing
    /*! The status card's rectangle in this item's coordinates (the MAGDAGDON's choices may
        lie over it where the board is too small for them). */
    readonly property rect statusRect: wide ? Qt.rect(wideLayout.x + blockWidth + margin, wideLayout.y, panelWidth, statusItem.height) : Qt.rect(tallLayout.x, tallLayout.y, tallLayout.width, statusItem.height)

    // -- the slots -------------------------------------------------------------------------------
    Item {
        id: boardItem
        objectName: "boardSlot"
        Layout.preferredWidth: root.blockWidth
        Layout.preferredHeight: root.blockHeight
        Layout.alignment: Qt.AlignHCenter | Qt.AlignTop
    }
    Item {
        id: statusItem
        objectName: "statusSlot"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: root.statusLeast
    }
    Item {
        id: trayItem
        objectName: "traySlot"
        Layout.fillWidth: true
        Layout.preferredHeight: root.trayHeight
        Layout.maximumHeight: root.trayHeight
    }
    Item {
        id: powersItem
        objectName: "powersSlot"
        Layout.fillWidth: true
        Layout.preferredHeight: root.plan.parts.powers
        Layout.maximumHeight: root.plan.parts.powers
    }
    Item {
        id: actionsItem
        objectName: "actionsSlot"
        Layout.fillWidth: true
        Layout.preferredHeight: root.plan.parts.actions
        Layout.maximumHeight: root.plan.parts.actions
    }

    // -- wide: the board block, then the panel, centred as one, level at the top ----------------
    RowLayout {
        id: wideLayout
        visible: root.wide
        spacing: root.margin
        x: Math.round((root.width - root.blockWidth - root.margin - root.panelWidth) / 2)
        y: root.margin
        height: Math.max(0, root.height - root.margin * 2)
        ColumnLayout {
            Layout.alignment: Qt.AlignTop
            Layout.preferredWidth: root.blockWidth
            Layout.fillHeight: true
            spacing: 0   // a board as high as the window leaves no room for spacing under it
            LayoutItemProxy {
                target: boardItem
            }
            LayoutItemProxy {
                target: trayItem
                visible: root.diceUnder
                Layout.topMargin: root.spacing
            }
            Item {
                Layout.fillHeight: true
            }
        }
        ColumnLayout {
            Layout.alignment: Qt.AlignTop
            Layout.preferredWidth: root.panelWidth
            Layout.fillHeight: true
            spacing: root.spacing
            LayoutItemProxy {
                target: statusItem
            }
            LayoutItemProxy {
                target: trayItem
                visible: !root.diceUnder
            }
            LayoutItemProxy {
                target: powersItem
            }
            LayoutItemProxy {
                target: actionsItem
            }
        }
    }

    // -- tall: one column, centred --------------------------------------------------------------
    ColumnLayout {
        id: tallLayout
        visible: !root.wide
        spacing: root.spacing
        x: root.margin
        y: root.margin
        width: Math.max(0, root.width - root.margin * 2)
        height: Math.max(0, root.height - root.margin * 2)
        LayoutItemProxy {
            target: statusItem
        }
        LayoutItemProxy {
            target: boardItem
        }
        LayoutItemProxy {
            target: trayItem
        }
        LayoutItemProxy {
            target: powersItem
        }
        LayoutItemProxy {
            target: actionsItem
        }
    }
}
