pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// A small 4×4 board for the review: the cells one turn filled (value, and its order when
// given) and the cell it ruined. Filled cells are solid tiles, the ruin a dark tile with a
// cross, the rest faint slots, so the picture reads without colour too.
Item {
    id: root
    property var base: []             // the board before: 16 of 0 empty, -1 ruin, 1-6
    property var marks: []            // [{cell, value, order?}]: this turn's dice
    property int ruined: -1
    property color tone: Theme.berry
    property real cellSize: Theme.touch * 0.62

    readonly property real gap: Math.max(2, cellSize * 0.1)
    implicitWidth: cellSize * 4 + gap * 3 + gap * 2
    implicitHeight: implicitWidth

    function markAt(cell) {
        for (var i = 0; i < marks.length; ++i)
            if (marks[i].cell === cell)
                return marks[i];
        return null;
    }

    Rectangle {
        anchors.fill: parent
        radius: root.cellSize * 0.22
        color: Theme.board
    }
    Grid {
        x: root.gap
        y: root.gap
        columns: 4
        spacing: root.gap
        Repeater {
            model: 16
            delegate: Rectangle {
                id: slot
                required property int index
                readonly property var mark: root.markAt(slot.index)
                readonly property int old: root.base.length === 16 ? root.base[slot.index] : 0
                readonly property bool isRuin: slot.index === root.ruined || slot.old < 0
                readonly property bool isNew: slot.mark !== null || slot.index === root.ruined
                width: root.cellSize
                height: root.cellSize
                radius: width * 0.18
                // This turn's dice: solid tone with white digits; earlier ones: ivory, quiet (the
                // shaded ivory, with the tiles' own ink: readable in every theme, issue 15).
                color: slot.isRuin ? Theme.ruin : slot.mark ? root.tone : slot.old > 0 ? Theme.ivoryShade : Theme.slot
                border.color: slot.isNew ? Theme.card : "transparent"
                border.width: slot.isNew ? Math.max(1, width * 0.06) : 0
                Text {
                    anchors.centerIn: parent
                    visible: slot.mark !== null || slot.isRuin || slot.old > 0
                    text: slot.isRuin ? "×" : slot.mark ? slot.mark.value : slot.old
                    color: slot.isRuin ? Theme.ruinMark : slot.mark ? Theme.onAccent : Theme.tileInk
                    font.family: Theme.fontFamily
                    font.pixelSize: slot.height * 0.6
                    font.weight: Font.Bold
                }
            }
        }
    }
    // The order to place them in: a round badge over each tile's top-left corner (an 8 px
    // digit in the corner itself read "3" as "5"), drawn over the board, not in the tiles.
    Repeater {
        model: 16
        delegate: Rectangle {
            id: orderBadge
            required property int index
            readonly property var mark: root.markAt(orderBadge.index)
            objectName: "miniOrder" + orderBadge.index
            visible: orderBadge.mark !== null && orderBadge.mark.order !== undefined
            width: Math.max(Theme.fontSmall * 1.05, root.cellSize * 0.46)
            height: width
            radius: width / 2
            x: root.gap + (orderBadge.index % 4) * (root.cellSize + root.gap) - width * 0.3
            y: root.gap + Math.floor(orderBadge.index / 4) * (root.cellSize + root.gap) - width * 0.3
            color: Theme.card
            border.color: root.tone
            border.width: Math.max(Theme.lineWidth, width * 0.1)
            Text {
                anchors.centerIn: parent
                text: orderBadge.visible ? orderBadge.mark.order : ""
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Math.max(Theme.fontSmall * 0.75, parent.height * 0.68)
                font.weight: Font.Bold
            }
        }
    }
}
