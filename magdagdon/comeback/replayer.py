"""``ReplayController``: a recorded game replayed on the real board, one action at a time.

The board and the dice are drawn by the game screen's own components from a session with no
store (nothing it shows is saved or recorded); the view is read-only (the page disables it).
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from magdagdon.engine import (
    AcceptMagdagdon,
    Action,
    Adjust,
    Confirm,
    Game,
    Phase,
    Prepare,
    Reroll,
    Roll,
    TakeBack,
    describe,
)
from magdagdon.i18n.language import spoken_list
from magdagdon.i18n.powers import power_label
from magdagdon.qt.properties import uncreatable
from magdagdon.qt.session import GameSession

from . import text
from .sources import Played
from .stepper import Replay

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

PACE_MS = 900  # "play": one action per this many ms, slow enough to follow


def _where(cell: int) -> tuple[str, str]:
    return str(cell // 4 + 1), str(cell % 4 + 1)


def _fill(template: str, *args: str) -> str:
    for i, a in enumerate(args, start=1):
        template = template.replace(f"%{i}", a)
    return template


def step_text(before: Game, action: Action, after: Game) -> str:
    """What ``action`` did (``before`` and ``after`` it), in the player's language, from the
    engine's one description of an action; a roll that cannot be placed says so (R6.1)."""
    said = _what(before, action, after)
    if after.phase is Phase.MAGDAGDON and before.phase is not Phase.MAGDAGDON:
        #: Replay step, after a ROLL or a power that leaves no legal way to place the dice (R6.1).
        #: Room: 55 characters.
        said += "\n" + QCoreApplication.translate(
            "Replay", "MAGDAGDON: these dice cannot be placed."
        )
    return said


def _what(before: Game, action: Action, after: Game) -> str:
    shown = describe(action, before)
    match action:
        case AcceptMagdagdon(cell=cell):
            #: Replay step: an accepted MAGDAGDON ruined a cell; %1 row, %2 column.
            #: Room: 84 characters.
            return _fill(
                QCoreApplication.translate(
                    "Replay", "MAGDAGDON accepted: the cell at row %1, column %2 becomes a RUIN"
                ),
                *_where(cell),
            )
        case Confirm():
            #: Replay step: CONFIRM made the prepared dice permanent.
            #: Room: 47 characters.
            return QCoreApplication.translate("Replay", "CONFIRM: the prepared dice stay")
        case Roll():
            #: Replay step: the four dice rolled; %1 their values as a list ("3, 4, 5 and 6").
            #: Room: 9 characters.
            return _fill(
                QCoreApplication.translate("Replay", "ROLL: %1"), spoken_list(shown["thrown"])
            )
        case Prepare(cell=cell):
            #: Replay step: a die prepared on a cell; %1 its value, %2 row, %3 column.
            #: Room: 37 characters.
            return _fill(
                QCoreApplication.translate("Replay", "%1 prepared on row %2, column %3"),
                str(shown["value"]),
                *_where(cell),
            )
        case TakeBack():
            #: Replay step: prepared dice returned to the tray; %1 their values as a list ("4" or
            #: "4 and 5").
            #: Room: 17 characters.
            return _fill(
                QCoreApplication.translate("Replay", "Taken back: %1"),
                spoken_list(shown["values"]),
            )
        case Adjust():
            #: Replay step: a Majda Power changed one die; %1 the power's button word
            #: (DECREASE −1, INCREASE +1), %2 the die before, %3 after.
            #: Room: 16 characters.
            return _fill(
                QCoreApplication.translate("Replay", "%1: %2 becomes %3"),
                power_label(shown["power"]),
                str(shown["value"]),
                str(shown["to"]),
            )
        case Reroll():
            #: Replay step: a Majda Power threw dice again; %1 the power's button word
            #: (REROLL), %2 the four dice after it as a list ("3, 4, 5 and 6").
            #: Room: 14 characters.
            return _fill(
                QCoreApplication.translate("Replay", "%1: now %2"),
                power_label(shown["power"]),
                spoken_list([d.value for d in after.dice]),
            )
    raise ValueError(f"not an action: {action!r}")


