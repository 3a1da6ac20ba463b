"""The windows the language tours open are gone when their test ends, on the GUI thread.

A Qt object left to Python's cyclic GC is freed wherever the next collection runs, and the
bot's threads run collections too: freed there, a running timer stays registered with the
GUI thread's event loop, and the next qWait fires it on a deleted object (the suite's
intermittent segfault in these tours). So nothing may be left for the GC to free.
"""

from __future__ import annotations

import gc
from pathlib import Path

import shiboken6
from PySide6.QtCore import QObject

from magdagdon.app.wiring import hint_service
from tests.i18n.screens import OPENING, build_game, desktop, kiosk, seed_settings


def _left_to_the_gc() -> list[str]:
    """Live Qt objects that only the cyclic GC would free (kept aside, then freed here)."""
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        live = [
            type(o).__name__ for o in gc.garbage if isinstance(o, QObject) and shiboken6.isValid(o)
        ]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.collect()
    return live


def test_the_desktop_window_and_its_bot_are_gone_when_the_tour_ends(qtbot, tmp_path: Path) -> None:
    destroyed: list[str] = []
    settings_file = tmp_path / "settings.ini"
    seed_settings(settings_file, build_game(OPENING))
    with desktop(qtbot, settings_file, size=(800, 600)) as ui:
        ui.engine.destroyed.connect(lambda: destroyed.append("engine"))
        ui.window.destroyed.connect(lambda: destroyed.append("window"))
        hints = hint_service(ui.engine)
        assert hints is not None
        ui.session.queue_rolls([2, 3, 4, 5])
        ui.tap_enabled("rollButton")
        ui.tap_enabled("hintButton")  # the bot thinks on its thread while the window closes
    assert sorted(destroyed) == ["engine", "window"], "deleted before the context ends"
    assert not shiboken6.isValid(hints)
    assert _left_to_the_gc() == []


def test_the_kiosk_window_is_gone_when_its_tour_ends(qtbot, tmp_path: Path) -> None:
    with kiosk(qtbot, tmp_path / "settings.ini", size=(800, 600), provision=True) as ui:
        engine = ui.engine
        ui.tap("tapToPlay")
    assert not shiboken6.isValid(engine)
    assert _left_to_the_gc() == []
