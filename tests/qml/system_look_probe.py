"""Runs the real window under a stand-in desktop portal and reports which palette it shows as
the desktop's colour scheme and contrast change (issue 15: the "system" theme, live).

Run by tests/qml/test_system_theme.py inside ``dbus-run-session``, with Qt's xdgdesktopportal
platform theme; prints one JSON object: the window's paper colour after each change.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

STEPS = ("color-scheme=2", "color-scheme=1", "contrast=1", "contrast=0", "color-scheme=0")


def main(portal_python: str, settings_path: str, theme: str) -> int:
    from fake_portal import PortalProcess  # beside this script (run as a file, not collected)

    portal = PortalProcess(portal_python, "color-scheme=1")

    from PySide6.QtCore import QDeadlineTimer, QEventLoop, QtMsgType, qInstallMessageHandler
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQuick import QQuickWindow

    from magdagdon.app.startup import ensure_application
    from magdagdon.app.wiring import application, create_engine
    from magdagdon.storage import make_settings

    problems: list[str] = []

    def collect(mode: QtMsgType, context: object, message: str) -> None:
        if mode in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            problems.append(message)

    app = ensure_application()
    engine = create_engine(make_settings(Path(settings_path)), lang="en", seed=1)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    if theme:
        window.setProperty("themeOverride", theme)
    qInstallMessageHandler(
        collect
    )  # from here on: the portal's (absent) file chooser is no concern
    window.show()

    def paper() -> str:
        return str(window.property("color").name())

    style = QGuiApplication.styleHints()
    access = style.accessibility()  # kept: a wrapper made anew each call is deleted early

    def desktop() -> tuple[str, str]:
        """What Qt knows of the desktop's look (the portal's change has reached it or not)."""
        return style.colorScheme().name, str(access.contrastPreference())

    def settle(until_changed_from: str | None) -> None:
        """Until the window's paper changes, or Qt has seen the desktop change and the window
        had 150 ms to follow it (a chosen theme's paper never changes: no 1.5 s wait)."""
        told = desktop()
        deadline = QDeadlineTimer(1500)
        seen_at: QDeadlineTimer | None = None
        while not deadline.hasExpired():
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            if until_changed_from is not None and paper() != until_changed_from:
                break
            if until_changed_from is not None and seen_at is None and desktop() != told:
                seen_at = QDeadlineTimer(150)
            if seen_at is not None and seen_at.hasExpired():
                break
        for _ in range(5):
            app.processEvents()

    settle(None)
    seen = {"start": paper()}
    hints = QGuiApplication.styleHints()
    for step in STEPS:
        before = paper()
        portal.change(step)
        settle(before)
        seen[step] = paper()
    seen["scheme"] = hints.colorScheme().name
    portal.close()
    print(json.dumps({"paper": seen, "problems": problems}))
    service = application(engine).hints
    if service is not None:
        service.shutdown()
    window.close()
    engine.deleteLater()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
