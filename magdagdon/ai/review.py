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
from typing import Any

from magdagdon.engine import (
    AcceptMagdagdon,
    Adjust,
    Confirm,
    Difficulty,
    Game,
    Phase,
    Plan,
    Prepare,
    Reroll,
    Roll,
    describe,
    describe_plan,
    replay,
)
from magdagdon.engine.board import encode
from magdagdon.engine.rules import GameDataError

from .expert import ExpertPlayer
from .players import StrongPlayer

Reviewer = ExpertPlayer | StrongPlayer


@dataclass(frozen=True, slots=True)
class TurnReview:
    """One turn of a finished game."""

    turn: int  # 1-based
    roll: tuple[int, ...]  # the four dice as rolled, before any power
    #: The Majda Powers the player used, in order, each as ``describe`` gives it (with the
    #: die's value just before it: after a REROLL, not the roll's).
    powers: tuple[dict[str, Any], ...]
    placed: tuple[tuple[int, int], ...]  # (cell, value) confirmed, in the order prepared
    ruined: int | None  # the cell ruined by an accepted MAGDAGDON
    suggestion: Plan  # what the expert (or the given) bot would have done at the roll
    lost: float  # expected points lost against the suggestion (>= 0)
    #: The game just after the turn's ROLL: the position ``suggestion`` is for.
    position: Game
    notes: tuple[str, ...] = field(default=())
    # After a suggested DECREASE/INCREASE, what the bot would do next with the changed dice
    # (the board after a REROLL is not known, so none follows one), and its position.
    then: Plan | None = None
    then_position: Game | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain data for QML (a list model or a JS array): the suggestion and what follows
        it as plans, the powers as actions (ARCHITECTURE.md "An action and a plan, as QML
        gets them")."""
        then = self.then
        return {
            "turn": self.turn,
            "roll": list(self.roll),
            "powers": [dict(p) for p in self.powers],
            "placed": [{"cell": c, "value": v} for c, v in self.placed],
            "ruined": -1 if self.ruined is None else self.ruined,
            "suggestion": describe_plan(self.suggestion, self.position),
            "then": (
                []
                if then is None or self.then_position is None
                else describe_plan(then, self.then_position)
            ),
            "lost": round(self.lost, 1),
        }


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


@dataclass(slots=True)
class _Turn:
    """A turn under review, from its ROLL to its end."""

    position: Game  # just after the ROLL
    suggestion: Plan | None
    then: tuple[Plan, Game] | None
    difficulty: Difficulty
    before: tuple[int, ...]  # the permanent board before the turn (internal form)
    powers: list[dict[str, Any]] = field(default_factory=list)
    cost: float = 0.0


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
    turn: _Turn | None = None
    for step in replay(game.restarted(), game.actions):  # raises GameDataError on a bad log
        if should_stop is not None and should_stop():
            break
        action, before, after = step.action, step.before, step.after
        if isinstance(action, Roll):
            turn = _start_turn(after, player)
            continue
        if turn is None:  # pragma: no cover - the engine refuses anything before a roll
            raise GameDataError(f"action {step.index} ({action!r}) comes before any roll")
        match action:
            case Adjust() | Reroll():
                penalty = before.next_power_penalty or 0
                turn.cost += penalty + _reserve_step(player, before)
                turn.powers.append(describe(action, before))
            case Confirm():
                done += 1
                yield _finish(turn, player, after, _placed(before), None, done)
                turn = None
            case AcceptMagdagdon(cell=cell):
                done += 1
                yield _finish(turn, player, after, (), cell, done)
                turn = None
            case _:
                pass  # PREPARE, TAKE BACK: what counts is what CONFIRM keeps


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
    return player.reserve(board, game.powers_left) - player.reserve(board, game.powers_left - 1)


def _start_turn(game: Game, player: Reviewer) -> _Turn:
    suggestion = player.decide(game) if game.phase in (Phase.PLACE, Phase.MAGDAGDON) else None
    return _Turn(
        position=game.copy(),
        suggestion=suggestion,
        then=_then(game, player, suggestion),
        difficulty=game.difficulty,
        before=encode(game.cells),
    )


def _then(game: Game, player: Reviewer, suggestion: Plan | None) -> tuple[Plan, Game] | None:
    """What ``player`` would do after its own DECREASE/INCREASE, on the changed dice: the
    turn's placement (or ruin) to show on the review's board, and the position it is for. A
    further power is followed in turn; after a REROLL the dice are not known, so nothing is
    shown."""
    if suggestion is None or not isinstance(suggestion.first, Adjust):
        return None
    trial, plan = game.copy(), suggestion
    for _ in range(game.powers_left):
        match plan.first:
            case Adjust():
                trial.follow(plan)  # the bot only suggests what the engine allows
                plan = player.decide(trial)
            case _:
                break
    match plan.first:
        case Prepare() | AcceptMagdagdon():
            return plan, trial
    return None


def _finish(
    turn: _Turn,
    player: Reviewer,
    game: Game,
    placed: tuple[tuple[int, int], ...],
    ruined: int | None,
    number: int,
) -> TurnReview:
    board = encode(game.cells)
    if isinstance(player, ExpertPlayer):
        played = player.value_after(turn.before, board, turn.difficulty)
    elif ruined is None:
        played = player.value(board) - player.risk_cost(board, turn.difficulty)
    else:
        played = player.value(board)
    played -= turn.cost
    suggestion = turn.suggestion
    assert suggestion is not None  # a turn that ends was rolled into PLACE or MAGDAGDON
    lost = max(0.0, suggestion.expected - played)
    if not turn.powers and _same(suggestion, turn.position, placed, ruined):
        lost = 0.0
    then, then_position = turn.then if turn.then is not None else (None, None)
    return TurnReview(
        turn=number,
        roll=tuple(d.value for d in turn.position.dice),
        powers=tuple(turn.powers),
        placed=placed,
        ruined=ruined,
        suggestion=suggestion,
        lost=lost,
        position=turn.position,
        then=then,
        then_position=then_position,
    )


def _same(
    suggestion: Plan, position: Game, placed: tuple[tuple[int, int], ...], ruined: int | None
) -> bool:
    """Did the player do exactly what the bot suggested at ``position``, with no power (so
    nothing was lost)? The same cells with the same values, in any order, or the same ruin."""
    match suggestion.first:
        case Prepare():
            shown = position.dice
            planned = {
                (a.cell, shown[a.die].value) for a in suggestion.actions if isinstance(a, Prepare)
            }
            return planned == set(placed)
        case AcceptMagdagdon(cell=cell):
            return cell == ruined
    return False
