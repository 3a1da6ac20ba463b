pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The Majda Powers with the uses left and what the next use costs (R5): ±1 act on the one
// selected die, REROLL on every selected die at once. The row is data: one button a power
// (`keys`), its label, detail, tone and tap from the session; while the dice to throw again
// are chosen, CANCEL takes the place of ±1. Its height is the composition's (GameScreen.qml),
// the same in every phase; each button is at least as wide as its widest word.
ColumnLayout {
    id: root
    required property GameSession session
    property real buttonSize: Theme.touch * 1.05
    property real rowHeight: Theme.buttonHeightAt(buttonSize, 2, true, Theme.textScale)
    property int headingLines: 1
    spacing: Math.round(Theme.gap * 0.6)

    // The buttons, in the row's order; a stable list, so a button keeps its focus when the
    // phase changes what it says.
    readonly property var keys: ["CANCEL", "DECREASE", "INCREASE", "REROLL"]
    readonly property string cost: session.powersLeft > 0 ? costText(session.nextPenalty) : ""

    /*! Under a power button: what the next use costs. */
    function costText(points) {
        //: Under a power button: the points the next use costs; %Ln is a number like 10 (a plural message).
        return qsTr("−%Ln points", "", points);
    }
    /*! The powers' heading: the uses left of ``total`` (R5.1), or that none is left or exists. */
    function heading(total, left, used) {
        return total === 0 ?
        //: Power bar heading in NIGHTMARE, which has no Majda Power.
        qsTr("No Majda Power in this difficulty") : left === 0 ?
        //: Power bar heading when every use is spent; %n is the number used.
        qsTr("Majda Powers: all %n used", "", used) :
        //: Power bar heading (what the next use costs is on each button); %n uses left, %1 the total uses of this difficulty.
        qsTr("Majda Powers: %n of %1 left", "", left).arg(total);
    }
    /*! A button's label. */
    function label(key) {
        var s = root.session;
        switch (key) {
        case "CANCEL":
            //: Power bar, while choosing the dice to reroll: stop choosing, nothing spent.
            return qsTr("CANCEL");
        case "DECREASE":
            //: Power button (R5.2), short: about 12 characters.
            return qsTr("DECREASE −1");
        case "INCREASE":
            //: Power button (R5.2), short: about 12 characters.
            return qsTr("INCREASE +1");
        }
        if (s.choosingReroll && s.selectedCount > 0)   // none chosen yet: the plain name, not "REROLL 0"
            //: Power button while choosing dice (R5.3): throw the %n chosen dice. Short: about 12 characters.
            return qsTr("REROLL %n", "", s.selectedCount);
        //: Power button (R5.3), short: about 12 characters.
        return qsTr("REROLL");
    }
    /*! What a button says under its label. */
    function detail(key) {
        //: Under CANCEL while choosing dice to reroll.
        return key === "CANCEL" ? qsTr("nothing spent") : root.cost;
    }
    function shown(key) {
        var choosing = root.session.choosingReroll;
        return key === "CANCEL" ? choosing : key === "REROLL" || !choosing;
    }
    function usable(key) {
        var s = root.session;
        return key === "CANCEL" ? true : key === "DECREASE" ? s.canDecrease : key === "INCREASE" ? s.canIncrease : s.canReroll;
    }
    function use(key) {
        var s = root.session;
        if (key === "CANCEL")
            s.cancelReroll();
        else if (key === "DECREASE")
            s.decrease();
        else if (key === "INCREASE")
            s.increase();
        else
            s.reroll();
    }

    Text {
        objectName: "powersHeading"
        Layout.fillWidth: true
        Layout.preferredHeight: Math.ceil(Theme.fontSmall * 1.3) * root.headingLines
        wrapMode: Text.WordWrap
        maximumLineCount: root.headingLines
        verticalAlignment: Text.AlignBottom
        // One line (NIGHTMARE's sentence two): it shrinks a little where the panel is narrow.
        fontSizeMode: Text.Fit
        minimumPixelSize: Theme.fontMin
        color: Theme.inkSoft
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontSmall
        font.weight: Font.DemiBold
        text: root.heading(root.session.powersTotal, root.session.powersLeft, root.session.powersUsed)
    }
    RowLayout {   // none in NIGHTMARE: buttons that can never be used are not shown
        Layout.fillWidth: true
        Layout.preferredHeight: root.rowHeight
        visible: root.session.powersTotal > 0
        spacing: Theme.gap
        Repeater {
            model: root.keys
            delegate: ActionButton {
                id: button
                required property string modelData
                readonly property string key: button.modelData
                objectName: key === "CANCEL" ? "cancelRerollButton" : key.toLowerCase() + "Button"
                visible: root.shown(key)
                Layout.fillWidth: true
                Layout.fillHeight: true
                // ±1 and REROLL share the row evenly; while the dice to throw again are chosen,
                // CANCEL (its words longer) and REROLL 2 : 1; each at least as wide as its words.
                Layout.preferredWidth: (root.width - Theme.gap * (root.session.choosingReroll ? 1 : 2)) * (!root.session.choosingReroll ? 1 / 3 : key === "CANCEL" ? 2 / 3 : 1 / 3)
                Layout.minimumWidth: button.minimumWidth
                keepsDetailRoom: true
                size: root.buttonSize
                tone: key === "CANCEL" ? Theme.inkSoft : key === "REROLL" && root.session.choosingReroll ? Theme.berry : Theme.teal
                text: root.label(key)
                detail: root.detail(key)
                enabled: root.usable(key)
                onClicked: root.use(key)
            }
        }
    }
}
