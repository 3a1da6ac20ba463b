import QtQuick
import Magdagdon.Backend

// The first start's offer of the guided game: shown until the player answers it or starts
// playing (which declines it), never again after. It sits above the status panel, clear of
// the board, the dice and the buttons, so a player who ignores it can play at once.
TutorialCard {
    id: root
    required property Tutorial tutorial
    required property GameSession session
    required property Store store

    offer: true
    readonly property bool wanted: store.tutorial === "" && !tutorial.running
    visible: wanted && session.phase === "ROLL" && session.turns === 0
    z: 5
    onLearn: tutorial.start()
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
