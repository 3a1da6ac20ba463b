"""Why a die may not go somewhere, as data the view puts in words (issue 12, R4, R6).

>>> refusal([None] * 16, 3, 5) is None  # R4.2: an empty board takes a die anywhere
True
>>> refusal([4] + [None] * 15, 6, 1)
Refusal(kind=RefusalKind.TOO_FAR, neighbour=0)
>>> refusal([4] + [None] * 15, 4, 0)
Refusal(kind=RefusalKind.TAKEN, neighbour=None)
>>> refusal([4] + [None] * 15, 4, 5)
Refusal(kind=RefusalKind.NOT_JOINED, neighbour=None)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from .board import (
    EMPTY,
    NEIGHBOURS,
    Cell,
    check_cell,
    check_value,
    encode,
    has_number,
    iter_placements,
)


class RefusalKind(Enum):
    """The rule a placement breaks."""

    TAKEN = "TAKEN"  # R4.1: the cell holds a number, a ruin or a prepared die
    NOT_JOINED = "NOT_JOINED"  # R4.3: no neighbour of the cell is a number
    TOO_FAR = "TOO_FAR"  # R4.3: a neighbouring number differs by more than 1

    def __repr__(self) -> str:
        return f"RefusalKind.{self.name}"


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why R4 refuses a die on a cell; ``neighbour`` is the offending cell for TOO_FAR (the
    lowest index among the neighbours that differ by more than 1), else None."""

    kind: RefusalKind
    neighbour: int | None = None


def refusal_on(board: Sequence[int], value: int, cell: int) -> Refusal | None:
    """``refusal`` over an internal board (the field, prepared dice included)."""
    if board[cell] != EMPTY:
        return Refusal(RefusalKind.TAKEN)
    if not has_number(board):
        return None  # R4.2
    numbers = [n for n in NEIGHBOURS[cell] if board[n] > 0]
    if not numbers:
        return Refusal(RefusalKind.NOT_JOINED)
    far = [n for n in numbers if abs(board[n] - value) > 1]
    return Refusal(RefusalKind.TOO_FAR, min(far)) if far else None


def refusal(cells: Sequence[Cell], value: int, cell: int) -> Refusal | None:
    """None when R4 allows a die showing ``value`` on ``cell`` of this field, else why not.

    ``cells`` is the field in the public form (``None``, ``1..6`` or ``RUIN`` per cell).
    """
    return refusal_on(encode(cells), check_value(value), check_cell(cell))


@dataclass(frozen=True, slots=True)
class Shortfall:
    """Why a roll is a MAGDAGDON (R6.1), as data: ``required`` dice were needed, but at most
    ``most`` of them can be placed together; ``groups`` are the sorted values of every largest
    set that could (e.g. ``((5, 6),)`` for 1-3-5-6 on an empty NIGHTMARE board), and ``dice``
    the indices of the dice whose values appear in some group (the dice that could join)."""

    required: int
    most: int
    groups: tuple[tuple[int, ...], ...]
    dice: tuple[int, ...]


def shortfall(board: Sequence[int], values: Sequence[int], required: int) -> Shortfall:
    """``Game.shortfall`` over an internal board and the turn's dice values.

    >>> shortfall(encode([None] * 16), [1, 3, 5, 6], 3)
    Shortfall(required=3, most=2, groups=((5, 6),), dice=(2, 3))
    """
    for size in range(min(required, len(values)), 0, -1):
        groups = sorted(
            {
                tuple(sorted(v for _, v in placement))
                for placement in iter_placements(board, values, size)
            }
        )
        if groups:
            joinable = {v for group in groups for v in group}
            dice = tuple(d for d, v in enumerate(values) if v in joinable)
            return Shortfall(required, size, tuple(groups), dice)
    return Shortfall(required, 0, (), ())
