"""The guided game's presenter: which tap the script waits for, and why another one is refused.

A :class:`Guide` owns a real :class:`~magdagdon.presenter.presenter.Presenter` over a real
engine game whose every roll is given (``script.ROLLS``, so ``Game.forced`` is true and the
game is never recorded). A tap the current move waits for is played through the presenter
exactly as in a normal game; any other tap changes nothing and leaves a :class:`Why` the view
puts in words, from the engine's own ``Game.refusal`` (R4.1, R4.3). No Qt here: the tests
drive it directly.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from enum import Enum

from magdagdon.engine import Game, Phase, RefusalKind
from magdagdon.presenter.presenter import Change, Presenter
from magdagdon.presenter.taps import Kind, Tap

from .script import DIFFICULTY, ROLLS, SEED, STEP_COUNT, STEPS, Move

log = logging.getLogger(__name__)


class WhyKind(Enum):
    """Why a tap was not the one the step waits for."""

    TAKEN = "TAKEN"  # R4.1: the cell holds a number, a ruin or a prepared die
    NOT_JOINED = "NOT_JOINED"  # R4.3: the cell touches no number
    TOO_FAR = "TOO_FAR"  # R4.3: a neighbouring number differs by more than 1
    NO_DIE = "NO_DIE"  # a cell was tapped with no die picked up
    ELSEWHERE = "ELSEWHERE"  # the cell is allowed, but this lesson uses the marked one
    NOT_NOW = "NOT_NOW"  # anything else: the marked item is the one to tap


@dataclass(frozen=True)
class Why:
    """A refused tap, as data: ``value`` is the picked die's value (0 if none), ``neighbour``
    the value of the number it may not touch (TOO_FAR, else 0)."""

    kind: WhyKind
    value: int = 0
    neighbour: int = 0


def new_game() -> Presenter:
    """The guided game before its first move: PEACEFUL, with every roll queued."""
    presenter = Presenter(Game(DIFFICULTY, SEED))
    presenter.rolls = [list(r) for r in ROLLS]
    return presenter


@dataclass
class Guide:
    """Where the player is in the script (step, move) and the game it is played on."""

    brief: bool = False  # the kiosk's short version: the script plays the brief moves
    presenter: Presenter = field(default_factory=new_game)
    step: int = 0
    move: int = 0
    why: Why | None = None  # the last refused tap, until the next right one

    def __post_init__(self) -> None:
        self._auto()

    # ----------------------------------------------------------------- state
    @property
    def game(self) -> Game:
        return self.presenter.game

    @property
    def done(self) -> bool:
        return self.step >= STEP_COUNT

    @property
    def current(self) -> Move | None:
        """The move the guide waits for (None once the script is over)."""
        return None if self.done else STEPS[self.step][self.move]

    @property
    def target(self) -> str:
        """The objectName of the item to tap now ("" once over)."""
        move = self.current
        return "" if move is None else move.target

    @property
    def key(self) -> str:
        """The key of the current move's text ("" once over)."""
        move = self.current
        return "" if move is None else move.key

    # ------------------------------------------------------------------ taps
    def tap(self, tap: Tap) -> Change | None:
        """A tap on the board, the tray or a button: played if it is the awaited one (the
        presenter's change is returned), else refused (None, and ``why`` says why)."""
        move = self.current
        if move is not None and move.tap == tap:
            return self._play()
        self.why = self._why(tap.kind, tap.arg)
        return None

    def drop(self, die: int, cell: int) -> Change | None:
        """A die dragged onto a cell: the same as picking it, then tapping the cell."""
        move = self.current
        if move is None:
            return None
        moves = STEPS[self.step]
        picks = move.kind is Kind.DIE and move.arg == die
        following = moves[self.move + 1] if picks and self.move + 1 < len(moves) else None
        if following is not None and following.kind is Kind.CELL and following.arg == cell:
            self.presenter.selected = [d for d in self.presenter.selected if d != die]
            change = self.presenter.drop_die(die, cell)
            self._advance(2)
            return change
        if move.kind is Kind.CELL and move.arg == cell and self.presenter.active == die:
            change = self.presenter.drop_die(die, cell)
            self._advance(1)
            return change
        self.why = self._why(Kind.CELL, cell, die)
        return None

    def resume(self, step: int) -> None:
        """Start the script again at the beginning of ``step``, every earlier move played."""
        self.presenter.start(new_game().game)
        self.presenter.rolls = [list(r) for r in ROLLS]
        self.step, self.move, self.why = 0, 0, None
        target = max(0, min(step, STEP_COUNT))
        while self.step < target:
            self._play()

    # ------------------------------------------------------------- internal
    def _play(self) -> Change:
        """Play the current move through the presenter and go on to the next one."""
        move = self.current
        assert move is not None
        change = self._apply(move)
        if change is Change.NOTHING:  # the script no longer fits the engine: a bug
            log.error("the guided game's move %s did nothing: %r", move, self.game)
        self._advance(1)
        return change

    def _apply(self, move: Move) -> Change:
        if move.kind is Kind.NEXT:
            return Change.INTERFACE  # only the text changes
        return self.presenter.tap(move.tap)

    def _advance(self, count: int) -> None:
        self.why = None
        for _ in range(count):
            self.move += 1
            if self.move >= len(STEPS[self.step]):
                self.step, self.move = self.step + 1, 0
            if self.done:
                return
        self._auto()

    def _auto(self) -> None:
        """The short version plays the brief moves itself."""
        while self.brief and not self.done and STEPS[self.step][self.move].brief:
            self._play()

    def _why(self, kind: Kind, arg: int | str | None, die: int | None = None) -> Why:
        """Why this tap is not the awaited one, in the engine's terms where it has them."""
        game = self.game
        if kind is not Kind.CELL or type(arg) is not int or not 0 <= arg < 16:
            return Why(WhyKind.NOT_NOW)
        if self.presenter.choosing_ruin or game.phase is not Phase.PLACE:
            return Why(WhyKind.NOT_NOW)
        if game.field[arg] is not None:
            return Why(
                WhyKind.TAKEN
                if die is not None or self.presenter.active is not None
                else WhyKind.NOT_NOW
            )
        active = self.presenter.active if die is None else die
        if active is None:
            return Why(WhyKind.NO_DIE)
        value = game.dice[active].value
        refusal = game.refusal(active, arg)
        if refusal is None:
            return Why(WhyKind.ELSEWHERE, value)
        neighbour = 0
        if refusal.neighbour is not None:
            shown = game.field[refusal.neighbour]
            neighbour = shown if isinstance(shown, int) else 0
        kind_of = {
            RefusalKind.TAKEN: WhyKind.TAKEN,
            RefusalKind.NOT_JOINED: WhyKind.NOT_JOINED,
            RefusalKind.TOO_FAR: WhyKind.TOO_FAR,
        }[refusal.kind]
        return Why(kind_of, value, neighbour)
