import QtQuick

// The end of one row or column: its running sum, and a gold ribbon naming the combination
// when the full line earns a bonus (R7.2).
Item {
    id: root
    property int sum: 0
    property string bonus: "NONE"   // NONE, STRAIGHT, FOUR_OF_A_KIND, TWO_PAIRS
    property int points: 0
    property bool vertical: false   // a column's tag sits below it

    readonly property bool hasBonus: bonus !== "NONE"
    readonly property real unit: Math.min(width, height)

    Column {
        anchors.centerIn: parent
        width: parent.width
        spacing: root.unit * 0.04

        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.sum !== 0 ? root.sum : "·"   // an empty line shows a quiet dot, not a zero
            color: root.sum > 0 ? Theme.ink : Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Math.max(12, root.unit * (root.vertical ? 0.3 : 0.26))
            font.weight: Font.Bold
        }
        Rectangle {
            id: ribbon
            visible: root.hasBonus
            anchors.horizontalCenter: parent.horizontalCenter
            width: root.width * 0.98
            height: label.implicitHeight + root.unit * 0.08
            radius: root.unit * 0.05
            color: Theme.gold
            border.color: "#b9801a"
            border.width: 1
            scale: visible ? 1 : 0.6
            Behavior on scale { NumberAnimation { duration: Theme.tumble; easing.type: Easing.OutBack } }

            Text {
                id: label
                anchors.centerIn: parent
                width: parent.width - 4
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                color: Theme.goldInk
                font.family: Theme.fontFamily
                font.pixelSize: Math.max(10, root.unit * 0.13)
                font.weight: Font.Bold
                text: root.bonus === "STRAIGHT"
                      //: Ribbon on the board naming a line bonus; %1 is the points (60). About 12 characters wide, may wrap.
                      ? qsTr("STRAIGHT +%1").arg(root.points)
                      : root.bonus === "FOUR_OF_A_KIND"
                      //: Ribbon on the board naming a line bonus; %1 is the points (40). About 12 characters wide, may wrap.
                      ? qsTr("FOUR OF A KIND +%1").arg(root.points)
                      //: Ribbon on the board naming a line bonus; %1 is the points (20). About 12 characters wide, may wrap.
                      : qsTr("TWO PAIRS +%1").arg(root.points)
            }
        }
    }
}
