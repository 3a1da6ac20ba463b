pragma Singleton
import QtQuick

// The item the guided game waits for, by objectName ("" outside it). The dice, cells and
// action buttons compare it with their own name to set their `tutorialTarget` (issue 13).
QtObject {
    property string target: ""
}
