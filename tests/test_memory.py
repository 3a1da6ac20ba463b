"""magdagdon.memory: after each game the allocator's free pages go back (issue 16)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from magdagdon import memory


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
    from magdagdon.app import application, create_engine
    from magdagdon.cli import play_scripted_turn
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
