pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// STATISTICS per difficulty, for every game or only the counted dailies: games played,
// mean, median, best, MAGDAGDONs and powers per game, the streak, a histogram of the final
// scores, the last 100 games with their moving average, and the newest games to replay.
Page {
    id: page
    objectName: "statisticsPage"
    required property Comeback comeback
    // R2/R5/R6.5 per difficulty (GameSession.difficulties): one tab each, in this order.
    required property var difficulties
    property Language language: null
    property string difficulty: difficulties.length > 0 ? difficulties[0].difficulty : ""
    signal play                     // the empty state's invitation: back to the board
    signal replay
    //: Title of the statistics screen. Room: 14 characters.
    title: qsTr("STATISTICS")
    background: Rectangle {
        color: Theme.paper
    }

    property bool daily: false         // every game, or only the counted dailies
    // One plain map from Comeback, recomputed after a game, a tab or a language change.
    readonly property var stats: {
        void page.comeback.revision;   // read: a new game recomputes the figures
        void (page.language ? page.language.current : "");
        return page.comeback.statistics(page.difficulty, page.daily);
    }
    readonly property var summary: page.stats.summary
    /*! What a tab with nothing finished yet says. */
    function invitation() {
        var d = page.difficulty;
        if (page.daily)
            //: Statistics without a finished daily; %1 is the difficulty. Room: any length (the
            //: page scrolls).
            return qsTr("No %1 daily finished yet. Play today's, and your statistics start here.").arg(d);
        //: Statistics without a finished game; %1 is the difficulty. Room: any length (the
        //: page scrolls).
        return qsTr("No %1 game finished yet. Play your first, and your statistics start here.").arg(d);
    }
    readonly property bool wide: width > Theme.touch * 17

    Flickable {
        anchors.fill: parent
        contentHeight: column.implicitHeight + Theme.margin * 2
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column
            width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 20)
            x: (parent.width - width) / 2
            y: Theme.margin
            spacing: Theme.gap

            DifficultyTabs {
                Layout.fillWidth: true
                names: page.difficulties.map(facts => facts.difficulty)
                prefix: "statsTab"
                current: page.difficulty
                onPicked: function (name) {
                    page.difficulty = name;
                }
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.gap
                Repeater {
                    model: [
                        //: Statistics filter: every finished game. Room: 18 characters.
                        {
                            daily: false,
                            name: "statsAllButton",
                            text: qsTr("ALL GAMES")
                        },
                        //: Statistics filter: only the counted daily challenges. Room: 10 characters.
                        {
                            daily: true,
                            name: "statsDailyButton",
                            text: qsTr("DAILIES")
                        }
                    ]
                    delegate: ActionButton {
                        required property var modelData
                        objectName: modelData.name
                        size: Theme.touch * 0.9
                        text: modelData.text
                        tone: page.daily === modelData.daily ? Theme.teal : Theme.card
                        toneInk: page.daily === modelData.daily ? Theme.onAccent : Theme.ink
                        // Checkable, so a screen reader says which filter is on (re-bound on a click).
                        checkable: true
                        checked: page.daily === modelData.daily
                        onClicked: {
                            page.daily = modelData.daily;
                            checked = Qt.binding(() => page.daily === modelData.daily);
                        }
                    }
                }
            }

            Rectangle {   // the empty state: an invitation
                objectName: "statisticsEmpty"
                visible: page.stats.empty
                Layout.fillWidth: true
                Layout.topMargin: Theme.margin
                implicitHeight: invite.implicitHeight + Theme.margin * 2
                radius: Theme.radius
                color: Theme.card
                border.color: Theme.line
                ColumnLayout {
                    id: invite
                    anchors.fill: parent
                    anchors.margins: Theme.margin
                    spacing: Theme.margin
                    Text {
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        text: page.invitation()
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontLarge
                        font.weight: Font.DemiBold
                    }
                    ActionButton {
                        objectName: "statisticsPlayButton"
                        Layout.alignment: Qt.AlignHCenter
                        //: Statistics empty state: the button back to the board to play. Room: 7 characters.
                        text: qsTr("PLAY")
                        onClicked: page.play()
                    }
                }
            }

            GridLayout {   // the figures
                visible: !page.stats.empty
                Layout.fillWidth: true
                columns: page.wide ? 4 : 2
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap
                Repeater {
                    model: [
                        //: Statistics figure: number of finished games. Room: 17 characters.
                        {
                            name: "statPlayed",
                            value: page.summary.played,
                            label: qsTr("games played")
                        },
                        //: Statistics figure: the mean final score. Room: 14 characters.
                        {
                            name: "statMean",
                            value: page.summary.mean,
                            label: qsTr("mean score")
                        },
                        //: Statistics figure: the median final score. Room: 17 characters.
                        {
                            name: "statMedian",
                            value: page.summary.median,
                            label: qsTr("median score")
                        },
                        //: Statistics figure: the best final score. Room: 14 characters.
                        {
                            name: "statBest",
                            value: page.summary.best,
                            label: qsTr("best score")
                        },
                        //: Statistics figure: MAGDAGDONs accepted (ruins) per game, on average. Room: 27
                        //: characters.
                        {
                            name: "statMagdagdons",
                            value: page.summary.magdagdons,
                            label: qsTr("MAGDAGDONs per game")
                        },
                        //: Statistics figure: Majda Powers used per game, on average. Room: 30 characters.
                        {
                            name: "statPowers",
                            value: page.summary.powers,
                            label: qsTr("Majda Powers per game")
                        },
                        //: Statistics figure: days in a row with a finished daily, now. Room: 17 characters.
                        {
                            name: "statStreak",
                            value: page.summary.streak,
                            label: qsTr("daily streak")
                        },
                        //: Statistics figure: the longest run of days in a row with a finished daily. Room:
                        //: 24 characters.
                        {
                            name: "statBestStreak",
                            value: page.summary.bestStreak,
                            label: qsTr("best daily streak")
                        }
                    ]
                    delegate: StatCard {
                        required property var modelData
                        objectName: modelData.name
                        Layout.fillWidth: true
                        // a row's cards as tall as its tallest (a label on two lines)
                        Layout.fillHeight: true
                        Layout.preferredWidth: 1
                        value: modelData.value || ""
                        label: modelData.label
                    }
                }
            }

            GridLayout {   // the plots
                visible: !page.stats.empty
                Layout.fillWidth: true
                columns: page.wide ? 2 : 1
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap
                Rectangle {
                    objectName: "histogramCard"
                    Layout.fillWidth: true
                    Layout.fillHeight: true   // side by side, both cards as tall as the taller
                    Layout.preferredWidth: 1
                    implicitHeight: histogramBox.implicitHeight + Theme.margin * 2
                    radius: Theme.radius
                    color: Theme.card
                    border.color: Theme.line
                    ColumnLayout {
                        id: histogramBox
                        anchors.fill: parent
                        anchors.margins: Theme.margin
                        spacing: Theme.gap
                        Text {
                            Layout.fillWidth: true
                            //: Statistics plot title: how many games ended in each range of final scores.
                            //: Room: 17 characters.
                            text: qsTr("Final scores")
                            color: Theme.ink
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.Bold
                        }
                        HistogramChart {
                            objectName: "histogramChart"
                            Layout.fillWidth: true
                            bins: page.stats.histogram
                            maxCount: page.stats.histogramMax
                        }
                    }
                }
                Rectangle {
                    objectName: "historyCard"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    implicitHeight: historyBox.implicitHeight + Theme.margin * 2
                    radius: Theme.radius
                    color: Theme.card
                    border.color: Theme.line
                    ColumnLayout {
                        id: historyBox
                        anchors.fill: parent
                        anchors.margins: Theme.margin
                        spacing: Theme.gap
                        Text {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            objectName: "historyTitle"
                            readonly property int shown: page.stats.history.length
                            text: shown === 1 ?
                            //: Statistics plot title after the player's only game so far. Room: 21
                            //: characters.
                            qsTr("Your first game") : page.stats.capped ?
                            //: Statistics plot title; %n is the number of games shown (100): the newest of
                            //: more. Room: 22 characters.
                            qsTr("The last %n games", "", shown) :
                            //: Statistics plot title; %n is the number of games shown: every game played so
                            //: far. Room: 16 characters.
                            qsTr("Your %n games", "", shown)
                            color: Theme.ink
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.Bold
                        }
                        HistoryChart {
                            objectName: "historyChart"
                            Layout.fillWidth: true
                            points: page.stats.history
                            low: page.stats.low
                            high: page.stats.high
                            lowText: page.stats.lowText
                            highText: page.stats.highText
                        }
                        Flow {   // legend: its two entries wrap under each other when the card is narrow
                            Layout.fillWidth: true
                            spacing: Theme.gap * 2
                            Row {
                                spacing: Theme.gap
                                Rectangle {
                                    anchors.verticalCenter: parent.verticalCenter
                                    width: Theme.gap
                                    height: Theme.gap
                                    radius: Theme.gap / 2
                                    color: Theme.berry
                                }
                                Text {
                                    //: Legend of the history plot: each dot is one game's final score. Room:
                                    //: 10 characters.
                                    text: qsTr("a game")
                                    color: Theme.inkSoft
                                    font.family: Theme.fontFamily
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                            Row {
                                objectName: "historyMeanLegend"
                                visible: page.stats.history.length > 1   // no line to name yet
                                spacing: Theme.gap
                                Rectangle {
                                    anchors.verticalCenter: parent.verticalCenter
                                    width: Theme.gap * 2
                                    height: Math.max(2, Theme.gap * 0.35)
                                    color: Theme.teal
                                }
                                Text {
                                    //: Legend of the history plot: the line is the mean of the last %n games
                                    //: (10) at each point. Room: 20 characters.
                                    text: qsTr("mean of %n games", "", page.stats.averageOver || 0)
                                    color: Theme.inkSoft
                                    font.family: Theme.fontFamily
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                            Text {
                                objectName: "historyMeanLater"
                                visible: page.stats.history.length === 1
                                width: Math.min(implicitWidth, parent.width)
                                wrapMode: Text.WordWrap
                                //: Legend of the history plot after one game: the line of the mean comes with
                                //: the next game. Room: any length (the page scrolls).
                                text: qsTr("your second game draws the line of your mean")
                                color: Theme.inkSoft
                                font.family: Theme.fontFamily
                                font.pixelSize: Theme.fontSmall
                            }
                        }
                    }
                }
            }

            Text {
                visible: !page.stats.empty
                Layout.topMargin: Theme.gap
                //: Statistics heading over the newest games, each with a REPLAY. Room: 17 characters.
                text: qsTr("Newest games")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
            }
            DailyTable {
                visible: !page.stats.empty
                Layout.fillWidth: true
                rows: page.stats.recent
                onReplay: function (index) {
                    if (page.comeback.openHistoryReplay(page.difficulty, page.daily, index))
                        page.replay();
                }
            }
        }
    }
}
