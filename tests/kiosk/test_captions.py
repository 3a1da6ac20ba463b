"""Attract-mode captions: one line, from engine facts, saying why a move was allowed."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from magdagdon.engine import Difficulty, Game
from magdagdon.kiosk import CaptionMaker, arg, caption_fact, caption_text
from magdagdon.qt.session import GameSession


@pytest.fixture
def demo(qapp) -> Iterator[GameSession]:
    session = GameSession(None, seed=1)
    yield session
    del session
    gc.collect()


def place(session: GameSession, die: int, cell: int) -> None:
    session.tapDie(die)
    session.tapCell(cell)
    assert session.game.dice[die].cell == cell


def test_captions_follow_the_rules_that_allowed_each_move(demo: GameSession) -> None:
    captions = CaptionMaker(demo)
    seen: list[str] = []
    captions.changed.connect(lambda: seen.append(captions.text))

    demo.queue_rolls([4, 3, 5, 1], [4, 6, 6, 6])
    demo.roll()
    assert captions.text == "ROLL: 4, 3, 5 and 1"
    place(demo, 0, 0)
    assert captions.text == "4 on an empty board: any cell is allowed"  # R4.2
    place(demo, 1, 4)
    assert captions.text == "3 next to 4: allowed"
    place(demo, 2, 1)
    assert captions.text == "5 next to 4: allowed"
    demo.confirm()
    assert captions.text == f"CONFIRM: these numbers stay for good · score {demo.score}"
    demo.roll()
    place(demo, 0, 5)  # touches the 5 above and the 3 to the left (R4.3)
    assert captions.text == "4 next to 3 and 5: allowed"
    assert len(seen) == 7 and all(seen)


def test_magdagdon_and_ruin_captions(demo: GameSession) -> None:
    demo.setDifficulty("NIGHTMARE")
    captions = CaptionMaker(demo)
    demo.queue_rolls([1, 3, 5, 6])  # R "facts": places only 5-6, not the 3 NIGHTMARE needs
    demo.roll()
    assert demo.phase == "MAGDAGDON"
    assert captions.fact == ("magdagdon", 3)
    assert captions.text == "MAGDAGDON: no way to place enough of these dice"
    demo.acceptMagdagdon()
    demo.tapCell(7)
    assert captions.fact == ("ruin", 1)
    assert "RUIN" in captions.text and "15" in captions.text


def test_new_game_clears_the_caption(demo: GameSession) -> None:
    captions = CaptionMaker(demo)
    demo.roll()
    assert captions.text
    demo.newGame()
    assert captions.text == "" and captions.fact is None


def test_powers_and_game_over_have_captions() -> None:
    game = Game(Difficulty.PEACEFUL, seed=3)
    game.roll([2, 2, 3, 3])
    before = game.copy()
    game.adjust(0, +1)
    assert caption_text(caption_fact(before, game.actions[-1], game)) == "INCREASE +1: 2 becomes 3"
    before = game.copy()
    game.adjust(1, -1)
    assert caption_text(caption_fact(before, game.actions[-1], game)) == "DECREASE −1: 2 becomes 1"
    before = game.copy()
    game.reroll([2, 3], [4, 4])
    assert caption_fact(before, game.actions[-1], game) == ("reroll", "REROLL", 2)
    assert caption_text(("reroll", "REROLL", 2)) == "REROLL: the selected dice thrown again"
    assert caption_text(("over", 123)) == "The board is full: 123 points"
    with pytest.raises(ValueError):
        caption_text(("nonsense",))


def test_arg_replaces_each_placeholder_once() -> None:
    assert arg("%1 next to %2", "%2", 5) == "%2 next to 5"
    assert arg("%1 and %1", 3) == "3 and 3"
    assert arg("%3 stays", 1) == "%3 stays"


@pytest.mark.parametrize(
    ("code", "roll", "near"),
    [
        ("en", "ROLL: 4, 3, 5 and 1", "4 next to 3, 5 and 6: allowed"),
        ("sv", "KASTA: 4, 3, 5 och 1", "4 intill 3, 5 och 6: tillåtet"),
        ("fr", "LANCER\u00a0: 4, 3, 5 et 1", "4 à côté de 3, 5 et 6\u00a0: autorisé"),
    ],
)
def test_captions_list_numbers_the_languages_way(qapp, code: str, roll: str, near: str) -> None:
    """Lists in captions follow the one list rule (language.spoken_list, numbers.js's own
    messages): however many neighbours a die has (R4.3), one sentence with a list."""
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    from magdagdon.i18n.workflow import ensure_qm, qm_path

    translator = QTranslator()
    assert translator.load(str(qm_path(code, ensure_qm())))
    QCoreApplication.installTranslator(translator)
    QLocale.setDefault(QLocale(code))
    try:
        assert caption_text(("roll", 4, 3, 5, 1)) == roll
        assert caption_text(("next", 4, 3, 5, 6)) == near
        assert caption_text(("next", 4, 3)).startswith("4 ") and "3" in caption_text(("next", 4, 3))
    finally:
        QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale("en"))
