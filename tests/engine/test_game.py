"""The turn state machine (R2.1, R3, R4 in play, R5, R6, R8), driven with forced rolls."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from magdagdon.engine import (
    RUIN,
    Die,
    Difficulty,
    Game,
    Phase,
    PhaseError,
    PlacementError,
    PowerError,
    RuleError,
)
from tests.engine import reference
from tests.engine.positions import random_game

P, S, N = Difficulty.PEACEFUL, Difficulty.SURVIVAL, Difficulty.NIGHTMARE


def play(game: Game, roll, *prepares, confirm=True) -> Game:
    """Roll ``roll`` and prepare (die, cell) pairs, then confirm."""
    game.roll(roll)
    for die, cell in prepares:
        game.prepare(die, cell)
    if confirm:
        game.confirm()
    return game


def game_with_34() -> Game:
    """PEACEFUL, first turn placed a 3 on cell 0 and a 4 on cell 1."""
    return play(Game(P, seed=1), [3, 4, 1, 1], (0, 0), (1, 1))


def unchanged(game: Game, action) -> Exception:
    """Run an action that must fail; the game must be exactly as before (issue 2)."""
    before = game.to_dict()
    with pytest.raises(ValueError) as info:
        action()
    assert game.to_dict() == before
    return info.value


# ------------------------------------------------------------------ R3.1 roll
def test_r3_1_new_game_waits_for_a_roll():
    g = Game(P, seed=3)
    assert g.phase is Phase.ROLL and g.can_roll
    assert g.dice == () and g.prepared == ()
    assert g.cells == (None,) * 16 and g.field == (None,) * 16
    assert (g.turns, g.powers_used, g.powers_left, g.required) == (0, 0, 3, 2)
    assert g.score().total == 0 and not g.is_over


def test_r3_1_roll_gives_four_dice_from_the_seeded_rng():
    g = Game(S, seed=42)
    g.roll()
    assert len(g.dice) == 4
    assert all(isinstance(d, Die) and 1 <= d.value <= 6 and d.cell is None for d in g.dice)
    assert g.phase is Phase.PLACE and not g.can_roll
    assert g.log[-1] == ["roll", [d.value for d in g.dice]]


def test_r3_1_dice_are_uniform_and_independent():
    """R3.1: 6,000 rolls of the game's RNG: each face near 1/6, all positions alike."""
    faces = Counter()
    pairs = Counter()
    for seed in range(1500):
        g = Game(P, seed=seed)
        g.roll()
        values = [d.value for d in g.dice]
        faces.update(values)
        pairs[(values[0], values[1])] += 1
    assert set(faces) == set(range(1, 7))
    assert all(850 < n < 1150 for n in faces.values()), faces
    assert len(pairs) == 36 and all(15 < n < 75 for n in pairs.values())


def test_r3_1_forced_values_and_bad_values():
    g = Game(P, seed=1)
    g.roll([6, 5, 4, 3])
    assert [d.value for d in g.dice] == [6, 5, 4, 3]
    for bad in (
        [1, 2, 3],
        [1, 2, 3, 4, 5],
        [0, 1, 2, 3],
        [1, 2, 3, 7],
        [1, 2, 3, "4"],
        [1, 2, 3, True],
    ):
        err = unchanged(Game(P, seed=1), lambda bad=bad: Game(P, seed=1).roll(bad))
        assert isinstance(err, RuleError) and err.rule == "R3.1"


def test_r3_1_roll_only_when_waiting_for_one():
    g = Game(P, seed=1)
    g.roll([1, 2, 3, 4])
    err = unchanged(g, g.roll)
    assert isinstance(err, PhaseError)


# --------------------------------------------------------------- R3.2 prepare
def test_r3_2_prepared_dice_are_provisional():
    g = Game(P, seed=1)
    g.roll([3, 4, 1, 6])
    g.prepare(1, 5)
    assert g.dice[1] == Die(4, 5) and g.dice[1].prepared
    assert g.field[5] == 4 and g.cells[5] is None
    assert g.prepared == (1,)
    assert g.legal_cells(1) == frozenset()  # already prepared
    assert g.legal_cells(0) == {1, 4, 6, 9}  # R4.4: prepared dice count
    assert g.legal_cells(3) == set()  # a 6 differs from the 4 by 2


