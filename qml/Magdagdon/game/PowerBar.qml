pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The Majda Powers with the uses left and what the next use costs (R5): one button for each
// row of the engine's table (session.powers), in its order. A change of one die (DECREASE −1,
// INCREASE +1) acts on the one selected die, armed by a first press (the button then names
// the value it makes, the cost under it) and spent by a second; a throw (REROLL) on every
// chosen die at once. While the dice to throw are chosen, or a change is armed, CANCEL takes
// the place of the other powers (issue 38: no point is spent on one tap). A power's button
// word is PowerWords' (powerwords.js, in this view's translation context); the bar's other
// words are here. Its height is the composition's (GameScreen.qml), the same in every phase;
// each button is at least as wide as its widest word.
ColumnLayout {
    id: root
    required property GameSession session
    property real buttonSize: Theme.touch * 1.05
    property real rowHeight: Theme.buttonHeightAt(buttonSize, 2, true, Theme.textScale)
    property int headingLines: 1
    spacing: Math.round(Theme.gap * 0.6)

    // The buttons, in the row's order: CANCEL, then the table's powers; a stable list, so a
    // button keeps its focus when the phase changes what it says.
    readonly property var keys: ["CANCEL"].concat(session.powers.map(power => power.name))
    readonly property var throwing: session.powers.filter(power => power.effect === "THROW").map(power => power.name)
    readonly property string cost: session.powersLeft > 0 ? costText(session.nextPenalty) : ""
    readonly property string shortCost: session.powersLeft > 0 ? shortCostText(session.nextPenalty) : ""
    // The armed DECREASE/INCREASE's name ("" when none): it and CANCEL are the bar then.
    readonly property string armed: session.armed.power ?? ""
    // Choosing the dice to throw, or a change armed: the bar asks to spend or to cancel.
    readonly property bool asking: session.choosingReroll || armed !== ""

    /*! Under a power button: what the next use costs. */
    function costText(points) {
        //: Under a power button: the points the next use costs; %Ln is a number like 10 (a plural message). Room: 12 characters.
        return qsTr("−%Ln points", "", points);
    }
    /*! Under a power button too narrow for costText even at the smallest text: the cost alone. */
    function shortCostText(points) {
        //: Under a power button, the short form of "−10 points" where that does not fit (a narrow window, large text): the points the next use costs; %L1 is a number like 10. Room: 4 characters.
        return qsTr("−%L1").arg(points);
    }
    /*! The powers' heading: the uses left of ``total`` (R5.1), or that none is left or exists. */
    function heading(total, left, used) {
        return total === 0 ?
        //: Power bar heading in NIGHTMARE, which has no Majda Power.
        //: Room: 47 characters.
        qsTr("No Majda Power in this difficulty") : left === 0 ?
        //: Power bar heading when every use is spent; %n is the number used.
        //: Room: 41 characters.
        qsTr("Majda Powers: all %n used", "", used) :
        //: Power bar heading (what the next use costs is on each button); %n uses left, %1 the total uses of this difficulty.
        //: Room: 33 characters.
        qsTr("Majda Powers: %n of %1 left", "", left).arg(total);
    }
    /*! A power's button word by its name in the engine's table (the status line's sentences
        that name a power use it too). */
    function label(name) {
        return PowerWords.label(name);
    }
    /*! What a button says: CANCEL, a power's word, or a throw's while its dice are chosen. */
    function buttonText(key) {
        var s = root.session;
        if (key === "CANCEL")
            //: Power bar, while choosing the dice to reroll: stop choosing, nothing spent. Room: 9 characters.
            return qsTr("CANCEL");
        if (s.choosingReroll && root.throwing.indexOf(key) >= 0 && s.selectedCount > 0)   // none chosen yet: the plain name, not "REROLL 0"
            //: Power button while choosing dice (R5.3): throw the %n chosen dice. Room: 10 characters.
            return qsTr("REROLL %n", "", s.selectedCount);
        if (key === root.armed)
            //: Power button after one press of DECREASE −1 or INCREASE +1 (R5.2): press again to
            //: spend the power and give the selected die this value; %1 the new value (1-6).
            //: Room: 16 characters.
            return qsTr("CHANGE TO %1").arg(s.armed.to);
        return root.label(key);
    }
    /*! What a button says under its label. */
    function detail(key) {
        //: Under CANCEL while choosing dice to reroll, or after one press of DECREASE −1 or
        //: INCREASE +1. Room: 19 characters.
        return key === "CANCEL" ? qsTr("nothing spent") : root.cost;
    }
    function shown(key) {
        if (key === "CANCEL")
            return root.asking;
        if (root.armed !== "")
            return key === root.armed;
        return root.throwing.indexOf(key) >= 0 || !root.session.choosingReroll;
    }
    function use(key) {
        if (key === "CANCEL")
            root.session.cancelReroll();
        else
            root.session.usePower(key);
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
        id: row
        Layout.fillWidth: true
        Layout.preferredHeight: root.rowHeight
        visible: root.session.powersTotal > 0
        spacing: Theme.gap
        // The buttons shown now: the powers share the row evenly; while the dice to throw
        // again are chosen, or a change is armed, CANCEL (its words longer) and the power
        // to spend 2 : 1.
        readonly property int shownCount: root.session.choosingReroll ? 1 + root.throwing.length : root.armed !== "" ? 2 : root.session.powers.length
        readonly property real share: (root.width - Theme.gap * Math.max(0, shownCount - 1)) / Math.max(1, root.asking ? shownCount + 1 : shownCount)
        Repeater {
            model: root.keys
            delegate: ActionButton {
                id: button
                required property string modelData
                readonly property string key: button.modelData
                readonly property bool throwsDice: root.throwing.indexOf(key) >= 0
                objectName: key === "CANCEL" ? "cancelRerollButton" : key.toLowerCase() + "Button"   // decreaseButton...
                visible: root.shown(key)
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: row.share * (key === "CANCEL" ? 2 : 1)
                Layout.minimumWidth: button.minimumWidth
                keepsDetailRoom: true
                size: root.buttonSize
                // Quiet until it is the move (issue 38): a power costs points, so it is drawn
                // plain while a free move is open; teal when the status line names it (the die
                // fits nowhere, and this power would give it a cell), berry for the throw.
                readonly property bool named: root.session.status === "NOWHERE_POWER" && !button.throwsDice && [key, ""].indexOf(root.session.statusArgs.power ?? "-") >= 0
                // Berry: the press that spends (the throw of the chosen dice, the armed change).
                readonly property bool spends: (button.throwsDice && root.session.choosingReroll) || key === root.armed
                tone: key === "CANCEL" ? Theme.inkSoft : button.spends ? Theme.berry : button.named ? Theme.teal : Theme.button
                toneInk: key === "CANCEL" || button.spends || button.named ? Theme.onAccent : Theme.ink
                text: root.buttonText(key)
                detail: root.detail(key)
                shortDetail: key === "CANCEL" ? "" : root.shortCost
                enabled: key === "CANCEL" || (root.session.canUse[key] ?? false)
                onClicked: root.use(key)
            }
        }
    }
}
