"""Property-based tests (hypothesis) over random legal play on every difficulty.

Runs are derandomized by default so CI sees the same examples every time; set
``MAGDAGDON_HYPOTHESIS=explore`` to draw fresh random examples (and more of them) locally.
"""

from __future__ import annotations

import os
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from magdagdon.engine import RUIN, Difficulty, Game, Phase, can_place, legal_cells
from tests.engine import reference
from tests.engine.positions import random_action

EXPLORE = os.environ.get("MAGDAGDON_HYPOTHESIS") == "explore"
ENGINE = settings(
    max_examples=1000 if EXPLORE else 60,
    derandomize=not EXPLORE,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)

MAX_ACTIONS = 3000  # far above any real game; reaching it means the game did not end


def check_invariants(game: Game) -> None:
    cells, field = game.cells, game.field
    values = [d.value for d in game.dice]
    name = game.difficulty.name
    # R4.4: the numbers in the field form one group; R4.3: neighbours within 1.
    assert reference.numbers_connected(field), field
    assert reference.neighbours_within_one(field), field
    # R4.4: the prepared dice, as a set, are valid on the permanent board.
    placed = {d.cell: d.value for d in game.dice if d.cell is not None}
    assert reference.valid_set(cells, placed)
    assert sorted(game.dice[d].cell for d in game.prepared) == sorted(placed)
    assert len(set(game.prepared)) == len(game.prepared)
    assert all(field[c] == v for c, v in placed.items())
    assert all(field[i] == cells[i] for i in range(16) if i not in placed)
    # R2.1
    assert game.required == min(game.difficulty.minimum, cells.count(None))
    # R5.1/R5.5: powers never exceed the table.
    assert 0 <= game.powers_used <= game.difficulty.powers
    assert game.powers_left == game.difficulty.powers - game.powers_used
    # R7.4/R7.5: the running score equals its formula.
    assert game.score().total == reference.total_score(cells, name, game.powers_used)
    # R3.6: turns count confirmed and MAGDAGDON turns; each turn fills at least one cell.
    ended = sum(1 for e in game.log if e[0] in ("confirm", "ruin"))
    assert game.turns == ended <= 16 - cells.count(None)
    # Phases (R3, R6.1, R8.1).
    if game.phase is Phase.ROLL:
        assert game.dice == () and None in cells
    elif game.phase is Phase.PLACE:
        assert len(values) == 4
        assert reference.can_place(cells, values, game.required)
        free = [d.value for d in game.dice if d.cell is None]
        missing = game.required - len(placed)
        expected_dead_end = missing > 0 and not reference.can_place(field, free, missing)
        assert game.dead_end == expected_dead_end
        assert game.can_confirm == (missing <= 0)
        for d, die in enumerate(game.dice):  # R4 with the prepared dice counted (R4.4)
            expected = set() if die.cell is not None else reference.legal_cells(field, die.value)
            assert game.legal_cells(d) == expected
    elif game.phase is Phase.MAGDAGDON:
        assert not reference.can_place(cells, values, game.required)
        assert game.prepared == () and field == cells
        assert game.ruinable_cells == {i for i in range(16) if cells[i] is None}
    else:
        assert None not in cells and game.dice == () and game.is_over


@ENGINE
@given(
    difficulty=st.sampled_from(list(Difficulty)),
    seed=st.integers(0, 2**32),
    policy=st.integers(0, 2**32),
    power_rate=st.sampled_from([0.0, 0.2, 0.6]),
)
def test_random_legal_play_keeps_every_invariant_and_ends(difficulty, seed, policy, power_rate):
    """R4.4 connected field, R4.3 neighbours, R7.4 score, R5 powers, R2.1, R3.6, R8.1.

    A whole game needs hundreds of choices, so they come from a seeded ``random.Random``
    (``policy``) rather than from hypothesis draws: a failure replays from its three seeds.
    """
    rng = random.Random(policy)
    game = Game(difficulty, seed=seed)
    check_invariants(game)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        random_action(game, rng, power_rate)
        check_invariants(game)
    assert game.is_over  # R8.1: every game ends...
    assert game.turns <= 16  # ...within 16 turns, as every turn fills at least one cell
    assert Game.from_dict(game.to_dict()).to_dict() == game.to_dict()


@ENGINE
@given(rng=st.randoms(use_true_random=False))
def test_take_back_leaves_a_valid_set_and_the_earliest_group(rng):
    """R3.4: after a take back the prepared dice are valid (R4.4); with no permanent number
    the earliest remaining prepared die is kept with exactly its group."""
    game = Game(rng.choice(list(Difficulty)), seed=rng.randrange(2**32))
    for _ in range(rng.randint(0, 40)):
        if game.phase is Phase.OVER:
            return
        random_action(game, rng, 0.0)
    if game.phase is not Phase.PLACE:
        return
    # Prepare as many dice as possible, in a random order.
    for _ in range(4):
        moves = [(d, c) for d in range(4) for c in sorted(game.legal_cells(d))]
        if not moves:
            break
        game.prepare(*rng.choice(moves))
    if not game.prepared:
        return
    die = rng.choice(game.prepared)
    order = [d for d in game.prepared if d != die]
    where = {d: game.dice[d].cell for d in order}
    promised = game.taken_back_with(die)
    game.take_back(die)
    kept = {game.dice[d].cell: game.dice[d].value for d in game.prepared}
    assert reference.valid_set(game.cells, kept)
    assert set(promised) == set(order) - set(game.prepared) | {die}
    # Nothing more was taken back than R3.4 asks: every returned die was really cut off.
    for d in set(order) - set(game.prepared):
        with_it = dict(kept)
        with_it[where[d]] = game.dice[d].value
        if any(isinstance(v, int) for v in game.cells):
            assert not reference.valid_set(game.cells, with_it)
    if order and not any(isinstance(v, int) for v in game.cells):
        assert game.prepared and game.prepared[0] == order[0]


CELL = st.one_of(st.none(), st.just(RUIN), st.integers(1, 6))


@ENGINE
@given(
    cells=st.lists(st.one_of(st.none(), st.none(), CELL), min_size=16, max_size=16),
    dice=st.lists(st.integers(1, 6), min_size=4, max_size=4),
    required=st.integers(0, 4),
)
def test_can_place_and_legal_cells_match_the_rules_on_any_board(cells, dice, required):
    """R4/R6.1 on arbitrary boards drawn by hypothesis (shrinks to a minimal counterexample)."""
    assert can_place(cells, dice, required) == reference.can_place(cells, dice, required)
    for value in set(dice):
        assert legal_cells(cells, value) == reference.legal_cells(cells, value)


def test_random_play_is_reproducible_without_hypothesis():
    """A plain seeded run of the same property, so a failure can be replayed by seed."""
    for seed in range(10):
        rng = random.Random(seed)
        game = Game(list(Difficulty)[seed % 3], seed=seed)
        while not game.is_over:
            random_action(game, rng, 0.3)
            check_invariants(game)
