pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon.Backend

// The walnut tray with its 4×4 cells, and each row's and column's sum and bonus ribbon at
// the end of the line. The cells come from session.board; nothing here decides a rule.
Item {
    id: root
    required property GameSession session
    property HintService hints: null   // the HINT's ghost dice (none in the kiosk)

    // Geometry in cell units: tray padding, gap between cells, tag sizes.
    readonly property real pad: 0.16
    readonly property real gapUnits: 0.08
    readonly property real tagW: 1.0
    readonly property real tagH: 0.9
    readonly property real cell: Math.max(8, Math.min(width / (4 + 2 * pad + 3 * gapUnits + 0.1 + tagW),
                                                      height / (4 + 2 * pad + 3 * gapUnits + 0.1 + tagH)))
    readonly property real gap: cell * gapUnits
    readonly property real trayOuter: cell * (4 + 2 * pad + 3 * gapUnits)
    readonly property real contentW: trayOuter + cell * (0.1 + tagW)
    readonly property real contentH: trayOuter + cell * (0.1 + tagH)

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
            color: "#30000000"
        }
        Rectangle {
            id: tray
            width: root.trayOuter
            height: root.trayOuter
            radius: root.cell * 0.22
            gradient: Gradient {
                GradientStop { position: 0.0; color: "#8a5a3f" }
                GradientStop { position: 1.0; color: Theme.board }
            }
            border.color: Theme.boardEdge
            border.width: Math.max(2, root.cell * 0.03)

            // Ribbons tying each bonus line: a gold band under the tiles, seen between them.
            Repeater {
                model: root.session.lines
                delegate: Rectangle {
                    id: band
                    required property var modelData
                    readonly property bool row: band.modelData.kind === "ROW"
                    visible: band.modelData.bonus !== "NONE"
                    color: Theme.gold
                    radius: height / 2
                    x: band.row ? root.cell * root.pad * 0.5
                           : root.cell * root.pad + band.modelData.index * (root.cell + root.gap) + root.cell * 0.3
                    y: band.row ? root.cell * root.pad + band.modelData.index * (root.cell + root.gap) + root.cell * 0.3
                           : root.cell * root.pad * 0.5
                    width: band.row ? tray.width - band.x + root.cell * 0.12 : root.cell * 0.4
                    height: band.row ? root.cell * 0.4 : tray.height - band.y + root.cell * 0.12
                }
            }

            Repeater {
                model: root.session.board
                delegate: CellDelegate {
                    id: cellItem
                    session: root.session
                    ruinMode: root.session.choosingRuin
                    width: root.cell
                    height: root.cell
                    x: root.cell * root.pad + (cellItem.index % 4) * (root.cell + root.gap)
                    y: root.cell * root.pad + Math.floor(cellItem.index / 4) * (root.cell + root.gap)
                }
            }

            // The HINT, shown and not played: ghost dice in order, or the cell to ruin.
            Repeater {
                model: root.hints ? root.hints.hint : []
                delegate: GhostDie {
                    id: ghost
                    required property var modelData
                    required property int index
                    readonly property int cell: ghost.modelData.cell !== undefined ? ghost.modelData.cell : -1
                    objectName: "ghost" + ghost.index
                    visible: ghost.cell >= 0
                    value: ghost.modelData.value !== undefined ? ghost.modelData.value : 0
                    order: ghost.modelData.kind === "place" ? ghost.modelData.order : 0
                    ruin: ghost.modelData.kind === "ruin"
                    width: root.cell
                    height: root.cell
                    x: root.cell * root.pad + (Math.max(0, ghost.cell) % 4) * (root.cell + root.gap)
                    y: root.cell * root.pad + Math.floor(Math.max(0, ghost.cell) / 4) * (root.cell + root.gap)
                }
            }
        }

        // Sums and ribbons: rows to the right of the tray, columns below it.
        Repeater {
            model: root.session.lines
            delegate: LineTag {
                id: tag
                required property var modelData
                readonly property bool row: tag.modelData.kind === "ROW"
                vertical: !tag.row
                sum: tag.modelData.sum
                bonus: tag.modelData.bonus
                points: tag.modelData.points
                width: tag.row ? root.cell * root.tagW : root.cell * 1.02
                height: tag.row ? root.cell : root.cell * root.tagH
                x: tag.row ? tray.width + root.cell * 0.1
                       : root.cell * root.pad + tag.modelData.index * (root.cell + root.gap) - root.cell * 0.01
                y: tag.row ? root.cell * root.pad + tag.modelData.index * (root.cell + root.gap)
                       : tray.height + root.cell * 0.1
            }
        }
    }
}
