import QtQuick
import Magdagdon.Backend

// One board cell. Empty: a slot pressed into the wood. Number: an ivory tile with pips and a
// small numeral. Prepared: a raised tile with an undo badge. Lit: a teal ring with a dot.
// Ruin: cracked stone with a cross. Tap: what the session decides (prepare, take back, ruin).
Item {
    id: root
    required property int index
    required property int value
    required property bool ruin
    required property bool prepared
    required property bool legal
    required property bool bonus
    property GameSession session
    property bool ruinMode: false     // lit cells are cells to ruin (MAGDAGDON accepted)

    objectName: "cell" + index
    // The guided game waits for this item (issue 13): TutorialFocus names it.
    readonly property bool tutorialTarget: TutorialFocus.target !== "" && TutorialFocus.target === objectName
    Accessible.role: Accessible.Button
    Accessible.name: {
        //: Screen-reader position of a cell; %1 row 1-4, %2 column 1-4 (used inside other names).
        var where = qsTr("Row %1, column %2").arg(Math.floor(index / 4) + 1).arg(index % 4 + 1);
        if (ruin)
            //: Screen-reader name of a ruined cell; %1 is "Row 2, column 3".
            return qsTr("%1: RUIN").arg(where);
        if (prepared)
            //: Screen-reader name of a cell holding a prepared die; %1 "Row 2, column 3", %2 value.
            return qsTr("%1: %2, prepared, tap to take back").arg(where).arg(value);
        if (value > 0)
            //: Screen-reader name of a cell holding a number; %1 "Row 2, column 3", %2 value 1-6.
            return qsTr("%1: %2").arg(where).arg(value);
        if (legal)
            //: Screen-reader name of an empty cell a die may go to; %1 "Row 2, column 3".
            return qsTr("%1: empty, allowed").arg(where);
        //: Screen-reader name of an empty cell; %1 "Row 2, column 3".
        return qsTr("%1: empty").arg(where);
    }
    Accessible.onPressAction: root.session.tapCell(root.index)

    // Empty slot
    Rectangle {
        anchors.fill: parent
        radius: width * 0.14
        color: root.legal ? (root.ruinMode ? "#f3d3c8" : Theme.tealLight) : Theme.slot
        border.color: root.legal ? (root.ruinMode ? Theme.danger : Theme.teal) : Theme.slotShade
        border.width: root.legal ? Math.max(3, width * 0.05) : Math.max(1, width * 0.02)
        Behavior on color { ColorAnimation { duration: Theme.quick } }

        // Lit target mark: a dot (place here) or a small cross (ruin here).
        Rectangle {
            visible: root.legal && !root.ruinMode && root.value === 0
            anchors.centerIn: parent
            width: parent.width * 0.2
            height: width
            radius: width / 2
            color: Theme.teal
        }
        Text {
            visible: root.legal && root.ruinMode
            anchors.centerIn: parent
            text: "×"
            color: Theme.danger
            font.family: Theme.fontFamily
            font.pixelSize: parent.height * 0.5
            font.weight: Font.Bold
        }
    }

    // A number: permanent (flat) or prepared (raised, with an undo badge)
    Item {
        id: tile
        anchors.fill: parent
        visible: root.value > 0 && !root.ruin
        scale: visible ? 1 : 0.7
        Behavior on scale { NumberAnimation { duration: Theme.quick; easing.type: Easing.OutBack } }

        Rectangle {   // shadow: only a prepared tile stands up from the board
            visible: root.prepared
            anchors.fill: parent
            anchors.topMargin: parent.height * 0.08
            anchors.leftMargin: parent.width * 0.04
            radius: width * 0.14
            color: "#55000000"
        }
        Rectangle {
            width: parent.width
            height: parent.height - (root.prepared ? parent.height * 0.05 : 0)
            y: root.prepared ? -parent.height * 0.03 : 0
            radius: width * 0.14
            gradient: Gradient {
                GradientStop { position: 0.0; color: Theme.ivory }
                GradientStop { position: 1.0; color: root.prepared ? "#f1e6d4" : Theme.ivoryShade }
            }
            border.color: root.prepared ? Theme.berry : (root.bonus ? Theme.gold : "#c8b79f")
            border.width: root.prepared || root.bonus ? Math.max(3, width * 0.045) : Math.max(1, width * 0.015)

            PipFace {
                anchors.centerIn: parent
                width: parent.width * 0.58
                height: width
                value: root.value
            }
            Text {
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.margins: parent.width * 0.05
                text: root.value
                color: Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Math.max(10, parent.height * 0.17)
                font.weight: Font.Bold
            }
        }
        // Undo badge on a prepared die: tap takes it back.
        Rectangle {
            visible: root.prepared
            width: parent.width * 0.3
            height: width
            radius: width / 2
            x: -width * 0.2
            y: -height * 0.3
            color: Theme.berry
            border.color: Theme.card
            border.width: Math.max(2, width * 0.08)
            Canvas {
                anchors.fill: parent
                anchors.margins: parent.width * 0.22
                onWidthChanged: requestPaint()
                onPaint: {
                    var ctx = getContext("2d");
                    var w = width, h = height;
                    ctx.reset();
                    ctx.strokeStyle = "#ffffff";
                    ctx.fillStyle = "#ffffff";
                    ctx.lineWidth = Math.max(1.5, w * 0.16);
                    ctx.lineCap = "round";
                    ctx.beginPath();
                    ctx.arc(w * 0.5, h * 0.58, w * 0.36, Math.PI * 1.1, Math.PI * 2.35, false);
                    ctx.stroke();
                    ctx.beginPath();
                    ctx.moveTo(w * 0.0, h * 0.22);
                    ctx.lineTo(w * 0.36, h * 0.5);
                    ctx.lineTo(w * 0.02, h * 0.66);
                    ctx.closePath();
                    ctx.fill();
                }
            }
        }
    }

    RuinMark {
        anchors.fill: parent
        visible: root.ruin
        scale: visible ? 1 : 1.3
        opacity: visible ? 1 : 0
        Behavior on scale { NumberAnimation { duration: Theme.tumble; easing.type: Easing.OutCubic } }
        Behavior on opacity { NumberAnimation { duration: Theme.tumble } }
    }

    MouseArea {
        anchors.fill: parent
        onClicked: root.session.tapCell(root.index)
    }
}
