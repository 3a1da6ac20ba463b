"""``Comeback``: the daily challenge, SHARE and "Play a code" as QML sees them.

It watches the session: a game it started from today's daily is the counted attempt, kept up
to date in the history as it is played (so it can be left and finished later that day), and
every finished game goes into the history with its code and actions, for the statistics and
the replays. The session itself only learns which game to play (``start_game``).
"""

from __future__ import annotations

import contextlib
import logging
import weakref
from collections.abc import Callable, Sequence
from datetime import date, datetime, timedelta
from typing import Any, Protocol

from PySide6.QtCore import Property, QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QmlElement

from magdagdon.engine import Difficulty, Game
from magdagdon.qt.properties import uncreatable

from . import text
from .codes import CODE_CHARS, CodeRefused, Refusal, read_code
from .daily import Clock, Daily, DailyStatus
from .replayer import ReplayController
from .share import ShareWords, share_text
from .sources import Attempt, History, Played, code_of, game_from_code
from .statsmodel import RECENT, statistics_data

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


class Session(Protocol):
    """What ``Comeback`` needs of the GameSession."""

    @property
    def game(self) -> Game: ...

    def start_game(self, game: Game) -> None: ...


def table_rows(played: list[Played]) -> list[dict[str, Any]]:
    """Display-ready rows (newest first) for a table of games with a replay each."""
    return [
        {
            "index": i,
            "date": text.day(p.daily or p.finished.date()),
            "score": text.number(p.score),
            "turns": text.number(p.turns),
            "powers": text.number(p.powers_used),
            "code": p.code,
        }
        for i, p in enumerate(played)
    ]


def _words() -> ShareWords:
    return ShareWords(
        #: Share text, its first line for today's daily challenge; %1 the date (written the
        #: language's way), %2 the difficulty (PEACEFUL, SURVIVAL, NIGHTMARE: never
        #: translated), %3 the final score. MAGDAGDON stays as is.
        #: Room: 31 characters.
        daily=QCoreApplication.translate("Comeback", "MAGDAGDON daily %1 · %2 · %3"),
        #: Share text, its first line for any other game; %1 the game's code, %2 the
        #: difficulty, %3 the final score. MAGDAGDON stays as is.
        #: Room: 23 characters.
        coded=QCoreApplication.translate("Comeback", "MAGDAGDON %1 · %2 · %3"),
        #: Share text, its first line for a game without a code; %1 the difficulty, %2 the
        #: final score. MAGDAGDON stays as is.
        #: Room: 21 characters.
        plain=QCoreApplication.translate("Comeback", "MAGDAGDON · %1 · %2"),
        #: Share text, its last line: the code a friend types to play the same dice; %1 the
        #: code.
        #: Room: 8 characters.
        code=QCoreApplication.translate("Comeback", "code %1"),
    )


