"""A fast value heuristic for a permanent board: what it scores now plus what it may still earn.

The strong player compares thousands of afterstates per decision, so everything here works on
the engine's internal board (a tuple of 16 ints: 0 empty, 1..6 a number, -1 a ruin), uses
tables built once at import, and caches whole-board values.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise, product
from types import MappingProxyType
from typing import Final

from magdagdon.engine.board import CELLS, EMPTY, LINES, NEIGHBOURS, RUINED
from magdagdon.engine.rules import RUIN_PENALTY
from magdagdon.engine.scoring import line_bonus

Board = tuple[int, ...]

#: Every full line a bonus can come from (R7.2) that also obeys R4.3 inside the line, so
#: it can really be built: straights, four of a kind, and two pairs of neighbouring values.
TARGETS: Final[tuple[tuple[tuple[int, ...], int], ...]] = tuple(
    (values, line_bonus(values).points)
    for values in product(range(1, 7), repeat=4)
    if line_bonus(values).points and all(abs(a - b) <= 1 for a, b in pairwise(values))
)


#: Index into ``Weights.reach_by_kind`` for each bonus's points (R7.2).
KIND: Final = {60: 0, 40: 1, 20: 2}


@dataclass(frozen=True, slots=True)
class Weights:
    """The heuristic's knobs; the defaults were tuned by self-play (benchmarks/RESULTS.md)."""

    #: Chance-like weight of a line's best still-possible bonus, by empty cells left (0..4).
    reach: tuple[float, ...] = (1.0, 0.62, 0.38, 0.2, 0.1)
    #: Extra value of having more than one bonus pattern still open (per extra pattern).
    spread: float = 0.04
    #: Points an empty, still fillable cell is expected to bring (both of its lines).
    empty_cell: float = 6.0
    #: Penalty for an empty cell that only one value can still fill (a ruin in waiting).
    tight_cell: float = 5.0
    #: A cell no value can fill will be ruined: its penalty, beyond the 15 points (R6.5).
    dead_cell: float = 4.0
    #: Weight on the exact chance that the next roll is a MAGDAGDON (times its cost).
    risk: float = 1.0
    #: What one remaining Majda Power is worth for later rescues, in points.
    power_reserve: float = 8.0
    #: Per value difference, how much a line's remaining pattern sum matters (prefer 3456).
    pattern_sum: float = 0.5
    #: When set, replaces ``reach`` by one weight per bonus (STRAIGHT, FOUR OF A KIND,
    #: TWO PAIRS) and empty cells left (0..4): the expert's weights are fitted this way.
    reach_by_kind: tuple[tuple[float, ...], ...] | None = None
    #: Penalty per empty cell whose row and column both still aim at a bonus but need
    #: different values there (one die serves a row and a column; 0: not looked at).
    conflict: float = 0.0

    def reach_of(self, bonus: int, empties: int) -> float:
        """The weight of an open bonus of ``bonus`` points on a line with ``empties`` left."""
        if self.reach_by_kind is None:
            return self.reach[empties]
        return self.reach_by_kind[KIND[bonus]][empties]


def _aims(line: tuple[int, ...]) -> tuple[int, ...]:
    """For each position of an unfinished line, the 6-bit mask of the values its best
    still-open bonus kind needs there (0 on numbers, or with no bonus open)."""
    if RUINED in line or EMPTY not in line:
        return (0, 0, 0, 0)
    best, masks = 0, [0, 0, 0, 0]
    for target, bonus in TARGETS:
        if bonus >= best and all(v in (EMPTY, t) for v, t in zip(line, target, strict=True)):
            if bonus > best:
                best, masks = bonus, [0, 0, 0, 0]
            for i, (v, t) in enumerate(zip(line, target, strict=True)):
                if v == EMPTY:
                    masks[i] |= 1 << (t - 1)
    return tuple(masks)


