"""Which of the game screen's buttons can be pressed now: ROLL, CONFIRM, the Majda Powers
and the MAGDAGDON choices, from the game and the interface state (the presenter's part;
plain Python, no Qt). The engine answers each question; this module only combines them
with what the interface is doing (choosing the dice to reroll, or the cell to ruin)."""

from __future__ import annotations

from collections.abc import Sequence

from magdagdon.engine import POWERS, Adjust, Effect, Game, Phase


def hopeless(game: Game) -> bool:
    """A MAGDAGDON no roll could rescue (no values fit the cells left): no power is offered
    to spend a use on it (R6.2: a power rescues; the engine still allows one, R5.4)."""
    return game.phase is Phase.MAGDAGDON and not game.rescuable


def can_start_reroll(game: Game) -> bool:
    """REROLL can be started: a use is left and some die is free to throw (R5.1, R5.3)."""
    free = [i for i, d in enumerate(game.dice) if not d.prepared]
    return not hopeless(game) and any(game.can_reroll([d]) for d in free)


def sure_rescue(game: Game) -> Adjust | None:
    """MAGDAGDON: the first change of one die by a power (the table's order) after which R6.1
    finds a placement (R6.2), so the screen can offer a certain rescue beside REROLL ALL
    DICE's chance; None when none."""
    if game.phase is not Phase.MAGDAGDON:
        return None
    for die in range(len(game.dice)):
        for power in POWERS:
            if power.effect is Effect.ADD and game.fits_adjusted(die, power.delta):
                return Adjust(die, power.delta)
    return None


def power_states(
    game: Game, selected: Sequence[int], *, choosing_ruin: bool, choosing_reroll: bool
) -> dict[str, bool]:
    """Whether each power button can be pressed now, by the power's name (``POWERS``)."""
    one = selected[0] if len(selected) == 1 else None
    powers = not choosing_ruin and not hopeless(game)
    adjust = powers and not choosing_reroll and one is not None
    out = {}
    for power in POWERS:
        if power.effect is Effect.ADD:
            out[power.name] = adjust and one is not None and game.can_adjust(one, power.delta)
        else:  # starts choosing; while choosing, it throws the chosen dice (R5.3)
            out[power.name] = (
                powers
                and (
                    game.can_reroll(selected)
                    if choosing_reroll
                    else game.phase in (Phase.PLACE, Phase.MAGDAGDON) and can_start_reroll(game)
                )
                and (bool(selected) or not choosing_reroll)
            )
    return out


def button_states(
    game: Game, selected: Sequence[int], *, choosing_ruin: bool, choosing_reroll: bool
) -> dict[str, object]:
    """The display values ``can...`` of the game screen's buttons (``canUse``: the power
    buttons', by power name)."""
    powers = not choosing_ruin and not hopeless(game)
    return {
        "canRoll": game.can_roll,
        "canConfirm": game.can_confirm,
        "canUse": power_states(
            game, selected, choosing_ruin=choosing_ruin, choosing_reroll=choosing_reroll
        ),
        "canRerollAll": powers
        and game.phase is Phase.MAGDAGDON
        and game.can_reroll(range(len(game.dice))),
        "canAccept": game.can_accept_magdagdon and not choosing_ruin,
    }
