"""R1 and R4: the board, where a die may go, and can_place (R6.1) against an order-free oracle."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from magdagdon.engine import (
    CELLS,
    COLUMNS,
    NEIGHBOURS,
    ROWS,
    RUIN,
    Difficulty,
    can_place,
    legal_cells,
)
from magdagdon.engine.board import dead_targets, encode, iter_placements
from magdagdon.engine.search import magdagdon_chance
from tests.engine import reference
from tests.engine.positions import random_boards, random_dice

E = None
R = RUIN


def test_r1_1_row_major_indices():
    """R1.1: index = 4*row + column; R7.1 lines follow from it."""
    assert CELLS == 16
    assert ROWS[1] == (4, 5, 6, 7)
    assert COLUMNS[2] == (2, 6, 10, 14)


@pytest.mark.parametrize(
    ("cell", "expected"),
    [(0, {1, 4}), (3, {2, 7}), (5, {1, 4, 6, 9}), (12, {8, 13}), (15, {11, 14}), (7, {3, 6, 11})],
)
def test_r1_3_neighbours_share_a_side(cell, expected):
    """R1.3: up, down, left, right; no diagonals and no wrapping round the edge."""
    assert set(NEIGHBOURS[cell]) == expected


def test_r1_3_neighbours_match_reference():
    for cell in range(16):
        assert set(NEIGHBOURS[cell]) == set(reference.neighbours(cell))


def board(**cells):
    """A board from keyword cells like c5=3, c6=RUIN."""
    out = [None] * 16
    for key, value in cells.items():
        out[int(key[1:])] = value
    return out


# R4 as a table: (board, value, the cells where it may go).
LEGAL_TABLE = [
    # R4.2: the first die of the game goes anywhere
    ("empty board", board(), 1, set(range(16))),
    ("empty board", board(), 6, set(range(16))),
    # R4.2: a board holding only ruins is a board with no number: any EMPTY cell
    ("only ruins", board(c0=R, c5=R, c10=R), 4, set(range(16)) - {0, 5, 10}),
    ("all ruins but one", [R] * 15 + [None], 2, {15}),
    # R4.3: must touch a number
    ("one 3", board(c5=3), 3, {1, 4, 6, 9}),
    ("one 3", board(c5=3), 2, {1, 4, 6, 9}),
    ("one 3", board(c5=3), 4, {1, 4, 6, 9}),
    ("one 3", board(c5=3), 5, set()),
    ("one 3", board(c5=3), 1, set()),
    # R4.3 example: a cell touching a 3 and a 4 accepts only a 3 or a 4
    ("3 and 4", board(c4=3, c6=4), 3, {0, 8, 5, 2, 7, 10}),
    ("3 and 4", board(c4=3, c6=4), 4, {0, 8, 5, 2, 7, 10}),
    ("3 and 4", board(c4=3, c6=4), 2, {0, 8}),
    ("3 and 4", board(c4=3, c6=4), 5, {2, 7, 10}),
    # R1.4: a ruin connects nothing and constrains nothing
    ("ruin between", board(c4=3, c5=R), 4, {0, 8}),
    ("ruin next to", board(c5=R, c6=6), 1, set()),
    ("ruin next to", board(c5=R, c6=6), 5, {2, 7, 10}),
    # R4.1: numbers and ruins are not EMPTY
    ("full row", board(c0=1, c1=2, c2=3, c3=4), 2, {4, 5, 6}),
]


@pytest.mark.parametrize(("name", "cells", "value", "expected"), LEGAL_TABLE)
def test_r4_legal_cells_table(name, cells, value, expected):
    assert legal_cells(cells, value) == expected, name
    assert reference.legal_cells(cells, value) == expected, name


def test_r4_3_example_from_the_rules():
    """R4.3: 'an empty cell touching both a 3 and a 4 accepts only a 3 or a 4'."""
    cells = board(c4=3, c6=4)
    for value in range(1, 7):
        assert (5 in legal_cells(cells, value)) == (value in (3, 4))


def test_r4_legal_cells_matches_a_direct_reading_on_random_boards():
    """R4 on 2,000 random boards and every value, against reference.legal_cells."""
    for cells in random_boards(seed=11, count=2000):
        for value in range(1, 7):
            assert legal_cells(cells, value) == reference.legal_cells(cells, value), (cells, value)


def test_a_dead_cell_is_exactly_an_empty_cell_no_value_can_ever_fill():
    """Issue 38: ``dead_targets`` against a direct reading of R4.3 on 2,000 random boards:
    an empty cell is dead when no value is within 1 of every neighbouring number, however
    many numbers join the field later (numbers are never removed)."""
    for cells in random_boards(seed=12, count=2000):
        board = encode(cells)
        for cell in range(CELLS):
            numbers = [cells[n] for n in NEIGHBOURS[cell] if isinstance(cells[n], int)]
            never = cells[cell] is None and not any(
                all(abs(v - n) <= 1 for n in numbers) for v in range(1, 7)
            )
            assert (cell in dead_targets(board)) == never, (cells, cell)
            if never:  # no value may go there now, whatever the field (R4.3)
                assert all(cell not in legal_cells(cells, v) for v in range(1, 7))


# R6.1 / R4.4: can_place on hand-made positions.
CAN_PLACE_TABLE = [
    # RULEBOOK.md facts: NIGHTMARE can fail on the first turn; 1-3-5-6 places only 5-6
    ("empty, 1356, 3", board(), [1, 3, 5, 6], 3, False),
    ("empty, 1356, 2", board(), [1, 3, 5, 6], 2, True),
    ("empty, 1234, 3", board(), [1, 2, 3, 4], 3, True),
    ("empty, 1234, 4", board(), [1, 2, 3, 4], 4, True),
    ("empty, 1256, 3", board(), [1, 2, 5, 6], 3, False),
    # R4.4: order matters; a chain through a prepared die reaches a far cell
    ("chain", board(c0=1), [2, 3, 4, 6], 3, True),
    ("chain too far", board(c0=1), [3, 4, 5, 6], 1, False),
    # R4.3: every neighbour within 1, prepared dice included
    ("squeezed", [1, E, 3, R, R, R, R, R, R, R, R, R, R, R, R, R], [2, 6, 6, 6], 1, True),
    ("squeezed", [1, E, 3, R, R, R, R, R, R, R, R, R, R, R, R, R], [4, 6, 6, 6], 1, False),
    # R4.2: a board with only ruins: the dice must form one connected group
    ("split by ruins", [E, R, E, R] + [R] * 12, [3, 3, 3, 3], 2, False),
    ("split by ruins", [E, R, E, R] + [R] * 12, [3, 3, 3, 3], 1, True),
    ("ruins corridor", [E, E, E, R] + [R] * 12, [1, 2, 3, 6], 3, True),
    ("ruins corridor", [E, E, E, R] + [R] * 12, [1, 3, 5, 6], 3, False),
    # two dice that fit only if placed next to each other, not next to the 6
    ("isolated", board(c0=6, c1=R, c4=R), [3, 3, 3, 3], 1, False),
    # R2.1 end of board: 1 empty cell
    ("last cell", [2] * 15 + [E], [4, 4, 4, 3], 1, True),
    ("last cell", [2] * 15 + [E], [4, 4, 4, 5], 1, False),
    ("nothing required", [2] * 16, [4, 4, 4, 5], 0, True),
]


@pytest.mark.parametrize(("name", "cells", "dice", "required", "expected"), CAN_PLACE_TABLE)
def test_r6_1_can_place_table(name, cells, dice, required, expected):
    assert can_place(cells, dice, required) is expected, name
    assert reference.can_place(cells, dice, required) is expected, name


def test_r6_1_can_place_matches_order_free_oracle_on_thousands_of_positions():
    """R4.4/R6.1: for every required count 1..3, can_place agrees with the oracle that
    enumerates sets of cells and value assignments and tests each set as a whole."""
    rng = random.Random(2024)
    boards = random_boards(seed=5, count=1500)
    disagreements = []
    outcomes = Counter()
    for cells in boards:
        dice = random_dice(rng)
        for required in (1, 2, 3):
            expected = reference.can_place(cells, dice, required)
            outcomes[expected] += 1
            if can_place(cells, dice, required) is not expected:
                disagreements.append((cells, dice, required, expected))
    assert not disagreements, disagreements[:3]
    # The sample must exercise both answers, many times each.
    assert outcomes[True] > 1000 and outcomes[False] > 500, outcomes


def test_r4_4_iter_placements_yields_exactly_the_valid_sets():
    """The engine's enumeration of placement sets (used by the risk figure) equals the
    oracle's set of valid placement sets, each set once, each in an order legal to play."""
    rng = random.Random(99)
    for cells in random_boards(seed=8, count=250):
        dice = random_dice(rng)
        internal = encode(cells)
        for required in (1, 2, 3):
            found = list(iter_placements(internal, dice, required))
            as_sets = [frozenset(p) for p in found]
            assert len(as_sets) == len(set(as_sets)), "a placement set was yielded twice"
            assert set(as_sets) == reference.placement_sets(cells, dice, required)
            for placements in found:  # the yielded order is playable die by die (R4.3)
                field = list(cells)
                for cell, value in placements:
                    assert cell in reference.legal_cells(field, value)
                    field[cell] = value


