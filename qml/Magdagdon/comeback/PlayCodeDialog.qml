import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// "Play a code": a friend's code typed or pasted in starts a game on the same dice. A code
// that names no game is explained under the field, and nothing changes: the text stays to be
// corrected and the game in progress goes on. A valid code replaces a game in progress only
// after the usual question (R2.2).
Rectangle {
    id: root
    objectName: "playCodeDialog"
    required property Comeback comeback
    required property GameSession session
    property ConfirmDialog dialog: null
    property bool open: false
    property string problem: ""
    signal started

    function show() {
        problem = "";
        open = true;
        field.forceActiveFocus();
    }
    function play() {
        var code = field.text;
        problem = comeback.codeProblem(code);
        if (problem !== "")
            return;
        var go = function () {
            root.problem = root.comeback.playCode(code);
            if (root.problem === "") {
                root.open = false;
                field.text = "";
                root.started();
            }
        };
        if (session.inProgress && dialog)
            //: Question before a game code replaces the game in progress (R2.2). Room: 87 characters.
            dialog.ask(qsTr("Play this code? The game in progress ends and is not recorded."),
            //: Dialog button: abandon this game and play the code's game. Room: 19 characters.
            qsTr("PLAY THE CODE"), go);
        else
            go();
    }

    visible: open || opacity > 0
    opacity: open ? 1 : 0
    Behavior on opacity {
        NumberAnimation {
            duration: Theme.quick
        }
    }
    color: Theme.veilLight   // the same dim veil as the other dialogs, in every theme
    z: 90

    MouseArea {
        anchors.fill: parent
        enabled: root.open
        onClicked: root.open = false
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 10 * Theme.textScale)
        height: column.implicitHeight + Theme.margin * 2
        radius: Theme.radius * 1.3
        color: Theme.card
        border.color: Theme.line
        MouseArea {
            anchors.fill: parent
        }

        ColumnLayout {
            id: column
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.gap
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                //: Title of the "Play a code" dialog. Room: 24 characters.
                text: qsTr("Play a code")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
            }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                //: "Play a code" dialog: what a code is for. Room: 147 characters.
                text: qsTr("A game code names the difficulty and the dice. Type or paste a friend's code to play the very same rolls.")
                color: Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
            }
            TextField {
                id: field
                objectName: "codeField"
                Layout.fillWidth: true
                // As tall as a finger, or as its text when the text size is larger.
                readonly property real textHeight: Math.ceil(Theme.fontLarge * 1.35)
                Layout.preferredHeight: Math.max(Theme.touch, textHeight + topPadding + bottomPadding)
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.letterSpacing: Theme.fontLarge * 0.08
                color: Theme.ink
                inputMethodHints: Qt.ImhPreferUppercase | Qt.ImhNoPredictiveText
                //: Placeholder of the game-code field: an example, written as every game code is (keep the
                //: code as it is). Room: 28 characters.
                placeholderText: qsTr("e.g. P5WX9RG-DQTQK1N")
                placeholderTextColor: Theme.inkSoft
                //: Screen-reader name of the game-code field.
                Accessible.name: qsTr("Game code")
                background: Rectangle {
                    radius: Theme.radius * 0.7
                    color: Theme.paper
                    readonly property color calm: field.activeFocus ? Theme.teal : Theme.line
                    border.color: root.problem !== "" ? Theme.danger : calm
                    border.width: Math.max(2, Theme.lineWidth, 2 * Theme.scale)
                }
                onTextEdited: root.problem = ""
                onAccepted: root.play()
            }
            Text {
                objectName: "codeProblem"
                visible: root.problem !== ""
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: root.problem
                color: Theme.danger
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
                font.weight: Font.DemiBold
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.topMargin: Theme.gap
                spacing: Theme.gap
                ActionButton {
                    objectName: "playCodeCancelButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    tone: Theme.inkSoft
                    //: Dialog button that keeps things as they are. Room: 9 characters.
                    text: qsTr("CANCEL")
                    onClicked: root.open = false
                }
                ActionButton {
                    objectName: "playCodeStartButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    //: "Play a code" dialog button: start the game the code names. Room: 7 characters.
                    text: qsTr("PLAY")
                    onClicked: root.play()
                }
            }
        }
    }
}
