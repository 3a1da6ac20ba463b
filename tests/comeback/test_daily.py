"""The daily challenge: one counted attempt per day and difficulty, and the streaks."""

from __future__ import annotations

import random
from datetime import date, timedelta

import pytest

from magdagdon.comeback import (
    Daily,
    DailyStatus,
    MemoryHistory,
    Played,
    Streak,
    daily_seed,
    streak,
)
from magdagdon.comeback.text import countdown
from magdagdon.engine import Difficulty, Game

from .games import FakeClock, noon, play_turn

DAY = date(2026, 12, 1)


def finish(daily: Daily, difficulty: Difficulty, rng: random.Random) -> int:
    """Play today's daily of ``difficulty`` to its end, as the app does; the final score."""
    game, counted = daily.start(difficulty)
    while not game.is_over:
        play_turn(game, rng)
    if counted:
        result = daily.follow(game, daily.today())
        assert result is not None
        daily.history.add_game(result)
    return game.score().total


def test_the_daily_seed_is_the_days_and_differs_between_days() -> None:
    assert daily_seed(DAY) == daily_seed(date(2026, 12, 1))
    assert len({daily_seed(DAY + timedelta(days=i)) for i in range(400)}) == 400
    assert all(0 <= daily_seed(DAY + timedelta(days=i)) < 2**60 for i in range(50))


def test_the_first_game_of_the_day_counts_and_a_second_is_practice() -> None:
    clock = FakeClock(noon(DAY))
    daily = Daily(MemoryHistory(), clock)
    assert daily.status(Difficulty.PEACEFUL) is DailyStatus.NEW
    game, counted = daily.start(Difficulty.PEACEFUL)
    assert counted and game.seed == daily_seed(DAY) and not game.log
    assert daily.status(Difficulty.PEACEFUL) is DailyStatus.IN_PROGRESS

    score = finish(daily, Difficulty.PEACEFUL, random.Random(1))
    assert daily.status(Difficulty.PEACEFUL) is DailyStatus.DONE
    [row] = daily.table(Difficulty.PEACEFUL)
    assert row.day == DAY and row.result is not None and row.result.score == score

    practice, counted = daily.start(Difficulty.PEACEFUL)  # same dice, not counted
    assert not counted and practice.seed == daily_seed(DAY) and not practice.log
    while not practice.is_over:
        play_turn(practice, random.Random(99))
    assert daily.follow(practice, DAY) is None  # the counted result cannot be replaced
    assert [a.result.score for a in daily.table(Difficulty.PEACEFUL) if a.result] == [score]

    # Each difficulty has its own attempt the same day, on the same dice.
    assert daily.status(Difficulty.NIGHTMARE) is DailyStatus.NEW
    nightmare, counted = daily.start(Difficulty.NIGHTMARE)
    assert counted and nightmare.seed == game.seed


def test_an_attempt_left_midway_continues_later_that_day_where_it_was() -> None:
    clock = FakeClock(noon(DAY))
    daily = Daily(MemoryHistory(), clock)
    game, _ = daily.start(Difficulty.SURVIVAL)
    rng = random.Random(5)
    for _ in range(3):
        play_turn(game, rng)
    game.roll()  # mid-turn: a die put down and taken back, then left
    cell = min(game.legal_cells(0))
    game.prepare(0, cell)
    game.take_back(0)
    daily.follow(game, DAY)  # the player leaves it (another game, or the app closes)
    clock.when += timedelta(hours=6)
    again, counted = daily.start(Difficulty.SURVIVAL)
    assert counted and again.log == game.log and again.turns == 3
    game.prepare(0, cell)  # and on with it: still the attempt
    assert daily.counted_day(again) == DAY
    # The saved game restored after a restart (its log may leave out undone moves).
    assert daily.counted_day(type(game).from_dict(game.to_dict())) == DAY
    # A game on other dice is never taken for the attempt.
    other = type(game)(Difficulty.SURVIVAL, game.seed + 1)
    assert daily.counted_day(other) is None


def test_the_next_day_brings_a_new_daily() -> None:
    clock = FakeClock(noon(DAY))
    daily = Daily(MemoryHistory(), clock)
    finish(daily, Difficulty.PEACEFUL, random.Random(2))
    clock.next_day()
    assert daily.status(Difficulty.PEACEFUL) is DailyStatus.NEW
    game, counted = daily.start(Difficulty.PEACEFUL)
    assert counted and game.seed == daily_seed(DAY + timedelta(days=1))


