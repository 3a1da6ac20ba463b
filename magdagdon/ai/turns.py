"""Turn helpers every player shares: internal boards, placements of a roll, the running total.

Internal boards are tuples of 16 ints (``magdagdon.engine.board.encode``): fast to copy and
to hash, which the searches need.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations_with_replacement, product
from math import factorial

from magdagdon.engine import Confirm, Game, Phase, Prepare
from magdagdon.engine.board import LINES, RUINED, encode, iter_placements
from magdagdon.engine.rules import RUIN_PENALTY
from magdagdon.engine.scoring import line_bonus

from .bot import BotError
from .evaluate import Board


def running_total(board: Sequence[int]) -> int:
    """R7.4 without power penalties, over an internal board: what greedy maximises."""
    total = 0
    for v in board:
        if v > 0:
            total += 2 * v
        elif v == RUINED:
            total -= RUIN_PENALTY
    for a, b, c, d in LINES:
        total += BONUS.get((board[a], board[b], board[c], board[d]), 0)
    return total


#: R7.2 for every full line of numbers (lines with an empty cell or a ruin are not in it).
BONUS: dict[tuple[int, ...], int] = {
    line: line_bonus(line).points for line in product(range(1, 7), repeat=4)
}


def placed_on(board: Board, placement: Iterable[tuple[int, int]]) -> Board:
    """The internal board with ``placement``'s (cell, value) pairs on it."""
    work = list(board)
    for cell, value in placement:
        work[cell] = value
    return tuple(work)


def placing(
    values: Sequence[int], placement: Sequence[tuple[int, int]]
) -> tuple[Prepare | Confirm, ...]:
    """The turn that plays ``placement``: a PREPARE for each (cell, value) in the placement's
    legal order, each value given the first free die showing it, then CONFIRM."""
    free = list(range(len(values)))
    actions: list[Prepare | Confirm] = []
    for cell, value in placement:
        die = next(d for d in free if values[d] == value)
        free.remove(die)
        actions.append(Prepare(die, cell))
    actions.append(Confirm())
    return tuple(actions)


def placements(
    board: Board, values: Sequence[int], required: int
) -> Iterable[tuple[tuple[int, int], ...]]:
    """Every distinct placement of ``required`` or more of ``values`` the rules allow."""
    for size in range(max(required, 1), len(values) + 1):
        yield from iter_placements(board, values, size)


def turn_state(game: Game) -> tuple[Board, list[int]]:
    """The permanent board and all four dice values: plans ignore what is prepared now."""
    if game.phase not in (Phase.PLACE, Phase.MAGDAGDON):
        raise BotError(f"nothing to decide in phase {game.phase.name}")
    return encode(game.cells), [d.value for d in game.dice]


@cache
def multisets(count: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every multiset of ``count`` die values with how many ordered rolls give it."""
    out = []
    for values in combinations_with_replacement(range(1, 7), count):
        ways = factorial(count)
        for n in Counter(values).values():
            ways //= factorial(n)
        out.append((values, ways))
    return tuple(out)
