"""Comeback with a real GameSession (no window): the counted daily through leaving and
coming back, restarts, play a code, and no SHARE in the kiosk."""

from __future__ import annotations

import gc
import random
import statistics
from datetime import timedelta

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QGuiApplication

from magdagdon.comeback import MemoryHistory, Played, daily_seed, figures, visitors_game
from magdagdon.comeback.comeback import Comeback
from magdagdon.comeback.text import number
from magdagdon.engine import Difficulty
from magdagdon.qt.session import GameSession
from tests.kiosk.conftest import bot_turn, finish_game

from .conftest import TODAY
from .games import FakeClock, finished_game, noon


@pytest.fixture(autouse=True)
def _collected_on_this_thread():
    """A Comeback and its session hold each other (session.observe) and Python owns them:
    left to the GC, a bot thread's allocation may free them later, and the Comeback's running
    midnight timer stays registered with this thread's event loop: the next qWait fires it
    on a deleted object (a segfault in a later test). They go here and now instead."""
    yield
    gc.collect()


@pytest.fixture
def parts(qapp):
    clock = FakeClock(noon(TODAY))
    history = MemoryHistory()
    session = GameSession(None, seed=5)
    comeback = Comeback(session, history, clock)
    yield session, history, clock, comeback
    comeback.deleteLater()  # pytest still holds the fixture's value: delete, not collect
    session.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_daily_left_midway_is_continued_and_counted_once(parts) -> None:
    session, _history, clock, comeback = parts
    comeback.playDaily("SURVIVAL")
    assert session.game.seed == daily_seed(TODAY) and comeback.current["kind"] == "daily"
    for _ in range(3):
        bot_turn(session)
    board = session.game
    comeback.playDaily("SURVIVAL")  # from the daily screen again: the same game goes on
    assert session.game is board and comeback.days["SURVIVAL"]["turnsPlayed"] == 3
    played = list(session.game.log)
    session.newGame()  # the player leaves it for another game
    assert comeback.current["kind"] == "game"
    info = comeback.days["SURVIVAL"]
    assert info["status"] == "IN_PROGRESS" and info["turnsPlayed"] == 3
    clock.when += timedelta(hours=5)
    comeback.playDaily("SURVIVAL")  # CONTINUE: where it was
    assert list(session.game.log) == played
    score = finish_game(session)
    assert comeback.days["SURVIVAL"]["status"] == "DONE"
    [counted] = comeback.games("SURVIVAL", daily=True)
    assert counted.score == score and counted.daily == TODAY
    comeback.playDaily("SURVIVAL")  # practice now
    assert comeback.current["kind"] == "practice" and not session.game.log
    finish_game(session)
    assert len(comeback.games("SURVIVAL", daily=True)) == 1
    assert len(comeback.games("SURVIVAL", daily=False)) == 2  # practice is in the history


def test_a_restart_on_the_saved_attempt_keeps_counting_it(parts) -> None:
    session, history, clock, comeback = parts
    comeback.playDaily("PEACEFUL")
    bot_turn(session)
    game = session.game
    # The app restarts: the session restores the saved game, a new Comeback sees it.
    again = GameSession(None)
    again.start_game(game.copy())
    later = Comeback(again, history, clock)
    assert later.current["kind"] == "daily"
    finish_game(again)
    assert later.days["PEACEFUL"]["status"] == "DONE"


def test_a_bad_code_changes_nothing_and_a_good_one_starts_its_game(parts) -> None:
    session, _history, _clock, comeback = parts
    session.roll()
    before = list(session.game.log)
    assert comeback.playCode("")  # explained
    assert "no game code" in comeback.playCode("MAGDAGDON")
    assert list(session.game.log) == before
    code = comeback.current["code"]
    session.newGame()
    assert comeback.playCode(code.lower()) == ""
    assert comeback.current["kind"] == "code" and comeback.current["code"] == code


def test_no_share_in_the_kiosk(qapp) -> None:
    session = GameSession(None, seed=9)
    kiosk = Comeback(session, MemoryHistory(), kiosk=True)
    finish_game(session)
    QGuiApplication.clipboard().setText("untouched")
    assert not kiosk.canShare and kiosk.share() == ""
    assert QGuiApplication.clipboard().text() == "untouched"


def test_the_kiosk_visitors_game_is_todays_daily() -> None:
    clock = FakeClock(noon(TODAY))
    game = visitors_game(Difficulty.NIGHTMARE, clock)
    assert game.seed == daily_seed(TODAY) and game.difficulty is Difficulty.NIGHTMARE
    clock.next_day()
    assert visitors_game(Difficulty.NIGHTMARE, clock).seed == daily_seed(TODAY + timedelta(days=1))


def test_the_statistics_screen_shows_the_figures_of_the_stored_history(qapp) -> None:
    history = MemoryHistory()
    rng = random.Random(11)
    start = noon(TODAY) - timedelta(days=30)
    for i in range(120):
        game = finished_game(rng.choice(list(Difficulty)), rng.getrandbits(60), rng)
        history.add_game(Played.of(game, start + timedelta(hours=6 * i), TODAY if i == 0 else None))
    comeback = Comeback(GameSession(None, seed=1), history, FakeClock(noon(TODAY)))
    for difficulty in Difficulty:
        games = [p for p in history.games() if p.difficulty is difficulty]
        f = figures(games)
        shown = comeback.statistics(difficulty.name, False)
        assert shown["summary"]["played"] == number(len(games))
        assert shown["summary"]["mean"] == number(statistics.mean(p.score for p in games), 1)
        assert shown["summary"]["best"] == number(max(p.score for p in games))
        assert [b["count"] for b in shown["histogram"]] == [b.count for b in f.histogram]
        assert [p["score"] for p in shown["history"]] == [p.score for p in f.history]
        assert len(shown["recent"]) == 10
        assert shown["recent"][0]["score"] == number(games[0].score)  # newest first
    assert comeback.statistics("PEACEFUL", True)["empty"] == (
        not any(p.daily for p in history.games() if p.difficulty is Difficulty.PEACEFUL)
    )


def test_past_midnight_the_screens_learn_of_the_new_daily(parts) -> None:
    _session, _history, clock, comeback = parts
    seen = []
    comeback.changed.connect(lambda: seen.append(comeback.today))
    comeback._check_day()  # the minute timer's check: same day, nothing to say
    assert seen == []
    clock.next_day()
    comeback._check_day()
    assert len(seen) == 1 and comeback.days["PEACEFUL"]["status"] == "NEW"
