import QtQuick
import Magdagdon

// The end of one row or column, outside the tray: the line's running sum on a fixed place by
// the rim, then the gold flag naming its bonus (R7.2) and points. A bonus line's ribbon runs
// out through the rim, behind the sum, into the flag: one band. The flag's room is kept when
// there is no bonus, so nothing moves.
Item {
    id: root
    property int sum: 0
    property string bonus: "NONE"   // NONE, STRAIGHT, FOUR_OF_A_KIND, TWO_PAIRS
    property int points: 0
    property bool vertical: false   // a column's tag sits below it
    property real cell: 80          // the board's cell size: the flag is sized from it
    property real sweep: 1          // 0..1: the ribbon's sweep (BoardView runs it)
    // Before CONFIRM: the sum and bonus the prepared dice would make (outlined, not gold).
    property bool provisionalSum: false
    property string provisionalBonus: "NONE"
    property int provisionalPoints: 0
    readonly property bool provisional: !hasBonus && provisionalBonus !== "NONE"
    readonly property string shownBonus: hasBonus ? bonus : provisionalBonus

    readonly property bool hasBonus: bonus !== "NONE"
    // Board text scales with the board: larger text (Settings) raises its floor less than
    // the panel's, so a flag's name and points fit it whole.
    readonly property real boardFont: Math.max(12, Math.round(12 * (1 + (Theme.textScale - 1) * 0.3)))
    // The sum by the rim; the flag beyond it (a row's to the right, a column's below).
    // A column's sum sits in a box a fraction of a cell tall, never shorter than its numerals'
    // line (at large text on a small board the flag below it gives up the difference).
    readonly property real sumLength: vertical ? Math.max(cell * 0.4, Math.ceil(sumMetrics.height)) : cell * 0.44
    readonly property real flagLength: vertical ? height - sumLength : width - sumLength

    Rectangle {
        id: flag
        objectName: "ribbonFlag"
        visible: root.hasBonus || root.provisional
        // A column's flag takes the gap beside it too: its name needs every pixel.
        x: root.vertical ? -root.cell * 0.035 : root.sumLength
        y: root.vertical ? root.sumLength : (root.height - height) / 2
        width: root.vertical ? root.width + root.cell * 0.07 : root.flagLength
        height: root.vertical ? root.flagLength : root.cell * 0.62
        radius: root.cell * 0.06
        color: root.provisional ? Theme.card : Theme.gold
        border.color: root.provisional ? Theme.gold : Theme.goldEdge
        border.width: root.provisional ? Math.max(2, root.cell * 0.03) : 1
        // The sweep reaches the flag last: it unrolls from the rim outwards.
        transform: Scale {
            origin.x: 0
            origin.y: 0
            readonly property real grown: root.provisional ? 1 : Math.max(0, Math.min(1, root.sweep * 5 - 4))
            xScale: root.vertical ? 1 : grown
            yScale: root.vertical ? grown : 1
        }

        Column {
            anchors.centerIn: parent
            // Inside the border, with a little air: "TWO PAIRS" touched the outlined flag's.
            width: parent.width - 2 * (flag.border.width + Math.max(1, root.cell * 0.025))
            opacity: root.sweep >= 1 || root.provisional ? 1 : 0
            Behavior on opacity {
                NumberAnimation {
                    duration: Theme.quick
                }
            }
            Text {
                id: ribbonName
                objectName: "ribbonName"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                color: Theme.goldInk
                font.family: Theme.fontFamily
                font.pixelSize: Math.max(root.boardFont, root.cell * 0.17)
                font.weight: Font.DemiBold
                font.letterSpacing: -0.3
                // One line, shrunk to fit; a name too long for that even at the floor (a
                // longer language) takes two lines at the floor instead of being cut, wrapped
                // between words. Where even a word of it is wider than the flag at 12 px (the
                // smallest board, the largest text), the flag shows its points alone: "+60",
                // not "STR…" or "STRAIG/HT" (the score's breakdown names the bonus).
                readonly property bool oneLine: nameMetrics.advanceWidth <= width
                readonly property bool wordsFit: {
                    var words = twoLines.split(" ");
                    var space = floorMetrics.advanceWidth(" "), lines = 1, x = -1;
                    for (var i = 0; i < words.length; i++) {
                        var w = floorMetrics.advanceWidth(words[i]);
                        if (w > width)
                            return false;
                        if (x < 0 || x + space + w > width) {
                            lines += x < 0 ? 0 : 1;
                            x = w;
                        } else {
                            x += space + w;
                        }
                    }
                    return lines * floorMetrics.height * 0.8 <= flag.height - 4;   // (lineHeight 0.8)
                }
                visible: oneLine || wordsFit
                FontMetrics {
                    id: floorMetrics
                    font.family: Theme.fontFamily
                    font.pixelSize: 12
                    font.weight: Font.DemiBold
                    font.letterSpacing: -0.3
                }
                TextMetrics {
                    id: nameMetrics
                    text: ribbonName.name
                    font.family: Theme.fontFamily
                    font.pixelSize: root.boardFont
                    font.weight: Font.DemiBold
                    font.letterSpacing: -0.3
                }
                // Two lines: the name and points shrink together to fill the flag (never
                // below 12 px), wrapped between words, or inside a word too long for a line.
                height: ribbonName.oneLine ? undefined : flag.height - 4
                verticalAlignment: Text.AlignVCenter
                fontSizeMode: ribbonName.oneLine ? Text.HorizontalFit : Text.Fit
                wrapMode: ribbonName.oneLine ? Text.NoWrap : Text.WordWrap
                maximumLineCount: ribbonName.oneLine ? 1 : 3
                lineHeight: ribbonName.oneLine ? 1 : 0.8
                minimumPixelSize: ribbonName.oneLine ? root.boardFont : 12
                elide: Text.ElideRight
                // Two lines: the points follow the name in the same text (no third line).
                text: ribbonName.oneLine ? ribbonName.name : ribbonName.twoLines
                //: Board ribbon whose name takes two lines (a long name, small board): the name and then its
                //: points in one text; %1 the name ("STRAIGHT"), %2 the points ("+60"). Room: 4 characters.
                readonly property string twoLines: qsTr("%1 %2", "ribbon").arg(ribbonName.name).arg(ribbonPoints.text)
                readonly property string name: root.shownBonus === "STRAIGHT" ?
                //: Board ribbon naming a line bonus (R7.2). Room: 14 characters, in lines of at most 9 (the
                //: ribbon takes two lines). A short form is fine.
                qsTr("STRAIGHT", "ribbon") : root.shownBonus === "FOUR_OF_A_KIND" ?
                //: Board ribbon naming a line bonus (R7.2). Room: 14 characters, in lines of at most 9 (the
                //: ribbon takes two lines). A short form is fine.
                qsTr("FOUR OF A KIND", "ribbon") :
                //: Board ribbon naming a line bonus (R7.2). Room: 14 characters, in lines of at most 9 (the
                //: ribbon takes two lines). A short form is fine.
                qsTr("TWO PAIRS", "ribbon")
            }
            Text {
                id: ribbonPoints
                objectName: "ribbonPoints"
                visible: ribbonName.oneLine || !ribbonName.wordsFit
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                color: Theme.goldInk
                font.family: Theme.fontFamily
                font.pixelSize: ribbonName.oneLine ? Math.max(root.boardFont, root.cell * 0.2) : root.boardFont
                font.weight: Font.Bold
                fontSizeMode: Text.HorizontalFit   // the points alone in the narrowest flag
                minimumPixelSize: 12
                //: Board ribbon: the bonus points of the line; %1 is the points (60), in the language's
                //: digits. Room: 4 characters.
                text: qsTr("+%L1").arg(root.provisional ? root.provisionalPoints : root.points)
            }
        }
    }

    FontMetrics {
        id: sumMetrics
        font.family: Theme.fontFamily
        font.pixelSize: Math.max(root.boardFont, root.cell * 0.26)
        font.weight: Font.Bold
    }
    Text {   // the sum, always in the same place; an empty line shows nothing, not a zero
        objectName: "lineSum"
        visible: root.sum !== 0
        x: 0
        y: 0
        width: root.vertical ? root.width : root.sumLength
        height: root.vertical ? root.sumLength : root.height
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        text: Number(root.sum).toLocaleString(Qt.locale(), "f", 0)
        // On the band: gold ink; a sum the prepared dice change: berry, like their tiles.
        color: root.provisionalSum ? Theme.berry : root.hasBonus && root.sweep >= 0.8 ? Theme.goldInk : Theme.ink
        font.family: Theme.fontFamily
        font.pixelSize: Math.max(root.boardFont, root.cell * 0.26)
        font.weight: Font.Bold
    }
}
