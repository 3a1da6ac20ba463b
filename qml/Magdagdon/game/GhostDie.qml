import QtQuick
import Magdagdon

// A HINT's suggestion on one cell, drawn over the board without playing it: a see-through
// tile with a dashed indigo outline (teal is for lit cells), the die's pips, and a diamond with its place in the order
// (1, 2, 3...). A suggested ruin is a dashed red outline with a cross. Taps go through it to
// the cell underneath, so the player can follow the hint by tapping.
Item {
    id: root
    property int value: 0           // the die's value (1-6) for a placement
    property int order: 0           // 1, 2, 3... the order the dice go down; 0: none
    property bool ruin: false       // the suggested cell to ruin (MAGDAGDON accepted)
    property bool covers: false     // over a prepared die the plan replaces: opaque

    readonly property color tone: ruin ? Theme.danger : Theme.hint
    onToneChanged: outline.requestPaint()
    // The dashed outline's inside edge, from the ghost's edge: the corner digit keeps clear of it.
    readonly property real rim: width * 0.06 + Math.max(2, width * 0.05)

    Rectangle {   // a frosted tile: the cell shows through
        anchors.fill: parent
        anchors.margins: parent.width * 0.06
        radius: width * 0.14
        color: root.ruin ? Theme.ghostRuin : Theme.ghostTile
    }
    // over a prepared die: hides it, rim and numbers, under an empty cell (CellDelegate's
    // slot), so the frost, the ink and the outline read there as on any empty cell
    Rectangle {
        visible: root.covers
        anchors.fill: parent
        radius: width * 0.14
        color: Theme.slot
        border.color: Theme.slotShade
        border.width: Math.max(Theme.lineWidth, width * 0.02)
        z: -1
    }
    ThemedCanvas {   // the dashed outline: a ghost, never mistaken for a placed or lit cell
        id: outline
        anchors.fill: parent
        anchors.margins: parent.width * 0.06
        onPaint: {
            var ctx = getContext("2d");
            var lw = Math.max(2, width * 0.05);
            var r = width * 0.14;
            ctx.reset();
            ctx.strokeStyle = root.tone;
            ctx.lineWidth = lw;
            ctx.setLineDash([2.2, 1.4]);
            ctx.beginPath();
            ctx.roundedRect(lw / 2, lw / 2, width - lw, height - lw, r, r);
            ctx.stroke();
        }
    }
    PipFace {
        visible: !root.ruin
        anchors.centerIn: parent
        width: parent.width * 0.5
        height: width
        value: root.value
        color: Theme.ghostInk
    }
    Text {
        objectName: "ghostDigit"
        visible: !root.ruin && root.value > 0
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: root.rim + parent.width * 0.03 - padding
        text: root.value
        color: Theme.ghostInk
        // a rim in the empty cell's colour: over a lit cell the lit mark's corner runs
        // under the digit, and the same teal seen through the frost hid it (the padding
        // keeps the rim inside the text's own box; the digit stays where it was)
        style: Text.Outline
        padding: 2
        styleColor: Theme.slot
        font.family: Theme.fontFamily
        font.pixelSize: Math.max(Theme.fontMin, parent.height * 0.15)
        font.weight: Font.Bold
    }
    Text {
        visible: root.ruin
        anchors.centerIn: parent
        text: "×"
        color: Theme.ghostRuinMark
        font.family: Theme.fontFamily
        font.pixelSize: parent.height * 0.55
        font.weight: Font.Bold
    }
    Item {   // the order: a diamond, unlike the round undo badge of a prepared die
        visible: root.order > 0
        width: parent.width * 0.36
        height: width
        x: parent.width - width * 0.8
        y: -height * 0.25
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.74
            height: width
            rotation: 45
            radius: width * 0.12
            color: root.tone
            border.color: Theme.card
            border.width: Math.max(2, Theme.lineWidth, width * 0.08)
        }
        Text {
            anchors.centerIn: parent
            text: root.order
            color: Theme.onAccent
            font.family: Theme.fontFamily
            font.pixelSize: Math.max(Theme.fontMin, parent.height * 0.42)
            font.weight: Font.Bold
        }
    }
}
