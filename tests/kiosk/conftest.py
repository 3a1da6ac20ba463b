"""Fixtures for the kiosk window: built by ``create_engine(kiosk=True)``, touched only by fingers.

The kiosk window is fullscreen and is never ``show()``n by the tests (that would make it
windowed again). Every tap, drag and long press is a synthetic touch event from a touch
screen device; QML warnings fail the test, as in tests/qml.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication, QPointingDevice
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from magdagdon.app.wiring import application, create_engine
from magdagdon.kiosk import KioskController, PinVault, pin_path
from magdagdon.storage import make_settings
from tests.qml.conftest import SCREENSHOTS, QmlMessages, Ui

KIOSK_SHOTS = SCREENSHOTS / "kiosk"

#: The operator PIN of the test kiosks (set up before the window opens, as an operator would).
TEST_PIN = "2468"
#: scrypt's cost for the tests' prepared PIN files (the kiosk itself uses SCRYPT_N).
TEST_COST = 2**10


def provision_pin(settings_file: Path, pin: str = TEST_PIN) -> None:
    """What the first start's set-up leaves behind: the PIN file with this PIN's hash."""
    PinVault(pin_path(settings_file), cost=TEST_COST).set_pin(pin)


_device: QPointingDevice | None = None


def touch_device() -> QPointingDevice:
    """One touch screen for the whole run (Qt keeps registered devices for the process)."""
    global _device
    if _device is None:
        _device = QTest.createTouchDevice()
    return _device


class KioskUi(Ui):
    """The kiosk window, touched with fingers: taps, drags and long presses are touch events."""

    def __init__(self, qtbot, engine, messages: QmlMessages) -> None:
        super().__init__(qtbot, engine, messages)
        kiosk = application(engine).kiosk
        assert kiosk is not None, "not a kiosk window"
        self.kiosk: KioskController = kiosk
        self.device = touch_device()

    # -- fingers ----------------------------------------------------------------------
    def press(self, *points: QPoint) -> None:
        seq = QTest.touchEvent(self.window, self.device)
        for finger, point in enumerate(points):
            seq.press(finger, point, self.window)
        seq.commit()

    def release(self, *points: QPoint) -> None:
        seq = QTest.touchEvent(self.window, self.device)
        for finger, point in enumerate(points):
            seq.release(finger, point, self.window)
        seq.commit()

    def touch(self, point: QPoint) -> None:
        self.press(point)
        QTest.qWait(1)
        self.release(point)
        QTest.qWait(1)

    def tap(self, name: str) -> None:
        self.touch(self.centre(self.item(name)))
        self.landed()

    def still(self, item: QQuickItem) -> None:
        """Until ``item`` stays where it is from one look to the next: a finger taps what it
        sees, not a page still laying itself out."""
        last: list[QPointF] = []

        def steady() -> bool:
            where = item.mapToScene(QPointF(0, 0))
            same = bool(last) and last[-1] == where
            last.append(where)
            return same

        self.qtbot.waitUntil(steady, timeout=3000)

    def tap_in_view(self, name: str) -> None:
        """Scroll the page holding ``name`` until it is in view (as a finger would), then tap
        it: the operator page scrolls where large text or a small screen make it tall."""
        item = self.item(name)
        self.still(item)  # a page just opened (or retranslated) may still change its columns
        flick = item.parentItem()
        while flick is not None and not flick.metaObject().className().startswith(
            "QQuickFlickable"
        ):
            flick = flick.parentItem()
        if flick is not None:
            top = item.mapToItem(flick.property("contentItem"), 0, 0).y()
            most = max(0.0, float(flick.property("contentHeight")) - flick.height())
            goal = top - (flick.height() - item.height()) / 2
            flick.setProperty("contentY", min(most, max(0.0, goal)))
            self.settle(20)
        self.tap(name)

    def drag(self, source: str, target: str) -> None:
        start = self.centre(self.item(source))
        end = self.centre(self.item(target))
        self.press(start)
        steps = 8
        for i in range(1, steps + 1):
            point = QPoint(
                start.x() + (end.x() - start.x()) * i // steps,
                start.y() + (end.y() - start.y()) * i // steps,
            )
            QTest.qWait(10)
            QTest.touchEvent(self.window, self.device).move(0, point, self.window).commit()
        QTest.qWait(10)
        self.release(end)
        QTest.qWait(5)

    def hold(self, point: QPoint, ms: int) -> None:
        """A finger that stays down for ``ms`` (the operator's long press)."""
        self.press(point)
        self.qtbot.wait(ms)
        self.release(point)
        QTest.qWait(5)

    def visible(self, name: str) -> bool:
        return any(i.isVisible() for i in self.items(name))

    def shown(self) -> dict[str, QQuickItem]:
        """Every visible named item, in one walk over the scene (hidden subtrees skipped)."""
        found: dict[str, QQuickItem] = {}
        twice: set[str] = set()
        stack = [self.window.contentItem().parentItem() or self.window.contentItem()]
        while stack:
            item = stack.pop()
            if not item.isVisible():
                continue
            name = item.objectName()
            if name:
                if name in found:
                    twice.add(name)
                found[name] = item
            stack.extend(item.childItems())
        for name in twice:
            found.pop(name)
        self._twice = twice
        return found

    def item(self, name: str) -> QQuickItem:
        """The visible item with this objectName (there must be exactly one)."""
        found = self.shown()
        assert name not in self._twice, f"several visible items named {name!r}"
        assert name in found, f"no visible item named {name!r}"
        return found[name]

    def lit_cells(self) -> list[int]:
        found = self.shown()
        return [i for i in range(16) if found[f"cell{i}"].property("legal")]

    # -- screens ----------------------------------------------------------------------
    def windowed(self, width: int, height: int) -> None:
        """For screenshots only: leave fullscreen to get an exact size on the offscreen screen."""
        self.window.setVisibility(QQuickWindow.Visibility.Windowed)
        self.window.resize(width, height)
        self.settle(60)

    def shot(self, name: str) -> Path:
        self.settle(320)
        KIOSK_SHOTS.mkdir(parents=True, exist_ok=True)
        path = KIOSK_SHOTS / f"{name}-{self.window.width()}x{self.window.height()}.png"
        image = self.window.grabWindow()
        assert not image.isNull()
        assert image.save(str(path))
        return path

    def pixels_per_mm(self) -> float:
        return self.window.screen().physicalDotsPerInch() / 25.4


def open_kiosk(
    qtbot, settings_file: Path, *, provision: bool = True, **kwargs
) -> tuple[KioskUi, QmlMessages, object]:
    """The kiosk window on ``settings_file``; ``provision``: with ``TEST_PIN`` already set."""
    if provision and not pin_path(settings_file).exists():
        provision_pin(settings_file)
    messages = QmlMessages()
    previous = qInstallMessageHandler(messages)
    engine = create_engine(make_settings(settings_file), lang="en", **kwargs)
    ui = KioskUi(qtbot, engine, messages)
    qtbot.waitExposed(ui.window)
    ui.kiosk.idleMs = 60_000  # tests that need the idle reset shorten it themselves
    ui.kiosk.holdMs = 300
    # The bot thinks in a thread; only the attract tests let it play (they set its pace).
    driver = ui.kiosk.attract_driver
    assert driver is not None
    driver.interval = 60_000
    ui.settle(20)
    return ui, messages, previous


def close_kiosk(ui: KioskUi, messages: QmlMessages, previous) -> list[str]:
    ui.settle(20)
    problems = list(messages.problems)
    ui.kiosk.release()
    hints = application(ui.engine).hints
    if hints is not None:  # no bot thread may outlive the window (the app does it on quit)
        hints.shutdown()
    ui.window.close()
    engine = ui.engine
    del ui
    engine.deleteLater()
    QTest.qWait(1)
    gc.collect()  # collect Python wrappers now, not in the middle of the next QML load
    qInstallMessageHandler(previous)
    return problems


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


@pytest.fixture(autouse=True)
def state_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Where a lock-out state (or a journal) goes when its own folder refuses it: the test's
    own folders, never the user's home or session (kiosk.pin.lock_places)."""
    monkeypatch.setenv("MAGDAGDON_JOURNAL_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "runtime"))
    return tmp_path


def kiosk_window(qtbot, settings_file: Path, *, provision: bool = True) -> Iterator[KioskUi]:
    """The kiosk window on ``settings_file`` for as long as a fixture yields it; then closed,
    and any Qt warning or error, or a cursor left hidden, fails the test."""
    ui, messages, previous = open_kiosk(qtbot, settings_file, provision=provision, kiosk=True)
    try:
        yield ui
    finally:
        problems = close_kiosk(ui, messages, previous)
        assert QGuiApplication.overrideCursor() is None, "the kiosk left the cursor hidden"
    assert not problems, "Qt warnings or errors:\n" + "\n".join(problems)


@pytest.fixture
def kiosk_ui(qtbot, settings_file: Path) -> Iterator[KioskUi]:
    """A kiosk window with its own settings file and PIN ``TEST_PIN``; Qt warnings fail."""
    yield from kiosk_window(qtbot, settings_file, provision=True)


@pytest.fixture
def new_kiosk_ui(qtbot, settings_file: Path) -> Iterator[KioskUi]:
    """A kiosk's very first start: no PIN exists yet."""
    yield from kiosk_window(qtbot, settings_file, provision=False)


def bot_turn(session) -> None:
    """One turn through the session's taps, chosen by the greedy bot (fast, never stuck)."""
    from magdagdon.ai.players import GreedyPlayer
    from magdagdon.presenter.taps import plan_taps

    if session.phase == "ROLL":
        session.roll()
    plan = GreedyPlayer().decide(session.game)
    for tap in plan_taps(plan, session.game):
        session.tap(tap)
    assert session.phase in ("ROLL", "OVER")


def finish_game(session) -> int:
    """Play the session's game to its end through its slots; the final score."""
    while session.phase != "OVER":
        bot_turn(session)
    assert session.rejections == 0
    return session.game.score().total
