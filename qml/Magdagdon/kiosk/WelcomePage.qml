pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Magdagdon.Backend
import Magdagdon

// The kiosk's face to a passer-by: the title, "Tap to play", today's best scores for the
// kiosk's difficulty, the language picker (each language by its own name) and the bot
// playing a game with one-line captions of why each move is allowed. A tap anywhere except
// on a language starts a fresh game.
Item {
    id: root
    required property KioskController kiosk
    required property GameSession session
    required property Language language
    signal howToPlay   // HOW TO PLAY: the kiosk window runs the guided game (issue 13)
    // "magdagdon --kiosk --theme X": that theme for this run, over the operator's choice.
    property string themeOverride: ""

    readonly property bool landscape: width >= height
    readonly property GameSession demo: kiosk.attractSession

    // The kiosk's look (issue 15): the theme, text size and motion its operator chose
    // (kiosk.look, kept in the store). This page lives as long as the kiosk window, so the
    // bindings hold on every screen.
    Binding {
        target: Theme
        property: "choice"
        value: root.themeOverride !== "" ? root.themeOverride : root.kiosk.look.theme
    }
    Binding {
        target: Theme
        property: "textScale"
        value: root.kiosk.look.textSize / 100
    }
    Binding {
        target: Theme
        property: "reducedMotion"
        value: root.kiosk.look.reducedMotion
    }

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop {
                position: 0.0
                color: Theme.paper
            }
            GradientStop {
                position: 1.0
                color: Theme.paperDeep
            }
        }
    }

    // ---- the bot's game, with its caption ------------------------------------------------
    // The caption follows the motion: after a move of the bot's it waits until the dice have
    // settled (shown at once, it named the rolled values while the dice still tumbled).
    property string caption: ""
    readonly property int settle: Theme.tumble + 3 * Theme.stagger
    Component.onCompleted: root.caption = root.kiosk.caption
    Connections {
        target: root.demo
        // (not restarted by moves faster than that: the caption would never come)
        function onGameChanged() {
            if (root.settle > 0 && !captionHold.running)
                captionHold.start();
        }
    }
    Connections {
        target: root.kiosk
        // Later: the bot's move (and so the hold) may be signalled after the caption.
        function onCaptionChanged() {
            Qt.callLater(root.showCaption);
        }
    }
    function showCaption() {
        if (!captionHold.running)
            root.caption = root.kiosk.caption;
    }
    Timer {
        id: captionHold
        interval: Math.max(1, root.settle)
        onTriggered: root.caption = root.kiosk.caption
    }
    Item {
        id: demoArea
        x: Theme.margin * 2
        y: root.landscape ? Theme.margin * 2 : titleBlock.y + titleBlock.height + Theme.margin * 2
        // Landscape: large text takes the demo's room for the title and the panel.
        width: root.landscape ? root.width * (Theme.textScale > 1.4 ? 0.44 : 0.54) : root.width - Theme.margin * 4
        // Portrait: the demo takes what the title, the panel and the languages leave.
        height: root.landscape ? root.height - Theme.margin * 4 : Math.max(root.height * 0.3, Math.min(root.height * 0.52, root.height - y - panel.implicitHeight - languages.height - Theme.margin * 7))

        // The bot's game and its frame are made while this screen shows, and let go while a
        // visitor plays or an operator works (issue 16: ~7 MiB of board, dice and their
        // drawings, the kiosk's memory after ten games); coming back makes them again on the
        // game as it is.
        Loader {
            anchors.fill: parent
            active: root.visible
            sourceComponent: Item {
                Rectangle {   // a quiet frame: this is a game being shown, not the visitor's own
                    x: -Theme.margin
                    y: -Theme.margin
                    width: parent.width + Theme.margin * 2
                    height: parent.height + Theme.margin * 2
                    radius: Theme.radius * 1.6
                    color: Qt.rgba(Theme.card.r, Theme.card.g, Theme.card.b, 0.4)
                    border.color: Theme.line
                    border.width: Theme.lineWidth
                }
                Text {
                    id: demoLabel
                    objectName: "attractLabel"
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    //: Welcome screen, above the game the computer plays by itself (attract mode). Room: 49
                    //: characters.
                    text: qsTr("Watch a game — then try to beat it")
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    font.weight: Font.DemiBold
                    wrapMode: Text.WordWrap
                }
                BoardView {
                    id: demoBoard
                    objectName: "attractBoard"
                    session: root.demo
                    takeBack: false   // the bot's prepared dice: nothing for a visitor to take back
                    y: demoLabel.height + Theme.gap
                    width: parent.width
                    height: parent.height - y - caption.height - demoTray.height - Theme.gap * 3
                }
                Rectangle {
                    id: caption
                    objectName: "attractCaptionBox"
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: demoBoard.y + demoBoard.height + Theme.gap
                    width: Math.min(parent.width, Math.max(demoBoard.width * 0.5, captionText.implicitWidth + Theme.margin * 2))
                    height: Theme.fontLarge * 2.4
                    radius: height / 2
                    color: Theme.teal
                    opacity: root.caption === "" ? 0 : 1
                    Behavior on opacity {
                        NumberAnimation {
                            duration: Theme.tumble
                        }
                    }
                    Text {
                        id: captionText
                        objectName: "attractCaption"
                        anchors.centerIn: parent
                        width: Math.min(implicitWidth, parent.parent.width - Theme.margin * 2)
                        text: root.caption
                        color: Theme.onAccent
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontLarge
                        font.weight: Font.Bold
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 12
                        horizontalAlignment: Text.AlignHCenter
                    }
                }
                DiceTray {
                    id: demoTray
                    session: root.demo
                    dropTarget: demoBoard
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: caption.y + caption.height + Theme.gap
                    width: Math.min(parent.width, dieSize * 4 + Theme.gap * 5)
                    dieSize: Math.min(Theme.touch * 1.6, parent.width / 5)
                }
            }
        }
    }

    // ---- title ---------------------------------------------------------------------------
    ColumnLayout {
        id: titleBlock
        x: root.landscape ? demoArea.x + demoArea.width + Theme.margin * 2 : Theme.margin
        // Landscape: centred, but never down onto the language picker.
        y: root.landscape ? Math.max(Theme.margin * 2, Math.min((root.height - titleBlock.height - panel.implicitHeight - Theme.margin * 2) / 2, languages.y - Theme.margin * 2 - panel.implicitHeight - Theme.margin * 2 - titleBlock.height)) : Theme.margin * 2
        width: root.landscape ? root.width - x - Theme.margin * 2 : root.width - Theme.margin * 2
        spacing: 0

        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: "CUBIRI ORIGINAL"   // the maker's label, the same in every language
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
            font.weight: Font.Bold
            font.letterSpacing: Theme.fontSmall * 0.35
        }
        Text {
            objectName: "welcomeTitle"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: "MAGDAGDON"   // the game's name, the same in every language
            color: Theme.berry
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontHuge * 1.5
            font.weight: Font.Bold
            font.letterSpacing: Theme.fontHuge * 0.08
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 24
        }
        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            //: Welcome screen, under the title: what the game is, in a few words. Room: 62 characters.
            text: qsTr("Roll four dice. Grow one field of numbers.")
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontLarge
            font.weight: Font.DemiBold
            wrapMode: Text.WordWrap
        }
    }

    // ---- tap to play, today's best, languages ----------------------------------------------
    ColumnLayout {
        id: panel
        z: 1   // above the tap-anywhere area: HOW TO PLAY takes its own taps (issue 13)
        x: titleBlock.x
        width: titleBlock.width
        y: root.landscape ? titleBlock.y + titleBlock.height + Theme.margin * 2 : demoArea.y + demoArea.height + Theme.margin * 2.5
        spacing: Theme.margin

        Rectangle {
            id: playPill
            objectName: "tapToPlay"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Math.min(panel.width, Math.max(playText.implicitWidth + Theme.margin * 4, Theme.touch * 6))
            Layout.preferredHeight: Math.max(Theme.touch * 1.8, playText.implicitHeight + Theme.gap * 2)
            radius: height / 2
            color: Theme.berry
            border.color: Theme.berryDark
            border.width: Math.max(2, Theme.lineWidth, height * 0.04)
            SequentialAnimation on scale {
                running: root.visible && Theme.tumble > 0
                loops: Animation.Infinite
                NumberAnimation {
                    from: 1.0
                    to: 1.05
                    duration: 900
                    easing.type: Easing.InOutSine
                }
                NumberAnimation {
                    from: 1.05
                    to: 1.0
                    duration: 900
                    easing.type: Easing.InOutSine
                }
            }
            Text {
                id: playText
                anchors.centerIn: parent
                width: parent.width - Theme.margin * 2
                horizontalAlignment: Text.AlignHCenter
                //: The welcome screen's big call to action on the kiosk. Room: 19 characters.
                text: qsTr("Tap to play")
                color: Theme.onAccent
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontTitle * 1.3
                font.weight: Font.Bold
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 14
            }
        }

        // The guided game (issue 13): over the tap-anywhere area, so it gets its own taps.
        ActionButton {
            objectName: "welcomeHowToPlay"
            Layout.alignment: Qt.AlignHCenter
            z: 2
            size: Theme.touch * 1.2
            tone: Theme.teal
            //: Kiosk welcome screen button: a short guided game that teaches the rules by playing. Room: 16
            //: characters.
            text: qsTr("HOW TO PLAY")
            onClicked: root.howToPlay()
        }

        Rectangle {
            id: best
            objectName: "todayBest"
            Layout.fillWidth: true
            Layout.maximumWidth: Theme.touch * 10 * Math.max(1, Theme.textScale * 0.8)
            Layout.alignment: Qt.AlignHCenter
            implicitHeight: bestColumn.implicitHeight + Theme.margin * 1.4
            radius: Theme.radius
            color: Theme.card
            border.color: Theme.line

            ColumnLayout {
                id: bestColumn
                anchors.fill: parent
                anchors.margins: Theme.margin * 0.7
                spacing: Theme.gap * 0.5
                Text {
                    Layout.fillWidth: true
                    //: Welcome screen heading; %1 is the difficulty (PEACEFUL, SURVIVAL, NIGHTMARE). Room: 27
                    //: characters.
                    text: qsTr("Today's best · %1").arg(root.session.difficulty)
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontLarge
                    font.weight: Font.Bold
                    wrapMode: Text.WordWrap
                }
                Text {
                    objectName: "todayEmpty"
                    visible: root.kiosk.todayBest.length === 0
                    Layout.fillWidth: true
                    //: Welcome screen, when nobody has finished a game today. Room: 66 characters.
                    text: qsTr("No games yet today. Be the first!")
                    color: Theme.inkSoft
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontBody
                    font.weight: Font.DemiBold
                    wrapMode: Text.WordWrap
                }
                Repeater {
                    model: root.kiosk.todayBest
                    delegate: RowLayout {
                        id: entry
                        required property var modelData
                        Layout.fillWidth: true
                        spacing: Theme.gap
                        Rectangle {
                            Layout.preferredWidth: Theme.fontBody * 1.8
                            Layout.preferredHeight: Theme.fontBody * 1.8
                            radius: width / 2
                            color: entry.modelData.rank === 1 ? Theme.gold : Theme.paperDeep
                            Text {
                                anchors.centerIn: parent
                                text: entry.modelData.rank
                                color: entry.modelData.rank === 1 ? Theme.goldInk : Theme.ink
                                font.family: Theme.fontFamily
                                font.pixelSize: Theme.fontBody
                                font.weight: Font.Bold
                            }
                        }
                        Text {
                            Layout.fillWidth: true
                            text: entry.modelData.time
                            color: Theme.inkSoft
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontBody
                        }
                        Text {
                            //: Welcome screen, one of today's best scores; %1 is the number, already written
                            //: the language's way (−15). Room: 3 characters.
                            text: qsTr("%1").arg(Numbers.whole(entry.modelData.score))
                            color: Theme.ink
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontLarge
                            font.weight: Font.Bold
                        }
                    }
                }
            }
        }
    }

    // A tap anywhere (board, title, scores) starts a game; only the languages are spared.
    MouseArea {
        objectName: "welcomeTapArea"
        anchors.fill: parent
        onClicked: root.kiosk.play()
    }

    // One row under the panel where the three fit; where they do not (a small or square
    // screen, large text), the languages wrap onto a second row rather than run off the edge.
    Flow {
        id: languages
        objectName: "languagePicker"
        readonly property real room: root.landscape ? panel.width : root.width - Theme.margin * 2
        readonly property real oneRow: {
            var w = 0, n = 0;
            for (var i = 0; i < children.length; i++) {
                if (children[i].visible && children[i].implicitWidth > 0) {
                    w += children[i].implicitWidth;
                    n++;
                }
            }
            return w + spacing * Math.max(0, n - 1);
        }
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.margin * 1.5
        width: Math.min(room, oneRow)
        x: root.landscape ? panel.x + (panel.width - width) / 2 : (root.width - width) / 2
        spacing: Theme.gap
        Repeater {
            model: root.language.available
            delegate: ActionButton {
                required property var modelData
                objectName: "language_" + modelData.code
                size: Theme.touch * 1.1
                text: modelData.name   // each language by its own name: never translated
                tone: root.language.current === modelData.code ? Theme.teal : Theme.card
                toneInk: root.language.current === modelData.code ? Theme.onAccent : Theme.ink
                font.weight: Font.Bold
                font.capitalization: Font.MixedCase
                Accessible.checked: root.language.current === modelData.code
                onClicked: root.language.setCurrent(modelData.code)
            }
        }
    }
}
