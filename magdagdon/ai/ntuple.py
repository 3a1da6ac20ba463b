"""A learned correction to the heuristic: an n-tuple network, as in the strongest 2048 players.

The hand-made heuristic (``Evaluator``) values each line alone; what it misses is how lines
share cells (a die serves a row and a column). The network adds to it a sum of lookup tables,
each indexed by the contents of a fixed group of cells (lines, 2x2 squares, a diagonal, 2x3
rectangles; a cell is empty, 1..6 or a ruin: 8 states, 3 bits). Every group is read in all
its images under the board's 8 symmetries (rotations and reflections keep neighbours, rows
and columns), all sharing one table, so what is learned in one corner counts in all four.

The tables are trained by TD(0) on afterstates by self-play (``tools.train``) and
shipped in ``data/<difficulty>.ntuple.gz``; a full board is worth exactly its score, so the
correction is only added while a cell is empty.
"""

from __future__ import annotations

import gzip
import json
import logging
import zlib
from array import array
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Final

from magdagdon.engine import Difficulty
from magdagdon.engine.board import EMPTY, SIZE

from .evaluate import CACHE_SIZE, Board, Evaluator, Weights

#: Bumped whenever the file layout or the meaning of an index changes.
FORMAT: Final = 1
#: One representative of each group of cells; its 8 symmetric images share its table.
TUPLES: Final[tuple[tuple[int, ...], ...]] = (
    (0, 1, 2, 3),  # an outer line
    (4, 5, 6, 7),  # an inner line
    (0, 1, 4, 5),  # a corner square
    (1, 2, 5, 6),  # an edge square
    (5, 6, 9, 10),  # the centre square
    (0, 5, 10, 15),  # a diagonal
    (0, 1, 2, 4, 5, 6),  # an outer 2x3 rectangle
    (4, 5, 6, 8, 9, 10),  # an inner 2x3 rectangle
    (0, 1, 2, 3, 4, 8),  # a line and the start of a crossing line
)
#: Groups added to ``TUPLES`` by the "cross" layout: a line with two cells of a crossing
#: line through its second cell, and an inner line with the cells above and below its first
#: or second cell, so more tables see how a die serves its row and its column at once.
CROSSES: Final[tuple[tuple[int, ...], ...]] = (
    (0, 1, 2, 3, 5, 9),
    (4, 5, 6, 7, 0, 8),
    (4, 5, 6, 7, 1, 9),
)
#: The layouts a table file may be trained for (``train --layout``); ``TUPLES`` the default.
LAYOUTS: Final[dict[str, tuple[tuple[int, ...], ...]]] = {
    "base": TUPLES,
    "cross": TUPLES + CROSSES,
}
DATA: Final = Path(__file__).with_name("data")

_log: Final = logging.getLogger(__name__)


def _symmetries() -> list[list[int]]:
    """The 8 maps of cell indices under the board's rotations and reflections (R1.3)."""
    maps = []
    for flip in (False, True):
        for turns in range(4):
            image = []
            for cell in range(SIZE * SIZE):
                r, c = divmod(cell, SIZE)
                if flip:
                    c = SIZE - 1 - c
                for _ in range(turns):
                    r, c = c, SIZE - 1 - r
                image.append(r * SIZE + c)
            maps.append(image)
    return maps


