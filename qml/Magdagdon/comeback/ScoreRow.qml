pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon

// One line of a high-score table (or its headings). The new record gets a star and a band;
// a game played with a HINT carries a small "assisted" tag.
Rectangle {
    id: root
    property string rank: ""
    property string score: ""
    property string date: ""
    property string turns: ""
    property string powers: ""
    property string assisted: ""      // "" or the assisted mark (the heading in a heading row)
    property bool assistedColumn: true   // the table has the HINT column
    property bool heading: false
    property bool marked: false
    // The table's narrowest width of each column, as ``needs`` lists them: the widest need of
    // any of its rows, the headings' included (HighScoresPage). Every row then lays its columns
    // out alike, whatever its own texts (the new record's star, a wider score or date).
    property var minimums: []
    /*! This row's own narrowest widths: the five texts (the date's widest word, as the date
        wraps between words; every other text whole on one line), the assisted tag, then the
        whole date on one line. */
    readonly property var needs: {
        void cellsMade;   // the cells are made again when a text changes
        var out = [];
        var wholeDate = 0;
        for (var i = 0; i < cells.count; i++) {
            var cell = cells.itemAt(i) as Text;
            out.push(!cell ? 0 : i === 2 ? widestWord(cell.text) : cell.implicitWidth);
            if (cell && i === 2)
                wholeDate = cell.implicitWidth;
        }
        out.push(assistedMark.need, wholeDate);
        return out;
    }
    property int cellsMade: 0
    /*! Column ``i``'s narrowest width: this row's need, and no less than the table's. */
    function floorOf(i) {
        return Math.max(i < needs.length ? needs[i] : 0, i < minimums.length ? Number(minimums[i]) : 0);
    }
    /*! The date's narrowest width: the whole date on one line where the row has room for it
        beside the other columns, else its widest word (the date then wraps). */
    readonly property real dateFloor: {
        var others = floorOf(0) + floorOf(1) + floorOf(3) + floorOf(4) + floorOf(5);
        var room = cellsRow.width - cellsRow.spacing * 5 - Theme.gap;
        return others + floorOf(6) <= room ? floorOf(6) : floorOf(2);
    }

    // Taller when a longer language or larger text wraps a cell (nothing is elided).
    implicitHeight: Math.max(Theme.touch * 0.9, Theme.fontBody * 2.2, cellsRow.implicitHeight + Theme.gap)
    radius: Theme.radius * 0.6
    color: marked ? Theme.gold : "transparent"

    FontMetrics {
        id: bodyMetrics
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontBody
        font.weight: Font.Medium
    }
    /*! The widest word of ``text`` (the date wraps between words, never inside one). */
    function widestWord(text) {
        var widest = bodyMetrics.font.pixelSize * 0;   // measured again when the font changes
        var words = String(text).split(" ");
        for (var i = 0; i < words.length; i++)
            widest = Math.max(widest, bodyMetrics.advanceWidth(words[i]));
        return Math.ceil(widest) + 1;
    }

    RowLayout {
        id: cellsRow
        anchors.fill: parent
        anchors.leftMargin: Theme.gap
        anchors.rightMargin: Theme.gap
        spacing: Theme.gap
        Repeater {
            id: cells
            onItemAdded: root.cellsMade++
            model: [
                //: High-score table: the star before the new record's rank; %1 the rank. Room: 5 characters.
                {
                    t: root.marked ? qsTr("★ %1").arg(root.rank) : root.rank,
                    w: 0.7,
                    a: Text.AlignLeft
                },
                {
                    t: root.score,
                    w: 1.1,
                    a: Text.AlignRight
                },
                {
                    t: root.date,
                    w: 2.8,
                    a: Text.AlignLeft
                },
                {
                    t: root.turns,
                    w: 0.9,
                    a: Text.AlignRight
                },
                {
                    t: root.powers,
                    w: 1.0,
                    a: Text.AlignRight
                }
            ]
            delegate: Text {
                required property var modelData
                required property int index
                objectName: "scoreColumn" + index
                Layout.fillWidth: true
                Layout.preferredWidth: modelData.w * 100
                Layout.minimumWidth: index === 2 ? root.dateFloor : root.floorOf(index)
                // The score (right-aligned) and the date (left-aligned) met with one gap between
                // them: the date keeps a second one.
                Layout.leftMargin: index === 2 ? Theme.gap : 0
                horizontalAlignment: modelData.a
                text: modelData.t
                wrapMode: Text.WordWrap
                color: root.marked ? Theme.goldInk : (root.heading ? Theme.inkSoft : Theme.ink)
                font.family: Theme.fontFamily
                readonly property real cellSize: index === 1 ? Theme.fontLarge : Theme.fontBody   // the score
                font.pixelSize: root.heading ? Theme.fontSmall : cellSize
                font.weight: root.heading || index === 1 ? Font.Bold : Font.Medium
            }
        }
        Item {   // the assisted tag: a teal outline with a diamond, like the HINT's ghosts
            id: assistedMark
            objectName: "assistedMark"
            visible: root.assistedColumn
            readonly property real need: shown && root.assistedColumn ? tagRow.implicitWidth + Theme.gap : 0
            Layout.fillWidth: true
            Layout.preferredWidth: 130
            Layout.minimumWidth: root.floorOf(5)
            implicitHeight: tag.implicitHeight
            readonly property bool shown: root.assisted !== ""
            Rectangle {
                id: tag
                visible: parent.shown
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(parent.width, tagRow.implicitWidth + Theme.gap)
                implicitHeight: tagText.implicitHeight + Theme.gap * 0.4
                height: implicitHeight
                radius: height / 2
                color: root.heading ? "transparent" : Theme.card
                border.color: root.heading ? "transparent" : Theme.teal
                border.width: Theme.lineWidth
                Row {
                    id: tagRow
                    anchors.centerIn: parent
                    spacing: Theme.gap * 0.4
                    Rectangle {
                        visible: !root.heading
                        anchors.verticalCenter: parent.verticalCenter
                        width: tagText.font.pixelSize * 0.5
                        height: width
                        rotation: 45
                        color: Theme.teal
                    }
                    Text {
                        id: tagText
                        text: root.assisted
                        color: root.heading ? Theme.inkSoft : Theme.teal
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontSmall
                        font.weight: Font.Bold
                    }
                }
            }
        }
    }
    Rectangle {
        visible: root.heading
        anchors.bottom: parent.bottom
        width: parent.width
        height: Theme.lineWidth
        color: Theme.line
    }
}
