"""Which of the game screen's buttons can be pressed now: ROLL, CONFIRM, the Majda Powers
and the MAGDAGDON choices, from the game and the interface state (the presenter's part;
plain Python, no Qt). The engine answers each question; this module only combines them
with what the interface is doing (choosing the dice to reroll, or the cell to ruin)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from magdagdon.engine import Game, Phase


def hopeless(game: Game) -> bool:
    """A MAGDAGDON no roll could rescue (no values fit the cells left): no power is offered
    to spend a use on it (R6.2: a power rescues; the engine still allows one, R5.4)."""
    return game.phase is Phase.MAGDAGDON and not game.rescuable


def can_start_reroll(game: Game) -> bool:
    """REROLL can be started: a use is left and some die is free to throw (R5.1, R5.3)."""
    free = [i for i, d in enumerate(game.dice) if not d.prepared]
    return not hopeless(game) and any(game.can_reroll([d]) for d in free)


def sure_rescue(game: Game) -> dict[str, Any]:
    """MAGDAGDON: the first DECREASE/INCREASE after which R6.1 finds a placement (R6.2), so
    the screen can offer a certain rescue beside REROLL ALL DICE's chance; {} when none."""
    if game.phase is not Phase.MAGDAGDON:
        return {}
    for die, d in enumerate(game.dice):
        for delta in (-1, 1):
            if game.fits_adjusted(die, delta):
                return {"die": die, "delta": delta, "value": d.value, "to": d.value + delta}
    return {}


def button_states(
    game: Game, selected: Sequence[int], *, choosing_ruin: bool, choosing_reroll: bool
) -> dict[str, bool]:
    """The display values ``can...`` of the game screen's buttons."""
    one = selected[0] if len(selected) == 1 else None
    powers = not choosing_ruin and not hopeless(game)
    adjust = powers and not choosing_reroll and one is not None
    return {
        "canRoll": game.can_roll,
        "canConfirm": game.can_confirm,
        "canDecrease": adjust and one is not None and game.can_adjust(one, -1),
        "canIncrease": adjust and one is not None and game.can_adjust(one, +1),
        # REROLL starts choosing; while choosing, it throws the chosen dice (R5.3).
        "canReroll": powers
        and (
            game.can_reroll(selected)
            if choosing_reroll
            else game.phase in (Phase.PLACE, Phase.MAGDAGDON) and can_start_reroll(game)
        )
        and (bool(selected) or not choosing_reroll),
        "canRerollAll": powers
        and game.phase is Phase.MAGDAGDON
        and game.can_reroll(range(len(game.dice))),
        "canAccept": game.can_accept_magdagdon and not choosing_ruin,
    }