@pytest.mark.parametrize(
    ("die", "cell", "rule"),
    [(3, 6, "R4.3"), (2, 6, "R4.3"), (0, 5, "R4.1"), (0, 15, "R4.3"), (1, 6, "R3.2")],
)
def test_r3_2_illegal_prepare_is_refused_and_changes_nothing(die, cell, rule):
    g = Game(P, seed=1)
    g.roll([3, 4, 1, 6])
    g.prepare(1, 5)
    err = unchanged(g, lambda: g.prepare(die, cell))
    assert isinstance(err, PlacementError) and err.rule == rule


def test_r4_1_ruin_is_not_empty():
    g = Game(N, seed=1)
    g.roll([1, 3, 5, 6])
    g.accept_magdagdon(5)
    g.roll([3, 3, 3, 3])
    err = unchanged(g, lambda: g.prepare(0, 5))
    assert err.rule == "R4.1" and "ruin" in str(err)


@pytest.mark.parametrize("bad", [-1, 16, "3", 2.0, None, True])
def test_prepare_bad_cell_or_die_is_a_value_error(bad):
    g = Game(P, seed=1)
    g.roll([3, 4, 1, 6])
    unchanged(g, lambda: g.prepare(0, bad))
    unchanged(g, lambda: g.prepare(bad, 0))


def test_r4_2_first_die_of_the_game_goes_anywhere():
    g = Game(N, seed=1)
    g.roll([1, 2, 3, 4])
    assert all(g.legal_cells(d) == set(range(16)) for d in range(4))


def test_r4_2_first_die_on_a_board_holding_only_ruins_goes_anywhere():
    """R4.2: after a MAGDAGDON on the first turn the board has a ruin and no number."""
    g = Game(N, seed=1)
    g.roll([1, 3, 5, 6])  # RULEBOOK.md: places only 5-6, NIGHTMARE needs 3
    assert g.phase is Phase.MAGDAGDON
    g.accept_magdagdon(0)
    g.roll([2, 2, 3, 6])
    assert g.phase is Phase.PLACE
    assert g.legal_cells(3) == set(range(1, 16))
    g.prepare(3, 15)  # a 6 in the far corner
    assert g.legal_cells(0) == set()  # 2 cannot touch the 6
    assert g.dead_end
    g.take_back(3)
    g.prepare(0, 1)  # next to the ruin: a ruin constrains nothing (R1.4)
    assert g.legal_cells(2) == {2, 5}


# --------------------------------------------------------------- R3.3 confirm
def test_r3_3_confirm_refused_below_required():
    g = Game(N, seed=1)
    g.roll([3, 3, 3, 3])
    g.prepare(0, 0)
    g.prepare(1, 1)
    assert not g.can_confirm
    err = unchanged(g, g.confirm)
    assert err.rule == "R3.3"
    g.prepare(2, 2)
    assert g.can_confirm
    g.prepare(3, 3)  # more than required may be prepared first
    g.confirm()
    assert g.cells[:4] == (3, 3, 3, 3) and g.turns == 1


def test_r3_3_confirm_makes_prepared_permanent_and_discards_the_rest():
    g = game_with_34()
    assert g.cells[:3] == (3, 4, None)
    assert g.dice == () and g.prepared == () and g.phase is Phase.ROLL
    assert g.turns == 1
    assert g.score().total == 14


def test_r3_5_numbers_stay_permanent():
    g = game_with_34()
    g.roll([4, 4, 4, 4])
    err = unchanged(g, lambda: g.prepare(0, 1))
    assert err.rule == "R4.1"
    assert g.can_take_back(0) is False
    unchanged(g, lambda: g.take_back(0))


# ------------------------------------------------------------- R3.4 take back
def test_r3_4_take_back_returns_the_die_with_its_value():
    g = Game(P, seed=1)
    g.roll([3, 4, 1, 6])
    g.prepare(0, 5)
    g.take_back(0)
    assert g.dice[0] == Die(3, None) and g.prepared == () and g.field == (None,) * 16


def test_r3_4_cascade_with_permanent_numbers():
    """R3.4: a chain hanging from the permanent field falls with the die that held it."""
    g = game_with_34()  # 3 on 0, 4 on 1
    g.roll([4, 4, 5, 4])
    g.prepare(0, 2)  # touches the 4 on 1
    g.prepare(2, 3)  # 5 touches only the prepared 4 on 2
    g.prepare(1, 5)  # touches the permanent 4 on 1
    g.prepare(3, 6)  # touches 2 and 5, both prepared
    assert g.taken_back_with(0) == (0, 2)  # the 4 on 6 stays: joined through cell 5
    assert g.taken_back_with(1) == (1,)
    g.take_back(0)
    assert g.prepared == (1, 3)
    assert g.dice[2].cell is None and g.dice[3].cell == 6
    assert g.field[:8] == (3, 4, None, None, None, 4, 4, None)
    g.take_back(1)  # 6 was joined to the field only through 5
    assert g.prepared == ()
    assert g.log[-1] == ["take_back", 1]