@QmlElement
@uncreatable("the application creates Comeback and hands it to Main.qml")
class Comeback(QObject):
    """Today's daily per difficulty, SHARE, play a code, and the replays' entry point."""

    changed = Signal()  # the daily's state or the history changed
    currentChanged = Signal()  # what the game being played is (daily, practice, code...)
    replayChanged = Signal()
    shared = Signal(str)  # the text just copied
    historyProblemChanged = Signal()
    _historyProblemFound = Signal(str)  # from the history's writing thread (queued here)

    def __init__(
        self,
        session: QObject,
        history: History,
        clock: Clock | None = None,
        *,
        scores: Callable[[Difficulty], Sequence[Any]] | None = None,
        kiosk: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._history = history
        self._daily = Daily(history, clock)
        self._kiosk = kiosk
        self._scores = scores  # the high-score tables (Store.high_scores), for their replays
        self._replay: ReplayController | None = None
        self._game: Game | None = None
        self._day: date | None = None  # the counted attempt the current game is
        self._kind = "game"  # game, daily, practice, code
        self._revision = 0
        self.changed.connect(self._bump)
        # Past midnight a new daily starts: the screens learn it within a minute.
        self._today = self._daily.today()
        self._midnight = QTimer(self)
        self._midnight.setInterval(60_000)
        self._midnight.timeout.connect(self._check_day)
        self._midnight.start()
        self._history_problem = ""
        self._historyProblemFound.connect(self._on_history_problem)
        ref = weakref.ref(self)

        def tell(problem: str) -> None:  # on the history's thread: never touch self here
            me = ref()
            if me is not None:
                with contextlib.suppress(RuntimeError):  # the window is being closed
                    me._historyProblemFound.emit(problem)

        history.watch(tell)
        self._history_problem = history.problem  # (after watch: no change falls between)
        session.observe(self)  # type: ignore[attr-defined]
        self.game_changed(self.game, assisted=False)

    # ------------------------------------------------------------ for Python
    @property
    def daily(self) -> Daily:
        return self._daily

    @property
    def history(self) -> History:
        return self._history

    @property
    def game(self) -> Game:
        return self._session.game  # type: ignore[attr-defined,no-any-return]

    # ------------------------------------------------------------ properties
    def _get_today(self) -> str:
        return text.day(self._daily.today(), long=True)

    def _get_days(self) -> dict[str, Any]:
        return {d.name: self._day_info(d) for d in Difficulty}

    def _get_current(self) -> dict[str, Any]:
        day = self._day or (self._daily.today() if self._kind == "practice" else None)
        when = text.day(day) if day else ""
        code = code_of(self.game)
        return {"kind": self._kind, "day": when, "code": code, "label": self._label(when, code)}

    def _label(self, when: str, code: str) -> str:
        """The tag beside the game's name while it is played: which game this is."""
        if self._kind == "daily":
            #: Tag beside the title while today's counted daily is played; %1 the date.
            #: Room: 9 characters.
            return QCoreApplication.translate("Comeback", "DAILY %1").replace("%1", when)
        if self._kind == "practice":
            #: Tag beside the title on another game of today's dice (practice); %1 the date.
            #: Room: 13 characters.
            return QCoreApplication.translate("Comeback", "PRACTICE %1").replace("%1", when)
        if self._kind == "code" and code:
            #: Tag beside the title on a game started from a code; %1 the code.
            #: Room: 8 characters.
            return QCoreApplication.translate("Comeback", "CODE %1").replace("%1", code)
        return ""

    def _get_can_share(self) -> bool:
        return not self._kiosk and self.game.is_over

    def _get_replay(self) -> ReplayController | None:
        return self._replay

    def _get_revision(self) -> int:
        return self._revision

    def _get_history_problem(self) -> str:
        return self._history_problem

    today = Property(str, _get_today, notify=changed)
    # {PEACEFUL: {status, score, turns, powers, streak, bestStreak, table: [...]}, ...}
    days = Property(dict, _get_days, notify=changed)
    # {kind: game | daily | practice | code, day, code}: what the game being played is
    current = Property(dict, _get_current, notify=currentChanged)
    canShare = Property(bool, _get_can_share, notify=currentChanged)
    replay = Property(ReplayController, _get_replay, notify=replayChanged)
    # Grows with every change of the daily or the history: bindings that call the slots
    # below (statistics) read it to be re-evaluated.
    revision = Property(int, _get_revision, notify=changed)
    # Why the game history (statistics, replays, dailies, streaks) is not all on disk: ""
    # when it is, else failing, unusable or damaged (the save banner words it).
    historyProblem = Property(str, _get_history_problem, notify=historyProblemChanged)

    def _day_info(self, difficulty: Difficulty) -> dict[str, Any]:
        status = self._daily.status(difficulty)
        attempt = self._history.attempt(self._daily.today(), difficulty)
        result = attempt.result if attempt is not None else None
        streak = self._daily.streak(difficulty)
        table = [a.result for a in self._daily.table(difficulty) if a.result is not None]
        behind = self._daily.behind() if status is DailyStatus.BEHIND else None
        return {
            "status": status.value,
            "lastDay": text.day(behind) if behind is not None else "",  # with BEHIND
            "score": text.number(result.score) if result else "",
            "turns": text.number(result.turns) if result else "",
            "powers": text.number(result.powers_used) if result else "",
            "turnsPlayed": self._turns_played(difficulty, attempt),
            "streak": streak.current,
            "bestStreak": streak.best,
            "table": table_rows(table),
        }

    def _turns_played(self, difficulty: Difficulty, attempt: Attempt | None) -> int:
        if self._day == self._daily.today() and self.game.difficulty is difficulty:
            return self.game.turns  # the attempt is on the board: as it stands now
        if attempt is None or not attempt.actions:
            return 0
        try:
            return attempt.game().turns
        except ValueError:  # a stored attempt the rules reject (it starts again when played)
            return 0

    def retranslate(self) -> None:
        """The language changed: every text made here (today's date, the tag, the tables'
        dates and numbers, the replay's title and steps) is read again."""
        self.changed.emit()
        self.currentChanged.emit()
        if self._replay is not None:
            self._replay.changed.emit()

    # ----------------------------------------------------------------- slots
    @Slot(str, bool, result=dict)
    def statistics(self, difficulty: str, daily: bool) -> dict[str, Any]:
        """The statistics screen of ``difficulty``: every game, or the counted dailies."""
        if difficulty not in Difficulty.__members__:
            difficulty = Difficulty.PEACEFUL.name
        games = self.games(difficulty, daily=daily)
        streak = self._daily.streak(Difficulty[difficulty])
        return statistics_data(games, streak, table_rows(games[:RECENT]))

    @Slot(result=str)
    def untilNextDaily(self) -> str:
        """The time left until the next daily, display-ready (``5:07:09``): the game-over card
        of a daily counts it down."""
        return text.countdown(self._daily.until_next())

    @Slot(str)
    def playDaily(self, difficulty: str) -> None:
        """Today's daily: the counted attempt (new or as it was left), or practice once done."""
        if difficulty not in Difficulty.__members__:
            log.warning("ignoring unknown difficulty %r", difficulty)
            return
        day = self._daily.today()
        chosen = Difficulty[difficulty]
        self._leave()  # the attempt on the board (if it is one) is kept as far as it got
        here = self.game
        if self._day == day and here.difficulty is chosen and not here.is_over:
            return  # today's attempt is the game on the board already: nothing to restart
        game, counted = self._daily.start(chosen)
        self._day, self._kind, self._game = (
            (day if counted else None),
            ("daily" if counted else "practice"),
            game,
        )
        self._session.start_game(game)  # type: ignore[attr-defined]
        self.changed.emit()
        self.currentChanged.emit()

    @Slot(str, result=str)
    def codeProblem(self, code: str) -> str:
        """ "" when ``code`` (a code, or text holding one: see ``codes``) names a game, else
        why not, for the player."""
        try:
            read_code(code)
        except CodeRefused as refused:
            log.info("code %r refused: %s", code[:80], refused)
            return self._refusal_text(refused)
        return ""

    def _refusal_text(self, refused: CodeRefused) -> str:
        example = code_of(self.game)
        if refused.refusal is Refusal.TOO_LONG:
            #: Play a code: the pasted text is far longer than a code or a shared game.
            #: Room: 128 characters.
            return QCoreApplication.translate(
                "Comeback",
                "That text is too long to be a game code. Paste the code alone, or the text "
                "the game shared.",
            )
        if refused.refusal is Refusal.LENGTH:
            #: Play a code: what was typed looks like a code with a character missing or
            #: doubled; %Ln the letters and digits typed, %1 how many a code has (14).
            #: Room: 105 characters.
            return self.tr(
                "That code has %Ln letters and digits, not %1: a character is missing or doubled.",
                "",
                refused.count,
            ).replace("%1", text.number(CODE_CHARS))
        if refused.refusal is Refusal.MISTYPED:
            #: Play a code: the code's check character does not match: one character is wrong.
            #: Room: 114 characters.
            return QCoreApplication.translate(
                "Comeback",
                "A character of that code is mistyped: compare it with the original and try again.",
            )
        if refused.refusal is Refusal.SEVERAL:
            #: Play a code: the pasted text holds two different game codes.
            #: Room: 96 characters.
            return QCoreApplication.translate(
                "Comeback", "That text holds more than one game code: paste only the one to play."
            )
        if refused.refusal is Refusal.NO_CODE:
            #: Play a code: nothing in the text looks like a game code; %Ln how many letters
            #: and digits a code has (14), %1 an example code (the game on screen).
            #: Room: 114 characters.
            return self.tr(
                "There is no game code in that text. A code has %Ln letters and digits, for "
                "example %1.",
                "",
                CODE_CHARS,
            ).replace("%1", example)
        #: Play a code, nothing typed yet; %1 is an example code (the game on screen).
        #: Room: 56 characters.
        return QCoreApplication.translate(
            "Comeback", "Type or paste a game code, for example %1."
        ).replace("%1", example)

    @Slot(str, result=str)
    def playCode(self, code: str) -> str:
        """Start the game ``code`` names; "" on success, else why not (nothing changes)."""
        problem = self.codeProblem(code)
        if problem:
            return problem
        game = game_from_code(read_code(code))
        self._leave()
        self._day, self._kind, self._game = None, "code", game
        self._session.start_game(game)  # type: ignore[attr-defined]
        self.currentChanged.emit()
        return ""

    @Slot(result=str)
    def shareText(self) -> str:
        """The spoiler-free text of the game on screen."""
        daily = self._day if self._kind == "daily" else None  # practice: by its code
        return share_text(self.game, daily, words=_words(), number=text.number, day=text.day)

    @Slot(result=str)
    def share(self) -> str:
        """SHARE: copy the text to the clipboard; the text, or "" in the kiosk."""
        return self._copy(self.shareText())

    @Slot(str, result=str)
    def shareDaily(self, difficulty: str) -> str:
        """SHARE today's finished daily of ``difficulty`` (from the daily screen, any time)."""
        attempt = self._history.attempt(self._daily.today(), Difficulty[difficulty])
        if attempt is None or attempt.result is None:
            return ""
        return self._copy(
            share_text(
                attempt.game(), attempt.day, words=_words(), number=text.number, day=text.day
            )
        )

    def _copy(self, content: str) -> str:
        if self._kiosk or not content:
            return ""
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(content)
        self.shared.emit(content)
        return content

    # -------------------------------------------------------------- replays
    @Slot(str, int, result=bool)
    def openDailyReplay(self, difficulty: str, index: int) -> bool:
        """The replay of row ``index`` of ``difficulty``'s daily table."""
        table = [a.result for a in self._daily.table(Difficulty[difficulty]) if a.result]
        return self._open(table[index] if 0 <= index < len(table) else None)

    @Slot(str, bool, int, result=bool)
    def openHistoryReplay(self, difficulty: str, daily: bool, index: int) -> bool:
        """The replay of the ``index``-th newest game of ``difficulty`` (of its counted dailies
        with ``daily``), as the statistics list them."""
        games = self.games(difficulty, daily=daily)
        return self._open(games[index] if 0 <= index < len(games) else None)

    @Slot(str, int, result=bool)
    def canReplayScore(self, difficulty: str, rank: int) -> bool:
        return self._score_game(difficulty, rank) is not None

    @Slot(str, int, result=bool)
    def openScoreReplay(self, difficulty: str, rank: int) -> bool:
        """The replay of the high-score table's row ``rank`` (1-based), when it was kept."""
        return self._open(self._score_game(difficulty, rank))

    def games(self, difficulty: str = "", *, daily: bool) -> list[Played]:
        """The history, newest first: one difficulty or all, every game or the counted dailies."""
        return [
            p
            for p in self._history.games()
            if (not difficulty or p.difficulty.name == difficulty)
            and (not daily or p.daily is not None)
        ]

    # ------------------------------------------------------------- internal
    def _open(self, played: Played | None) -> bool:
        if played is None:
            return False
        try:
            replay = ReplayController(played, self)
        except ValueError as exc:  # a stored log the engine rejects: no replay, no crash
            log.error("cannot replay %s: %s", played.code, exc)
            return False
        if self._replay is not None:  # its page is gone: the last replay opened wins
            self._replay.stop()
            self._replay.deleteLater()
        self._replay = replay
        self.replayChanged.emit()
        return True

    def _score_game(self, difficulty: str, rank: int) -> Played | None:
        if difficulty not in Difficulty.__members__ or self._scores is None:
            return None
        table = self._scores(Difficulty[difficulty])
        if not 1 <= rank <= len(table):
            return None
        record = table[rank - 1]
        for p in self.games(difficulty, daily=False):
            close = abs(p.finished - record.finished) <= timedelta(seconds=5)
            if close and (p.score, p.turns, p.powers_used) == (
                record.score,
                record.turns,
                record.powers_used,
            ):
                return p
        return None

    def _leave(self) -> None:
        """Before another game replaces it: keep the daily attempt as far as it got."""
        if self._game is not None and self._day is not None:
            self._daily.follow(self._game, self._day)

    # ------------------------------------------- the session's observer (saving.py)
    def game_changed(self, game: Game, *, assisted: bool) -> None:
        del assisted
        if game is self._game:
            return
        self._leave()
        # A game this object did not start: NEW GAME, a difficulty change, or the one the
        # session restored at start-up (which may be today's attempt, left unfinished).
        self._game = game
        self._day = self._daily.counted_day(game)
        self._kind = "daily" if self._day is not None else "game"
        self.currentChanged.emit()

    def game_finished(self, game: Game, *, assisted: bool) -> int | None:
        """Into the history (and today's table when it was the counted daily)."""
        del assisted
        finished = self._daily_now()
        played = self._daily.follow(game, self._day) if self._day is not None else None
        self._history.add_game(played or Played.of(game, finished, None))
        self.changed.emit()
        self.currentChanged.emit()
        return None  # the high-score rank is the store's to say

    def _check_day(self) -> None:
        today = self._daily.today()
        if today != self._today:
            self._today = today
            self.changed.emit()

    def _bump(self) -> None:
        self._revision += 1

    @Slot(str)
    def _on_history_problem(self, problem: str) -> None:
        if problem != self._history_problem:
            self._history_problem = problem
            self.historyProblemChanged.emit()

    def _daily_now(self) -> datetime:
        return self._daily.clock.now()
