pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Window
import Magdagdon.Backend
import Magdagdon

// The kiosk operator's screen, reached only through the PIN: the kiosk's difficulty and
// language, its look (theme, text size, reduced motion: issue 15), clearing the high scores
// (a second tap confirms), changing the PIN, the recent
// operator log-ins, back to the welcome screen, and leaving kiosk mode. Everything is a
// large tap target; nothing needs a keyboard.
Rectangle {
    id: root
    required property KioskController kiosk
    required property GameSession session
    required property Language language
    required property Store store
    readonly property bool landscape: width >= height
    property bool clearArmed: false
    property bool cleared: false
    property bool pinChanged: false

    objectName: "operatorPage"
    color: Theme.paper
    onVisibleChanged: {
        clearArmed = false;
        cleared = false;
        pinChanged = false;
    }

    Connections {
        target: root.kiosk
        function onPinSet() {
            root.pinChanged = true;
        }
    }

    MouseArea {
        anchors.fill: parent
    }   // taps on the page background do nothing

    // A control reached with Tab (an operator's keyboard) scrolls into view.
    readonly property Item focused: Window.activeFocusItem
    onFocusedChanged: {
        var item = root.focused;
        for (var up = item; up !== null; up = up.parent) {
            if (up === flick.contentItem) {
                var top = item.mapToItem(flick.contentItem, 0, 0).y;
                var most = Math.max(0, flick.contentHeight - flick.height);
                if (top < flick.contentY)
                    flick.contentY = Math.max(0, top - Theme.margin);
                else if (top + item.height > flick.contentY + flick.height)
                    flick.contentY = Math.min(most, top + item.height - flick.height + Theme.margin);
                return;
            }
        }
    }

    // The page scrolls when its sections are taller than the screen (large text, portrait).
    Flickable {
        id: flick
        objectName: "operatorScroll"
        ScrollIndicator.vertical: ScrollIndicator {}   // more below: the bar says so
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: footer.top
        contentHeight: page.implicitHeight + Theme.margin * 4
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ColumnLayout {
            id: page
            x: Theme.margin * 2
            y: Theme.margin * 2
            width: flick.width - Theme.margin * 4
            spacing: Theme.margin

            Text {
                Layout.fillWidth: true
                //: Title of the kiosk operator's screen. Room: 12 characters.
                text: qsTr("Operator")
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontTitle * 1.3
                font.weight: Font.Bold
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                Layout.fillWidth: true
                Layout.bottomMargin: Theme.margin
                wrapMode: Text.WordWrap
                //: Operator screen, under the title; %n is the idle time in seconds before a game is
                //: abandoned. Room: any length (the page scrolls).
                text: qsTr("Settings of this kiosk. Without a touch for %n seconds, a game in progress is abandoned.", "", Math.round(root.kiosk.idleMs / 1000))
                color: Theme.inkSoft
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontBody
                font.weight: Font.DemiBold
            }

            GridLayout {
                Layout.fillWidth: true
                // As many sections side by side as their text leaves room for (1 to 4).
                columns: Math.max(1, Math.min(4, Math.floor(page.width / (Theme.touch * 6 * Theme.textScale))))
                columnSpacing: Theme.margin * 2
                rowSpacing: Theme.margin

                ColumnLayout {   // difficulty
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.gap
                    Text {
                        //: Operator screen section heading. Room: 14 characters.
                        text: qsTr("Difficulty")
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontLarge
                        font.weight: Font.Bold
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                    }
                    Repeater {
                        model: root.session.difficulties.map(facts => facts.difficulty)
                        delegate: ChoiceRow {
                            required property string modelData
                            objectName: "operatorDifficulty" + modelData
                            Layout.fillWidth: true
                            title: modelData   // difficulty names are not translated
                            checked: root.session.difficulty === modelData
                            onClicked: root.kiosk.setDifficulty(modelData)
                        }
                    }
                }

                ColumnLayout {   // actions
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.gap
                    Text {
                        //: Operator screen section heading. Room: 8 characters.
                        text: qsTr("Kiosk")
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontLarge
                        font.weight: Font.Bold
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                    }
                    ActionButton {
                        objectName: "operatorClearScores"
                        Layout.fillWidth: true
                        tone: root.clearArmed ? Theme.danger : Theme.inkSoft
                        text: root.clearArmed ?
                        //: Operator button, second step: tap again to really clear the scores. Room: 27
                        //: characters.
                        qsTr("TAP AGAIN TO CLEAR") :
                        //: Operator button: empty every high-score table. Room: 28 characters.
                        qsTr("CLEAR HIGH SCORES")
                        onClicked: {
                            if (root.clearArmed) {
                                root.kiosk.clearHighScores();
                                root.clearArmed = false;
                                root.cleared = true;
                            } else {
                                root.clearArmed = true;
                                root.cleared = false;
                            }
                        }
                    }
                    Text {
                        objectName: "operatorClearedLabel"
                        visible: root.cleared
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        //: Operator screen, after the high scores were cleared. Room: any length (the page
                        //: scrolls).
                        text: qsTr("All high scores are cleared.")
                        color: Theme.teal
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontBody
                        font.weight: Font.Bold
                    }
                    ActionButton {
                        objectName: "operatorChangePin"
                        Layout.fillWidth: true
                        tone: Theme.inkSoft
                        //: Operator button: choose a new operator PIN (typed twice). Room: 15 characters.
                        text: qsTr("CHANGE PIN")
                        onClicked: {
                            root.pinChanged = false;
                            root.kiosk.changePin();
                        }
                    }
                    Text {
                        objectName: "operatorPinChangedLabel"
                        visible: root.pinChanged
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: root.kiosk.pinPad.saved ?
                        //: Operator screen, after a new PIN was set.
                        //: Room: any length (the page scrolls).
                        qsTr("The new PIN is set.") :
                        //: Operator screen, after a new PIN was set that could not be written to disk.
                        //: Room: 93 characters.
                        qsTr("The new PIN could not be saved: it holds until the kiosk restarts.")
                        color: root.kiosk.pinPad.saved ? Theme.teal : Theme.danger
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontBody
                        font.weight: Font.Bold
                    }
                    ActionButton {
                        objectName: "operatorExit"
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.margin
                        tone: Theme.berry
                        //: Operator button: quit kiosk mode (the game closes). Room: 21 characters.
                        text: qsTr("EXIT KIOSK MODE")
                        onClicked: root.kiosk.exitKiosk()
                    }
                }

                ColumnLayout {   // language
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.gap
                    Text {
                        //: Operator screen section heading. Room: 12 characters.
                        text: qsTr("Language")
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.family: Theme.fontFamily
                        font.pixelSize: Theme.fontLarge
                        font.weight: Font.Bold
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                    }
                    Repeater {
                        model: root.language.available
                        delegate: ChoiceRow {
                            required property var modelData
                            objectName: "operatorLanguage_" + modelData.code
                            Layout.fillWidth: true
                            title: modelData.name   // each language by its own name
                            checked: root.language.current === modelData.code
                            onClicked: root.kiosk.setLanguage(modelData.code)
                        }
                    }
                    ChoiceRow {
                        objectName: "operatorKioskDaily"
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.gap
                        //: Operator screen: a switch; when on, every visitor plays today's daily challenge
                        //: (the same dice for all that day). Room: 30 characters.
                        title: qsTr("Today's daily for all")
                        //: Operator screen: the line under the daily switch. Room: any length (the page
                        //: scrolls).
                        detail: qsTr("Every game today uses the same dice, so today's best scores compare fairly.")
                        checked: root.store.kioskDaily
                        onClicked: root.store.kioskDaily = !root.store.kioskDaily
                    }
                }

                ColumnLayout {   // the kiosk's look (issue 15) and sound (issue 38): kept in the store, applied at once
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.margin
                    OperatorLookSection {
                        look: root.kiosk.look
                        Layout.fillWidth: true
                    }
                    OperatorSoundSection {
                        look: root.kiosk.look
                        Layout.fillWidth: true
                    }
                }
            }
            Text {
                Layout.topMargin: Theme.margin
                //: Operator screen section heading: the latest PIN entries, right and wrong. Room: 35
                //: characters.
                text: qsTr("Recent operator log-ins")
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontLarge
                font.weight: Font.Bold
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            ColumnLayout {
                id: logList
                objectName: "operatorLog"
                Layout.fillWidth: true
                spacing: Theme.gap * 0.5
                Repeater {
                    objectName: "operatorLogRows"
                    model: root.kiosk.pinPad.log
                    delegate: RowLayout {
                        id: logRow
                        required property var modelData
                        Layout.fillWidth: true
                        spacing: Theme.margin
                        Text {
                            objectName: "operatorLogTime"
                            Layout.alignment: Qt.AlignTop
                            text: logRow.modelData.time
                            color: Theme.inkSoft
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontBody
                        }
                        Text {
                            Layout.fillWidth: true
                            Layout.alignment: Qt.AlignTop
                            color: logRow.modelData.event === "wrong" ? Theme.danger : Theme.ink
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.DemiBold
                            wrapMode: Text.WordWrap
                            text: logRow.modelData.event === "login" ?
                            //: Operator log entry: the right PIN was entered. Room: 26 characters.
                            qsTr("Operator logged in") : logRow.modelData.event === "wrong" ?
                            //: Operator log entry: a wrong PIN was entered. Room: 15 characters.
                            qsTr("Wrong PIN") : logRow.modelData.event === "changed" ?
                            //: Operator log entry: the PIN was changed on this page.
                            //: Room: 16 characters.
                            qsTr("PIN changed") : logRow.modelData.event === "reset" ?
                            //: Operator log entry: the machine's administrator set a new PIN from the command
                            //: line.
                            //: Room: 42 characters.
                            qsTr("PIN reset by the administrator") : logRow.modelData.event === "migrated" ?
                            //: Operator log entry: a PIN stored in clear by an older version was moved into
                            //: the secure store.
                            //: Room: 44 characters.
                            qsTr("Old PIN moved to secure storage") :
                            //: Operator log entry: the first PIN was set at the kiosk's first start. Room: 15
                            //: characters.
                            qsTr("PIN set")
                        }
                    }
                }
            }
        }
    }
    // The way back stays in reach however far the page is scrolled.
    Rectangle {
        id: footer
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: backButton.implicitHeight + Theme.margin * 2
        color: Theme.paperDeep
        Rectangle {
            width: parent.width
            height: 1
            color: Theme.line
        }
        ActionButton {
            id: backButton
            objectName: "operatorBack"
            anchors.centerIn: parent
            width: Math.min(parent.width - Theme.margin * 4, Math.max(implicitWidth, Theme.touch * 8))
            tone: Theme.teal
            //: Operator button: leave the operator screen for the welcome screen. Room: 24 characters.
            text: qsTr("BACK TO THE KIOSK")
            onClicked: root.kiosk.home()
        }
    }
}
