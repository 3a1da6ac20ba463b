pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// DAILY: today's dice, the same for every player, one counted game per difficulty. Shows
// what today offers (PLAY, CONTINUE, or the result with SHARE and practice), the streak, the
// table of earlier dailies with their replays, and "Play a code" for a friend's game.
Page {
    id: page
    objectName: "dailyPage"
    required property Comeback comeback
    required property GameSession session
    property string difficulty: session.difficulty
    signal play                     // a game was started: back to the board
    signal replay                   // a replay was opened
    signal playCode                 // open the "Play a code" dialog
    //: Title of the daily challenge screen. Room: 21 characters.
    title: qsTr("DAILY CHALLENGE")
    background: Rectangle {
        color: Theme.paper
    }

    property ConfirmDialog dialog: null

    // PLAY TODAY, CONTINUE or PRACTICE; a game in progress that is not a daily (kept as it
    // is) ends only after the usual question (R2.2).
    function start() {
        var go = function () {
            page.comeback.playDaily(page.difficulty);
            page.play();
        };
        if (session.inProgress && comeback.current.kind !== "daily" && dialog)
            //: Question before today's daily replaces a game in progress (R2.2). Room: any length (the page
            //: scrolls).
            dialog.ask(qsTr("Play today's daily? The game in progress ends and is not recorded."),
            //: Dialog button: abandon this game and play today's daily. Room: 20 characters.
            qsTr("PLAY THE DAILY"), go);
        else
            go();
    }

    readonly property var info: comeback.days[difficulty] || ({})
    readonly property string status: info.status || "NEW"

    /*! The headline of today's daily, by its status. */
    function statusLine() {
        var info = page.info, d = page.difficulty;
        if (page.status === "DONE")
            //: Daily screen: today's counted game is finished; %1 is the difficulty.
            //: Room: 34 characters.
            return qsTr("Today's %1 daily is played").arg(d);
        if (page.status === "BEHIND")
            //: Daily screen when the computer's clock was set back before a day already played:
            //: nothing counts. %1 is the last day played (a date), %2 is the difficulty.
            //: Room: 139 characters.
            return qsTr("Your clock is behind your last game (%1): today's %2 dice are practice until the clock is right.").arg(info.lastDay).arg(d);
        var played = info.turnsPlayed || 0;
        if (page.status === "IN_PROGRESS")
            //: Daily screen: today's counted game was started and left; %n turns played so far.
            //: Room: any length (the page scrolls).
            return qsTr("You started today's daily: %n turns played. Finish it today.", "", played);
        //: Daily screen: today's game is not played yet; %1 is the difficulty. Room: 47
        //: characters.
        return qsTr("Today's %1 dice are waiting for you").arg(d);
    }
    /*! The streak under today's daily: running, broken, or not begun. */
    function streakLine() {
        var info = page.info;
        if ((info.streak || 0) > 0)
            //: Daily screen: consecutive days with a finished daily; %n days in a row now, %1 the
            //: best run ever. Room: 42 characters.
            return qsTr("Streak: %n days in a row · best %1", "", info.streak).arg(info.bestStreak);
        if ((info.bestStreak || 0) > 0)
            //: Daily screen: the streak was broken; %n the best run of days in a row ever. Room:
            //: any length (the page scrolls).
            return qsTr("No streak running · best %n days in a row", "", info.bestStreak);
        //: Daily screen: no daily finished yet in this difficulty. Room: 42 characters.
        return qsTr("Play today to start a streak");
    }

    Flickable {
        anchors.fill: parent
        contentHeight: column.implicitHeight + Theme.margin * 2
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column
            // the same line length in words at any text size
            width: Math.min(parent.width - Theme.margin * 2, Theme.touch * 14 * Theme.textScale)
            x: (parent.width - width) / 2
            y: Theme.margin
            spacing: Theme.gap

            Text {
                objectName: "dailyDate"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: page.comeback.today
                color: Theme.berry
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
                wrapMode: Text.WordWrap
            }
            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                //: Daily screen: what the daily challenge is. Room: any length (the page scrolls).
                text: qsTr("The same dice for every player today. Your first game of the day counts; the next ones are practice.")
                color: Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
            }

            DifficultyTabs {
                Layout.fillWidth: true
                Layout.topMargin: Theme.gap
                names: page.session.difficulties.map(facts => facts.difficulty)
                prefix: "dailyTab"
                current: page.difficulty
                onPicked: function (name) {
                    page.difficulty = name;
                }
            }

            Rectangle {   // today
                Layout.fillWidth: true
                implicitHeight: today.implicitHeight + Theme.margin * 2
                radius: Theme.radius
                color: Theme.card
                border.color: page.status === "DONE" ? Theme.gold : Theme.line
                border.width: page.status === "DONE" ? Math.max(2, 3 * Theme.scale) : Theme.lineWidth

                ColumnLayout {
                    id: today
                    anchors.fill: parent
                    anchors.margins: Theme.margin
                    spacing: Theme.gap

                    Text {
                        objectName: "dailyStatus"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontLarge
                        font.weight: Font.Bold
                        text: page.statusLine()
                    }
                    Text {
                        objectName: "dailyScore"
                        visible: page.status === "DONE"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        text: page.info.score || ""
                        color: Theme.berry
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontHuge
                        font.weight: Font.Bold
                    }
                    Text {
                        visible: page.status === "DONE"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        readonly property string turns: page.info.turns || ""
                        readonly property string powers: page.info.powers || ""
                        //: Daily screen under today's score; %1 turns, %2 Majda Powers used (formatted
                        //: numbers). Room: 41 characters.
                        text: qsTr("Turns: %1 · Majda Powers used: %2").arg(turns).arg(powers)
                        color: Theme.inkSoft
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontBody
                    }
                    Text {
                        objectName: "dailyStreak"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        color: Theme.teal
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontBody
                        font.weight: Font.Bold
                        text: page.streakLine()
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.gap
                        spacing: Theme.gap
                        ShareButton {
                            visible: page.status === "DONE"
                            comeback: page.comeback
                            daily: page.difficulty
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                        }
                        ActionButton {
                            objectName: "dailyPlayButton"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            readonly property bool practice: ["DONE", "BEHIND"].indexOf(page.status) >= 0
                            tone: practice ? Theme.inkSoft : Theme.berry
                            text: page.status === "DONE" || page.status === "BEHIND" ?
                            //: Daily screen button once today's daily is played: the same dice again, not
                            //: counted. Short.
                            //: Room: 12 characters.
                            qsTr("PRACTICE") : page.status === "IN_PROGRESS" ?
                            //: Daily screen button: go on with today's started daily. Room: 12 characters.
                            qsTr("CONTINUE") :
                            //: Daily screen button: start today's daily (it counts). Room: 14 characters.
                            qsTr("PLAY TODAY")
                            onClicked: page.start()
                        }
                    }
                }
            }

            Rectangle {   // a friend's game
                Layout.fillWidth: true
                Layout.topMargin: Theme.gap
                implicitHeight: codeRow.implicitHeight + Theme.gap * 2
                radius: Theme.radius
                color: Theme.paperDeep
                RowLayout {
                    id: codeRow
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    spacing: Theme.gap
                    Text {
                        Layout.fillWidth: true
                        Layout.leftMargin: Theme.gap
                        wrapMode: Text.WordWrap
                        //: Daily screen, beside the PLAY A CODE button. Room: any length (the page scrolls).
                        text: qsTr("A friend sent you a code? Play the same dice.")
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontBody
                    }
                    ActionButton {
                        objectName: "playCodeButton"
                        size: Theme.touch
                        tone: Theme.teal
                        //: Button that opens the "Play a code" dialog. Room: 16 characters.
                        text: qsTr("PLAY A CODE")
                        onClicked: page.playCode()
                    }
                }
            }

            Text {
                Layout.topMargin: Theme.margin
                //: Daily screen heading over the table of earlier dailies; %1 is the difficulty. Room: 19
                //: characters.
                text: qsTr("Your %1 dailies").arg(page.difficulty)
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
            }
            DailyTable {
                objectName: "dailyTable"
                Layout.fillWidth: true
                rows: page.info.table || []
                //: Daily table without a finished daily yet; %1 is the difficulty. Room: any length (the page
                //: scrolls).
                emptyText: qsTr("No %1 daily finished yet. Today's can be the first.").arg(page.difficulty)
                onReplay: function (index) {
                    if (page.comeback.openDailyReplay(page.difficulty, index))
                        page.replay();
                }
            }
        }
    }
}
