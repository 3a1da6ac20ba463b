pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon

// Final scores as bars: one bar per score range, its height the number of games, the count
// above it and the range's first score below. Bins arrive display-ready (StatisticsModel).
Item {
    id: root
    property var bins: []              // [{low, high, count, label, countText}]
    property int maxCount: 1

    readonly property real labelHeight: Theme.fontSmall * 1.6
    // Room at both ends for half a label, so the first and last ticks' labels are centred
    // on their ticks like the others (the first one, pushed inside, ran into the second).
    readonly property real inset: Theme.fontSmall * 1.3
    readonly property real slot: (width - 2 * inset) / Math.max(1, bins.length)
    implicitHeight: Theme.touch * 4

    Rectangle {   // the base line
        x: root.inset
        y: root.height - root.labelHeight
        width: root.width - 2 * root.inset
        height: Math.max(1, Theme.scale)
        color: Theme.line
    }
    Repeater {
        model: root.bins
        delegate: Item {
            id: bar
            required property var modelData
            required property int index
            x: root.inset + bar.index * root.slot
            width: root.slot
            height: root.height
            readonly property real room: root.height - root.labelHeight - Theme.fontSmall * 1.5
            readonly property real share: root.maxCount > 0 ? bar.modelData.count / root.maxCount : 0
            readonly property real barHeight: room * share
            Rectangle {
                objectName: "histogramBar" + bar.index
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.max(2, root.slot * 0.72)
                height: Math.max(bar.modelData.count > 0 ? 2 : 0, bar.barHeight)
                y: root.height - root.labelHeight - height
                radius: Math.min(width, height) * 0.15
                color: Theme.berry
            }
            Text {
                visible: bar.modelData.count > 0
                anchors.horizontalCenter: parent.horizontalCenter
                y: root.height - root.labelHeight - bar.barHeight - height
                text: bar.modelData.countText
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontSmall
                font.weight: Font.Bold
            }
            Text {
                // Every other label when they would crowd each other.
                visible: root.slot > Theme.fontSmall * 2.6 || bar.index % 2 === 0
                // Centred on its bin's left edge (an axis tick), but never out of the chart:
                // the first one ("−200") ran out on the left.
                x: Math.max(-bar.x, -width / 2)
                y: root.height - root.labelHeight + 2
                text: bar.modelData.label
                color: Theme.ink   // a thin "−5" in the soft ink measured 4.4:1 (issue 15: 4.5)
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontSmall * 0.9
            }
        }
    }
}
