"""The yardstick for bench_startup.py: an empty Qt Quick Controls window with one Button.

Started exactly like MAGDAGDON (a Python process, PySide6, Basic style, a 1280x800
ApplicationWindow from a QQmlApplicationEngine), so the difference is the game's own cost.
Accepts and ignores MAGDAGDON's ``--settings-file PATH`` so both take the same command line.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuickControls2 import QQuickStyle

QML = b"""
import QtQuick
import QtQuick.Controls
ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    title: "empty"
    Button { anchors.centerIn: parent; text: "Button" }
}
"""


def main() -> int:
    QQuickStyle.setStyle("Basic")
    app = QGuiApplication(sys.argv[:1])
    engine = QQmlApplicationEngine()
    engine.loadData(QML)
    if not engine.rootObjects():
        return 1
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