def _line_table(weights: Weights) -> dict[tuple[int, ...], float]:
    """Value of each possible line contents: its bonus if full, its bonus potential if not."""
    table: dict[tuple[int, ...], float] = {}
    for line in product((RUINED, EMPTY, 1, 2, 3, 4, 5, 6), repeat=4):
        if RUINED in line:
            table[line] = 0.0
            continue
        empties = line.count(EMPTY)
        if empties == 0:
            table[line] = float(line_bonus(line).points)
            continue
        options = []
        for target, bonus in TARGETS:
            if all(v in (EMPTY, t) for v, t in zip(line, target, strict=True)):
                filled = sum(t for v, t in zip(line, target, strict=True) if v == EMPTY)
                worth = bonus + weights.pattern_sum * 2 * (filled - 3.5 * empties)
                options.append(weights.reach_of(bonus, empties) * worth)
        if not options:
            table[line] = 0.0
            continue
        table[line] = max(options) * (1 + weights.spread * (len(options) - 1))
    return table


#: Boards an evaluator remembers before it starts again (~250 bytes each). The bots run for
#: hours in a window (the kiosk's attract game, HINT): at 200,000 the cache held 40-50 MiB
#: after 20-40 games, for no gain in speed or play (issue 16; benchmarks/STARTUP.md).
CACHE_SIZE: Final = 20_000


class Evaluator:
    """Scores boards with one set of weights; results are cached per board."""

    def __init__(self, weights: Weights | None = None, cache_size: int = CACHE_SIZE) -> None:
        self.weights = weights or Weights()
        self._lines = _line_table(self.weights)
        self._aims = {line: _aims(line) for line in self._lines} if self.weights.conflict else None
        self._cache: dict[Board, float] = {}
        self._cache_size = cache_size

    @property
    def line_values(self) -> Mapping[tuple[int, ...], float]:
        """The value of every possible line contents (what each row and column adds): the C
        trainer (``native.py``) copies it into its own table."""
        return MappingProxyType(self._lines)

    def value(self, board: Board) -> float:
        """Running score (without power penalties) plus the estimated points still to come."""
        cached = self._cache.get(board)
        if cached is not None:
            return cached
        total = self._compute(board)
        if len(self._cache) >= self._cache_size:
            self._cache.clear()
        self._cache[board] = total
        return total

    def _compute(self, board: Board) -> float:
        """``value`` without the cache (a subclass may add to it)."""
        w = self.weights
        work = list(board)
        total = 0.0
        anywhere = True
        for v in board:
            if v > 0:
                total += 2 * v
                anywhere = False
            elif v == RUINED:
                total -= RUIN_PENALTY
        if not anywhere:
            for cell in range(CELLS):
                if board[cell] != EMPTY:
                    continue
                lo, hi, touching, blocked = 1, 6, False, True
                for n in NEIGHBOURS[cell]:
                    v = board[n]
                    if v > 0:
                        touching = True
                        if v - 1 > lo:
                            lo = v - 1
                        if v + 1 < hi:
                            hi = v + 1
                    if v != RUINED:
                        blocked = False
                if (touching and lo > hi) or blocked:
                    work[cell] = RUINED  # never fillable: a ruin to come
                    total -= RUIN_PENALTY + w.dead_cell
                elif touching and lo == hi:
                    total += w.empty_cell - w.tight_cell
                else:
                    total += w.empty_cell
        else:
            total += w.empty_cell * board.count(EMPTY)
        lines = self._lines
        for a, b, c, d in LINES:
            total += lines[(work[a], work[b], work[c], work[d])]
        if self._aims is not None and not anywhere:
            total -= w.conflict * self.conflicts(work)
        return total

    def conflicts(self, work: Sequence[int]) -> int:
        """Empty cells where the row's and the column's best open bonuses need different
        values (``work`` with never-fillable cells already turned into ruins)."""
        aims = self._aims
        if aims is None:
            aims = self._aims = {line: _aims(line) for line in self._lines}
        rows = [aims[(work[r], work[r + 1], work[r + 2], work[r + 3])] for r in (0, 4, 8, 12)]
        cols = [aims[(work[c], work[c + 4], work[c + 8], work[c + 12])] for c in range(4)]
        count = 0
        for cell in range(CELLS):
            if work[cell] == EMPTY:
                r, c = cell >> 2, cell & 3
                across, down = rows[r][c], cols[c][r]
                if across and down and not across & down:
                    count += 1
        return count


def fill_values(board: Sequence[int], cell: int) -> int:
    """How many values could ever go on ``cell`` given its permanent neighbours (R4.3)."""
    lo, hi = 1, 6
    for n in NEIGHBOURS[cell]:
        v = board[n]
        if v > 0:
            lo, hi = max(lo, v - 1), min(hi, v + 1)
    return max(0, hi - lo + 1)
