import QtQuick
import Magdagdon.Backend

// The first start's offer of the guided game: shown until the player answers it or starts
// playing (which declines it), never again after. It lies over the status panel (found by
// name in `scene`), clear of the board, the dice and ROLL, so a player who ignores it can
// play at once.
TutorialCard {
    id: root
    required property Tutorial tutorial
    required property GameSession session
    required property Store store
    required property Item scene        // where the game screen's statusPanel and diceTray are
    property bool shown: true           // the game screen is on view (the offer never covers a page)

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
    // What it lies over; their geometry changes move it at once (not at the Timer's next tick,
    // when it could still lie over ROLL at the old place after a resize).
    property Item statusItem: null
    property Item trayItem: null
    property Item cornerItem: null
    function place() {
        var status = find(scene, "statusPanel");
        var tray = find(scene, "diceTray");
        var corner = find(scene, "cell0");
        statusItem = status;
        trayItem = tray;
        cornerItem = corner;
        if (!status || !parent)
            return;
        var s = status.mapToItem(parent, 0, 0);
        var landscape = parent.width >= parent.height;
        x = s.x;
        width = status.width;
        y = landscape && corner ? Math.min(s.y, corner.mapToItem(parent, 0, 0).y - Theme.gap * 2) : s.y;
        var bottom = tray && landscape ? tray.mapToItem(parent, 0, 0).y - Theme.gap : s.y + status.height;
        height = Math.max(implicitHeight, bottom - y);
    }
    Timer {   // follow the layout (window size, language) while the offer shows
        interval: 150
        repeat: true
        running: root.visible
        triggeredOnStart: true
        onTriggered: root.place()
    }
    function follow() { if (visible) Qt.callLater(place); }
    Connections {
        target: root.statusItem
        function onXChanged() { root.follow(); }
        function onYChanged() { root.follow(); }
        function onWidthChanged() { root.follow(); }
        function onHeightChanged() { root.follow(); }
    }
    Connections {
        target: root.trayItem
        function onYChanged() { root.follow(); }
    }
    Connections {
        target: root.cornerItem
        function onYChanged() { root.follow(); }
    }
    Connections {
        target: root.parent
        function onWidthChanged() { root.follow(); }
        function onHeightChanged() { root.follow(); }
    }
    onDecline: tutorial.decline()
    onImplicitHeightChanged: place()   // its buttons went one over the other: at once, not at the next tick

    // Starting to play without answering declines the offer (it appears once).
    Connections {
        target: root.session
        function onGameChanged() {
            if (root.wanted && root.session.inProgress)
                root.tutorial.decline();
        }
    }
}
