import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The three Majda Powers with the uses left and what the next use costs (R5).
// ±1 act on the one selected die; REROLL on every selected die at once.
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
        ActionButton {
            id: decrease
            objectName: "decreaseButton"
            Layout.preferredHeight: root.rowHeight
            keepsDetailRoom: true
            visible: !root.session.choosingReroll
            Layout.preferredWidth: root.layout.powerWidths[0]
            size: root.buttonSize
            tone: Theme.teal
            text: Words.label("DECREASE")
            detail: root.cost
            enabled: root.session.canDecrease
            onClicked: root.session.decrease()
        }
        ActionButton {
            id: increase
            objectName: "increaseButton"
            Layout.preferredHeight: root.rowHeight
            keepsDetailRoom: true
            visible: !root.session.choosingReroll
            Layout.preferredWidth: root.layout.powerWidths[1]
            size: root.buttonSize
            tone: Theme.teal
            text: Words.label("INCREASE")
            detail: root.cost
            enabled: root.session.canIncrease
            onClicked: root.session.increase()
        }
        ActionButton {
            id: reroll
            objectName: "rerollButton"
            Layout.preferredHeight: root.rowHeight
            keepsDetailRoom: true
            Layout.preferredWidth: root.session.choosingReroll ? root.layout.choosingWidths[1] : root.layout.powerWidths[2]
            size: root.buttonSize
            // REROLL starts choosing the dice; then it throws the chosen ones (R5.3).
            text: root.session.choosingReroll ? Words.label("REROLL_N", root.session.selectedCount) : Words.label("REROLL")
            detail: root.cost
            enabled: root.session.canReroll
            tone: root.session.choosingReroll ? Theme.berry : Theme.teal
            onClicked: root.session.reroll()
        }
    }
}
