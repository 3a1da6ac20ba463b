"""Scoring (R7): line sums, combination bonuses, ruin and power penalties."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from .board import COLUMNS, LINES, RUINED, Cell, encode
from .rules import RUIN_PENALTY, Difficulty


class Bonus(Enum):
    """R7.2: the combination a full line of numbers earns, with its points."""

    NONE = 0
    TWO_PAIRS = 20
    FOUR_OF_A_KIND = 40
    STRAIGHT = 60

    def __repr__(self) -> str:
        return f"Bonus.{self.name}"

    @property
    def points(self) -> int:
        return self.value


class LineKind(Enum):
    ROW = "ROW"
    COLUMN = "COLUMN"

    def __repr__(self) -> str:
        return f"LineKind.{self.name}"


def line_bonus(values: Sequence[int]) -> Bonus:
    """The best bonus of a line of four numbers, or NONE (R7.2, R7.3).

    >>> line_bonus([4, 3, 2, 1]), line_bonus([2, 1, 3, 4]), line_bonus([3, 4, 4, 3])
    (Bonus.STRAIGHT, Bonus.NONE, Bonus.TWO_PAIRS)
    """
    if len(values) != 4 or any(v <= 0 for v in values):
        return Bonus.NONE  # a line with an empty cell or a ruin earns nothing (R7.3)
    steps = {b - a for a, b in itertools.pairwise(values)}
    if steps == {1} or steps == {-1}:
        return Bonus.STRAIGHT
    counts = sorted(Counter(values).values())
    if counts == [4]:
        return Bonus.FOUR_OF_A_KIND
    if counts == [2, 2]:
        return Bonus.TWO_PAIRS
    return Bonus.NONE


@dataclass(frozen=True, slots=True)
class LineScore:
    """One row or column on the score screen."""

    kind: LineKind
    index: int  # 0..3, top to bottom or left to right
    cells: tuple[int, ...]  # the cell indices of the line
    sum: int
    bonus: Bonus

    @property
    def bonus_points(self) -> int:
        return self.bonus.points

    @property
    def points(self) -> int:
        return self.sum + self.bonus.points


@dataclass(frozen=True, slots=True)
class Score:
    """R7.4: ``total = base + bonus - ruin_penalty - power_penalty``; penalties are positive."""

    base: int
    bonus: int
    ruins: int
    ruin_penalty: int
    powers_used: int
    power_penalty: int
    lines: tuple[LineScore, ...]

    @property
    def total(self) -> int:
        return self.base + self.bonus - self.ruin_penalty - self.power_penalty

    @property
    def rows(self) -> tuple[LineScore, ...]:
        return self.lines[:4]

    @property
    def columns(self) -> tuple[LineScore, ...]:
        return self.lines[4:]


def score_board(board: Sequence[int], difficulty: Difficulty, powers_used: int) -> Score:
    """``score`` over an internal board."""
    lines = []
    for i, line in enumerate(LINES):
        values = [board[c] for c in line]
        lines.append(
            LineScore(
                kind=LineKind.COLUMN if line in COLUMNS else LineKind.ROW,
                index=i % 4,
                cells=line,
                sum=sum(v for v in values if v > 0),
                bonus=line_bonus(values),
            )
        )
    ruins = sum(1 for v in board if v == RUINED)
    return Score(
        base=sum(line.sum for line in lines),
        bonus=sum(line.bonus.points for line in lines),
        ruins=ruins,
        ruin_penalty=RUIN_PENALTY * ruins,
        powers_used=powers_used,
        power_penalty=difficulty.power_penalty(powers_used),
        lines=tuple(lines),
    )


def score(cells: Sequence[Cell], difficulty: Difficulty, powers_used: int = 0) -> Score:
    """R7: the score of a board (running during play, final at the end, R7.5).

    >>> best = [3, 4, 5, 6] * 4
    >>> score(best, Difficulty.NIGHTMARE, 0).total
    544
    """
    if not isinstance(difficulty, Difficulty):
        raise ValueError(f"difficulty must be a Difficulty, got {difficulty!r}")
    if type(powers_used) is not int:
        raise ValueError(f"powers_used is a count, got {powers_used!r}")
    return score_board(encode(cells), difficulty, powers_used)
