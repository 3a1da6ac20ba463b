"""A real desktop window per test, in the language asked for, driven only by taps
(the game screen's fixtures from tests/qml, with a language and a restart)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import qInstallMessageHandler
from PySide6.QtQuick import QQuickItem

from magdagdon.app.wiring import create_engine
from magdagdon.storage import make_settings
from tests.qml.conftest import SCREENSHOTS, QmlMessages, Ui, settings_file  # noqa: F401

__all__ = ["SCREENSHOTS", "Opener", "TutorialUi"]

Opener = Callable[[str], "TutorialUi"]


class TutorialUi(Ui):
    """The window, plus what the guided game shows."""

    def items(self, name: str) -> list[QQuickItem]:
        """Every item with this objectName, looked up afresh: LEARN TO PLAY is on the
        first-start card and on each Rules page opened (a cache would keep the first)."""
        return self._walk(name)

    def targets(self) -> list[str]:
        """objectNames of every visible item whose ``tutorialTarget`` is true."""
        root = self.window.contentItem().parentItem() or self.window.contentItem()
        found: list[str] = []
        stack: list[QQuickItem] = [root]
        while stack:
            item = stack.pop()
            if item.isVisible() and item.property("tutorialTarget") is True:
                found.append(item.objectName())
            stack.extend(item.childItems())
        return found

    def step_text(self) -> str:
        return str(self.prop("tutorialStep", "text"))

    def why_text(self) -> str:
        return str(self.prop("tutorialWhy", "text")) if self.visible("tutorialWhy") else ""


@pytest.fixture
def open_window(qtbot, settings_file: Path) -> Iterator[Opener]:  # noqa: F811
    """Opens the real main window on the test's settings file (again after a close: a
    restart); every Qt warning fails the test."""
    opened: list[tuple[TutorialUi, object]] = []
    messages = QmlMessages()
    previous = qInstallMessageHandler(messages)

    def close_all() -> None:
        while opened:
            ui, engine = opened.pop()
            ui.settle(20)
            ui.window.close()
            engine.deleteLater()  # type: ignore[attr-defined]
            qtbot.wait(1)

    def open_(lang: str) -> TutorialUi:
        close_all()
        engine = create_engine(make_settings(settings_file), lang=lang, seed=20261201)
        ui = TutorialUi(qtbot, engine, messages)
        ui.window.resize(1280, 800)
        ui.window.show()
        qtbot.waitExposed(ui.window)
        ui.settle(20)
        opened.append((ui, engine))
        return ui

    try:
        yield open_
        close_all()
    finally:
        qInstallMessageHandler(previous)
    assert not messages.problems, "Qt warnings or errors:\n" + "\n".join(messages.problems)
