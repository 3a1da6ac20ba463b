"""What a player decides: small frozen value types, one per kind of turn, and the errors.

Kept apart from the players so that the hint service, the review and the views can name a
decision without importing the search.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from magdagdon.engine import Game


@dataclass(frozen=True, slots=True)
class Step:
    """One die to prepare: which die (index into ``Game.dice``), where, and its value."""

    die: int
    cell: int
    value: int


@dataclass(frozen=True, slots=True)
class Place:
    """Prepare these dice in this order, then CONFIRM."""

    steps: tuple[Step, ...]
    expected: float = 0.0


@dataclass(frozen=True, slots=True)
class Adjust:
    """Use DECREASE -1 / INCREASE +1 on one available die (R5.2)."""

    die: int
    delta: int
    expected: float = 0.0


@dataclass(frozen=True, slots=True)
class Reroll:
    """Use REROLL on these dice (R5.3)."""

    dice: tuple[int, ...]
    expected: float = 0.0


@dataclass(frozen=True, slots=True)
class Ruin:
    """ACCEPT MAGDAGDON and ruin this cell (R6.3)."""

    cell: int
    expected: float = 0.0


Decision = Place | Adjust | Reroll | Ruin


class Player(Protocol):
    """Anything that can choose the next decision of a game in PLACE or MAGDAGDON."""

    name: str

    def decide(self, game: Game) -> Decision: ...


class BotError(RuntimeError):
    """The bot was asked to decide in a phase where there is nothing to decide."""


class Cancelled(Exception):
    """A decision was abandoned because its ``should_stop`` said so (a newer request)."""
