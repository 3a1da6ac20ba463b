"""Game history, the daily's counted attempt and streaks (issue 14), with a clock the tests set."""

from __future__ import annotations

import json
import random
from datetime import UTC, date, datetime, timedelta

from magdagdon.engine import Difficulty, Game
from magdagdon.storage import HISTORY_SIZE, GameEntry, Store, make_settings, streaks
from magdagdon.storage.history import KEY_GAMES, merge_games, parse_games

from .player import step

P, S = Difficulty.PEACEFUL, Difficulty.SURVIVAL
DAY = date(2026, 12, 1)


def played(seed: int, difficulty: Difficulty = P) -> Game:
    game, rng = Game(difficulty, seed=seed), random.Random(seed)
    while not game.is_over:
        step(game, rng)
    return game


def at(n: int) -> datetime:
    return datetime(2026, 12, 1, 12, tzinfo=UTC) + timedelta(minutes=n)


def test_streaks_count_and_break_across_days():
    days = [DAY - timedelta(days=n) for n in (0, 1, 2, 4, 5, 6, 7)]
    assert streaks(days, DAY) == (3, 4)
    assert streaks(days, DAY + timedelta(days=1)) == (3, 4)  # today not played yet: it stands
    assert streaks(days, DAY + timedelta(days=2)) == (0, 4)  # a whole day missed: broken
    assert streaks([], DAY) == (0, 0)
    assert streaks([DAY, DAY], DAY) == (1, 1)  # two games on one day are one day


def test_a_finished_game_is_kept_with_everything_a_replay_needs(ini):
    store = Store(make_settings(ini))
    game = played(3)
    entry = store.add_game(game, finished=at(0))
    again = Store(make_settings(ini)).history()
    assert again == [entry]
    assert entry.score == game.score().total and entry.turns == game.turns
    assert entry.powers_used == game.powers_used and entry.seed == game.seed
    data = game.to_dict()
    assert list(entry.actions) == data.get("actions", data.get("log"))
    # the actions replay to the same final game (the engine's own serialisation)
    assert Game.from_dict(data).score().total == entry.score


def test_the_history_keeps_the_newest_thousand(ini):
    games = [played(n % 7) for n in range(7)]
    entries = [
        GameEntry(P, None, n, (), games[n % 7].score().total, at(n), games[n % 7].turns, 0, 0)
        for n in range(HISTORY_SIZE + 50)
    ]
    kept = merge_games(entries[:600], entries[600:])
    assert len(kept) == HISTORY_SIZE and kept[0].finished == at(50) and kept[-1] == entries[-1]


def test_two_windows_adding_games_keep_both(ini):
    a, b = Store(make_settings(ini)), Store(make_settings(ini))
    a.add_game(played(1), finished=at(1))
    b.add_game(played(2), finished=at(2))
    assert [e.finished for e in Store(make_settings(ini)).history()] == [at(2), at(1)]


def test_the_daily_counts_once_a_day_per_difficulty(ini):
    store = Store(make_settings(ini))
    store.today = lambda: DAY
    assert store.start_daily(P, "first") is True
    assert store.start_daily(P, "first") is True  # left and taken up again that day
    assert store.start_daily(P, "second") is False  # practice
    assert store.start_daily(S, "third") is True  # another difficulty, its own attempt
    other = Store(make_settings(ini))  # another window, later the same day
    other.today = lambda: DAY
    assert other.start_daily(P, "fourth") is False
    store.today = lambda: DAY + timedelta(days=1)
    assert store.start_daily(P, "second") is True  # a new day


def test_the_daily_streak_with_a_controlled_clock(ini):
    store = Store(make_settings(ini))
    for n in (0, 1, 2, 5):
        day = DAY + timedelta(days=n)
        store.add_game(played(n), daily=day, counted=True, finished=at(n * 1440))
    store.add_game(played(9), daily=DAY + timedelta(days=6), counted=False, finished=at(9999))
    store.today = lambda: DAY + timedelta(days=5)
    assert store.daily_streak() == (1, 3)  # practice games do not count
    store.today = lambda: DAY + timedelta(days=2)
    assert store.daily_streak() == (3, 3)
    assert store.daily_streak(S) == (0, 0)


def test_a_damaged_history_never_touches_the_high_scores(ini):
    store = Store(make_settings(ini))
    store.record(P, 120, 8, 0)
    store.add_game(played(4), finished=at(4))
    store.close()
    history = ini.with_name(ini.name + ".history.ini")
    history.write_bytes(history.read_bytes()[:200] + b"\x00garbage")
    again = Store(make_settings(ini))
    assert [r.score for r in again.high_scores(P)] == [120] and again.saveProblem == ""
    assert again.history() == []
    again.add_game(played(5), finished=at(5))
    again.close()
    assert len(Store(make_settings(ini)).history()) == 1


def test_broken_history_entries_are_dropped_alone():
    good = GameEntry(P, "ABC", 7, (["roll", [1, 2, 3, 4]],), 10, at(0), 8, 0, 0)
    raw = (
        '{"version":1,"games":['
        + ",".join(
            [
                json.dumps(good.to_json()),
                '{"difficulty":"PEACEFUL"}',
                json.dumps({**good.to_json(), "score": 9999}),
            ]
        )
        + "]}"
    )
    games, problems = parse_games(raw)
    assert games == [good] and problems == ["dropped 2 broken game(s) from the history"]
    assert parse_games("not json")[0] == [] and KEY_GAMES == "history/games"
