"""The expert's afterstates come from the engine's one placement generator (R4.4)."""

from __future__ import annotations

import random

import pytest

from magdagdon.ai.futures import afterstates
from magdagdon.ai.turns import placed_on
from magdagdon.engine.board import EMPTY, RUIN, encode, iter_placements

BOARDS = [
    [None] * 16,
    [3, 4, None, None] + [None] * 12,
    [3, 4, 5, None, 2, None, None, None, None, None, None, None, None, None, None, None],
    [None] * 5 + ["R"] + [None] * 10,
]


def _board(cells):
    return encode([RUIN if c == "R" else c for c in cells])


@pytest.mark.parametrize("cells", BOARDS)
@pytest.mark.parametrize("required", [1, 2, 3])
def test_afterstates_are_every_placement_of_required_or_more_dice(cells, required):
    board = _board(cells)
    rng = random.Random(required)
    for _ in range(5):
        values = [rng.randint(1, 6) for _ in range(4)]
        got = list(afterstates(board, values, required))
        want = [
            p
            for size in range(required, 5)
            for p in iter_placements(board, values, size)  # R4.4, one size at a time
        ]
        assert sorted(p for p, _ in got) == sorted(want)
        assert len(got) == len({p for p, _ in got})  # each set once
        for placement, after in got:
            assert after == placed_on(board, placement)
            assert after.count(EMPTY) == board.count(EMPTY) - len(placement)


def test_smaller_sets_come_before_the_sets_that_extend_them():
    board = _board(BOARDS[1])
    order = list(iter_placements(board, [4, 5, 5, 6], 4, 1))
    index = {p: i for i, p in enumerate(order)}
    for placement in order:
        if len(placement) > 1:
            # the legal order's prefix is itself a set met earlier in the same pass
            assert index[placement[:-1]] < index[placement]
    assert list(iter_placements(board, [4, 5, 5, 6], 2)) == [p for p in order if len(p) == 2]
