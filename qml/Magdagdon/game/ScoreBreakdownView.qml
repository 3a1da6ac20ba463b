pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon

// The game-over card's scrolling part (R7, R8): the head the card gives it (title, score,
// rank...), then each row's and column's points with its bonus, and the totals. Large text
// scrolls it, and says so. Its texts keep GameOverDialog's translation context.
Flickable {
    id: root
    default property alias head: headColumn.data   // the card's own lines, above the breakdown
    property var lines: []     // the session's lines (given at the end only)
    property var parts: ({})   // the session's breakdown
    contentHeight: body.implicitHeight
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    // Shown exactly when the body makes room for it (below): "as needed" also showed it when
    // the card, sized to its content, came out a fraction of a pixel short, over the numbers.
    readonly property bool scrolls: contentHeight > height + 1
    // The scroll bar's room beside the numbers. The rows and columns pair only where they fit
    // beside it: deciding on the width without it, a card the bar then narrowed stayed unpaired
    // and scrolling (68 px at 1280x800 in English) where paired it needs no bar at all.
    readonly property real barRoom: Theme.gap * 1.5
    /*! The width at which the rows stand beside the columns and the head's lines are whole,
        none wrapped (the card widens to it where the window has room). */
    readonly property real wholeWidth: Math.ceil(Math.max(linesGrid.entryWidth * 2 + linesGrid.columnSpacing, headColumn.implicitWidth) + barRoom)
    ScrollBar.vertical: ScrollBar {
        policy: root.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
    }

    // A breakdown amount with its sign, in the language's digits; nothing lost reads "0", not "−0".
    function signed(value, sign) {
        const n = value !== undefined ? value : 0;
        return n === 0 ? Numbers.whole(0) : sign + Numbers.whole(n);
    }

    function bonusText(code, points) {
        //: Game-over breakdown, a line's bonus (R7.2); %1 is its points (60). Room: 14 characters.
        if (code === "STRAIGHT")
            return qsTranslate("GameOverDialog", "STRAIGHT +%1").arg(points);
        //: Game-over breakdown, a line's bonus (R7.2); %1 is its points (40). Room: 23 characters.
        if (code === "FOUR_OF_A_KIND")
            return qsTranslate("GameOverDialog", "FOUR OF A KIND +%1").arg(points);
        //: Game-over breakdown, a line's bonus (R7.2); %1 is its points (20). Room: 16 characters.
        if (code === "TWO_PAIRS")
            return qsTranslate("GameOverDialog", "TWO PAIRS +%1").arg(points);
        return "";
    }

    flickableData: [
        ColumnLayout {   // (its own children: the card's go to the head)
            id: body
            // Room for the scroll bar when there is one: it never covers a number.
            width: root.width - (root.scrolls ? root.barRoom : 0)
            spacing: Theme.gap

            ColumnLayout {
                id: headColumn
                Layout.fillWidth: true
                spacing: Theme.gap
            }
            GridLayout {
                id: linesGrid
                Layout.fillWidth: true
                // Rows beside columns when both fit whole on one line; else one under the
                // other (a longer language, larger text): a label is never cut.
                // (The fonts are read so that a new text size measures again.)
                readonly property real entryWidth: lineMetrics.font.pixelSize * 0 + tagMetrics.font.pixelSize * 0 + Math.max(lineMetrics.advanceWidth(qsTranslate("GameOverDialog", "Row %1").arg(4)), lineMetrics.advanceWidth(qsTranslate("GameOverDialog", "Column %1").arg(4))) + Math.max(tagMetrics.advanceWidth(root.bonusText("STRAIGHT", 60)), tagMetrics.advanceWidth(root.bonusText("FOUR_OF_A_KIND", 40)), tagMetrics.advanceWidth(root.bonusText("TWO_PAIRS", 20))) + Theme.gap * 2 + Theme.fontBody * 2 + 4
                readonly property bool paired: entryWidth * 2 + columnSpacing <= root.width - root.barRoom
                columns: linesGrid.paired ? 2 : 1
                columnSpacing: Theme.gap * 2
                rowSpacing: Theme.gap * 0.6
                FontMetrics {
                    id: lineMetrics
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.DemiBold
                }
                FontMetrics {
                    id: tagMetrics
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.Bold
                }
                Repeater {
                    model: root.lines
                    delegate: RowLayout {
                        id: lineRow
                        required property var modelData
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        readonly property bool row: lineRow.modelData.kind === "ROW"
                        Layout.row: lineRow.modelData.index + (linesGrid.paired || lineRow.row ? 0 : 4)
                        Layout.column: linesGrid.paired && !lineRow.row ? 1 : 0
                        spacing: Theme.gap * 0.5
                        Text {
                            Layout.fillWidth: true
                            text: lineRow.modelData.kind === "ROW" ?
                            //: Game-over breakdown label; %1 is the row number 1-4. Room: 7 characters.
                            qsTranslate("GameOverDialog", "Row %1").arg(lineRow.modelData.index + 1) :
                            //: Game-over breakdown label; %1 is the column number 1-4. Room: 10 characters.
                            qsTranslate("GameOverDialog", "Column %1").arg(lineRow.modelData.index + 1)
                            Layout.minimumWidth: implicitWidth
                            color: Theme.inkSoft
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontSmall
                            font.weight: Font.DemiBold
                        }
                        Rectangle {
                            visible: lineRow.modelData.bonus !== "NONE"
                            implicitWidth: tag.implicitWidth + Theme.gap
                            implicitHeight: tag.implicitHeight + 4
                            radius: 4
                            color: Theme.gold
                            Text {
                                id: tag
                                anchors.centerIn: parent
                                text: root.bonusText(lineRow.modelData.bonus, lineRow.modelData.points)
                                color: Theme.goldInk
                                font.family: Theme.fontFamily
                                font.pixelSize: Theme.fontSmall
                                font.weight: Font.Bold
                            }
                        }
                        Text {
                            Layout.minimumWidth: Theme.fontBody * 2
                            horizontalAlignment: Text.AlignRight
                            // The line's own sum, as the board's margin shows it: the lines add up
                            // to "Rows and columns", their tags to "Line bonuses" (a line's sum
                            // with its bonus in it added up to neither).
                            objectName: "breakdownSum" + (lineRow.modelData.kind === "ROW" ? "Row" : "Column") + lineRow.modelData.index
                            text: Numbers.whole(lineRow.modelData.sum)
                            color: Theme.ink
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.Bold
                        }
                    }
                }
            }

            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: 1
                color: Theme.line
            }

            GridLayout {
                Layout.fillWidth: true
                columns: 2
                rowSpacing: Theme.gap * 0.4
                Text {
                    Layout.fillWidth: true
                    //: Game-over breakdown: sum of all rows and columns (R7.1). Room: 23 characters.
                    text: qsTranslate("GameOverDialog", "Rows and columns")
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                }
                Text {
                    Layout.alignment: Qt.AlignRight
                    text: root.parts.base !== undefined ? root.parts.base : 0
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    font.weight: Font.Bold
                }
                Text {
                    Layout.fillWidth: true
                    //: Game-over breakdown: all combination bonuses (R7.2). Room: 20 characters.
                    text: qsTranslate("GameOverDialog", "Line bonuses")
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                }
                Text {
                    Layout.alignment: Qt.AlignRight
                    text: root.signed(root.parts.bonus, "+")
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    font.weight: Font.Bold
                }
                // A penalty row only where there is a penalty ("0 RUINS × 15   0" was clutter).
                Text {
                    objectName: "breakdownRuins"
                    visible: (root.parts.ruins || 0) > 0
                    Layout.fillWidth: true
                    //: Game-over breakdown: ruins and their penalty; %n is the number of ruins, %1 (as %L1)
                    //: the points each costs (R6.5, 15). Room: 13 characters.
                    text: qsTranslate("GameOverDialog", "%n RUINS × %L1", "", root.parts.ruins !== undefined ? root.parts.ruins : 0).arg(root.parts.ruinCost !== undefined ? root.parts.ruinCost : 0)
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                }
                Text {
                    visible: (root.parts.ruins || 0) > 0
                    Layout.alignment: Qt.AlignRight
                    text: root.signed(root.parts.ruinPenalty, "−")
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    font.weight: Font.Bold
                }
                Text {
                    objectName: "breakdownPowers"
                    visible: (root.parts.powersUsed || 0) > 0
                    Layout.fillWidth: true
                    //: Game-over breakdown: Majda Powers used; %n is how many. Room: 26 characters.
                    text: qsTranslate("GameOverDialog", "%n Majda Powers used", "", root.parts.powersUsed !== undefined ? root.parts.powersUsed : 0)
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                }
                Text {
                    visible: (root.parts.powersUsed || 0) > 0
                    Layout.alignment: Qt.AlignRight
                    text: root.signed(root.parts.powerPenalty, "−")
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    font.weight: Font.Bold
                }
                Rectangle {
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    Layout.preferredHeight: 1
                    color: Theme.line
                }
                Text {
                    Layout.fillWidth: true
                    //: Game-over breakdown, last line: the final score (R7.4). Room: 16 characters.
                    text: qsTranslate("GameOverDialog", "Final score")
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontLarge
                    font.weight: Font.Bold
                }
                Text {
                    Layout.alignment: Qt.AlignRight
                    //: Game-over breakdown, the final score's number; %1 is the number, already written the
                    //: language's way (−15). Room: 3 characters.
                    text: qsTranslate("GameOverDialog", "%1").arg(Numbers.whole(root.parts.total !== undefined ? root.parts.total : 0))
                    color: Theme.berry
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontLarge
                    font.weight: Font.Bold
                }
            }
        },
        Rectangle {   // between the rows and the columns when they stand side by side
            visible: linesGrid.paired
            x: Math.round(linesGrid.x + linesGrid.width / 2)
            y: linesGrid.y
            width: Theme.lineWidth
            height: linesGrid.height
            color: Theme.line
        }
    ]
}
