import QtQuick
import Magdagdon

// A Canvas that paints again whenever what it paints with may have changed: its size, its
// coming into view, and the theme (a Canvas keeps its pixels until asked: a theme switched
// live, from Settings or by the desktop at dusk, left lit marks, ghosts and ruins in the old
// colours). Every painted mark of the game is one; its onPaint reads Theme's colours.
Canvas {
    id: canvas
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()
    onVisibleChanged: if (visible)
        requestPaint()
    Connections {
        target: Theme
        function onPaletteChanged() {
            canvas.requestPaint();
        }
    }
}
