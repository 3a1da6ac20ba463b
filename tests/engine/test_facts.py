"""Issue 11 point 2: one home for every derived fact, checked against the rules themselves."""

from __future__ import annotations

import itertools

import pytest

from magdagdon.engine import (
    BOARD_SIZE,
    CELLS,
    DICE_PER_ROLL,
    MAX_SCORE,
    ROLLS,
    RUIN,
    RUIN_PENALTY,
    Difficulty,
    Game,
    difficulty_facts,
    required_dice,
    required_for_empty,
    score,
)
from magdagdon.engine.search import roll_multisets


def test_board_and_roll_facts():
    """R1.1: 4x4 board; R3.1: four six-sided dice, 6**4 ordered rolls."""
    assert BOARD_SIZE**2 == CELLS == 16
    assert DICE_PER_ROLL == 4
    assert ROLLS == len(list(itertools.product(range(1, 7), repeat=4))) == 1296
    assert sum(ways for _, ways in roll_multisets()) == ROLLS


def test_the_highest_possible_score_is_reached():
    """RULEBOOK.md "Facts that follow": 544 (rows 3-4-5-6, columns 3333..6666)."""
    assert score([3, 4, 5, 6] * 4, Difficulty.NIGHTMARE).total == MAX_SCORE
    best = max(
        score(list(row) * 4, Difficulty.NIGHTMARE).total
        for row in itertools.product(range(1, 7), repeat=4)
    )
    assert best == MAX_SCORE  # the best board made of one row repeated


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_required_dice_is_r2_1(difficulty):
    """R2.1: required = min(minimum, empty permanent cells)."""
    for empty in range(17):
        cells = [None] * empty + [RUIN] * (16 - empty)
        assert required_dice(difficulty, cells) == min(difficulty.minimum, empty)
        assert required_for_empty(difficulty, empty) == min(difficulty.minimum, empty)
    g = Game(difficulty, seed=1)
    assert g.required == required_dice(difficulty, g.cells) == difficulty.minimum


@pytest.mark.parametrize("bad", [-1, 17, 2.0, None])
def test_required_for_empty_checks_its_count(bad):
    with pytest.raises(ValueError):
        required_for_empty(Difficulty.PEACEFUL, bad)


def test_difficulty_facts_are_the_r2_table():
    """R2, R5.1, R5.5, R6.5, display-ready."""
    table = {d: difficulty_facts(d).to_dict() for d in Difficulty}
    assert table[Difficulty.PEACEFUL] == {
        "difficulty": "PEACEFUL",
        "powers": 3,
        "minimum": 2,
        "penalties": [10, 20, 40],
        "cumulative_penalties": [10, 30, 70],
        "total_penalty": 70,
        "ruin_penalty": 15,
    }
    assert table[Difficulty.SURVIVAL]["penalties"] == [70]
    assert table[Difficulty.SURVIVAL]["total_penalty"] == 70
    assert table[Difficulty.NIGHTMARE]["powers"] == 0
    assert table[Difficulty.NIGHTMARE]["minimum"] == 3
    assert table[Difficulty.NIGHTMARE]["total_penalty"] == 0
    assert RUIN_PENALTY == 15
    for d in Difficulty:
        facts = difficulty_facts(d)
        used = Game(d, seed=2)
        assert facts.cumulative_penalties == tuple(
            d.power_penalty(n) for n in range(1, d.powers + 1)
        )
        assert score([RUIN] + [None] * 15, d).ruin_penalty == facts.ruin_penalty
        assert used.next_power_penalty == (facts.penalties[0] if facts.penalties else None)
