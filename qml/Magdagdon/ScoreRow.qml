pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

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
    property bool heading: false
    property bool marked: false

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
            model: [
                //: High-score table: the star before the new record's rank; %1 the rank.
                { t: root.marked ? qsTr("★ %1").arg(root.rank) : root.rank, w: 0.7, a: Text.AlignLeft },
                { t: root.score, w: 1.1, a: Text.AlignRight },
                { t: root.date, w: 2.8, a: Text.AlignLeft },
                { t: root.turns, w: 0.9, a: Text.AlignRight },
                { t: root.powers, w: 1.0, a: Text.AlignRight }
            ]
            delegate: Text {
                required property var modelData
                required property int index
                Layout.fillWidth: true
                Layout.preferredWidth: modelData.w * 100
                // Every column but the date's (which wraps) keeps its text whole on one line.
                Layout.minimumWidth: index === 2 ? root.widestWord(modelData.t) : implicitWidth
                horizontalAlignment: modelData.a
                text: modelData.t
                wrapMode: Text.WordWrap
                color: root.marked ? Theme.goldInk : (root.heading ? Theme.inkSoft : Theme.ink)
                font.family: Theme.fontFamily
                font.pixelSize: root.heading ? Theme.fontSmall : (index === 1 ? Theme.fontLarge : Theme.fontBody)
                font.weight: root.heading || index === 1 ? Font.Bold : Font.Medium
            }
        }
        Item {   // the assisted tag: a teal outline with a diamond, like the HINT's ghosts
            objectName: "assistedMark"
            Layout.fillWidth: true
            Layout.preferredWidth: 130
            Layout.minimumWidth: shown ? tagRow.implicitWidth + Theme.gap : 0
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
                border.width: 1
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
        height: 1
        color: Theme.line
    }
}
