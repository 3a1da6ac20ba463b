"""The application object: it owns the backends of one window and their lifetimes.

One :class:`Application` is made per QML engine (``app.create_engine``) and is that engine's
child, so it, and the store, session, language, hint service and kiosk controller it owns,
live exactly as long as the engine. ``Application.of(engine)`` finds it again (tests, the
smoke test). It is made just after the desktop window's first frame (``app.create_engine``:
Main.qml draws that frame without backends), and makes the game in that window; the bot
behind the hint service waits for the first frame that shows the game
(:meth:`Application.after_first_frame`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    Q_ARG,
    QCoreApplication,
    QMetaObject,
    QObject,
    QSettings,
    QTimer,
    Slot,
)
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow

from magdagdon.comeback.comeback import Comeback
from magdagdon.comeback.keeper import history_for
from magdagdon.i18n.language import Language
from magdagdon.qt.hints import HintService  # (QML's types: the kiosk's views name them too)
from magdagdon.qt.session import GameSession
from magdagdon.qt.sound import SoundService, StoreSound
from magdagdon.storage import Store
from magdagdon.storage.model import HighScoreModel  # QML makes these (the score tables)
from magdagdon.tutorial.tutorial import Tutorial

if TYPE_CHECKING:
    from magdagdon.kiosk import KioskController

log = logging.getLogger(__name__)
#: Set (to anything), this variable makes the window say on stderr when the first frame that
#: shows the game itself is on screen (benchmarks/bench_startup.py times it; the desktop's very
#: first frame comes before it).
TRACE_VARIABLE = "MAGDAGDON_TRACE_STARTUP"


# QML creates the guided game's Tutorial and the score tables' HighScoreModel (GameWindow.qml
# and its pages): their modules must register them first.
__all__ = ["Application", "HighScoreModel", "Tutorial"]


class Application(QObject):
    """The store, session, language, sound, hints (desktop) or kiosk controller of one window."""

    def __init__(
        self,
        engine: QQmlApplicationEngine,
        settings: QSettings,
        language: Language | None = None,
        *,
        seed: int | None = None,
        background_writes: bool = False,
    ) -> None:
        super().__init__(engine)  # the engine's child: it lives as long as the engine
        self.setObjectName("magdagdonApplication")
        self.engine = engine
        self._settings = settings
        # The app saves on the store's writer thread (issue 16: no disk wait on a tap; a
        # finished game's record is journalled before game over shows); tests and tools
        # write before each call returns.
        self.store = Store(settings, self, background=background_writes)
        self.session = GameSession(self.store, self, seed=seed)
        self.session.gameOver.connect(self._game_over)
        # Issue 38: the game's sounds, at the session's changes; the speaker starts after the
        # first frame (after_first_frame), the kiosk's operator settings replace Settings'.
        self.sound = SoundService(StoreSound(self.store), self, store=self.store)
        self.sound.watch(self.session)
        # The language is made before the first frame (its texts are in it), the rest after.
        self.language = language if language is not None else Language(engine, self.store, self)
        self.language.setParent(self)
        self.language.currentChanged.connect(self.store.retranslate)  # its notice is Python's
        self.hints: HintService | None = None  # the desktop window's HINT, risk and review
        self.kiosk: KioskController | None = None  # the kiosk window's controller
        self.comeback: Comeback | None = None  # daily, SHARE, codes, replays, statistics
        self.history = history_for(settings)  # finished games and dailies, read when needed
        self.window: QQuickWindow | None = None

    @staticmethod
    def of(engine: QQmlApplicationEngine) -> Application:
        """The application a ``create_engine`` engine was built with."""
        found = engine.findChild(Application, "magdagdonApplication")
        if not isinstance(found, Application):
            raise LookupError("this engine was not made by magdagdon.app.wiring.create_engine")
        return found

    def load(
        self, *, kiosk: bool, kiosk_pin: str | None = None, window: QQuickWindow | None = None
    ) -> QQuickWindow:
        """Make the kiosk (KioskWindow.qml) or the game (GameWindow.qml) in ``window``: the
        kiosk's KioskMain.qml or the desktop's Main.qml, which ``startup.open_kiosk_window`` /
        ``startup.open_window`` loaded for its first frame."""
        engine = self.engine
        if window is None:
            raise RuntimeError("the window is opened first (startup.open_window)")
        if kiosk:
            from magdagdon.kiosk import load_kiosk  # only kiosks need it

            # A kiosk visitor plays without HINT (and no bot thinks in the background).
            self.kiosk = load_kiosk(
                engine, self.session, self.store, self.language, pin=kiosk_pin, window=window
            )
            # The operator's sound (volume, quiet hours); the welcome screen's demo is heard
            # only if the operator wants it.
            self.sound.settings = self.kiosk.look
            self.sound.watch(self.kiosk.attract_session, demo=True)
        else:  # the desktop's HINT and come-back features (the kiosk has neither)
            self.hints = HintService(self.session, self)
            self.comeback = Comeback(
                self.session,
                self.history,
                scores=self.store.high_scores,
                parent=self,
            )
            # Its dates, numbers and words are Python's: written again in a new language.
            self.language.currentChanged.connect(self.comeback.retranslate)
            QMetaObject.invokeMethod(
                window,
                "start",
                Q_ARG(
                    "QVariant",
                    {
                        "comeback": self.comeback,
                        "session": self.session,
                        "store": self.store,
                        "language": self.language,
                        "hints": self.hints,
                        "sound": self.sound,
                    },
                ),
            )
            if not window.property("playable"):
                raise RuntimeError("the game could not be made (see the QML errors above)")
        roots = engine.rootObjects()
        if not roots or not isinstance(roots[0], QQuickWindow):
            raise RuntimeError("the QML main window could not be loaded (see the QML errors above)")
        self.window = roots[0]
        from magdagdon.app.startup import AfterFirstFrame  # (no Qt namespace: see its docstring)

        AfterFirstFrame(self.window, self.after_first_frame, fatal=False)
        app = QCoreApplication.instance()
        if app is not None:  # no bot thread may outlive the window's objects
            app.aboutToQuit.connect(self.shutdown)
        return self.window

    @Slot(int)
    def _game_over(self, _score: int) -> None:
        """A game ended: once the game-over screen is made, what the game freed goes back to
        the system (magdagdon.app.memory; issue 16: memory after ten games)."""
        from magdagdon.app.memory import release_free_memory

        QTimer.singleShot(0, release_free_memory)

    def after_first_frame(self) -> None:
        """What the first frame does not need starts now: the bot, the risk figure, and (in
        a fresh checkout) building the translations."""
        if os.environ.get(TRACE_VARIABLE):
            print("magdagdon: first playable frame", file=sys.stderr, flush=True)
        self.language.after_first_frame()
        from magdagdon.app.motion import follow_system  # the system's reduced motion (issue 15)

        follow_system(self.store)
        self.sound.start()
        if self.hints is not None:
            self.hints.start()

    def shutdown(self) -> None:
        """Stop every background job and wait for it; what is queued reaches the disk."""
        with contextlib.suppress(RuntimeError):  # the engine (and service) is gone already
            if self.hints is not None:
                self.hints.shutdown()
            self.store.close()
        self.history.close()  # (plain Python: it outlives the engine's objects)
