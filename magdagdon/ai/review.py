"""After game over: each turn, what was played, what the expert bot would have played, and
the expected points lost, by replaying ``Game.log`` through the engine.

"Expected points lost" for a turn is the expert's expected final score from the position
before the turn with its own move, minus its expected final score with the player's move
(``ExpertPlayer.value_after``: the same look-ahead over the same sampled next rolls, powers
charged at their penalty plus the reserve they used up). It is an estimate, never negative,
and exactly 0 when the player did what the expert suggests. A ``StrongPlayer`` may be passed
instead (its one-turn heuristic then stands in for the look-ahead).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, cast

from magdagdon.engine import Game, Phase, replay
from magdagdon.engine.actions import AcceptMagdagdon, Confirm, Roll
from magdagdon.engine.actions import Adjust as AdjustAction
from magdagdon.engine.actions import Reroll as RerollAction
from magdagdon.engine.board import encode
from magdagdon.engine.rules import GameDataError

from .expert import ExpertPlayer
from .players import Adjust, Decision, Place, Reroll, Ruin, StrongPlayer

Reviewer = ExpertPlayer | StrongPlayer


@dataclass(frozen=True, slots=True)
class TurnReview:
    """One turn of a finished game."""

    turn: int  # 1-based
    roll: tuple[int, ...]  # the four dice as rolled, before any power
    # ("adjust", die, delta, value before) / ("reroll", dice, values thrown)
    powers: tuple[tuple[Any, ...], ...]
    placed: tuple[tuple[int, int], ...]  # (cell, value) confirmed, in the order prepared
    ruined: int | None  # the cell ruined by an accepted MAGDAGDON
    suggestion: Decision  # what the expert (or the given) bot would have done at the roll
    lost: float  # expected points lost against the suggestion (>= 0)
    notes: tuple[str, ...] = field(default=())
    # After a suggested DECREASE/INCREASE, what the bot would do next with the changed dice
    # (the board after a REROLL is not known, so none follows one).
    then: Decision | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain data for QML (a list model or a JS array)."""
        return {
            "turn": self.turn,
            "roll": list(self.roll),
            # Plain lists all the way down: a tuple inside reaches QML as no array at all.
            "powers": [[list(x) if isinstance(x, tuple) else x for x in p] for p in self.powers],
            "placed": [{"cell": c, "value": v} for c, v in self.placed],
            "ruined": -1 if self.ruined is None else self.ruined,
            "suggestion": describe(self.suggestion),
            "then": describe(self.then) if self.then is not None else {"kind": "none"},
            "lost": round(self.lost, 1),
        }


def describe(decision: Decision) -> dict[str, Any]:
    """A decision as plain data (also what the hint service shows)."""
    if isinstance(decision, Place):
        return {
            "kind": "place",
            "steps": [
                {"die": s.die, "cell": s.cell, "value": s.value, "order": i + 1}
                for i, s in enumerate(decision.steps)
            ],
        }
    if isinstance(decision, Adjust):
        return {"kind": "adjust", "die": decision.die, "delta": decision.delta}
    if isinstance(decision, Reroll):
        return {"kind": "reroll", "dice": list(decision.dice)}
    return {"kind": "ruin", "cell": decision.cell}


