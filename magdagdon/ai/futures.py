"""The expert's two building blocks: sampled next rolls and every afterstate of a roll.

Pure functions over the bot's internal boards, apart from the player so each can be read
(and tested) alone.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from functools import cache
from itertools import accumulate

from magdagdon.engine import ROLLS
from magdagdon.engine.board import EMPTY, iter_placements
from magdagdon.engine.search import roll_multisets

from .evaluate import Board

Placement = tuple[tuple[int, int], ...]
Roll = tuple[int, ...]


@cache
def _cumulative() -> tuple[tuple[Roll, ...], tuple[int, ...]]:
    """The 126 sorted rolls and the running total of their ways (out of 1,296)."""
    rolls = tuple(values for values, _ in roll_multisets())
    return rolls, tuple(accumulate(ways for _, ways in roll_multisets()))


def sample_rolls(board: Board, count: int) -> tuple[Roll, ...]:
    """``count`` next rolls, systematically sampled from the exact distribution of the 1,296
    rolls with an offset seeded by ``board``: unbiased, evenly spread, and reproducible."""
    rolls, cumulative = _cumulative()
    offset = random.Random(hash(board)).random()
    out = []
    for i in range(count):
        u = (i + offset) * ROLLS / count
        out.append(rolls[min(bisect_right(cumulative, u), len(rolls) - 1)])
    return tuple(out)


def afterstates(
    board: Board, values: Sequence[int], required: int
) -> Iterator[tuple[Placement, Board]]:
    """Every distinct legal placement of ``required`` or more of ``values`` (R4.4) with the
    board it leaves, in one depth-first pass of the engine's generator (``iter_placements``
    with ``least``; ``players.placements`` walks once per size)."""
    most = min(len(values), board.count(EMPTY))
    return iter_placements(board, values, most, max(required, 1), boards=True)
