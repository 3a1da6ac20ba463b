"""HintService and AttractDriver: work off the GUI thread, cancellable, never stale; the risk
figure is exact."""

from __future__ import annotations

import os
import subprocess
import sys
from itertools import product
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal

from magdagdon.engine import (
    AcceptMagdagdon,
    Confirm,
    Difficulty,
    Game,
    Phase,
    Plan,
    Prepare,
    Reroll,
    can_place,
    describe_plan,
)
from magdagdon.engine.actions import Action
from magdagdon.kiosk.autoplay import AttractDriver
from magdagdon.presenter.taps import Kind, Tap, plan_taps
from magdagdon.qt.hints import HintService
from tests.ai.boards import game_with_board


class FakeSession(QObject):
    """The interface the hint service needs (HintSubject): ``game``, ``gameChanged`` and
    ``markAssisted``; ``assisted`` counts the marks so a test sees each one."""

    gameChanged = Signal()

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.marks = 0

    def markAssisted(self) -> None:
        self.marks += 1

    def act(self, action) -> None:
        action(self.game)
        self.gameChanged.emit()

    def replace(self, game: Game) -> None:
        self.game = game
        self.gameChanged.emit()


def brute_force_risk(game: Game) -> float:
    """Count MAGDAGDON rolls one by one over all 6**4 ordered rolls with the public can_place."""
    field = game.field
    required = min(game.difficulty.minimum, sum(1 for c in field if c is None))
    bad = sum(1 for roll in product(range(1, 7), repeat=4) if not can_place(field, roll, required))
    return bad / 1296


@pytest.fixture
def service(qtbot):
    made = []

    def make(game: Game) -> tuple[HintService, FakeSession]:
        session = FakeSession(game)
        hints = HintService(session)
        hints.start()  # the application does it after the first frame
        made.append(hints)
        return hints, session

    yield make
    for hints in made:
        hints.shutdown()


def _settle_risk(qtbot, hints: HintService, expected: float) -> None:
    qtbot.waitUntil(lambda: hints.wait(0) and abs(hints.risk - expected) < 1e-12, timeout=10_000)


CRAFTED = [
    (Difficulty.PEACEFUL, [1, 2, 3, 4] + [None] * 12),
    (Difficulty.NIGHTMARE, [1, 2, 3, 4] + [None] * 12),
    (Difficulty.NIGHTMARE, [3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, None, None, None, None]),
    (Difficulty.SURVIVAL, [None, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6]),
    (Difficulty.PEACEFUL, [1, 2, 3, 4, 2, 3, 4, 5] + [None] * 8),
    (Difficulty.NIGHTMARE, [1, 2, 3, 4, 2, None, None, 5, 3, 3, 4, 4] + [None] * 4),
]


@pytest.mark.parametrize(("difficulty", "board"), CRAFTED)
def test_risk_matches_a_brute_force_count(service, qtbot, difficulty, board):
    game = game_with_board(difficulty, board)
    expected = brute_force_risk(game)
    hints, _ = service(game)
    _settle_risk(qtbot, hints, expected)
    assert hints.risk == pytest.approx(expected)


def test_risk_counts_the_prepared_dice(service, qtbot):
    game = game_with_board(Difficulty.NIGHTMARE, [1, 2, 3, 4] + [None] * 12)
    hints, session = service(game)
    _settle_risk(qtbot, hints, brute_force_risk(game))
    before = hints.risk
    session.act(lambda g: g.roll([5, 4, 4, 6]))
    session.act(lambda g: g.prepare(1, 7))  # a 4 under the 4
    session.act(lambda g: g.prepare(0, 11))  # a 5 under that
    expected = brute_force_risk(game)
    assert expected != before
    _settle_risk(qtbot, hints, expected)
    assert hints.risk == pytest.approx(expected)


def test_empty_board_has_no_risk_on_peaceful(service, qtbot):
    hints, _ = service(Game(Difficulty.PEACEFUL, 1))
    hints.wait()
    qtbot.wait(50)
    assert hints.risk == 0.0


