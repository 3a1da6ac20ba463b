"""The status line's table (status.py, LOOK.md "The status line, from a table"): every row.

Each test builds the state from real engine actions through the presenter (no Qt), then
checks the row the presenter picks and the numbers its sentence needs.
"""

from __future__ import annotations

import random

from magdagdon.engine import RUIN, Difficulty, Game
from magdagdon.presenter.presenter import Change, Presenter
from magdagdon.presenter.status import RUIN_PENALTY, take_back_to_unblock
from tests.engine.positions import random_action


def presenter(difficulty: Difficulty = Difficulty.PEACEFUL, *rolls: list[int]) -> Presenter:
    p = Presenter(Game(difficulty, seed=1))
    p.rolls.extend(list(r) for r in rolls)
    return p


def row(p: Presenter) -> tuple[str, dict]:
    values = p.display().values
    return values["status"], values["statusArgs"]


def test_before_the_roll() -> None:
    assert row(presenter()) == ("ROLL", {})


def test_place_with_nothing_selected_counts_the_dice_still_needed() -> None:
    p = presenter(Difficulty.PEACEFUL, [3, 4, 5, 6])
    p.roll()
    assert row(p) == ("PLACE", {"remaining": 2})  # PEACEFUL asks for 2 (R2.1)


def test_a_selected_die_with_lit_cells() -> None:
    p = presenter(Difficulty.PEACEFUL, [3, 4, 5, 6])
    p.roll()
    p.tap_die(1)
    assert row(p) == ("SELECTED", {"value": 4, "remaining": 2})


def test_a_selected_die_that_fits_nowhere_says_so() -> None:
    p = presenter(Difficulty.PEACEFUL, [2, 3, 4, 6])
    p.roll()
    p.tap_die(0)
    p.tap_cell(5)  # the 2: now a 6 fits next to nothing (R4.3)
    p.tap_die(3)
    assert p.display().values["selectedCount"] == 1 and not p.game.legal_cells(3)
    assert row(p) == ("NOWHERE", {"value": 6, "canTakeBack": True})


def test_a_die_that_fits_nowhere_names_the_power_that_would_place_it() -> None:
    """A HINT can advise "select the 4 and use DECREASE −1" (R5.2): selecting it then says
    which power gives it a cell, not only that it fits nowhere."""
    p = presenter(Difficulty.PEACEFUL, [2, 3, 4, 6])
    p.roll()
    p.tap_die(0)
    p.tap_cell(5)  # the 2: a 4 fits next to nothing, a 3 would (R4.3)
    p.tap_die(2)
    assert not p.game.legal_cells(2)
    assert row(p) == ("NOWHERE_POWER", {"value": 4, "power": "DECREASE", "to": [3]})
    p.tap_die(3)  # the 6: neither a 5 nor a 7 would fit
    assert row(p) == ("NOWHERE", {"value": 6, "canTakeBack": True})


def test_a_die_either_power_would_place_names_both() -> None:
    p = presenter(Difficulty.PEACEFUL, [4, 5, 6, 3], [6, 5, 5, 5], [1, 4, 2, 6])
    turns = [[(3, 15), (0, 11)], [(1, 7), (3, 3), (0, 6)], [(3, 2), (2, 14)]]
    for n, moves in enumerate(turns):
        p.roll()
        for die, cell in moves:
            p.tap_die(die)
            p.tap_cell(cell)
        if n < 2:
            p.confirm()
    p.tap_die(1)  # a 4: each cell it could touch has a 2 or a 6 beside it; a 3 or a 5 fits
    assert not p.game.legal_cells(1)
    assert row(p) == ("NOWHERE_POWER", {"value": 4, "power": "", "to": [3, 5]})


