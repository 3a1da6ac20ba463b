pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The Majda Powers with the uses left and what the next use costs (R5): one button for each
// row of the engine's table (session.powers), in its order. A change of one die (DECREASE −1,
// INCREASE +1) acts on the one selected die; a throw (REROLL) on every chosen die at once.
ColumnLayout {
    id: root
    required property GameSession session
    property real buttonSize: Theme.touch * 1.05
    spacing: Math.round(Theme.gap * 0.6)

    // The game screen's sizes: the row's height, the buttons' widths and the heading's lines
    // come from their words (GameLayout.qml), the same in every phase and in the first frame.
    required property GameLayout layout
    readonly property real rowHeight: layout.powerRowHeight
    readonly property int headingLines: layout.headingLines
    readonly property string cost: session.powersLeft > 0 ? Words.costText(session.nextPenalty) : ""

    Text {
        objectName: "powersHeading"
        Layout.fillWidth: true
        Layout.preferredHeight: Math.ceil(Theme.fontSmall * 1.3) * root.headingLines
        wrapMode: Text.WordWrap
        maximumLineCount: root.headingLines
        elide: Text.ElideRight
        color: Theme.inkSoft
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontSmall
        font.weight: Font.DemiBold
        text: Words.heading(root.session.powersTotal, root.session.powersLeft, root.session.powersUsed)
    }
    RowLayout {   // none in NIGHTMARE: buttons that can never be used are not shown
        Layout.fillWidth: true
        visible: root.session.powersTotal > 0
        spacing: Theme.gap
        ActionButton {   // while choosing the dice to reroll, in the place of ±1
            id: cancel
            objectName: "cancelRerollButton"
            Layout.preferredHeight: root.rowHeight
            keepsDetailRoom: true
            visible: root.session.choosingReroll
            Layout.preferredWidth: root.layout.choosingWidths[0]
            size: root.buttonSize
            tone: Theme.inkSoft
            text: Words.label("CANCEL")
            detail: Words.label("NOTHING_SPENT")
            onClicked: root.session.cancelReroll()
        }
        Repeater {
            model: root.session.powers
            delegate: ActionButton {
                id: power
                required property var modelData
                required property int index
                readonly property string name: power.modelData.name
                readonly property bool throwing: power.modelData.effect === "THROW"
                objectName: power.name.toLowerCase() + "Button"   // decreaseButton...
                Layout.preferredHeight: root.rowHeight
                keepsDetailRoom: true
                // While the dice to throw are chosen, only the throw stays, beside CANCEL.
                visible: power.throwing || !root.session.choosingReroll
                Layout.preferredWidth: power.throwing && root.session.choosingReroll ? root.layout.choosingWidths[1] : root.layout.powerWidths[power.index] ?? 0
                size: root.buttonSize
                // A throw starts choosing the dice; then it throws the chosen ones (R5.3).
                text: power.throwing && root.session.choosingReroll ? Words.label("REROLL_N", root.session.selectedCount) : Words.label(power.name)
                detail: root.cost
                enabled: root.session.canUse[power.name] ?? false
                tone: power.throwing && root.session.choosingReroll ? Theme.berry : Theme.teal
                onClicked: root.session.usePower(power.name)
            }
        }
    }
}