def test_hint_arrives_without_blocking_as_a_plan_that_plays(service, qtbot):
    """The strongest player measured decides (benchmarks/RESULTS.md); what it advises is
    not pinned here (with 3-4-5 and a 6 it may keep the row open: 1,500 paired playouts
    score that higher), only that the advice arrives without blocking, is numbered, and
    plays as shown."""
    game = game_with_board(Difficulty.PEACEFUL, [3, 4, 5, None] + [None] * 12)
    hints, session = service(game)
    assert not hints.canHint
    session.act(lambda g: g.roll([1, 6, 2, 2]))
    assert hints.canHint
    with qtbot.waitSignal(hints.hintChanged, timeout=10_000):
        hints.requestHint()
        assert hints.busy  # the call returned while the bot still thinks
    assert not hints.busy
    assert session.marks == 1  # the session, the one owner of "assisted", is told
    *steps, last = hints.hint
    assert all(item["kind"] == "prepare" for item in steps) and last["kind"] == "confirm"
    assert [item["order"] for item in steps] == list(range(1, len(steps) + 1))
    assert len(steps) >= game.required
    turns = game.turns
    # the ghost dice can be played as shown: each its die's value, on a cell it may take
    for item in steps:
        assert game.dice[item["die"]].value == item["value"]
        assert item["cell"] in game.legal_cells(item["die"])
        game.prepare(item["die"], item["cell"])
    game.confirm()
    assert game.turns == turns + 1


def test_a_change_of_the_game_clears_the_hint(service, qtbot):
    game = Game(Difficulty.PEACEFUL, 5)
    hints, session = service(game)
    session.act(lambda g: g.roll([3, 4, 4, 5]))
    with qtbot.waitSignal(hints.hintChanged, timeout=10_000):
        hints.requestHint()
    assert hints.hint
    with qtbot.waitSignal(hints.hintChanged, timeout=1_000):
        session.act(lambda g: g.prepare(0, 0))
    assert hints.hint == []
    assert session.marks == 1  # told once, when the hint showed; clearing it tells nothing


def test_cancel_stops_thinking_and_drops_the_result(service, qtbot):
    hints, session = service(Game(Difficulty.PEACEFUL, 9))
    session.act(lambda g: g.roll([3, 4, 4, 5]))
    changes = []
    hints.hintChanged.connect(lambda: changes.append(hints.hint))
    hints.requestHint()
    assert hints.busy
    hints.cancel()
    assert not hints.busy
    assert hints.wait(10_000)
    qtbot.wait(100)  # let any queued result arrive: it must be ignored
    assert changes == []
    assert hints.hint == []
    assert session.marks == 0  # nothing was shown: the game is not assisted


def test_a_stale_result_never_shows(service, qtbot):
    hints, session = service(Game(Difficulty.PEACEFUL, 11))
    session.act(lambda g: g.roll([3, 4, 4, 5]))
    hints.requestHint()
    session.act(lambda g: g.prepare(0, 0))  # the position changes while the bot thinks
    assert hints.wait(10_000)
    qtbot.wait(100)
    assert hints.hint == []
    assert not hints.busy


def test_hint_in_magdagdon_names_a_power_or_a_ruin(service, qtbot):
    board = [None, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6]
    game = game_with_board(Difficulty.PEACEFUL, board)
    hints, session = service(game)
    session.act(lambda g: g.roll([2, 2, 2, 2]))
    assert game.phase is Phase.MAGDAGDON
    with qtbot.waitSignal(hints.hintChanged, timeout=10_000):
        hints.requestHint()
    (item,) = hints.hint
    assert item["kind"] in ("adjust", "reroll")


def test_request_outside_a_turn_does_nothing(service):
    hints, _ = service(Game(Difficulty.PEACEFUL, 1))
    hints.requestHint()
    assert not hints.busy and hints.hint == []


def test_the_hint_is_a_plan_as_qml_gets_it():
    """The expert's plan, described by the engine's one description (describe_plan)."""
    game = Game(Difficulty.PEACEFUL, 1)
    game.roll([5, 4, 3, 3])
    plan = Plan((Prepare(2, 5), Prepare(1, 6), Confirm()))
    shown = describe_plan(plan, game)
    assert [(a["kind"], a["die"], a["cell"], a["value"], a["order"]) for a in shown] == [
        ("prepare", 2, 5, 3, 1),
        ("prepare", 1, 6, 4, 2),
        ("confirm", -1, -1, 0, 0),
    ]
    ruin = describe_plan(Plan((AcceptMagdagdon(7),)), game)
    assert [(a["kind"], a["cell"]) for a in ruin] == [("ruin", 7)]