def test_with_no_power_left_a_die_that_fits_nowhere_is_only_that() -> None:
    p = presenter(Difficulty.NIGHTMARE, [2, 3, 4, 6])
    p.roll()
    p.tap_die(0)
    p.tap_cell(5)
    p.tap_die(3)
    assert not p.game.fits_adjusted(3, -1)  # NIGHTMARE has no power (R5.1)
    assert row(p) == ("NOWHERE", {"value": 6, "canTakeBack": True})


def test_ready_offers_more_dice_only_where_another_die_has_a_cell() -> None:
    p = presenter(Difficulty.PEACEFUL, [1, 1, 6, 6])
    p.roll()
    for die, cell in [(0, 0), (1, 1)]:
        p.tap_die(die)
        p.tap_cell(cell)
    assert not p.game.legal_cells(2) and not p.game.legal_cells(3)  # 6s by 1s (R4.3)
    assert row(p) == ("READY", {"points": 4, "more": False})


def test_enough_prepared_offers_confirm_with_the_points_it_adds() -> None:
    p = presenter(Difficulty.PEACEFUL, [3, 4, 5, 6])
    p.roll()
    for die, cell in [(0, 0), (1, 1)]:
        p.tap_die(die)
        p.tap_cell(cell)
    # R7.5 on the board with the dice: row 3+4, columns 3 and 4.
    assert row(p) == ("READY", {"points": 14, "more": True})  # the 5 fits beside the 4
    assert p.display().values["preview"]["points"] == 14
    p.tap_die(2)
    assert row(p) == ("SELECTED_EXTRA", {"value": 5})


def test_dead_end_names_the_die_to_take_back() -> None:
    p = presenter(Difficulty.NIGHTMARE, [2, 3, 4, 6])
    p.roll()
    p.tap_die(3)
    p.tap_cell(5)  # a 6 first blocks every way to place 3 (R6.4)
    assert p.game.dead_end
    assert row(p) == ("DEAD_END", {"value": 6})
    assert take_back_to_unblock(p.game) == 3


def test_magdagdon_with_powers_left() -> None:
    p = presenter(Difficulty.PEACEFUL, [1, 1, 1, 1], [6, 6, 6, 6])
    p.roll()
    for die, cell in [(0, 0), (1, 1)]:
        p.tap_die(die)
        p.tap_cell(cell)
    p.confirm()
    p.roll()  # 6s next to 1s only (R6.1)
    assert row(p) == ("MAGDAGDON", {"powers": 3})


def two_ones_then(difficulty: Difficulty, *rolls: list[int]) -> Presenter:
    """1 1 confirmed on cells 0 and 1, then the first of ``rolls`` rolled (the rest queued)."""
    p = presenter(difficulty, [1, 1, 1, 1], *rolls)
    p.roll()
    for die, cell in [(0, 0), (1, 1)]:
        p.tap_die(die)
        p.tap_cell(cell)
    p.confirm()
    p.roll()
    return p


def magdagdon_on_two_ones(difficulty: Difficulty) -> Presenter:
    """Two 1s placed, then a roll of four 6s (R6.1), and a rescue that brings 6s again."""
    return two_ones_then(difficulty, [6, 6, 6, 6], [6, 6, 6, 6])


def test_a_failed_rescue_is_still_magdagdon() -> None:
    p = magdagdon_on_two_ones(Difficulty.PEACEFUL)
    assert p.reroll_all() is Change.GAME  # R6.2: the rescue comes up 6-6-6-6 again
    assert row(p) == ("STILL_MAGDAGDON", {"powers": 2})
    assert p.display().values["stillMagdagdon"]


def test_magdagdon_when_every_power_is_used() -> None:
    p = magdagdon_on_two_ones(Difficulty.SURVIVAL)
    p.reroll_all()  # SURVIVAL's one use (R5.1)
    assert p.game.powers_left == 0
    assert row(p) == ("MAGDAGDON_SPENT", {})


def test_magdagdon_in_nightmare_has_no_power_to_offer() -> None:
    p = presenter(Difficulty.NIGHTMARE, [1, 3, 5, 6])
    p.roll()
    assert row(p) == ("MAGDAGDON_NO_POWERS", {"difficulty": "NIGHTMARE"})