def review(
    game: Game,
    player: Reviewer | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> list[TurnReview]:
    """Review every finished turn of ``game`` (over or not); raises GameDataError on a bad log.

    ``should_stop`` lets a caller on another thread abandon a long review (returns what is
    done so far).
    """
    return list(iter_review(game, player, should_stop))


def iter_review(
    game: Game,
    player: Reviewer | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Iterator[TurnReview]:
    """``review`` one turn at a time, each as soon as it is done: a window can show the first
    turns while the bot still thinks about the later ones (the first turn, with the most
    cells empty, takes the longest)."""
    player = player or ExpertPlayer(should_stop=should_stop)
    done = 0
    turn: dict[str, Any] | None = None
    for step in replay(game.restarted(), game.actions):  # raises GameDataError on a bad log
        if should_stop is not None and should_stop():
            break
        action, before, after = step.action, step.before, step.after
        if isinstance(action, Roll):
            turn = _start_turn(after, player)
        elif turn is None:  # pragma: no cover - the engine refuses anything before a roll
            raise GameDataError(f"action {step.index} ({action!r}) comes before any roll")
        elif isinstance(action, (AdjustAction, RerollAction)):
            penalty = before.next_power_penalty or 0
            turn["cost"] += penalty + _reserve_step(player, before)
            turn["powers"].append(
                ("adjust", action.die, action.delta, before.dice[action.die].value)
                if isinstance(action, AdjustAction)
                else ("reroll", action.dice, action.values)
            )
        elif isinstance(action, (Confirm, AcceptMagdagdon)):
            done += 1
            if isinstance(action, Confirm):
                yield _finish(turn, player, after, _placed(before), None, done)
            else:
                yield _finish(turn, player, after, (), action.cell, done)
            turn = None


def _placed(game: Game) -> tuple[tuple[int, int], ...]:
    """(cell, value) of the prepared dice, in the order they were prepared."""
    out = []
    for d in game.prepared:
        die = game.dice[d]
        assert die.cell is not None  # a prepared die is on a cell
        out.append((die.cell, die.value))
    return tuple(out)


def _reserve_step(player: Reviewer, game: Game) -> float:
    """The reserve part of a power's cost (its penalty is added by the caller)."""
    board = encode(game.cells)
    if isinstance(player, ExpertPlayer):
        return player.power_cost(game) - (game.next_power_penalty or 0)
    return player._reserve(board, game.powers_left) - player._reserve(board, game.powers_left - 1)


def _start_turn(game: Game, player: Reviewer) -> dict[str, Any]:
    suggestion = player.decide(game) if game.phase in (Phase.PLACE, Phase.MAGDAGDON) else None
    return {
        "roll": tuple(d.value for d in game.dice),
        "suggestion": suggestion,
        "then": _then(game, player, suggestion),
        "powers": [],
        "cost": 0.0,
        "difficulty": game.difficulty,
        "before": encode(game.cells),
    }


def _then(game: Game, player: Reviewer, suggestion: Decision | None) -> Decision | None:
    """What ``player`` would do after its own DECREASE/INCREASE, on the changed dice: the
    turn's placement (or ruin) to show on the review's board. A further power is followed in
    turn; after a REROLL the dice are not known, so nothing is shown."""
    if not isinstance(suggestion, Adjust):
        return None
    trial, step = game.copy(), cast(Decision, suggestion)
    for _ in range(game.powers_left):
        if not isinstance(step, Adjust):
            break
        trial.adjust(step.die, step.delta)  # the bot only suggests what the engine allows
        step = player.decide(trial)
    return step if isinstance(step, (Place, Ruin)) else None


def _finish(
    turn: dict[str, Any],
    player: Reviewer,
    game: Game,
    placed: tuple[tuple[int, int], ...],
    ruined: int | None,
    number: int,
) -> TurnReview:
    board = encode(game.cells)
    if isinstance(player, ExpertPlayer):
        played = player.value_after(turn["before"], board, turn["difficulty"])
    elif ruined is None:
        played = player.value(board) - player._risk_cost(board, turn["difficulty"])
    else:
        played = player.value(board)
    played -= turn["cost"]
    suggestion: Decision = turn["suggestion"]
    lost = max(0.0, suggestion.expected - played)
    if _same(suggestion, placed, ruined, turn["powers"]):
        lost = 0.0
    return TurnReview(
        turn=number,
        roll=turn["roll"],
        powers=tuple(turn["powers"]),
        placed=placed,
        ruined=ruined,
        suggestion=suggestion,
        lost=lost,
        then=turn["then"],
    )


def _same(
    suggestion: Decision,
    placed: tuple[tuple[int, int], ...],
    ruined: int | None,
    powers: list[tuple[Any, ...]],
) -> bool:
    """Did the player do exactly what the bot suggested (so nothing was lost)?"""
    if powers:
        return False
    if isinstance(suggestion, Place):
        return {(s.cell, s.value) for s in suggestion.steps} == set(placed)
    if isinstance(suggestion, Ruin):
        return suggestion.cell == ruined
    return False
