pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon.Backend
import Magdagdon

// The four dice of the turn on a felt strip. Between turns the slots stay empty.
Rectangle {
    id: root
    required property GameSession session
    property Item dropTarget
    property real dieSize: Theme.touch * 1.7
    property var hintedDice: []        // dice a HINT suggests a power on

    implicitHeight: dieSize + Theme.gap * 2
    implicitWidth: dieSize * 4 + Theme.gap * 5
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.line
    border.width: 1

    /*! The delegate of one die (a prepared die flies from its slot to the board). */
    function dieItem(index) {
        return dice.itemAt(index);
    }

    Row {
        anchors.centerIn: parent
        spacing: Math.max(Theme.gap, (root.width - root.dieSize * 4) / 5 - 1)
        Repeater {
            id: dice
            model: root.session.dice
            delegate: DieDelegate {
                id: dieItem
                session: root.session
                dropTarget: root.dropTarget
                hinted: root.hintedDice.indexOf(dieItem.index) >= 0
                width: root.dieSize
                height: root.dieSize
            }
        }
    }
}
