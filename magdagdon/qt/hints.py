"""HINT, the live MAGDAGDON risk and the game review: the expert bot (issue 20), as QML sees it.

The service is created with the window but stays light until :meth:`HintService.start` (the
application calls it after the first frame, or the first request does): only then are the bot
(``magdagdon.ai``) imported and its background lanes (hintworker.py) made. Every question runs
off the GUI thread; any change of the game cancels what was asked about the old position.
The review of a finished game is published turn by turn (also as a list model that grows by
inserted rows, so the page keeps its place); for a player who asks the bot (HINT or REVIEW)
it starts by itself at game over, so it is there when REVIEW is tapped. A review that fails
says so (``reviewFailed``), and asking again starts it over.

It reads the game through :class:`HintSubject`, the session's typed interface; a hint shown
is reported back with ``markAssisted()``, so the session stays the one owner of "assisted".
(The attract driver lives in attract.py.)
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import Property, QObject, Signal, SignalInstance, Slot
from PySide6.QtQml import QmlElement

from magdagdon.engine import Difficulty, Game, Phase, describe_plan, required_for_empty
from magdagdon.engine.board import encode
from magdagdon.engine.search import ROLLS, magdagdon_rolls
from magdagdon.qt.models import ReviewModel
from magdagdon.qt.properties import Published, published, uncreatable

if TYPE_CHECKING:
    from magdagdon.ai.expert import ExpertPlayer
    from magdagdon.qt.lane import Report, Worker

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

RiskBoard = tuple[tuple[int, ...], int]


class HintSubject(Protocol):
    """What the hint service needs of a session: its game, when it changes, the assisted mark."""

    @property
    def game(self) -> Game: ...

    @property
    def gameChanged(self) -> SignalInstance: ...

    def markAssisted(self) -> None: ...


def state_key(game: Game) -> tuple[int, int]:
    """Identifies a position: the game object and how many actions it has seen."""
    return id(game), len(game.actions)


def risk_board(game: Game) -> RiskBoard | None:
    """The board the risk figure is about (the field, prepared dice included) and the dice
    the next turn will need; None when no roll comes after it: the game is over, or the
    prepared dice fill the board (confirming them ends the game)."""
    if game.is_over:
        return None
    board = encode(game.field)
    empty = board.count(0)
    return (board, required_for_empty(game.difficulty, empty)) if empty else None


class _Lanes:
    """The three background lanes, made by ``HintService.start``, and the bot they share.

    The bot (``magdagdon.ai``: ~50 ms to import, ~60 ms to build its tables) is made on the
    hint lane's own thread by a warm-up job, so starting the service never stalls a frame.
    A review makes a bot of its own on its lane and lets it go when done (a bot kept for
    reviews grew by its caches, game after game: issue 16).
    """

    def __init__(self, service: HintService) -> None:
        from magdagdon.qt.lane import Worker

        self._player: ExpertPlayer | None = None
        self.hints: Worker = Worker(service._hint_done, service)
        self.risks: Worker = Worker(service._risk_done, service)
        self.reviews: Worker = Worker(
            service._review_done, service, on_progress=service._review_turns
        )
        self.hints.start(lambda _stop: self.player and None)

    @property
    def player(self) -> ExpertPlayer:
        """The expert bot (issue 20; made on first use, normally by the warm-up job)."""
        if self._player is None:
            from magdagdon.ai.expert import ExpertPlayer

            self._player = ExpertPlayer()
        return self._player

    def all(self) -> tuple[Worker, Worker, Worker]:
        return self.hints, self.risks, self.reviews


@QmlElement
@uncreatable("the app creates the HintService and hands it to Main.qml")
class HintService(Published):
    """HINT (the expert bot's turn, shown as ghost dice), the live risk, the review."""

    busyChanged = Signal()
    hintChanged = Signal()
    riskChanged = Signal()
    canHintChanged = Signal()
    reviewChanged = Signal()
    reviewFailedChanged = Signal()
    nextRollChanged = Signal()

    #: True while the bot thinks about a hint.
    busy = published(bool, "busy", busyChanged)
    #: The expert's plan for this position, as QML gets a plan (ARCHITECTURE.md "An action
    #: and a plan, as QML gets them"): its actions in play order (PREPAREs numbered by
    #: ``order``, then CONFIRM; or one power; or the ruin); [] when there is none.
    hint = published(list, "hint", hintChanged)
    #: Chance 0..1 that the next roll is a MAGDAGDON on the board after the prepared dice.
    risk = published(float, "risk", riskChanged)
    #: There is something to hint at (dice rolled: PLACE or MAGDAGDON).
    canHint = published(bool, "canHint", canHintChanged)
    #: A roll comes after the board as it is (``risk`` is about it): False at the game's
    #: end and when the prepared dice fill the board.
    nextRoll = published(bool, "nextRoll", nextRollChanged)
    #: After ``requestReview()`` (or by itself at game over): one item per finished turn,
    #: growing turn by turn as the bot goes, see ``TurnReview.to_dict`` (turn, roll,
    #: powers [actions], placed [{cell, value}], ruined, suggestion [a plan], then [a
    #: plan], lost).
    review = published(list, "review", reviewChanged)
    #: The last review stopped on an error (the bot's): the page says so and offers to ask
    #: again. False again once a review starts.
    reviewFailed = published(bool, "reviewFailed", reviewFailedChanged)

    def _get_review_model(self) -> ReviewModel:
        return self._review_model

    #: ``review`` as a list model (role ``turn``): a new turn is an inserted row, so the
    #: page's list keeps its place (a new JS array each turn put it back at its top).
    reviewModel = Property(ReviewModel, _get_review_model, constant=True)

    def __init__(self, session: HintSubject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._lanes: _Lanes | None = None
        self._hint_key: tuple[int, int] | None = None
        self._review_key: tuple[int, int] | None = None
        self._risk_cache: dict[RiskBoard, float] = {}
        self._risk_for: RiskBoard | None = None
        self._game_id = id(session.game)
        #: The difficulties the bot was asked about in this window (HINT or REVIEW). Only for
        #: them does a review start by itself at game over: a first review costs 6-9 MiB that
        #: stay (the n-tuple tables, ~6.5 MiB, and the heap it leaves), which a player who
        #: never asks must not pay (issue 16: the window after ten games).
        self._asked: set[Difficulty] = set()
        self._review_model = ReviewModel(self)
        idle = {"busy": False, "hint": [], "risk": 0.0, "canHint": False, "nextRoll": False}
        self.publish({**idle, "review": [], "reviewFailed": False})
        self.reviewChanged.connect(self._review_published)
        session.gameChanged.connect(self._game_changed)
        self._game_changed()

    @property
    def started(self) -> bool:
        """The bot is loaded and the risk figure follows the game."""
        return self._lanes is not None

    def start(self) -> None:
        """Start the lanes and follow the game; the bot loads on the hint lane meanwhile."""
        if self._lanes is None:
            self._lanes = _Lanes(self)
            self._game_changed()

    @property
    def player(self) -> ExpertPlayer:
        """The bot that answers HINT (loaded by this call if it is not yet)."""
        return self._started().player

    def _started(self) -> _Lanes:
        self.start()
        assert self._lanes is not None
        return self._lanes

    # ---------------------------------------------------------------- slots
    @Slot()
    def requestHint(self) -> None:
        """Think about the current position off the GUI thread; ``hint`` changes when done."""
        game = self._session.game
        if game.phase not in (Phase.PLACE, Phase.MAGDAGDON):
            return
        lanes = self._started()
        snapshot = game.copy()

        def work(stop: threading.Event) -> list[dict[str, Any]]:
            player = lanes.player  # on the hint lane: made there if the warm-up has not yet
            player.should_stop = stop.is_set
            try:
                return describe_plan(player.decide(snapshot), snapshot)
            finally:
                player.should_stop = None

        self._hint_key = state_key(game)
        self._asked.add(game.difficulty)
        lanes.hints.start(work)
        self.publish({"busy": True})

    @Slot()
    def cancel(self) -> None:
        """Stop thinking; the hint shown (if any) stays until the game changes."""
        if self._lanes is not None:
            self._lanes.hints.cancel()
        self.publish({"busy": False})

    @Slot()
    def requestReview(self) -> None:
        """Review the game's finished turns off the GUI thread (for the review page); ``review``
        grows turn by turn. A review of this very position under way or done (begun at game
        over) is kept: the page opening asks again, and must not start it over."""
        game = self._session.game
        if self._review_key != state_key(game):
            self._start_review(game)

    def _start_review(self, game: Game) -> None:
        lanes = self._started()
        snapshot = game.copy()
        self._asked.add(game.difficulty)

        def work(stop: threading.Event, report: Report) -> object:
            from magdagdon.ai.expert import ExpertPlayer  # on the lane, never the GUI thread
            from magdagdon.ai.review import iter_review

            player = ExpertPlayer(should_stop=stop.is_set)  # its own: never the hint lane's
            turns: list[dict[str, Any]] = []
            for turn in iter_review(snapshot, player, stop.is_set):
                turns.append(turn.to_dict())
                report(list(turns))
            return turns

        self._review_key = state_key(game)
        self.publish({"review": [], "reviewFailed": False})
        lanes.reviews.start_reporting(work)

    def wait(self, msecs: int = 5000) -> bool:
        """For tests and shutdown: wait for the background jobs to finish."""
        lanes = self._lanes.all() if self._lanes is not None else ()
        return all(w.wait(msecs) for w in lanes)

    def shutdown(self) -> None:
        """Cancel everything and wait (call before the application quits)."""
        for worker in self._lanes.all() if self._lanes is not None else ():
            worker.cancel()
        self.wait()

    # ------------------------------------------------------------- internal
    def _game_changed(self) -> None:
        game = self._session.game
        lanes = self._lanes
        if id(game) != self._game_id:
            self._game_id = id(game)
            if lanes is not None:
                lanes.reviews.cancel()
            self._review_key = None
            self.publish({"review": [], "reviewFailed": False})
        if self._hint_key != state_key(game):
            if lanes is not None and self._hint_key is not None:  # a request about the old one
                lanes.hints.cancel()
            self._hint_key = None
            self.publish({"busy": False, "hint": []})
        which = risk_board(game)
        self.publish(
            {"canHint": game.phase in (Phase.PLACE, Phase.MAGDAGDON), "nextRoll": which is not None}
        )
        if lanes is not None:
            self._update_risk(which, lanes.risks)
            over = game.is_over and self._review_key != state_key(game)
            if over and game.difficulty in self._asked:
                self._start_review(game)  # ready when REVIEW is tapped

    def _update_risk(self, which: RiskBoard | None, risks: Worker) -> None:
        self._risk_for = which
        if which is None:
            risks.cancel()
            self.publish({"risk": 0.0})
            return
        cached = self._risk_cache.get(which)
        if cached is not None:
            risks.cancel()
            self.publish({"risk": cached})
            return
        board, required = which

        def work(_stop: threading.Event) -> tuple[RiskBoard, float]:
            return which, magdagdon_rolls(board, required) / ROLLS

        risks.start(work)

    def _risk_done(self, token: int, result: object) -> None:
        if self._lanes is None or token != self._lanes.risks.token or result is None:
            return
        assert isinstance(result, tuple)
        which: RiskBoard = result[0]
        chance: float = result[1]
        if len(self._risk_cache) > 10_000:
            self._risk_cache.clear()
        self._risk_cache[which] = chance
        if which == self._risk_for:
            self.publish({"risk": chance})

    def _review_turns(self, token: int, turns: object) -> None:
        """The turns reviewed so far (the review lane reports each one as it is done)."""
        if self._lanes is None or token != self._lanes.reviews.token:
            return
        if self._review_key == state_key(self._session.game):
            self.publish({"review": turns})

    def _review_published(self) -> None:
        self._review_model.update(self.review)

    def _review_done(self, token: int, result: object) -> None:
        if self._lanes is None or token != self._lanes.reviews.token:
            return
        if result is None:  # the review failed: asking again starts it over
            self._review_key = None
            self.publish({"reviewFailed": True})
        else:
            self._review_turns(token, result)
        from magdagdon.app.memory import release_free_memory  # the review's bot is gone

        release_free_memory()

    def _hint_done(self, token: int, result: object) -> None:
        if self._lanes is None or token != self._lanes.hints.token:
            return  # stale: a newer request or a change of the game
        self.publish({"busy": False})
        if result is None or self._hint_key != state_key(self._session.game):
            return
        self.publish({"hint": result})
        self._session.markAssisted()  # the session owns the mark; it is kept in the record
