"""The bot's levels by name (the command line, the benchmarks, attract mode): greedy, strong and
expert. Apart from the players so that the expert, which builds on the strong player, and the
players' module never import each other."""

from __future__ import annotations

from .bot import Player
from .expert import ExpertPlayer
from .players import GreedyPlayer, StrongPlayer

LEVELS = ("greedy", "strong", "expert")


def make_player(level: str, **kwargs: object) -> Player:
    """The player for a level name (``greedy``, ``strong`` or ``expert``)."""
    if level == "greedy":
        return GreedyPlayer()
    if level == "strong":
        return StrongPlayer(**kwargs)  # type: ignore[arg-type]
    if level == "expert":
        return ExpertPlayer(**kwargs)  # type: ignore[arg-type]
    raise ValueError(f"unknown level {level!r}: choose {', '.join(LEVELS)}")
