"""The risk figure (R6.1 over all 1,296 rolls) and the fast paths behind it and can_place."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations, product

import pytest

from magdagdon.engine import RUIN, Difficulty, can_place, magdagdon_chance
from magdagdon.engine.board import encode, iter_placements, placeable, room_for_group
from magdagdon.engine.search import magdagdon_rolls, placeable_multisets, roll_multisets
from tests.engine import reference
from tests.engine.positions import random_boards, random_dice

E, R = None, RUIN
CHECKERBOARD_RUINS = [R if (i // 4 + i % 4) % 2 else E for i in range(16)]
STRIPES_OF_RUINS = [R, R, R, R, E, E, E, E, R, R, R, R, E, R, E, R]


def test_roll_multisets_cover_the_1296_rolls():
    rolls = roll_multisets()
    assert len(rolls) == 126
    assert sum(ways for _, ways in rolls) == 1296
    assert dict(rolls)[(1, 2, 3, 4)] == 24 and dict(rolls)[(6, 6, 6, 6)] == 1


def test_placeable_multisets_equal_the_values_of_every_placement_set():
    """The multiset search (and its closed form on boards without numbers) equals collecting
    the values of every placement set iter_placements yields, for 1 to 4 dice."""
    for cells in random_boards(seed=31, count=300):
        board = encode(cells)
        for required in (1, 2, 3, 4):
            if required == 4 and board.count(0) > 8:
                continue  # the slow side of the comparison gets long; small boards suffice
            slow = {
                tuple(sorted(v for _, v in p))
                for p in iter_placements(board, (1, 2, 3, 4, 5, 6) * required, required)
            }
            assert placeable_multisets(board, required) == slow, (cells, required)


@pytest.mark.parametrize(
    ("cells", "size", "room"),
    [
        ([E] * 16, 3, True),
        (CHECKERBOARD_RUINS, 1, True),
        (CHECKERBOARD_RUINS, 2, False),
        (STRIPES_OF_RUINS, 3, True),
        ([E, E, R, E] + [R] * 12, 2, True),
        ([E, E, R, E] + [R] * 12, 3, False),
        ([R] * 16, 1, False),
        ([R] * 16, 0, True),
    ],
)
def test_room_for_a_connected_group(cells, size, room):
    assert room_for_group(encode(cells), size) is room


POSITIONS = [
    ([E] * 16, Difficulty.NIGHTMARE),
    ([E] * 16, Difficulty.PEACEFUL),
    (CHECKERBOARD_RUINS, Difficulty.NIGHTMARE),
    (CHECKERBOARD_RUINS, Difficulty.SURVIVAL),
    (STRIPES_OF_RUINS, Difficulty.NIGHTMARE),
    ([E, E, R, E] + [R] * 12, Difficulty.NIGHTMARE),
    ([E, 3, E, E, E, E, 4, E, E, E, 4, E, E, E, E, E], Difficulty.NIGHTMARE),
    ([E] * 5 + [1] + [E] * 10, Difficulty.SURVIVAL),
    ([6, 5, 4, 3] * 3 + [R, E, R, E], Difficulty.NIGHTMARE),
    ([2] * 14 + [E, E], Difficulty.NIGHTMARE),
    ([2] * 16, Difficulty.NIGHTMARE),
]


# The 1,296 ordered rolls grouped by the multiset they show (the oracle ignores dice order).
ROLLS_BY_MULTISET = Counter(tuple(sorted(roll)) for roll in product(range(1, 7), repeat=4))


@pytest.mark.parametrize(("cells", "difficulty"), POSITIONS)
def test_r6_1_magdagdon_chance_is_the_share_of_refused_rolls(cells, difficulty):
    """R6.1 over all 1,296 ordered rolls, each asked of the order-free oracle."""
    required = min(difficulty.minimum, cells.count(None))
    bad = sum(
        ways
        for roll, ways in ROLLS_BY_MULTISET.items()
        if not reference.can_place(cells, roll, required)
    )
    chance = magdagdon_chance(cells, difficulty)
    assert isinstance(chance, Fraction)
    assert chance == Fraction(bad, 1296)
    assert magdagdon_rolls(encode(cells), required) == bad


def test_known_risks():
    """RULEBOOK.md facts: PEACEFUL and SURVIVAL always place 2 on an empty board; NIGHTMARE
    on an empty board fails exactly when no three of the dice step by at most 1 (1-3-5-6)."""
    assert magdagdon_chance([E] * 16, Difficulty.PEACEFUL) == 0
    assert magdagdon_chance([E] * 16, Difficulty.SURVIVAL) == 0

    def fits(roll):
        return any(b - a <= 1 and c - b <= 1 for a, b, c in combinations(sorted(roll), 3))

    bad = sum(not fits(roll) for roll in product(range(1, 7), repeat=4))
    assert not fits((1, 3, 5, 6))
    assert magdagdon_chance([E] * 16, Difficulty.NIGHTMARE) == Fraction(bad, 1296)
    assert magdagdon_chance([2] * 16, Difficulty.NIGHTMARE) == 0  # nothing left to place


def test_placeable_fast_paths_match_the_oracle():
    """can_place on boards without numbers (closed form) and with them (search), 1 to 4 dice."""
    rng = random.Random(4)
    for cells in random_boards(seed=41, count=400):
        if rng.random() < 0.5:  # strip the numbers: a board holding only ruins, R4.2
            cells = [RUIN if v is RUIN else None for v in cells]
        dice = random_dice(rng)
        for required in (0, 1, 2, 3, 4):
            if required == 4 and cells.count(None) > 10:
                continue
            expected = reference.can_place(cells, dice, required)
            assert can_place(cells, dice, required) is expected, (cells, dice, required)
            assert placeable(encode(cells), dice, required) is expected
