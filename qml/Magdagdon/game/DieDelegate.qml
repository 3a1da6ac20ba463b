import QtQuick
import Magdagdon.Backend
import Magdagdon

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
    required property int turns       // how often its face was set this game (it tumbles as it grows)
    property GameSession session
    property Item dropTarget          // the BoardView: cellAt(x, y) finds the cell under a drop
    property Item dragLayer: null     // a drag carries the die in this layer, over everything
    property bool hinted: false       // the HINT suggests a power on this die (a teal diamond)

    objectName: "die" + index
    // The guided game waits for this item (issue 13): TutorialFocus names it.
    readonly property bool tutorialTarget: TutorialFocus.target !== "" && TutorialFocus.target === objectName
    implicitWidth: Theme.touch * 1.7
    implicitHeight: implicitWidth

    Accessible.role: Accessible.Button
    Accessible.name: !rolled ?
    //: Screen-reader name of an empty die slot in the tray; %1 is the die number 1-4.
    qsTr("Die %1, not rolled").arg(index + 1) : prepared ?
    //: Screen-reader name of a die placed on the board; %1 die number 1-4, %2 its value 1-6.
    qsTr("Die %1: %2, on the board").arg(index + 1).arg(value) : selected ?
    //: Screen-reader name of a selected die; %1 die number 1-4, %2 its value 1-6.
    qsTr("Die %1: %2, selected").arg(index + 1).arg(value) :
    //: Screen-reader name of a die in the tray; %1 die number 1-4, %2 its value 1-6.
    qsTr("Die %1: %2").arg(index + 1).arg(value)
    /*! A pointer player: the board's keyboard cursor ring goes (as on a tap of a cell). */
    function pointerUsed() {
        var board = root.dropTarget as BoardView;
        if (board)
            board.pointerUsed();
    }
    Accessible.onPressAction: root.session.tapDie(root.index)
    // Tab reaches a rolled die; Enter or Space taps it (issue 15). A die that goes (placed,
    // confirmed, a ruin) hands its focus to the board first: Qt refuses to take Tab focus
    // from the item that holds the focus, and the empty slot would keep the ring.
    readonly property bool tabbable: rolled && !prepared
    activeFocusOnTab: tabbable || activeFocus
    onTabbableChanged: if (!tabbable && activeFocus && dropTarget)
        dropTarget.forceActiveFocus(Qt.OtherFocusReason)
    Keys.onSpacePressed: root.session.tapDie(root.index)
    Keys.onReturnPressed: root.session.tapDie(root.index)
    Keys.onEnterPressed: root.session.tapDie(root.index)
    FocusRing {
        shown: root.activeFocus
        radiusOf: root.width * 0.2
    }

    // The empty slot the die rests in: shows where a prepared or unrolled die belongs.
    Rectangle {
        anchors.fill: parent
        anchors.margins: parent.width * 0.04
        radius: width * 0.2
        color: "transparent"
        border.color: Theme.line
        border.width: Math.max(2, Theme.lineWidth, width * 0.03)
    }

    // What the face shows: the value, except for a few frames while it tumbles. The value
    // itself (and so every tap) is final at once; the motion only follows it.
    property int face: value
    readonly property bool tumbling: tumble.running
    readonly property real turn: spin.angle      // for tests: the tumble visibly runs
    property int settledCell: -1                 // where the die stood on the board last
    // The state after the last action, to tell what this one changed (set, never bound).
    property bool wasPrepared: false
    property int seenTurns: 0
    property int seenPowers: 0
    property string seenPhase: ""
    Component.onCompleted: {
        root.wasPrepared = root.prepared;
        root.seenTurns = root.turns;
        root.seenPowers = root.session ? root.session.powersUsed : 0;
        root.seenPhase = root.session ? root.session.phase : "";
        root.settledCell = root.cell;
    }

    /*! Tumble now, after ``delay`` ms (the stagger between dice). */
    function roll(delay) {
        if (Theme.tumble <= 0 || !root.rolled)
            return;
        tumble.stop();
        tumble.delay = delay;
        tumble.turnFrom = (Math.random() < 0.5 ? -1 : 1) * (90 + Math.floor(Math.random() * 3) * 135);
        root.flicker();   // until its turn comes, the die shows some other face
        tumble.start();
    }
    function flicker() {
        var v = 1 + Math.floor(Math.random() * 5);
        root.face = v >= root.value ? v + 1 : v;   // never the final face too early
    }

    Connections {
        target: root.session
        // After each action: which motion does this die make? (docs/LOOK.md "Motion language")
        function onGameChanged() {
            var s = root.session;
            var rolledNow = root.seenPhase === "ROLL" && (s.phase === "PLACE" || s.phase === "MAGDAGDON");
            var powered = s.powersUsed > root.seenPowers;
            if (root.wasPrepared && !root.prepared && root.rolled && s.phase !== "ROLL")
                back.go(root.settledCell);
            else if (rolledNow)
                root.roll(root.index * Theme.stagger);
            else if (root.turns > root.seenTurns)   // a power set this die's face: it alone moves
                root.roll(0);
            // MAGDAGDON: once the roll has settled, the dice that fail shake twice.
            if (s.phase === "MAGDAGDON" && !root.prepared && (rolledNow || powered) && Theme.shake > 0) {
                shaking.delay = Theme.tumble + root.index * Theme.stagger;
                shaking.restart();
            }
            root.seenPhase = s.phase;
            root.seenTurns = root.turns;
            root.seenPowers = s.powersUsed;
            root.wasPrepared = root.prepared;
            if (root.cell >= 0)
                root.settledCell = root.cell;
        }
    }

    Item {
        id: body
        objectName: "dieBody" + root.index
        // At rest in its slot; carried by a drag (carry.active), in the drag layer, at the
        // size of the board's cells over the board, with the point it was taken by under the
        // finger (docs/LOOK.md "Motion language": the drag).
        width: carry.active ? carry.size : root.width * 0.92
        height: width
        x: carry.active ? carry.at.x - carry.grab.x * width : (root.width - width) / 2
        y: carry.active ? carry.at.y - carry.grab.y * height : (root.height - height) / 2 - (root.selected ? root.height * 0.06 : 0)
        z: carry.active ? 10 : 0
        visible: root.rolled && !root.prepared
        // select: the die lifts (shadow grows, 1.06×)
        scale: root.selected && !carry.active ? 1.06 : 1
        property real jump: 0        // 0..1: the tumble's small hop
        Behavior on y {
            enabled: !carry.active
            NumberAnimation {
                duration: Theme.lift
                easing.type: Easing.OutCubic
            }
        }
        Behavior on width {
            enabled: carry.active
            NumberAnimation {
                duration: Theme.lift
                easing.type: Easing.OutCubic
            }
        }
        Behavior on scale {
            NumberAnimation {
                duration: Theme.lift
                easing.type: Easing.OutCubic
            }
        }

        Rectangle {   // shadow
            anchors.fill: parent
            anchors.topMargin: parent.height * (root.selected ? 0.12 : 0.06) + body.jump * parent.height * 0.1
            anchors.leftMargin: parent.width * 0.03
            radius: width * 0.2
            color: Theme.shadow
            opacity: 1 - body.jump * 0.5
        }
        Item {
            id: turning
            anchors.fill: parent
            transform: [
                Rotation {
                    id: spin
                    origin.x: turning.width / 2
                    origin.y: turning.height / 2
                    angle: 0
                },
                Translate {
                    id: shift
                    y: -body.jump * body.height * 0.22
                }
            ]
            Rectangle {
                id: faceTile
                width: parent.width
                height: parent.height * 0.96
                radius: width * 0.2
                gradient: Gradient {
                    GradientStop {
                        position: 0.0
                        color: Theme.ivory
                    }
                    GradientStop {
                        position: 1.0
                        color: Theme.ivoryShade
                    }
                }
                border.color: root.selected ? Theme.teal : Theme.ivoryEdge
                border.width: root.selected ? Math.max(3, width * 0.06) : Math.max(1, width * 0.015)

                PipFace {
                    id: pips
                    anchors.centerIn: parent
                    width: parent.width * 0.64
                    height: width
                    value: root.face
                }
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
            border.width: Math.max(2, Theme.lineWidth, width * 0.1)
            ThemedCanvas {
                anchors.fill: parent
                anchors.margins: parent.width * 0.26
                onPaint: {
                    var ctx = getContext("2d");
                    ctx.reset();
                    ctx.strokeStyle = Theme.onAccent;
                    ctx.lineWidth = Math.max(2, width * 0.2);
                    ctx.lineCap = "round";
                    ctx.beginPath();
                    ctx.moveTo(width * 0.05, height * 0.55);
                    ctx.lineTo(width * 0.4, height * 0.9);
                    ctx.lineTo(width * 0.95, height * 0.15);
                    ctx.stroke();
                }
            }
        }

        // The HINT's mark (a power on this die): the diamond the ghost dice carry, over the
        // middle of its top edge, clear of its check badge and of the dice beside it (issue 39:
        // on a die's corner it lay over the next die's badge).
        Rectangle {
            objectName: "hintMark" + root.index
            visible: root.hinted
            width: parent.width * 0.22
            height: width
            rotation: 45
            radius: width * 0.12
            x: (parent.width - width) / 2
            y: -height * 0.45
            color: Theme.teal
            border.color: Theme.card
            border.width: Math.max(2, Theme.lineWidth, width * 0.1)
        }

        // take back: the die returns from its cell to its slot (the reverse of prepare)
        Translate {
            id: home
        }
        Translate {
            id: wobble
        }
        transform: [home, wobble]
    }

    // ROLL: a small jump and a quarter to full turn while the face flickers through 2-3
    // values, then it settles (OutBack). Runs beside input, never before it.
    SequentialAnimation {
        id: tumble
        property int delay: 0
        property real turnFrom: -90
        PauseAnimation {
            duration: tumble.delay
        }
        ParallelAnimation {
            NumberAnimation {
                target: spin
                property: "angle"
                from: tumble.turnFrom
                to: 0
                duration: Theme.tumble
                easing.type: Easing.OutBack
                easing.overshoot: 1.3
            }
            SequentialAnimation {
                NumberAnimation {
                    target: body
                    property: "jump"
                    from: 0
                    to: 1
                    duration: Theme.tumble * 0.4
                    easing.type: Easing.OutQuad
                }
                NumberAnimation {
                    target: body
                    property: "jump"
                    to: 0
                    duration: Theme.tumble * 0.6
                    easing.type: Easing.OutBounce
                }
            }
            SequentialAnimation {
                PauseAnimation {
                    duration: Theme.tumble * 0.22
                }
                ScriptAction {
                    script: root.flicker()
                }
                PauseAnimation {
                    duration: Theme.tumble * 0.22
                }
                ScriptAction {
                    script: root.flicker()
                }
                PauseAnimation {
                    duration: Theme.tumble * 0.2
                }
                ScriptAction {
                    script: root.face = Qt.binding(function () {
                        return root.value;
                    })
                }
            }
        }
        onStopped: {
            spin.angle = 0;
            body.jump = 0;
            root.face = Qt.binding(function () {
                return root.value;
            });
        }
    }

    SequentialAnimation {
        id: shaking
        property int delay: 0
        PauseAnimation {
            duration: shaking.delay
        }
        NumberAnimation {
            target: wobble
            property: "x"
            to: -root.width * 0.06
            duration: Theme.shake / 4
        }
        NumberAnimation {
            target: wobble
            property: "x"
            to: root.width * 0.06
            duration: Theme.shake / 4
        }
        NumberAnimation {
            target: wobble
            property: "x"
            to: -root.width * 0.04
            duration: Theme.shake / 4
        }
        NumberAnimation {
            target: wobble
            property: "x"
            to: 0
            duration: Theme.shake / 4
        }
        onStopped: wobble.x = 0
    }

    SequentialAnimation {
        id: back
        function go(cell) {
            back.stop();
            var board = root.dropTarget as BoardView;
            if (Theme.retreat <= 0 || cell < 0 || !board) {
                home.x = 0;
                home.y = 0;
                return;
            }
            var c = board.cellCentre(cell);
            var p = board.mapToItem(root, c.x, c.y);
            home.x = p.x - root.width / 2;
            home.y = p.y - root.height / 2;
            back.delay = board.nextCascade();
            back.start();
        }
        property int delay: 0
        PauseAnimation {
            duration: back.delay
        }
        ParallelAnimation {
            NumberAnimation {
                target: home
                property: "x"
                to: 0
                duration: Theme.retreat
                easing.type: Easing.OutCubic
            }
            NumberAnimation {
                target: home
                property: "y"
                to: 0
                duration: Theme.retreat
                easing.type: Easing.OutCubic
            }
        }
        onStopped: {
            home.x = 0;
            home.y = 0;
        }
    }

    // A drag: the die is lifted into the drag layer and follows the finger, the point it was
    // taken by staying under it; over the board it takes a cell's size, and the cell under its
    // centre shows where it would go (BoardView.previewCell); let go there, it goes there.
    QtObject {
        id: carry
        property bool active: false
        property point grab: Qt.point(0.5, 0.5)   // the point taken, as a share of the die
        property point at: Qt.point(0, 0)          // the finger, in the layer's coordinates
        property real size: 0
        property int cell: -1                      // the cell under the die's centre, or -1
        readonly property BoardView board: root.dropTarget as BoardView
        /*! Lift the die at ``point`` (the die's coordinates), as the finger took it. */
        function lift(point) {
            // A die taken back a moment ago may still be on its way home (``back``: the body
            // drawn part of the way to its cell): it is home now, under the finger that took
            // it. Measured from the body on its way, the grab came out clamped to an edge and
            // the die was carried, and dropped, up to a cell away from the finger (issue 39:
            // the kiosk's second drag of a turn missed its cell in about half the games).
            back.stop();
            shaking.stop();
            var layer = root.dragLayer ?? root;
            var face = body.mapFromItem(root, point.x, point.y);
            carry.grab = Qt.point(Math.max(0, Math.min(1, face.x / body.width)), Math.max(0, Math.min(1, face.y / body.height)));
            carry.size = body.width;
            carry.at = root.mapToItem(layer, point.x, point.y);
            body.parent = layer;
            carry.active = true;
        }
        /*! The finger is at ``point`` (the die's coordinates). */
        function follow(point) {
            var layer = root.dragLayer ?? root;
            carry.at = root.mapToItem(layer, point.x, point.y);
            var board = carry.board;
            var centre = layer.mapToItem(board, carry.at.x + (0.5 - carry.grab.x) * body.width, carry.at.y + (0.5 - carry.grab.y) * body.height);
            carry.cell = board ? board.cellAt(centre.x, centre.y) : -1;
            var over = board !== null && board.contains(centre);
            carry.size = over ? board.cell : root.width * 0.92;
            if (board)
                board.previewCell = carry.cell;
        }
        /*! Put the die down: on the cell under its centre, or back in its slot. */
        function land(drop) {
            var cell = carry.cell;
            if (carry.board)
                carry.board.previewCell = -1;
            carry.cell = -1;
            carry.active = false;
            body.parent = root;
            if (drop && cell >= 0 && carry.board) {
                carry.board.droppedDie = root.index;   // it lands from here, not the slot
                root.session.dropDie(root.index, cell);
                carry.board.droppedDie = -1;
            }
        }
    }
    MouseArea {
        id: area
        objectName: "dieArea" + root.index
        anchors.fill: parent
        enabled: root.rolled
        preventStealing: carry.active
        property point pressAt: Qt.point(0, 0)
        property bool dragged: false
        onPressed: function (mouse) {
            area.pressAt = Qt.point(mouse.x, mouse.y);
            area.dragged = false;
        }
        onPositionChanged: function (mouse) {
            if (!area.pressed || root.prepared)
                return;
            if (!carry.active) {
                if (Math.hypot(mouse.x - area.pressAt.x, mouse.y - area.pressAt.y) < Theme.touch * 0.25)
                    return;
                root.pointerUsed();
                if (!root.selected)
                    root.session.tapDie(root.index);
                area.dragged = true;
                carry.lift(area.pressAt);
            }
            carry.follow(Qt.point(mouse.x, mouse.y));
        }
        onReleased: if (carry.active)
            carry.land(true)
        onCanceled: if (carry.active)
            carry.land(false)
        onClicked: {
            if (area.dragged)
                return;   // the end of a drag, not a tap
            root.pointerUsed();
            root.session.tapDie(root.index);
        }
    }
}