def test_r6_1_magdagdon_chance_counts_every_roll():
    """magdagdon_chance is the share of the 1,296 ordered rolls that can_place refuses."""
    from itertools import product

    positions = [
        ([None] * 16, Difficulty.NIGHTMARE),
        ([None] * 16, Difficulty.PEACEFUL),
        (board(c5=3, c6=4, c0=R), Difficulty.NIGHTMARE),
        (board(c0=1, c15=R, c3=R, c12=R), Difficulty.SURVIVAL),
        ([E, R, E, R] + [R] * 12, Difficulty.PEACEFUL),
        ([2] * 14 + [E, E], Difficulty.NIGHTMARE),
        ([6, 5, 4, 3] * 3 + [R, E, R, E], Difficulty.NIGHTMARE),
    ]
    for cells, difficulty in positions:
        required = min(difficulty.minimum, cells.count(None))
        bad = sum(not can_place(cells, roll, required) for roll in product(range(1, 7), repeat=4))
        assert magdagdon_chance(cells, difficulty) * 1296 == bad, (cells, difficulty)


@pytest.mark.parametrize(
    "args",
    [
        ([None] * 15, [1, 2, 3, 4], 2),
        ([None] * 17, [1, 2, 3, 4], 2),
        ([None] * 16, [0, 2, 3, 4], 2),
        ([None] * 16, [7, 2, 3, 4], 2),
        ([None] * 16, ["3", 2, 3, 4], 2),
        ([None] * 16, [1, 2, 3, 4], -1),
        ([None] * 16, [1, 2, 3, 4], True),
        ([None] * 16, [1, 2, 3, 4], 2.0),
        ([3.0] + [None] * 15, [1, 2, 3, 4], 2),
    ],
)
def test_can_place_rejects_bad_input(args):
    with pytest.raises(ValueError):
        can_place(*args)


@pytest.mark.parametrize(
    "args", [([None] * 16, 0), ([None] * 16, 7), ([None] * 16, True), ([None] * 10, 3)]
)
def test_legal_cells_rejects_bad_input(args):
    with pytest.raises(ValueError):
        legal_cells(*args)


def test_can_place_more_than_the_dice_is_false():
    assert can_place([None] * 16, [3, 3], 3) is False
