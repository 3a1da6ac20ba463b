"""HINT, the live MAGDAGDON risk, and attract mode: the strong bot, as QML sees it.

The bot can think for up to a second, so it never runs on the GUI thread: every question goes
to a one-thread ``QThreadPool`` as a job that carries a token and a stop flag. A newer request,
``cancel()`` or any change of the game bumps the token and raises the old job's stop flag (the
player polls it and gives up); a result whose token is no longer current is dropped, so a hint
never shows for a position that is gone.

Both QObjects take a *session*: any QObject with a Python property ``game`` (an engine
``Game``) and a ``gameChanged`` signal, emitted after every change. The attract driver also
calls the session's slots (roll, tapDie, tapCell, confirm, increase, decrease, reroll,
acceptMagdagdon, clearSelection, newGame), so it plays exactly like a person would.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Property, QObject, QRunnable, QThreadPool, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from magdagdon.ai.players import (
    Adjust,
    Cancelled,
    Decision,
    Place,
    Reroll,
    StrongPlayer,
    make_player,
)
from magdagdon.ai.review import describe, review
from magdagdon.engine import Game, Phase
from magdagdon.engine.board import encode
from magdagdon.engine.search import magdagdon_rolls

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


def state_key(game: Game) -> tuple[int, int]:
    """Identifies a position: the game object and how many actions it has seen."""
    return id(game), len(game.log)


def risk_board(game: Game) -> tuple[tuple[int, ...], int] | None:
    """The board the risk figure is about (the field, prepared dice included) and the dice
    the next turn will need; None once the game is over."""
    if game.is_over:
        return None
    board = encode(game.field)
    return board, min(game.difficulty.minimum, board.count(0))


def hint_items(decision: Decision, game: Game | None = None) -> list[dict[str, Any]]:
    """A decision as the list QML draws: ghost dice in order, or one power / ruin item.

    With the ``game`` decided on, a power item also names the dice by value ("value" for
    ±1, "values" for REROLL), so the view can say "the 3" without another lookup.
    """
    data = describe(decision)
    if data["kind"] == "place":
        return [{"kind": "place", **step} for step in data["steps"]]
    if game is not None and data["kind"] == "adjust":
        data["value"] = game.dice[data["die"]].value
    if game is not None and data["kind"] == "reroll":
        data["values"] = [game.dice[d].value for d in data["dice"]]
    return [data]


class _Relay(QObject):
    """Carries a worker's result back to the GUI thread (queued: it lives there)."""

    done = Signal(int, object)
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(
        self,
        token: int,
        work: Callable[[threading.Event], object],
        relay: _Relay,
        stop: threading.Event,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._token, self._work, self._relay, self._stop = token, work, relay, stop

    def run(self) -> None:
        if self._stop.is_set():
            return
        try:
            result = self._work(self._stop)
        except Cancelled:
            return
        except Exception as exc:  # a bug in the bot must not kill the GUI's worker
            log.exception("hint worker failed")
            self._relay.failed.emit(self._token, str(exc))
            return
        if not self._stop.is_set():
            self._relay.done.emit(self._token, result)


class _Worker(QObject):
    """One background lane: at most one job thinks at a time, newer requests win."""

    def __init__(self, on_done: Callable[[int, object], None], parent: QObject) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.done.connect(lambda token, result: on_done(token, result))
        self.relay.failed.connect(lambda token, _message: on_done(token, None))
        self.token = 0
        self._stop = threading.Event()

    def start(self, work: Callable[[threading.Event], object]) -> int:
        self.cancel()
        self._stop = threading.Event()
        self.pool.start(_Job(self.token, work, self.relay, self._stop))
        return self.token

    def cancel(self) -> None:
        self.token += 1
        self._stop.set()

    def wait(self, msecs: int = 5000) -> bool:
        return self.pool.waitForDone(msecs)


@QmlElement
@QmlUncreatable("the app creates the HintService and hands it to Main.qml")
class HintService(QObject):
    """HINT (the strong bot's turn, shown as ghost dice) and the live MAGDAGDON risk."""

    busyChanged = Signal()
    hintChanged = Signal()
    riskChanged = Signal()
    assistedChanged = Signal()
    canHintChanged = Signal()
    reviewChanged = Signal()

    def __init__(self, session: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._player = StrongPlayer()
        self._hints = _Worker(self._hint_done, self)
        self._risks = _Worker(self._risk_done, self)
        self._reviews = _Worker(self._review_done, self)
        self._review: list[dict[str, Any]] = []
        self._review_key: tuple[int, int] | None = None
        self._busy = False
        self._hint: list[dict[str, Any]] = []
        self._hint_key: tuple[int, int] | None = None
        self._risk = 0.0
        self._risk_cache: dict[tuple[tuple[int, ...], int], float] = {}
        self._risk_for: tuple[tuple[int, ...], int] | None = None
        self._assisted = False
        self._can_hint = False
        self._game_id = id(session.game)  # type: ignore[attr-defined]
        session.gameChanged.connect(self._game_changed)  # type: ignore[attr-defined]
        self._game_changed()

    # ------------------------------------------------------------ properties
    def _get_busy(self) -> bool:
        return self._busy

    def _get_hint(self) -> list[dict[str, Any]]:
        return list(self._hint)

    def _get_risk(self) -> float:
        return self._risk

    def _get_assisted(self) -> bool:
        return self._assisted

    def _get_can_hint(self) -> bool:
        return self._can_hint

    #: True while the bot thinks about a hint.
    busy = Property(bool, _get_busy, notify=busyChanged)
    #: The suggested turn: [{kind: "place", die, cell, value, order}, ...] in play order, or
    #: one item {kind: "adjust", die, delta} / {kind: "reroll", dice} / {kind: "ruin", cell}.
    hint = Property("QVariantList", _get_hint, notify=hintChanged)
    #: Chance 0..1 that the next roll is a MAGDAGDON on the board after the prepared dice.
    risk = Property(float, _get_risk, notify=riskChanged)
    #: A hint was shown in this game: its high score is marked assisted.
    assisted = Property(bool, _get_assisted, notify=assistedChanged)
    #: There is something to hint at (dice rolled: PLACE or MAGDAGDON).
    canHint = Property(bool, _get_can_hint, notify=canHintChanged)

    def _get_review(self) -> list[dict[str, Any]]:
        return list(self._review)

    #: After ``requestReview()``: one item per finished turn, see ``TurnReview.to_dict``
    #: (turn, roll, powers, placed [{cell, value}], ruined, suggestion, lost).
    review = Property("QVariantList", _get_review, notify=reviewChanged)

    # ---------------------------------------------------------------- slots
    @Slot()
    def requestHint(self) -> None:
        """Think about the current position off the GUI thread; ``hint`` changes when done."""
        game: Game = self._session.game  # type: ignore[attr-defined]
        if game.phase not in (Phase.PLACE, Phase.MAGDAGDON):
            return
        snapshot = game.copy()
        player = self._player

        def work(stop: threading.Event) -> list[dict[str, Any]]:
            player.should_stop = stop.is_set
            try:
                return hint_items(player.decide(snapshot), snapshot)
            finally:
                player.should_stop = None

        self._hint_key = state_key(game)
        self._hints.start(work)
        self._set_busy(True)

    @Slot()
    def cancel(self) -> None:
        """Stop thinking; the hint shown (if any) stays until the game changes."""
        self._hints.cancel()
        self._set_busy(False)

    @Slot()
    def requestReview(self) -> None:
        """Review the game's finished turns off the GUI thread (for the game-over screen)."""
        game: Game = self._session.game  # type: ignore[attr-defined]
        snapshot = game.copy()

        def work(stop: threading.Event) -> list[dict[str, Any]]:
            player = StrongPlayer(should_stop=stop.is_set)
            return [turn.to_dict() for turn in review(snapshot, player, stop.is_set)]

        self._review_key = state_key(game)
        self._reviews.start(work)

    def wait(self, msecs: int = 5000) -> bool:
        """For tests and shutdown: wait for the background jobs to finish."""
        return all(w.wait(msecs) for w in (self._hints, self._risks, self._reviews))

    def shutdown(self) -> None:
        """Cancel everything and wait (call before the application quits)."""
        for worker in (self._hints, self._risks, self._reviews):
            worker.cancel()
        self.wait()

    # ------------------------------------------------------------- internal
    def _game_changed(self) -> None:
        game: Game = self._session.game  # type: ignore[attr-defined]
        if id(game) != self._game_id:
            self._game_id = id(game)
            self._set("_assisted", False, self.assistedChanged)
            self._reviews.cancel()
            self._set("_review", [], self.reviewChanged)
        if self._hint_key != state_key(game):
            self._hints.cancel()
            self._hint_key = None
            self._set_busy(False)
            self._set("_hint", [], self.hintChanged)
        self._set("_can_hint", game.phase in (Phase.PLACE, Phase.MAGDAGDON), self.canHintChanged)
        self._update_risk(game)

    def _update_risk(self, game: Game) -> None:
        which = risk_board(game)
        self._risk_for = which
        if which is None:
            self._risks.cancel()
            self._set("_risk", 0.0, self.riskChanged)
            return
        cached = self._risk_cache.get(which)
        if cached is not None:
            self._risks.cancel()
            self._set("_risk", cached, self.riskChanged)
            return
        board, required = which

        def work(_stop: threading.Event) -> tuple[tuple[tuple[int, ...], int], float]:
            return which, magdagdon_rolls(board, required) / 1296

        self._risks.start(work)

    def _risk_done(self, token: int, result: object) -> None:
        if token != self._risks.token or result is None:
            return
        which, chance = result  # type: ignore[misc]
        if len(self._risk_cache) > 10_000:
            self._risk_cache.clear()
        self._risk_cache[which] = chance
        if which == self._risk_for:
            self._set("_risk", chance, self.riskChanged)

    def _review_done(self, token: int, result: object) -> None:
        game: Game = self._session.game  # type: ignore[attr-defined]
        if token != self._reviews.token or result is None:
            return
        if self._review_key == state_key(game):
            self._set("_review", result, self.reviewChanged)

    def _hint_done(self, token: int, result: object) -> None:
        if token != self._hints.token:
            return  # stale: a newer request or a change of the game
        self._set_busy(False)
        game: Game = self._session.game  # type: ignore[attr-defined]
        if result is None or self._hint_key != state_key(game):
            return
        self._set("_hint", result, self.hintChanged)
        self._set("_assisted", True, self.assistedChanged)

    def _set_busy(self, busy: bool) -> None:
        self._set("_busy", busy, self.busyChanged)

    def _set(self, attr: str, value: object, signal: Signal) -> None:
        if getattr(self, attr) != value:
            setattr(self, attr, value)
            signal.emit()  # type: ignore[attr-defined]


@QmlElement
@QmlUncreatable("the app creates the AttractDriver and hands it to Main.qml")
class AttractDriver(QObject):
    """Attract mode: the bot plays the session through its slots, one action per tick.

    Each turn is planned off the GUI thread; the plan is then played as a queue of session
    slot calls (select a die, put it on its cell, ..., CONFIRM). If the game changes under the
    driver (someone touched it), the queue is dropped and the turn planned again.
    """

    runningChanged = Signal()
    intervalChanged = Signal()
    gameFinished = Signal(int)  # the final score of a game the bot finished

    def __init__(
        self,
        session: QObject,
        parent: QObject | None = None,
        *,
        level: str = "strong",
        interval: int = 700,
        loop: bool = True,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._player = make_player(level)
        self._worker = _Worker(self._planned, self)
        self._timer = QTimer(self)
        self._timer.setInterval(interval)
        self._timer.timeout.connect(self.step)
        self._queue: list[tuple[str, tuple[Any, ...]]] = []
        self._expect: tuple[int, int] | None = None
        self._planning = False
        self.loop = loop

    def _get_running(self) -> bool:
        return self._timer.isActive()

    def _get_interval(self) -> int:
        return self._timer.interval()

    def _set_interval(self, msecs: int) -> None:
        msecs = max(50, int(msecs))
        if msecs != self._timer.interval():
            self._timer.setInterval(msecs)
            self.intervalChanged.emit()

    running = Property(bool, _get_running, notify=runningChanged)
    #: Milliseconds between two actions (at least 50).
    interval = Property(int, _get_interval, _set_interval, notify=intervalChanged)

    @Slot()
    def start(self) -> None:
        if not self._timer.isActive():
            self._timer.start()
            self.runningChanged.emit()

    @Slot()
    def stop(self) -> None:
        self._worker.cancel()
        self._planning = False
        self._queue.clear()
        if self._timer.isActive():
            self._timer.stop()
            self.runningChanged.emit()

    def wait(self, msecs: int = 5000) -> bool:
        return self._worker.wait(msecs)

    @Slot()
    def step(self) -> None:
        """Do the next action (or start planning one); called by the timer."""
        session = self._session
        game: Game = session.game  # type: ignore[attr-defined]
        if self._queue and self._expect != state_key(game):
            self._queue.clear()  # the game moved under us: plan again
        if self._queue:
            name, args = self._queue.pop(0)
            getattr(session, name)(*args)
            self._expect = state_key(session.game)  # type: ignore[attr-defined]
            return
        if game.is_over:
            self.gameFinished.emit(game.score().total)
            if self.loop:
                session.newGame()  # type: ignore[attr-defined]
            else:
                self.stop()
            return
        if game.phase is Phase.ROLL:
            session.roll()  # type: ignore[attr-defined]
            return
        if not self._planning:
            self._planning = True
            snapshot = game.copy()
            key = state_key(game)
            player = self._player

            def work(stop: threading.Event) -> tuple[tuple[int, int], Decision]:
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
        if result is None:
            return
        key, decision = result  # type: ignore[misc]
        if key != state_key(self._session.game):  # type: ignore[attr-defined]
            return
        self._queue = actions(self._session.game, decision)  # type: ignore[attr-defined]
        self._expect = key


def actions(game: Game, decision: Decision) -> list[tuple[str, tuple[Any, ...]]]:
    """The session slot calls that play ``decision`` the way a person taps it in."""
    out: list[tuple[str, tuple[Any, ...]]] = [("clearSelection", ())]
    for die in reversed(game.prepared):
        out.append(("tapDie", (die,)))  # take the prepared dice back first
    if isinstance(decision, Place):
        for step in decision.steps:
            out += [("tapDie", (step.die,)), ("tapCell", (step.cell,))]
        out.append(("confirm", ()))
    elif isinstance(decision, Adjust):
        out += [("tapDie", (decision.die,)), ("increase" if decision.delta > 0 else "decrease", ())]
    elif isinstance(decision, Reroll):
        out += [("tapDie", (d,)) for d in decision.dice]
        out.append(("reroll", ()))
    else:
        out += [("acceptMagdagdon", ()), ("tapCell", (decision.cell,))]
    return out
