import QtQuick
import QtQuick.Layouts
import Magdagdon

// One figure of the statistics: the number large, what it is small under it.
Rectangle {
    id: root
    property string value: ""
    property string label: ""

    implicitHeight: column.implicitHeight + Theme.gap * 2
    implicitWidth: Theme.touch * 3
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.line
    Accessible.role: Accessible.StaticText
    //: Screen-reader name of a statistics card; %1 what the figure is, %2 the figure.
    Accessible.name: qsTr("%1: %2").arg(label).arg(value)

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 0
        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: root.value
            color: Theme.berry
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontTitle
            font.weight: Font.Bold
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontBody
        }
        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: root.label
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            color: Theme.inkSoft
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
            font.weight: Font.DemiBold
        }
    }
}
