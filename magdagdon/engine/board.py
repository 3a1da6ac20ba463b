"""The board and where dice may go (R1, R4, R6.1), as pure functions over 16 cells.

Internally a board is a tuple of 16 small ints: 0 empty, 1..6 a number, -1 a ruin. The
public functions accept the documented form (``None``, ``1..6`` or ``RUIN``) and check it at
the edge, so everything inside can trust its input.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations, pairwise
from typing import Any, Final, Literal, overload

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


#: For each value, the 6-bit mask (bit v-1 for value v) of the values a neighbour may hold.
NEAR_MASK: Final = tuple(
    sum(1 << (w - 1) for w in range(1, 7) if abs(w - v) <= 1) if v else 0 for v in range(7)
)
#: The values 1..6 whose bits are set in a 6-bit mask.
MASK_VALUES: Final = tuple(tuple(v for v in range(1, 7) if m >> (v - 1) & 1) for m in range(64))
ALL_VALUES: Final = 63


def open_values(board: Sequence[int], cell: int, anywhere: bool) -> int:
    """R4.1-R4.3 for one cell: the 6-bit mask of the values that may go there (0: none).

    ``anywhere`` says the field has no number, so a cell need not touch one (R4.2). This is
    the one place the placement rule is written; every search below asks it.
    """
    if board[cell] != EMPTY:
        return 0  # R4.1
    mask, touching = ALL_VALUES, anywhere
    for n in NEIGHBOURS[cell]:
        v = board[n]
        if v > 0:
            mask &= NEAR_MASK[v]  # R4.3: within 1 of every neighbouring number
            touching = True
    return mask if touching else 0


def dead_targets(board: Sequence[int]) -> frozenset[int]:
    """The EMPTY cells no value can ever fill: their neighbouring numbers lie more than 2
    apart, so no value is within 1 of them all (R4.3). A number never leaves the permanent
    board, so a dead cell of it stays dead until a MAGDAGDON ruins it (R6.3).

    >>> sorted(dead_targets(encode([3, None, 5] + [None] * 13)))  # between a 3 and a 5: a 4
    []
    >>> sorted(dead_targets(encode([3, None, 6] + [None] * 13)))
    [1]
    """
    return frozenset(
        c for c in range(CELLS) if board[c] == EMPTY and open_values(board, c, anywhere=True) == 0
    )


def fits(board: Sequence[int], cell: int, value: int, anywhere: bool) -> bool:
    """R4: may ``value`` go on ``cell``? ``anywhere`` says the field has no number (R4.2)."""
    return bool(open_values(board, cell, anywhere) >> (value - 1) & 1)


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


def _mask_of(counts: Sequence[int]) -> int:
    """The 6-bit mask of the values still in hand."""
    return sum(1 << (v - 1) for v in DIE_FACES if counts[v])


Placement = tuple[tuple[int, int], ...]


@overload
def iter_placements(
    board: Sequence[int],
    values: Sequence[int],
    size: int,
    least: int | None = None,
    *,
    boards: Literal[False] = False,
) -> Iterator[Placement]: ...


@overload
def iter_placements(
    board: Sequence[int],
    values: Sequence[int],
    size: int,
    least: int | None = None,
    *,
    boards: Literal[True],
) -> Iterator[tuple[Placement, tuple[int, ...]]]: ...


def iter_placements(
    board: Sequence[int],
    values: Sequence[int],
    size: int,
    least: int | None = None,
    *,
    boards: bool = False,
) -> Iterator[Placement] | Iterator[tuple[Placement, tuple[int, ...]]]:
    """Every distinct set of ``size`` placements the rules allow (R4.4), once each.

    Each set is yielded as ``((cell, value), ...)`` in an order that is legal to play. Sets are
    told apart by what ends on the board, so two orders of the same placements, or two dice of
    the same value, yield one set. ``board`` is internal; ``values`` are the dice available.
    With ``least``, the smaller sets of ``least`` or more placements met on the way are
    yielded too (each before the sets that extend it), in one pass: every turn of a roll.
    With ``boards``, each set comes with the internal board it leaves: ``(set, board)``.
    """
    work = list(board)
    counts = _counts(values)
    seen: set[int] = set()
    path: list[tuple[int, int]] = []
    smallest = size if least is None else least
    no_number = not has_number(board)

    def grow(key: int) -> Iterator[Any]:
        if len(path) >= smallest:
            yield (tuple(path), tuple(work)) if boards else tuple(path)
            if len(path) == size:
                return
        anywhere = no_number and not path  # the field is the board and the path (R4.2)
        have = _mask_of(counts)
        for cell in range(CELLS):
            for value in MASK_VALUES[open_values(work, cell, anywhere) & have]:
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


def room_for_group(board: Sequence[int], size: int) -> bool:
    """Do the empty cells hold a connected group of ``size`` cells (``size`` 1..3)?

    A connected group of up to three cells is a path, so for three cells it is enough that
    some empty cell has two empty neighbours.

    >>> checkerboard = encode([None if (i // 4 + i % 4) % 2 else RUIN for i in range(16)])
    >>> room_for_group(checkerboard, 1), room_for_group(checkerboard, 2)
    (True, False)
    """
    empty = [c for c in range(CELLS) if board[c] == EMPTY]
    if size <= 1:
        return size <= 0 or bool(empty)
    most = max((sum(board[n] == EMPTY for n in NEIGHBOURS[c]) for c in empty), default=0)
    return most >= size - 1


def steps_of_one(values: Sequence[int]) -> bool:
    """Sorted values that never jump by more than 1 (the values of a connected group can
    be laid along a path exactly when this holds).

    >>> steps_of_one([3, 3, 4]), steps_of_one([1, 2, 4])
    (True, False)
    """
    return all(b - a <= 1 for a, b in pairwise(values))


def placeable(board: Sequence[int], values: Sequence[int], required: int) -> bool:
    """Internal ``can_place``: stops at the first legal way found.

    With no number on the board (R4.2) and at most three dice to place, the answer has a
    closed form: the dice must form one connected group and nothing else constrains them
    (R1.4, R4.4), so it is enough that some ``required`` of the values step by at most 1 and
    the empty cells hold a connected group of that size (see ``room_for_group``).
    """
    if required <= 0:
        return True
    if required > len(values):
        return False
    if required <= 3 and not has_number(board):
        return room_for_group(board, required) and any(
            steps_of_one(sub) for sub in combinations(sorted(values), required)
        )
    return _placeable_search(board, values, required)


def _placeable_search(board: Sequence[int], values: Sequence[int], required: int) -> bool:
    """Depth-first over sets of placements (each set once); the last die is only looked for."""
    work = list(board)
    counts = _counts(values)
    seen: set[int] = set()
    last = required - 1
    anywhere_at_start = not has_number(board)

    def grow(key: int, depth: int) -> bool:
        anywhere = anywhere_at_start and depth == 0
        have = _mask_of(counts)
        for cell in range(CELLS):
            mask = open_values(work, cell, anywhere) & have
            if not mask:
                continue
            if depth == last:
                return True
            shift = 3 * cell
            for value in MASK_VALUES[mask]:
                child = key | (value << shift)
                if child in seen:
                    continue
                seen.add(child)
                work[cell] = value
                counts[value] -= 1
                found = grow(child, depth + 1)
                counts[value] += 1
                work[cell] = EMPTY
                if found:
                    return True
        return False

    return grow(0, 0)


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
