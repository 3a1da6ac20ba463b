"""GameSession: the one game being played, as QML sees it.

The session turns a player's taps into engine actions and the engine's state into properties
and two list models. It holds no rule: it asks the engine what is possible (``can_confirm``,
``legal_cells``, ``can_adjust``...) and only then acts, so an engine ``RuleError`` here is a
bug; it is logged and counted in ``rejections`` instead of reaching QML.

Besides the game itself it keeps the two bits of interface state the engine does not know:
which dice are selected (the last one selected is the one lit cells are for), and whether the
player has accepted a MAGDAGDON and is choosing the cell to ruin.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from magdagdon.engine import Difficulty, Game, Phase, RuleError, Score
from magdagdon.models import BoardModel, DiceModel, board_rows, dice_rows

if TYPE_CHECKING:
    from magdagdon.storage import Store

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


def _state(kind: type | str, key: str) -> tuple[Signal, Property]:
    """A read-only property backed by ``self._state[key]`` with its own notify signal."""
    changed = Signal()
    return changed, Property(kind, lambda self: self._state[key], notify=changed)


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
        "powersUsed": score.powers_used,
        "powerPenalty": score.power_penalty,
        "total": score.total,
    }


@QmlElement
@QmlUncreatable("GameSession is created by the application and passed to Main.qml.")
class GameSession(QObject):
    """Phase, counts and possibilities of the current game, and the slots a player's taps call."""

    gameChanged = Signal()  # after every change of the game (hint service, persistence)
    gameOver = Signal(int)  # the final score, once, when the game ends

    phaseChanged, phase = _state(str, "phase")  # ROLL, PLACE, MAGDAGDON, OVER
    difficultyChanged, difficulty = _state(str, "difficulty")
    requiredChanged, required = _state(int, "required")
    preparedCountChanged, preparedCount = _state(int, "preparedCount")
    selectedCountChanged, selectedCount = _state(int, "selectedCount")
    powersLeftChanged, powersLeft = _state(int, "powersLeft")
    powersUsedChanged, powersUsed = _state(int, "powersUsed")
    powersTotalChanged, powersTotal = _state(int, "powersTotal")
    nextPenaltyChanged, nextPenalty = _state(int, "nextPenalty")  # 0 when no use is left
    scoreChanged, score = _state(int, "score")  # running score of the permanent board (R7.5)
    turnsChanged, turns = _state(int, "turns")  # finished turns (R3.6)
    turnChanged, turn = _state(int, "turn")  # the turn being played, from 1
    canRollChanged, canRoll = _state(bool, "canRoll")
    canConfirmChanged, canConfirm = _state(bool, "canConfirm")
    canDecreaseChanged, canDecrease = _state(bool, "canDecrease")
    canIncreaseChanged, canIncrease = _state(bool, "canIncrease")
    canRerollChanged, canReroll = _state(bool, "canReroll")
    canRerollAllChanged, canRerollAll = _state(bool, "canRerollAll")
    canAcceptChanged, canAccept = _state(bool, "canAccept")
    choosingRuinChanged, choosingRuin = _state(bool, "choosingRuin")
    deadEndChanged, deadEnd = _state(bool, "deadEnd")  # R6.4
    inProgressChanged, inProgress = _state(bool, "inProgress")  # R2.2: leaving it loses it
    lastRankChanged, lastRank = _state(int, "lastRank")  # -1 not recorded, 0 no rank
    assistedChanged, assisted = _state(bool, "assisted")  # a HINT was shown in this game
    linesChanged, lines = _state("QVariantList", "lines")
    breakdownChanged, breakdown = _state("QVariantMap", "breakdown")

    def __init__(
        self,
        store: Store | None = None,
        parent: QObject | None = None,
        *,
        seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._seeds = random.Random(seed) if seed is not None else None
        self._board = BoardModel(self)
        self._dice = DiceModel(self)
        self._selected: list[int] = []
        self._choosing_ruin = False
        self._last_rank = -1
        self._rolls: list[list[int]] = []
        self._assisted = False
        self.rejections = 0  # engine refusals: always 0 unless the session has a bug
        self._state: dict[str, Any] = {}
        loaded = store.load_game() if store is not None else None
        self._game = loaded if loaded is not None else self._fresh(self._stored_difficulty())
        self._assisted = loaded is not None and bool(getattr(store, "game_assisted", False))
        self._refresh(save=False)

    # ----------------------------------------------------------- for Python
    @property
    def game(self) -> Game:
        """The engine game (read it, never mutate it: act through the slots)."""
        return self._game

    @property
    def selected(self) -> tuple[int, ...]:
        return tuple(self._selected)

    def queue_rolls(self, *values: Sequence[int]) -> None:
        """Test hook: the next ROLL / REROLLs take these values instead of random ones."""
        self._rolls.extend(list(v) for v in values)

    def _board_model(self) -> BoardModel:
        return self._board

    def _dice_model(self) -> DiceModel:
        return self._dice

    board = Property(QObject, _board_model, constant=True)
    dice = Property(QObject, _dice_model, constant=True)

    # ------------------------------------------------------------ the slots
    @Slot()
    def roll(self) -> None:
        """ROLL (R3.1)."""
        if self._game.can_roll:
            self._act(lambda g: g.roll(self._next_roll(4)))

    @Slot(int)
    def tapDie(self, die: int) -> None:
        """Tap on a die: take it back if prepared (R3.4), else select or unselect it."""
        if not self._has_die(die) or self._choosing_ruin:
            return
        if self._game.dice[die].prepared:
            if self._game.can_take_back(die):
                self._act(lambda g: g.take_back(die))
            return
        if die in self._selected:
            self._selected.remove(die)
        else:
            self._selected.append(die)
        self._refresh(save=False)

    @Slot(int)
    def tapCell(self, cell: int) -> None:
        """Tap on a cell: ruin it, take its prepared die back, or prepare the selected die."""
        if type(cell) is not int or not 0 <= cell < 16:
            return
        if self._choosing_ruin:
            if cell in self._game.ruinable_cells:
                self._act(lambda g: g.accept_magdagdon(cell))
            return
        die = self._board.row(cell).die
        if die >= 0:
            if self._game.can_take_back(die):
                self._act(lambda g: g.take_back(die))
            return
        active = self._active()
        if active is not None and cell in self._game.legal_cells(active):
            self._selected.remove(active)
            self._act(lambda g: g.prepare(active, cell))

    @Slot(int, int)
    def dropDie(self, die: int, cell: int) -> None:
        """A die dragged from the tray and dropped on a cell: prepare it there if it may go."""
        if not self._has_die(die) or self._choosing_ruin or not 0 <= cell < 16:
            return
        if self._game.dice[die].prepared:
            return
        if cell in self._game.legal_cells(die):
            if die in self._selected:
                self._selected.remove(die)
            self._act(lambda g: g.prepare(die, cell))

    @Slot()
    def confirm(self) -> None:
        """CONFIRM (R3.3)."""
        if self._game.can_confirm:
            self._act(lambda g: g.confirm())

    @Slot()
    def decrease(self) -> None:
        """DECREASE −1 on the one selected die (R5.2)."""
        self._adjust(-1)

    @Slot()
    def increase(self) -> None:
        """INCREASE +1 on the one selected die (R5.2)."""
        self._adjust(+1)

    @Slot()
    def reroll(self) -> None:
        """REROLL every selected die together, for one use (R5.3)."""
        dice = sorted(self._selected)
        if dice and not self._choosing_ruin and self._game.can_reroll(dice):
            self._act(lambda g: g.reroll(dice, self._next_roll(len(dice))))

    @Slot()
    def rerollAll(self) -> None:
        """MAGDAGDON's rescue: REROLL all four dice (R6.2, R5.3)."""
        if self._game.phase is not Phase.MAGDAGDON or self._choosing_ruin:
            return
        dice = [i for i, d in enumerate(self._game.dice) if not d.prepared]
        if dice and self._game.can_reroll(dice):
            self._act(lambda g: g.reroll(dice, self._next_roll(len(dice))))

    @Slot()
    def acceptMagdagdon(self) -> None:
        """ACCEPT MAGDAGDON: every empty cell lights up; the next tap on one ruins it (R6.3)."""
        if self._game.can_accept_magdagdon and not self._choosing_ruin:
            self._choosing_ruin = True
            self._selected.clear()
            self._refresh(save=False)

    @Slot()
    def cancelMagdagdon(self) -> None:
        """Back from choosing a ruin to the MAGDAGDON choice (a power may still rescue it)."""
        if self._choosing_ruin:
            self._choosing_ruin = False
            self._refresh(save=False)

    @Slot()
    def clearSelection(self) -> None:
        if self._selected:
            self._selected.clear()
            self._refresh(save=False)

    @Slot()
    def markAssisted(self) -> None:
        """A HINT was shown: the game's high score is marked assisted (kept over a restart)."""
        if not self._assisted and not self._game.is_over:
            self._assisted = True
            self._refresh(save=True)

    @Slot()
    def newGame(self) -> None:
        """Abandon the current game (not recorded, R2.2) and start one at the same difficulty."""
        self._start(self._game.difficulty)

    @Slot(str)
    def setDifficulty(self, name: str) -> None:
        """Change the difficulty: remembered in the settings, and a new game starts (R2.2)."""
        try:
            difficulty = Difficulty[name]
        except KeyError:
            log.warning("ignoring unknown difficulty %r", name)
            return
        if self._store is not None:
            self._store.difficulty = difficulty.name
        if difficulty is not self._game.difficulty or self._game.log:
            self._start(difficulty)

    # ------------------------------------------------------------- internal
    def _fresh(self, difficulty: Difficulty) -> Game:
        seed = self._seeds.getrandbits(63) if self._seeds is not None else None
        return Game(difficulty, seed)

    def start_game(self, game: Game) -> None:
        """Play ``game`` from where it stands: a daily, a game code, a replay's position."""
        self._game = game
        self._selected.clear()
        self._choosing_ruin = False
        self._last_rank = -1
        self._assisted = False
        self._refresh(save=True)
        self.gameChanged.emit()

    def _start(self, difficulty: Difficulty) -> None:
        self.start_game(self._fresh(difficulty))

    def _stored_difficulty(self) -> Difficulty:
        name = getattr(self._store, "difficulty", None) if self._store is not None else None
        try:
            return Difficulty[name] if isinstance(name, str) else Difficulty.PEACEFUL
        except KeyError:
            return Difficulty.PEACEFUL

    def _next_roll(self, count: int) -> list[int] | None:
        if self._rolls:
            values = self._rolls.pop(0)
            if len(values) == count:
                return values
            log.warning("queued roll %r does not fit %d dice; rolling instead", values, count)
        return None

    def _has_die(self, die: object) -> bool:
        return type(die) is int and 0 <= die < len(self._game.dice)

    def _active(self) -> int | None:
        """The die the lit cells are for: the last one selected."""
        return self._selected[-1] if self._selected else None

    def _adjust(self, delta: int) -> None:
        if len(self._selected) == 1 and not self._choosing_ruin:
            die = self._selected[0]
            if self._game.can_adjust(die, delta):
                self._act(lambda g: g.adjust(die, delta))

    def _act(self, action: Callable[[Game], None]) -> None:
        """Run one engine action; an engine refusal is a session bug, logged, never raised."""
        was_over = self._game.is_over
        try:
            action(self._game)
        except (RuleError, ValueError) as exc:
            self.rejections += 1
            log.error("the engine refused an action the session allowed: %s", exc)
            self._refresh(save=False)
            return
        if self._game.phase is not Phase.MAGDAGDON:
            self._choosing_ruin = False
        if self._game.is_over and not was_over:
            self._record()
        self._refresh(save=True)
        self.gameChanged.emit()
        if self._game.is_over and not was_over:
            self.gameOver.emit(self._game.score().total)

    def _record(self) -> None:
        """R8.2: the finished game goes into its difficulty's table at once."""
        if self._store is None:
            self._last_rank = 0
            return
        game = self._game
        try:
            # One atomic write: the record and clearing the game in progress (storage.py).
            self._last_rank = self._store.record(
                game.difficulty,
                game.score().total,
                game.turns,
                game.powers_used,
                assisted=self._assisted,
                finished_game=True,
            )
        except OSError as exc:  # a full or read-only disk must not end the app
            log.error("could not record the finished game: %s", exc)
            self._last_rank = 0

    def _refresh(self, *, save: bool) -> None:
        """Recompute everything QML shows; emit only what changed."""
        game = self._game
        dice = game.dice
        self._selected = [d for d in self._selected if d < len(dice) and not dice[d].prepared]
        if game.phase not in (Phase.PLACE, Phase.MAGDAGDON):
            self._selected.clear()
        score = game.score()
        active = self._active()
        if self._choosing_ruin:
            lit = game.ruinable_cells
        elif active is not None:
            lit = game.legal_cells(active)
        else:
            lit = frozenset()
        one = self._selected[0] if len(self._selected) == 1 else None
        powers = not self._choosing_ruin
        state = {
            "phase": game.phase.name,
            "difficulty": game.difficulty.name,
            "required": game.required,
            "preparedCount": len(game.prepared),
            "selectedCount": len(self._selected),
            "powersLeft": game.powers_left,
            "powersUsed": game.powers_used,
            "powersTotal": game.difficulty.powers,
            "nextPenalty": game.next_power_penalty or 0,
            "score": score.total,
            "turns": game.turns,
            "turn": game.turns if game.is_over else game.turns + 1,
            "canRoll": game.can_roll,
            "canConfirm": game.can_confirm,
            "canDecrease": powers and one is not None and game.can_adjust(one, -1),
            "canIncrease": powers and one is not None and game.can_adjust(one, +1),
            "canReroll": powers and bool(self._selected) and game.can_reroll(self._selected),
            "canRerollAll": powers
            and game.phase is Phase.MAGDAGDON
            and game.can_reroll(range(len(dice))),
            "canAccept": game.can_accept_magdagdon and not self._choosing_ruin,
            "choosingRuin": self._choosing_ruin,
            "deadEnd": game.dead_end,
            "inProgress": bool(game.log) and not game.is_over,
            "lastRank": self._last_rank,
            "assisted": self._assisted,
            "lines": score_lines(score),
            "breakdown": score_parts(score),
        }
        self._board.update(board_rows(game, lit, score))
        self._dice.update(dice_rows(game, self._selected))
        old, self._state = self._state, state
        for key, value in state.items():
            if old.get(key, _UNSET) != value:
                getattr(self, f"{key}Changed").emit()
        if save and self._store is not None:
            # After a finished game the record has cleared it already: this writes nothing
            # then, unless that write failed and the game is still on disk.
            try:
                self._store.save_game(None if game.is_over else game, assisted=self._assisted)
            except OSError as exc:  # keep playing; the next action tries again
                log.error("could not save the game in progress: %s", exc)


_UNSET = object()
