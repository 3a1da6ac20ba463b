"""The one object KioskMain.qml sees: which screen shows, and the operator's way in and out.

It composes the kiosk's concerns, each in its own module: the idle reset
(:mod:`magdagdon.kiosk.idle`), the PIN (:mod:`magdagdon.kiosk.pin`), the attract captions
(:mod:`magdagdon.kiosk.captions`) and today's best (:mod:`magdagdon.kiosk.today`).
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Property, QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtQml import QmlElement, QmlUncreatable
from PySide6.QtQuick import QQuickWindow

from magdagdon.engine import Difficulty
from magdagdon.kiosk.attract import AttractShow
from magdagdon.kiosk.captions import CaptionMaker
from magdagdon.kiosk.idle import IdleReset
from magdagdon.kiosk.pin import PinGate
from magdagdon.kiosk.today import today_rows
from magdagdon.session import GameSession

if TYPE_CHECKING:
    from magdagdon.attract import AttractDriver
    from magdagdon.language import Language
    from magdagdon.storage import Store

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

#: How long the operator holds the corner (issue 8: about 3 s).
HOLD_MS = 3000


@QmlElement
# PySide6's stubs declare QmlUncreatable a class without __call__; it is a decorator.
@QmlUncreatable("KioskController is created by the application and passed to KioskMain.qml.")
class KioskController(QObject):  # type: ignore[operator]
    """Screens, idle reset, operator PIN and close refusal of the kiosk window.

    ``screen`` is ``welcome`` (title, attract mode, today's best), ``play``, ``scores`` or
    ``operator``; the PIN pad is an overlay over any screen (``pinPadOpen``).
    """

    screenChanged = Signal()
    countdownChanged = Signal()
    countdownSecondsChanged = Signal()
    pinPadOpenChanged = Signal()
    pinLockChanged = Signal()
    captionChanged = Signal()
    todayBestChanged = Signal()
    idleMsChanged = Signal()
    holdMsChanged = Signal()
    exited = Signal()  # the operator left kiosk mode (the window closes)

    def __init__(
        self,
        session: GameSession,
        store: Store,
        language: Language | None = None,
        parent: QObject | None = None,
        *,
        pin: str | None = None,
        attract: GameSession | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._store = store
        self._language = language
        self._screen = "welcome"
        self._pin_pad = False
        self._hold_ms = HOLD_MS
        self._may_close = False
        self._cursor_hidden = False
        self._window: QQuickWindow | None = None
        self._extras: list[tuple[str, int, datetime]] = []  # today's games outside the table
        self._today: list[dict[str, Any]] = []
        self._home_language = cast(str, language.current) if language is not None else ""

        self._idle = IdleReset(max(1, cast(int, store.idleSeconds)) * 1000, self)
        self._idle.ranOut.connect(self._on_idle)
        self._idle.expired.connect(self._abandon)
        self._idle.countdownChanged.connect(self.countdownChanged)
        self._idle.countdownSecondsChanged.connect(self.countdownSecondsChanged)
        self._idle.intervalChanged.connect(self.idleMsChanged)
        self._pin = PinGate(lambda: pin if pin is not None else cast(str, store.kioskPin), self)
        self._pin.lockChanged.connect(self.pinLockChanged)

        self._show = AttractShow(attract, self)
        self._show.captions.changed.connect(self.captionChanged)

        store.highScoresChanged.connect(self._refresh_today)
        store.idleSecondsChanged.connect(self._on_idle_setting)
        session.gameOver.connect(self._on_game_over)
        session.difficultyChanged.connect(self._refresh_today)
        if language is not None:
            language.currentChanged.connect(self._retranslate)
        self._refresh_today()

    # ------------------------------------------------------------------ wiring
    def attach(self, window: QQuickWindow) -> None:
        """Watch the window for activity and close requests, hide the cursor, start timing."""
        self._window = window
        window.installEventFilter(self)
        self.hide_cursor()
        self._idle.enable(True)
        self._show.run(self._screen == "welcome")

    def set_attract_driver(self, driver: AttractDriver) -> None:
        """The bot that plays the attract game (magdagdon.hints), run on the welcome screen."""
        running = self._screen == "welcome" and self._window is not None
        self._show.set_driver(driver, running=running)

    def hide_cursor(self) -> None:
        if not self._cursor_hidden:
            QGuiApplication.setOverrideCursor(QCursor(Qt.CursorShape.BlankCursor))
            self._cursor_hidden = True

    def release(self) -> None:
        """Undo everything ``attach`` did (exit, or a test tearing the window down)."""
        self._may_close = True
        self._idle.enable(False)
        self._pin.stop()
        self._show.shutdown()
        if self._window is not None:
            self._window.removeEventFilter(self)
        if self._cursor_hidden:
            QGuiApplication.restoreOverrideCursor()
            self._cursor_hidden = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Close and watched is self._window and not self._may_close:
            event.ignore()  # a kiosk never closes for a stranger (Alt+F4, the window manager)
            return True
        self._idle.activity(kind)
        return False

    # -------------------------------------------------------------- properties
    def _get_screen(self) -> str:
        return self._screen

    def _get_countdown(self) -> int:
        return self._idle.countdown

    def _get_countdown_seconds(self) -> int:
        return self._idle.countdown_seconds

    def _get_pin_pad(self) -> bool:
        return self._pin_pad

    def _get_lock(self) -> int:
        return self._pin.lock_seconds

    def _get_caption(self) -> str:
        return self._show.captions.text

    def _get_today(self) -> list[dict[str, Any]]:
        return [dict(row) for row in self._today]

    def _get_idle_ms(self) -> int:
        return self._idle.interval

    def _set_idle_ms(self, ms: int) -> None:
        self._idle.interval = ms

    def _get_hold_ms(self) -> int:
        return self._hold_ms

    def _set_hold_ms(self, ms: int) -> None:
        if ms > 0 and ms != self._hold_ms:
            self._hold_ms = ms
            self.holdMsChanged.emit()

    def _get_attract(self) -> GameSession:
        return self._show.session

    screen = Property(str, _get_screen, notify=screenChanged)
    countdown = Property(int, _get_countdown, notify=countdownChanged)  # 0: not counting
    countdownSeconds = Property(int, _get_countdown_seconds, notify=countdownSecondsChanged)
    pinPadOpen = Property(bool, _get_pin_pad, notify=pinPadOpenChanged)
    pinLockSeconds = Property(int, _get_lock, notify=pinLockChanged)  # 0: PIN may be tried
    caption = Property(str, _get_caption, notify=captionChanged)
    todayBest = Property("QVariantList", _get_today, notify=todayBestChanged)  # type: ignore[arg-type]
    idleMs = Property(int, _get_idle_ms, _set_idle_ms, notify=idleMsChanged)
    holdMs = Property(int, _get_hold_ms, _set_hold_ms, notify=holdMsChanged)
    attractSession = Property(GameSession, _get_attract, constant=True)

    # ------------------------------------------------------------ for Python
    @property
    def countdown_seconds(self) -> int:
        return self._idle.countdown_seconds

    @countdown_seconds.setter
    def countdown_seconds(self, seconds: int) -> None:
        """Tests shorten the countdown; the kiosk itself always uses 10 s."""
        self._idle.countdown_seconds = seconds

    @property
    def attract_session(self) -> GameSession:
        return self._show.session

    @property
    def captions(self) -> CaptionMaker:
        return self._show.captions

    @property
    def attract_driver(self) -> AttractDriver | None:
        return self._show.driver

    @property
    def encore_ms(self) -> int:
        """How long the bot's finished board stays before its next game."""
        return self._show.encore_ms

    @encore_ms.setter
    def encore_ms(self, ms: int) -> None:
        self._show.encore_ms = ms

    @property
    def closing_allowed(self) -> bool:
        return self._may_close

    # ----------------------------------------------------------------- slots
    @Slot()
    def play(self) -> None:
        """Tap to play: a fresh game (a stale one from an earlier player is dropped)."""
        if self._screen not in ("welcome", "scores") or self._pin_pad:
            return
        if self._session.game.log:
            self._session.newGame()
        self._set_screen("play")

    @Slot()
    def showScores(self) -> None:
        if self._screen == "play":
            self._set_screen("scores")

    @Slot()
    def home(self) -> None:
        """Back to the welcome screen (from the scores or the operator screen)."""
        if self._screen in ("scores", "operator"):
            self._set_screen("welcome")

    @Slot()
    def stillPlaying(self) -> None:
        """A tap on the "Still playing?" overlay: carry on."""
        self._idle.carry_on()

    @Slot()
    def openPinPad(self) -> None:
        """The operator held the corner long enough."""
        if self._screen != "operator" and not self._pin_pad:
            self.stillPlaying()
            self._set_pin_pad(True)

    @Slot()
    def closePinPad(self) -> None:
        self._set_pin_pad(False)

    @Slot(str, result=bool)
    def enterPin(self, pin: str) -> bool:
        """Check the PIN; right: the operator screen opens. Wrong too often: a lock."""
        if not self._pin_pad or not self._pin.check(pin):
            return False
        self._set_pin_pad(False)
        self._set_screen("operator")
        return True

    @Slot(str)
    def setDifficulty(self, name: str) -> None:
        """Operator: the kiosk's difficulty (remembered; the next game uses it)."""
        if self._screen == "operator":
            self._session.setDifficulty(name)
            self._refresh_today()

    @Slot(str)
    def setLanguage(self, code: str) -> None:
        """Operator: the kiosk's own language, the one every visit starts in."""
        if self._screen == "operator" and self._language is not None:
            self._language.setCurrent(code)
            self._home_language = cast(str, self._language.current)

    @Slot()
    def clearHighScores(self) -> None:
        """Operator: empty every high-score table, today's list included."""
        if self._screen == "operator":
            self._store.clearHighScores("")
            self._extras.clear()
            self._refresh_today()

    @Slot()
    def exitKiosk(self) -> None:
        """Operator: leave kiosk mode. The window may close now, and does."""
        if self._screen != "operator":
            return
        self.release()
        self.exited.emit()
        if self._window is not None:
            self._window.close()

    # -------------------------------------------------------------- internal
    def _set_screen(self, screen: str) -> None:
        if screen != self._screen:
            self._screen = screen
            self.screenChanged.emit()
            self._show.run(screen == "welcome")
            if screen == "welcome":
                self._refresh_today()
        self._idle.restart()

    def _set_pin_pad(self, shown: bool) -> None:
        if shown != self._pin_pad:
            self._pin_pad = shown
            self.pinPadOpenChanged.emit()

    def _on_idle_setting(self) -> None:
        self._idle.interval = cast(int, self._store.idleSeconds) * 1000

    def _on_idle(self) -> None:
        """Nobody touched the screen for the idle time."""
        self._set_pin_pad(False)
        if self._screen in ("play", "scores") and self._session.game.log:
            self._idle.count_down()
            return
        if self._screen != "welcome":
            self._set_screen("welcome")
        else:
            self._idle.restart()
        self._home()

    def _home(self) -> None:
        """A visitor's language lasts for the visit: back to the operator's when they leave."""
        if self._language is not None and self._language.current != self._home_language:
            self._language.setCurrent(self._home_language)

    def _abandon(self) -> None:
        """Nobody answered: the game in progress ends unrecorded, the welcome screen returns.

        A finished game is not touched: it was recorded when it ended (R8.2).
        """
        if self._session.inProgress:
            log.info("kiosk: idle, game abandoned at turn %d", self._session.turn)
        if self._session.game.log:
            self._session.newGame()
        self._set_screen("welcome")
        self._home()

    def _retranslate(self) -> None:
        self._show.captions.retranslate()
        self._refresh_today()

    def _on_game_over(self, score: int) -> None:
        if cast(int, self._session.lastRank) <= 0:  # not in the table: keep it for today's list
            name = self._session.game.difficulty.name
            self._extras.append((name, score, datetime.now().astimezone()))
        self._refresh_today()

    def _refresh_today(self, *_: object) -> None:
        """Today's best of the kiosk's difficulty: the table's entries of today, plus
        today's games of this run that did not enter the table."""
        name = self._session.game.difficulty.name
        games = [(r.score, r.finished) for r in self._store.high_scores(Difficulty[name])]
        games += [(s, when) for d, s, when in self._extras if d == name]
        rows = today_rows(games, datetime.now().astimezone().date())
        if rows != self._today:
            self._today = rows
            self.todayBestChanged.emit()
