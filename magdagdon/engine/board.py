"""The board and where dice may go (R1, R4, R6.1), as pure functions over 16 cells.

Internally a board is a tuple of 16 small ints: 0 empty, 1..6 a number, -1 a ruin. The
public functions accept the documented form (``None``, ``1..6`` or ``RUIN``) and check it at
the edge, so everything inside can trust its input.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Final

from .rules import DIE_FACES

SIZE: Final = 4
CELLS: Final = SIZE * SIZE


class _Ruin:
    """The marker a ruined cell holds (R6.3). A singleton: compare with ``is``."""

    _instance: _Ruin | None = None
    __slots__ = ()

    def __new__(cls) -> _Ruin:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "RUIN"

    def __reduce__(self) -> str:
        return "RUIN"

    def __copy__(self) -> _Ruin:
        return self

    def __deepcopy__(self, memo: object) -> _Ruin:
        return self


RUIN: Final = _Ruin()

Cell = int | _Ruin | None

EMPTY: Final = 0
RUINED: Final = -1


def _neighbours(index: int) -> tuple[int, ...]:
    row, col = divmod(index, SIZE)
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        r, c = row + dr, col + dc
        if 0 <= r < SIZE and 0 <= c < SIZE:
            out.append(r * SIZE + c)
    return tuple(out)


#: R1.3: orthogonal neighbours of each cell.
NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = tuple(_neighbours(i) for i in range(CELLS))
#: R7.1: the four rows then the four columns, each as cell indices in reading order.
ROWS: Final = tuple(tuple(range(r * SIZE, r * SIZE + SIZE)) for r in range(SIZE))
COLUMNS: Final = tuple(tuple(range(c, CELLS, SIZE)) for c in range(SIZE))
LINES: Final = ROWS + COLUMNS


def encode(cells: Sequence[Cell]) -> tuple[int, ...]:
    """Check a public board and turn it into the internal tuple of ints."""
    if isinstance(cells, (str, bytes)) or len(cells) != CELLS:
        raise ValueError(f"a board has {CELLS} cells (R1.1), got {cells!r}")
    out = []
    for i, cell in enumerate(cells):
        if cell is None:
            out.append(EMPTY)
        elif cell is RUIN:
            out.append(RUINED)
        elif type(cell) is int and 1 <= cell <= 6:
            out.append(cell)
        else:
            raise ValueError(f"cell {i} must be None, 1..6 or RUIN (R1.2), got {cell!r}")
    return tuple(out)


def decode(board: Iterable[int]) -> tuple[Cell, ...]:
    """The public form of an internal board."""
    return tuple(None if v == EMPTY else RUIN if v == RUINED else v for v in board)


def check_value(value: object) -> int:
    if type(value) is not int or value not in DIE_FACES:
        raise ValueError(f"a die shows 1..6 (R3.1), got {value!r}")
    return value


def check_cell(cell: object) -> int:
    if type(cell) is not int or not 0 <= cell < CELLS:
        raise ValueError(f"a cell is an index 0..15 (R1.1), got {cell!r}")
    return cell


def has_number(board: Sequence[int]) -> bool:
    return any(v > 0 for v in board)


def fits(board: Sequence[int], cell: int, value: int, anywhere: bool) -> bool:
    """R4: may ``value`` go on ``cell``? ``anywhere`` says the field has no number (R4.2)."""
    if board[cell] != EMPTY:
        return False  # R4.1
    touching = False
    for n in NEIGHBOURS[cell]:
        v = board[n]
        if v > 0:
            if v - value > 1 or value - v > 1:
                return False  # R4.3: every neighbouring number within 1
            touching = True
    return touching or anywhere


def legal_targets(board: Sequence[int], value: int) -> frozenset[int]:
    anywhere = not has_number(board)
    return frozenset(c for c in range(CELLS) if fits(board, c, value, anywhere))


def legal_cells(cells: Sequence[Cell], value: int) -> frozenset[int]:
    """The cells where a die showing ``value`` may go on this board (R4).

    >>> sorted(legal_cells([None] * 16, 3)) == list(range(16))
    True
    >>> sorted(legal_cells([5] + [None] * 15, 3))
    []
    >>> sorted(legal_cells([5] + [None] * 15, 4))
    [1, 4]
    """
    return legal_targets(encode(cells), check_value(value))


def _counts(values: Iterable[int]) -> list[int]:
    counts = [0] * 7
    for v in values:
        counts[v] += 1
    return counts


def iter_placements(
    board: Sequence[int], values: Sequence[int], size: int
) -> Iterator[tuple[tuple[int, int], ...]]:
    """Every distinct set of ``size`` placements the rules allow (R4.4), once each.

    Each set is yielded as ``((cell, value), ...)`` in an order that is legal to play. Sets are
    told apart by what ends on the board, so two orders of the same placements, or two dice of
    the same value, yield one set. ``board`` is internal; ``values`` are the dice available.
    """
    work = list(board)
    counts = _counts(values)
    seen: set[int] = set()
    path: list[tuple[int, int]] = []

    def grow(key: int) -> Iterator[tuple[tuple[int, int], ...]]:
        if len(path) == size:
            yield tuple(path)
            return
        anywhere = not has_number(work)
        for cell in range(CELLS):
            if work[cell] != EMPTY:
                continue
            lo, hi, touching = 1, 6, anywhere
            for n in NEIGHBOURS[cell]:
                v = work[n]
                if v > 0:
                    touching = True
                    if v - 1 > lo:
                        lo = v - 1
                    if v + 1 < hi:
                        hi = v + 1
            if not touching:
                continue
            for value in range(lo, hi + 1):
                if not counts[value]:
                    continue
                child = key | (value << (3 * cell))
                if child in seen:
                    continue
                seen.add(child)
                work[cell] = value
                counts[value] -= 1
                path.append((cell, value))
                yield from grow(child)
                path.pop()
                counts[value] += 1
                work[cell] = EMPTY

    if 0 <= size <= len(values):
        yield from grow(0)


def placeable(board: Sequence[int], values: Sequence[int], required: int) -> bool:
    """Internal ``can_place``: stops at the first legal way found."""
    if required <= 0:
        return True
    return next(iter_placements(board, values, required), None) is not None


def can_place(cells: Sequence[Cell], dice: Sequence[int], required: int) -> bool:
    """R6.1: can some order of legal placements put ``required`` of ``dice`` on the board?

    False means the roll is a MAGDAGDON.

    >>> can_place([None] * 16, [1, 3, 5, 6], 3)
    False
    >>> can_place([None] * 16, [1, 3, 5, 6], 2)
    True
    """
    board = encode(cells)
    values = [check_value(v) for v in dice]
    if type(required) is not int or required < 0:
        raise ValueError(f"required is a count of dice, got {required!r}")
    return placeable(board, values, required)
