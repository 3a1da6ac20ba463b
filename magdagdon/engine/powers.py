"""The Majda Powers (R5) as one table: what each does to the dice, its keys and its label.

Every user of a power reads this table and nothing else: the engine's legality (``Game.apply``,
``Game.can_adjust``), the presenter's power bar and status line, the keys list, the review's
and the kiosk's captions, and the bot's options. What a use costs is the difficulty's, the same
for every power: the n-th use of a game costs the n-th penalty (R5.1, R5.5), so the table holds
no cost of its own; its order is the order the power bar and the keys list show.

A power either changes one available die by a fixed amount (``Effect.ADD``: logged as
``Adjust(die, delta)``, never past 1..6, R5.2) or throws one or more chosen available dice again
(``Effect.THROW``: logged as ``Reroll(dice, values)``, R5.3); ARCHITECTURE.md's recipe "A new
Majda Power" says what else a new row may need.

>>> [p.name for p in POWERS], power_named("INCREASE").changes(6), power_adding(-1).name
(['DECREASE', 'INCREASE', 'REROLL'], None, 'DECREASE')
"""

from __future__ import annotations

from enum import Enum
from typing import Final, NamedTuple


class Effect(Enum):
    """What a power does to the dice."""

    ADD = "ADD"  # one available die changes by ``delta`` (R5.2)
    THROW = "THROW"  # the chosen available dice are thrown again, together (R5.3)

    def __repr__(self) -> str:
        return f"Effect.{self.name}"


class Power(NamedTuple):
    """One Majda Power: one row of ``POWERS`` (a NamedTuple, immutable: the first frame reads
    the table, where dataclasses would cost ~1 ms more, issue 16)."""

    #: Its name in the rule book and the glossary, and the views' key for it (``PowerWords.label``).
    name: str
    #: The rule that defines it.
    rule: str
    effect: Effect
    #: ``Effect.ADD``: what it adds to the die's value (0 for a throw).
    delta: int
    #: Its label's translation id: the English source of its button's word (context
    #: ``PowerBar``; ``game/powerwords.js`` holds the message for lupdate and every view).
    label: str
    #: The key the keys list shows for it, and the key sequences that use it (QML ``Shortcut``).
    key: str
    sequences: tuple[str, ...]

    def changes(self, value: int) -> int | None:
        """The value a die showing ``value`` takes with this power; None where the power is
        not offered on it (past 1..6, R5.2) or does not change one die (a throw)."""
        if self.effect is not Effect.ADD:
            return None
        changed = value + self.delta
        return changed if 1 <= changed <= 6 else None

    def to_dict(self) -> dict[str, object]:
        """Plain data for QML (``GameSession.powers``)."""
        return {
            "name": self.name,
            "effect": self.effect.name,
            "delta": self.delta,
            "label": self.label,
            "key": self.key,
            "sequences": list(self.sequences),
        }


POWERS: Final[tuple[Power, ...]] = (
    Power("DECREASE", "R5.2", Effect.ADD, -1, "DECREASE −1", "−", ("-", "−")),
    Power("INCREASE", "R5.2", Effect.ADD, +1, "INCREASE +1", "+", ("+", "=", "Shift++", "Shift+=")),
    Power("REROLL", "R5.3", Effect.THROW, 0, "REROLL", "X", ("X",)),
)

_BY_NAME: Final = {p.name: p for p in POWERS}
_BY_DELTA: Final = {p.delta: p for p in POWERS if p.effect is Effect.ADD}


def power_named(name: str) -> Power:
    """The power called ``name``; KeyError if there is none."""
    return _BY_NAME[name]


def power_adding(delta: object) -> Power | None:
    """The ``Effect.ADD`` power that changes a die by ``delta``, None if no power does."""
    return _BY_DELTA.get(delta) if type(delta) is int else None


def throw_power() -> Power | None:
    """The power that throws chosen dice again (REROLL), None if the table has none."""
    return next((p for p in POWERS if p.effect is Effect.THROW), None)


#: The changes of one die the powers offer, in the table's order (R5.2).
DELTAS: Final[tuple[int, ...]] = tuple(_BY_DELTA)
