import QtQuick
import Magdagdon.Backend
import Magdagdon

// SHARE: copies the spoiler-free text of the game (or of today's daily) to the clipboard and
// says so on the button for a moment. Never shown in the kiosk (Comeback refuses there too).
ActionButton {
    id: root
    required property Comeback comeback
    property string daily: ""          // a difficulty: share today's daily of it, not the game
    property bool copied: false

    objectName: "shareButton"
    tone: Theme.teal
    text: copied ?
    //: SHARE button, for a moment after the text went to the clipboard. Room: 12 characters.
    qsTr("COPIED ✓") :
    //: Button: copy a spoiler-free text of the game (score, board in coloured squares, code) to the
    //: clipboard. Room: 8 characters.
    qsTr("SHARE")
    //: Screen-reader name of the SHARE button.
    Accessible.name: qsTr("SHARE: copy the result, without the numbers, to the clipboard")
    onClicked: {
        var content = root.daily !== "" ? root.comeback.shareDaily(root.daily) : root.comeback.share();
        root.copied = content !== "";
        if (root.copied)
            done.restart();
    }
    Timer {
        id: done
        interval: 1800
        onTriggered: root.copied = false
    }
}
