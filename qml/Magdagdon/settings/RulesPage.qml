pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Magdagdon

// The complete rules in the player's language, laid out like the printed rule sheets.
// Every paragraph is its own qsTr message, so editing one leaves the others translated.
Page {
    id: page
    objectName: "rulesPage"
    //: Title of the rules screen, shown in the navigation bar. Room: 8 characters. In capitals.
    title: qsTr("RULES")
    signal learn   // LEARN TO PLAY: the guided game (issue 13)
    background: Rectangle {
        color: Theme.paper
    }

    // Reading size: one column of comfortable measure, centred on wide screens.
    readonly property real bodySize: Math.max(15, Math.round(Theme.fontBody * 1.05))
    readonly property real measure: Math.min(width - 2 * Theme.margin, Math.max(Theme.touch * 14, bodySize * 34))

    // Sections in the order of the rule sheets: goal, a turn, difficulty, placement, powers,
    // MAGDAGDON & ruins, scoring, end. A paragraph flagged "note" is shown as an example box.
    readonly property var sections: [
        {
            //: Rules screen, section heading (goal of the game). Room: 7 characters. In capitals.
            heading: qsTr("Goal"),
            paragraphs: [
                //: Rules screen, "Goal" section. RUINS as in the glossary. Room: any length (the page
                //: scrolls).
                {
                    text: qsTr("Fill the 4×4 board while you grow one single connected field of numbers. Score as many points as you can with strong rows and columns, and keep RUINS off the board.")
                }
            ]
        },
        {
            //: Rules screen, section heading. Room: 9 characters.
            heading: qsTr("A turn"),
            paragraphs: [
                //: Rules screen, "A turn" bullet. ROLL is the button name (glossary). Room: any length (the
                //: page scrolls).
                {
                    text: qsTr("Press ROLL: four ordinary six-sided dice are thrown.")
                },
                //: Rules screen, "A turn" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("Choose a die, then one of the highlighted cells where it may go, to prepare it on the board. Dragging the die onto the cell does the same.")
                },
                //: Rules screen, "A turn" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("The smallest number of dice you must place each turn depends on the difficulty.")
                },
                //: Rules screen, "A turn" bullet. CONFIRM is the button name (glossary). Room: any length
                //: (the page scrolls).
                {
                    text: qsTr("As soon as that minimum is prepared, CONFIRM becomes available. You may still prepare more dice first; the dice you leave unused are discarded when you confirm.")
                },
                //: Rules screen, "A turn" bullet. CONFIRM is the button name. Room: any length (the page
                //: scrolls).
                {
                    text: qsTr("Until you press CONFIRM, choose a prepared die to take it back and change your mind. After CONFIRM the numbers stay where they are for the rest of the game.")
                }
            ]
        },
        {
            //: Rules screen, section heading. Room: 14 characters.
            heading: qsTr("Difficulty"),
            paragraphs: [
                //: Rules screen, "Difficulty" bullet. PEACEFUL is a difficulty name and stays in English;
                //: "Majda Power" stays as is in every language. Room: any length (the page scrolls).
                {
                    text: qsTr("PEACEFUL: 3 Majda Powers, at least 2 dice per turn. Using the powers costs −10, −20 and then −40 points, in the order you use them.")
                },
                //: Rules screen, "Difficulty" bullet. SURVIVAL is a difficulty name and stays in English.
                //: Room: any length (the page scrolls).
                {
                    text: qsTr("SURVIVAL: 1 Majda Power, at least 2 dice per turn. Using the power costs −70 points.")
                },
                //: Rules screen, "Difficulty" bullet. NIGHTMARE is a difficulty name and stays in English.
                //: Room: any length (the page scrolls).
                {
                    text: qsTr("NIGHTMARE: no Majda Power, at least 3 dice per turn.")
                },
                //: Rules screen, "Difficulty" bullet about the minimum near the end of the game. Room: any
                //: length (the page scrolls).
                {
                    text: qsTr("When fewer empty cells are left than the usual minimum, the minimum drops to the number of empty cells. In NIGHTMARE the last two cells therefore need 2 dice, and the very last cell 1.")
                },
                //: Rules screen, "Difficulty" bullet. SETTINGS is the name of the settings screen (glossary).
                //: Room: any length (the page scrolls).
                {
                    text: qsTr("Changing the difficulty in SETTINGS starts a new game. Each difficulty keeps its own high-score table.")
                }
            ]
        },
        {
            //: Rules screen, section heading (where a die may be placed). Room: 21 characters.
            heading: qsTr("Valid placement"),
            paragraphs: [
                //: Rules screen, "Valid placement" bullet. RUINS as in the glossary. Room: any length (the
                //: page scrolls).
                {
                    text: qsTr("While the board holds no number at all (the first die of the game, or a board with only RUINS), a die may go on any empty cell.")
                },
                //: Rules screen, "Valid placement" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("Every other die must touch at least one number along a side: above, below, left or right. Touching at a corner does not count.")
                },
                //: Rules screen, "Valid placement" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("Its value may differ by at most 1 from every number it touches along a side. Equal values are allowed.")
                },
                //: Rules screen, "Valid placement" bullet. RUIN as in the glossary. Room: any length (the
                //: page scrolls).
                {
                    text: qsTr("A RUIN is not a number: it connects nothing and puts no limit on the cells next to it.")
                },
                //: Rules screen, "Valid placement" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("Dice prepared earlier in the same turn already count when the next ones are checked, so the order in which you place your dice can change what is allowed.")
                },
                //: Rules screen, "Valid placement" example, shown in a highlighted box below the bullets.
                //: Room: any length (the page scrolls).
                {
                    text: qsTr("Example: an empty cell next to both a 3 and a 4 accepts only a 3 or a 4."),
                    note: true,
                    tiles: [3, -1, 4]
                }
            ]
        },
        {
            //: Rules screen, section heading. "Majda Power" is a name and stays as is in every language.
            //: Room: 16 characters.
            heading: qsTr("Majda Power"),
            paragraphs: [
                //: Rules screen, "Majda Power" bullet. Difficulty names stay in English. Room: any length
                //: (the page scrolls).
                {
                    text: qsTr("How many Majda Powers you may use in a game depends on the difficulty: PEACEFUL 3, SURVIVAL 1, NIGHTMARE 0.")
                },
                //: Rules screen, "Majda Power" bullet. DECREASE −1 and INCREASE +1 are button names
                //: (glossary). Room: any length (the page scrolls).
                {
                    text: qsTr("DECREASE −1 or INCREASE +1 changes the value of one available die by exactly 1. A value never goes below 1 or above 6. Each change uses 1 power.")
                },
                //: Rules screen, "Majda Power" bullet. REROLL is a button name (glossary). Room: any length
                //: (the page scrolls).
                {
                    text: qsTr("REROLL lets you select one or more available dice and throw them again together. One REROLL uses 1 power, however many dice it throws.")
                },
                //: Rules screen, "Majda Power" bullet about the PEACEFUL penalties. Room: any length (the
                //: page scrolls).
                {
                    text: qsTr("In PEACEFUL the 1st power costs 10 points, the 2nd another 20 and the 3rd another 40, so all three together cost 70 points.")
                },
                //: Rules screen, "Majda Power" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("In SURVIVAL the single power costs 70 points. NIGHTMARE has no powers and so no power penalty.")
                },
                //: Rules screen, "Majda Power" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("Powers are optional and may be used several times in the same turn, as long as uses are left.")
                },
                //: Rules screen, "Majda Power" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("A prepared die must first be taken back from the board before a power can change or reroll it.")
                }
            ]
        },
        {
            //: Rules screen, section heading. MAGDAGDON stays as is; RUINS as in the glossary. Room: 24
            //: characters.
            heading: qsTr("MAGDAGDON & ruins"),
            paragraphs: [
                //: Rules screen, "MAGDAGDON & ruins" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("If no order of placements lets the current roll place the minimum your difficulty asks for, the turn falls into MAGDAGDON.")
                },
                //: Rules screen, "MAGDAGDON & ruins" bullet. ACCEPT MAGDAGDON is a button name. Room: any
                //: length (the page scrolls).
                {
                    text: qsTr("You may use a Majda Power to rescue the roll if your difficulty still leaves you one, or ACCEPT MAGDAGDON even with powers left.")
                },
                //: Rules screen, "MAGDAGDON & ruins" bullet. RUIN as in the glossary. Room: any length (the
                //: page scrolls).
                {
                    text: qsTr("When you accept MAGDAGDON, choose any empty cell. It becomes a RUIN for the rest of the game, and the turn ends.")
                },
                //: Rules screen, "MAGDAGDON & ruins" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("Each RUIN costs 15 points in the final score.")
                },
                //: Rules screen, "MAGDAGDON & ruins" bullet (R6.4: a dead end caused by the player's own
                //: prepared dice). Room: any length (the page scrolls).
                {
                    text: qsTr("While a valid way to place the minimum exists, badly prepared dice cannot force a MAGDAGDON: take dice back or place them in another order instead.")
                }
            ]
        },
        {
            //: Rules screen, section heading (how points are counted). Room: 12 characters.
            heading: qsTr("Scoring"),
            paragraphs: [
                //: Rules screen, "Scoring" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("Every row and every column scores the sum of its numbers. Since each cell lies in one row and one column, every number really counts twice in the base score.")
                },
                //: Rules screen, "Scoring" bullet. STRAIGHT, FOUR OF A KIND and TWO PAIRS as in the glossary.
                //: Room: any length (the page scrolls).
                {
                    text: qsTr("A row or column holding four numbers can earn one combination bonus, the best that applies: STRAIGHT +60, FOUR OF A KIND +40 or TWO PAIRS +20.")
                },
                //: Rules screen, "Scoring" bullet. STRAIGHT as in the glossary. Room: any length (the page
                //: scrolls).
                {
                    text: qsTr("A STRAIGHT is four values that step by exactly 1 in one direction, for example 1-2-3-4, 3-4-5-6, 4-3-2-1 or 6-5-4-3."),
                    tiles: [3, 4, 5, 6]
                },
                //: Rules screen, "Scoring" bullet. FOUR OF A KIND and TWO PAIRS as in the glossary. Room: any
                //: length (the page scrolls).
                {
                    text: qsTr("FOUR OF A KIND is four equal values. TWO PAIRS is two values that each appear exactly twice, in any positions, for example 3-4-4-3 or 2-2-5-5."),
                    tiles: [5, 5, 5, 5, 0, 3, 4, 4, 3]
                },
                //: Rules screen, "Scoring" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("A line with a RUIN still scores the sum of its other numbers, but never a combination bonus.")
                },
                //: Rules screen, "Scoring" bullet. Room: any length (the page scrolls).
                {
                    text: qsTr("Each RUIN takes 15 points off the total.")
                },
                //: Rules screen, "Scoring" bullet. Difficulty names stay in English. Room: any length (the
                //: page scrolls).
                {
                    text: qsTr("Last, the Majda Power penalties come off: PEACEFUL −10, −20 and −40 in the order of use; SURVIVAL −70 for its one use; NIGHTMARE nothing.")
                },
                //: Rules screen, "Scoring": the final formula, shown in a highlighted box. Room: any length
                //: (the page scrolls).
                {
                    text: qsTr("Final score = base score + line bonuses − RUIN penalties − power penalties"),
                    note: true
                }
            ]
        },
        {
            //: Rules screen, section heading. Room: 21 characters.
            heading: qsTr("End of the game"),
            paragraphs: [
                //: Rules screen, "End of the game" paragraph. Room: any length (the page scrolls).
                {
                    text: qsTr("The game ends when all 16 cells hold a number or a RUIN. Your final score, with every RUIN and Majda Power penalty, is worked out at once and saved in the high-score table of the difficulty you played, together with the date, the number of turns and the Majda Powers used.")
                }
            ]
        }
    ]

    Flickable {
        id: flick
        objectName: "rulesFlickable"
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.height + 2 * Theme.margin
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        // Always shown while there is more to read: on a touch screen nothing else says so.
        ScrollBar.vertical: ScrollBar {
            objectName: "rulesScrollBar"
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        }

        Column {
            id: column
            x: (flick.width - width) / 2
            y: Theme.margin
            width: page.measure
            spacing: Theme.margin

            Text {
                objectName: "rulesTitle"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                //: Rules screen, big title at the top. The game's name stays MAGDAGDON. Room: 30 characters.
                text: qsTr("How to play MAGDAGDON")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontTitle
                font.weight: Font.Bold
            }

            TutorialCard {
                width: parent.width
                onLearn: page.learn()
            }

            Repeater {
                model: page.sections

                delegate: Rectangle {
                    id: card
                    required property var modelData
                    required property int index
                    objectName: "rulesSection" + index
                    width: column.width
                    height: cardColumn.height + 2 * Theme.margin
                    radius: Theme.radius
                    color: Theme.card
                    border.color: Theme.line
                    border.width: Theme.lineWidth

                    Column {
                        id: cardColumn
                        x: Theme.margin
                        y: Theme.margin
                        width: parent.width - 2 * Theme.margin
                        spacing: Theme.gap

                        Text {
                            objectName: "rulesHeading" + card.index
                            width: parent.width
                            wrapMode: Text.WordWrap
                            text: card.modelData.heading
                            color: Theme.berry
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontLarge
                            font.weight: Font.Bold
                            font.letterSpacing: Theme.fontLarge * 0.06
                            font.capitalization: Font.AllUppercase
                        }

                        Repeater {
                            model: card.modelData.paragraphs

                            delegate: Item {
                                id: para
                                required property var modelData
                                required property int index
                                readonly property bool note: modelData.note === true
                                readonly property bool bullet: card.modelData.paragraphs.length > 1 && !note
                                readonly property var tiles: modelData.tiles || []
                                readonly property real pad: note ? Theme.gap : 0
                                width: cardColumn.width
                                height: paraText.height + tileRow.height + (tiles.length > 0 ? Theme.gap : 0) + 2 * pad

                                Rectangle {   // example and formula boxes
                                    visible: para.note
                                    anchors.fill: parent
                                    radius: Theme.radius * 0.6
                                    color: Theme.paperDeep
                                }

                                Rectangle {   // bullet mark
                                    visible: para.bullet
                                    width: Math.round(page.bodySize * 0.4)
                                    height: width
                                    radius: width / 2
                                    color: Theme.teal
                                    x: Math.round(page.bodySize * 0.2)
                                    y: Math.round(page.bodySize * 0.55)
                                }

                                Text {
                                    id: paraText
                                    objectName: "rulesParagraph" + card.index + "_" + para.index
                                    x: para.bullet ? Math.round(page.bodySize * 1.2) : para.pad
                                    y: para.pad
                                    // Bullets indent on the left only; boxes pad both sides.
                                    width: para.bullet ? parent.width - x : parent.width - 2 * x
                                    wrapMode: Text.WordWrap
                                    text: para.modelData.text
                                    color: Theme.ink
                                    lineHeight: 1.15
                                    font.family: Theme.fontFamily
                                    font.pixelSize: page.bodySize
                                    font.weight: para.note ? Font.DemiBold : Font.Normal
                                }

                                Row {   // a small picture of the dice the paragraph talks about
                                    id: tileRow
                                    x: paraText.x + (para.note ? (paraText.width - width) / 2 : 0)
                                    y: paraText.y + paraText.height + Theme.gap
                                    height: para.tiles.length > 0 ? tileSize : 0
                                    spacing: Math.round(tileSize * 0.15)
                                    readonly property real tileSize: Math.round(page.bodySize * 2)

                                    Repeater {
                                        model: para.tiles
                                        delegate: Rectangle {
                                            required property int modelData
                                            width: tileRow.tileSize
                                            height: width
                                            radius: width * 0.18
                                            // 0 is a gap between two examples, -1 a lit empty cell.
                                            opacity: modelData === 0 ? 0 : 1
                                            color: modelData > 0 ? Theme.ivory : Theme.slot
                                            border.color: modelData > 0 ? Theme.ivoryShade : Theme.teal
                                            border.width: modelData > 0 ? Theme.lineWidth : Math.max(2, width * 0.07)

                                            Text {
                                                visible: parent.modelData > 0
                                                anchors.centerIn: parent
                                                text: parent.modelData   // a die face: 1-6 reads the same in every language
                                                color: Theme.pip
                                                font.family: Theme.fontFamily
                                                font.pixelSize: parent.width * 0.55
                                                font.weight: Font.Bold
                                            }
                                            Rectangle {   // the lit target's dot
                                                visible: parent.modelData < 0
                                                anchors.centerIn: parent
                                                width: parent.width * 0.25
                                                height: width
                                                radius: width / 2
                                                color: Theme.teal
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
