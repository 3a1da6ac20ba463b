"""Issue 37.6: the game history is never lost silently; the window's save banner says so."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from magdagdon.app.application import Application
from magdagdon.comeback.keeper import FileHistory
from tests.kiosk.conftest import finish_game
from tests.qml.conftest import Ui


@pytest.fixture
def settings_file(tmp_path: Path) -> Iterator[Path]:
    """A settings file whose history path holds a folder: never read, never replaced."""
    path = tmp_path / "settings.ini"
    path.with_suffix(".history.json").mkdir()
    yield path


def test_a_history_that_cannot_be_kept_is_announced_and_kept_for_the_run(ui: Ui) -> None:
    app = Application.of(ui.engine)
    history = app.history
    assert isinstance(history, FileHistory) and app.comeback is not None
    banner = ui.item("saveProblemBanner")
    ui.qtbot.waitUntil(lambda: banner.property("historyMessage") != "")
    assert banner.property("historyMessage") == (
        "The game history file cannot be used: the games you play now are kept only until you quit."
    )
    assert banner.property("message") == ""  # the settings themselves are fine
    finish_game(ui.session)
    assert len(history.games()) == 1  # kept for this run
    assert ui.session.lastRank == 1  # and the high score was saved as usual
    ui.language.setCurrent("sv")
    ui.settle(20)
    assert banner.property("historyMessage").startswith("Filen med spelhistoriken")
    ui.language.setCurrent("en")
    ui.settle(20)