def test_r3_4_cascade_on_a_board_with_no_number_keeps_the_earliest_group():
    """R3.4: with no permanent number, the dice joined to the earliest remaining one stay."""
    g = Game(P, seed=1)
    g.roll([3, 3, 3, 3])
    g.prepare(0, 5)
    g.prepare(1, 6)
    g.prepare(2, 7)
    g.prepare(3, 9)
    # Taking back die 1 splits {5} and {7}: the earliest (5) stays with 9; 7 goes.
    assert g.taken_back_with(1) == (1, 2)
    # Taking back the earliest die 0 leaves {6, 7} and {9}: 6 is now the earliest.
    assert g.taken_back_with(0) == (0, 3)
    g.take_back(0)
    assert g.prepared == (1, 2) and g.field[4:12] == (None, None, 3, 3, None, None, None, None)


def test_r3_4_earliest_rule_on_a_board_holding_only_ruins():
    g = Game(N, seed=1)
    g.roll([1, 3, 5, 6])
    g.accept_magdagdon(10)
    g.roll([3, 3, 3, 3])
    g.prepare(2, 13)
    g.prepare(0, 9)
    g.prepare(3, 8)
    g.prepare(1, 14)  # touches only 13
    assert g.taken_back_with(2) == (2, 1)
    g.take_back(2)
    assert g.prepared == (0, 3)
    assert g.field[8:10] == (3, 3) and g.field[13] is None and g.field[14] is None


def test_r3_4_take_back_refused_when_not_prepared_or_not_placing():
    g = Game(P, seed=1)
    unchanged(g, lambda: g.take_back(0))  # no dice yet
    g.roll([3, 4, 1, 6])
    err = unchanged(g, lambda: g.take_back(0))
    assert err.rule == "R3.4" and not g.can_take_back(0)
    assert g.taken_back_with(0) == ()


# ------------------------------------------------------------------- R5 powers
def test_r5_2_adjust_changes_one_available_die_by_one_for_one_use():
    g = Game(P, seed=1)
    g.roll([3, 4, 1, 6])
    assert g.next_power_penalty == 10
    g.adjust(2, +1)
    assert g.dice[2].value == 2 and g.powers_used == 1 and g.powers_left == 2
    assert g.next_power_penalty == 20
    g.adjust(3, -1)
    assert g.dice[3].value == 5 and g.powers_used == 2 and g.next_power_penalty == 40
    assert g.score().power_penalty == 30
    assert g.log[-2:] == (["adjust", 2, 1], ["adjust", 3, -1])


def test_r5_3_reroll_costs_one_use_however_many_dice():
    g = Game(P, seed=5)
    g.roll([3, 4, 1, 6])
    g.reroll([0, 2, 3], [2, 2, 2])
    assert [d.value for d in g.dice] == [2, 4, 2, 2] and g.powers_used == 1
    g.reroll([1])  # from the game's RNG
    assert g.powers_used == 2 and 1 <= g.dice[1].value <= 6
    assert g.log[-1][0] == "reroll" and g.log[-1][1] == [1]


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (lambda g: g.adjust(0, 1), "R5.4"),  # die 0 is prepared
        (lambda g: g.adjust(0, -1), "R5.4"),
        (lambda g: g.reroll([0]), "R5.4"),
        (lambda g: g.reroll([1, 0]), "R5.4"),
        (lambda g: g.adjust(2, -1), "R5.2"),  # a 1 cannot go lower
        (lambda g: g.adjust(3, +1), "R5.2"),  # a 6 cannot go higher
        (lambda g: g.adjust(1, 2), "R5.2"),
        (lambda g: g.adjust(1, 0), "R5.2"),
        (lambda g: g.adjust(1, True), "R5.2"),
        (lambda g: g.reroll([]), "R5.3"),
        (lambda g: g.reroll([1, 1]), "R5.3"),
        (lambda g: g.reroll([1, 2], [3]), "R5.3"),
        (lambda g: g.reroll([1], [7]), "R5.3"),
    ],
)
def test_r5_powers_refused_change_nothing(action, rule):
    """R5.2-R5.4: prepared dice, the 1/6 bounds and malformed requests are refused."""
    g = Game(P, seed=1)
    g.roll([3, 4, 1, 6])
    g.prepare(0, 5)
    err = unchanged(g, lambda: action(g))
    assert isinstance(err, PowerError) and err.rule == rule
    assert g.powers_used == 0


