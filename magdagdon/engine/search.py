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

from .board import (
    CELLS,
    EMPTY,
    MASK_VALUES,
    Cell,
    encode,
    has_number,
    open_values,
    room_for_group,
    steps_of_one,
)
from .facts import ROLLS, required_for_empty
from .rules import DICE_PER_ROLL, Difficulty


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
    """Sorted value tuples of size ``required`` that some legal placement set can hold.

    Same answer as collecting the values of every set ``iter_placements`` yields (the tests
    check it), found faster because only the multisets matter, not where the dice go.
    """
    if required <= 0:
        return frozenset({()})
    if not has_number(board) and required <= 3:
        return _multisets_on_a_board_without_numbers(board, required)
    return _multisets_by_search(board, required)


def _multisets_on_a_board_without_numbers(
    board: Sequence[int], required: int
) -> frozenset[tuple[int, ...]]:
    """R4.2/R4.4 with no number on the board: see ``board.placeable`` for why a multiset
    fits exactly when its sorted values step by at most 1 and there is room for the group."""
    if not room_for_group(board, required):
        return frozenset()
    return frozenset(
        values
        for values in combinations_with_replacement(range(1, 7), required)
        if steps_of_one(values)
    )


def _multisets_by_search(board: Sequence[int], required: int) -> frozenset[tuple[int, ...]]:
    """Depth-first over sets of placements, each set visited once; the last die is not
    placed but summarised as the union of the values some cell could take (R4.3/R4.4)."""
    work = list(board)
    anywhere_at_start = not has_number(board)
    found: set[tuple[int, ...]] = set()
    seen: set[int] = set()
    path: list[int] = []
    last = required - 1

    def grow(key: int, depth: int) -> None:
        anywhere = anywhere_at_start and depth == 0
        union = 0
        for cell in range(CELLS):
            mask = open_values(work, cell, anywhere)
            if not mask:
                continue
            if depth == last:
                union |= mask
                continue
            shift = 3 * cell
            for value in MASK_VALUES[mask]:
                child = key | (value << shift)
                if child in seen:
                    continue
                seen.add(child)
                work[cell] = value
                path.append(value)
                grow(child, depth + 1)
                path.pop()
                work[cell] = EMPTY
        if depth == last:
            for value in MASK_VALUES[union]:
                found.add(tuple(sorted((*path, value))))

    grow(0, 0)
    return frozenset(found)


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
    required = required_for_empty(difficulty, board.count(EMPTY))
    return Fraction(magdagdon_rolls(board, required), ROLLS)
