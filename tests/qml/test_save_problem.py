"""Issue 17: when nothing can be saved the player sees it, in words, and can still play."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from magdagdon.storage.saver import NOT_SAVED


@pytest.fixture
def settings_file(tmp_path: Path) -> Iterator[Path]:
    """A directory where the settings file should be: the store refuses it at once."""
    path = tmp_path / "settings.ini"
    path.mkdir()
    yield path


def test_an_unusable_settings_file_shows_a_notice_and_the_game_plays_on(ui) -> None:
    banner = ui.item("saveProblemBanner")
    assert banner.isVisible()
    assert ui.store.saveProblem == "The settings file cannot be used: nothing you do is saved."
    assert banner.property("message") == ui.store.saveProblem
    ui.tap("rollButton")  # the band takes no tap: the game below still answers
    ui.settle(20)
    assert ui.session.phase != "ROLL"


def test_the_notice_speaks_the_players_language(ui) -> None:
    ui.language.setCurrent("sv")
    ui.settle(20)
    assert ui.store.saveProblem == "Inställningsfilen kan inte användas: ingenting du gör sparas."
    assert ui.item("saveProblemBanner").property("message") == ui.store.saveProblem
    ui.language.setCurrent("en")
    ui.settle(20)


def test_game_over_says_a_score_that_was_not_saved_was_not_saved(ui) -> None:
    """Issue 37.11: not "Not among the ten best": the record could not be kept at all."""
    from tests.kiosk.conftest import finish_game

    finish_game(ui.session)
    ui.wait_for_card()
    assert ui.session.lastRank == NOT_SAVED
    assert ui.prop("rankLabel", "text") == "This score could not be saved"
    assert ui.store.saveProblem  # and the banner says why