def test_r5_4_can_adjust_and_can_reroll_say_the_same():
    g = Game(P, seed=1)
    g.roll([3, 4, 1, 6])
    g.prepare(0, 5)
    assert not g.can_adjust(0, 1) and not g.can_adjust(2, -1) and not g.can_adjust(3, 1)
    assert g.can_adjust(2, 1) and g.can_adjust(1, -1) and g.can_adjust(3, -1)
    assert not g.can_reroll([0]) and not g.can_reroll([]) and g.can_reroll([1, 2, 3])


@pytest.mark.parametrize(
    ("die", "delta", "fits"),
    [
        (2, 1, True),  # the 1 becomes a 2, next to the 3 (R4.3)
        (2, -1, False),  # below 1 (R5.2)
        (3, -1, False),  # a 5 is still two from the 3
        (3, 1, False),  # above 6 (R5.2)
        (0, 1, False),  # prepared: a power cannot touch it (R5.4)
    ],
)
def test_r5_2_fits_adjusted_says_whether_the_changed_die_would_have_a_cell(die, delta, fits):
    g = Game(P, seed=1)
    g.roll([3, 4, 1, 6])
    g.prepare(0, 5)
    assert not g.legal_cells(2) and not g.legal_cells(3)
    assert g.fits_adjusted(die, delta) is fits
    assert g.powers_used == 0 and g.dice[2].value == 1  # a question changes nothing


def _magdagdon_after_ones(roll: list[int]) -> Game:
    """PEACEFUL, 1 1 on cells 0 and 1, then ``roll``: a MAGDAGDON (R6.1, two dice needed)."""
    g = Game(P, seed=1)
    g.roll([1, 1, 6, 6])
    g.prepare(0, 0)
    g.prepare(1, 1)
    g.confirm()
    g.roll(roll)
    assert g.phase is Phase.MAGDAGDON
    return g


@pytest.mark.parametrize(
    ("roll", "die", "delta", "fits"),
    [
        ([3, 3, 5, 6], 0, -1, True),  # a 2 by the 1s, then the other 3 by the 2 (R4.4)
        ([3, 3, 5, 6], 1, -1, True),
        ([3, 3, 5, 6], 0, 1, False),
        ([3, 3, 5, 6], 3, -1, False),  # a 5 joins nothing
        # The 2 would have a cell as a 1 too, but one die is not the two the turn needs.
        ([2, 5, 5, 6], 0, -1, False),
        ([2, 5, 5, 6], 1, -1, False),
    ],
)
def test_r6_1_in_magdagdon_fits_adjusted_says_whether_the_power_surely_rescues(
    roll, die, delta, fits
):
    g = _magdagdon_after_ones(roll)
    assert g.fits_adjusted(die, delta) is fits
    assert g.phase is Phase.MAGDAGDON and g.powers_used == 0  # a question changes nothing
    if fits:
        g.adjust(die, delta)
        assert g.phase is Phase.PLACE  # R6.1 asked again: rescued


def test_r5_1_no_power_left():
    g = Game(S, seed=1)
    g.roll([3, 4, 1, 6])
    g.adjust(2, 1)
    assert g.powers_left == 0 and g.next_power_penalty is None
    for action in (lambda: g.adjust(3, -1), lambda: g.reroll([1])):
        err = unchanged(g, action)
        assert isinstance(err, PowerError) and err.rule == "R5.1"
    assert not g.can_adjust(3, -1) and not g.can_reroll([1])
    assert g.score().power_penalty == 70

    n = Game(N, seed=1)
    n.roll([1, 3, 5, 6])
    err = unchanged(n, lambda: n.adjust(0, 1))
    assert err.rule == "R5.1"


