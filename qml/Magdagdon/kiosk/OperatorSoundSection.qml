pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The operator screen's sound section (issue 38): the kiosk's sound on or off, its volume,
// whether the welcome screen's demo is heard (not unless the operator wants it) and quiet
// hours, kept in the store by KioskLook. Its texts keep the operator screen's context.
ColumnLayout {
    id: root
    required property KioskLook look
    spacing: Theme.gap

    // An hour as the operator's clock shows it (the kiosk's language and locale).
    function hour(h) {
        return Qt.formatTime(new Date(2000, 0, 1, h, 0), Qt.locale().timeFormat(Locale.ShortFormat));
    }

    Text {
        //: Operator screen section heading: the kiosk's sound.
        //: Room: 7 characters.
        text: qsTranslate("OperatorPage", "Sound")
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        color: Theme.ink
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontLarge
        font.weight: Font.Bold
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }
    ChoiceRow {
        objectName: "operatorSound"
        Layout.fillWidth: true
        //: Operator screen: a switch that turns the kiosk's sounds on or off.
        //: Room: 14 characters.
        title: qsTranslate("OperatorPage", "Sounds")
        //: Operator screen, under "Sounds".
        //: Room: 75 characters.
        detail: qsTranslate("OperatorPage", "The visitors hear the dice, the lines and the records")
        Accessible.role: Accessible.CheckBox
        checked: root.look.sound
        onClicked: root.look.sound = !root.look.sound
    }
    VolumeRow {
        objectName: "operatorSoundVolume"
        Layout.fillWidth: true
        enabled: root.look.sound
        //: Operator screen: the name of the kiosk's volume slider.
        //: Room: 9 characters.
        title: qsTranslate("OperatorPage", "Volume")
        value: root.look.soundVolume
        onChosen: percent => root.look.soundVolume = percent
    }
    ChoiceRow {
        objectName: "operatorDemoSound"
        Layout.fillWidth: true
        enabled: root.look.sound
        //: Operator screen: a switch that lets the welcome screen's demo game be heard.
        //: Room: 24 characters.
        title: qsTranslate("OperatorPage", "Sound in the demo")
        //: Operator screen, under "Sound in the demo".
        //: Room: 69 characters.
        detail: qsTranslate("OperatorPage", "The bot's game on the welcome screen is heard too")
        Accessible.role: Accessible.CheckBox
        checked: root.look.demoSound
        onClicked: root.look.demoSound = !root.look.demoSound
    }
    ChoiceRow {
        id: quiet
        objectName: "operatorQuietHours"
        Layout.fillWidth: true
        enabled: root.look.sound
        readonly property bool on: root.look.quietHours.length === 2
        //: Operator screen: a switch for hours in which the kiosk makes no sound.
        //: Room: 17 characters.
        title: qsTranslate("OperatorPage", "Quiet hours")
        //: Operator screen, under "Quiet hours" when they are on; %1 and %2 are times of day, e.g. 20:00 and
        //: 09:00.
        //: Room: 23 characters.
        detail: on ? qsTranslate("OperatorPage", "Silent from %1 to %2").arg(root.hour(root.look.quietHours[0])).arg(root.hour(root.look.quietHours[1])) :
        //: Operator screen, under "Quiet hours" when they are off.
        //: Room: 27 characters.
        qsTranslate("OperatorPage", "Sound at every hour")
        Accessible.role: Accessible.CheckBox
        checked: on
        onClicked: root.look.quietHours = on ? [] : root.look.proposedQuietHours
    }
    Flow {   // the quiet hours' start and end, by the hour (side by side where they fit)
        visible: quiet.on
        enabled: root.look.sound
        Layout.fillWidth: true
        spacing: Theme.gap
        Repeater {
            model: 2
            delegate: Row {
                id: bound
                required property int index
                spacing: Theme.gap
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: bound.index === 0 ?
                    //: Operator screen, quiet hours: the label before the hour they start.
                    //: Room: 6 characters.
                    qsTranslate("OperatorPage", "From") :
                    //: Operator screen, quiet hours: the label before the hour they end.
                    //: Room: 7 characters.
                    qsTranslate("OperatorPage", "Until")
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                }
                SpinBox {
                    objectName: bound.index === 0 ? "operatorQuietFrom" : "operatorQuietUntil"
                    implicitHeight: Theme.touch
                    from: 0
                    to: 23
                    wrap: true
                    editable: false
                    value: quiet.on ? root.look.quietHours[bound.index] : 0
                    textFromValue: (value, _locale) => root.hour(value)
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    Accessible.name: bound.index === 0 ? qsTranslate("OperatorPage", "From") : qsTranslate("OperatorPage", "Until")
                    onValueModified: {
                        var hours = root.look.quietHours.slice();
                        hours[bound.index] = value;
                        if (hours[0] !== hours[1])   // the same hour twice would mean nothing
                            root.look.quietHours = hours;
                        else
                            value = root.look.quietHours[bound.index];
                    }
                }
            }
        }
    }
}
