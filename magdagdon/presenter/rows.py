"""Display rows: what each board cell and each die shows, and the score as QML lists it.

Plain tuples and dicts computed from the engine's state, with no rule of their own; the
presenter assembles them and the list models (models.py) diff them row by row.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from magdagdon.engine import DICE_PER_ROLL, RUIN, RUIN_PENALTY, Bonus, Game, Phase, Score, score


class CellRow(NamedTuple):
    """What one board cell shows."""

    value: int  # 1..6 for a number (permanent or prepared), 0 otherwise
    ruin: bool
    prepared: bool  # holds a die prepared this turn (tap takes it back, R3.4)
    legal: bool  # lit: the selected die may go here (R4), or it may be ruined (R6.3)
    die: int  # index of the die prepared here, -1 if none
    bonus: bool  # part of a complete row or column that earns a bonus (R7.2)
    dead: bool  # empty, and no value can ever fill it (R4.3; Game.dead_cells)


class DieRow(NamedTuple):
    """What one die of the tray shows."""

    value: int  # 1..6, 0 when no dice are rolled
    prepared: bool
    selected: bool
    cell: int  # the cell it is prepared on, -1 if none
    rolled: bool  # the die exists this turn (False between turns)
    turns: int  # how often its face was set this game: it tumbles when this grows


BLANK_CELL = CellRow(0, False, False, False, -1, False, False)
BLANK_DIE = DieRow(0, False, False, -1, False, 0)


def bonus_cells(score: Score) -> frozenset[int]:
    """Cells that belong to a row or column earning a combination bonus."""
    return frozenset(c for line in score.lines if line.bonus is not Bonus.NONE for c in line.cells)


def board_rows(game: Game, lit: frozenset[int], score: Score) -> list[CellRow]:
    """The board as the player sees it: permanent numbers, prepared dice, lit targets."""
    prepared_at = {d.cell: i for i, d in enumerate(game.dice) if d.cell is not None}
    gold = bonus_cells(score)
    dead = game.dead_cells
    return [
        CellRow(
            value=cell if isinstance(cell, int) else 0,
            ruin=cell is RUIN,
            prepared=i in prepared_at,
            legal=i in lit,
            die=prepared_at.get(i, -1),
            bonus=i in gold,
            dead=i in dead,
        )
        for i, cell in enumerate(game.field)
    ]


def die_turns(game: Game) -> list[int]:
    """How often each die's face was set so far this game (``Action.turned``: a ROLL sets all
    four, a REROLL the chosen dice, INCREASE or DECREASE one). The tray tumbles a die when its
    count grows, so only what changed moves, in a MAGDAGDON as in any turn (issue 38)."""
    turns = [0] * DICE_PER_ROLL
    for action in game.actions:
        for die in action.turned:
            turns[die] += 1
    return turns


def dice_rows(game: Game, selected: Sequence[int]) -> list[DieRow]:
    """The tray: four dice during a turn, four blanks between turns."""
    dice = game.dice
    if not dice or game.phase in (Phase.ROLL, Phase.OVER):
        return [BLANK_DIE] * 4
    turns = die_turns(game)
    return [
        DieRow(
            value=d.value,
            prepared=d.prepared,
            selected=i in selected,
            cell=-1 if d.cell is None else d.cell,
            rolled=True,
            turns=turns[i],
        )
        for i, d in enumerate(dice)
    ]


def score_lines(score: Score) -> list[dict[str, Any]]:
    """Rows then columns, each with its sum and bonus, for the board margin and game over."""
    return [
        {
            "kind": line.kind.name,
            "index": line.index,
            "sum": line.sum,
            "bonus": line.bonus.name,
            "points": line.bonus.points,
        }
        for line in score.lines
    ]


def score_parts(score: Score) -> dict[str, int]:
    """R7.4's terms, for the game-over breakdown."""
    return {
        "base": score.base,
        "bonus": score.bonus,
        "ruins": score.ruins,
        "ruinPenalty": score.ruin_penalty,
        "ruinCost": RUIN_PENALTY,  # R6.5, each ruin
        "powersUsed": score.powers_used,
        "powerPenalty": score.power_penalty,
        "total": score.total,
    }


def turn_preview(game: Game, now: Score | None = None) -> dict[str, Any]:
    """Before CONFIRM: the line sums and ribbons with the prepared dice, and the points
    the turn would add (R7.5 on the field); empty when nothing is prepared."""
    if game.phase is not Phase.PLACE or not game.prepared:
        return {}
    now = now or game.score()
    then = score(game.field, game.difficulty, game.powers_used)
    return {"points": then.total - now.total, "lines": score_lines(then)}


def shortfall_row(game: Game) -> dict[str, Any]:
    """In MAGDAGDON (R6.1): the dice that could join together and how many were needed."""
    short = game.shortfall
    if short is None:
        return {}
    groups = list(short.groups)
    # One die at a time: every value that fits alone (naming one read as if only it did).
    alone = sorted({v for group in groups for v in group}) if short.most == 1 else None
    return {
        "required": short.required,
        "most": short.most,
        "values": alone if alone is not None else list(groups[0]) if groups else [],
    }