@pytest.mark.parametrize(
    ("clock", "left", "shown"),
    [
        ((12, 0, 0, 0), timedelta(hours=12), "12:00:00"),
        ((18, 52, 51, 0), timedelta(hours=5, minutes=7, seconds=9), "5:07:09"),
        ((23, 59, 59, 500_000), timedelta(microseconds=500_000), "0:00:00"),
        ((0, 0, 0, 0), timedelta(days=1), "24:00:00"),
    ],
)
def test_the_next_daily_is_at_the_next_midnight(
    clock: tuple[int, int, int, int], left: timedelta, shown: str
) -> None:
    """Issue 38: the game over of a daily counts down to the next one."""
    now = noon(DAY).replace(hour=clock[0], minute=clock[1], second=clock[2], microsecond=clock[3])
    daily = Daily(MemoryHistory(), FakeClock(now))
    assert daily.until_next() == left
    assert countdown(daily.until_next()) == shown


def test_streaks_count_consecutive_days_and_break_on_a_missed_day() -> None:
    clock = FakeClock(noon(DAY))
    daily = Daily(MemoryHistory(), clock)
    rng = random.Random(3)
    seen = []
    for _ in range(3):  # three days in a row
        finish(daily, Difficulty.PEACEFUL, rng)
        seen.append(daily.streak(Difficulty.PEACEFUL))
        clock.next_day()
    assert [(s.current, s.best) for s in seen] == [(1, 1), (2, 2), (3, 3)]
    # The next morning, before playing: yesterday's streak is still alive.
    assert (daily.streak(Difficulty.PEACEFUL).current, daily.streak(Difficulty.PEACEFUL).best) == (
        3,
        3,
    )
    clock.next_day()  # a day missed: broken
    assert daily.streak(Difficulty.PEACEFUL).current == 0
    finish(daily, Difficulty.PEACEFUL, rng)
    s = daily.streak(Difficulty.PEACEFUL)
    assert (s.current, s.best) == (1, 3)
    assert daily.streak(Difficulty.SURVIVAL).best == 0  # per difficulty


@pytest.mark.parametrize(
    ("offsets", "today", "expected"),
    [
        ([], 0, (0, 0)),
        ([0], 0, (1, 1)),
        ([-1], 0, (1, 1)),
        ([-2], 0, (0, 1)),
        ([-5, -4, -3, -1, 0], 0, (2, 3)),
        ([0, 0, -1], 0, (2, 2)),
    ],
)
def test_streak_of_days(offsets: list[int], today: int, expected: tuple[int, int]) -> None:
    s = streak([DAY + timedelta(days=o) for o in offsets], DAY + timedelta(days=today))
    assert (s.current, s.best) == expected


# ------------------------------------------------- issue 37.2: a clock set back counts nothing
def test_a_clock_set_back_plays_past_dailies_as_practice_and_inflates_no_streak() -> None:
    clock = FakeClock(noon(DAY))
    daily = Daily(MemoryHistory(), clock)
    rng = random.Random(4)
    finish(daily, Difficulty.PEACEFUL, rng)
    assert daily.streak(Difficulty.PEACEFUL) == Streak(1, 1)
    for back in (1, 2, 30, 3 * 365):  # yesterday, the day before, last month, years ago
        clock.when = noon(DAY - timedelta(days=back))
        for difficulty in Difficulty:  # every difficulty: never played that day either
            assert daily.status(difficulty) is DailyStatus.BEHIND
            assert daily.behind() == DAY
            game, counted = daily.start(difficulty)
            assert not counted and game.seed == daily_seed(clock.when.date())
            assert daily.counted_day(game) is None
            while not game.is_over:
                play_turn(game, rng)
            daily.history.add_game(Played.of(game, clock.now()))  # an ordinary game
    clock.when = noon(DAY)  # the clock is right again
    assert daily.behind() is None
    for difficulty in Difficulty:
        assert [a.day for a in daily.table(difficulty)] == (
            [DAY] if difficulty is Difficulty.PEACEFUL else []
        )
    assert daily.streak(Difficulty.PEACEFUL) == Streak(1, 1)
    assert daily.status(Difficulty.SURVIVAL) is DailyStatus.NEW  # today still counts
    clock.next_day()
    assert daily.status(Difficulty.PEACEFUL) is DailyStatus.NEW
    finish(daily, Difficulty.PEACEFUL, rng)
    assert daily.streak(Difficulty.PEACEFUL) == Streak(2, 2)


def test_a_game_finished_today_holds_the_clock_too() -> None:
    """Not only dailies: a day on which any game was finished is a day the game has seen."""
    clock = FakeClock(noon(DAY))
    history = MemoryHistory()
    daily = Daily(history, clock)
    game = Game(Difficulty.SURVIVAL, 7)
    while not game.is_over:
        play_turn(game, random.Random(1))
    history.add_game(Played.of(game, clock.now()))
    clock.when = noon(DAY - timedelta(days=1))
    assert daily.status(Difficulty.NIGHTMARE) is DailyStatus.BEHIND
    assert not daily.start(Difficulty.NIGHTMARE)[1]
