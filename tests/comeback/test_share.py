"""SHARE: the text names the game and shows its board without its numbers (issue 14)."""

from __future__ import annotations

from datetime import date

import pytest

from magdagdon.comeback.share import (
    BONUS_CELL,
    EMPTY_CELL,
    NUMBER_CELL,
    RUIN_CELL,
    ShareWords,
    fill,
    share_text,
)
from magdagdon.comeback.sources import code_of, game_from_code
from magdagdon.engine import RUIN, Bonus, Difficulty, Game

from .games import finished_game


def expected_marks(game: Game) -> list[str]:
    """The picture worked out from the board and R7.2's bonus lines, cell by cell."""
    in_bonus = {
        c for line in game.score().lines if line.bonus is not Bonus.NONE for c in line.cells
    }
    marks = []
    for cell, value in enumerate(game.cells):
        if value is RUIN:
            marks.append(RUIN_CELL)
        elif value is None:
            marks.append(EMPTY_CELL)
        else:
            marks.append(BONUS_CELL if cell in in_bonus else NUMBER_CELL)
    return marks


@pytest.mark.parametrize("seed", range(30))
def test_share_text_matches_the_game(seed: int) -> None:
    difficulty = list(Difficulty)[seed % 3]
    game = finished_game(difficulty, seed)
    text = share_text(game)
    heading, *rows, last = text.split("\n")
    assert heading == f"MAGDAGDON {code_of(game)} · {difficulty.name} · {game.score().total}"
    assert len(rows) == 4 and all(len(r) == 4 for r in rows)
    assert list("".join(rows)) == expected_marks(game)
    assert last == f"code {code_of(game)}"
    # Spoiler-free: no digit of the board appears outside the heading's score and the code.
    assert not any(ch.isdigit() for ch in "".join(rows))
    # The code plays the same dice (R3.1 with a seed).
    again = game_from_code(last.removeprefix("code "))
    assert (again.difficulty, again.seed) == (game.difficulty, game.seed)


def test_a_daily_names_its_date_and_every_mark_appears() -> None:
    marks: set[str] = set()
    for seed in range(200):
        game = finished_game(Difficulty.NIGHTMARE, seed)
        marks.update(expected_marks(game))
        if {RUIN_CELL, BONUS_CELL, NUMBER_CELL} <= marks:
            break
    assert {RUIN_CELL, BONUS_CELL, NUMBER_CELL} <= marks
    text = share_text(game, date(2026, 12, 1), number=lambda n: f"<{n}>")
    assert text.startswith(f"MAGDAGDON daily 2026-12-01 · NIGHTMARE · <{game.score().total}>\n")


def test_a_board_in_play_marks_its_empty_cells() -> None:
    game = Game(Difficulty.PEACEFUL, 7)
    game.roll([3, 4, 1, 6])
    game.prepare(0, 5)
    game.prepare(1, 6)
    game.confirm()
    rows = share_text(game).split("\n")[1:5]
    assert rows[1] == EMPTY_CELL + NUMBER_CELL + NUMBER_CELL + EMPTY_CELL
    assert rows[0] == EMPTY_CELL * 4


def test_each_line_is_one_pattern_a_language_may_reorder() -> None:
    """Issue 40: the heading is one translatable line with the date, difficulty and score as
    placeholders, so a language puts them where its grammar wants them."""
    game = finished_game(Difficulty.SURVIVAL, 3)
    words = ShareWords(daily="%3 · %2 · MAGDAGDON-utmaningen %1", code="kod: %1")
    text = share_text(game, date(2026, 12, 1), words=words, day=lambda d: d.strftime("%d/%m"))
    heading, *_rows, last = text.split("\n")
    assert heading == f"{game.score().total} · SURVIVAL · MAGDAGDON-utmaningen 01/12"
    assert last == f"kod: {code_of(game)}"


def test_a_value_holding_a_placeholder_stays_as_it_is() -> None:
    assert fill("%1 and %2", "%2", "b") == "%2 and b"
    assert fill("%3 left", "a") == "%3 left"
