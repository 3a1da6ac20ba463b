pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon

// One tab per difficulty (names are not translated), the chosen one filled. Used by the
// daily and statistics screens; each tab is named prefix + difficulty for tests.
RowLayout {
    id: root
    // The difficulties' names in the rule book's order (GameSession.difficulties').
    required property var names
    property string current: names.length > 0 ? names[0] : ""
    property string prefix: "tab"
    signal picked(string name)

    spacing: Theme.gap
    Repeater {
        model: root.names
        delegate: ActionButton {
            required property string modelData
            objectName: root.prefix + modelData
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            size: Theme.touch
            text: modelData
            tone: root.current === modelData ? Theme.berry : Theme.card
            toneInk: root.current === modelData ? Theme.onAccent : Theme.ink
            // A checkable button tells a screen reader which tab is shown; a click re-binds
            // `checked` (the button's own toggle would break the binding).
            checkable: true
            checked: root.current === modelData
            onClicked: {
                root.picked(modelData);
                checked = Qt.binding(() => root.current === modelData);
            }
        }
    }
}
