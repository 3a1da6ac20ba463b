import QtQuick
import Magdagdon.Backend
import Magdagdon

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
    required property bool dead        // empty, and no value can ever fill it (R4.3)
    required property int die
    property GameSession session
    property Item board: null          // the BoardView: where a prepared die flies from
    property bool ruinMode: false     // lit cells are cells to ruin (MAGDAGDON accepted)
    property bool takeBack: true      // a prepared die offers its take back (not in a replay)

    objectName: "cell" + index
    // The guided game waits for this item (issue 13): TutorialFocus names it.
    readonly property bool tutorialTarget: TutorialFocus.target !== "" && TutorialFocus.target === objectName
    z: landing.running ? 5 : 0
    Accessible.role: Accessible.Button
    Accessible.name: {
        //: Screen-reader position of a cell; %1 row 1-4, %2 column 1-4 (used inside other names).
        var where = qsTr("Row %1, column %2").arg(Math.floor(index / 4) + 1).arg(index % 4 + 1);
        if (ruin)
            //: Screen-reader name of a ruined cell; %1 is "Row 2, column 3".
            return qsTr("%1: RUIN").arg(where);
        if (prepared && takeBack)
            //: Screen-reader name of a cell holding a prepared die; %1 "Row 2, column 3", %2 value.
            return qsTr("%1: %2, prepared, press to take back").arg(where).arg(value);
        if (prepared)
            //: Screen-reader name of a cell holding a prepared die in a replay, where nothing can be taken
            //: back; %1 "Row 2, column 3", %2 value.
            return qsTr("%1: %2, prepared").arg(where).arg(value);
        if (value > 0)
            //: Screen-reader name of a cell holding a number; %1 "Row 2, column 3", %2 value 1-6.
            return qsTr("%1: %2").arg(where).arg(value);
        if (legal && ruinMode)
            //: Screen-reader name of an empty cell that may become the RUIN (after ACCEPT MAGDAGDON); %1 "Row
            //: 2, column 3".
            return qsTr("%1: empty, can become the RUIN").arg(where);
        if (legal)
            //: Screen-reader name of an empty cell a die may go to; %1 "Row 2, column 3".
            return qsTr("%1: empty, allowed").arg(where);
        if (dead)
            //: Screen-reader name of an empty cell no die can ever fill: its neighbours are more than 2
            //: apart (R4.3); %1 "Row 2, column 3".
            return qsTr("%1: empty, no die can ever go here").arg(where);
        //: Screen-reader name of an empty cell; %1 "Row 2, column 3".
        return qsTr("%1: empty").arg(where);
    }
    Accessible.onPressAction: root.session.tapCell(root.index)

    // Empty slot
    Rectangle {
        anchors.fill: parent
        radius: width * 0.14
        color: root.legal ? (root.ruinMode ? Theme.ruinLight : Theme.tealLight) : Theme.slot
        border.color: root.legal ? (root.ruinMode ? Theme.danger : Theme.teal) : Theme.slotShade
        border.width: root.legal ? Math.max(3, width * 0.05) : Math.max(Theme.lineWidth, width * 0.02)
        Behavior on color {
            ColorAnimation {
                duration: Theme.quick
            }
        }

        // Lit target mark: four corner brackets and a hollow ring (place here), never a
        // filled dot a player could read as a die showing 1; or a small cross (ruin here).
        ThemedCanvas {
            objectName: "litMark" + root.index
            visible: root.legal && !root.ruinMode && root.value === 0
            anchors.fill: parent
            onPaint: {
                var ctx = getContext("2d");
                var w = width, h = height;
                var lw = Math.max(2, w * 0.045);
                var m = w * 0.17, a = w * 0.16;
                ctx.reset();
                ctx.strokeStyle = Theme.teal;
                ctx.lineWidth = lw;
                ctx.lineCap = "round";
                ctx.beginPath();
                ctx.moveTo(m, m + a);
                ctx.lineTo(m, m);
                ctx.lineTo(m + a, m);
                ctx.moveTo(w - m - a, m);
                ctx.lineTo(w - m, m);
                ctx.lineTo(w - m, m + a);
                ctx.moveTo(w - m, h - m - a);
                ctx.lineTo(w - m, h - m);
                ctx.lineTo(w - m - a, h - m);
                ctx.moveTo(m + a, h - m);
                ctx.lineTo(m, h - m);
                ctx.lineTo(m, h - m - a);
                ctx.stroke();
                ctx.beginPath();
                ctx.arc(w / 2, h / 2, w * 0.1, 0, Math.PI * 2);
                ctx.stroke();
            }
        }
        // A dead cell (issue 38): no value is within 1 of all its neighbours (R4.3), so it can
        // only become a RUIN. A no-entry sign, shown as soon as a prepared die makes it so.
        ThemedCanvas {
            objectName: "deadMark" + root.index
            visible: root.dead && !root.legal && root.value === 0 && !root.ruin
            anchors.fill: parent
            onPaint: {
                var ctx = getContext("2d");
                var w = width, h = height;
                var r = w * 0.17;
                ctx.reset();
                ctx.strokeStyle = Theme.danger;
                ctx.lineWidth = Math.max(2, w * 0.04);
                ctx.beginPath();
                ctx.arc(w / 2, h / 2, r, 0, Math.PI * 2);
                ctx.stroke();
                ctx.beginPath();
                ctx.moveTo(w / 2 - r * 0.7, h / 2 + r * 0.7);
                ctx.lineTo(w / 2 + r * 0.7, h / 2 - r * 0.7);
                ctx.stroke();
            }
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

    // A number: permanent (flat) or prepared (raised, with an undo badge). Motions follow
    // the state (docs/LOOK.md "Motion language"): a prepared die flies in from its tray slot and
    // lands with a squash; on CONFIRM it sinks into the wood (the raise goes, the shadow with it).
    Item {
        id: tile
        objectName: "tile" + root.index
        anchors.fill: parent
        visible: root.value > 0 && !root.ruin
        property real raise: root.prepared ? 1 : 0
        Behavior on raise {
            NumberAnimation {
                duration: root.prepared ? Theme.land : Theme.sink
                easing.type: Easing.OutCubic
            }
        }
        transform: [
            Translate {
                id: flight
            },
            Scale {
                id: squash
                origin.x: tile.width / 2
                origin.y: tile.height
                xScale: 1
                yScale: 1
            }
        ]

        Rectangle {   // shadow: only a prepared tile stands up from the board
            visible: tile.raise > 0
            opacity: tile.raise
            anchors.fill: parent
            anchors.topMargin: parent.height * 0.08 * tile.raise
            anchors.leftMargin: parent.width * 0.04 * tile.raise
            radius: width * 0.14
            color: Theme.shadowDeep
        }
        Rectangle {
            width: parent.width
            height: parent.height - parent.height * 0.05 * tile.raise
            y: -parent.height * 0.03 * tile.raise
            radius: width * 0.14
            gradient: Gradient {
                GradientStop {
                    position: 0.0
                    color: Theme.ivory
                }
                GradientStop {
                    position: 1.0
                    color: root.prepared ? Theme.ivoryRaised : Theme.ivoryShade
                }
            }
            border.color: root.prepared ? Theme.preparedEdge : (root.bonus ? Theme.gold : Theme.ivoryEdge)
            border.width: root.prepared || root.bonus ? Math.max(3, width * 0.045) : Math.max(1, width * 0.015)

            PipFace {   // a little smaller and clear of the corner numeral
                anchors.centerIn: parent
                anchors.horizontalCenterOffset: -parent.width * 0.03
                anchors.verticalCenterOffset: -parent.height * 0.03
                width: parent.width * 0.52
                height: width
                value: root.value
            }
            Text {
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.rightMargin: parent.width * 0.07
                anchors.bottomMargin: parent.height * 0.03
                objectName: "cornerDigit" + root.index
                text: root.value
                color: Theme.tileInk
                font.family: Theme.fontFamily
                // It grows with the text size (the board's share of it), at least the text
                // size's minimum, but never so large that it runs into the pips (a small tile at
                // 200 %): the pips say the value, the numeral only helps.
                font.pixelSize: Math.min(parent.height * 0.2, Math.max(Theme.fontMin, parent.height * 0.15 * ((root.board as BoardView)?.boardText ?? 1)))
                font.weight: Font.Bold
            }
        }
        // Undo badge on a prepared die: tap takes it back.
        Rectangle {
            objectName: "takeBackBadge" + root.index
            visible: root.prepared && root.takeBack
            width: parent.width * 0.3
            height: width
            radius: width / 2
            x: -width * 0.2
            y: -height * 0.3
            color: Theme.berry
            border.color: Theme.card
            border.width: Math.max(2, Theme.lineWidth, width * 0.08)
            ThemedCanvas {
                anchors.fill: parent
                anchors.margins: parent.width * 0.22
                onPaint: {
                    var ctx = getContext("2d");
                    var w = width, h = height;
                    ctx.reset();
                    ctx.strokeStyle = Theme.onAccent;
                    ctx.fillStyle = Theme.onAccent;
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

    // Where a dragged die would go (BoardView.previewCell, the cell under its centre): a thick
    // double ring a little larger than the cell, a lit cell's colour where it may go, a
    // refusal's where it may not (a drop there is refused and the status line says why).
    Rectangle {
        objectName: "dropPreview" + root.index
        readonly property bool shown: ((root.board as BoardView)?.previewCell ?? -1) === root.index
        visible: shown
        z: 6
        anchors.fill: parent
        scale: 1.22   // it shows round the die carried over it
        radius: width * 0.16
        color: root.legal ? Qt.rgba(Theme.teal.r, Theme.teal.g, Theme.teal.b, 0.3) : "transparent"
        border.color: root.legal ? Theme.teal : Theme.danger
        border.width: Math.max(4, root.width * 0.09)
        Rectangle {
            anchors.fill: parent
            anchors.margins: parent.border.width
            radius: Math.max(0, parent.radius - parent.border.width)
            color: "transparent"
            border.color: Theme.focusInner
            border.width: Math.max(2, root.width * 0.03)
        }
    }

    RuinMark {
        id: ruinMark
        objectName: "ruinMark" + root.index
        anchors.fill: parent
        visible: root.ruin
    }

    // prepare: fly from the die's tray slot (or from where it was dropped) and land
    SequentialAnimation {
        id: landing
        ParallelAnimation {
            NumberAnimation {
                target: flight
                property: "x"
                to: 0
                duration: Theme.land * 0.7
                easing.type: Easing.OutCubic
            }
            NumberAnimation {
                target: flight
                property: "y"
                to: 0
                duration: Theme.land * 0.7
                easing.type: Easing.OutCubic
            }
        }
        NumberAnimation {
            target: squash
            property: "yScale"
            from: 0.97
            to: 1
            duration: Theme.land * 0.3
            easing.type: Easing.OutCubic
        }
        onStopped: {
            flight.x = 0;
            flight.y = 0;
            squash.yScale = 1;
        }
    }
    onPreparedChanged: {
        landing.stop();
        if (root.prepared && Theme.land > 0)
            Qt.callLater(root.land);   // once the row's die index has arrived too
    }
    function land() {
        if (!root.prepared)
            return;
        var board = root.board as BoardView;
        var from = board ? board.dieCentre(root.die) : null;
        if (from) {
            const p = board.mapToItem(root, from.x, from.y);
            flight.x = p.x - root.width / 2;
            flight.y = p.y - root.height / 2;
        }
        landing.start();
    }
    onRuinChanged: if (root.ruin)
        ruinMark.crack()

    MouseArea {
        anchors.fill: parent
        onClicked: {
            var board = root.board as BoardView;
            if (board)
                board.pointerUsed();   // a pointer player: no keyboard ring
            root.session.tapCell(root.index);
        }
    }
}
