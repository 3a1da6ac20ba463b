"""A player's taps as values, and the taps that play an engine action.

Taps are the game screen's input (a die, a cell, a button), actions the rules' moves
(``magdagdon.engine.actions``): picking a die is a tap and no action, PREPARE is the two taps
"that die, then that cell". The session's slots each make one ``Tap`` and hand it to
``Presenter.tap``, the guided game's script is a list of taps its session judges before they
play (``tutorial/``), and attract mode plays the bot's plans as the taps a person would make
(``plan_taps``), so every way into the game goes through the same door.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from magdagdon.engine import (
    AcceptMagdagdon,
    Action,
    Adjust,
    Confirm,
    Game,
    Plan,
    Prepare,
    Reroll,
    Roll,
    TakeBack,
)
from magdagdon.engine.powers import throw_power


class Kind(Enum):
    """What was tapped (the value is the session slot's name for it)."""

    ROLL = "roll"
    DIE = "tapDie"  # arg: the die
    CELL = "tapCell"  # arg: the cell
    CONFIRM = "confirm"
    POWER = "usePower"  # arg: the power's name (``POWERS``)
    REROLL_ALL = "rerollAll"
    RESCUE = "rescue"
    ACCEPT = "acceptMagdagdon"
    CANCEL_RUIN = "cancelMagdagdon"
    CANCEL_REROLL = "cancelReroll"
    CLEAR = "clearSelection"
    NEXT = "next"  # the guided game's NEXT button: no tap of the game (the presenter ignores it)


@dataclass(frozen=True, slots=True)
class Tap:
    """One tap: its kind, and the die, cell or power it was on."""

    kind: Kind
    arg: int | str | None = None


def action_taps(action: Action) -> list[Tap]:
    """The taps that play ``action`` with nothing selected (a die tapped when selected alone
    would be unselected): a die then a cell for PREPARE, a prepared die for TAKE BACK, the die
    then its power's button twice for DECREASE/INCREASE (armed, then spent), REROLL's two
    presses around the dice to throw, ACCEPT MAGDAGDON then the cell to ruin."""
    match action:
        case Roll():
            return [Tap(Kind.ROLL)]
        case Prepare(die=die, cell=cell):
            return [Tap(Kind.DIE, die), Tap(Kind.CELL, cell)]
        case TakeBack(die=die):
            return [Tap(Kind.DIE, die)]
        case Confirm():
            return [Tap(Kind.CONFIRM)]
        case Adjust(die=die):
            power = action.power
            assert power is not None  # a change no power makes is refused by the engine
            press = Tap(Kind.POWER, power.name)
            return [Tap(Kind.DIE, die), press, press]  # armed, then spent
        case Reroll(dice=dice):
            power = throw_power()
            assert power is not None
            press = Tap(Kind.POWER, power.name)
            return [press, *(Tap(Kind.DIE, d) for d in dice), press]
        case AcceptMagdagdon(cell=cell):
            return [Tap(Kind.ACCEPT), Tap(Kind.CELL, cell)]
    raise ValueError(f"not an action: {action!r}")


def plan_taps(plan: Plan, game: Game) -> list[Tap]:
    """The taps that play ``plan`` in ``game`` the way a person taps it in: the selection
    cleared, the prepared dice taken back (a plan starts from none prepared), then each
    action's taps."""
    out = [Tap(Kind.CLEAR)]
    for action in (*game.unprepared(), *plan.actions):
        out += action_taps(action)
    return out
