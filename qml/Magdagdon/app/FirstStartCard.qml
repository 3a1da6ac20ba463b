pragma ComponentBehavior: Bound
import QtQuick
import Magdagdon.Backend
import Magdagdon

// The first start's offer of the guided game: shown until the player answers it or starts
// playing (which declines it), never again after. It lies over the board, empty before the
// first ROLL, and leaves the status panel (the turn, the difficulty and the score), the dice
// and ROLL in view, so a player who ignores it can play at once and sees what the game is.
TutorialCard {
    id: root
    objectName: "firstStartCard"
    required property Tutorial tutorial
    required property GameSession session
    required property Store store
    required property Item scene        // where the game screen's statusPanel and diceTray are
    property bool shown: true           // the game screen is on view (the offer never covers a page)
    property real topInset: 0           // the navigation bar's bottom, in the window

    offer: true
    // Its backends may go first when a window closes: then it simply is not wanted.
    readonly property bool wanted: store !== null && tutorial !== null && store.tutorial === "" && !tutorial.running
    visible: wanted && shown && session !== null && session.phase === "ROLL" && session.turns === 0
    z: 5
    onLearn: tutorial.start()

    function find(item, name) {
        if (!item)
            return null;
        if (item.objectName === name && item.visible)
            return item;
        for (var i = 0; i < item.children.length; ++i) {
            var found = find(item.children[i], name);
            if (found)
                return found;
        }
        return null;
    }
    // What it lies over, found once the game screen shows (by name: GameWindow's parts).
    property Item boardItem: null
    property Item walnutItem: null
    property Item trayItem: null
    property Item statusItem: null
    function locate() {
        boardItem = find(scene, "boardSlot");
        walnutItem = find(scene, "boardTray");
        trayItem = find(scene, "diceTray");
        statusItem = find(scene, "statusPanel");
    }
    onVisibleChanged: if (visible)
        locate()
    Component.onCompleted: Qt.callLater(locate)
    /*! ``item``'s box in this card's parent's coordinates, as a binding: it reads the x and y
        of the item and of each of its parents, so any move (a resize, a language, the
        navigation bar's second row) moves the card in the same frame, never a tick later. */
    function boxOf(item) {
        if (!item || !root.parent)
            return Qt.rect(0, 0, 0, 0);
        for (var up = item; up !== null; up = up.parent)
            void (up.x + up.y + up.width + up.height);   // read, so that the binding follows every move
        var at = item.mapToItem(root.parent, 0, 0);
        return Qt.rect(at.x, at.y, item.width, item.height);
    }
    readonly property rect boardBox: boxOf(boardItem)
    readonly property rect walnutBox: boxOf(walnutItem)
    readonly property rect trayBox: boxOf(trayItem)
    readonly property rect statusBox: boxOf(statusItem)
    // Over the board block (the walnut tray, its sums and its gutter), centred on the tray, at
    // most a comfortable measure wide; it never goes over the dice tray, and over the status
    // panel only where the board's room is too short for its words (large text in a small
    // window): then it takes the width of the screen above the dice instead.
    readonly property real floorEdge: trayBox.y > boardBox.y ? Math.min(boardBox.y + boardBox.height, trayBox.y - Theme.gap) : boardBox.y + boardBox.height
    readonly property real ceiling: statusBox.y > boardBox.y - 1 ? root.topInset + Theme.gap : statusBox.y + statusBox.height + Theme.gap
    readonly property real measure: Math.min(boardBox.width, Math.max(walnutBox.width, Theme.touch * 9, Theme.fontBody * 26))
    readonly property bool spread: ((sizer.item as TutorialCard)?.implicitHeight ?? 0) > floorEdge - ceiling
    readonly property real spreadLeft: Math.min(boardBox.x, statusBox.x)
    readonly property real spreadRight: Math.max(boardBox.x + boardBox.width, statusBox.x + statusBox.width)
    width: spread ? spreadRight - spreadLeft : measure
    x: spread ? spreadLeft : Math.max(boardBox.x, Math.min(boardBox.x + boardBox.width - width, walnutBox.x + (walnutBox.width - width) / 2))
    y: spread ? Math.max(root.topInset + Theme.gap, Math.min(boardBox.y, floorEdge - implicitHeight)) : Math.max(ceiling, Math.min(walnutBox.y + (walnutBox.height - implicitHeight) / 2, floorEdge - implicitHeight))
    height: implicitHeight
    // Its height at the board's measure, to know whether it fits there.
    Loader {
        id: sizer
        active: root.visible
        sourceComponent: TutorialCard {
            offer: true
            width: root.measure
            visible: false   // measured only: its layout still places its (explicitly visible) parts
        }
    }
    onDecline: tutorial.decline()

    // Starting to play without answering declines the offer (it appears once).
    Connections {
        target: root.session
        function onGameChanged() {
            if (root.wanted && root.session.inProgress)
                root.tutorial.decline();
        }
    }
}
