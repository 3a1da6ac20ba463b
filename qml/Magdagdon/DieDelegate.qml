import QtQuick
import Magdagdon.Backend

// One die of the tray: ivory, rounded, with pips and a soft shadow; tumbles when it changes.
// Tap selects it (or takes it back if it is prepared); drag it onto a cell to prepare it there.
Item {
    id: root
    required property int index
    required property int value
    required property bool prepared
    required property bool selected
    required property bool rolled
    required property int cell
    property GameSession session
    property Item dropTarget          // the BoardView: cellAt(x, y) finds the cell under a drop
    property bool hinted: false       // the HINT suggests a power on this die (a teal diamond)

    objectName: "die" + index
    implicitWidth: Theme.touch * 1.7
    implicitHeight: implicitWidth

    Accessible.role: Accessible.Button
    Accessible.name: !rolled
        //: Screen-reader name of an empty die slot in the tray; %1 is the die number 1-4.
        ? qsTr("Die %1, not rolled").arg(index + 1)
        : prepared
        //: Screen-reader name of a die placed on the board; %1 die number 1-4, %2 its value 1-6.
        ? qsTr("Die %1: %2, on the board").arg(index + 1).arg(value)
        : selected
        //: Screen-reader name of a selected die; %1 die number 1-4, %2 its value 1-6.
        ? qsTr("Die %1: %2, selected").arg(index + 1).arg(value)
        //: Screen-reader name of a die in the tray; %1 die number 1-4, %2 its value 1-6.
        : qsTr("Die %1: %2").arg(index + 1).arg(value)
    Accessible.onPressAction: root.session.tapDie(root.index)

    // The empty slot the die rests in: shows where a prepared or unrolled die belongs.
    Rectangle {
        anchors.fill: parent
        anchors.margins: parent.width * 0.04
        radius: width * 0.2
        color: "transparent"
        border.color: Theme.line
        border.width: Math.max(2, width * 0.03)
    }

    Item {
        id: body
        width: root.width * 0.92
        height: width
        x: (root.width - width) / 2
        y: (root.height - height) / 2 - (root.selected ? root.height * 0.06 : 0)
        visible: root.rolled && !root.prepared
        Behavior on y { NumberAnimation { duration: Theme.quick; easing.type: Easing.OutCubic } }

        Rectangle {   // shadow
            anchors.fill: parent
            anchors.topMargin: parent.height * (root.selected ? 0.12 : 0.06)
            anchors.leftMargin: parent.width * 0.03
            radius: width * 0.2
            color: "#33000000"
        }
        Rectangle {
            id: faceTile
            width: parent.width
            height: parent.height * 0.96
            radius: width * 0.2
            gradient: Gradient {
                GradientStop { position: 0.0; color: Theme.ivory }
                GradientStop { position: 1.0; color: Theme.ivoryShade }
            }
            border.color: root.selected ? Theme.teal : "#cbbba6"
            border.width: root.selected ? Math.max(3, width * 0.06) : Math.max(1, width * 0.015)

            PipFace {
                id: pips
                anchors.centerIn: parent
                width: parent.width * 0.64
                height: width
                value: root.value
            }
        }
        // Selected: a check badge, so selection never depends on colour alone.
        Rectangle {
            visible: root.selected
            width: parent.width * 0.3
            height: width
            radius: width / 2
            x: parent.width - width * 0.75
            y: -height * 0.25
            color: Theme.teal
            border.color: Theme.card
            border.width: Math.max(2, width * 0.1)
            Canvas {
                anchors.fill: parent
                anchors.margins: parent.width * 0.26
                onPaint: {
                    var ctx = getContext("2d");
                    ctx.reset();
                    ctx.strokeStyle = "#ffffff";
                    ctx.lineWidth = Math.max(2, width * 0.2);
                    ctx.lineCap = "round";
                    ctx.beginPath();
                    ctx.moveTo(width * 0.05, height * 0.55);
                    ctx.lineTo(width * 0.4, height * 0.9);
                    ctx.lineTo(width * 0.95, height * 0.15);
                    ctx.stroke();
                }
                onWidthChanged: requestPaint()
            }
        }

        // The HINT's mark (a power on this die): the diamond the ghost dice carry.
        Rectangle {
            objectName: "hintMark" + root.index
            visible: root.hinted
            width: parent.width * 0.22
            height: width
            rotation: 45
            radius: width * 0.12
            x: -width * 0.3
            y: -height * 0.3
            color: Theme.teal
            border.color: Theme.card
            border.width: Math.max(2, width * 0.1)
        }

        // A short tumble whenever the value changes (ROLL, REROLL, ±1); never blocks input.
        transform: Rotation {
            id: spin
            origin.x: body.width / 2
            origin.y: body.height / 2
            angle: 0
        }
        SequentialAnimation {
            id: tumble
            NumberAnimation { target: spin; property: "angle"; from: -25; to: 12; duration: Theme.tumble * 0.55; easing.type: Easing.OutQuad }
            NumberAnimation { target: spin; property: "angle"; to: 0; duration: Theme.tumble * 0.45; easing.type: Easing.OutBack }
        }
        NumberAnimation on scale { id: pop; running: false; from: 0.82; to: 1; duration: Theme.tumble; easing.type: Easing.OutBack }
    }
    onValueChanged: if (rolled && Theme.tumble > 0) { tumble.restart(); pop.restart() }

    MouseArea {
        id: area
        anchors.fill: parent
        enabled: root.rolled
        drag.target: root.prepared ? null : body
        drag.threshold: Theme.touch * 0.25
        property point last
        onClicked: root.session.tapDie(root.index)
        onPositionChanged: function (mouse) { last = Qt.point(mouse.x, mouse.y); }
        drag.onActiveChanged: {
            if (drag.active) {
                if (!root.selected)
                    root.session.tapDie(root.index);
                body.z = 10;
                return;
            }
            body.z = 0;
            if (root.dropTarget) {
                // The finger's position decides the cell, wherever on the die it held it.
                var p = area.mapToItem(root.dropTarget, area.last.x, area.last.y);
                var c = (root.dropTarget as BoardView).cellAt(p.x, p.y);
                if (c >= 0)
                    root.session.dropDie(root.index, c);
            }
            body.x = Qt.binding(function () { return (root.width - body.width) / 2; });
            body.y = Qt.binding(function () {
                return (root.height - body.height) / 2 - (root.selected ? root.height * 0.06 : 0);
            });
        }
    }
}
