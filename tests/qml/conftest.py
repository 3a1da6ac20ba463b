"""Fixtures for driving the real window offscreen: isolated settings, named items, real taps.

Every test here fails on any QML warning or error (a Qt message handler collects them), and
taps are real mouse events at the item's centre, so an item hidden under another one, or
disabled, does not react: exactly what a player would see.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from magdagdon.app.wiring import application, backends, create_engine
from magdagdon.qt.session import GameSession
from magdagdon.storage import make_settings

SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"


class QmlMessages:
    """Collects Qt warnings and errors while a window is under test."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def __call__(self, mode: QtMsgType, context: object, message: str) -> None:
        if mode in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self.problems.append(message)


def inside(item: QQuickItem | None, ancestor: QQuickItem) -> bool:
    """Whether ``item`` is ``ancestor`` or drawn within it (its visual parents)."""
    while item is not None:
        if item == ancestor:
            return True
        item = item.parentItem()
    return False


def shown(number: int) -> str:
    """A score as the window writes it: a true minus sign (U+2212), never a hyphen."""
    return str(number).replace("-", "\u2212")


class Ui:
    """The window under test and the ways a player touches it."""

    def __init__(self, qtbot, engine, messages: QmlMessages) -> None:
        self.qtbot = qtbot
        self.engine = engine
        self.window: QQuickWindow = engine.rootObjects()[0]
        self.session: GameSession = backends(engine)[0]
        self.store = backends(engine)[1]
        self.language = backends(engine)[2]
        self.messages = messages
        self._found: dict[str, list[QQuickItem]] = {}

    # -- finding ----------------------------------------------------------------------
    def items(self, name: str) -> list[QQuickItem]:
        """Every item with this objectName (cached; found again once one is destroyed)."""
        cached = self._found.get(name)
        if cached:
            try:
                for item in cached:
                    item.isVisible()
                return cached
            except RuntimeError:  # a page was closed: its items are gone
                self._found.clear()
        found = self._walk(name)
        if found:
            self._found[name] = found
        return found

    def _walk(self, name: str) -> list[QQuickItem]:
        root = self.window.contentItem().parentItem() or self.window.contentItem()
        found: list[QQuickItem] = []
        stack = [root]
        while stack:
            item = stack.pop()
            if not isinstance(item, QQuickItem):  # destroyed while the scene was walked
                continue
            if item.objectName() == name:
                found.append(item)
            stack.extend(item.childItems())
        return found

    def item(self, name: str) -> QQuickItem:
        """The visible item with this objectName (there must be exactly one)."""
        shown = [i for i in self.items(name) if i.isVisible()]
        assert len(shown) == 1, f"{len(shown)} visible items named {name!r}"
        return shown[0]

    def top_to_bottom(self, name: str) -> list[QQuickItem]:
        """The visible items with this objectName in the order a reader meets them, top to
        bottom (the scene walk finds a column's rows in no particular order)."""
        shown = (i for i in self.items(name) if i.isVisible())
        return sorted(shown, key=lambda i: i.mapToScene(QPointF(0, 0)).y())

    def visible(self, name: str) -> bool:
        return any(i.isVisible() for i in self.items(name))

    def prop(self, name: str, prop: str):
        return self.item(name).property(prop)

    # -- touching ---------------------------------------------------------------------
    def centre(self, item: QQuickItem) -> QPoint:
        """Where a player would touch ``item``: its centre once its layouts have placed it
        (a row that just changed, e.g. the bar when a daily's tag appears, places its items
        only at the next frame's polish; before that a button can sit on its neighbour)."""
        chain = []
        parent: QQuickItem | None = item
        while parent is not None:
            chain.append(parent)
            parent = parent.parentItem()
        for outer in reversed(chain):
            outer.ensurePolished()
        p = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
        return QPoint(round(p.x()), round(p.y()))

    def tap(self, name: str) -> None:
        item = self.item(name)
        QTest.mouseClick(
            self.window,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            self.centre(item),
        )
        self.landed()

    def landed(self) -> None:
        """Wait while a MAGDAGDON waits for the rolled dice to land: its moment (the shade,
        its buttons, the status line's verdict) comes once they have (MagdagdonOverlay)."""
        for shade in self.items("magdagdonShade"):
            if shade.property("holding"):
                self.qtbot.waitUntil(lambda s=shade: not s.property("holding"), timeout=2000)

    def tap_enabled(self, name: str) -> None:
        """Tap a control that is, or is about to be, enabled: some come on after a motion
        (MAGDAGDON's choices once the rolled dice have landed)."""
        item = self.item(name)
        if not item.isEnabled():
            self.qtbot.waitUntil(item.isEnabled, timeout=1500)
        self.tap(name)

    def drag(self, source: str, target: str) -> None:
        start = self.centre(self.item(source))
        end = self.centre(self.item(target))
        left = Qt.MouseButton.LeftButton
        none = Qt.KeyboardModifier.NoModifier
        QTest.mousePress(self.window, left, none, start)
        steps = 8
        for i in range(1, steps + 1):
            x = start.x() + (end.x() - start.x()) * i // steps
            y = start.y() + (end.y() - start.y()) * i // steps
            QTest.mouseMove(self.window, QPoint(x, y), 10)
        QTest.mouseRelease(self.window, left, none, end, 10)

    def settle(self, ms: int = 0) -> None:
        """Let bindings and (for screenshots) animations finish."""
        self.qtbot.wait(ms) if ms else QTest.qWait(1)
        self.landed()

    def wait_for_card(self) -> None:
        """Game over is a sequence (board held, ribbons sweep, then the card counts up)."""
        self.qtbot.waitUntil(lambda: self.visible("gameOverNewGameButton"), timeout=3000)
        card = self.items("finalScoreLabel")[0]
        total = self.session.game.score().total
        self.qtbot.waitUntil(lambda: card.property("text") == shown(total), timeout=3000)
        score = self.items("scoreLabel")[0]
        self.qtbot.waitUntil(lambda: score.property("text") == shown(total), timeout=3000)

    def screenshot(self, name: str) -> Path:
        self.settle(320)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        w, h = self.window.width(), self.window.height()
        path = SCREENSHOTS / f"{name}-{w}x{h}.png"
        image = self.window.grabWindow()
        assert not image.isNull()
        assert image.save(str(path))
        return path

    def resize(self, width: int, height: int) -> None:
        self.window.resize(width, height)
        self.settle(50)

    # -- reading ----------------------------------------------------------------------
    def lit_cells(self) -> list[int]:
        return [i for i in range(16) if self.prop(f"cell{i}", "legal")]


