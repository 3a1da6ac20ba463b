"""After game over: each turn, what was played, what the strong bot would have played, and
the expected points lost, by replaying ``Game.log`` through the engine.

"Expected points lost" is the strong player's own estimate: its value of the best option at
the start of the turn minus its value of what was played (both on the scale of
``StrongPlayer.value``, powers charged at their penalty). It is an estimate, never negative.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from magdagdon.engine import Game, Phase
from magdagdon.engine.board import encode
from magdagdon.engine.rules import GameDataError

from .players import Adjust, Decision, Place, Reroll, Ruin, StrongPlayer


@dataclass(frozen=True, slots=True)
class TurnReview:
    """One turn of a finished game."""

    turn: int  # 1-based
    roll: tuple[int, ...]  # the four dice as rolled, before any power
    powers: tuple[tuple[Any, ...], ...]  # ("adjust", die, delta) / ("reroll", dice, values)
    placed: tuple[tuple[int, int], ...]  # (cell, value) confirmed, in the order prepared
    ruined: int | None  # the cell ruined by an accepted MAGDAGDON
    suggestion: Decision  # what the strong bot would have done at the roll
    lost: float  # expected points lost against the suggestion (>= 0)
    notes: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        """Plain data for QML (a list model or a JS array)."""
        return {
            "turn": self.turn,
            "roll": list(self.roll),
            "powers": [list(p) for p in self.powers],
            "placed": [{"cell": c, "value": v} for c, v in self.placed],
            "ruined": -1 if self.ruined is None else self.ruined,
            "suggestion": describe(self.suggestion),
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
    player: StrongPlayer | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> list[TurnReview]:
    """Review every finished turn of ``game`` (over or not); raises GameDataError on a bad log.

    ``should_stop`` lets a caller on another thread abandon a long review (returns what is
    done so far).
    """
    player = player or StrongPlayer()
    replay = Game(game.difficulty, game.seed)
    out: list[TurnReview] = []
    turn: dict[str, Any] | None = None
    for index, entry in enumerate(game.log):
        if should_stop is not None and should_stop():
            break
        name, args = entry[0], entry[1:]
        try:
            if name == "roll":
                replay.roll(args[0])
                turn = _start_turn(replay, player)
            elif turn is None:
                raise GameDataError(f"action {index} ({entry!r}) comes before any roll")
            elif name == "prepare":
                replay.prepare(args[0], args[1])
            elif name == "take_back":
                replay.take_back(args[0])
            elif name == "adjust":
                penalty = replay.next_power_penalty or 0
                turn["cost"] += penalty + _reserve_step(player, replay)
                replay.adjust(args[0], args[1])
                turn["powers"].append(("adjust", args[0], args[1]))
            elif name == "reroll":
                penalty = replay.next_power_penalty or 0
                turn["cost"] += penalty + _reserve_step(player, replay)
                replay.reroll(args[0], args[1])
                turn["powers"].append(("reroll", tuple(args[0]), tuple(args[1])))
            elif name == "confirm":
                placed = tuple((replay.dice[d].cell, replay.dice[d].value) for d in replay.prepared)
                replay.confirm()
                out.append(_finish(turn, player, replay, placed, None, len(out) + 1))
                turn = None
            elif name == "ruin":
                replay.accept_magdagdon(args[0])
                out.append(_finish(turn, player, replay, (), args[0], len(out) + 1))
                turn = None
            else:
                raise GameDataError(f"unknown action {name!r}")
        except (IndexError, TypeError, ValueError) as exc:
            if isinstance(exc, GameDataError):
                raise
            raise GameDataError(f"action {index} ({entry!r}) cannot be replayed: {exc}") from None
    return out


def _reserve_step(player: StrongPlayer, game: Game) -> float:
    board = encode(game.cells)
    return player._reserve(board, game.powers_left) - player._reserve(board, game.powers_left - 1)


def _start_turn(game: Game, player: StrongPlayer) -> dict[str, Any]:
    suggestion = player.decide(game) if game.phase in (Phase.PLACE, Phase.MAGDAGDON) else None
    return {
        "roll": tuple(d.value for d in game.dice),
        "suggestion": suggestion,
        "powers": [],
        "cost": 0.0,
        "difficulty": game.difficulty,
    }


def _finish(
    turn: dict[str, Any],
    player: StrongPlayer,
    game: Game,
    placed: tuple[tuple[int, int], ...],
    ruined: int | None,
    number: int,
) -> TurnReview:
    board = encode(game.cells)
    if ruined is None:
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
