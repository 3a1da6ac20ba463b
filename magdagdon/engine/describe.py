"""An action, and a plan of them, as plain data: the one description every view receives.

HINT's ghost dice, the review, the kiosk's captions, attract mode, the replays and the MAGDAGDON
screen's sure rescue all describe an action through ``describe`` and a plan through
``describe_plan``, and word it in their own context; the shape is documented in
ARCHITECTURE.md ("An action and a plan, as QML gets them"). Every key is always there, with a
neutral value where it does not apply, so a view never tests for a missing key.

>>> g = Game(Difficulty.PEACEFUL, seed=1); g.roll([3, 4, 1, 6])
>>> d = describe(Adjust(2, 1), g)
>>> d["kind"], d["power"], d["die"], d["value"], d["to"]
('adjust', 'INCREASE', 2, 1, 2)
>>> [(a["kind"], a["cell"], a["order"]) for a in describe_plan(
...     Plan((Prepare(0, 5), Prepare(1, 6), Confirm())), g)]
[('prepare', 5, 1), ('prepare', 6, 2), ('confirm', -1, 0)]
"""

from __future__ import annotations

from typing import Any

from .actions import (
    AcceptMagdagdon,
    Action,
    Adjust,
    Confirm,
    Plan,
    Prepare,
    Reroll,
    Roll,
    TakeBack,
)
from .game import Game
from .rules import DICE_PER_ROLL, Difficulty  # noqa: F401 (doctest)


def describe(action: Action, before: Game) -> dict[str, Any]:
    """``action`` as plain data, with what it does to the dice of ``before`` (the game just
    before it): ``kind`` (the action's logged name), ``power`` (the Majda Power it uses, ""),
    ``die`` and ``cell`` (-1 where none), ``delta``, ``dice`` (the dice it concerns) and their
    ``values`` before it, ``value`` and ``to`` (one die's value before and after it), ``thrown``
    (the values a ROLL or REROLL gave; [] until thrown) and ``order`` (0: see ``describe_plan``)."""
    power = action.power
    out: dict[str, Any] = {
        "kind": action.name,
        "power": power.name if power is not None else "",
        "die": -1,
        "cell": -1,
        "delta": 0,
        "dice": [],
        "values": [],
        "value": 0,
        "to": 0,
        "thrown": [],
        "order": 0,
    }
    shown = [d.value for d in before.dice]

    def one(die: int, to: int | None = None) -> None:
        value = shown[die] if 0 <= die < len(shown) else 0
        out.update(die=die, dice=[die], values=[value], value=value)
        out["to"] = value if to is None else to

    match action:
        case Roll(values=values):
            out["dice"] = list(range(DICE_PER_ROLL))
            out["thrown"] = list(values or ())
        case Prepare(die=die, cell=cell):
            one(die)
            out["cell"] = cell
        case TakeBack(die=die):
            back = before.taken_back_with(die) or (die,)
            one(die)
            out["dice"] = list(back)
            out["values"] = [shown[d] for d in back if d < len(shown)]
        case Confirm():
            out["dice"] = list(before.prepared)
            out["values"] = [shown[d] for d in before.prepared]
        case Adjust(die=die, delta=delta):
            one(die, (shown[die] + delta) if 0 <= die < len(shown) else 0)
            out["delta"] = delta
        case Reroll(dice=dice, values=values):
            out["dice"] = list(dice)
            out["values"] = [shown[d] for d in dice if 0 <= d < len(shown)]
            out["thrown"] = list(values or ())
        case AcceptMagdagdon(cell=cell):
            out["cell"] = cell
    return out


def describe_plan(plan: Plan, game: Game) -> list[dict[str, Any]]:
    """A plan for ``game`` as the list of its actions' descriptions, in play order; each
    PREPARE's ``order`` is its place among the plan's PREPAREs (1, 2, ...: the number on its
    ghost die). The plan starts from the turn's dice with none prepared (``Plan``)."""
    position = game.copy()
    for back in position.unprepared():
        position.apply(back)
    out = []
    order = 0
    for index, action in enumerate(plan.actions):
        described = describe(action, position)
        if isinstance(action, Prepare):
            order += 1
            described["order"] = order
        out.append(described)
        if index + 1 < len(plan.actions):
            position.apply(action)  # the next one is described on the dice as this leaves them
    return out
