import QtQuick
import QtQuick.Controls
import Magdagdon

// A big rounded button for the game's actions (ROLL, CONFIRM, ACCEPT MAGDAGDON, NEW GAME...).
// Disabled buttons stay readable (4.5:1) and lose their raised look, not just their colour.
// A label never elides: it shrinks (never below Theme.fontMin), then wraps to two lines, and
// the button grows to hold them (a longer language, larger text).
Button {
    id: control
    property color tone: Theme.berry
    property color toneInk: Theme.onAccent
    property string detail: ""          // a second, smaller line (e.g. the cost of a power)
    // A button whose detail comes and goes (CONFIRM's preview) keeps its room, so it never
    // changes height between phases.
    property bool keepsDetailRoom: false
    property string widestDetail: detail   // the widest detail it can show: its width stays
    property real size: Theme.touch * 1.25
    // The guided game waits for this item (issue 13): TutorialFocus names it.
    readonly property bool tutorialTarget: TutorialFocus.target !== "" && TutorialFocus.target === objectName

    // The label: its own size, shrunk at most to 80 % (never below fontMin) to stay on one line.
    readonly property real labelSize: Math.max(Theme.fontBody, size * 0.36)
    readonly property real shrunkSize: Math.max(Theme.fontMin, Math.round(labelSize * 0.8))
    readonly property real detailSize: Math.max(Theme.fontMin, size * 0.22)
    readonly property real room: Math.max(1, width - leftPadding - rightPadding)
    readonly property bool twoLines: text.indexOf(" ") > 0 && oneLine.advanceWidth > room
    readonly property bool hasDetail: detail !== "" || keepsDetailRoom
    /*! The height the label and detail need at this width (a row of buttons takes the largest). */
    readonly property real needHeight: Math.ceil((twoLines ? shrunkSize * 2.5 : labelSize * 1.3) + (hasDetail ? detailSize * 1.3 : 0) + topPadding + bottomPadding + size * 0.08)

    /*! The narrowest width that shows the label and detail whole: its widest word at the
        shrunk size (a label of several words wraps between them), the detail at its smallest
        (a row of buttons gives each at least this, or reflows). */
    readonly property real minimumWidth: {
        var words = text.split(" ");
        var widest = wordMetrics.font.pixelSize * 0;   // measured again when the font changes
        for (var i = 0; i < words.length; i++)
            widest = Math.max(widest, wordMetrics.advanceWidth(words[i]));
        if (widestDetail !== "")
            widest = Math.max(widest, detailMetrics.advanceWidth(widestDetail));
        return Math.ceil(widest + leftPadding + rightPadding + 2);
    }
    FontMetrics {
        id: wordMetrics
        font.family: Theme.fontFamily
        font.pixelSize: control.shrunkSize
        font.weight: Font.Bold
    }
    FontMetrics {
        id: detailMetrics
        font.family: Theme.fontFamily
        font.pixelSize: Math.max(Theme.fontMin, Math.round(control.detailSize * 0.8))
        font.weight: Font.DemiBold
    }
    TextMetrics {
        id: oneLine
        text: control.text
        font.family: Theme.fontFamily
        font.pixelSize: control.shrunkSize
        font.weight: Font.Bold
    }

    leftPadding: Math.round(Theme.gap * 0.8)
    rightPadding: Math.round(Theme.gap * 0.8)
    topPadding: Math.round(Theme.gap * 0.3)
    bottomPadding: Math.round(Theme.gap * 0.3)
    implicitHeight: Math.max(Theme.touch, size, needHeight)
    implicitWidth: Math.max(Math.max(Theme.touch, size) * 2.2, label.implicitWidth + Theme.margin * 2)
    font.family: Theme.fontFamily
    font.pixelSize: labelSize
    font.weight: Font.Bold
    Accessible.role: Accessible.Button
    // The name says whether the button can be used now (issue 15: "CONFIRM, available").
    //: Screen-reader name of a button that can be pressed now; %1 is its label, e.g. CONFIRM.
    Accessible.name: enabled ? qsTr("%1, available").arg(text) :
    //: Screen-reader name of a button that cannot be pressed now; %1 is its label.
    qsTr("%1, not available").arg(text)
    focusPolicy: Qt.TabFocus

    background: Item {
        Rectangle {   // raised edge
            anchors.fill: parent
            anchors.topMargin: control.down ? 0 : parent.height * 0.06
            radius: Math.min(height / 2.6, Theme.touch * 0.5)
            color: control.enabled ? Qt.darker(control.tone, 1.35) : "transparent"
        }
        Rectangle {
            width: parent.width
            height: parent.height * (control.enabled ? 0.94 : 1)
            y: control.down ? parent.height * 0.05 : 0
            radius: Math.min(height / 2.6, Theme.touch * 0.5)
            color: control.enabled ? control.tone : Theme.disabled
            border.color: control.enabled ? Qt.darker(control.tone, 1.2) : Theme.line
            border.width: Math.max(1, control.height * 0.03)
            Behavior on color {
                ColorAnimation {
                    duration: Theme.quick
                }
            }
        }
    }
    contentItem: Item {
        implicitWidth: label.implicitWidth
        implicitHeight: label.implicitHeight + (sub.visible ? sub.implicitHeight : 0)
        Column {
            anchors.centerIn: parent
            anchors.verticalCenterOffset: control.down ? control.height * 0.03 : -control.height * 0.02
            width: parent.width
            Text {
                id: label
                width: parent.width
                // Its box: one line, or two of the shrunk size; Fit picks the largest size
                // that fills it, wrapped between words.
                height: control.twoLines ? Math.ceil(control.shrunkSize * 2.5) : Math.ceil(control.labelSize * 1.3)
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: control.text
                font: control.font
                color: control.enabled ? control.toneInk : Theme.disabledInk
                fontSizeMode: Text.Fit
                wrapMode: control.twoLines ? Text.WordWrap : Text.NoWrap
                maximumLineCount: control.twoLines ? 2 : 1
                lineHeight: 0.95
                minimumPixelSize: Theme.fontMin
                elide: Text.ElideRight
            }
            Text {
                id: sub
                visible: control.detail !== ""
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: control.detail
                font.family: Theme.fontFamily
                font.pixelSize: control.detailSize
                font.weight: Font.DemiBold
                color: control.enabled ? control.toneInk : Theme.disabledInk
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.fontMin
                elide: Text.ElideRight
            }
        }
    }

    FocusRing {
        shown: control.visualFocus
        radiusOf: Math.min(control.height / 2.6, Theme.touch * 0.5)
    }
}
