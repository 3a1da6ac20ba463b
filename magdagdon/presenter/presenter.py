"""The presenter: game + interface state → display state, in plain Python (no Qt).

It turns a player's taps into engine actions (``Prepare``, ``Confirm``, ...: the engine's own
vocabulary, applied with ``Game.apply``) and the engine's state into what the screen shows. It
holds no rule: it asks the engine what is possible (``can_confirm``, ``legal_cells``,
``can_adjust``...) and only then acts, so an engine ``RuleError`` here is a bug; it is logged
and counted in ``rejections`` instead of reaching the view.

Besides the game it keeps the interface state the engine does not know: which dice are
selected (the last one selected is the one lit cells are for), whether the player has accepted
a MAGDAGDON and is choosing the cell to ruin, the rank of the finished game, and whether a HINT
was shown in this game (``assisted``: this is its one owner).

Its parts: rows.py (what each cell and die shows, the score lists), buttons.py (which
buttons can be pressed) and status.py (the status line). ``GameSession`` (session.py) is
the thin QObject over it; tests drive it directly.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from enum import Enum, auto
from typing import Any

from magdagdon.engine import (
    AcceptMagdagdon,
    Action,
    Adjust,
    Confirm,
    Effect,
    Game,
    Phase,
    Prepare,
    Refusal,
    Reroll,
    Roll,
    RuleError,
    Score,
    TakeBack,
    describe,
    power_named,
)
from magdagdon.presenter.buttons import button_states, can_start_reroll, hopeless, sure_rescue
from magdagdon.presenter.rows import (
    CellRow,
    DieRow,
    board_rows,
    dice_rows,
    score_lines,
    score_parts,
    shortfall_row,
    turn_preview,
)
from magdagdon.presenter.status import StatusRow, status_row
from magdagdon.presenter.taps import Kind, Tap

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Display:
    """Everything the screen shows, ready to draw: named values, the board, the tray."""

    values: dict[str, Any]  # by the QML property name: phase, canRoll, score...
    board: list[CellRow]
    dice: list[DieRow]


class Change(Enum):
    """What a call on the presenter changed (the session decides what to emit from it)."""

    NOTHING = auto()  # ignored: the tap does nothing here
    INTERFACE = auto()  # only interface state (selection, ruin choice, assisted)
    GAME = auto()  # the engine applied an action
    FINISHED = auto()  # the engine applied an action and the game ended with it


@dataclass
class Presenter:
    """The game being played and the interface state around it; taps in, display out."""

    game: Game
    assisted: bool = False  # a HINT was shown in this game (its record says so)
    selected: list[int] = field(default_factory=list)
    choosing_ruin: bool = False
    last_rank: int = -1  # -1 not recorded yet, 0 recorded without a rank, -2 not saved
    rejections: int = 0  # engine refusals: always 0 unless the presenter has a bug
    rolls: list[list[int]] = field(default_factory=list)  # queued dice (tests, replays)
    # Issue 12: choosing several dice is an explicit step of REROLL; a refused tap says why;
    # a MAGDAGDON that a power did not rescue says so.
    choosing_reroll: bool = False
    refused: Refusal | None = None  # the engine's reason for the last tap on a dark cell
    refused_value: int = 0  # the value of the die that tap was for
    still_magdagdon: bool = False
    # Issue 38: DECREASE/INCREASE are armed by a first press (the die's new value and the
    # cost shown on the button) and spent by a second, as REROLL's two presses; any other
    # tap, CANCEL or Escape disarms. The armed power's name, or None.
    armed: str | None = None
    # Issue 15: the keyboard's board cursor (arrow keys move it, Enter/Space tap its cell).
    cursor: int = 0

    # ----------------------------------------------------------------- taps
    def tap(self, tap: Tap) -> Change:
        """One tap of the game screen (``taps.py``), whatever made it: a person, the guided
        game's script, or attract mode's bot. Any tap but the armed power's own disarms it."""
        armed = self.armed
        if armed is not None and not (tap.kind is Kind.POWER and tap.arg == armed):
            self.armed = None
        change = self._tap(tap)
        if armed is not None and self.armed is None and change is Change.NOTHING:
            return Change.INTERFACE  # disarmed: the power bar shows the powers again
        return change

    def _tap(self, tap: Tap) -> Change:
        arg = tap.arg
        match tap.kind:
            case Kind.ROLL:
                return self.roll()
            case Kind.DIE:
                return self.tap_die(arg)
            case Kind.CELL:
                return self.tap_cell(arg)
            case Kind.CONFIRM:
                return self.confirm()
            case Kind.POWER:
                return self.use_power(arg)
            case Kind.REROLL_ALL:
                return self.reroll_all()
            case Kind.RESCUE:
                return self.rescue()
            case Kind.ACCEPT:
                return self.accept_magdagdon()
            case Kind.CANCEL_RUIN:
                return self.cancel_magdagdon()
            case Kind.CANCEL_REROLL:
                return self.cancel_reroll()
            case Kind.CLEAR:
                return self.clear_selection()
        return Change.NOTHING  # NEXT: the guided game's own button

    def roll(self) -> Change:
        """ROLL (R3.1)."""
        if not self.game.can_roll:
            return Change.NOTHING
        return self._act(Roll(self._next_roll(4)))

    def tap_die(self, die: object) -> Change:
        """Tap on a die: take it back if prepared (R3.4), else select or unselect it."""
        if not self._has_die(die) or self.choosing_ruin:
            return Change.NOTHING
        assert isinstance(die, int)
        if self.game.dice[die].prepared:
            if self.game.can_take_back(die) and not self.choosing_reroll:
                return self._act(TakeBack(die))
            return self._quiet()
        if self.choosing_reroll:  # choosing the dice to throw again: each tap adds or drops one
            if die in self.selected:
                self.selected.remove(die)
            else:
                self.selected.append(die)
        elif self.selected == [die]:
            self.selected.clear()
        else:  # a tap selects that die alone: a cell tap then places exactly it
            self.selected[:] = [die]
        self.refused = None
        return Change.INTERFACE

    def tap_cell(self, cell: object) -> Change:
        """Tap on a cell: ruin it, take its prepared die back, or prepare the selected die."""
        if type(cell) is not int or not 0 <= cell < 16:
            return Change.NOTHING
        game = self.game
        if self.choosing_ruin:
            if cell in game.ruinable_cells:
                return self._act(AcceptMagdagdon(cell))
            return self._quiet()
        if self.choosing_reroll:
            return self._quiet()
        die = next((i for i, d in enumerate(game.dice) if d.cell == cell), None)
        if die is not None:
            if game.can_take_back(die):
                return self._act(TakeBack(die))
            return self._quiet()
        active = self.active
        if active is not None and cell in game.legal_cells(active):
            self.selected.remove(active)
            return self._act(Prepare(active, cell))
        if active is not None and game.phase is Phase.PLACE:
            # A dark cell with a die selected: say why R4 refuses it (the engine's reason).
            why = game.refusal(active, cell)
            if why is not None:
                self.refused, self.refused_value = why, game.dice[active].value
                return Change.INTERFACE
        return self._quiet()

    def drop_die(self, die: object, cell: object) -> Change:
        """A die dragged from the tray and dropped on a cell: prepare it there if it may go."""
        if not self._has_die(die) or self.choosing_ruin or type(cell) is not int:
            return Change.NOTHING
        assert isinstance(die, int)
        if not 0 <= cell < 16 or self.game.dice[die].prepared:
            return Change.NOTHING
        if cell not in self.game.legal_cells(die):
            return Change.NOTHING
        if die in self.selected:
            self.selected.remove(die)
        self.armed = None
        return self._act(Prepare(die, cell))

    def confirm(self) -> Change:
        """CONFIRM (R3.3)."""
        if not self.game.can_confirm:
            return Change.NOTHING
        return self._act(Confirm())

    def use_power(self, name: object) -> Change:
        """A power button (``POWERS``' names): a change of the one selected die, armed by
        the first press and spent by the second (R5.2), or REROLL's two presses (R5.3); an
        unknown name does nothing."""
        try:
            power = power_named(str(name))
        except KeyError:
            return Change.NOTHING
        if power.effect is not Effect.ADD:
            return self.reroll()
        if self.armed == power.name:
            self.armed = None
            return self.adjust(power.delta)
        if self._adjustable(power.delta) is None:
            return Change.NOTHING
        self.armed = power.name
        self.refused = None
        return Change.INTERFACE

    def _adjustable(self, delta: int) -> int | None:
        """The die DECREASE/INCREASE by ``delta`` would change now (the one selected), or None
        where it may not (R5.2)."""
        if (
            len(self.selected) != 1
            or self.choosing_ruin
            or self.choosing_reroll
            or hopeless(self.game)
        ):
            return None
        die = self.selected[0]
        return die if self.game.can_adjust(die, delta) else None

    def adjust(self, delta: int) -> Change:
        """DECREASE −1 / INCREASE +1 on the one selected die, spent at once (R5.2); the power
        bar arms it first (``use_power``)."""
        die = self._adjustable(delta)
        if die is None:
            return Change.NOTHING
        return self._act(Adjust(die, delta))

    def reroll(self) -> Change:
        """REROLL: the first press starts choosing the dice (the selected one is chosen
        already); the second throws the chosen dice together, for one use (R5.3)."""
        if self.choosing_ruin:
            return Change.NOTHING
        if not self.choosing_reroll:
            if not can_start_reroll(self.game):
                return Change.NOTHING
            self.choosing_reroll = True
            self.refused = None
            return Change.INTERFACE
        dice = sorted(self.selected)
        if not dice or not self.game.can_reroll(dice):
            return Change.NOTHING
        self.choosing_reroll = False
        # One die thrown stays selected, to be placed (as after DECREASE/INCREASE); several
        # are new dice: none stays (the last one's lit cells, or its "fits nowhere", read as
        # if the player had picked it).
        if len(dice) > 1:
            self.selected.clear()
        return self._act(Reroll(tuple(dice), self._next_roll(len(dice))))

    def cancel_reroll(self) -> Change:
        """CANCEL: back from choosing the dice to reroll, nothing spent, nothing selected (an
        armed DECREASE/INCREASE is disarmed by any tap, this one too, ``tap``)."""
        if not self.choosing_reroll:
            return Change.NOTHING
        self.choosing_reroll = False
        self.selected.clear()
        return Change.INTERFACE

    def reroll_all(self) -> Change:
        """MAGDAGDON's rescue: REROLL all four dice (R6.2, R5.3)."""
        if self.game.phase is not Phase.MAGDAGDON or self.choosing_ruin or hopeless(self.game):
            return Change.NOTHING
        self.choosing_reroll = False
        dice = [i for i, d in enumerate(self.game.dice) if not d.prepared]
        if not dice or not self.game.can_reroll(dice):
            return Change.NOTHING
        return self._act(Reroll(tuple(dice), self._next_roll(len(dice))))

    def rescue(self) -> Change:
        """MAGDAGDON's sure rescue (``sure_rescue``): the DECREASE/INCREASE that lets the turn
        place its dice (R6.2, R5.2). The changed die stays selected, to be placed."""
        found = sure_rescue(self.game)
        if found is None or self.choosing_ruin:
            return Change.NOTHING
        self.choosing_reroll = False
        self.selected = [found.die]
        return self._act(found)

    def accept_magdagdon(self) -> Change:
        """ACCEPT MAGDAGDON: every empty cell lights up; the next tap on one ruins it (R6.3)."""
        if not self.game.can_accept_magdagdon or self.choosing_ruin:
            return Change.NOTHING
        self.choosing_ruin = True
        self.choosing_reroll = False
        self.selected.clear()
        return Change.INTERFACE

    def cancel_magdagdon(self) -> Change:
        """Back from choosing a ruin to the MAGDAGDON choice (a power may still rescue it)."""
        if not self.choosing_ruin:
            return Change.NOTHING
        self.choosing_ruin = False
        return Change.INTERFACE

    def clear_selection(self) -> Change:
        if not self.selected:
            return Change.NOTHING
        self.selected.clear()
        return Change.INTERFACE

    def mark_assisted(self) -> Change:
        """A HINT was shown: the game's high score is marked assisted (until a new game)."""
        if self.assisted or self.game.is_over:
            return Change.NOTHING
        self.assisted = True
        return Change.INTERFACE

    def move_cursor(self, rows: int, columns: int) -> Change:
        """Arrow keys: move the board cursor, stopping at the board's edges (issue 15)."""
        row = min(3, max(0, self.cursor // 4 + rows))
        column = min(3, max(0, self.cursor % 4 + columns))
        cell = row * 4 + column
        if cell == self.cursor:
            return Change.NOTHING
        self.cursor = cell
        return Change.INTERFACE

    def press_cursor(self) -> Change:
        """Enter or Space on the board: the same as a tap on the cursor's cell."""
        return self.tap_cell(self.cursor)

    def start(self, game: Game) -> None:
        """A new game replaces the current one; interface state starts afresh with it."""
        self.game = game
        self.cursor = 0
        self.selected.clear()
        self.choosing_ruin = False
        self.choosing_reroll = False
        self.armed = None
        self.refused = None
        self.still_magdagdon = False
        self.last_rank = -1
        self.assisted = False

    # -------------------------------------------------------------- display
    @property
    def active(self) -> int | None:
        """The die the lit cells are for: the last one selected."""
        return self.selected[-1] if self.selected else None

    def display(self) -> Display:
        """Everything the view shows for the current game and interface state."""
        game = self.game
        dice = game.dice
        self.selected = [d for d in self.selected if d < len(dice) and not dice[d].prepared]
        if game.phase not in (Phase.PLACE, Phase.MAGDAGDON):
            self.selected.clear()
        selected = self.selected
        score = game.score()
        active = self.active
        if game.phase not in (Phase.PLACE, Phase.MAGDAGDON):
            self.choosing_reroll = False
        armed = self._armed_change()
        if armed is None:
            self.armed = None  # nothing armed, or it can no longer be spent
        if self.choosing_ruin:
            lit = game.ruinable_cells
        elif self.choosing_reroll:
            lit = frozenset()
        elif active is not None:
            lit = game.legal_cells(active)
        else:
            lit = frozenset()
        preview = self.preview(score)
        row = self._status(preview.get("points", 0), armed)
        rescue = sure_rescue(game)
        values: dict[str, Any] = {
            "phase": game.phase.name,  # ROLL, PLACE, MAGDAGDON, OVER
            "difficulty": game.difficulty.name,
            "required": game.required,
            "preparedCount": len(game.prepared),
            "selectedCount": len(selected),
            "powersLeft": game.powers_left,
            "powersUsed": game.powers_used,
            "powersTotal": game.difficulty.powers,
            "nextPenalty": game.next_power_penalty or 0,  # 0 when no use is left
            "score": score.total,  # running score of the permanent board (R7.5)
            "turns": game.turns,  # finished turns (R3.6)
            "turn": game.turns if game.is_over else game.turns + 1,
            **button_states(
                game,
                selected,
                choosing_ruin=self.choosing_ruin,
                choosing_reroll=self.choosing_reroll,
            ),
            "choosingReroll": self.choosing_reroll,
            # An armed DECREASE/INCREASE: {"power", "die", "value", "to", "cost"}, or {}.
            "armed": armed or {},
            "rescuable": game.rescuable,  # MAGDAGDON: a power could still rescue it
            # ... and this DECREASE/INCREASE surely does (an action, described; {} if none)
            "sureRescue": {} if rescue is None else describe(rescue, game),
            "choosingRuin": self.choosing_ruin,
            "deadEnd": game.dead_end,  # R6.4
            "deadCells": len(game.dead_cells),  # empty cells no die can ever fill (R4.3)
            "inProgress": bool(game.log) and not game.is_over,  # R2.2: leaving it loses it
            "lastRank": self.last_rank,
            "assisted": self.assisted,
            "lines": score_lines(score),
            "breakdown": score_parts(score),
            "status": row.key,  # the status line's row (status.py); QML words it
            "statusArgs": row.args,
            "stillMagdagdon": self.still_magdagdon and game.phase is Phase.MAGDAGDON,
            "preview": preview,
            "shortfall": self.shortfall(),
            "cursor": self.cursor,  # the keyboard's board cursor, 0..15 (issue 15)
        }
        return Display(values, board_rows(game, lit, score), dice_rows(game, selected))

    def _armed_change(self) -> dict[str, Any] | None:
        """The armed DECREASE/INCREASE as the screen shows it (the power, its die, the value
        it has and will have, what it costs), or None where nothing is armed or it may no
        longer be spent (the selection or the phase changed under it)."""
        if self.armed is None:
            return None
        power = power_named(self.armed)
        die = self._adjustable(power.delta)
        if die is None:
            return None
        value = self.game.dice[die].value
        return {
            "power": power.name,
            "die": die,
            "value": value,
            "to": value + power.delta,
            "cost": self.game.next_power_penalty or 0,
        }

    def status(self, points: int = 0) -> StatusRow:
        """The status line's row for what is on screen (status.py)."""
        return self._status(points, self._armed_change())

    def _status(self, points: int, armed: dict[str, Any] | None) -> StatusRow:
        return status_row(
            self.game,
            armed=armed,
            selected=self.selected,
            choosing_ruin=self.choosing_ruin,
            choosing_reroll=self.choosing_reroll,
            still_magdagdon=self.still_magdagdon,
            refused=self.refused,
            refused_value=self.refused_value,
            points=points,
        )

    def preview(self, now: Score | None = None) -> dict[str, Any]:
        """Before CONFIRM: what the prepared dice would make of the lines and the score."""
        return turn_preview(self.game, now)

    def shortfall(self) -> dict[str, Any]:
        """In MAGDAGDON (R6.1): the dice that could join together and how many were needed."""
        return shortfall_row(self.game)

    # ------------------------------------------------------------- internal
    def _quiet(self) -> Change:
        """A tap that does nothing, except that an earlier refusal's words go."""
        if self.refused is None:
            return Change.NOTHING
        self.refused = None
        return Change.INTERFACE

    def _has_die(self, die: object) -> bool:
        return type(die) is int and 0 <= die < len(self.game.dice)

    def _next_roll(self, count: int) -> tuple[int, ...] | None:
        """The queued dice for the next ROLL or REROLL, or None: the seed's."""
        if self.rolls:
            values = self.rolls.pop(0)
            if len(values) == count:
                return tuple(values)
            log.warning("queued roll %r does not fit %d dice; rolling instead", values, count)
        return None

    def _act(self, action: Action) -> Change:
        """Apply one engine action; an engine refusal is a presenter bug, logged, never raised."""
        was_over = self.game.is_over
        was_magdagdon = self.game.phase is Phase.MAGDAGDON
        self.refused = None
        try:
            self.game.apply(action)
        except (RuleError, ValueError) as exc:
            self.rejections += 1
            log.error("the engine refused an action the presenter allowed: %s", exc)
            return Change.INTERFACE
        if self.game.phase is not Phase.MAGDAGDON:
            self.choosing_ruin = False
        # A power used in MAGDAGDON that leaves it a MAGDAGDON: "Still MAGDAGDON" (R6.2).
        self.still_magdagdon = was_magdagdon and self.game.phase is Phase.MAGDAGDON
        return Change.FINISHED if self.game.is_over and not was_over else Change.GAME
