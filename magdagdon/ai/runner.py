"""Whole games played by a bot, with a dice stream that is the same for every player.

Fairness: ``Game(seed)`` draws rerolls from the same RNG as rolls, so a player who rerolls
would see different later rolls than one who does not. The runner therefore draws the turn
rolls and the reroll values from two separate seeded streams and passes them to the engine,
so two players given the same seed face the same roll on every turn.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from magdagdon.engine import Action, Difficulty, Game, Phase, Plan, Reroll

from .bot import Player

#: Safety net: no game has more than 16 turns and a handful of powers per turn.
MAX_DECISIONS = 200


@dataclass(slots=True)
class GameResult:
    """What one bot game produced, for statistics."""

    seed: int
    score: int
    ruins: int
    powers: int
    turns: int
    decision_times: list[float] = field(default_factory=list)
    game: Game | None = None


class DiceStream:
    """Turn rolls and reroll values from two independent streams derived from one seed.

    With ``rolls`` (a benchmark file's game, turn by turn), the turns roll those dice instead;
    rerolls still come from the seeded stream.
    """

    def __init__(self, seed: int, rolls: Sequence[Sequence[int]] | None = None) -> None:
        self._rolls = random.Random(f"magdagdon-rolls-{seed}")
        self._rerolls = random.Random(f"magdagdon-rerolls-{seed}")
        self._given = [list(r) for r in rolls] if rolls is not None else None

    def roll(self) -> list[int]:
        if self._given:
            return self._given.pop(0)
        return [self._rolls.randint(1, 6) for _ in range(4)]

    def reroll(self, count: int) -> list[int]:
        return [self._rerolls.randint(1, 6) for _ in range(count)]

    def thrown(self, plan: Plan) -> Plan:
        """``plan`` with each REROLL's values drawn from the reroll stream (in order)."""

        def with_values(action: Action) -> Action:
            match action:
                case Reroll(dice=dice, values=None):
                    return Reroll(dice, tuple(self.reroll(len(dice))))
            return action

        return Plan(tuple(with_values(a) for a in plan.actions), plan.expected)


def play_game(
    player: Player,
    difficulty: Difficulty,
    seed: int,
    keep_game: bool = False,
    rolls: Sequence[Sequence[int]] | None = None,
) -> GameResult:
    """Play one game from ``seed`` (or ``rolls``, see ``DiceStream``) to the end: each of the
    player's plans is played through the engine (``Game.follow``)."""
    game = Game(difficulty, seed)
    dice = DiceStream(seed, rolls)
    times: list[float] = []
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        if game.phase is Phase.ROLL:
            game.roll(dice.roll())
            continue
        start = time.perf_counter()
        plan = player.decide(game)
        times.append(time.perf_counter() - start)
        game.follow(dice.thrown(plan))
        # a plan ends the turn, or ends with a Majda Power whose outcome the bot weighs anew
        assert plan.actions[-1].power is not None or game.phase in (Phase.ROLL, Phase.OVER)
    else:  # pragma: no cover - a bug in a player, not a rule
        raise RuntimeError(f"game {seed} did not end after {MAX_DECISIONS} decisions")
    final = game.score()
    return GameResult(
        seed=seed,
        score=final.total,
        ruins=final.ruins,
        powers=game.powers_used,
        turns=game.turns,
        decision_times=times,
        game=game if keep_game else None,
    )