@pytest.fixture
def settings_file(tmp_path: Path) -> Iterator[Path]:
    """A settings INI of the test's own; in RAM when the machine has /dev/shm.

    Every game action is saved at once with an fsync (the persistence rules); on a RAM disk
    that stays quick, so thousands of taps fit in seconds.
    """
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        with tempfile.TemporaryDirectory(dir=shm, prefix="magdagdon-test-") as folder:
            yield Path(folder) / "settings.ini"
    else:
        yield tmp_path / "settings.ini"


@pytest.fixture
def ui(qtbot, settings_file: Path) -> Iterator[Ui]:
    """The real main window at 1280×800 with its own settings file; QML warnings fail."""
    messages = QmlMessages()
    previous = qInstallMessageHandler(messages)
    try:
        engine = create_engine(make_settings(settings_file), lang="en", seed=20261129)
        ui = Ui(qtbot, engine, messages)
        # A player who has read what a HINT costs (test_hint_ui.py asks a new one first).
        ui.store.setProperty("hintExplained", True)
        ui.window.resize(1280, 800)
        ui.window.show()
        qtbot.waitExposed(ui.window)
        ui.settle(20)
        yield ui
        ui.settle(20)
        problems = list(messages.problems)
        # No bot thread (HINT, risk, review) may outlive the window: one that finishes after
        # the engine is gone has crashed later tests.
        hints = application(engine).hints
        if hints is not None:
            hints.shutdown()
        ui.window.close()
        del ui
        engine.deleteLater()
        del engine
        qtbot.wait(1)
    finally:
        qInstallMessageHandler(previous)
    assert not problems, "Qt warnings or errors:\n" + "\n".join(problems)
