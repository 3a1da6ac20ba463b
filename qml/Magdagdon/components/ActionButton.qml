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
    // In the high-contrast theme every button that can be pressed is black with white words
    // (and one that cannot, white with black words): its tone would only be another black.
    readonly property color fill: Theme.contrast ? Theme.ink : tone
    readonly property color ink: Theme.contrast ? Theme.onAccent : toneInk
    property string detail: ""          // a second, smaller line (e.g. the cost of a power)
    // A button whose detail comes and goes (CONFIRM's preview) keeps its room, so it never
    // changes height between phases.
    property bool keepsDetailRoom: false
    property string widestDetail: detail   // the widest detail it can show: its width stays
    // The detail's short form (a power's "−10" for "−10 points"), shown where the detail does
    // not fit one line even at the smallest text (a narrow window, large text, a longer
    // language): the cost whole rather than "−10 poi…".
    property string shortDetail: ""
    readonly property bool detailFits: detailAtLeast.advanceWidth <= room + 0.5
    readonly property string shownDetail: shortDetail !== "" && !detailFits ? shortDetail : detail
    property real size: Theme.touch * 1.25
    // The guided game waits for this item (issue 13): TutorialFocus names it.
    readonly property bool tutorialTarget: TutorialFocus.target !== "" && TutorialFocus.target === objectName

    // The label: its own size, shrunk at most to 80 % (never below fontMin) to stay on one line.
    readonly property real labelSize: Math.max(Theme.fontBody, size * 0.36)
    readonly property real shrunkSize: Math.max(Theme.fontMin, Math.round(labelSize * 0.8))
    readonly property real detailSize: Math.max(Theme.fontMin, size * 0.22)
    readonly property real room: Math.max(1, width - leftPadding - rightPadding)
    // Two lines where one is too narrow even shrunk, broken between words; a no-break space
    // (a translation's "DECREASE −1") holds its words together unless only a break fits.
    readonly property bool twoLines: /[ \u00a0]/.test(text.trim()) && oneLine.advanceWidth > room
    readonly property string shownText: twoLines ? text.replace(/\u00a0/g, " ") : text
    readonly property bool hasDetail: detail !== "" || keepsDetailRoom
    /*! The height the label and detail need at this width (a row of buttons takes the largest). */
    readonly property int labelLines: twoLines ? 2 : 1
    readonly property real needHeight: Theme.buttonHeightAt(size, labelLines, hasDetail, Theme.textScale)

    /*! The narrowest width that shows the label and detail whole: its widest word at the
        shrunk size (a label of several words wraps between them), the detail at its smallest
        (a row of buttons gives each at least this, or reflows). */
    readonly property real minimumWidth: {
        var words = text.split(/[ \u00a0]/);
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
    TextMetrics {   // the detail at the smallest size its line shrinks to
        id: detailAtLeast
        text: control.detail
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontMin
        font.weight: Font.DemiBold
    }
    TextMetrics {
        id: fullLine
        text: control.text
        font: control.font
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
    implicitHeight: needHeight
    // Its label on one line at its own size (measured from its text: how it is shown,
    // on one line or two, follows from the width it gets, never the other way round).
    implicitWidth: Math.max(Math.max(Theme.touch, size) * 2.2, fullLine.advanceWidth + Theme.margin * 2)
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
        Rectangle {   // raised edge (black in the high-contrast theme, whatever the tone)
            anchors.fill: parent
            anchors.topMargin: control.down ? 0 : parent.height * 0.06
            radius: Math.min(height / 2.6, Theme.touch * 0.5)
            // The pressed face's shadow: none when disabled; ink in the contrast theme.
            readonly property color depth: Theme.contrast ? Theme.ink : Qt.darker(control.tone, 1.35)
            color: control.enabled ? depth : "transparent"
        }
        Rectangle {
            width: parent.width
            height: parent.height * (control.enabled ? 0.94 : 1)
            y: control.down ? parent.height * 0.05 : 0
            radius: Math.min(height / 2.6, Theme.touch * 0.5)
            color: control.enabled ? control.fill : Theme.disabled
            border.color: control.enabled && !Theme.contrast ? Qt.darker(control.tone, 1.2) : Theme.line
            border.width: Math.max(Theme.lineWidth, control.height * 0.03)
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
                // Its box: one line, or two of the shrunk size, within the height the button
                // has (a row of the composition's: GameScreen.qml); Fit picks the largest size
                // that fills it, wrapped between words.
                readonly property real oneLineHeight: Math.ceil(control.labelSize * 1.3)
                readonly property real twoLinesHeight: Math.ceil(control.shrunkSize * 2.5)
                readonly property real wanted: control.twoLines ? twoLinesHeight : oneLineHeight
                height: Math.min(wanted, control.availableHeight - (sub.visible ? sub.height : 0))
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: control.shownText
                font: control.font
                color: control.enabled ? control.ink : Theme.disabledInk
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
                text: control.shownDetail
                font.family: Theme.fontFamily
                font.pixelSize: control.detailSize
                font.weight: Font.DemiBold
                color: control.enabled ? control.ink : Theme.disabledInk
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
