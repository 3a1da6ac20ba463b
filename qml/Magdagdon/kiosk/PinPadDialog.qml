pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The operator's PIN, typed on on-screen digits (a kiosk has no keyboard). Python checks it
// and keeps only its salted hash (kiosk.submitPin, magdagdon/kiosk/pin.py); wrong tries lock
// the pad for longer each time. The same pad sets a new PIN, typed twice: at the first start
// (pad.setup: no PIN exists yet, and the pad cannot be cancelled) and from the operator
// page. The digits typed are never shown, only one dot each. When the PIN file is lost or
// damaged the pad is "closed" (issue 37.3): it says so and takes no digits; it never offers a
// visitor to choose a new PIN.
Rectangle {
    id: root
    required property KioskController kiosk
    readonly property PinPad pad: kiosk.pinPad   // the pad's own state (magdagdon/kiosk/pinpad.py)
    property string entered: ""
    property string outcome: ""   // the last OK's answer (kiosk.submitPin), for the message
    readonly property int maxDigits: pad.maxDigits
    readonly property bool failed: outcome === "wrong" || outcome === "invalid" || outcome === "mismatch"

    objectName: "pinPad"
    visible: pad.opened
    color: Theme.dim
    onVisibleChanged: {
        entered = "";
        outcome = "";
    }

    function press(digit) {
        if (entered.length < maxDigits)
            entered += digit;
        if (failed)
            outcome = "";
    }
    function submit() {
        if (entered.length === 0)
            return;
        var typed = entered;
        entered = "";
        outcome = kiosk.submitPin(typed);
        if (failed || outcome === "locked")
            shake.restart();
    }
    function message() {
        if (root.pad.mode === "closed")
            //: PIN pad when the kiosk's PIN file is lost or damaged: nothing opens the operator screen. %1 is
            //: a command typed on the machine (not translated).
            //: Room: 194 characters.
            return qsTr("The operator PIN file is missing or damaged, so this screen stays closed. The machine's administrator can set a new PIN with the command %1.").arg("magdagdon\u00a0-\u2060-\u2060kiosk-\u2060reset-\u2060pin");   // one unbroken line
        if (root.pad.lockSeconds >= 120 && !root.pad.durable)
            //: PIN pad when wrong tries cannot be saved on disk, so each one locks the pad; %n minutes to
            //: wait.
            //: Room: 108 characters.
            return qsTr("Tries cannot be saved here, so each wrong one locks the pad. Wait %n minute(s).", "", Math.ceil(root.pad.lockSeconds / 60));
        if (root.pad.lockSeconds > 0 && !root.pad.durable)
            //: PIN pad when wrong tries cannot be saved on disk, so each one locks the pad; %n seconds to
            //: wait.
            //: Room: 109 characters.
            return qsTr("Tries cannot be saved here, so each wrong one locks the pad. Wait %n seconds.", "", root.pad.lockSeconds);
        if (root.pad.lockSeconds >= 120)
            //: PIN pad after too many wrong tries; %n minutes to wait. Room: 45 characters.
            return qsTr("Too many tries. Wait %n minute(s).", "", Math.ceil(root.pad.lockSeconds / 60));
        if (root.pad.lockSeconds > 0)
            //: PIN pad after too many wrong tries; %n seconds to wait. Room: 42 characters.
            return qsTr("Too many tries. Wait %n seconds.", "", root.pad.lockSeconds);
        if (outcome === "wrong")
            //: PIN pad after a wrong PIN. Room: 30 characters.
            return qsTr("Wrong PIN. Try again.");
        if (outcome === "invalid")
            //: PIN pad when a new PIN is too short; %1 is the fewest digits (4), %Ln the most (8; a plural
            //: message). Room: 31 characters.
            return qsTr("A PIN has %1 to %Ln digits.", "", root.pad.maxDigits).arg(Numbers.whole(root.pad.minDigits));
        if (outcome === "mismatch")
            //: PIN pad when the new PIN typed the second time differs from the first. Room: 67 characters.
            return qsTr("The two PINs differ. Choose the new PIN again.");
        if (root.pad.mode === "repeat")
            //: PIN pad, second step of setting a PIN. Room: 51 characters.
            return qsTr("Type the same digits again, then OK.");
        if (root.pad.mode === "new" && root.pad.setup)
            //: PIN pad at the kiosk's very first start: no PIN exists yet; %1 is the fewest digits (4), %Ln
            //: the most (8; a plural message). Room: 90 characters.
            return qsTr("This kiosk has no operator PIN yet. Choose %1 to %Ln digits, then OK.", "", root.pad.maxDigits).arg(Numbers.whole(root.pad.minDigits));
        if (root.pad.mode === "new")
            //: PIN pad on the operator page: choosing a new PIN; %1 is the fewest digits (4), %Ln the most
            //: (8; a plural message). Room: 42 characters.
            return qsTr("Choose %1 to %Ln digits, then OK.", "", root.pad.maxDigits).arg(Numbers.whole(root.pad.minDigits));
        //: PIN pad instructions. Room: 38 characters.
        return qsTr("Type the PIN, then OK.");
    }

    MouseArea {
        anchors.fill: parent
    }   // nothing under the pad reacts while it is open

    Rectangle {
        id: card
        anchors.centerIn: parent
        // Wider with larger text (the title stays on one line); never wider than the screen.
        width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 7.5 * Math.max(1, Theme.textScale * 0.85))
        height: column.implicitHeight + Theme.margin * 2.4
        radius: Theme.radius * 1.5
        color: Theme.card
        border.color: Theme.line
        transform: Translate {
            id: nudge
        }
        SequentialAnimation {
            id: shake
            NumberAnimation {
                target: nudge
                property: "x"
                to: -Theme.gap
                duration: 50
            }
            NumberAnimation {
                target: nudge
                property: "x"
                to: Theme.gap
                duration: 60
            }
            NumberAnimation {
                target: nudge
                property: "x"
                to: 0
                duration: 50
            }
        }

        ColumnLayout {
            id: column
            anchors.fill: parent
            anchors.margins: Theme.margin * 1.2
            spacing: Theme.gap

            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                objectName: "pinTitle"
                wrapMode: Text.WordWrap
                fontSizeMode: Text.HorizontalFit   // one line where it fits
                minimumPixelSize: Theme.fontLarge
                // A longer language, or large text, on a narrow screen: two lines rather than a
                // cut title (the kiosk's reading-distance sizes leave one line too little).
                maximumLineCount: 2
                text: root.pad.mode === "repeat" ?
                //: Title of the PIN pad when the new PIN is typed a second time. Room: 27 characters.
                qsTr("Confirm the new PIN") : root.pad.mode === "new" && root.pad.setup ?
                //: Title of the PIN pad at the kiosk's first start. Room: 28 characters.
                qsTr("Set the operator PIN") : root.pad.mode === "new" ?
                //: Title of the PIN pad when the operator changes the PIN. Room: 25 characters.
                qsTr("New operator PIN") :
                //: Title of the kiosk operator's PIN pad. Room: 19 characters.
                qsTr("Operator PIN")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontTitle
                font.weight: Font.Bold
            }
            Row {   // one dot per digit typed: the PIN itself is never shown
                objectName: "pinDots"
                visible: root.pad.mode !== "closed"
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredHeight: Theme.fontLarge * 1.4
                spacing: Theme.gap
                Repeater {
                    model: Math.max(4, root.entered.length)
                    delegate: Rectangle {
                        required property int index
                        width: Theme.fontLarge
                        height: width
                        radius: width / 2
                        color: index < root.entered.length ? Theme.ink : "transparent"
                        border.color: Theme.inkSoft
                        border.width: 2
                    }
                }
            }
            Text {
                objectName: "pinMessage"
                Layout.fillWidth: true
                // Two lines' room always: the keys stay put while the message changes.
                Layout.preferredHeight: Math.max(implicitHeight, Theme.fontBody * 2.8)
                verticalAlignment: Text.AlignVCenter
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                color: root.pad.lockSeconds > 0 || root.failed || root.pad.mode === "closed" ? Theme.danger : Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
                font.weight: Font.DemiBold
                text: root.message()
            }
            GridLayout {
                objectName: "pinKeys"
                visible: root.pad.mode !== "closed"   // nothing to type: the pad says why
                Layout.alignment: Qt.AlignHCenter
                columns: 3
                rowSpacing: Theme.gap
                columnSpacing: Theme.gap
                Repeater {
                    model: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "back", "0", "ok"]
                    delegate: ActionButton {
                        required property string modelData
                        objectName: modelData === "back" ? "pinBack" : modelData === "ok" ? "pinOk" : "pinKey" + modelData
                        Layout.preferredWidth: Theme.touch * 1.8
                        Layout.preferredHeight: Theme.touch * 1.4
                        size: Theme.touch * 1.4
                        enabled: root.pad.lockSeconds === 0 && root.pad.mode !== "closed"
                        tone: modelData === "ok" ? Theme.teal : modelData === "back" ? Theme.inkSoft : Theme.paperDeep
                        toneInk: modelData === "ok" || modelData === "back" ? Theme.onAccent : Theme.ink
                        text: modelData === "back" ? "⌫" :
                        //: PIN pad key that checks the PIN. Room: 5 characters.
                        modelData === "ok" ? qsTr("OK") : modelData
                        Accessible.name: modelData === "back" ?
                        //: Screen-reader name of the PIN pad's delete key.
                        qsTr("Delete last digit") : text
                        onClicked: {
                            if (modelData === "back")
                                root.entered = root.entered.slice(0, -1);
                            else if (modelData === "ok")
                                root.submit();
                            else
                                root.press(modelData);
                        }
                    }
                }
            }
            ActionButton {
                objectName: "pinCancel"
                visible: !root.pad.setup   // the first start must end with a PIN
                Layout.fillWidth: true
                tone: Theme.inkSoft
                size: Theme.touch * 1.1
                //: Closes the PIN pad without doing anything. Room: 9 characters.
                text: qsTr("CANCEL")
                onClicked: root.pad.close()
            }
        }
    }
}