def test_choosing_the_ruin() -> None:
    p = presenter(Difficulty.NIGHTMARE, [1, 3, 5, 6])
    p.roll()
    p.accept_magdagdon()
    assert row(p) == ("CHOOSING_RUIN", {"penalty": RUIN_PENALTY})


def test_choosing_dice_to_reroll_counts_them_and_names_the_cost() -> None:
    p = presenter(Difficulty.PEACEFUL, [3, 4, 5, 6], [1, 2])
    p.roll()
    p.tap_die(0)
    assert p.reroll() is Change.INTERFACE  # REROLL enters the choosing step
    assert row(p) == ("CHOOSING_REROLL", {"count": 1, "cost": 10})
    p.tap_die(2)  # several dice: the tap adds one
    assert row(p) == ("CHOOSING_REROLL", {"count": 2, "cost": 10})
    assert p.tap_cell(7) is Change.NOTHING  # cells wait while choosing
    assert p.reroll() is Change.GAME  # the second REROLL throws the chosen dice (R5.3)
    assert [d.value for d in p.game.dice] == [1, 4, 2, 6] and p.game.powers_used == 1


def test_cancelling_the_reroll_spends_nothing() -> None:
    p = presenter(Difficulty.PEACEFUL, [3, 4, 5, 6])
    p.roll()
    p.reroll()
    assert p.cancel_reroll() is Change.INTERFACE
    assert not p.choosing_reroll and p.game.powers_used == 0 and row(p)[0] == "PLACE"


def test_a_tap_selects_one_die_alone() -> None:
    p = presenter(Difficulty.PEACEFUL, [3, 4, 5, 6])
    p.roll()
    p.tap_die(0)
    p.tap_die(2)
    assert p.selected == [2]  # the cell tap will place exactly this die
    p.tap_die(2)
    assert p.selected == []


def test_game_over() -> None:
    p = presenter(Difficulty.NIGHTMARE, *([[3, 4, 5, 6]] * 4))
    for r in range(4):
        p.roll()
        for die in range(4):
            p.tap_die(die)
            p.tap_cell(4 * r + die)
        p.confirm()
    assert row(p) == ("OVER", {})