@cache
def images(group: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The distinct ordered images of a group of cells under the 8 symmetries."""
    seen: list[tuple[int, ...]] = []
    for m in _symmetries():
        image = tuple(m[c] for c in group)
        if image not in seen:
            seen.append(image)
    return tuple(seen)


Fours = list[tuple["array[float]", int, int, int, int]]
Sixes = list[tuple["array[float]", int, int, int, int, int, int]]


def _read(fours: Fours, sixes: Sixes, board: Board) -> float:
    """The sum of the entries a board reads from tables of 4 and of 6 cells (the hot path of
    every learned leaf: the states packed 3 bits a cell, no function call per table)."""
    s = [v & 7 for v in board]  # empty 0, numbers 1..6, a ruin (-1) 7
    total = 0.0
    for t, a, b, c, d in fours:
        total += t[s[a] << 9 | s[b] << 6 | s[c] << 3 | s[d]]
    for t, a, b, c, d, e, f in sixes:
        total += t[s[a] << 15 | s[b] << 12 | s[c] << 9 | s[d] << 6 | s[e] << 3 | s[f]]
    return total


class Network:
    """The tables and the code that reads them; ``update`` is the TD step."""

    def __init__(
        self,
        tables: Sequence[array[float]] | None = None,
        tuples: tuple[tuple[int, ...], ...] = TUPLES,
    ) -> None:
        #: The groups of cells, one table each (a layout of ``LAYOUTS``).
        self.tuples = tuples
        self.tables: list[array[float]] = (
            list(tables)
            if tables is not None
            else [array("d", bytes(8 * 8 ** len(g))) for g in tuples]
        )
        if [len(t) for t in self.tables] != [8 ** len(g) for g in tuples]:
            raise ValueError("the tables do not match their groups of cells")
        # (table, image) pairs flattened once: the inner loop is plain indexing
        self._fours: Fours = []
        self._sixes: Sixes = []
        for table, group in zip(self.tables, tuples, strict=True):
            for im in images(group):
                if len(im) == 4:
                    self._fours.append((table, im[0], im[1], im[2], im[3]))
                else:
                    self._sixes.append((table, im[0], im[1], im[2], im[3], im[4], im[5]))
        self._reads = [(number, im) for number, group in enumerate(tuples) for im in images(group)]
        #: How many table entries one board reads (the TD step shares its error among them).
        self.reads = len(self._fours) + len(self._sixes)

    def read_order(self) -> list[tuple[int, tuple[int, ...]]]:
        """(table number, cells) of every read in the order ``correction`` sums them (the
        4-cell reads first): the C trainer (``native.py``) must add in the same order to
        round the same way."""
        numbers = {id(t): n for n, t in enumerate(self.tables)}
        reads: list[tuple[array[float], tuple[int, ...]]] = [(r[0], r[1:]) for r in self._fours]
        reads += [(r[0], r[1:]) for r in self._sixes]
        return [(numbers[id(table)], cells) for table, cells in reads]

    def correction(self, board: Board) -> float:
        """The sum of every table entry the board reads."""
        return _read(self._fours, self._sixes, board)

    def entries(self, board: Board) -> list[tuple[int, int]]:
        """(table number, entry) of every read of ``board``, in reading order: what a
        trainer with per-entry state (temporal coherence, ``train.Coherence``) updates."""
        s = [v & 7 for v in board]
        out = []
        for number, im in self._reads:
            x = 0
            for cell in im:
                x = x << 3 | s[cell]
            out.append((number, x))
        return out

    def update(self, board: Board, step: float) -> None:
        """Add ``step`` to every entry the board reads (TD: step = rate x error / reads)."""
        s = [v & 7 for v in board]
        for t, a, b, c, d in self._fours:
            t[s[a] << 9 | s[b] << 6 | s[c] << 3 | s[d]] += step
        for t, a, b, c, d, e, f in self._sixes:
            t[s[a] << 15 | s[b] << 12 | s[c] << 9 | s[d] << 6 | s[e] << 3 | s[f]] += step

    # -- the data file: JSON, gzip'd; each table as its non-zero entries only
    def save(self, path: Path, meta: dict[str, object]) -> None:
        tables = [
            [[i, round(v, 3)] for i, v in enumerate(t) if round(v, 3) != 0.0] for t in self.tables
        ]
        doc = {"format": FORMAT, "tuples": [list(g) for g in self.tuples], "meta": meta}
        doc["tables"] = tables
        path.parent.mkdir(parents=True, exist_ok=True)
        # mtime=0: the same tables give the same bytes (the committed file is reproducible)
        with path.open("wb") as raw, gzip.GzipFile("", "wb", fileobj=raw, mtime=0) as out:
            out.write(json.dumps(doc, separators=(",", ":")).encode())

    @classmethod
    def load(cls, path: Path) -> tuple[Network, dict[str, object]]:
        doc = json.loads(gzip.decompress(path.read_bytes()))
        tuples = tuple(tuple(g) for g in doc["tuples"])
        if doc["format"] != FORMAT or tuples not in LAYOUTS.values():
            raise ValueError(f"{path.name} was trained for another layout: retrain it")
        tables = []
        for g, entries in zip(tuples, doc["tables"], strict=True):
            t = array("d", bytes(8 * 8 ** len(g)))
            for i, v in entries:
                t[i] = v
            tables.append(t)
        return cls(tables, tuples), doc["meta"]


#: The tables each difficulty reads (``data/<name>.ntuple.gz``). PEACEFUL and SURVIVAL place
#: alike (R2: 2 dice a turn; training uses no power), so PEACEFUL reads SURVIVAL's.
TABLES: Final[Mapping[Difficulty, str]] = {
    Difficulty.PEACEFUL: "survival",
    Difficulty.SURVIVAL: "survival",
    Difficulty.NIGHTMARE: "nightmare",
}


def data_file(difficulty: Difficulty) -> Path:
    """Where a difficulty's tables are shipped (KeyError: it has none, ``TABLES``)."""
    return DATA / f"{TABLES[difficulty]}.ntuple.gz"


class Folded:
    """A trained network made light and fast to read, for the game (HINT, the review): every
    table in single precision (the saved values have 3 decimals; a float keeps them to about
    1e-5), and the images of a 4-cell group that cover the same cells (a line read both ways,
    a square turned over) summed into one table once, so a board reads 43 entries instead of
    68. A 6-cell group is read in place in each of its images, never copied: a copy is 1 MB,
    and folding them took 20 MB for 4 fewer reads. Same values as ``Network.correction``, to
    float precision."""

    def __init__(self, network: Network) -> None:
        self._fours: Fours = []
        self._sixes: Sixes = []
        for table, group in zip(network.tables, network.tuples, strict=True):
            k = len(group)
            single: array[float] | None = None  # one single-precision copy, if any image reads it
            by_cells: dict[frozenset[int], list[tuple[int, ...]]] = {}
            for image in images(group):
                by_cells.setdefault(frozenset(image), []).append(image)
            for same in by_cells.values():
                if k > 4 or len(same) == 1:
                    if single is None:
                        single = array("f", table)
                    for c in same:
                        self._add(single, c)
                    continue
                canon = same[0]
                folded = array("d", table)  # summed in double precision, then stored single
                used = [y for y, v in enumerate(table) if v]
                for other in same[1:]:
                    # ``other`` reads entry y where ``canon`` reads entry x: digit j of y (from
                    # the left) is the state of other[j], digit canon.index(other[j]) of x
                    shifts = [3 * (k - 1 - canon.index(c)) for c in other]
                    for y in used:
                        x = 0
                        for j, shift in enumerate(shifts):
                            x |= (y >> 3 * (k - 1 - j) & 7) << shift
                        folded[x] += table[y]
                self._add(array("f", folded), canon)

    def _add(self, table: array[float], c: tuple[int, ...]) -> None:
        if len(c) == 4:
            self._fours.append((table, c[0], c[1], c[2], c[3]))
        else:
            self._sixes.append((table, c[0], c[1], c[2], c[3], c[4], c[5]))

    def correction(self, board: Board) -> float:
        return _read(self._fours, self._sixes, board)


@cache
def shipped(difficulty: Difficulty) -> Folded | None:
    """The committed network for a difficulty, loaded once. None, with a logged warning, when
    the file is missing or unreadable (a broken install must not raise into a HINT, nor
    quietly play weaker): the expert then plays on its heuristic alone, as it does for a
    difficulty that has no tables (``TABLES``)."""
    if difficulty not in TABLES:
        return None
    path = data_file(difficulty)
    try:
        return Folded(Network.load(path)[0])
    except FileNotFoundError:
        problem = "is missing"
    except (OSError, EOFError, zlib.error, UnicodeDecodeError, ValueError) as exc:
        # gzip.BadGzipFile is an OSError; json.JSONDecodeError a ValueError; load's own
        # wrong-format error a ValueError
        problem = f"is unreadable ({type(exc).__name__}: {exc})"
    except (KeyError, TypeError, IndexError) as exc:  # valid JSON, not our layout
        problem = f"is not a table file of this version ({type(exc).__name__}: {exc})"
    _log.warning(
        "n-tuple tables %s %s: the %s expert plays on its heuristic alone",
        path,
        problem,
        difficulty.name,
    )
    return None


class LearnedEvaluator(Evaluator):
    """The heuristic plus the network's correction (a full board: its exact score)."""

    def __init__(
        self,
        network: Network | Folded,
        weights: Weights | None = None,
        cache_size: int = CACHE_SIZE,
    ) -> None:
        super().__init__(weights, cache_size)
        self.network = network if isinstance(network, Folded) else Folded(network)

    def _compute(self, board: Board) -> float:
        v = super()._compute(board)
        if EMPTY in board:
            v += self.network.correction(board)
        return v
