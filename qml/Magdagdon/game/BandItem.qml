import QtQuick
import Magdagdon

// A bonus line's gold band under the tiles (BoardView). It sweeps in (sweep 0 → 1) when its
// line earns a bonus, and again when replay() asks (game over); reduced motion: at once.
Rectangle {
    id: band
    property bool on: false           // the line earns a bonus (R7.2)
    property real sweep: 0            // 0..1: how far the band has swept along its line

    color: Theme.gold

    function replay(delay: int) {
        sweeping.stop();
        if (Theme.sweep <= 0) {
            band.sweep = band.on ? 1 : 0;
            return;
        }
        band.sweep = 0;
        sweeping.delay = delay;
        sweeping.start();
    }
    onOnChanged: {
        if (band.on) {
            band.replay(0);
        } else {
            sweeping.stop();
            band.sweep = 0;
        }
    }
    Component.onCompleted: band.sweep = band.on ? 1 : 0

    SequentialAnimation {
        id: sweeping
        property int delay: 0
        PauseAnimation {
            duration: sweeping.delay
        }
        NumberAnimation {
            target: band
            property: "sweep"
            from: 0
            to: 1
            duration: Theme.sweep
            easing.type: Easing.OutCubic
        }
    }
}
