pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// A recorded game again, on the real board: step back and forth by action or by turn, play
// it at a readable pace, jump to a turn, and open its REVIEW. Nothing here can change the
// game: the board and the dice only show the position (the view is disabled).
Page {
    id: page
    objectName: "replayPage"
    required property ReplayController replay
    signal review
    //: Title of the replay screen. Room: 9 characters.
    title: qsTr("REPLAY")
    background: Rectangle {
        color: Theme.paper
    }

    // The board block and the panel, composed as the game screen's (GameScreen.qml): side by
    // side in a wide page, the panel over the board in a tall one; centred as one, level at
    // the top, the board as large as the panel leaves it (issue 39: ~200 px were left empty).
    readonly property bool landscape: width >= height
    readonly property real roomWidth: Math.max(0, width - Theme.margin * 2)
    readonly property real roomHeight: Math.max(0, height - Theme.margin * 2)
    // Larger text (Settings) takes a little room from the board for the words.
    readonly property real panelLeast: Theme.touch * 8 * (1 + 0.5 * (Theme.textScale - 1))
    readonly property real panelMost: Theme.touch * 11 * Theme.textScale
    // Side by side: the board as high as the page, the panel the width it leaves (within its
    // least and most); one above the other: the panel the page's width, the board under it.
    readonly property real boardWidthAtFullHeight: roomHeight / board.unitsHigh * board.unitsWide
    readonly property real panelLeft: roomWidth - Theme.margin - boardWidthAtFullHeight
    readonly property real sidePanel: Math.min(panelMost, Math.max(panelLeast, panelLeft))
    readonly property real panelWidth: landscape ? sidePanel : roomWidth
    readonly property real besidePanel: roomWidth - Theme.margin - panelWidth
    readonly property real underPanel: roomHeight - panel.implicitHeight - Theme.gap
    readonly property real sideCell: Math.min(besidePanel / board.unitsWide, roomHeight / board.unitsHigh)
    readonly property real stackedCell: Math.min(roomWidth / board.unitsWide, underPanel / board.unitsHigh)
    readonly property real cell: Math.max(8, landscape ? sideCell : stackedCell)
    readonly property bool atEnd: replay.position === replay.last

    Component.onDestruction: replay.stop()
    // The keyboard steps too: ←/→ by action, Page Up/Down by turn, space plays or pauses.
    focus: true
    Component.onCompleted: forceActiveFocus()
    Keys.onLeftPressed: replay.previous()
    Keys.onRightPressed: replay.next()
    Keys.onPressed: function (event) {
        if (event.key === Qt.Key_PageUp) {
            replay.previousTurn();
            event.accepted = true;
        } else if (event.key === Qt.Key_PageDown) {
            replay.nextTurn();
            event.accepted = true;
        } else if (event.key === Qt.Key_Space) {
            replay.togglePlay();
            event.accepted = true;
        }
    }

    GridLayout {
        id: composition
        x: Math.round((page.width - implicitWidth) / 2)
        y: Theme.margin
        columns: page.landscape ? 2 : 1
        columnSpacing: Theme.margin
        rowSpacing: Theme.gap

        BoardView {
            id: board
            objectName: "replayBoard"
            session: page.replay.view
            enabled: false
            takeBack: false   // a replay's prepared dice cannot be taken back: no badge, no offer
            Layout.row: page.landscape ? 0 : 1
            Layout.column: 0
            Layout.preferredWidth: page.cell * board.unitsWide
            Layout.preferredHeight: page.cell * board.unitsHigh
            Layout.alignment: Qt.AlignTop | Qt.AlignHCenter
        }

        ColumnLayout {
            id: panel
            Layout.row: 0
            Layout.column: page.landscape ? 1 : 0
            Layout.preferredWidth: page.panelWidth
            Layout.alignment: Qt.AlignTop
            spacing: Theme.gap

            Text {
                objectName: "replayTitle"
                Layout.fillWidth: true
                text: page.replay.title
                // One line where it can (a daily's date and difficulty at 200 % in French took
                // two and pushed REVIEW off the page): smaller first, down to the body's size;
                // wrapped only where even that is too wide.
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.fontBody
                wrapMode: titleAtLeast.advanceWidth <= width ? Text.NoWrap : Text.WordWrap
                TextMetrics {
                    id: titleAtLeast
                    text: page.replay.title
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    font.weight: Font.Bold
                }
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
            }
            Text {
                Layout.fillWidth: true
                //: Replay screen: the game's code under its title; %1 is the code. Room: 8 characters.
                text: qsTr("code %1").arg(page.replay.code)
                color: Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontSmall
                font.weight: Font.DemiBold
            }

            Rectangle {   // where we are
                Layout.fillWidth: true
                implicitHeight: where.implicitHeight + Theme.gap * 2
                // The same height from step to step, taller only when a step needs more lines.
                Layout.preferredHeight: Math.max(Theme.touch * 2.6, implicitHeight)
                radius: Theme.radius
                color: Theme.card
                border.color: page.atEnd ? Theme.gold : Theme.line
                border.width: page.atEnd ? Math.max(2, 3 * Theme.scale) : Theme.lineWidth
                ColumnLayout {
                    id: where
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    spacing: Theme.gap * 0.4
                    RowLayout {
                        Layout.fillWidth: true
                        Text {
                            objectName: "replayTurn"
                            Layout.fillWidth: true
                            text: page.replay.turn === 0 ?
                            //: Replay screen before the first ROLL. Room: 30 characters.
                            qsTr("Before the first turn") :
                            //: Replay screen: the turn shown; %1 the turn, %2 how many turns the game had.
                            //: Room: 13 characters.
                            qsTr("Turn %1 of %2").arg(page.replay.turn).arg(page.replay.turnCount)
                            color: Theme.ink
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.Bold
                        }
                        Text {
                            objectName: "replayScore"
                            text: page.atEnd ?
                            //: Replay screen at the end: the final score; %1 the score (formatted). Room: 17
                            //: characters.
                            qsTr("Final score %1").arg(page.replay.finalScore) :
                            //: Replay screen: the running score of the permanent board; %1 the score
                            //: (formatted). Room: 9 characters.
                            qsTr("Score %1").arg(page.replay.score)
                            color: Theme.berry
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.Bold
                        }
                    }
                    Text {
                        objectName: "replayStep"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        text: page.replay.step
                        wrapMode: Text.WordWrap
                        elide: Text.ElideRight
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontBody
                    }
                }
            }

            DiceTray {
                Layout.fillWidth: true
                session: page.replay.view
                enabled: false
                dieSize: Math.min(page.cell, Theme.touch * 1.6, (page.panelWidth - Theme.gap * 6) / 4)
            }

            RowLayout {   // by action, by turn, and play
                Layout.fillWidth: true
                spacing: Theme.gap * 0.6
                ActionButton {
                    objectName: "replayPrevTurnButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    size: Theme.touch
                    tone: Theme.button
                    toneInk: Theme.ink
                    ReplayIcon {
                        anchors.centerIn: parent
                        width: Theme.touch * 0.5
                        height: width
                        name: "previousTurn"
                        color: parent.enabled ? Theme.ink : Theme.disabledInk
                    }
                    //: Screen-reader name of the replay button: back to this turn's ROLL (or the turn
                    //: before).
                    Accessible.name: qsTr("Previous turn")
                    enabled: page.replay.position > 0
                    onClicked: page.replay.previousTurn()
                }
                ActionButton {
                    objectName: "replayPrevButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    size: Theme.touch
                    tone: Theme.button
                    toneInk: Theme.ink
                    ReplayIcon {
                        anchors.centerIn: parent
                        width: Theme.touch * 0.5
                        height: width
                        name: "previous"
                        color: parent.enabled ? Theme.ink : Theme.disabledInk
                    }
                    //: Screen-reader name of the replay button: one action back.
                    Accessible.name: qsTr("Previous action")
                    enabled: page.replay.position > 0
                    onClicked: page.replay.previous()
                }
                ActionButton {
                    objectName: "replayPlayButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1.3
                    size: Theme.touch
                    tone: Theme.berry
                    ReplayIcon {
                        anchors.centerIn: parent
                        width: Theme.touch * 0.5
                        height: width
                        name: page.replay.playing ? "pause" : "play"
                        color: Theme.onAccent
                    }
                    Accessible.name: page.replay.playing ?
                    //: Screen-reader name of the replay button while playing: stop.
                    qsTr("Pause") :
                    //: Screen-reader name of the replay button: play the game at a readable pace.
                    qsTr("Play")
                    onClicked: page.replay.togglePlay()
                }
                ActionButton {
                    objectName: "replayNextButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    size: Theme.touch
                    tone: Theme.button
                    toneInk: Theme.ink
                    ReplayIcon {
                        anchors.centerIn: parent
                        width: Theme.touch * 0.5
                        height: width
                        name: "next"
                        color: parent.enabled ? Theme.ink : Theme.disabledInk
                    }
                    //: Screen-reader name of the replay button: one action forward.
                    Accessible.name: qsTr("Next action")
                    enabled: !page.atEnd
                    onClicked: page.replay.next()
                }
                ActionButton {
                    objectName: "replayNextTurnButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    size: Theme.touch
                    tone: Theme.button
                    toneInk: Theme.ink
                    ReplayIcon {
                        anchors.centerIn: parent
                        width: Theme.touch * 0.5
                        height: width
                        name: "nextTurn"
                        color: parent.enabled ? Theme.ink : Theme.disabledInk
                    }
                    //: Screen-reader name of the replay button: to the next turn's ROLL (the final board
                    //: after the last).
                    Accessible.name: qsTr("Next turn")
                    enabled: !page.atEnd
                    onClicked: page.replay.nextTurn()
                }
            }

            RowLayout {   // jump to a turn
                Layout.fillWidth: true
                spacing: Theme.gap
                Text {
                    //: Replay screen, before the slider that jumps to a turn. Room: 7 characters.
                    text: qsTr("Turn")
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.Bold
                }
                Slider {
                    id: slider
                    objectName: "replayTurnSlider"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.touch
                    from: 0
                    to: page.replay.turnCount
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: page.replay.turn
                    //: Screen-reader name of the slider that jumps to a turn of the replay.
                    Accessible.name: qsTr("Jump to a turn")
                    onMoved: page.replay.toTurn(Math.round(value))
                    background: Rectangle {
                        x: slider.leftPadding
                        y: slider.topPadding + slider.availableHeight / 2 - height / 2
                        width: slider.availableWidth
                        height: Math.max(4, Theme.gap * 0.5)
                        radius: height / 2
                        color: Theme.line
                        Rectangle {
                            width: slider.visualPosition * parent.width
                            height: parent.height
                            radius: height / 2
                            color: Theme.teal
                        }
                    }
                    handle: Rectangle {
                        x: slider.leftPadding + slider.visualPosition * (slider.availableWidth - width)
                        y: slider.topPadding + slider.availableHeight / 2 - height / 2
                        width: Theme.touch * 0.55
                        height: width
                        radius: width / 2
                        color: slider.pressed ? Theme.tealLight : Theme.card
                        border.color: Theme.teal
                        border.width: Math.max(2, Theme.lineWidth, width * 0.1)
                        FocusRing {   // Tab reaches the slider: it shows (issue 15)
                            shown: slider.visualFocus
                            radiusOf: parent.radius
                        }
                    }
                }
            }

            ActionButton {
                objectName: "replayReviewButton"
                Layout.fillWidth: true
                size: Theme.touch
                tone: Theme.gold
                toneInk: Theme.goldInk
                //: Replay screen button: the turn-by-turn review of the recorded game against the strong
                //: player. Room: 9 characters.
                text: qsTr("REVIEW")
                onClicked: {
                    page.replay.stop();
                    page.replay.openReview();
                    page.review();
                }
            }
        }
    }
}
