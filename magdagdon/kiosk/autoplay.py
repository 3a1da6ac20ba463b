"""Attract mode: the bot plays the session through its taps, one tap per tick.

Each turn is planned off the GUI thread (qt/lane.py); the plan (engine actions) is then played
as a queue of the taps a person would make (``presenter.taps.plan_taps``: select a die, put it
on its cell, ..., CONFIRM), through the session's one door for taps, so the bot plays exactly
like a person would. If the game changes under the driver (someone touched it), the queue is
dropped and the turn planned again.
"""

from __future__ import annotations

import threading
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from magdagdon.ai.levels import make_player
from magdagdon.ai.players import StrongPlayer
from magdagdon.engine import Game, Phase, Plan
from magdagdon.presenter.taps import Kind, Tap, plan_taps
from magdagdon.qt.hints import state_key
from magdagdon.qt.lane import Worker
from magdagdon.qt.properties import Published, published, uncreatable

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1


class PlayableSession(Protocol):
    """What the driver needs of a session: its game, its door for taps, a new game."""

    @property
    def game(self) -> Game: ...

    def tap(self, tap: Tap) -> None: ...

    def newGame(self) -> None: ...


@QmlElement
@uncreatable("the app creates the AttractDriver and hands it to Main.qml")
class AttractDriver(Published):
    """The bot at the controls of a session (the kiosk's welcome screen)."""

    runningChanged = Signal()
    intervalChanged = Signal()
    gameFinished = Signal(int)  # the final score of a game the bot finished

    def __init__(
        self,
        session: PlayableSession,
        parent: QObject | None = None,
        *,
        level: str = "strong",
        interval: int = 700,
        loop: bool = True,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._player = make_player(level)
        self._worker = Worker(self._planned, self)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.step)
        self.publish({"running": False})
        self._set_interval(interval)
        self._queue: list[Tap] = []
        self._expect: tuple[int, int] | None = None
        self._planning = False
        self.loop = loop

    def _set_interval(self, msecs: int) -> None:
        msecs = max(50, int(msecs))
        self._timer.setInterval(msecs)
        self.publish({"interval": msecs})

    #: The bot is playing (its timer runs).
    running = published(bool, "running", runningChanged)
    #: Milliseconds between two actions (at least 50); QML or Python may set it.
    interval = published(int, "interval", intervalChanged, write=_set_interval)

    @Slot()
    def start(self) -> None:
        if not self._timer.isActive():  # starting again must not delay the next step
            self._timer.start()
        self.publish({"running": True})

    @Slot()
    def stop(self) -> None:
        self._worker.cancel()
        self._planning = False
        self._queue.clear()
        self._timer.stop()
        self.publish({"running": False})

    def wait(self, msecs: int = 5000) -> bool:
        return self._worker.wait(msecs)

    @Slot()
    def step(self) -> None:
        """Do the next action (or start planning one); called by the timer."""
        session = self._session
        game = session.game
        if self._queue and self._expect != state_key(game):
            self._queue.clear()  # the game moved under us: plan again
        if self._queue:
            session.tap(self._queue.pop(0))
            self._expect = state_key(session.game)
            return
        if game.is_over:
            self.gameFinished.emit(game.score().total)
            if self.loop:
                session.newGame()
            else:
                self.stop()
            return
        if game.phase is Phase.ROLL:
            session.tap(Tap(Kind.ROLL))
            return
        if not self._planning:
            self._planning = True
            snapshot = game.copy()
            key = state_key(game)
            player = self._player

            def work(stop: threading.Event) -> tuple[tuple[int, int], Plan]:
                if isinstance(player, StrongPlayer):
                    player.should_stop = stop.is_set
                try:
                    return key, player.decide(snapshot)
                finally:
                    if isinstance(player, StrongPlayer):
                        player.should_stop = None

            self._worker.start(work)

    def _planned(self, token: int, result: object) -> None:
        if token != self._worker.token:
            return
        self._planning = False
        if not isinstance(result, tuple):
            return
        key, plan = result
        game = self._session.game
        if key != state_key(game):
            return
        self._queue = plan_taps(plan, game)
        self._expect = key