def test_r5_4_powers_only_during_a_turn():
    g = Game(P, seed=1)
    for action in (lambda: g.adjust(0, 1), lambda: g.reroll([0])):
        err = unchanged(g, action)
        assert isinstance(err, PhaseError) and err.rule == "R5.4"
    play(g, [3, 4, 1, 1], (0, 0), (1, 1))
    unchanged(g, lambda: g.reroll([0]))


def test_r5_4_powers_any_number_of_times_in_a_turn():
    g = Game(P, seed=1)
    g.roll([3, 4, 1, 6])
    g.adjust(2, 1)
    g.adjust(2, 1)
    g.reroll([2, 3], [5, 5])
    assert g.powers_used == 3 and g.score().power_penalty == 70 and g.phase is Phase.PLACE


# --------------------------------------------------------------- R6 MAGDAGDON
def test_r6_1_magdagdon_after_roll():
    g = Game(N, seed=1)
    g.roll([1, 3, 5, 6])
    assert g.phase is Phase.MAGDAGDON
    assert g.can_accept_magdagdon and not g.can_confirm and not g.dead_end
    assert g.ruinable_cells == set(range(16))
    assert all(g.legal_cells(d) == frozenset() for d in range(4))
    unchanged(g, lambda: g.prepare(2, 0))


def test_r6_1_magdagdon_after_an_adjust_drops_prepared_dice():
    """R6.1: asked again after a power; prepared dice are taken back when MAGDAGDON begins."""
    g = play(Game(P, seed=1), [1, 2, 6, 6], (0, 0), (1, 1))  # 1 on 0, 2 on 1
    g.roll([3, 4, 6, 6])
    g.prepare(0, 2)  # the 3 next to the 2
    assert g.phase is Phase.PLACE and g.prepared == (0,)
    g.adjust(1, +1)  # the 4 becomes a 5: 3,5,6,6 only places the 3
    assert g.phase is Phase.MAGDAGDON
    assert g.prepared == () and all(d.cell is None for d in g.dice)
    assert g.field == g.cells
    assert [d.value for d in g.dice] == [3, 5, 6, 6]
    g.adjust(1, -1)  # and back: R6.1 is asked after this power too
    assert g.phase is Phase.PLACE and g.powers_used == 2 and g.prepared == ()


def test_r6_1_magdagdon_after_a_reroll_drops_prepared_dice():
    g = game_with_34()
    g.roll([5, 5, 6, 6])
    g.prepare(0, 2)
    g.reroll([1, 2, 3], [1, 1, 1])
    assert g.phase is Phase.MAGDAGDON and g.prepared == ()


def test_r6_2_a_power_rescues_magdagdon_back_to_place():
    g = game_with_34()
    g.roll([6, 6, 6, 6])
    assert g.phase is Phase.MAGDAGDON
    g.adjust(0, -1)  # 5,6,6,6: a 5 by the 4, then a 6 by the 5
    assert g.phase is Phase.PLACE
    g.prepare(0, 2)
    g.prepare(1, 3)
    g.confirm()
    assert g.cells[:4] == (3, 4, 5, 6) and g.turns == 2 and g.score().power_penalty == 10


def test_r6_2_a_power_may_fail_to_rescue():
    g = game_with_34()
    g.roll([6, 6, 6, 6])
    g.reroll([0, 1], [1, 1])
    assert g.phase is Phase.MAGDAGDON and g.powers_used == 1
    g.reroll([0], [4])  # 4,1,6,6: the 4 fits, but neither a 1 nor a 6 can follow it
    assert g.phase is Phase.MAGDAGDON and g.powers_used == 2
    g.reroll([1], [5])  # 4,5,6,6 places
    assert g.phase is Phase.PLACE and g.powers_left == 0


def test_r6_2_accept_with_powers_left_and_r6_3_ruin():
    g = game_with_34()
    g.roll([6, 6, 6, 6])
    assert g.powers_left == 3
    unchanged(g, lambda: g.accept_magdagdon(0))  # R6.3: not an empty cell
    unchanged(g, lambda: g.accept_magdagdon(16))
    g.accept_magdagdon(10)
    assert g.cells[10] is RUIN and g.field[10] is RUIN
    assert g.phase is Phase.ROLL and g.dice == () and g.turns == 2  # R3.6
    assert g.powers_left == 3
    s = g.score()
    assert (s.ruins, s.ruin_penalty, s.total) == (1, 15, 14 - 15)  # R6.5


def test_r6_4_accept_refused_while_a_placement_exists():
    g = Game(N, seed=1)
    g.roll([1, 2, 3, 6])
    err = unchanged(g, lambda: g.accept_magdagdon(0))
    assert err.rule == "R6.4" and not g.can_accept_magdagdon


