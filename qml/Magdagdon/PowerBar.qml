import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend

// The three Majda Powers with the uses left and what the next use costs (R5).
// ±1 act on the one selected die; REROLL on every selected die at once.
ColumnLayout {
    id: root
    required property GameSession session
    property real buttonSize: Theme.touch * 1.05
    spacing: Math.round(Theme.gap * 0.6)

    // One height for the row in every phase: the largest any of its buttons needs (a
    // longer language wraps a label to two lines), whichever is shown.
    readonly property real rowHeight: Math.max(Theme.touch, root.buttonSize, cancel.needHeight, decrease.needHeight,
                                               increase.needHeight, reroll.needHeight)
    readonly property string cost: session.powersLeft > 0
        //: Under a power button: the points the next use costs; %Ln is a number like 10 (a plural message).
        ? qsTr("−%Ln points", "", session.nextPenalty) : ""

    /*! The heading: the uses left of ``total`` (R5.1), or that none is left or exists. */
    function heading(total, left, used) {
        return total === 0
               //: Power bar heading in NIGHTMARE, which has no Majda Power.
               ? qsTr("No Majda Power in this difficulty")
               : left === 0
               //: Power bar heading when every use is spent; %n is the number used.
               ? qsTr("Majda Powers: all %n used", "", used)
               //: Power bar heading (what the next use costs is on each button); %n uses left, %1 the total uses of this difficulty.
               : qsTr("Majda Powers: %n of %1 left", "", left).arg(total);
    }
    FontMetrics {
        id: headingMetrics
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontSmall
        font.weight: Font.DemiBold
    }
    // Its lines: what the longest of its texts needs at this width, the same all game long.
    readonly property int headingLines: {
        var widest = headingMetrics.font.pixelSize * 0;   // measured again when the font changes
        var forms = [[0, 0, 0], [3, 0, 3], [3, 3, 0]];
        for (var i = 0; i < forms.length; i++)
            widest = Math.max(widest, headingMetrics.advanceWidth(heading(forms[i][0], forms[i][1], forms[i][2])));
        return Math.max(1, Math.min(4, Math.ceil(widest * 1.1 / Math.max(1, width))));
    }
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
        text: root.heading(root.session.powersTotal, root.session.powersLeft, root.session.powersUsed)
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
            Layout.fillWidth: true
            Layout.preferredWidth: 2
            size: root.buttonSize
            tone: Theme.inkSoft
            //: Power bar, while choosing the dice to reroll: stop choosing, nothing spent.
            text: qsTr("CANCEL")
            //: Under CANCEL while choosing dice to reroll.
            detail: qsTr("nothing spent")
            onClicked: root.session.cancelReroll()
        }
        ActionButton {
            id: decrease
            objectName: "decreaseButton"
            Layout.preferredHeight: root.rowHeight
            keepsDetailRoom: true
            visible: !root.session.choosingReroll
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            size: root.buttonSize
            tone: Theme.teal
            //: Power button (R5.2), short: about 12 characters.
            text: qsTr("DECREASE −1")
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
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            size: root.buttonSize
            tone: Theme.teal
            //: Power button (R5.2), short: about 12 characters.
            text: qsTr("INCREASE +1")
            detail: root.cost
            enabled: root.session.canIncrease
            onClicked: root.session.increase()
        }
        ActionButton {
            id: reroll
            objectName: "rerollButton"
            Layout.preferredHeight: root.rowHeight
            keepsDetailRoom: true
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            size: root.buttonSize
            // REROLL starts choosing the dice; then it throws the chosen ones (R5.3).
            text: root.session.choosingReroll
                  //: Power button while choosing dice (R5.3): throw the %n chosen dice. Short: about 12 characters.
                  ? qsTr("REROLL %n", "", root.session.selectedCount)
                  //: Power button (R5.3), short: about 12 characters.
                  : qsTr("REROLL")
            detail: root.cost
            enabled: root.session.canReroll
            tone: root.session.choosingReroll ? Theme.berry : Theme.teal
            onClicked: root.session.reroll()
        }
    }
}
