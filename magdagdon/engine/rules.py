"""The fixed facts of the game: difficulties, phases, errors (RULEBOOK.md R2, R5.5)."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class RuleError(ValueError):
    """An action the rules forbid; the message names the rule (``rule`` holds e.g. ``"R4.3"``).

    Raising one never changes the game: every action checks everything before it mutates.
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule


class PhaseError(RuleError):
    """The action is not possible in the current phase of the turn."""


class PlacementError(RuleError):
    """A die may not go on that cell (R4), or cannot be taken back."""


class PowerError(RuleError):
    """A Majda Power cannot be used this way (R5)."""


class GameDataError(ValueError):
    """Saved-game data is malformed, from an unknown format version, or tampered with."""


class DifficultyRules(NamedTuple):
    """R2's numbers for one difficulty, and the letter its game codes start with (a
    NamedTuple, immutable: the settings' schema reads this module before the first frame,
    where dataclasses cost ~1 ms more, issue 16)."""

    powers: int
    minimum: int
    penalties: tuple[int, ...]
    letter: str


class Difficulty(Enum):
    """R2: the difficulties, in the rule book's order. The table below is the single source
    of their numbers."""

    PEACEFUL = "PEACEFUL"
    SURVIVAL = "SURVIVAL"
    NIGHTMARE = "NIGHTMARE"

    def __repr__(self) -> str:
        return f"Difficulty.{self.name}"

    @property
    def powers(self) -> int:
        """Majda Power uses per game (R5.1)."""
        return _TABLE[self].powers

    @property
    def minimum(self) -> int:
        """Dice to place per turn before the end of the board shrinks it (R2.1)."""
        return _TABLE[self].minimum

    @property
    def penalties(self) -> tuple[int, ...]:
        """Points lost by the 1st, 2nd, ... power use, as positive numbers (R5.5)."""
        return _TABLE[self].penalties

    @property
    def letter(self) -> str:
        """The letter a game code of this difficulty starts with (``dice.game_code``)."""
        return _TABLE[self].letter

    def power_penalty(self, used: int) -> int:
        """Total points lost for ``used`` power uses (cumulative, R5.5)."""
        if not 0 <= used <= self.powers:
            raise ValueError(f"{self.name} allows 0..{self.powers} power uses, not {used}")
        return sum(self.penalties[:used])

    def next_penalty(self, used: int) -> int | None:
        """What the next power use would cost, or None when no use is left."""
        return self.penalties[used] if used < self.powers else None


_TABLE: dict[Difficulty, DifficultyRules] = {
    Difficulty.PEACEFUL: DifficultyRules(powers=3, minimum=2, penalties=(10, 20, 40), letter="P"),
    Difficulty.SURVIVAL: DifficultyRules(powers=1, minimum=2, penalties=(70,), letter="S"),
    Difficulty.NIGHTMARE: DifficultyRules(powers=0, minimum=3, penalties=(), letter="N"),
}


class Phase(Enum):
    """Where a game stands. OVER is the single source of truth for the game's end (R8.1)."""

    ROLL = "ROLL"  # waiting for the player to roll
    PLACE = "PLACE"  # dice rolled, at least one legal way to place `required` exists
    MAGDAGDON = "MAGDAGDON"  # the roll cannot be placed (R6.1)
    OVER = "OVER"  # every cell holds a number or a ruin (R8.1)

    def __repr__(self) -> str:
        return f"Phase.{self.name}"


RUIN_PENALTY = 15  # R6.5
DIE_FACES = range(1, 7)  # R3.1
DICE_PER_ROLL = 4  # R3.1
