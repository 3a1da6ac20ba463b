import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Magdagdon.Backend
import "numbers.js" as Numbers

// Turn, difficulty and running score, one line that says what to do now, the HINT's advice
// while one is shown, and the live chance that the next roll is a MAGDAGDON.
Rectangle {
    id: root
    required property GameSession session
    property HintService hints: null   // none in the kiosk: no advice, no risk line

    property var plan: []              // the HINT's steps still to do (GameView keeps them)
    readonly property var advice: plan
    readonly property bool thinking: hints !== null && hints.busy
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.line
    border.width: 1
    implicitWidth: 320
    // A fixed height (DESIGN.md "Layout"): each line has the room the longest sentence it can
    // show needs at this width, in this language and text size, so no text elides and the
    // panel is the same in every phase.
    readonly property real lineBody: Math.ceil(Theme.fontBody * 1.3)
    readonly property real lineSmall: Math.ceil(Theme.fontSmall * 1.3)
    readonly property real headerHeight: Math.max(Math.ceil(Theme.fontLarge * 1.3) + lineSmall,
                                                  lineSmall + Math.ceil(Theme.fontTitle * 1.3))
    readonly property var sample: ({ value: 6, other: 4, remaining: 3, count: 4, cost: 70, powers: 3,
                                     penalty: 15, points: -88, canTakeBack: true })
    readonly property var keys: ["OVER", "ROLL", "CHOOSING_RUIN", "CHOOSING_REROLL", "STILL_MAGDAGDON",
        "MAGDAGDON", "MAGDAGDON_SPENT", "MAGDAGDON_NIGHTMARE", "REFUSED_TAKEN", "REFUSED_NOT_JOINED",
        "REFUSED_TOO_FAR", "DEAD_END", "NOWHERE", "SELECTED", "SELECTED_EXTRA", "PLACE", "READY"]
    // The widest status sentence, and the widest advice or risk line, on one line.
    readonly property real widestStatus: {
        var widest = bodyMetrics.font.pixelSize * 0;   // measured again when the font changes
        for (var i = 0; i < keys.length; i++)
            widest = Math.max(widest, bodyMetrics.advanceWidth(sentence(keys[i], sample)));
        return widest + Theme.fontLarge;   // the warning's "!" mark takes a little of the line
    }
    readonly property real widestSmall: {
        var widest = smallMetrics.font.pixelSize * 0 + Math.max(smallMetrics.advanceWidth(riskText("ROLL", "12.5")),
                              smallMetrics.advanceWidth(riskText("PLACE", "12.5")));
        var plans = [[{ kind: "place" }, {}, {}], [{ kind: "adjust", delta: 1, value: 6 }],
                     [{ kind: "adjust", delta: -1, value: 6 }],
                     [{ kind: "reroll", dice: [0, 1, 2], values: [6, 6, 6] }], [{ kind: "ruin" }]];
        for (var i = 0; i < plans.length; i++)
            widest = Math.max(widest, smallMetrics.advanceWidth(adviceText(false, plans[i], 70))
                                      + Theme.fontBody * 0.8 + Theme.gap * 1.2);
        return Math.max(widest, smallMetrics.advanceWidth(adviceText(true, [], 0)) + lineSmall * 1.4 + Theme.gap);
    }
    /*! Lines a text ``longest`` pixels wide on one line takes at panel width ``w`` (wrapping
        between words wastes some of each line). */
    function linesFor(longest, w) {
        var room = Math.max(1, w - Theme.margin * 1.2 - Theme.gap * 2);
        return Math.max(1, Math.min(6, Math.ceil(longest * 1.12 / room)));
    }
    /*! The panel's height at width ``w``: GameView chooses its layout with it. */
    function heightAt(w) {
        var small = hints !== null ? linesFor(widestSmall, w) : 0;
        return Math.ceil(headerHeight + lineBody * linesFor(widestStatus, w) + Theme.gap
                         + lineSmall * linesFor(widestRequired, w)
                         + (hints !== null ? lineSmall * small + Theme.gap : 0)
                         + spacing * (hints !== null ? 3 : 2) + Theme.margin * 1.2);
    }
    readonly property int statusLines: linesFor(widestStatus, width)
    readonly property real statusHeight: lineBody * statusLines + Theme.gap
    readonly property int smallLines: linesFor(widestSmall, width)
    readonly property real widestRequired: smallMetrics.font.pixelSize * 0 + Math.max(smallMetrics.advanceWidth(requiredText(3, 4)),
                                                    smallMetrics.advanceWidth(requiredText(2, 4)))
    readonly property int requiredLines: linesFor(widestRequired, width)
    FontMetrics {
        id: bodyMetrics
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontBody
        font.weight: Font.DemiBold
    }
    FontMetrics {
        id: smallMetrics
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontSmall
        font.weight: Font.DemiBold
    }
    readonly property real adviceHeight: hints !== null ? lineSmall * smallLines + Theme.gap : 0
    readonly property real spacing: Math.round(Theme.gap * 0.5)
    implicitHeight: heightAt(width)

    readonly property int remaining: Math.max(0, session.required - session.preparedCount)
    // Warnings (a dead end, a refused tap) show as a red band with a mark.
    readonly property bool warning: session.status === "DEAD_END" || session.status.indexOf("REFUSED_") === 0
                                    || session.status === "NOWHERE"

    /*! A signed number in the language's digits, with a true minus sign (U+2212). */
    function signed(n) {
        return Numbers.signed(n);
    }

    function sentence(key, a) {
        switch (key) {
        case "OVER":
            //: Status line when the game has ended.
            return qsTr("The board is full. Well played!");
        case "ROLL":
            //: Status line at the start of a turn; ROLL is the button name.
            return qsTr("Press ROLL to throw the four dice.");
        case "CHOOSING_RUIN":
            //: Status line after ACCEPT MAGDAGDON; %1 is the penalty (15).
            return qsTr("Tap an empty cell to make it a RUIN (−%1).").arg(a.penalty);
        case "CHOOSING_REROLL":
            //: Status line after REROLL: choose the dice to throw again; %n dice chosen so far, %1 the points the use costs.
            return qsTr("Tap the dice to throw again (%n chosen), then REROLL (−%1).", "", a.count).arg(a.cost);
        case "STILL_MAGDAGDON":
            //: Status line after a Majda Power that did not rescue the MAGDAGDON; %n powers left.
            return qsTr("Still MAGDAGDON: use another Majda Power (%n left) or accept.", "", a.powers);
        case "MAGDAGDON":
            //: Status line during MAGDAGDON with a power left; %n powers left.
            return qsTr("MAGDAGDON: rescue it with a Majda Power (%n left) or accept.", "", a.powers);
        case "MAGDAGDON_SPENT":
            //: Status line during MAGDAGDON when every power of the game is used.
            return qsTr("MAGDAGDON, and no Majda Power is left: press ACCEPT MAGDAGDON.");
        case "MAGDAGDON_NIGHTMARE":
            //: Status line during MAGDAGDON in NIGHTMARE, which has no power.
            return qsTr("MAGDAGDON: NIGHTMARE has no Majda Power. Press ACCEPT MAGDAGDON.");
        case "REFUSED_TAKEN":
            //: Status line after a tap on a cell that holds something (R4.1).
            return qsTr("That cell is taken.");
        case "REFUSED_NOT_JOINED":
            //: Status line after a tap on a cell next to no number (R4.3); %1 the selected die's value.
            return qsTr("The %1 must go next to a number.").arg(a.value);
        case "REFUSED_TOO_FAR":
            //: Status line after a tap on a cell next to a number too far from the die (R4.3); %1 the die's value, %2 the number.
            return qsTr("A %1 cannot go next to the %2.").arg(a.value).arg(a.other);
        case "DEAD_END":
            if (a.value > 0)
                //: Dead end (R6.4): the prepared dice block every way to place enough dice; %1 is the value of the die to take back.
                return qsTr("No way to place enough dice: take the %1 back.").arg(a.value);
            //: Dead end warning (R6.4): the prepared dice block the only way to place enough dice.
            return qsTr("No further placement — take a die back.");
        case "NOWHERE":
            if (a.canTakeBack)
                //: Status line: the selected die fits on no cell; %1 its value.
                return qsTr("The %1 fits nowhere now: select another die, or take one back.").arg(a.value);
            //: Status line: the selected die fits on no cell and nothing is prepared; %1 its value.
            return qsTr("The %1 fits nowhere now: select another die.").arg(a.value);
        case "SELECTED":
            //: Status line: a die is selected and cells are lit; %1 its value, %n dice still to place.
            return qsTr("Tap a lit cell for the %1. %n more to place.", "", a.remaining).arg(a.value);
        case "SELECTED_EXTRA":
            //: Status line: enough dice placed and one more selected; %1 its value.
            return qsTr("Tap a lit cell to place the %1 too, or press CONFIRM.").arg(a.value);
        case "PLACE":
            //: Status line: %n dice still to prepare this turn; tap a die first.
            return qsTr("Place %n more dice: tap a die, then a lit cell.", "", a.remaining);
        case "READY":
            //: Status line: enough dice prepared; %1 the points this turn adds (signed, e.g. "+24"); CONFIRM is the button name. A plural message: the form follows the size of the number.
            return qsTr("Ready: CONFIRM adds %1 points, or place more dice first.", "", Math.abs(a.points)).arg(root.signed(a.points));
        }
        return "";
    }

    /*! The HINT's line: thinking, or what the strong player would do first (``plan``). */
    function adviceText(thinking, plan, cost) {
        if (thinking)
            //: HINT status while the strong player thinks (a second at most).
            return qsTr("Thinking about the best turn…");
        var a = plan;
        if (a.length === 0)
            return "";
        var first = a[0];
        if (first.kind === "place")
            //: HINT advice: ghost dice numbered 1, 2, 3… show where the dice go; %n is how many dice.
            return qsTr("HINT: place %n dice as the numbered ghosts show, in that order.", "", a.length);
        if (first.kind === "adjust" && first.delta > 0)
            //: HINT advice: a power is worth its cost; %1 is the die's value (1-6), %Ln the points the use costs (a plural message).
            return qsTr("HINT: select the %1 and use INCREASE +1 (−%Ln points).", "", cost).arg(first.value);
        if (first.kind === "adjust")
            //: HINT advice: a power is worth its cost; %1 is the die's value (1-6), %Ln the points the use costs (a plural message).
            return qsTr("HINT: select the %1 and use DECREASE −1 (−%Ln points).", "", cost).arg(first.value);
        if (first.kind === "reroll")
            //: HINT advice: REROLL is worth its cost; %n is how many dice, %1 their values as a list ("2 and 5"), %2 what the use costs ("−10 points", the next message).
            return qsTr("HINT: press REROLL, choose %n dice (%1), then REROLL (%2).", "", first.dice.length)
                       //: HINT advice, the cost of the REROLL it advises; %Ln the points (a plural message).
                       .arg(Numbers.list(first.values || [])).arg(qsTr("−%Ln points", "", cost));
        //: HINT advice in a MAGDAGDON: no power is worth it; accept and ruin the cell marked ×.
        return qsTr("HINT: press ACCEPT MAGDAGDON, then ruin the cell marked ×.");
    }

    /*! The turn's minimum (R2.1) and how many dice are prepared. */
    function requiredText(required, prepared) {
        //: Status panel: the minimum dice this turn (R2.1); %n is that number, %1 how many are prepared.
        return qsTr("At least %n dice this turn · %1 prepared", "", required).arg(prepared);
    }
    /*! The risk line before ROLL or while placing; ``figure`` is the formatted percentage. */
    function riskText(phase, figure) {
        return phase === "ROLL"
               //: Live indicator before ROLL: the chance that this roll is a MAGDAGDON (no way to place the dice the turn needs); %1 is the percentage already formatted ("12.5" or "<0.1").
               ? qsTr("Chance that this ROLL is a MAGDAGDON: %1%").arg(figure)
               //: Live indicator while placing: the chance that the next turn's roll is a MAGDAGDON if the board is confirmed as it is now; %1 is the percentage already formatted ("12.5" or "<0.1").
               : qsTr("If you confirm this board, the next ROLL is a MAGDAGDON with a chance of %1%").arg(figure);
    }

    // The score counts up (or down) to its new value; the session's number is final at once.
    property int shownScore: session.score
    Behavior on shownScore { NumberAnimation { duration: Theme.countUp; easing.type: Easing.OutCubic } }

    ColumnLayout {
        id: layout
        anchors.fill: parent
        anchors.margins: Theme.margin * 0.6
        spacing: root.spacing

        RowLayout {
            Layout.fillWidth: true
            Layout.preferredHeight: root.headerHeight
            Layout.maximumHeight: root.headerHeight
            spacing: Theme.gap
            ColumnLayout {
                spacing: 0
                Layout.fillWidth: true
                Text {
                    objectName: "turnLabel"
                    Layout.fillWidth: true
                    //: Status panel: the turn being played; %1 is the turn number.
                    text: qsTr("Turn %1").arg(root.session.turn)
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontLarge
                    font.weight: Font.Bold
                    elide: Text.ElideRight
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
                Text {
                    Layout.alignment: Qt.AlignRight
                    //: Status panel, small caption above the running score.
                    text: qsTr("Score")
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.DemiBold
                }
                Text {
                    objectName: "scoreLabel"
                    Layout.alignment: Qt.AlignRight
                    //: The running score; %1 is the number, already written the language's way (with a true minus: −15).
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

        Rectangle {   // what to do now; the dead end (R6.4) is a warning with its own mark
            Layout.fillWidth: true
            Layout.preferredHeight: root.statusHeight
            Layout.maximumHeight: root.statusHeight
            radius: Theme.radius * 0.6
            color: root.warning ? Theme.danger : Theme.paper
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: Theme.gap
                anchors.rightMargin: Theme.gap
                spacing: Theme.gap
                Text {
                    visible: root.warning
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
                    Layout.maximumHeight: root.lineBody * root.statusLines
                    wrapMode: Text.WordWrap
                    maximumLineCount: root.statusLines
                    elide: Text.ElideRight
                    color: root.warning ? Theme.onAccent : Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    font.weight: Font.DemiBold
                    // One sentence per row of the session's table (status.py): always true
                    // for what is on screen.
                    text: root.sentence(root.session.status, root.session.statusArgs)
                }
            }
        }
        Text {
            objectName: "requiredLabel"
            Layout.fillWidth: true
            Layout.preferredHeight: root.lineSmall * root.requiredLines
            opacity: root.session.phase !== "OVER" ? 1 : 0   // its room stays
            wrapMode: Text.WordWrap
            maximumLineCount: root.requiredLines
            elide: Text.ElideRight
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
            font.weight: Font.DemiBold
            text: root.requiredText(root.session.required, root.session.preparedCount)
        }

        Rectangle {   // the HINT: thinking, then what the strong player would do
            objectName: "hintAdvice"
            Layout.fillWidth: true
            Layout.preferredHeight: root.adviceHeight
            visible: root.hints !== null
            // Its room is kept when there is no advice: the panel never changes height.
            color: root.thinking || root.advice.length > 0 ? Theme.tealLight : "transparent"
            border.color: root.thinking || root.advice.length > 0 ? Theme.teal : "transparent"
            radius: Theme.radius * 0.6
            border.width: 1
            RowLayout {
                id: adviceRow
                visible: root.thinking || root.advice.length > 0
                anchors.fill: parent
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
                    Layout.preferredWidth: Theme.fontBody * 0.8
                    Layout.preferredHeight: Theme.fontBody * 0.8
                    Layout.leftMargin: Theme.gap * 0.2
                    rotation: 45
                    radius: 2
                    color: Theme.teal
                }
                Text {
                    objectName: "hintText"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    maximumLineCount: root.smallLines
                    elide: Text.ElideRight
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.DemiBold
                    text: root.adviceText(root.thinking, root.advice, root.session.nextPenalty)
                }
            }
            Text {
                id: riskLabel
                objectName: "riskLabel"
                readonly property real risk: root.hints ? root.hints.risk : 0
                readonly property real percent: riskLabel.risk * 100
                // Meaningless during a MAGDAGDON (it is one) and at game end: its room stays.
                readonly property bool meaningful: root.session.phase === "ROLL" || root.session.phase === "PLACE"
                // It shares its room with the HINT's advice, which takes it while shown.
                anchors.fill: parent
                anchors.topMargin: Theme.gap * 0.5
                visible: root.hints !== null
                opacity: riskLabel.meaningful && !root.thinking && root.advice.length === 0 ? 1 : 0
                wrapMode: Text.WordWrap
                maximumLineCount: root.smallLines
                elide: Text.ElideRight
                verticalAlignment: Text.AlignTop
                color: riskLabel.risk >= 0.25 ? Theme.danger : Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontSmall
                font.weight: Font.DemiBold
                // One precision for every percentage: one decimal ("0.8", "12.5"); below 0.05
                // but not zero, "<0.1".
                readonly property string figure: riskLabel.percent > 0 && riskLabel.percent < 0.05
                    //: Risk line: a chance below the smallest one shown ("<0.1"); %1 is 0.1 in the language's digits.
                    ? qsTr("<%1").arg(Number(0.1).toLocaleString(Qt.locale(), "f", 1))
                    : Number(riskLabel.percent).toLocaleString(Qt.locale(), "f", 1)
                text: root.riskText(root.session.phase, riskLabel.figure)
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
        }

    }
}