def test_a_plan_is_tapped_in_after_the_prepared_dice_come_back():
    game = Game(Difficulty.PEACEFUL, 1)
    game.roll([3, 4, 4, 5])
    game.prepare(0, 0)
    game.prepare(1, 1)
    taps = plan_taps(Plan((Prepare(3, 5), Prepare(2, 6), Confirm())), game)
    # R3.4 on a board of no number: the die that stays is the earliest left, so each comes back
    assert taps[:3] == [Tap(Kind.CLEAR), Tap(Kind.DIE, 0), Tap(Kind.DIE, 1)]
    assert taps[3:] == [
        Tap(Kind.DIE, 3),
        Tap(Kind.CELL, 5),
        Tap(Kind.DIE, 2),
        Tap(Kind.CELL, 6),
        Tap(Kind.CONFIRM),
    ]
    power = plan_taps(Plan((Reroll((1, 2)),)), Game.from_dict(game.to_dict()))
    assert power[-4:] == [
        Tap(Kind.POWER, "REROLL"),
        Tap(Kind.DIE, 1),
        Tap(Kind.DIE, 2),
        Tap(Kind.POWER, "REROLL"),
    ]


def test_a_shown_hint_marks_the_real_session_until_a_new_game(qtbot):
    from magdagdon.qt.session import GameSession

    session = GameSession(seed=8)
    hints = HintService(session)
    assert not hints.started  # the bot loads after the first frame, or on the first request
    session.queue_rolls([3, 4, 4, 5])
    session.roll()
    with qtbot.waitSignal(session.assistedChanged, timeout=10_000):
        hints.requestHint()
    assert hints.started and hints.hint and session.assisted
    session.newGame()
    assert not session.assisted and hints.hint == []
    hints.shutdown()


def test_an_unstarted_service_follows_the_turn_but_not_the_risk(qtbot):
    from magdagdon.qt.session import GameSession

    session = GameSession(seed=8)
    hints = HintService(session)
    session.queue_rolls([3, 4, 4, 5])
    session.roll()
    assert hints.canHint and hints.risk == 0.0 and hints.wait(0)
    hints.start()
    game = session.game
    session.tapDie(0)  # selection only: the board is the same
    _settle_risk(qtbot, hints, brute_force_risk(game))
    hints.shutdown()


def test_attract_driver_plays_a_whole_game_through_the_session(qtbot):
    from magdagdon.qt.session import GameSession

    session = GameSession(seed=3)
    driver = AttractDriver(session, level="greedy", interval=50, loop=False)
    with qtbot.waitSignal(driver.gameFinished, timeout=60_000) as finished:
        driver.start()
        assert driver.running
    driver.stop()
    assert not driver.running
    assert session.game.is_over
    assert finished.args[0] == session.game.score().total
    assert session.rejections == 0  # every tap was one the engine accepts
    driver.wait()


def test_review_arrives_off_the_gui_thread(service, qtbot):
    from magdagdon.ai.players import GreedyPlayer
    from magdagdon.ai.runner import play_game

    game = play_game(GreedyPlayer(), Difficulty.SURVIVAL, 12, keep_game=True).game
    hints, _ = service(game)
    with qtbot.waitSignal(hints.reviewChanged, timeout=60_000):
        hints.requestReview()
    qtbot.waitUntil(lambda: len(hints.review) == game.turns, timeout=60_000)
    turns = hints.review
    assert {"turn", "roll", "placed", "ruined", "suggestion", "lost"} <= set(turns[0])


def finished(difficulty: Difficulty, seed: int) -> Game:
    from magdagdon.ai.players import GreedyPlayer
    from magdagdon.ai.runner import play_game

    return play_game(GreedyPlayer(), difficulty, seed, keep_game=True).game


def one_action_short(difficulty: Difficulty, seed: int) -> tuple[Game, Action]:
    """A greedy game just before its last action (which ends it), and that action."""
    from magdagdon.engine import replay

    game = finished(difficulty, seed)
    last = list(replay(game.restarted(), game.actions))[-1]
    return last.before, last.action


def test_review_is_published_turn_by_turn_with_the_numbers_of_a_review(service, qtbot):
    """The page shows each turn as soon as the bot is done with it; the shared, warm bot of
    the hint lane gives exactly the numbers of ``review`` with a bot of its own."""
    from magdagdon.ai.expert import ExpertPlayer
    from magdagdon.ai.review import review

    game = finished(Difficulty.SURVIVAL, 12)
    hints, _ = service(game)
    sizes: list[int] = []
    hints.reviewChanged.connect(lambda: sizes.append(len(hints.review)))
    hints.requestReview()
    qtbot.waitUntil(lambda: len(hints.review) == game.turns, timeout=60_000)
    assert sizes == list(range(1, game.turns + 1))
    assert hints.review == [t.to_dict() for t in review(game, ExpertPlayer())]