def test_a_game_over_with_ruins_says_how_many_not_well_played() -> None:
    """Issue 38: "Well played!" followed a 4-RUIN NIGHTMARE wreck; a board with RUINs says
    how many instead. Random games to the end, each row checked against its board (the
    clean board is ``test_game_over``'s)."""
    seen = set()
    for seed in range(40):
        game = Game(list(Difficulty)[seed % len(Difficulty)], seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            random_action(game, rng)
        ruins = sum(1 for cell in game.field if cell is RUIN)
        expected = ("OVER_RUINED", {"ruins": ruins}) if ruins else ("OVER", {})
        assert row(Presenter(game)) == expected
        seen.add(expected[0])
    assert "OVER_RUINED" in seen


def test_the_preview_shows_the_lines_the_dice_would_make() -> None:
    p = presenter(Difficulty.PEACEFUL, [3, 4, 5, 6])
    p.roll()
    for die in range(4):
        p.tap_die(die)
        p.tap_cell(die)
    preview = p.display().values["preview"]
    assert preview["points"] == 18 + 18 + 60  # the row's STRAIGHT counts already (R7.2)
    assert preview["lines"][0]["bonus"] == "STRAIGHT" and preview["lines"][0]["sum"] == 18
    assert p.display().values["lines"][0]["bonus"] == "NONE"  # the real board: not yet
    p.confirm()
    assert p.display().values["preview"] == {}


# ----------------------------------------------- the engine's reasons (Game.refusal, R4)
def test_a_dark_cell_too_far_from_a_number_says_which() -> None:
    p = presenter(Difficulty.PEACEFUL, [4, 6, 1, 1])
    p.roll()
    p.tap_die(0)
    p.tap_cell(0)  # the 4 in the corner
    p.tap_die(1)
    assert p.tap_cell(1) is Change.INTERFACE  # a 6 beside the 4 (R4.3)
    assert row(p) == ("REFUSED_TOO_FAR", {"value": 6, "other": 4})
    p.tap_die(1)  # the next tap clears the reason
    assert row(p)[0] != "REFUSED_TOO_FAR"


def test_a_dark_cell_next_to_no_number_and_a_taken_cell() -> None:
    p = presenter(Difficulty.PEACEFUL, [4, 5, 1, 1])
    p.roll()
    p.tap_die(0)
    p.tap_cell(0)
    p.tap_die(1)
    p.tap_cell(15)  # far from every number (R4.3)
    assert row(p) == ("REFUSED_NOT_JOINED", {"value": 5})


def test_the_magdagdon_reason_names_the_dice_that_join() -> None:
    p = presenter(Difficulty.NIGHTMARE, [1, 3, 5, 6])
    p.roll()
    assert p.display().values["shortfall"] == {"required": 3, "most": 2, "values": [5, 6]}


def test_one_die_at_a_time_names_every_value_that_fits_alone() -> None:
    """R6.1 with each of the 3 and the 6 fitting on its own but never two together: naming
    the 3 alone read as if the 6 did not fit."""
    from types import SimpleNamespace

    from magdagdon.engine.refusals import Shortfall
    from magdagdon.presenter.rows import shortfall_row

    short = Shortfall(required=2, most=1, groups=((6,), (3,)), dice=(0, 2))
    assert shortfall_row(SimpleNamespace(shortfall=short)) == {  # type: ignore[arg-type]
        "required": 2,
        "most": 1,
        "values": [3, 6],
    }


def test_a_magdagdon_no_roll_could_rescue_says_so() -> None:
    """R6.2 lets a power rescue a MAGDAGDON, but where no values at all fit the cells left
    (here: cell 0 touches only RUINS, R1.4 / R4.3, and the turn needs 2 dice, R2.1), no power
    can: the status says so instead of offering a rescue, and the overlay drops its REROLL."""
    threes = [3, 3, 3, 3]
    p = presenter(Difficulty.PEACEFUL, threes, threes, threes, [6] * 4, [6] * 4, threes)
    for cells in ([10, 11, 14, 15], [6, 7, 2, 3], [9, 13, 8, 12]):
        p.roll()
        for die, cell in enumerate(cells):
            p.tap_die(die)
            p.tap_cell(cell)
        p.confirm()
    assert p.game.cells.count(None) == 4  # cells 0, 1, 4 and 5 left
    for ruin in (1, 4):  # 6s fit next to no 3 (R6.1): two MAGDAGDONs, two RUINS
        p.roll()
        assert p.game.rescuable and row(p) == ("MAGDAGDON", {"powers": 3})
        assert p.display().values["rescuable"]
        p.accept_magdagdon()
        p.tap_cell(ruin)
    p.roll()  # cells 0 and 5 left: a 3 fits cell 5, nothing ever fits cell 0
    assert p.game.phase.name == "MAGDAGDON" and p.game.powers_left == 3
    assert not p.game.rescuable
    assert row(p) == ("MAGDAGDON_HOPELESS", {})
    values = p.display().values
    assert not values["rescuable"]
    # ... and no power button stays lit to spend a use on a roll that cannot fit (a
    # play-tester paid SURVIVAL's one REROLL, -70, on such a board)
    assert not values["canRerollAll"] and not any(values["canUse"].values())
    p.tap_die(0)
    assert not any(p.display().values["canUse"].values())
    assert p.display().values["canAccept"]
    for move in (lambda: p.adjust(-1), lambda: p.adjust(+1), p.reroll, p.reroll_all):
        assert move() is Change.NOTHING  # nor from the keyboard (- + X)
    assert p.game.powers_used == 0
