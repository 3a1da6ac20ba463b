r"""Kiosk mode: the game on an unattended public touchscreen.

Why this module exists: a kiosk needs things a desktop window must not do. The window is
fullscreen and frameless, the mouse cursor is hidden, closing is refused, the game resets
itself when a player walks away, and only an operator who knows the PIN gets out. All of it
lives here and in ``KioskMain.qml`` so the desktop window (``Main.qml``) stays untouched.

:class:`KioskController` is the one object QML sees (a required property of KioskMain):

* ``screen`` is ``welcome`` (title, attract mode, today's best), ``play``, ``scores`` or
  ``operator``; the PIN pad is an overlay over any screen (``pinPadOpen``).
* Idle reset: an event filter on the window restarts the idle timer on every touch, click or
  key. When it runs out during play, ``countdown`` counts down from ``countdownSeconds``;
  without a tap the game in progress is abandoned (``GameSession.newGame``: not recorded) and
  the welcome screen returns. A finished game was recorded the moment it ended (R8.2), so
  nothing here can lose it.
* Attract mode: a second :class:`GameSession` without a store (nothing saved or recorded) is
  played by the bot; :class:`CaptionMaker` turns each engine action into a one-line,
  translated caption of why it was allowed ("4 next to 3 and 5: allowed").

Starting a kiosk: ``magdagdon --kiosk [--kiosk-pin 4711]``, or preset it in the settings INI
(``--settings-file`` or the user's ``CUBIRI/MAGDAGDON.ini``) so a plain ``magdagdon`` starts
in kiosk mode; the values are versioned JSON, as ``magdagdon.storage`` writes them::

    [settings]
    kiosk="{\"version\":1,\"value\":true}"
    kioskPin="{\"version\":1,\"value\":\"4711\"}"
    idleSeconds="{\"version\":1,\"value\":90}"
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEvent,
    QLocale,
    QObject,
    Qt,
    QTime,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtQml import QmlElement, QmlUncreatable
from PySide6.QtQuick import QQuickWindow

from magdagdon.engine import NEIGHBOURS, Difficulty, Game, Phase
from magdagdon.engine.rules import RUIN_PENALTY
from magdagdon.session import GameSession

if TYPE_CHECKING:
    from PySide6.QtQml import QQmlApplicationEngine

    from magdagdon.attract import AttractDriver
    from magdagdon.language import Language
    from magdagdon.storage import Store

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

#: The "Still playing?" countdown (issue 8: 10 s).
COUNTDOWN_SECONDS = 10
#: How long the operator holds the corner (issue 8: about 3 s).
HOLD_MS = 3000
#: Wrong PINs in a row before the pad locks for ``PIN_LOCK_SECONDS``.
PIN_TRIES = 5
PIN_LOCK_SECONDS = 30
#: Attract mode's pace: one tap of the bot (select a die, put it down...) per this many ms.
ATTRACT_INTERVAL_MS = 1100
#: How long the bot's finished board stays before its next game.
ENCORE_MS = 5000
#: How many of today's best scores the welcome screen lists.
TODAY_ROWS = 5

#: Events that mean somebody is at the screen.
ACTIVITY = frozenset(
    {
        QEvent.Type.TouchBegin,
        QEvent.Type.TouchUpdate,
        QEvent.Type.TouchEnd,
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseMove,
        QEvent.Type.Wheel,
        QEvent.Type.KeyPress,
    }
)

_PLACEHOLDER = re.compile(r"%(\d)")


def arg(text: str, *values: object) -> str:
    """QString.arg for Python: replace %1..%9 in one pass (a value never gets re-substituted)."""

    def sub(match: re.Match[str]) -> str:
        i = int(match.group(1)) - 1
        return str(values[i]) if 0 <= i < len(values) else match.group(0)

    return _PLACEHOLDER.sub(sub, text)


# ---------------------------------------------------------------------------- captions
def caption_fact(before: Game, entry: Sequence[Any], after: Game) -> tuple[Any, ...] | None:
    """What one logged engine action shows a passer-by, as data (translated later).

    ``before`` is the game just before the action (its field decides why a placement was
    allowed, R4), ``entry`` the action as the engine logged it, ``after`` the game after it.
    """
    name = entry[0]
    if name == "roll":
        values = tuple(entry[1])
        if after.phase is Phase.MAGDAGDON:
            return ("magdagdon", after.required)
        return ("roll", *values)
    if name == "prepare":
        die, cell = entry[1], entry[2]
        value = before.dice[die].value
        field = before.field
        if not any(isinstance(v, int) for v in field):
            return ("anywhere", value)
        near = sorted({field[n] for n in NEIGHBOURS[cell] if isinstance(field[n], int)})
        return ("next", value, *near)
    if name == "confirm":
        return ("confirm", len(before.prepared), after.score().total)
    if name == "ruin":
        return ("ruin", after.score().ruins)
    if name == "adjust":
        die, delta = entry[1], entry[2]
        return ("adjust", delta, before.dice[die].value, after.dice[die].value)
    if name == "reroll":
        if after.phase is Phase.MAGDAGDON:
            return ("magdagdon", after.required)
        return ("reroll", len(entry[1]))
    return None  # take_back: the bot plans whole turns and never takes back


def caption_text(fact: tuple[Any, ...] | None) -> str:
    """The fact in the current language. Each case is one whole sentence with placeholders."""
    if fact is None:
        return ""
    kind, *a = fact
    if kind == "roll":
        #: Attract-mode caption after the bot's ROLL; %1-%4 are the four dice values.
        return arg(QCoreApplication.translate("KioskCaption", "ROLL: %1, %2, %3 and %4"), *a)
    if kind == "anywhere":
        #: Attract-mode caption (R4.2): the first number may go anywhere; %1 is the die value.
        return arg(
            QCoreApplication.translate("KioskCaption", "%1 on an empty board: any cell is allowed"),
            *a,
        )
    if kind == "next":
        if len(a) == 2:
            #: Attract-mode caption (R4.3): %1 the die placed, %2 its neighbouring number.
            return arg(QCoreApplication.translate("KioskCaption", "%1 next to %2: allowed"), *a)
        if len(a) == 3:
            #: Attract-mode caption (R4.3): %1 the die placed, %2 and %3 its neighbouring numbers.
            return arg(
                QCoreApplication.translate("KioskCaption", "%1 next to %2 and %3: allowed"), *a
            )
        #: Attract-mode caption (R4.3): %1 the die placed, %2-%4 its neighbouring numbers.
        return arg(
            QCoreApplication.translate("KioskCaption", "%1 next to %2, %3 and %4: allowed"), *a
        )
    if kind == "confirm":
        #: Attract-mode caption after CONFIRM; %1 is the running score.
        return arg(
            QCoreApplication.translate(
                "KioskCaption", "CONFIRM: these numbers stay for good · score %1"
            ),
            a[1],
        )
    if kind == "magdagdon":
        #: Attract-mode caption (R6.1): no legal way to place as many dice as the turn needs.
        return QCoreApplication.translate(
            "KioskCaption", "MAGDAGDON: no way to place enough of these dice"
        )
    if kind == "ruin":
        #: Attract-mode caption (R6.3): an empty cell became a RUIN; %1 is the penalty, 15.
        return arg(
            QCoreApplication.translate("KioskCaption", "An empty cell becomes a RUIN: −%1 points"),
            RUIN_PENALTY,
        )
    if kind == "adjust":
        if a[0] < 0:
            #: Attract-mode caption (R5.2): DECREASE −1 changed a die from %1 to %2.
            return arg(
                QCoreApplication.translate("KioskCaption", "DECREASE −1: %1 becomes %2"), a[1], a[2]
            )
        #: Attract-mode caption (R5.2): INCREASE +1 changed a die from %1 to %2.
        return arg(
            QCoreApplication.translate("KioskCaption", "INCREASE +1: %1 becomes %2"), a[1], a[2]
        )
    if kind == "reroll":
        #: Attract-mode caption (R5.3): one REROLL threw the selected dice again.
        return QCoreApplication.translate("KioskCaption", "REROLL: the selected dice thrown again")
    if kind == "over":
        #: Attract-mode caption when the bot's game ends; %1 is its final score.
        return arg(QCoreApplication.translate("KioskCaption", "The board is full: %1 points"), a[0])
    raise ValueError(f"unknown caption fact {fact!r}")


def _apply(game: Game, entry: Sequence[Any]) -> None:
    """Play one logged action again through the engine's public actions."""
    name, args = entry[0], list(entry[1:])
    if name == "roll":
        game.roll(args[0])
    elif name == "prepare":
        game.prepare(args[0], args[1])
    elif name == "take_back":
        game.take_back(args[0])
    elif name == "confirm":
        game.confirm()
    elif name == "adjust":
        game.adjust(args[0], args[1])
    elif name == "reroll":
        game.reroll(args[0], args[1])
    elif name == "ruin":
        game.accept_magdagdon(args[0])
    else:
        raise ValueError(f"unknown logged action {entry!r}")


