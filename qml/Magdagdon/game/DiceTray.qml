pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon.Backend
import Magdagdon

// The four dice of the turn on a felt strip. Between turns the slots stay empty.
Rectangle {
    id: root
    required property GameSession session
    property Item dropTarget
    property Item dragLayer: null      // a dragged die is carried there (GameView's)
    property real dieSize: Theme.touch * 1.7
    property var hintedDice: []        // dice a HINT suggests a power on

    // Room over the dice for a chosen die's lift and its check badge (and a HINT's diamond),
    // so no mark of a die sticks out of the tray (GameScreen.trayFor counts the same).
    readonly property real headroom: Math.max(Theme.gap, dieSize * 0.2)
    implicitHeight: dieSize + headroom + Theme.gap
    implicitWidth: dieSize * 4 + Theme.gap * 5
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.line
    border.width: Theme.lineWidth

    /*! The delegate of one die (a prepared die flies from its slot to the board). */
    function dieItem(index) {
        return dice.itemAt(index);
    }

    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.gap
        spacing: Math.max(Theme.gap, (root.width - root.dieSize * 4) / 5 - 1)
        Repeater {
            id: dice
            model: root.session.dice
            delegate: DieDelegate {
                id: dieItem
                session: root.session
                dropTarget: root.dropTarget
                dragLayer: root.dragLayer
                hinted: root.hintedDice.indexOf(dieItem.index) >= 0
                width: root.dieSize
                height: root.dieSize
            }
        }
    }
}
