"""Which buttons can be pressed (buttons.py): MAGDAGDON's sure rescue (R6.2, R5.2).

Each test builds the state from real engine actions through the presenter (no Qt)."""

from __future__ import annotations

import pytest

from magdagdon.engine import Adjust, Difficulty, Game, Phase, describe
from magdagdon.presenter.buttons import sure_rescue
from magdagdon.presenter.presenter import Change, Presenter
from tests.presenter.test_status import two_ones_then


def magdagdon_on_two_ones(
    roll: list[int], difficulty: Difficulty = Difficulty.PEACEFUL
) -> Presenter:
    """1 1 on cells 0 and 1, then ``roll``: a MAGDAGDON (R6.1, two dice needed)."""
    p = two_ones_then(difficulty, roll)
    assert p.game.phase is Phase.MAGDAGDON
    return p


def test_a_die_one_away_from_joining_is_a_sure_rescue() -> None:
    p = magdagdon_on_two_ones([6, 3, 3, 5])
    # The first 3 made a 2 joins the 1s, and the other 3 then joins the 2 (R4.4).
    assert sure_rescue(p.game) == Adjust(1, -1)
    shown = p.display().values["sureRescue"]  # the action, described (engine.describe)
    assert shown == describe(Adjust(1, -1), p.game)
    assert (shown["kind"], shown["power"], shown["die"], shown["value"], shown["to"]) == (
        "adjust",
        "DECREASE",
        1,
        3,
        2,
    )


@pytest.mark.parametrize(
    "roll",
    [
        [6, 6, 6, 6],  # a REROLL may rescue it, no single change does
        [2, 5, 5, 6],  # the 2 joins, but alone: a 1 would join alone too (R6.1 needs two)
    ],
)
def test_no_sure_rescue_when_no_single_change_places_the_turns_dice(roll: list[int]) -> None:
    p = magdagdon_on_two_ones(roll)
    assert p.game.rescuable and sure_rescue(p.game) is None
    assert p.display().values["sureRescue"] == {}


def test_no_sure_rescue_outside_magdagdon_or_without_powers() -> None:
    p = Presenter(Game(Difficulty.PEACEFUL, seed=1))
    p.rolls.append([3, 4, 5, 6])
    p.roll()
    assert sure_rescue(p.game) is None  # PLACE: nothing to rescue
    assert sure_rescue(magdagdon_on_two_ones([6, 3, 3, 5]).game) is not None
    spent = magdagdon_on_two_ones([6, 6, 6, 6], Difficulty.SURVIVAL)
    spent.rolls.append([6, 6, 3, 5])
    spent.reroll_all()  # SURVIVAL's one use (R5.1), and still MAGDAGDON
    assert spent.game.phase is Phase.MAGDAGDON and spent.game.powers_left == 0
    assert sure_rescue(spent.game) is None  # the 3 would rescue it, but no use is left


def test_the_sure_rescue_changes_the_die_and_leaves_it_selected_to_place() -> None:
    p = magdagdon_on_two_ones([6, 3, 3, 5])
    assert p.rescue() is Change.GAME
    game = p.game
    assert game.phase is Phase.PLACE and game.powers_used == 1  # R6.1 asked again (R6.2)
    assert game.dice[1].value == 2 and p.selected == [1]
    assert sorted(game.legal_cells(1)) == [2, 4, 5]  # lit for it at once
    assert p.display().values["sureRescue"] == {}
    assert p.rescue() is Change.NOTHING  # nothing more to rescue


def test_no_rescue_while_choosing_the_ruin() -> None:
    p = magdagdon_on_two_ones([6, 3, 3, 5])
    p.accept_magdagdon()
    assert p.rescue() is Change.NOTHING and p.game.powers_used == 0
