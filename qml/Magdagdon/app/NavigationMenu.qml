pragma ComponentBehavior: Bound
import QtQml
import QtQuick
import QtQuick.Controls
import Magdagdon

// MORE's menu (NavigationBar.qml): the screens the bar has no room for, with their icons; a
// menu the keyboard (arrows, Enter, Escape) and screen readers (named menu items) reach like
// any. Its own file, made on first use, so the first frame loads no menu.
Menu {
    id: navMenu
    objectName: "moreMenu"
    required property var bar       // the NavigationBar: its hidden buttons, current page, open()
    required property Item button   // MORE, under which the menu opens
    property bool byKey: false      // opened with a key: the keyboard lands on its first entry
    parent: button
    // Above the cards that lie in the overlay (the first start's offer, z 5), under the
    // dialogs (z 90-100): opened over the offer, the menu was hidden behind it.
    z: 50
    y: button.height
    x: button.width - width
    padding: Math.round(Theme.gap * 0.4)
    // As wide as its widest entry (its icon, its words and its paddings).
    width: Math.max(Theme.touch * 4, navMenu.bar.hidden.reduce((w, b) => Math.max(w, menuMetrics.advanceWidth(b.text)), menuMetrics.font.pixelSize * 0) + Math.round(Theme.touch * 0.5) + Theme.gap * 3.5 + padding * 2 + 2)
    FontMetrics {
        id: menuMetrics
        font.family: Theme.fontFamily
        font.pixelSize: Theme.fontSmall
        font.weight: Font.Black
    }
    onOpened: if (byKey)
        currentIndex = 0
    background: Rectangle {
        implicitWidth: Theme.touch * 4
        radius: Theme.radius * 0.6
        color: Theme.card
        border.color: Theme.line
        border.width: Theme.lineWidth
    }
    Instantiator {
        model: navMenu.bar.hidden
        onObjectAdded: (index, object) => navMenu.insertItem(index, object as MenuItem)
        onObjectRemoved: (index, object) => navMenu.removeItem(object as MenuItem)
        MenuItem {
            id: entry
            required property var modelData   // the bar's button it stands for (with its page)
            objectName: modelData.objectName.replace("Button", "MenuItem")
            text: modelData.text
            implicitHeight: Math.max(Theme.touch, contentItem.implicitHeight + Theme.gap)
            leftPadding: Theme.gap
            rightPadding: Theme.gap * 1.5
            onTriggered: navMenu.bar.open(entry.modelData)
            contentItem: Row {
                spacing: Theme.gap
                NavIcon {
                    anchors.verticalCenter: parent.verticalCenter
                    width: Math.round(Theme.touch * 0.5)
                    height: width
                    name: entry.modelData.iconName
                    color: Theme.ink
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: entry.text
                    color: Theme.ink
                    font.family: Theme.fontFamily
                    font.pixelSize: Theme.fontSmall
                    font.weight: entry.modelData.page === navMenu.bar.current ? Font.Black : Font.Bold
                }
            }
            background: Rectangle {
                radius: Theme.radius * 0.5
                color: entry.highlighted || entry.down ? Theme.paperDeep : "transparent"
                border.color: entry.modelData.page === navMenu.bar.current ? Theme.line : "transparent"
                FocusRing {
                    shown: entry.visualFocus || (entry.highlighted && entry.activeFocus)
                    radiusOf: Theme.radius * 0.5
                    anchors.margins: 0
                }
            }
        }
    }
}
