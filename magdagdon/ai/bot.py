"""What every player of the bot is: the ``Player`` protocol, and its two errors.

A player answers ``decide(game)`` with a ``Plan`` of the engine's own actions
(``magdagdon.engine.Plan``: the actions in order, and the final score it expects): the bot has
no vocabulary of its own. Kept apart from the players, so that the hint service, the review and
the views can name a player without importing the search.
"""

from __future__ import annotations

from typing import Protocol

from magdagdon.engine import Game, Plan


class Player(Protocol):
    """Anything that can plan the next moves of a game in PLACE or MAGDAGDON."""

    name: str

    def decide(self, game: Game) -> Plan: ...


class BotError(RuntimeError):
    """The bot was asked to decide in a phase where there is nothing to decide."""


class Cancelled(Exception):
    """A decision was abandoned because its ``should_stop`` said so (a newer request)."""