def asked_about(hints: HintService, session: FakeSession, qtbot) -> None:
    """The player asks for a HINT (the position must be in PLACE or MAGDAGDON)."""
    assert session.game.phase in (Phase.PLACE, Phase.MAGDAGDON)
    with qtbot.waitSignal(hints.hintChanged, timeout=20_000):
        hints.requestHint()


@pytest.mark.parametrize("difficulty", [Difficulty.PEACEFUL, Difficulty.NIGHTMARE])
def test_the_review_starts_by_itself_at_game_over_once_the_bot_was_asked(
    service, qtbot, difficulty
):
    """Ready when REVIEW is tapped: the page asking again keeps it (no second review)."""
    before, last = one_action_short(difficulty, 4)
    hints, session = service(before)
    asked_about(hints, session, qtbot)
    assert hints.review == []
    session.act(lambda g: g.apply(last))
    assert session.game.is_over
    qtbot.waitUntil(lambda: len(hints.review) == session.game.turns, timeout=60_000)
    assert hints.wait(10_000)
    changes: list[object] = []
    hints.reviewChanged.connect(lambda: changes.append(hints.review))
    hints.requestReview()  # the review page opening
    assert hints.wait(10_000)
    qtbot.wait(50)
    assert changes == [] and len(hints.review) == session.game.turns


@pytest.mark.parametrize("difficulty", [Difficulty.PEACEFUL, Difficulty.NIGHTMARE])
def test_the_review_waits_for_review_until_the_bot_was_asked(service, qtbot, difficulty):
    """Issue 16: a first review leaves 6-9 MiB in the window (NIGHTMARE's and SURVIVAL's
    tables, the heap): a player who never asks for HINT or REVIEW never pays them. Once the
    player asked for a review, the next game's starts by itself at game over."""
    before, last = one_action_short(difficulty, 8)
    hints, session = service(before.copy())
    assert hints.wait(10_000)
    session.act(lambda g: g.apply(last))
    assert hints.wait(10_000)
    qtbot.wait(50)
    assert hints.review == []
    hints.requestReview()  # REVIEW tapped
    qtbot.waitUntil(lambda: len(hints.review) == session.game.turns, timeout=60_000)
    session.replace(before.copy())  # another game (a new object), just before its end
    assert hints.review == []
    session.act(lambda g: g.apply(last))
    qtbot.waitUntil(lambda: len(hints.review) == session.game.turns, timeout=60_000)


def test_a_new_game_cancels_the_review_begun_at_game_over(service, qtbot, monkeypatch):
    import importlib
    import threading

    reviews = importlib.import_module("magdagdon.ai.review")  # (the package names a function so)
    new_game = threading.Event()
    turns: list[int] = []
    original = reviews.iter_review

    def held(game, player=None, should_stop=None):
        new_game.wait(10)  # the player starts a new game before the bot's first turn
        for turn in original(game, player, should_stop):
            turns.append(turn.turn)
            yield turn

    monkeypatch.setattr(reviews, "iter_review", held)
    before, last = one_action_short(Difficulty.PEACEFUL, 4)
    hints, session = service(before)
    asked_about(hints, session, qtbot)
    changes: list[object] = []
    hints.reviewChanged.connect(lambda: changes.append(hints.review))
    session.act(lambda g: g.apply(last))  # game over: the review starts...
    assert not hints.wait(100)  # ...and is under way
    session.replace(Game(Difficulty.PEACEFUL, 99))  # NEW GAME
    new_game.set()
    assert hints.wait(10_000)
    qtbot.wait(50)
    assert turns == []  # stopped before its first turn
    assert changes == [] and hints.review == []