class CaptionMaker(QObject):
    """Watches a session and keeps a caption of its latest action, in the current language.

    It reads the engine's log rather than the bot's plans, so whatever drives the session,
    the caption says what really happened and why the rules allowed it.
    """

    changed = Signal()

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._before = session.game.copy()
        self._fact: tuple[Any, ...] | None = None
        self.text = ""
        session.gameChanged.connect(self._on_game_changed)

    @property
    def fact(self) -> tuple[Any, ...] | None:
        return self._fact

    def retranslate(self) -> None:
        self._set(self._fact, force=True)

    def _on_game_changed(self) -> None:
        game = self._session.game
        before = self._before
        if len(game.log) < len(before.log) or game.log[: len(before.log)] != before.log:
            before = Game(game.difficulty, game.seed)  # a new game: start from its beginning
        fact = self._fact if game.log else None
        work = before.copy()
        for entry in game.log[len(before.log) :]:
            prior = work.copy()
            _apply(work, entry)
            fact = caption_fact(prior, entry, work) or fact
        if game.is_over:
            fact = ("over", game.score().total)
        self._before = game.copy()
        self._set(fact)

    def _set(self, fact: tuple[Any, ...] | None, *, force: bool = False) -> None:
        text = caption_text(fact)
        self._fact = fact
        if force or text != self.text:
            self.text = text
            self.changed.emit()


