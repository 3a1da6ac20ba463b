import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// Turn, difficulty and running score, one line that says what to do now, the HINT's advice
// while one is shown, and the live chance that the next roll is a MAGDAGDON. Its sentences
// are here, in the view that shows them. Its room is the game screen's composition's
// (GameScreen.qml): the same in every phase (docs/LOOK.md "Layout"), so a longer sentence
// wraps inside it and never pushes the board; what is left over in the window is its, and
// the sentence's band takes it. Where large text in a small window leaves less than its
// lines need, its last lines scroll (the sentence first, always in view at the top).
Rectangle {
    id: root
    required property GameSession session
    property HintService hints: null   // none in the kiosk: no advice, no risk line

    property var plan: []              // the HINT's steps still to do (GameView keeps them)
    readonly property var advice: plan
    readonly property bool thinking: hints !== null && hints.busy
    // A Majda Power's button word by its name in the engine's table (PowerBar.label: the
    // powers' words are the power bar's); the sentences that name a power use it.
    property var powerWord: name => name
    // The composition's spacing (GameScreen.qml counts the same).
    property real padding: Math.round(Theme.margin * 0.6)
    property real spacing: Math.round(Theme.gap * 0.5)
    // The composition leaves room for its words a size larger (GameScreen.roomyStatus): the
    // sentence in the large size, the lines under it in the body size.
    property bool roomy: false
    readonly property real sentenceSize: roomy ? Theme.fontLarge : Theme.fontBody
    readonly property real lineSize: roomy ? Theme.fontBody : Theme.fontSmall
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.line
    border.width: Theme.lineWidth
    implicitWidth: Theme.touch * 8
    readonly property real lineBody: Math.ceil(sentenceSize * 1.3)
    readonly property real lineSmall: Math.ceil(lineSize * 1.3)
    // Whether its last lines scroll (large text in a small window).
    readonly property bool scrolls: body.scrolls

    readonly property int remaining: Math.max(0, session.required - session.preparedCount)
    // Warnings (a dead end, a refused tap) show as a red band with a mark.
    // While the MAGDAGDON waits for the dice to land (MagdagdonOverlay.holding), the line
    // keeps what it said before the roll: the verdict comes with the moment.
    property bool held: false
    readonly property string said: sentence(session.status, session.statusArgs)
    property string before: ""
    onSaidChanged: if (session.status.indexOf("MAGDAGDON") < 0)
        before = said
    readonly property bool warning: session.status === "DEAD_END" || session.status.indexOf("REFUSED_") === 0 || session.status === "NOWHERE"

    /*! A signed number in the language's digits, with a true minus sign (U+2212). */
    function signed(n) {
        return Numbers.signed(n);
    }

    // The score counts up (or down) to its new value; the session's number is final at once.
    // A new game (a daily, a code) shows its score at once: counting down from the finished
    // game's total read as points being lost.
    property int shownScore: 0
    Component.onCompleted: {
        shownScore = session.score;
        before = said;
    }
    // Another session on view (the guided game's, and back): its score at once (the guided
    // game's total stayed on the player's new game until its first CONFIRM).
    onSessionChanged: {
        counting.stop();
        shownScore = session ? session.score : 0;
        before = said;
    }
    NumberAnimation {
        id: counting
        target: root
        property: "shownScore"
        duration: Theme.countUp
        easing.type: Easing.OutCubic
    }
    Connections {
        target: root.session
        function onScoreChanged() {
            counting.stop();
            counting.to = root.session.score;
            counting.start();
        }
        function onGameStarted() {
            counting.stop();
            root.shownScore = root.session.score;
        }
    }

    /*! The status line for the session's ``key`` (status.py's table) with its arguments ``a``. */
    function sentence(key, a) {
        switch (key) {
        case "OVER":
            //: Status line when the game has ended with no RUIN on the board. Room: 44 characters.
            return qsTr("The board is full. Well played!");
        case "OVER_RUINED":
            //: Status line when the game has ended with RUINs on the board (a MAGDAGDON each); %n how
            //: many. Room: 44 characters.
            return qsTr("The board is full, with %n RUINS.", "", a.ruins);
        case "ROLL":
            //: Status line at the start of a turn; ROLL is the button name. Room: 49 characters.
            return qsTr("Press ROLL to throw the four dice.");
        case "CHOOSING_RUIN":
            //: Status line after ACCEPT MAGDAGDON; %1 is the penalty (15). Room: 61 characters.
            return qsTr("Choose an empty cell to make it a RUIN (−%1).").arg(a.penalty);
        case "CHOOSING_REROLL":
            //: Status line after REROLL: choose the dice to throw again; %n dice chosen so far, %1 the points the use costs. Room: 82 characters.
            return qsTr("Choose the dice to throw again (%n chosen), then REROLL (−%1).", "", a.count).arg(a.cost);
        case "ARMED":
            //: Status line after one press of DECREASE −1 or INCREASE +1 (R5.2): the power button
            //: now reads CHANGE TO and the new value; %1 the die's value, %2 the value it would
            //: get, %n the points the use costs (a plural message). Room: 72 characters.
            return qsTr("The %1 becomes a %2 for −%n points: press CHANGE TO %2, or CANCEL.", "", a.cost).arg(a.value).arg(a.to);
        case "STILL_MAGDAGDON":
            //: Status line after a Majda Power that did not rescue the MAGDAGDON; %n powers left. Room: 83 characters.
            return qsTr("Still MAGDAGDON: use another Majda Power (%n left) or accept.", "", a.powers);
        case "MAGDAGDON":
            //: Status line during MAGDAGDON with a power left; %n powers left. Room: 82 characters.
            return qsTr("MAGDAGDON: rescue it with a Majda Power (%n left) or accept.", "", a.powers);
        case "MAGDAGDON_SPENT":
            //: Status line during MAGDAGDON when every power of the game is used. Room: 87 characters.
            return qsTr("MAGDAGDON, and no Majda Power is left: press ACCEPT MAGDAGDON.");
        case "MAGDAGDON_HOPELESS":
            //: Status line during MAGDAGDON when no roll at all fits the cells left, so a Majda Power cannot help (R6.2). Room: 90 characters.
            return qsTr("MAGDAGDON: no Majda Power can help here. Press ACCEPT MAGDAGDON.");
        case "MAGDAGDON_NO_POWERS":
            //: Status line during MAGDAGDON in a difficulty with no Majda Power; %1 the difficulty's name (NIGHTMARE: never translated).
            //: Room: 77 characters.
            return qsTr("MAGDAGDON: %1 has no Majda Power. Press ACCEPT MAGDAGDON.").arg(a.difficulty);
        case "REFUSED_TAKEN":
            //: Status line after the player chooses a cell that holds something (R4.1). Room: 27 characters.
            return qsTr("That cell is taken.");
        case "REFUSED_NOT_JOINED":
            //: Status line after the player chooses a cell next to no number (R4.3); %1 the selected die's value. Room: 42 characters.
            return qsTr("The %1 must go next to a number.").arg(a.value);
        case "REFUSED_TOO_FAR":
            //: Status line after the player chooses a cell next to a number too far from the die (R4.3); %1 the die's value, %2 the number. Room: 37 characters.
            return qsTr("A %1 cannot go next to the %2.").arg(a.value).arg(a.other);
        case "DEAD_END":
            if (a.value > 0)
                //: Dead end (R6.4): the prepared dice block every way to place enough dice; %1 is the value of the die to take back. Room: 71 characters.
                return qsTr("No way to place enough dice: take the %1 back.").arg(a.value);
            //: Dead end warning (R6.4): the prepared dice block the only way to place enough dice. Room: 58 characters.
            return qsTr("No further placement — take a die back.");
        case "NOWHERE_POWER":
            // Said, not urged: the HINT weighs whether the power is worth its cost.
            if (a.power !== "")
                //: Status line: the selected die fits on no cell, but a Majda Power would give it one (R5.2); %1 its value, %2 the value the power makes of it, %3 the power button's name (DECREASE −1, INCREASE +1).
                //: Room: 62 characters.
                return qsTr("The %1 fits nowhere as it is; a %2 would fit (%3).").arg(a.value).arg(a.to[0]).arg(root.powerWord(a.power));
            //: Status line: the selected die fits on no cell, but one less or one more would (R5.2, DECREASE −1 or INCREASE +1); %1 its value, %2 and %3 the values one lower and one higher.
            //: Room: 66 characters.
            return qsTr("The %1 fits nowhere as it is; a %2 or a %3 would fit.").arg(a.value).arg(a.to[0]).arg(a.to[1]);
        case "NOWHERE":
            if (a.canTakeBack)
                //: Status line: the selected die fits on no cell; %1 its value. Room: 90 characters.
                return qsTr("The %1 fits nowhere now: select another die, or take one back.").arg(a.value);
            //: Status line: the selected die fits on no cell and nothing is prepared; %1 its value. Room: 71 characters.
            return qsTr("The %1 fits nowhere now: select another die.").arg(a.value);
        case "SELECTED":
            //: Status line: a die is selected and cells are lit; %1 its value, %n dice still to place. Room: 61 characters.
            return qsTr("Choose a lit cell for the %1. %n more to place.", "", a.remaining).arg(a.value);
        case "SELECTED_EXTRA":
            //: Status line: enough dice placed and one more selected; %1 its value. Room: 78 characters.
            return qsTr("Choose a lit cell to place the %1 too, or press CONFIRM.").arg(a.value);
        case "PLACE":
            //: Status line: %n dice still to prepare this turn; choose a die first. Room: 68 characters.
            return qsTr("Place %n more dice: choose a die, then a lit cell.", "", a.remaining);
        case "READY":
            if (!a.more)
                //: Status line: enough dice prepared and no other die has a cell; %1 the points this turn adds (signed, e.g. "+24"); CONFIRM is the button name. A plural message: the form follows the size of the number. Room: 40 characters.
                return qsTr("Ready: CONFIRM adds %1 points.", "", Math.abs(a.points)).arg(Numbers.signed(a.points));
            //: Status line: enough dice prepared; %1 the points this turn adds (signed, e.g. "+24"); CONFIRM is the button name. A plural message: the form follows the size of the number. Room: 76 characters.
            return qsTr("Ready: CONFIRM adds %1 points, or place more dice first.", "", Math.abs(a.points)).arg(Numbers.signed(a.points));
        }
        return "";
    }

    /*! The HINT's line: thinking, or what the strong player would do first (``plan``: its
        actions as the board shows them, BoardView.placing); once MAGDAGDON is accepted
        (``choosingRuin``), only the ruin is left to do. */
    function adviceText(thinking, plan, cost, choosingRuin) {
        if (thinking)
            //: HINT status while the strong player thinks (a second at most). Room: 41 characters.
            return qsTr("Thinking about the best play…");
        var a = plan;
        if (a.length === 0)
            return "";
        var first = a[0];
        if (first.kind === "prepare" && first.retake)
            //: HINT advice when the player's prepared dice are not where the HINT puts them: take them back, then follow the numbered ghost dice; %n is how many dice.
            //: Room: 114 characters.
            return qsTr("HINT: take your prepared dice back, then place %n dice as the numbered ghosts show.", "", a.length);
        if (first.kind === "prepare")
            //: HINT advice: ghost dice numbered 1, 2, 3… show where the dice go; %n is how many dice.
            //: Room: 86 characters.
            return qsTr("HINT: place %n dice as the numbered ghosts show, in that order.", "", a.length);
        if (first.kind === "confirm")
            //: HINT advice once the player's prepared dice are exactly the turn the HINT showed (its ghost dice all covered).
            //: Room: 93 characters.
            return qsTr("HINT: your prepared dice match the play it advises; press CONFIRM.");
        if (first.kind === "adjust")
            //: HINT advice: a Majda Power that changes one die is worth its cost; %1 is the die's value (1-6), %2 the power button's name (DECREASE −1, INCREASE +1), %Ln the points the use costs (a plural message).
            //: Room: 54 characters.
            return qsTr("HINT: select the %1 and use %2 (−%Ln points).", "", cost).arg(first.value).arg(root.powerWord(first.power));
        if (first.kind === "reroll")
            //: HINT advice: a Majda Power that throws dice again is worth its cost; %n is how many dice, %1 their values as a list ("2 and 5"), %2 what the use costs ("−10 points", the next message), %3 the power button's name (REROLL).
            //: Room: 56 characters.
            return qsTr("HINT: press %3, choose %n dice (%1), then %3 (%2).", "", first.dice.length)
            //: HINT advice, the cost of the REROLL it advises; %Ln the points (a plural message).
            //: Room: 12 characters.
            .arg(Numbers.list(first.values || [])).arg(qsTr("−%Ln points", "", cost)).arg(root.powerWord(first.power));
        if (choosingRuin)
            //: HINT advice once MAGDAGDON is accepted: the cell the HINT marked × is the one to choose (it becomes a RUIN). Room: 72 characters.
            return qsTr("HINT: choose the cell marked × to make it the RUIN.");
        //: HINT advice in a MAGDAGDON: no power is worth it; accept and ruin the cell marked ×. Room: 84 characters.
        return qsTr("HINT: press ACCEPT MAGDAGDON, then ruin the cell marked ×.");
    }

    /*! The turn's minimum (R2.1) and how many dice are prepared. */
    function requiredText(required, prepared) {
        //: Status panel: the minimum dice this turn (R2.1); %n is that number, %1 how many are prepared. Room: 51 characters.
        return qsTr("At least %n dice this turn · %1 prepared", "", required).arg(prepared);
    }
    /*! The risk line before ROLL or while placing; ``figure`` is the formatted percentage. */
    // ``canConfirm``: while placing, CONFIRM is possible (else the line speaks of the board so
    // far, not of confirming it: the turn needs more dice first).
    function riskText(phase, figure, canConfirm) {
        if (phase === "ROLL")
            //: Live indicator before ROLL: the chance that this roll is a MAGDAGDON (no way to place the dice the turn needs); %1 is the percentage already formatted ("12.5" or "<0.1"). Room: 55 characters.
            return qsTr("Chance that this ROLL is a MAGDAGDON: %1%").arg(figure);
        return canConfirm === false ?
        //: Live indicator while placing, before the turn has its minimum of dice (CONFIRM not yet possible): the chance that the next turn's roll is a MAGDAGDON on the board with the dice prepared so far; %1 is the percentage already formatted ("12.5" or "<0.1").
        //: Room: 115 characters.
        qsTr("With the dice placed so far, the next ROLL would be a MAGDAGDON with a chance of %1%").arg(figure) :
        //: Live indicator while placing: the chance that the next turn's roll is a MAGDAGDON if the board is confirmed as it is now; %1 is the percentage already formatted ("12.5" or "<0.1").
        //: Room: 104 characters.
        qsTr("If you confirm this board, the next ROLL is a MAGDAGDON with a chance of %1%").arg(figure);
    }
    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: root.padding
        spacing: root.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            ColumnLayout {
                spacing: 0
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                Text {
                    objectName: "turnLabel"
                    Layout.fillWidth: true
                    //: Status panel: the turn being played; %1 is the turn number. Room: 8 characters.
                    text: qsTr("Turn %1").arg(root.session.turn)
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontLarge
                    font.weight: Font.Bold
                    wrapMode: Text.WordWrap
                }
                Text {
                    objectName: "difficultyLabel"
                    Layout.fillWidth: true
                    text: root.session.difficulty   // PEACEFUL, SURVIVAL, NIGHTMARE: names, not translated
                    color: Theme.berry
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.Bold
                    font.letterSpacing: 1.5
                }
            }
            ColumnLayout {
                spacing: 0
                Layout.alignment: Qt.AlignTop
                Text {
                    Layout.alignment: Qt.AlignRight
                    //: Status panel, small caption above the running score. Room: 8 characters.
                    text: qsTr("Score")
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.DemiBold
                }
                Text {
                    objectName: "scoreLabel"
                    Layout.alignment: Qt.AlignRight
                    //: The running score; %1 is the number, already written the language's way (with a true minus: −15). Room: 3 characters.
                    text: qsTr("%1").arg(Numbers.whole(root.shownScore))
                    //: Screen-reader name of the running score; %1 is the score.
                    Accessible.name: qsTr("Score: %1").arg(Numbers.whole(root.session.score))
                    Accessible.role: Accessible.StaticText
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontTitle
                    font.weight: Font.Bold
                }
            }
        }

        // The lines under the header: in the room left, or scrolled where it is too little.
        Flickable {
            id: body
            objectName: "statusBody"
            Layout.fillWidth: true
            Layout.fillHeight: true
            readonly property bool scrolls: lines.implicitHeight > height + 0.5
            contentWidth: width
            contentHeight: lines.height
            interactive: scrolls
            clip: scrolls
            boundsBehavior: Flickable.StopAtBounds
            ScrollIndicator.vertical: ScrollIndicator {
                objectName: "statusScroll"
                active: body.scrolls
            }

            ColumnLayout {
                id: lines
                width: body.width - (body.scrolls ? Theme.gap : 0)
                height: Math.max(body.height, implicitHeight)
                spacing: root.spacing

                Rectangle {   // what to do now; the dead end (R6.4) is a warning with its own mark
                    objectName: "statusBand"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    // Three lines' room (the longest sentences), more where one needs it.
                    Layout.minimumHeight: sentenceRow.implicitHeight + Theme.gap
                    Layout.preferredHeight: Math.max(root.lineBody * 3, sentenceRow.implicitHeight) + Theme.gap
                    radius: Theme.radius * 0.6
                    color: root.warning ? Theme.danger : Theme.paper
                    border.color: root.warning ? Theme.danger : Theme.line
                    border.width: Theme.contrast ? Theme.lineWidth : 0
                    RowLayout {
                        id: sentenceRow
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.leftMargin: Theme.gap
                        anchors.rightMargin: Theme.gap
                        spacing: Theme.gap
                        Text {
                            visible: root.warning
                            Layout.alignment: Qt.AlignTop
                            text: "!"
                            color: Theme.onAccent
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontLarge
                            font.weight: Font.Bold
                        }
                        Text {
                            id: hint
                            objectName: "hintLabel"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            color: root.warning ? Theme.onAccent : Theme.ink
                            font.family: Theme.fontFamily
                            font.pixelSize: root.sentenceSize
                            font.weight: Font.DemiBold
                            // One sentence per row of the session's table (status.py): always true
                            // for what is on screen.
                            text: root.held ? root.before : root.said
                        }
                    }
                }
                Text {
                    objectName: "requiredLabel"
                    Layout.fillWidth: true
                    opacity: root.session.phase !== "OVER" ? 1 : 0   // its room stays
                    wrapMode: Text.WordWrap
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: root.lineSize
                    font.weight: Font.DemiBold
                    text: root.requiredText(root.session.required, root.session.preparedCount)
                }

                Rectangle {   // the HINT: thinking, then what the strong player would do
                    objectName: "hintAdvice"
                    Layout.fillWidth: true
                    // Three lines' room, whatever it shows (its room is kept when it is empty,
                    // so nothing above it moves), more where a line needs it.
                    Layout.preferredHeight: Math.max(root.lineSmall * 3, adviceRow.implicitHeight, riskLabel.implicitHeight) + Theme.gap
                    visible: root.hints !== null
                    color: root.thinking || root.advice.length > 0 ? Theme.tealLight : "transparent"
                    border.color: root.thinking || root.advice.length > 0 ? Theme.teal : "transparent"
                    radius: Theme.radius * 0.6
                    border.width: Theme.lineWidth
                    RowLayout {
                        id: adviceRow
                        visible: root.thinking || root.advice.length > 0
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.leftMargin: Theme.gap
                        anchors.rightMargin: Theme.gap
                        spacing: Theme.gap
                        BusyIndicator {
                            objectName: "hintBusy"
                            visible: root.thinking
                            running: root.thinking
                            Layout.preferredWidth: root.lineSmall * 1.4
                            Layout.preferredHeight: root.lineSmall * 1.4
                        }
                        Rectangle {   // the diamond the ghost dice carry: this line explains them
                            visible: !root.thinking
                            Layout.preferredWidth: root.sentenceSize * 0.8
                            Layout.preferredHeight: root.sentenceSize * 0.8
                            Layout.leftMargin: Theme.gap * 0.2
                            rotation: 45
                            radius: 2
                            color: Theme.teal
                        }
                        Text {
                            objectName: "hintText"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            color: Theme.ink
                            font.family: Theme.fontFamily
                            font.pixelSize: root.lineSize
                            font.weight: Font.DemiBold
                            text: root.adviceText(root.thinking, root.advice, root.session.nextPenalty, root.session.choosingRuin)
                        }
                    }
                    Rectangle {   // a high chance is marked by a shape as well as a colour
                        objectName: "riskMark"
                        visible: riskLabel.high && riskLabel.opacity > 0
                        anchors.left: parent.left
                        anchors.top: parent.top
                        anchors.topMargin: riskLabel.anchors.topMargin + (Math.ceil(root.lineSize * 1.3) - height) / 2
                        width: Math.round(root.lineSize * 1.1)
                        height: width
                        radius: width / 2
                        color: Theme.danger
                        Text {
                            anchors.fill: parent
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                            text: "!"
                            color: Theme.onAccent
                            font.family: Theme.fontFamily
                            font.pixelSize: Math.round(parent.height * 0.7)
                            font.weight: Font.Bold
                        }
                    }
                    Text {
                        id: riskLabel
                        objectName: "riskLabel"
                        readonly property real risk: root.hints ? root.hints.risk : 0
                        readonly property real percent: riskLabel.risk * 100
                        // Meaningless during a MAGDAGDON (it is one), at game end and once the
                        // prepared dice fill the board (no roll comes after them); and while the
                        // dice to throw again are chosen, or before a die is prepared (no board to
                        // confirm: "0.0%" on an empty board, else the chance before ROLL again, read
                        // as left over from the last turn). Its room stays.
                        readonly property bool meaningful: (root.hints?.nextRoll ?? false) && (root.session.phase === "ROLL" || (root.session.phase === "PLACE" && !root.session.choosingReroll && root.session.preparedCount > 0))
                        readonly property bool high: riskLabel.risk >= 0.25
                        // It shares its room with the HINT's advice, which takes it while shown.
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.topMargin: Theme.gap * 0.5
                        anchors.leftMargin: riskLabel.high ? Math.round(root.lineSize * 1.1) + Theme.gap * 0.5 : 0
                        visible: root.hints !== null
                        opacity: riskLabel.meaningful && !root.thinking && root.advice.length === 0 ? 1 : 0
                        wrapMode: Text.WordWrap
                        // A high chance says so by a mark as well as a colour (and the colour
                        // keeps the text's contrast: Theme.danger is 4.5:1 (7:1 in contrast) on
                        // the card).
                        color: high ? Theme.danger : Theme.inkSoft
                        font.family: Theme.fontFamily
                        font.pixelSize: root.lineSize
                        font.weight: high ? Font.Bold : Font.DemiBold
                        // One precision for every percentage: one decimal ("0.8", "12.5"); below 0.05
                        // but not zero, "<0.1".
                        readonly property string figure: riskLabel.percent > 0 && riskLabel.percent < 0.05 ?
                        //: Risk line: a chance below the smallest one shown ("<0.1"); %1 is 0.1 in the language's digits. Room: 4 characters.
                        qsTr("<%1").arg(Numbers.fixed(0.1, 1)) :
                        //: Risk line: the chance in percent, before the percent sign of the sentence it goes into; %1 is the number with one decimal, already written the language's way ("12.5", "12,5"). Keep it as it is. Room: 3 characters.
                        qsTr("%1", "percentage").arg(Numbers.fixed(riskLabel.percent, 1))
                        // The cause, where the board has one (issue 38): cells no die can ever fill
                        // (marked on the board) send the chance up on their own.
                        text: root.session.deadCells > 0 ?
                        //: Risk line with its cause on a second line: %1 the chance's sentence, %n how many
                        //: cells no die can ever fill: their neighbours are more than 2 apart (R4.3); they are
                        //: marked with a no-entry sign on the board. Room: 60 characters for the second line.
                        qsTr("%1\n%n cells can never take a die (marked on the board).", "", root.session.deadCells).arg(root.riskText(root.session.phase, riskLabel.figure, root.session.canConfirm)) : root.riskText(root.session.phase, riskLabel.figure, root.session.canConfirm)
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
            }
        }
    }
}