def test_qml_sees_the_service_as_a_typed_property(service, qtbot):
    from PySide6.QtQml import QQmlComponent, QQmlEngine

    game = game_with_board(Difficulty.PEACEFUL, [3, 4, 5, None] + [None] * 12)
    hints, session = service(game)
    session.act(lambda g: g.roll([1, 6, 2, 2]))
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(
        b"import QtQuick\n"
        b"import Magdagdon.Backend\n"
        b"Item {\n"
        b"  required property HintService hints\n"
        b"  property real risk: hints.risk\n"
        b"  property int ghosts: hints.hint.length\n"
        b"  property var first: hints.hint.length ? hints.hint[0] : null\n"
        b"  property bool thinking: hints.busy\n"
        b"}\n",
        "inline.qml",
    )
    item = component.createWithInitialProperties({"hints": hints})
    assert item is not None, component.errorString()
    with qtbot.waitSignal(hints.hintChanged, timeout=10_000):
        hints.requestHint()
    assert item.property("ghosts") == len(hints.hint) >= 2
    first = item.property("first")
    assert first["order"] == 1 and first["kind"] == "prepare"
    qtbot.waitUntil(lambda: item.property("risk") == pytest.approx(hints.risk))


def test_starting_loads_the_bot_off_the_gui_thread(qtbot, monkeypatch):
    """Issue 16: after the first frame the bot's ~100 ms of set-up must not stall a frame."""
    import threading

    from magdagdon.ai import players

    made_on: list[threading.Thread] = []
    original = players.StrongPlayer.__init__

    def recording(self, *args, **kwargs):
        made_on.append(threading.current_thread())
        original(self, *args, **kwargs)

    monkeypatch.setattr(players.StrongPlayer, "__init__", recording)
    hints = HintService(FakeSession(Game(Difficulty.PEACEFUL, 3)))
    hints.start()
    assert hints.wait(10_000)
    assert made_on and made_on[0] is not threading.main_thread()
    hints.shutdown()


class BrokenReview:
    """The review's bot made to raise after its first turn (``mend`` puts it right, ``breaks``
    breaks it again): a failing review job, as the lane sees it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        import importlib

        self._reviews = importlib.import_module("magdagdon.ai.review")
        self._monkeypatch = monkeypatch
        self._original = self._reviews.iter_review
        self.breaks()

    def breaks(self) -> None:
        original = self._original

        def broken(game, player=None, should_stop=None):
            for turn in original(game, player, should_stop):
                yield turn
                raise RuntimeError("the bot broke after one turn")

        self._monkeypatch.setattr(self._reviews, "iter_review", broken)

    def mend(self) -> None:
        self._monkeypatch.setattr(self._reviews, "iter_review", self._original)


def test_a_failed_review_says_so_and_asking_again_starts_it_over(service, qtbot, monkeypatch):
    """A review whose job raises never leaves the page waiting: ``reviewFailed`` says so (the
    turns published stay), and the next ``requestReview`` starts it over from the first."""
    bot = BrokenReview(monkeypatch)
    game = finished(Difficulty.PEACEFUL, 4)
    hints, session = service(game)
    assert hints.reviewFailed is False
    failed: list[bool] = []
    hints.reviewFailedChanged.connect(lambda: failed.append(hints.reviewFailed))
    hints.requestReview()
    qtbot.waitUntil(lambda: hints.reviewFailed, timeout=60_000)
    assert hints.wait(10_000)
    assert failed == [True]
    assert len(hints.review) == 1 and hints.reviewModel.rowCount() == 1  # kept in the list

    bot.mend()
    hints.requestReview()  # TRY AGAIN
    assert failed == [True, False] and hints.review == []
    qtbot.waitUntil(lambda: len(hints.review) == game.turns, timeout=60_000)
    assert hints.wait(10_000) and not hints.reviewFailed
    assert hints.reviewModel.turns() == hints.review

    bot.breaks()
    session.replace(finished(Difficulty.PEACEFUL, 5))
    hints.requestReview()
    qtbot.waitUntil(lambda: hints.reviewFailed, timeout=60_000)
    session.replace(Game(Difficulty.PEACEFUL, 99))  # NEW GAME: nothing failed about it
    assert not hints.reviewFailed and hints.review == []


@pytest.mark.parametrize("how", ["qwait", "later", "delete"])
def test_deleting_the_engine_with_busy_lanes_never_deadlocks(how: str) -> None:
    """Issue 37.9: deleting the engine without ``Application.shutdown()`` waited for a busy
    lane while holding the interpreter lock the lane needed. In a child process, bounded: a
    deadlock fails here instead of hanging the run."""
    child = Path(__file__).with_name("teardown_child.py")
    done = subprocess.run(
        [sys.executable, str(child), how],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        cwd=Path(__file__).resolve().parents[1],
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "TORN DOWN"
