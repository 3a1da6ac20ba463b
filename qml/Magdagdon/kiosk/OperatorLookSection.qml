pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The operator screen's look section (issue 15): the kiosk's own theme, text size and
// reduced motion, kept in the store by KioskLook and shown at once. Its texts keep the
// operator screen's translation context.
ColumnLayout {
    id: root
    required property KioskLook look
    spacing: Theme.gap
    Text {
        //: Operator screen section heading: the kiosk's theme, text size and motion. Room: 9 characters.
        text: qsTranslate("OperatorPage", "Look")
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        color: Theme.ink
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontLarge
        font.weight: Font.Bold
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }
    Repeater {
        model: root.look.themes
        delegate: ChoiceRow {
            required property string modelData
            objectName: "operatorTheme_" + modelData
            Layout.fillWidth: true
            title: modelData === "dark" ?
            //: Operator screen, theme choice: the dark theme. Room: 7 characters.
            qsTranslate("OperatorPage", "Dark") : modelData === "contrast" ?
            //: Operator screen, theme choice: high contrast (black and white). Room: 19 characters.
            qsTranslate("OperatorPage", "High contrast") :
            //: Operator screen, theme choice: the light theme (warm paper). Room: 8 characters.
            qsTranslate("OperatorPage", "Light")
            checked: root.look.theme === modelData
            onClicked: root.look.theme = modelData
        }
    }
    Flow {   // text sizes, side by side where they fit
        Layout.fillWidth: true
        Layout.topMargin: Theme.gap
        spacing: Theme.gap
        Repeater {
            model: root.look.textSizes
            delegate: ChoiceRow {
                required property int modelData
                objectName: "operatorTextSize" + modelData
                width: Math.max(Theme.touch * 2.4, implicitWidth + 1)
                //: Operator screen, a text size choice; %1 is the percentage, e.g. 150. Room: 9 characters.
                title: qsTranslate("OperatorPage", "Text %1%").arg(modelData)
                checked: root.look.textSize === modelData
                onClicked: root.look.textSize = modelData
            }
        }
    }
    ChoiceRow {
        objectName: "operatorReducedMotion"
        Layout.fillWidth: true
        Layout.topMargin: Theme.gap
        //: Operator screen: a switch that turns the kiosk's animations off. Room: 20 characters.
        title: qsTranslate("OperatorPage", "Reduced motion")
        //: Operator screen, under "Reduced motion". Room: any length (the page scrolls).
        detail: qsTranslate("OperatorPage", "Changes happen at once, without animations")
        Accessible.role: Accessible.CheckBox
        checked: root.look.reducedMotion
        onClicked: root.look.reducedMotion = !root.look.reducedMotion
    }
}
