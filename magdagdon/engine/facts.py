"""One home for every number derived from the rules, for the app, the bot and the views.

Nothing outside the engine should restate these (``min(minimum, empty)``, ``6**4``, 544, 15):
import them from ``magdagdon.engine`` instead.

>>> ROLLS, MAX_SCORE, RUIN_PENALTY, BOARD_SIZE, CELLS
(1296, 544, 15, 4, 16)
>>> N, P = Difficulty.NIGHTMARE, Difficulty.PEACEFUL
>>> required_dice(N, [None] * 16), required_dice(P, [1] * 15 + [None])
(3, 1)
>>> difficulty_facts(Difficulty.PEACEFUL).to_dict()["total_penalty"]
70
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from .board import CELLS, SIZE, Cell, encode
from .rules import DICE_PER_ROLL, DIE_FACES, RUIN_PENALTY, Difficulty

#: R1.1: cells per side of the square board.
BOARD_SIZE: Final = SIZE
#: R3.1: the number of equally likely ordered rolls of four dice (6**4).
ROLLS: Final = len(DIE_FACES) ** DICE_PER_ROLL
#: The highest final score any game can reach (RULEBOOK.md "Facts that follow"): rows 3-4-5-6
#: (four straights), columns 3333..6666 (four of a kind each).
MAX_SCORE: Final = 544

__all__ = [
    "BOARD_SIZE",
    "CELLS",
    "DICE_PER_ROLL",
    "MAX_SCORE",
    "ROLLS",
    "RUIN_PENALTY",
    "DifficultyFacts",
    "difficulty_facts",
    "required_dice",
    "required_for_empty",
]


def required_for_empty(difficulty: Difficulty, empty: int) -> int:
    """R2.1: the dice a turn must place when ``empty`` permanent cells are empty."""
    if type(empty) is not int or not 0 <= empty <= CELLS:
        raise ValueError(f"a board has 0..{CELLS} empty cells, not {empty!r}")
    return min(difficulty.minimum, empty)


def required_dice(difficulty: Difficulty, cells: Sequence[Cell]) -> int:
    """R2.1: the dice a turn must place on this permanent board (0 once it is full)."""
    return required_for_empty(difficulty, encode(cells).count(0))


@dataclass(frozen=True, slots=True)
class DifficultyFacts:
    """R2/R5/R6.5 for one difficulty, display-ready (penalties as positive points)."""

    difficulty: Difficulty
    powers: int  # R5.1
    minimum: int  # R2.1
    penalties: tuple[int, ...]  # R5.5, the 1st, 2nd, ... use
    cumulative_penalties: tuple[int, ...]  # R5.5, after 1, 2, ... uses
    total_penalty: int  # R5.5, all powers used
    ruin_penalty: int  # R6.5

    def to_dict(self) -> dict[str, Any]:
        """Plain data for QML."""
        return {
            "difficulty": self.difficulty.name,
            "powers": self.powers,
            "minimum": self.minimum,
            "penalties": list(self.penalties),
            "cumulative_penalties": list(self.cumulative_penalties),
            "total_penalty": self.total_penalty,
            "ruin_penalty": self.ruin_penalty,
        }


def difficulty_facts(difficulty: Difficulty) -> DifficultyFacts:
    """Everything the settings page and the game-over card say about a difficulty."""
    return DifficultyFacts(
        difficulty=difficulty,
        powers=difficulty.powers,
        minimum=difficulty.minimum,
        penalties=difficulty.penalties,
        cumulative_penalties=tuple(
            difficulty.power_penalty(n) for n in range(1, difficulty.powers + 1)
        ),
        total_penalty=difficulty.power_penalty(difficulty.powers),
        ruin_penalty=RUIN_PENALTY,
    )
