"""The keyboard's board cursor lives in the presenter (issue 15): pure, no Qt."""

from __future__ import annotations

from magdagdon.engine import Difficulty, Game
from magdagdon.presenter.presenter import Change, Presenter


def rolled(values: list[int]) -> Presenter:
    p = Presenter(Game(Difficulty.PEACEFUL, 3))
    p.rolls.append(values)
    assert p.roll() is Change.GAME
    return p


def test_the_cursor_starts_on_cell_0_and_is_shown() -> None:
    p = Presenter(Game(Difficulty.PEACEFUL, 1))
    assert p.cursor == 0 and p.display().values["cursor"] == 0


def test_the_cursor_moves_by_rows_and_columns_and_stops_at_the_edges() -> None:
    p = Presenter(Game(Difficulty.PEACEFUL, 1))
    assert p.move_cursor(-1, 0) is Change.NOTHING  # top edge
    assert p.move_cursor(0, -1) is Change.NOTHING  # left edge
    assert p.move_cursor(0, 1) is Change.INTERFACE and p.cursor == 1
    assert p.move_cursor(1, 0) is Change.INTERFACE and p.cursor == 5
    for _ in range(5):
        p.move_cursor(1, 1)
    assert p.cursor == 15  # bottom-right corner, never past it
    assert p.move_cursor(1, 0) is Change.NOTHING and p.move_cursor(0, 1) is Change.NOTHING
    assert p.display().values["cursor"] == 15


def test_every_new_game_puts_the_cursor_back_on_cell_0() -> None:
    p = Presenter(Game(Difficulty.PEACEFUL, 1))
    p.move_cursor(2, 3)
    assert p.cursor == 11
    p.start(Game(Difficulty.NIGHTMARE, 2))
    assert p.cursor == 0


def test_pressing_on_the_cursor_prepares_then_takes_back_like_a_tap() -> None:
    """Enter on the cursor's cell is a tap there: prepare (R4), then take back (R3.4)."""
    p = rolled([3, 4, 1, 6])
    p.tap_die(0)
    target = min(p.game.legal_cells(0))
    p.move_cursor(target // 4, target % 4)
    assert p.cursor == target
    assert p.press_cursor() is Change.GAME
    assert p.display().board[target].prepared
    assert p.press_cursor() is Change.GAME  # the same cell again: the die comes back
    assert not p.display().board[target].prepared and not p.game.dice[0].prepared