def test_r6_4_dead_end_when_prepared_dice_block_the_way():
    """R6.4: the 6 in the corner leaves 1,2,3 nowhere to go; the player must take it back."""
    g = Game(N, seed=1)
    g.roll([1, 2, 3, 6])
    assert not g.dead_end
    g.prepare(3, 0)
    assert g.dead_end and all(g.legal_cells(d) == frozenset() for d in range(3))
    err = unchanged(g, lambda: g.accept_magdagdon(5))
    assert err.rule == "R6.4"
    g.take_back(3)
    assert not g.dead_end
    g.prepare(0, 0)
    g.prepare(1, 1)
    assert not g.dead_end  # the 3 goes by the 2
    g.prepare(2, 2)
    assert not g.dead_end and g.can_confirm


def test_r6_4_dead_end_only_while_placing_below_required():
    g = Game(N, seed=1)
    assert not g.dead_end  # ROLL
    g.roll([1, 3, 5, 6])
    assert not g.dead_end  # MAGDAGDON is not a dead end: nothing can be placed at all
    g.accept_magdagdon(0)
    g.roll([3, 3, 3, 6])
    g.prepare(0, 5)
    g.prepare(1, 6)
    g.prepare(2, 7)
    assert not g.dead_end and g.can_confirm  # enough prepared; the 6 fits nowhere
    assert g.legal_cells(3) == frozenset()


# ------------------------------------------------------------ R2.1, R3.6, R8
def test_r2_1_required_shrinks_nightmare_two_then_one_and_r8_game_over():
    """R2.1: NIGHTMARE needs 3, then 2 with two empty cells, then 1; R8.1 ends the game."""
    g = Game(N, seed=2)
    play(g, [3, 3, 3, 3], (0, 0), (1, 1), (2, 2), (3, 3))
    play(g, [3, 3, 3, 3], (0, 4), (1, 5), (2, 6), (3, 7))
    play(g, [3, 3, 3, 3], (0, 8), (1, 9), (2, 10))
    assert g.required == 3 and g.cells.count(None) == 5
    play(g, [3, 3, 3, 3], (0, 11), (1, 12), (2, 13))
    assert g.cells.count(None) == 2 and g.required == 2
    g.roll([2, 6, 6, 6])  # one die fits, two are required
    assert g.phase is Phase.MAGDAGDON and g.required == 2
    g.accept_magdagdon(14)
    assert g.cells.count(None) == 1 and g.required == 1 and g.phase is Phase.ROLL
    g.roll([6, 6, 6, 4])
    assert g.phase is Phase.PLACE
    g.prepare(3, 15)
    assert g.can_confirm
    g.confirm()
    # R8.1: every cell holds a number or a ruin; R3.6: six turns, the MAGDAGDON one included.
    assert g.phase is Phase.OVER and g.is_over and g.turns == 6 and g.required == 0
    assert g.dice == () and not g.can_roll and not g.can_confirm
    # R8.2: the final score is there at once, and equals R7.4 on the final board.
    final = g.score()
    assert final.total == reference.total_score(g.cells, "NIGHTMARE", 0)
    assert final.ruins == 1 and final.total == 2 * (14 * 3 + 4) + final.bonus - 15
    # Nothing more can happen.
    for action in (
        g.roll,
        g.confirm,
        lambda: g.accept_magdagdon(14),
        lambda: g.adjust(0, 1),
        lambda: g.reroll([0]),
    ):
        err = unchanged(g, action)
        assert isinstance(err, PhaseError)


def test_r2_1_required_shrinks_in_peaceful():
    g = Game(P, seed=2)
    for row in range(3):
        play(g, [4, 4, 4, 4], *((d, 4 * row + d) for d in range(4)))
    play(g, [4, 4, 4, 4], (0, 12), (1, 13), (2, 14))
    assert g.required == 1
    g.roll([1, 1, 1, 1])
    assert g.phase is Phase.MAGDAGDON
    assert g.ruinable_cells == {15}
    g.adjust(0, 1)
    g.adjust(0, 1)  # 3 fits next to the 4s
    assert g.phase is Phase.PLACE
    g.prepare(0, 15)
    g.confirm()
    assert g.is_over and g.score().power_penalty == 30


