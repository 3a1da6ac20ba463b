"""The status line, from a table of states (docs/LOOK.md "The status line, from a table").

The presenter picks one row for what is on screen; QML words it (``StatusPanel.qml``, one
``qsTr`` per row). A row is a key and the numbers its sentence needs, so this module holds no
text and no Qt, and every row can be tested from a game state alone.

Rows, in the order they are chosen (the first that applies wins):

| key | when | args |
|---|---|---|
| ``OVER`` | the game has ended with no RUIN on the board | |
| ``OVER_RUINED`` | ... with RUINs (R6.3): no "well played" after a wreck | ``ruins`` |
| ``ROLL`` | before the roll | |
| ``CHOOSING_RUIN`` | MAGDAGDON accepted: tap the cell to ruin (R6.3) | ``penalty`` |
| ``CHOOSING_REROLL`` | REROLL pressed: tap the dice to throw again (R5.3) | ``count``, ``cost`` |
| ``ARMED`` | DECREASE/INCREASE pressed once: again spends it (R5.2) | ``value``, ``to``, ``cost`` |
| ``STILL_MAGDAGDON`` | a rescue failed: still no placement (R6.2) | ``powers`` |
| ``MAGDAGDON`` | MAGDAGDON with a Majda Power left (R6.2) | ``powers`` |
| ``MAGDAGDON_SPENT`` | MAGDAGDON, every power of this game used | |
| ``MAGDAGDON_HOPELESS`` | MAGDAGDON that no roll could rescue (``Game.rescuable``) | |
| ``MAGDAGDON_NO_POWERS`` | MAGDAGDON in a difficulty without powers | ``difficulty`` |
| ``REFUSED_TAKEN`` | the last tap was on a cell that holds something (R4.1) | ``value`` |
| ``REFUSED_NOT_JOINED`` | ... on a cell next to no number (R4.3) | ``value`` |
| ``REFUSED_TOO_FAR`` | ... next to a number more than 1 away (R4.3) | ``value``, ``other`` |
| ``DEAD_END`` | R6.4: the prepared dice block every way; which to take back | ``value`` |
| ``NOWHERE_POWER`` | ... but a power would give it one (R5.2) | ``value``, ``power``, ``to`` |
| ``NOWHERE`` | the selected die fits on no cell | ``value``, ``canTakeBack`` |
| ``SELECTED`` | a die selected, cells lit, dice still to place | ``value``, ``remaining`` |
| ``SELECTED_EXTRA`` | a die selected, cells lit, enough placed already | ``value`` |
| ``PLACE`` | no die selected, dice still to place | ``remaining`` |
| ``READY`` | enough placed: CONFIRM, or place more | ``points``, ``more`` (a die has a cell) |
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from magdagdon.engine import POWERS, RUIN, RUIN_PENALTY, Effect, Game, Phase, Refusal


@dataclass(frozen=True)
class StatusRow:
    """One row of the table: its key and the numbers its sentence shows."""

    key: str
    args: dict[str, Any] = field(default_factory=dict)


def take_back_to_unblock(game: Game) -> int | None:
    """R6.4: the prepared die to take back in a dead end (the engine's answer), or None."""
    return game.unblocking_die


def status_row(
    game: Game,
    *,
    armed: dict[str, Any] | None = None,
    selected: list[int],
    choosing_ruin: bool,
    choosing_reroll: bool,
    still_magdagdon: bool,
    refused: Refusal | None,
    refused_value: int = 0,
    points: int = 0,
) -> StatusRow:
    """The row for this game and interface state (see the module's table)."""
    phase = game.phase
    if phase is Phase.OVER:
        ruins = sum(1 for cell in game.field if cell is RUIN)
        return StatusRow("OVER_RUINED", {"ruins": ruins}) if ruins else StatusRow("OVER")
    if phase is Phase.ROLL:
        return StatusRow("ROLL")
    if choosing_ruin:
        return StatusRow("CHOOSING_RUIN", {"penalty": RUIN_PENALTY})
    if choosing_reroll:
        cost = game.next_power_penalty or 0
        return StatusRow("CHOOSING_REROLL", {"count": len(selected), "cost": cost})
    if armed:
        return StatusRow("ARMED", {k: armed[k] for k in ("value", "to", "cost")})
    if phase is Phase.MAGDAGDON:
        if game.difficulty.powers == 0:
            return StatusRow("MAGDAGDON_NO_POWERS", {"difficulty": game.difficulty.name})
        if game.powers_left == 0:
            return StatusRow("MAGDAGDON_SPENT")
        if not game.rescuable:  # a power is left, but no roll fits the cells left
            return StatusRow("MAGDAGDON_HOPELESS")
        key = "STILL_MAGDAGDON" if still_magdagdon else "MAGDAGDON"
        return StatusRow(key, {"powers": game.powers_left})
    if refused is not None:
        kind = refused.kind.name
        args: dict[str, Any] = {"value": refused_value}
        if kind == "TOO_FAR" and refused.neighbour is not None:
            other = game.field[refused.neighbour]
            args["other"] = other if isinstance(other, int) else 0
        return StatusRow(f"REFUSED_{kind}", args)
    if game.dead_end:
        die = take_back_to_unblock(game)
        return StatusRow("DEAD_END", {"value": game.dice[die].value if die is not None else 0})
    remaining = max(0, game.required - len(game.prepared))
    active = selected[-1] if selected else None
    if active is not None:
        value = game.dice[active].value
        if not game.legal_cells(active):
            # A HINT may advise changing this very die: name the power instead of a dead end
            # (``power``: the one that helps, "" when several do; ``to``: the values they give).
            helps = [
                p for p in POWERS if p.effect is Effect.ADD and game.fits_adjusted(active, p.delta)
            ]
            if helps:
                power = helps[0].name if len(helps) == 1 else ""
                to = [value + p.delta for p in helps]
                return StatusRow("NOWHERE_POWER", {"value": value, "power": power, "to": to})
            return StatusRow("NOWHERE", {"value": value, "canTakeBack": bool(game.prepared)})
        if remaining > 0:
            return StatusRow("SELECTED", {"value": value, "remaining": remaining})
        return StatusRow("SELECTED_EXTRA", {"value": value})
    if remaining > 0:
        return StatusRow("PLACE", {"remaining": remaining})
    # "or place more dice first" only where another die has a cell (not on a full board).
    more = any(not d.prepared and game.legal_cells(i) for i, d in enumerate(game.dice))
    return StatusRow("READY", {"points": points, "more": more})
