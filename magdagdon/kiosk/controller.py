"""The one object the kiosk's QML sees: which screen shows, and the operator's way in and out.

It composes the kiosk's concerns, each in its own module: idle reset (``idle``), the PIN
(``pin``), attract captions (``captions``) and today's best (``today``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable
from PySide6.QtQuick import QQuickWindow

from magdagdon.comeback.daily import visitors_game
from magdagdon.engine import Difficulty
from magdagdon.engine.rules import RUIN_PENALTY
from magdagdon.kiosk.attract import AttractShow
from magdagdon.kiosk.captions import CaptionMaker
from magdagdon.kiosk.idle import IdleReset
from magdagdon.kiosk.legacy import open_vault
from magdagdon.kiosk.look import KioskLook
from magdagdon.kiosk.pin import PinVault
from magdagdon.kiosk.pinpad import PinPad
from magdagdon.kiosk.today import TodayList
from magdagdon.kiosk.window import WindowLock
from magdagdon.qt.session import GameSession

if TYPE_CHECKING:
    from magdagdon.i18n.language import Language
    from magdagdon.kiosk.autoplay import AttractDriver
    from magdagdon.storage import Store

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

#: How long the operator holds the corner (issue 8: about 3 s).
HOLD_MS = 3000


@QmlElement
# PySide6's stubs declare QmlUncreatable a class without __call__; it is a decorator.
@QmlUncreatable("KioskController is created by the application and passed to the kiosk window.")
class KioskController(QObject):  # type: ignore[operator]
    """Screens, idle reset, operator PIN and close refusal of the kiosk window.

    ``screen`` is ``welcome`` (title, attract mode, today's best), ``play``, ``scores`` or
    ``operator``; the PIN pad is an overlay over any screen (``pinPadOpen``).
    """

    screenChanged = Signal()
    countdownChanged = Signal()
    countdownSecondsChanged = Signal()
    pinPadOpenChanged = Signal()
    pinModeChanged = Signal()
    captionChanged = Signal()
    todayBestChanged = Signal()
    idleMsChanged = Signal()
    holdMsChanged = Signal()
    howToChanged = Signal()
    pinSet = Signal()  # a new operator PIN was set (first start or a change)
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
        vault: PinVault | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._store = store
        self._language = language
        self._screen = "welcome"
        self._hold_ms = HOLD_MS
        self._lock = WindowLock(lambda kind: self._idle.activity(kind), self)
        self._today = TodayList(store, self)
        self._look = KioskLook(store, self)
        self._today.changed.connect(self.todayBestChanged)
        self._home_language = language.current if language is not None else ""

        self._idle = IdleReset(max(1, store.idleSeconds) * 1000, self)
        self._idle.ranOut.connect(self._on_idle)
        self._idle.expired.connect(self._abandon)
        self._idle.countdownChanged.connect(self.countdownChanged)
        self._idle.countdownSecondsChanged.connect(self.countdownSecondsChanged)
        self._idle.intervalChanged.connect(self.idleMsChanged)
        self._pad = PinPad(vault if vault is not None else open_vault(store, pin), self)
        self._pad.openChanged.connect(self.pinPadOpenChanged)
        self._pad.modeChanged.connect(self.pinModeChanged)
        self._pad.granted.connect(lambda: self._set_screen("operator"))
        self._pad.changed.connect(self.pinSet)

        self._show = AttractShow(attract, self)
        self._show.hold(self._pad.is_open)
        self._pad.openChanged.connect(lambda: self._show.hold(self._pad.is_open))
        self._show.captions.changed.connect(self.captionChanged)

        store.highScoresChanged.connect(self._refresh_today)
        store.idleSecondsChanged.connect(self._on_idle_setting)
        session.gameOver.connect(self._on_game_over)
        session.difficultyChanged.connect(self._refresh_today)
        session.difficultyChanged.connect(self.howToChanged)
        if language is not None:
            language.currentChanged.connect(self._retranslate)
        self._refresh_today()

    # ------------------------------------------------------------------ wiring
    def attach(self, window: QQuickWindow) -> None:
        """Watch the window for activity and close requests, hide the cursor, start timing."""
        self._lock.attach(window)
        self._idle.enable(True)
        self._show.run(self._screen == "welcome")

    def set_attract_driver(self, driver: AttractDriver | Callable[[], AttractDriver]) -> None:
        """The attract game's bot (magdagdon.kiosk.autoplay), or a function that makes it later."""
        running = self._screen == "welcome" and self._lock.window is not None
        self._show.set_driver(driver, running=running)

    def start_attract(self) -> None:
        """After the window's first frame: a deferred bot is made and plays."""
        self._show.run(self._screen == "welcome" and self._lock.window is not None, make=True)

    def hide_cursor(self) -> None:
        self._lock.hide_cursor()

    def release(self) -> None:
        """Undo everything ``attach`` did (exit, or a test tearing the window down)."""
        self._lock.release()
        self._idle.enable(False)
        self._pad.stop()
        self._show.shutdown()

    # -------------------------------------------------------------- properties
    def _get_screen(self) -> str:
        return self._screen

    def _get_countdown(self) -> int:
        return self._idle.countdown

    def _get_countdown_seconds(self) -> int:
        return self._idle.countdown_seconds

    def _get_pin_pad(self) -> bool:
        return self._pad.is_open

    def _get_pin_setup(self) -> bool:
        return bool(self._pad.setup)

    def _get_pad(self) -> PinPad:
        return self._pad

    def _get_look(self) -> KioskLook:
        return self._look

    def _get_caption(self) -> str:
        return self._show.captions.text

    def _get_today(self) -> list[dict[str, Any]]:
        return [dict(row) for row in self._today.rows]

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

    def _get_how_to(self) -> dict[str, int]:
        rules = self._session.game.difficulty
        return {"minimum": rules.minimum, "powers": rules.powers, "ruinPenalty": RUIN_PENALTY}

    def _get_attract(self) -> GameSession:
        return self._show.session

    screen = Property(str, _get_screen, notify=screenChanged)
    countdown = cast(int, Property(int, _get_countdown, notify=countdownChanged))  # 0: none
    countdownSeconds = Property(int, _get_countdown_seconds, notify=countdownSecondsChanged)
    # The pad itself (its mode, lock, log, digits and CANCEL: PinPadDialog reads them there);
    # whether it is open and whether this is the first start, for the window and tests.
    pinPad = cast(PinPad, Property(PinPad, _get_pad, constant=True))
    pinPadOpen = Property(bool, _get_pin_pad, notify=pinPadOpenChanged)
    pinSetup = Property(bool, _get_pin_setup, notify=pinModeChanged)  # first start: no PIN yet
    caption = Property(str, _get_caption, notify=captionChanged)
    todayBest = Property("QVariantList", _get_today, notify=todayBestChanged)  # type: ignore[arg-type]
    idleMs = cast(int, Property(int, _get_idle_ms, _set_idle_ms, notify=idleMsChanged))
    holdMs = cast(int, Property(int, _get_hold_ms, _set_hold_ms, notify=holdMsChanged))
    # The rule facts the play screen's "how to play" card states (R2, R6.5), display-ready.
    howTo = Property("QVariantMap", _get_how_to, notify=howToChanged)  # type: ignore[arg-type]
    attractSession = Property(GameSession, _get_attract, constant=True)
    look = cast(KioskLook, Property(KioskLook, _get_look, constant=True))  # issue 15

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
        return self._show.made_driver()

    @property
    def encore_ms(self) -> int:
        """How long the bot's finished board stays before its next game."""
        return self._show.encore_ms

    @encore_ms.setter
    def encore_ms(self, ms: int) -> None:
        self._show.encore_ms = ms

    @property
    def closing_allowed(self) -> bool:
        return self._lock.may_close

    # ----------------------------------------------------------------- slots
    @Slot()
    def play(self) -> None:
        """Tap to play: a fresh game (a stale one from an earlier player is dropped)."""
        if self._screen not in ("welcome", "scores") or self._pad.is_open:
            return
        if self._store.kioskDaily:  # the operator's choice (issue 14): today's dice for all
            self._session.start_game(visitors_game(Difficulty[self._session.difficulty]))
        elif self._session.game.log:
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
    def leaveGame(self) -> None:
        """The play screen's HOME (confirmed if a game runs): it ends unrecorded (R2.2)."""
        if self._screen == "play" and not self._pad.is_open:
            self._abandon()

    @Slot()
    def stillPlaying(self) -> None:
        """A tap on the "Still playing?" overlay: carry on."""
        self._idle.carry_on()

    @Slot()
    def openPinPad(self) -> None:
        """The operator held the corner long enough."""
        if self._screen != "operator" and not self._pad.is_open:
            self.stillPlaying()
            self._pad.open("enter")

    @Slot()
    def changePin(self) -> None:
        """Operator: set a new PIN (typed twice on the pad over the operator page)."""
        if self._screen == "operator" and not self._pad.is_open:
            self._pad.open("new")

    @Slot(str, result=str)
    def submitPin(self, pin: str) -> str:
        """The pad's OK key; what happened, for its message (see PinPad.submit)."""
        outcome = self._pad.submit(pin)
        self._idle.restart()
        return outcome

    @Slot(str, result=bool)
    def enterPin(self, pin: str) -> bool:
        """Check the PIN; right: the operator screen opens. Wrong too often: a lock."""
        return self._pad.mode == "enter" and self.submitPin(pin) == "granted"

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
            self._home_language = self._language.current

    @Slot()
    def clearHighScores(self) -> None:
        """Operator: empty every high-score table, today's list included."""
        if self._screen == "operator":
            self._store.clearHighScores("")
            self._today.clear()
            self._refresh_today()

    @Slot()
    def exitKiosk(self) -> None:
        """Operator: leave kiosk mode. The window may close now, and does."""
        if self._screen != "operator":
            return
        self.release()
        self.exited.emit()
        if self._lock.window is not None:
            self._lock.window.close()

    # -------------------------------------------------------------- internal
    def _set_screen(self, screen: str) -> None:
        if screen != self._screen:
            self._screen = screen
            self.screenChanged.emit()
            self._show.run(screen == "welcome")
            if screen == "welcome":
                self._refresh_today()
        self._idle.restart()

    def _on_idle_setting(self) -> None:
        self._idle.interval = self._store.idleSeconds * 1000

    def _on_idle(self) -> None:
        """Nobody touched the screen for the idle time (a pad left open closes, except
        the first start's: a kiosk without a PIN waits for its operator)."""
        self._pad.close()
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
        """Nobody answered (or the visitor left): the game in progress ends unrecorded, the
        welcome screen returns.

        A finished game is not touched: it was recorded when it ended (R8.2).
        """
        if self._session.inProgress:
            log.info("kiosk: game abandoned at turn %d", self._session.turn)
        if self._session.game.log:
            self._session.newGame()
        self._set_screen("welcome")
        self._home()

    def _retranslate(self) -> None:
        self._show.captions.retranslate()
        self._pad.relocalise()
        self._refresh_today()

    def _on_game_over(self, score: int) -> None:
        if self._session.lastRank <= 0:  # not in the table: keep it for today's list
            self._today.add(self._session.game.difficulty.name, score)
        self._refresh_today()

    def _refresh_today(self, *_: object) -> None:
        self._today.refresh(self._session.game.difficulty.name)
