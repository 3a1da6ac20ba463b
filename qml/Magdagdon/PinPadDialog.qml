pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend

// The operator's PIN, typed on on-screen digits (a kiosk has no keyboard). The PIN itself is
// checked in Python (kiosk.enterPin); five wrong tries lock the pad for a while.
Rectangle {
    id: root
    required property KioskController kiosk
    property string entered: ""
    property bool wrong: false
    readonly property int maxDigits: 8

    objectName: "pinPad"
    visible: kiosk.pinPadOpen
    color: "#cc211512"
    onVisibleChanged: { entered = ""; wrong = false; }

    function press(digit) {
        if (entered.length < maxDigits)
            entered += digit;
        wrong = false;
    }
    function submit() {
        if (entered.length === 0)
            return;
        var ok = kiosk.enterPin(entered);
        entered = "";
        wrong = !ok;
        if (!ok)
            shake.restart();
    }

    MouseArea { anchors.fill: parent }   // nothing under the pad reacts while it is open

    Rectangle {
        id: card
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 7.5)
        height: column.implicitHeight + Theme.margin * 2.4
        radius: Theme.radius * 1.5
        color: Theme.card
        border.color: Theme.line
        transform: Translate { id: nudge }
        SequentialAnimation {
            id: shake
            NumberAnimation { target: nudge; property: "x"; to: -Theme.gap; duration: 50 }
            NumberAnimation { target: nudge; property: "x"; to: Theme.gap; duration: 60 }
            NumberAnimation { target: nudge; property: "x"; to: 0; duration: 50 }
        }

        ColumnLayout {
            id: column
            anchors.fill: parent
            anchors.margins: Theme.margin * 1.2
            spacing: Theme.gap

            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                //: Title of the kiosk operator's PIN pad.
                text: qsTr("Operator PIN")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontTitle
                font.weight: Font.Bold
            }
            Row {   // one dot per digit typed: the PIN itself is never shown
                objectName: "pinDots"
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
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                color: root.kiosk.pinLockSeconds > 0 || root.wrong ? Theme.danger : Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
                font.weight: Font.DemiBold
                text: root.kiosk.pinLockSeconds > 0
                      //: PIN pad after too many wrong tries; %n seconds to wait.
                      ? qsTr("Too many tries. Wait %n seconds.", "", root.kiosk.pinLockSeconds)
                      : root.wrong
                      //: PIN pad after a wrong PIN.
                      ? qsTr("Wrong PIN. Try again.")
                      //: PIN pad instructions.
                      : qsTr("Type the PIN, then OK.")
            }
            GridLayout {
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
                        enabled: root.kiosk.pinLockSeconds === 0
                        tone: modelData === "ok" ? Theme.teal : modelData === "back" ? Theme.inkSoft : Theme.paperDeep
                        toneInk: modelData === "ok" || modelData === "back" ? Theme.onAccent : Theme.ink
                        text: modelData === "back" ? "⌫"
                              //: PIN pad key that checks the PIN. Very short.
                              : modelData === "ok" ? qsTr("OK") : modelData
                        Accessible.name: modelData === "back"
                              //: Screen-reader name of the PIN pad's delete key.
                              ? qsTr("Delete last digit") : text
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
                Layout.fillWidth: true
                tone: Theme.inkSoft
                size: Theme.touch * 1.1
                //: Closes the PIN pad without doing anything.
                text: qsTr("CANCEL")
                onClicked: root.kiosk.closePinPad()
            }
        }
    }
}
