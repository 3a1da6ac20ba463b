"""Questions about every possible roll: the chance that the next roll is a MAGDAGDON.

There are 6**4 = 1,296 rolls but only 126 multisets of four values; a board is asked once which
multisets of ``required`` values it can take, and each roll is then a few set look-ups.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import factorial

from .board import EMPTY, Cell, encode, iter_placements
from .rules import DICE_PER_ROLL, Difficulty

ROLLS = 6**DICE_PER_ROLL


@cache
def roll_multisets() -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every multiset of four dice with the number of the 1,296 ordered rolls that give it."""
    out = []
    for values in combinations_with_replacement(range(1, 7), DICE_PER_ROLL):
        ways = factorial(DICE_PER_ROLL)
        for n in Counter(values).values():
            ways //= factorial(n)
        out.append((values, ways))
    return tuple(out)


def placeable_multisets(board: Sequence[int], required: int) -> frozenset[tuple[int, ...]]:
    """Sorted value tuples of size ``required`` that some legal placement set can hold."""
    anything = (1, 2, 3, 4, 5, 6) * required
    return frozenset(
        tuple(sorted(v for _, v in placement))
        for placement in iter_placements(board, anything, required)
    )


def magdagdon_rolls(board: Sequence[int], required: int) -> int:
    """How many of the 1,296 rolls are a MAGDAGDON (R6.1) on an internal board."""
    if required <= 0:
        return 0
    fine = placeable_multisets(board, required)
    bad = 0
    for values, ways in roll_multisets():
        if not any(sub in fine for sub in combinations(values, required)):
            bad += ways
    return bad


def magdagdon_chance(cells: Sequence[Cell], difficulty: Difficulty) -> Fraction:
    """The exact probability that the next roll on this board is a MAGDAGDON.

    ``cells`` is the board as it will be at the next roll (prepared dice included).

    >>> magdagdon_chance([None] * 16, Difficulty.PEACEFUL)
    Fraction(0, 1)
    """
    board = encode(cells)
    required = min(difficulty.minimum, board.count(EMPTY))
    return Fraction(magdagdon_rolls(board, required), ROLLS)
