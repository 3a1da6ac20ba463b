pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon

// A table of finished games (date, score, turns, powers) with a REPLAY on each row, or a
// friendly line when there is none yet. Rows come display-ready (Comeback.table_rows).
Rectangle {
    id: root
    property var rows: []
    property string emptyText: ""
    signal replay(int index)

    implicitHeight: column.implicitHeight + Theme.gap * 2
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.line

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 0

        RowLayout {
            visible: root.rows.length > 0
            Layout.fillWidth: true
            Layout.leftMargin: Theme.gap
            spacing: Theme.gap
            Repeater {
                model: [
                    //: Table column heading: the day a game was played. Room: 7 characters.
                    {
                        t: qsTr("Date"),
                        w: 2.4,
                        a: Text.AlignLeft
                    },
                    //: Table column heading: final score. Room: 8 characters.
                    {
                        t: qsTr("Score"),
                        w: 1.1,
                        a: Text.AlignRight
                    },
                    //: Table column heading: number of turns. Room: 8 characters.
                    {
                        t: qsTr("Turns"),
                        w: 0.9,
                        a: Text.AlignRight
                    },
                    //: Table column heading: Majda Powers used. Room: 9 characters.
                    {
                        t: qsTr("Powers"),
                        w: 1.0,
                        a: Text.AlignRight
                    }
                ]
                delegate: Text {
                    required property var modelData
                    Layout.fillWidth: true
                    Layout.preferredWidth: modelData.w * 100
                    horizontalAlignment: modelData.a
                    text: modelData.t
                    elide: Text.ElideRight
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.Bold
                }
            }
            Item {
                Layout.preferredWidth: Theme.touch * 2.4
                Layout.preferredHeight: Theme.fontBody * 2
            }
        }
        Repeater {
            model: root.rows
            delegate: RowLayout {
                id: row
                required property var modelData
                required property int index
                Layout.fillWidth: true
                Layout.leftMargin: Theme.gap
                Layout.preferredHeight: Theme.touch * 1.25
                spacing: Theme.gap
                Repeater {
                    model: [
                        {
                            t: row.modelData.date,
                            w: 2.4,
                            a: Text.AlignLeft,
                            big: false
                        },
                        {
                            t: row.modelData.score,
                            w: 1.1,
                            a: Text.AlignRight,
                            big: true
                        },
                        {
                            t: row.modelData.turns,
                            w: 0.9,
                            a: Text.AlignRight,
                            big: false
                        },
                        {
                            t: row.modelData.powers,
                            w: 1.0,
                            a: Text.AlignRight,
                            big: false
                        }
                    ]
                    delegate: Text {
                        required property var modelData
                        Layout.fillWidth: true
                        Layout.preferredWidth: modelData.w * 100
                        horizontalAlignment: modelData.a
                        text: modelData.t
                        elide: Text.ElideRight
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: modelData.big ? Theme.fontLarge : Theme.fontBody
                        font.weight: modelData.big ? Font.Bold : Font.Medium
                    }
                }
                ActionButton {
                    objectName: "replayButton"
                    Layout.preferredWidth: Theme.touch * 2.4
                    size: Theme.touch * 0.9
                    tone: Theme.button
                    toneInk: Theme.teal
                    //: Button on a finished game's row: watch it again, action by action. Room: 9 characters.
                    text: qsTr("REPLAY")
                    readonly property var game: row.modelData
                    //: Screen-reader name of a row's REPLAY button; %1 the date, %2 the score.
                    Accessible.name: qsTr("REPLAY the game of %1, score %2").arg(game.date).arg(game.score)
                    onClicked: root.replay(row.index)
                }
            }
        }
        Text {
            visible: root.rows.length === 0
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touch * 2
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
            text: root.emptyText
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontBody
        }
    }
}