def test_r8_1_game_ends_on_a_ruin():
    g = Game(P, seed=2)
    for row in range(3):
        play(g, [4, 4, 4, 4], *((d, 4 * row + d) for d in range(4)))
    play(g, [4, 4, 4, 4], (0, 12), (1, 13), (2, 14))
    g.roll([1, 1, 1, 1])
    g.accept_magdagdon(15)
    assert g.is_over and g.turns == 5 and g.score().ruins == 1


# ------------------------------------------------- errors leave the game as it was
def _actions(game: Game):
    """Every action worth trying on a state, as (method name, arguments)."""
    n = len(game.dice)
    yield "roll", ()
    yield "roll", ([1, 2, 3, 9],)
    yield "confirm", ()
    for die in range(-1, n + 1):
        yield "take_back", (die,)
        for delta in (-1, 1, 2):
            yield "adjust", (die, delta)
        for cell in range(-1, 17):
            yield "prepare", (die, cell)
    for size in range(n + 2):
        for dice in itertools.combinations(range(-1, n + 1), size):
            yield "reroll", (list(dice),)
    yield "reroll", ([0], [0])
    for cell in range(-1, 17):
        yield "accept_magdagdon", (cell,)


def _allowed(game: Game, name: str, args: tuple) -> bool:
    """What the query API predicts for an action."""
    n = len(game.dice)
    if name == "roll":
        return game.can_roll and not args
    if name == "confirm":
        return game.can_confirm
    if name == "accept_magdagdon":
        return game.can_accept_magdagdon and args[0] in game.ruinable_cells
    if name == "reroll":
        return all(0 <= d < n for d in args[0]) and game.can_reroll(args[0]) and len(args) == 1
    die = args[0]
    if not 0 <= die < n:
        return False
    if name == "take_back":
        return game.can_take_back(die)
    if name == "adjust":
        return game.can_adjust(die, args[1])
    return args[1] in game.legal_cells(die)  # prepare


def test_every_rule_error_leaves_the_game_exactly_as_before():
    """Issue 2: on states of random games, every refused action leaves to_dict unchanged, and
    the queries (can_*, legal_cells, ruinable_cells, taken_back_with) predict every outcome."""
    refused = done = 0
    for seed in range(16):
        for i, state in enumerate(random_game(seed)):
            if i % 5:
                continue
            state = state.copy()
            snapshot = state.to_dict()
            for name, args in _actions(state):
                probe = state.copy()
                allowed = _allowed(state, name, args)
                try:
                    getattr(probe, name)(*args)
                except ValueError:
                    refused += 1
                    assert probe.to_dict() == snapshot, (name, args)
                    assert not allowed, (name, args, state)
                else:
                    done += 1
                    assert allowed, (name, args, state)
                    if name == "take_back":
                        back = set(state.prepared) - set(probe.prepared)
                        assert back == set(state.taken_back_with(args[0]))
            assert state.to_dict() == snapshot
    assert refused > 5000 and done > 500, (refused, done)


def test_r6_4_dead_end_in_a_pocket_of_ruins_needs_every_die_back():
    """R3.4/R6.4: on a board holding only ruins, two dice sealed in a pocket keep each other
    there; taking one back is not enough (the other is kept, and is the only way back in)."""
    g = Game(N, seed=283)
    for cell in (0, 3, 6, 10, 15):
        g.roll([1, 3, 5, 6])
        assert g.phase is Phase.MAGDAGDON
        g.accept_magdagdon(cell)
    g.roll([4, 4, 4, 2])
    assert g.phase is Phase.PLACE
    g.prepare(2, 7)
    g.prepare(1, 11)  # 7 and 11 are walled in by ruins 3, 6, 10, 15
    assert g.dead_end
    g.take_back(1)
    assert g.prepared == (2,) and g.dead_end
    assert {d: g.legal_cells(d) for d in (0, 1, 3)} == {0: {11}, 1: {11}, 3: set()}
    g.take_back(2)
    assert g.prepared == () and not g.dead_end


def test_asking_about_a_die_outside_a_turn_is_a_clear_error():
    g = Game(P, seed=1)
    with pytest.raises(ValueError, match="no dice in phase ROLL"):
        g.legal_cells(0)
    with pytest.raises(ValueError, match="no dice"):
        g.can_take_back(0)
    g.roll([3, 4, 1, 6])
    with pytest.raises(ValueError, match=r"0\.\.3, got 4"):
        g.legal_cells(4)