@QmlElement
@uncreatable("Comeback opens replays (openDailyReplay, openScoreReplay...)")
class ReplayController(QObject):
    """Steps back and forth over a recorded game; plays it at a readable pace."""

    changed = Signal()
    playingChanged = Signal()
    reviewChanged = Signal()

    def __init__(self, played: Played, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._played = played
        self._replay = Replay(played.difficulty, played.seed, played.actions)  # ValueError
        self._view = GameSession(None, self)
        self._review: GameSession | None = None
        self._hints: QObject | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(PACE_MS)
        self._timer.timeout.connect(self._tick)
        self._show()

    @property
    def replay(self) -> Replay:
        return self._replay

    # ------------------------------------------------------------ properties
    def _get_view(self) -> GameSession:
        return self._view

    def _get_position(self) -> int:
        return self._replay.position

    def _get_last(self) -> int:
        return self._replay.last

    def _get_turn(self) -> int:
        return self._replay.turn

    def _get_turn_count(self) -> int:
        return self._replay.turn_count

    def _get_playing(self) -> bool:
        return self._timer.isActive()

    def _get_step(self) -> str:
        r = self._replay
        if r.position == 0:
            #: Replay step text at position 0.
            #: Room: 54 characters.
            return QCoreApplication.translate("Replay", "The empty board, before the first ROLL")
        action = r.action()
        assert action is not None  # past the start, a position follows an action
        said = step_text(r.games[r.position - 1], action, r.games[r.position])
        if r.position == r.last and r.final.is_over:
            #: Replay step text at the end, after the last action's own line (R8.1).
            #: Room: 46 characters.
            end = QCoreApplication.translate("Replay", "The board is full: game over.")
            said = f"{said}\n{end}"
        return said

    def _get_score(self) -> str:
        return text.number(self._replay.games[self._replay.position].score().total)

    def _get_final_score(self) -> str:
        return text.number(self._replay.final.score().total)

    def _get_title(self) -> str:
        p = self._played
        if p.daily is not None:
            #: Replay title of a daily challenge; %1 the date, %2 the difficulty.
            #: Room: 18 characters.
            return _fill(
                QCoreApplication.translate("Replay", "Daily %1 · %2"),
                text.day(p.daily),
                p.difficulty.name,
            )
        #: Replay title of a game; %1 the date it was played, %2 the difficulty.
        #: Room: 16 characters.
        return _fill(
            QCoreApplication.translate("Replay", "Game of %1 · %2"),
            text.day(p.finished.date()),
            p.difficulty.name,
        )

    def _get_code(self) -> str:
        return self._played.code

    def _get_review_session(self) -> GameSession | None:
        return self._review

    def _get_review_hints(self) -> QObject | None:
        return self._hints

    view = Property(GameSession, _get_view, constant=True)
    position = Property(int, _get_position, notify=changed)
    last = Property(int, _get_last, constant=True)
    turn = Property(int, _get_turn, notify=changed)
    turnCount = Property(int, _get_turn_count, constant=True)
    playing = Property(bool, _get_playing, notify=playingChanged)
    step = Property(str, _get_step, notify=changed)
    score = Property(str, _get_score, notify=changed)
    # Written for the language: read again when it changes (``changed``).
    finalScore = Property(str, _get_final_score, notify=changed)
    title = Property(str, _get_title, notify=changed)
    code = Property(str, _get_code, constant=True)
    reviewSession = Property(GameSession, _get_review_session, notify=reviewChanged)
    reviewHints = Property(QObject, _get_review_hints, notify=reviewChanged)

    # ----------------------------------------------------------------- steps
    @Slot()
    def next(self) -> None:
        self._moved(self._replay.next())

    @Slot()
    def previous(self) -> None:
        self._moved(self._replay.previous())

    @Slot()
    def nextTurn(self) -> None:
        self._moved(self._replay.next_turn())

    @Slot()
    def previousTurn(self) -> None:
        self._moved(self._replay.previous_turn())

    @Slot(int)
    def toTurn(self, turn: int) -> None:
        self._moved(self._replay.to_turn(turn))

    @Slot()
    def toStart(self) -> None:
        self._moved(self._replay.go(0))

    @Slot()
    def toEnd(self) -> None:
        self._moved(self._replay.go(self._replay.last))

    @Slot()
    def play(self) -> None:
        """Play from here (from the start when at the end), one action per PACE_MS."""
        if self._replay.position == self._replay.last:
            self._moved(self._replay.go(0))
        if not self._timer.isActive():
            self._timer.start()
            self.playingChanged.emit()

    @Slot()
    def stop(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self.playingChanged.emit()

    @Slot()
    def togglePlay(self) -> None:
        self.stop() if self._timer.isActive() else self.play()

    @Slot()
    def openReview(self) -> None:
        """The REVIEW of the recorded game: the strong player goes through the final game."""
        if self._review is None:
            from magdagdon.qt.hints import HintService  # the bot: only when asked for

            self._review = GameSession(None, self)
            self._review.start_game(self._replay.final.copy())
            hints = HintService(self._review, self)
            hints.start()
            self._hints = hints
            self.reviewChanged.emit()

    # -------------------------------------------------------------- internal
    def _tick(self) -> None:
        self._moved(self._replay.next())
        if self._replay.position == self._replay.last:
            self.stop()

    def _moved(self, moved: bool) -> None:
        if moved:
            self._show()
            self.changed.emit()

    def _show(self) -> None:
        self._view.start_game(self._replay.game)
