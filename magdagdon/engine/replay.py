"""The engine's one replay: a log of actions played again, step by step (issue 11).

The kiosk's captions, the review, the replays and the come-back features use it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .actions import Action
from .game import Game
from .rules import Difficulty, GameDataError, Phase, RuleError  # noqa: F401 (doctest)

__all__ = ["Step", "replay"]


@dataclass(frozen=True, slots=True)
class Step:
    """One action of a replay: the game just before it, the action, the game just after.

    ``before`` and ``after`` are independent copies a caller may keep (captions, review,
    replays step by step)."""

    index: int
    before: Game
    action: Action
    after: Game


def replay(start: Game, actions: Iterable[Action]) -> Iterator[Step]:
    """Play ``actions`` from a copy of ``start`` (``start`` itself is not changed), one step
    at a time. This is the engine's one replay: kiosk captions, the review and replays
    all use it. An illegal action raises GameDataError naming it.

    >>> g = Game(Difficulty.PEACEFUL, seed=3); g.roll(); g.prepare(0, 0); g.take_back(0)
    >>> steps = list(replay(g.restarted(), g.actions))
    >>> steps[-1].after == g, steps[0].before.phase
    (True, Phase.ROLL)
    """
    game = start.copy()
    for index, action in enumerate(actions):
        before = game.copy()
        try:
            game.apply(action)
        except (RuleError, ValueError, TypeError, IndexError) as exc:
            raise GameDataError(f"action {index} ({action!r}) is illegal: {exc}") from None
        yield Step(index, before, action, game.copy())
