"""GameSession: the thin QObject over the presenter, as QML sees it.

The presenter (presenter.py) decides what a tap does and what the screen shows; this class
only forwards QML's slot calls to it, publishes its display values as notifying properties,
feeds the two list models, and tells its observers (saving.py) after every change of the game.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from magdagdon.engine import POWERS, Difficulty, Game, difficulty_facts
from magdagdon.presenter.presenter import Change, Presenter
from magdagdon.presenter.taps import Kind, Tap
from magdagdon.qt.models import BoardModel, DiceModel
from magdagdon.qt.properties import Published, published, uncreatable
from magdagdon.storage.saver import GameObserver, GameSaver

if TYPE_CHECKING:
    from magdagdon.storage import Store

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


@QmlElement
@uncreatable("GameSession is created by the application and passed to Main.qml.")
class GameSession(Published):
    """Phase, counts and possibilities of the current game, and the slots a player's taps call."""

    gameChanged = Signal()  # after every change of the game (hint service, captions)
    gameOver = Signal(int)  # the final score, once, when the game ends
    gameStarted = Signal()  # a new game, a daily, a code or a replay's position is on the board

    phaseChanged = Signal()
    difficultyChanged = Signal()
    requiredChanged = Signal()
    preparedCountChanged = Signal()
    selectedCountChanged = Signal()
    powersLeftChanged = Signal()
    powersUsedChanged = Signal()
    powersTotalChanged = Signal()
    nextPenaltyChanged = Signal()
    scoreChanged = Signal()
    turnsChanged = Signal()
    turnChanged = Signal()
    canRollChanged = Signal()
    canConfirmChanged = Signal()
    canUseChanged = Signal()
    canRerollAllChanged = Signal()
    canAcceptChanged = Signal()
    choosingRuinChanged = Signal()
    deadEndChanged = Signal()
    deadCellsChanged = Signal()
    inProgressChanged = Signal()
    lastRankChanged = Signal()
    assistedChanged = Signal()
    linesChanged = Signal()
    breakdownChanged = Signal()
    statusChanged = Signal()
    statusArgsChanged = Signal()
    stillMagdagdonChanged = Signal()
    rescuableChanged = Signal()
    sureRescueChanged = Signal()
    choosingRerollChanged = Signal()
    armedChanged = Signal()
    previewChanged = Signal()
    shortfallChanged = Signal()
    cursorChanged = Signal()

    # See Presenter.display for what each one means.
    phase = published(str, "phase", phaseChanged)
    difficulty = published(str, "difficulty", difficultyChanged)
    required = published(int, "required", requiredChanged)
    preparedCount = published(int, "preparedCount", preparedCountChanged)
    selectedCount = published(int, "selectedCount", selectedCountChanged)
    powersLeft = published(int, "powersLeft", powersLeftChanged)
    powersUsed = published(int, "powersUsed", powersUsedChanged)
    powersTotal = published(int, "powersTotal", powersTotalChanged)
    nextPenalty = published(int, "nextPenalty", nextPenaltyChanged)
    score = published(int, "score", scoreChanged)
    turns = published(int, "turns", turnsChanged)
    turn = published(int, "turn", turnChanged)
    canRoll = published(bool, "canRoll", canRollChanged)
    canConfirm = published(bool, "canConfirm", canConfirmChanged)
    canUse = published(dict, "canUse", canUseChanged)  # each power button, by power name
    canRerollAll = published(bool, "canRerollAll", canRerollAllChanged)
    canAccept = published(bool, "canAccept", canAcceptChanged)
    choosingRuin = published(bool, "choosingRuin", choosingRuinChanged)
    deadEnd = published(bool, "deadEnd", deadEndChanged)
    deadCells = published(int, "deadCells", deadCellsChanged)  # cells no die can ever fill
    inProgress = published(bool, "inProgress", inProgressChanged)
    lastRank = published(int, "lastRank", lastRankChanged)
    assisted = published(bool, "assisted", assistedChanged)
    lines = published(list, "lines", linesChanged)
    breakdown = published(dict, "breakdown", breakdownChanged)
    status = published(str, "status", statusChanged)  # the status line's row (status.py)
    statusArgs = published(dict, "statusArgs", statusArgsChanged)
    stillMagdagdon = published(bool, "stillMagdagdon", stillMagdagdonChanged)
    rescuable = published(bool, "rescuable", rescuableChanged)  # MAGDAGDON: a power can help
    sureRescue = published(dict, "sureRescue", sureRescueChanged)  # ... this one surely does
    choosingReroll = published(bool, "choosingReroll", choosingRerollChanged)
    # An armed DECREASE/INCREASE ({"power", "die", "value", "to", "cost"}), or {}.
    armed = published(dict, "armed", armedChanged)
    preview = published(dict, "preview", previewChanged)  # before CONFIRM: points, lines
    shortfall = published(dict, "shortfall", shortfallChanged)  # MAGDAGDON: why (R6.1)
    cursor = published(int, "cursor", cursorChanged)  # the keyboard's board cursor (0..15)

    def __init__(
        self,
        store: Store | None = None,
        parent: QObject | None = None,
        *,
        seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self._seeds = random.Random(seed) if seed is not None else None
        self._board = BoardModel(self)
        self._dice = DiceModel(self)
        self._saver = GameSaver(store) if store is not None else None
        self._observers: list[GameObserver] = [self._saver] if self._saver else []
        restored = self._saver.restore() if self._saver is not None else None
        if restored is not None:
            self._presenter = Presenter(restored[0], assisted=restored[1])
        else:
            start = self._saver.difficulty() if self._saver else Difficulty.PEACEFUL
            self._presenter = Presenter(self._fresh(start))
        self._show()

    # ----------------------------------------------------------- for Python
    @property
    def game(self) -> Game:
        """The engine game (read it, never mutate it: act through the slots)."""
        return self._presenter.game

    @property
    def selected(self) -> tuple[int, ...]:
        return tuple(self._presenter.selected)

    @property
    def rejections(self) -> int:
        """Engine refusals: always 0 unless the presenter has a bug."""
        return self._presenter.rejections

    def observe(self, observer: GameObserver) -> None:
        """Tell ``observer`` after every change of the game (and when it ends)."""
        self._observers.append(observer)

    def queue_rolls(self, *values: Sequence[int]) -> None:
        """Test hook: the next ROLL / REROLLs take these values instead of random ones."""
        self._presenter.rolls.extend(list(v) for v in values)

    def _board_model(self) -> BoardModel:
        return self._board

    def _dice_model(self) -> DiceModel:
        return self._dice

    board = Property(BoardModel, _board_model, constant=True)
    dice = Property(DiceModel, _dice_model, constant=True)

    def _difficulties(self) -> list[dict[str, Any]]:
        return [difficulty_facts(d).to_dict() for d in Difficulty]

    #: R2/R5/R6.5 per difficulty, in the rule book's order, from the engine (the views list
    #: and word them from it; QML holds no rule).
    difficulties = Property(list, _difficulties, constant=True)

    def _powers(self) -> list[dict[str, Any]]:
        return [p.to_dict() for p in POWERS]

    #: The Majda Powers' table, in the power bar's order (``engine/powers.py``): name,
    #: effect ("ADD" or "THROW"), delta, label id, key and key sequences.
    powers = Property(list, _powers, constant=True)

    # ------------------------------------------------------------ the slots
    def tap(self, tap: Tap) -> None:
        """Every tap of the game screen comes here (the slots below, attract mode's bot); the
        guided game's session judges each one here before it plays."""
        self._after(self._presenter.tap(tap))

    @Slot()
    def roll(self) -> None:
        """ROLL (R3.1)."""
        self.tap(Tap(Kind.ROLL))

    @Slot(int)
    def tapDie(self, die: int) -> None:
        """Tap on a die: take it back if prepared (R3.4), else select or unselect it."""
        self.tap(Tap(Kind.DIE, die))

    @Slot(int)
    def tapCell(self, cell: int) -> None:
        """Tap on a cell: ruin it, take its prepared die back, or prepare the selected die."""
        self.tap(Tap(Kind.CELL, cell))

    @Slot(int, int)
    def dropDie(self, die: int, cell: int) -> None:
        """A die dragged from the tray and dropped on a cell: prepare it there if it may go."""
        self._after(self._presenter.drop_die(die, cell))

    @Slot(int, int)
    def moveCursor(self, rows: int, columns: int) -> None:
        """Arrow keys: move the board cursor by rows and columns; it stops at the edges."""
        self._after(self._presenter.move_cursor(rows, columns))

    @Slot()
    def pressCursor(self) -> None:
        """Enter or Space on the board: tap the cell under the cursor."""
        self.tap(Tap(Kind.CELL, self._presenter.cursor))

    @Slot()
    def confirm(self) -> None:
        """CONFIRM (R3.3)."""
        self.tap(Tap(Kind.CONFIRM))

    @Slot(str)
    def usePower(self, name: str) -> None:
        """A Majda Power's button (``powers``' names): DECREASE −1 / INCREASE +1 on the one
        selected die (R5.2); REROLL starts choosing the dice, then throws them (R5.3)."""
        self.tap(Tap(Kind.POWER, name))

    @Slot()
    def cancelReroll(self) -> None:
        """Back from choosing the dice to reroll, nothing spent."""
        self.tap(Tap(Kind.CANCEL_REROLL))

    @Slot()
    def rerollAll(self) -> None:
        """MAGDAGDON's rescue: REROLL all four dice (R6.2, R5.3)."""
        self.tap(Tap(Kind.REROLL_ALL))

    @Slot()
    def rescue(self) -> None:
        """MAGDAGDON's sure rescue: the change of one die in ``sureRescue`` (R6.2, R5.2)."""
        self.tap(Tap(Kind.RESCUE))

    @Slot()
    def acceptMagdagdon(self) -> None:
        """ACCEPT MAGDAGDON: every empty cell lights up; the next tap on one ruins it (R6.3)."""
        self.tap(Tap(Kind.ACCEPT))

    @Slot()
    def cancelMagdagdon(self) -> None:
        """Back from choosing a ruin to the MAGDAGDON choice (a power may still rescue it)."""
        self.tap(Tap(Kind.CANCEL_RUIN))

    @Slot()
    def clearSelection(self) -> None:
        self.tap(Tap(Kind.CLEAR))

    @Slot()
    def markAssisted(self) -> None:
        """A HINT was shown: the game's high score is marked assisted (kept over a restart)."""
        if self._presenter.mark_assisted() is not Change.NOTHING:
            self._show()
            self._tell_changed()

    @Slot()
    def newGame(self) -> None:
        """Abandon the current game (not recorded, R2.2) and start one at the same difficulty."""
        self._start(self.game.difficulty)

    @Slot(str)
    def setDifficulty(self, name: str) -> None:
        """Change the difficulty: remembered in the settings, and a new game starts (R2.2)."""
        difficulty = Difficulty.__members__.get(name) if isinstance(name, str) else None
        if difficulty is None:
            log.warning("ignoring unknown difficulty %r", name)
            return
        if self._saver is not None:
            self._saver.choose_difficulty(difficulty)
        if difficulty is not self.game.difficulty or self.game.log:
            self._start(difficulty)

    # ------------------------------------------------------------- internal
    def _fresh(self, difficulty: Difficulty) -> Game:
        # Game seeds are 0 <= seed < 2**60 (issue 14).
        seed = self._seeds.getrandbits(60) if self._seeds is not None else None
        return Game(difficulty, seed)

    def start_game(self, game: Game) -> None:
        """Play ``game`` from where it stands: a daily, a game code, a replay's position."""
        self._presenter.start(game)
        self._show()
        self._tell_changed()
        self.gameChanged.emit()
        self.gameStarted.emit()

    def _start(self, difficulty: Difficulty) -> None:
        self.start_game(self._fresh(difficulty))

    def _after(self, change: Change) -> None:
        """Show what a call changed; after a game action, tell the observers, then QML."""
        if change is Change.NOTHING:
            return
        presenter = self._presenter
        if change is Change.FINISHED:
            ranks = [
                o.game_finished(presenter.game, assisted=presenter.assisted)
                for o in self._observers
            ]
            presenter.last_rank = max((r for r in ranks if r is not None), default=0)
        self._show()
        if change is Change.INTERFACE:
            return
        self._tell_changed()
        self.gameChanged.emit()
        if change is Change.FINISHED:
            self.gameOver.emit(presenter.game.score().total)

    def _tell_changed(self) -> None:
        for observer in self._observers:
            observer.game_changed(self._presenter.game, assisted=self._presenter.assisted)

    def _show(self) -> None:
        """Recompute everything QML shows; emit only what changed."""
        display = self._presenter.display()
        self._board.update(display.board)
        self._dice.update(display.dice)
        self.publish(display.values)
