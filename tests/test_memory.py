"""What keeps the window's memory down (issue 16): after each game the allocator's free pages
go back (magdagdon.app.memory), and PySide's Qt namespace is never built."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from magdagdon.app import memory
from tests.test_app import run_python


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_free_memory_goes_back_on_linux() -> None:
    assert memory.release_free_memory() is True


def test_without_malloc_trim_nothing_happens(monkeypatch: pytest.MonkeyPatch) -> None:
    memory._trim.cache_clear()
    monkeypatch.setattr(sys, "platform", "darwin")
    try:
        assert memory.release_free_memory() is False
    finally:
        memory._trim.cache_clear()


def test_the_window_gives_memory_back_once_a_game_is_over(
    qapp, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After R8.1's last cell, once the game-over screen is made; not during play."""
    from magdagdon.app.smoke import play_scripted_turn
    from magdagdon.app.wiring import application, create_engine
    from magdagdon.storage import make_settings

    calls: list[bool] = []

    def release() -> bool:
        calls.append(True)
        return True

    monkeypatch.setattr(memory, "release_free_memory", release)
    engine = create_engine(make_settings(tmp_path / "s.ini"), lang="en", seed=5)
    app = application(engine)
    session = app.session
    while session.phase != "OVER":
        play_scripted_turn(session)
        qtbot.wait(1)
        assert calls == [] or session.phase == "OVER"
    qtbot.waitUntil(lambda: calls == [True])
    app.shutdown()
    assert app.window is not None
    app.window.close()
    engine.deleteLater()


def test_the_roles_are_qts_own() -> None:
    """qtprops' plain role numbers (the game never builds PySide's Qt namespace) are Qt's."""
    from PySide6.QtCore import Qt

    from magdagdon.qt.properties import DISPLAY_ROLE, USER_ROLE

    assert Qt.ItemDataRole.DisplayRole.value == DISPLAY_ROLE
    assert Qt.ItemDataRole.UserRole.value == USER_ROLE


def test_a_whole_game_never_builds_pysides_qt_namespace(tmp_path: Path) -> None:
    """Issue 16: ``QtCore.Qt``'s hundred enums cost 2 MiB resident and 10-30 ms once built;
    the desktop window plays a whole game, its models and its first-frame hooks, without."""
    script = f"""
import PySide6.QtCore as core
from magdagdon.app.wiring import application, create_engine
from magdagdon.app.smoke import play_scripted_turn
from magdagdon.storage import make_settings
engine = create_engine(make_settings({str(tmp_path / "s.ini")!r}), lang="en", staged=True)
from PySide6.QtCore import QEventLoop, QTimer
loop = QEventLoop(); QTimer.singleShot(1500, loop.quit); loop.exec()
app = application(engine)
session = app.session
while session.phase != "OVER":
    play_scripted_turn(session)
loop = QEventLoop(); QTimer.singleShot(300, loop.quit); loop.exec()
print("BUILT", "Qt" in vars(core), session.phase)
app.shutdown()
"""
    done = run_python("-c", script)
    assert "BUILT False OVER" in done.stdout, done.stdout + done.stderr
