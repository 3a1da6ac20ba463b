"""R7 scoring, table-driven: line sums, bonuses, their precedence, ruins, powers, R8 examples."""

from __future__ import annotations

import random

import pytest

from magdagdon.engine import RUIN, Bonus, Difficulty, LineKind, line_bonus, score
from tests.engine import reference

# R7.2/R7.3: one line of four cells and the bonus it earns.
LINE_TABLE = [
    # STRAIGHT, read either direction
    ((1, 2, 3, 4), Bonus.STRAIGHT),
    ((2, 3, 4, 5), Bonus.STRAIGHT),
    ((3, 4, 5, 6), Bonus.STRAIGHT),
    ((4, 3, 2, 1), Bonus.STRAIGHT),
    ((5, 4, 3, 2), Bonus.STRAIGHT),
    ((6, 5, 4, 3), Bonus.STRAIGHT),
    # not straights: the values of a straight in another order
    ((2, 1, 3, 4), Bonus.NONE),
    ((1, 3, 2, 4), Bonus.NONE),
    ((1, 2, 4, 3), Bonus.NONE),
    ((4, 3, 1, 2), Bonus.NONE),
    ((1, 2, 3, 5), Bonus.NONE),
    ((1, 2, 3, 3), Bonus.NONE),
    ((2, 3, 2, 3), Bonus.TWO_PAIRS),
    # FOUR OF A KIND
    ((1, 1, 1, 1), Bonus.FOUR_OF_A_KIND),
    ((6, 6, 6, 6), Bonus.FOUR_OF_A_KIND),
    # TWO PAIRS: two values each exactly twice, any positions
    ((3, 4, 4, 3), Bonus.TWO_PAIRS),
    ((2, 2, 5, 5), Bonus.TWO_PAIRS),
    ((5, 2, 5, 2), Bonus.TWO_PAIRS),
    ((1, 6, 6, 1), Bonus.TWO_PAIRS),
    # three of a kind is neither four of a kind nor two pairs
    ((3, 3, 3, 4), Bonus.NONE),
    ((4, 3, 3, 3), Bonus.NONE),
    # one pair only
    ((1, 1, 2, 3), Bonus.NONE),
    ((2, 4, 6, 1), Bonus.NONE),
    # R7.3: a ruin or an empty cell in the line: no bonus
    ((1, 2, 3, RUIN), Bonus.NONE),
    ((RUIN, 4, 5, 6), Bonus.NONE),
    ((4, 4, 4, None), Bonus.NONE),
    ((None, 4, 4, 4), Bonus.NONE),
    ((3, 4, RUIN, 3), Bonus.NONE),
    ((None, None, None, None), Bonus.NONE),
    ((RUIN, RUIN, RUIN, RUIN), Bonus.NONE),
]


def _board_with_row(line):
    return list(line) + [None] * 12


def _board_with_column(line):
    cells = [None] * 16
    for i, v in enumerate(line):
        cells[4 * i + 2] = v
    return cells


@pytest.mark.parametrize(("line", "bonus"), LINE_TABLE)
def test_r7_2_line_bonus_table_in_a_row(line, bonus):
    """R7.2/R7.3: row 0 holds the line; its LineScore carries the bonus and the sum."""
    s = score(_board_with_row(line), Difficulty.PEACEFUL, 0)
    row = s.rows[0]
    assert row.kind is LineKind.ROW and row.index == 0 and row.cells == (0, 1, 2, 3)
    assert row.bonus is bonus
    assert row.bonus_points == bonus.points
    assert row.sum == sum(v for v in line if reference.is_number(v))  # R7.1/R7.3
    assert row.points == row.sum + bonus.points
    assert s.bonus == bonus.points  # no column is full


@pytest.mark.parametrize(("line", "bonus"), LINE_TABLE)
def test_r7_2_line_bonus_table_in_a_column(line, bonus):
    s = score(_board_with_column(line), Difficulty.NIGHTMARE, 0)
    column = s.columns[2]
    assert column.kind is LineKind.COLUMN and column.index == 2
    assert column.cells == (2, 6, 10, 14)
    assert column.bonus is bonus
    assert s.bonus == bonus.points


@pytest.mark.parametrize(
    ("line", "bonus"),
    [(line, b) for line, b in LINE_TABLE if None not in line and RUIN not in line],
)
def test_r7_2_line_bonus_function(line, bonus):
    assert line_bonus(list(line)) is bonus