# -------------------------------------------------------------------------- controller
@QmlElement
@QmlUncreatable("KioskController is created by the application and passed to KioskMain.qml.")
class KioskController(QObject):
    """Screens, idle reset, operator PIN and close refusal of the kiosk window."""

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
        self._pin = pin
        self._screen = "welcome"
        self._pin_pad = False
        self._wrong = 0
        self._lock_left = 0
        self._countdown = 0
        self._countdown_seconds = COUNTDOWN_SECONDS
        self._hold_ms = HOLD_MS
        self._may_close = False
        self._cursor_hidden = False
        self._window: QQuickWindow | None = None
        self._extras: list[tuple[str, int, datetime]] = []  # today's games outside the table
        self._today: list[dict[str, Any]] = []
        self._home_language = language.current if language is not None else ""

        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(max(1, int(store.idleSeconds)) * 1000)
        self._idle.timeout.connect(self._on_idle)
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._on_tick)
        self._lock_timer = QTimer(self)
        self._lock_timer.setInterval(1000)
        self._lock_timer.timeout.connect(self._on_lock_tick)

        self._attract = attract if attract is not None else GameSession(None, self)
        self._captions = CaptionMaker(self._attract, self)
        self._captions.changed.connect(self.captionChanged)
        self._driver: AttractDriver | None = None
        self._encore = QTimer(self)  # the bot's full board stays a moment before the next game
        self._encore.setSingleShot(True)
        self._encore.setInterval(ENCORE_MS)
        self._encore.timeout.connect(lambda: self._run_attract(self._screen == "welcome"))
        self._attract.gameOver.connect(self._on_attract_over)

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
        self._restart_idle()
        self._run_attract(self._screen == "welcome")

    def set_attract_driver(self, driver: AttractDriver) -> None:
        """The bot that plays the attract game (magdagdon.hints), run on the welcome screen."""
        self._driver = driver
        self._run_attract(self._screen == "welcome" and self._window is not None)

    def hide_cursor(self) -> None:
        if not self._cursor_hidden:
            QGuiApplication.setOverrideCursor(QCursor(Qt.CursorShape.BlankCursor))
            self._cursor_hidden = True

    def release(self) -> None:
        """Undo everything ``attach`` did (exit, or a test tearing the window down)."""
        self._may_close = True
        self._idle.stop()
        self._tick.stop()
        self._lock_timer.stop()
        self._run_attract(False)
        if self._driver is not None:
            self._driver.wait(3000)  # a bot still thinking must not outlive the window
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
        if kind in ACTIVITY and self._countdown == 0:
            self._restart_idle()
        return False

    # -------------------------------------------------------------- properties
    def _get_screen(self) -> str:
        return self._screen

    def _get_countdown(self) -> int:
        return self._countdown

    def _get_countdown_seconds(self) -> int:
        return self._countdown_seconds

    def _get_pin_pad(self) -> bool:
        return self._pin_pad

    def _get_lock(self) -> int:
        return self._lock_left

    def _get_caption(self) -> str:
        return self._captions.text

    def _get_today(self) -> list[dict[str, Any]]:
        return [dict(row) for row in self._today]

    def _get_idle_ms(self) -> int:
        return self._idle.interval()

    def _set_idle_ms(self, ms: int) -> None:
        if ms > 0 and ms != self._idle.interval():
            self._idle.setInterval(ms)
            self.idleMsChanged.emit()
            if self._idle.isActive():
                self._idle.start()

    def _get_hold_ms(self) -> int:
        return self._hold_ms

    def _set_hold_ms(self, ms: int) -> None:
        if ms > 0 and ms != self._hold_ms:
            self._hold_ms = ms
            self.holdMsChanged.emit()

    def _get_attract(self) -> GameSession:
        return self._attract

    screen = Property(str, _get_screen, notify=screenChanged)
    countdown = Property(int, _get_countdown, notify=countdownChanged)  # 0: not counting
    countdownSeconds = Property(int, _get_countdown_seconds, notify=countdownSecondsChanged)
    pinPadOpen = Property(bool, _get_pin_pad, notify=pinPadOpenChanged)
    pinLockSeconds = Property(int, _get_lock, notify=pinLockChanged)  # 0: PIN may be tried
    caption = Property(str, _get_caption, notify=captionChanged)
    todayBest = Property("QVariantList", _get_today, notify=todayBestChanged)
    idleMs = Property(int, _get_idle_ms, _set_idle_ms, notify=idleMsChanged)
    holdMs = Property(int, _get_hold_ms, _set_hold_ms, notify=holdMsChanged)
    attractSession = Property(GameSession, _get_attract, constant=True)

    # ------------------------------------------------------------ for Python
    @property
    def countdown_seconds(self) -> int:
        return self._countdown_seconds

    @countdown_seconds.setter
    def countdown_seconds(self, seconds: int) -> None:
        """Tests shorten the countdown; the kiosk itself always uses 10 s."""
        seconds = max(1, int(seconds))
        if seconds != self._countdown_seconds:
            self._countdown_seconds = seconds
            self.countdownSecondsChanged.emit()

    @property
    def captions(self) -> CaptionMaker:
        return self._captions

    @property
    def attract_driver(self) -> AttractDriver | None:
        return self._driver

    @property
    def encore_ms(self) -> int:
        """How long the bot's finished board stays before its next game."""
        return self._encore.interval()

    @encore_ms.setter
    def encore_ms(self, ms: int) -> None:
        self._encore.setInterval(max(0, int(ms)))

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
        if self._countdown:
            self._tick.stop()
            self._set_countdown(0)
        self._restart_idle()

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
        """Check the PIN; right: the operator screen opens. Wrong too often: a short lock."""
        if self._lock_left > 0 or not self._pin_pad:
            return False
        expected = self._pin if self._pin is not None else self._store.kioskPin
        if pin == expected:
            self._wrong = 0
            self._set_pin_pad(False)
            self._set_screen("operator")
            return True
        self._wrong += 1
        log.warning("kiosk: wrong operator PIN (%d in a row)", self._wrong)
        if self._wrong >= PIN_TRIES:
            self._wrong = 0
            self._lock_left = PIN_LOCK_SECONDS
            self.pinLockChanged.emit()
            self._lock_timer.start()
        return False

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
            self._run_attract(screen == "welcome")
            if screen == "welcome":
                self._refresh_today()
        self._restart_idle()

    def _set_pin_pad(self, shown: bool) -> None:
        if shown != self._pin_pad:
            self._pin_pad = shown
            self.pinPadOpenChanged.emit()

    def _set_countdown(self, seconds: int) -> None:
        if seconds != self._countdown:
            self._countdown = seconds
            self.countdownChanged.emit()

    def _restart_idle(self) -> None:
        if self._window is not None and not self._may_close:
            self._idle.start()

    def _on_idle_setting(self) -> None:
        self._set_idle_ms(int(self._store.idleSeconds) * 1000)

    def _on_idle(self) -> None:
        """Nobody touched the screen for the idle time."""
        self._set_pin_pad(False)
        if self._screen in ("play", "scores") and self._session.game.log:
            self._set_countdown(self._countdown_seconds)
            self._tick.start()
            return
        if self._screen != "welcome":
            self._set_screen("welcome")
        else:
            self._restart_idle()
        self._home()

    def _home(self) -> None:
        """A visitor's language lasts for the visit: back to the operator's when they leave."""
        if self._language is not None and self._language.current != self._home_language:
            self._language.setCurrent(self._home_language)

    def _on_tick(self) -> None:
        left = self._countdown - 1
        if left > 0:
            self._set_countdown(left)
            return
        self._tick.stop()
        self._set_countdown(0)
        self._abandon()

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

    def _on_lock_tick(self) -> None:
        self._lock_left = max(0, self._lock_left - 1)
        if self._lock_left == 0:
            self._lock_timer.stop()
        self.pinLockChanged.emit()

    def _run_attract(self, running: bool) -> None:
        if self._driver is None:
            return
        if running and not self._encore.isActive():
            self._driver.start()
        elif not running:
            self._encore.stop()
            self._driver.stop()

    def _on_attract_over(self, _score: int) -> None:
        """Pause on the bot's finished board so a passer-by sees the final score."""
        if self._driver is not None:
            self._driver.stop()
            self._encore.start()

    def _retranslate(self) -> None:
        self._captions.retranslate()
        self._refresh_today()

    def _on_game_over(self, score: int) -> None:
        if self._session.lastRank <= 0:  # not in the table: keep it for today's list
            self._extras.append((self._session.difficulty, score, datetime.now().astimezone()))
        self._refresh_today()

    def _refresh_today(self, *_: object) -> None:
        """Today's best of the kiosk's difficulty: the table's entries of today, plus
        today's games of this run that did not enter the table."""
        name = self._session.difficulty
        today = datetime.now().astimezone().date()
        games = [
            (r.score, r.finished.astimezone())
            for r in self._store.high_scores(Difficulty[name])
            if r.finished.astimezone().date() == today
        ]
        games += [(s, when) for d, s, when in self._extras if d == name and when.date() == today]
        games.sort(key=lambda g: (-g[0], g[1]))
        locale = QLocale()
        rows = [
            {
                "rank": i,
                "score": score,
                "time": locale.toString(
                    QTime(when.hour, when.minute), QLocale.FormatType.ShortFormat
                ),
            }
            for i, (score, when) in enumerate(games[:TODAY_ROWS], start=1)
        ]
        if rows != self._today:
            self._today = rows
            self.todayBestChanged.emit()


# ---------------------------------------------------------------------------- loading
def load_kiosk(
    engine: QQmlApplicationEngine,
    session: GameSession,
    store: Store,
    language: Language,
    *,
    pin: str | None = None,
    extra: dict[str, object] | None = None,
) -> KioskController:
    """Load KioskMain.qml into ``engine`` with the app's backends plus the kiosk controller.

    ``pin`` (``--kiosk-pin``) replaces the stored PIN for this run only.
    """
    kiosk = KioskController(session, store, language, engine, pin=pin)
    from magdagdon.attract import AttractDriver  # the bot (and its threads) only for kiosks

    driver = AttractDriver(kiosk.attractSession, kiosk, interval=ATTRACT_INTERVAL_MS)
    properties: dict[str, object] = {
        "session": session,
        "store": store,
        "language": language,
        "kiosk": kiosk,
        **(extra or {}),
    }
    engine.setInitialProperties(properties)
    engine.loadFromModule("Magdagdon", "KioskMain")
    roots = engine.rootObjects()
    if not roots or not isinstance(roots[0], QQuickWindow):
        raise RuntimeError("the QML kiosk window could not be loaded (see the QML errors above)")
    kiosk.attach(roots[0])
    kiosk.set_attract_driver(driver)
    return kiosk
