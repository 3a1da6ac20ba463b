import QtQuick
import Magdagdon.Backend
import Magdagdon

// The first start's offer of the guided game: shown until the player answers it or starts
// playing (which declines it), never again after. It lies over the status panel (found by
// name in `scene`), clear of the board, the dice and ROLL, so a player who ignores it can
// play at once.
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
    property Item statusItem: null
    property Item trayItem: null
    property Item cornerItem: null
    function locate() {
        statusItem = find(scene, "statusPanel");
        trayItem = find(scene, "diceTray");
        cornerItem = find(scene, "cell0");
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
            void (up.x + up.y);   // read, so that the binding follows every parent's move
        var at = item.mapToItem(root.parent, 0, 0);
        return Qt.rect(at.x, at.y, item.width, item.height);
    }
    readonly property rect statusBox: boxOf(statusItem)
    readonly property rect trayBox: boxOf(trayItem)
    readonly property rect cornerBox: boxOf(cornerItem)
    // Over the status panel, from the board's top edge (side by side) down to the dice; when
    // its words need more room than that (a small window, long words, large text) it rises
    // towards the navigation bar rather than cover the dice tray.
    readonly property bool landscape: parent !== null && parent.width >= parent.height
    readonly property real bottomEdge: trayItem && landscape ? trayBox.y - Theme.gap : statusBox.y + statusBox.height
    readonly property real topEdge: landscape && cornerItem ? Math.min(statusBox.y, cornerBox.y - Theme.gap * 2) : statusBox.y
    readonly property real ceiling: landscape && cornerItem ? Math.min(topEdge, root.topInset + Theme.gap) : topEdge
    x: statusBox.x
    width: statusBox.width
    y: Math.max(ceiling, Math.min(topEdge, bottomEdge - implicitHeight))
    height: Math.max(implicitHeight, bottomEdge - y)
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