def test_r7_2_bonus_points_and_precedence():
    """R7.2: STRAIGHT 60 > FOUR OF A KIND 40 > TWO PAIRS 20; a line earns at most one."""
    assert (Bonus.STRAIGHT.points, Bonus.FOUR_OF_A_KIND.points, Bonus.TWO_PAIRS.points) == (
        60,
        40,
        20,
    )
    assert Bonus.NONE.points == 0
    # Every full line of values 1..6 earns exactly the reference's single highest bonus.
    for a in range(1, 7):
        for b in range(1, 7):
            for c in range(1, 7):
                for d in range(1, 7):
                    line = (a, b, c, d)
                    assert line_bonus(line).points == reference.line_bonus(line), line


def test_r7_1_every_number_counts_twice():
    """R7.1: a number lies in one row and one column, so it adds twice to the base."""
    for cell in range(16):
        cells = [None] * 16
        cells[cell] = 5
        s = score(cells, Difficulty.PEACEFUL, 0)
        assert s.base == 10
        assert s.total == 10
        assert sum(line.sum for line in s.lines) == 10
        assert s.lines[cell // 4].sum == 5 and s.lines[4 + cell % 4].sum == 5


def test_r7_3_ruins_add_nothing_and_block_bonuses():
    cells = [4, 4, 4, RUIN] + [None] * 12
    s = score(cells, Difficulty.NIGHTMARE, 0)
    assert (s.base, s.bonus, s.ruins, s.ruin_penalty, s.total) == (24, 0, 1, 15, 9)


# R7.4 / R8: whole boards and their final score.
BOARD_TABLE = [
    # RULEBOOK.md "Facts that follow": rows 3-4-5-6: 4 straights, columns 3333..6666, base 144.
    ([3, 4, 5, 6] * 4, Difficulty.NIGHTMARE, 0, 144, 400, 0, 544),
    ([3, 4, 5, 6] * 4, Difficulty.PEACEFUL, 3, 144, 400, 0, 474),
    ([3, 4, 5, 6] * 4, Difficulty.SURVIVAL, 1, 144, 400, 0, 474),
    # all ones: 8 lines of four of a kind
    ([1] * 16, Difficulty.PEACEFUL, 0, 32, 320, 0, 352),
    # all ruins: the score is negative (R7.4)
    ([RUIN] * 16, Difficulty.PEACEFUL, 3, 0, 0, 16, -240 - 70),
    # empty board, nothing scored
    ([None] * 16, Difficulty.SURVIVAL, 0, 0, 0, 0, 0),
    # two pairs row, ruin in column
    ([3, 4, 4, 3, RUIN, None, None, None] + [None] * 8, Difficulty.PEACEFUL, 1, 28, 20, 1, 23),
]


@pytest.mark.parametrize(
    ("cells", "difficulty", "powers", "base", "bonus", "ruins", "total"), BOARD_TABLE
)
def test_r7_4_final_score_table(cells, difficulty, powers, base, bonus, ruins, total):
    s = score(cells, difficulty, powers)
    assert (s.base, s.bonus, s.ruins, s.ruin_penalty) == (base, bonus, ruins, 15 * ruins)
    assert s.powers_used == powers
    assert s.power_penalty == difficulty.power_penalty(powers)
    assert s.total == base + bonus - 15 * ruins - s.power_penalty == total
    assert s.total == reference.total_score(cells, difficulty.name, powers)


def test_r7_4_score_matches_reference_on_random_boards():
    """R7.4 on many arbitrary boards, against the reference written from the rule text."""
    rng = random.Random(7)
    choices = [None, RUIN, 1, 2, 3, 4, 5, 6]
    for _ in range(3000):
        cells = [rng.choice(choices) for _ in range(16)]
        difficulty = rng.choice(list(Difficulty))
        used = rng.randint(0, difficulty.powers)
        assert score(cells, difficulty, used).total == reference.total_score(
            cells, difficulty.name, used
        )


@pytest.mark.parametrize(
    "bad",
    [
        ([None] * 15, Difficulty.PEACEFUL, 0),
        ([0] * 16, Difficulty.PEACEFUL, 0),
        ([7] + [None] * 15, Difficulty.PEACEFUL, 0),
        (["RUIN"] + [None] * 15, Difficulty.PEACEFUL, 0),
        ([True] + [None] * 15, Difficulty.PEACEFUL, 0),
        ([None] * 16, "PEACEFUL", 0),
        ([None] * 16, Difficulty.SURVIVAL, 2),
        ([None] * 16, Difficulty.PEACEFUL, 1.0),
        ("x" * 16, Difficulty.PEACEFUL, 0),
    ],
)
def test_score_rejects_bad_input_clearly(bad):
    with pytest.raises(ValueError):
        score(*bad)
