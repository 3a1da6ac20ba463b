"""The history file: kept across restarts, merged between windows, bounded, and a damaged
file set aside without touching anything else (issue 14: stored with the high scores' care)."""

from __future__ import annotations

import json
import random
from datetime import date, datetime, timedelta
from pathlib import Path

from magdagdon.comeback import Attempt, Daily, Played
from magdagdon.comeback.keeper import FileHistory, attempt_json, played_json
from magdagdon.comeback.sources import replay_games
from magdagdon.engine import Difficulty

from .games import FakeClock, finished_game, noon, play_turn

START = datetime(2026, 11, 1, 9).astimezone()


def some_games(n: int, seed: int = 1) -> list[Played]:
    rng = random.Random(seed)
    return [
        Played.of(
            finished_game(rng.choice(list(Difficulty)), rng.getrandbits(60), rng),
            START + timedelta(minutes=i),
        )
        for i in range(n)
    ]


def test_games_and_attempts_come_back_after_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "MAGDAGDON.history.json"
    history = FileHistory(path)
    games = some_games(5)
    for p in games:
        history.add_game(p)
    daily = Daily(history, FakeClock(noon(date(2026, 12, 1))))
    game, _ = daily.start(Difficulty.PEACEFUL)
    play_turn(game, random.Random(3))
    daily.follow(game, date(2026, 12, 1))
    history.wait()  # written by the background writer

    again = FileHistory(path)  # the next start
    assert [played_json(p) for p in again.games()] == [played_json(p) for p in games[::-1]]
    [attempt] = again.attempts(Difficulty.PEACEFUL)
    assert attempt_json(attempt) == attempt_json(history.attempts(Difficulty.PEACEFUL)[0])
    assert Daily(again, daily.clock).counted_day(game) == date(2026, 12, 1)
    # A stored game replays to its stored final board and score.
    p = again.games()[0]
    final = replay_games(p.difficulty, p.seed, p.actions)[-1]
    assert final.is_over and final.score().total == p.score


def test_two_windows_keep_each_others_games_and_a_finished_attempt_is_final(
    tmp_path: Path,
) -> None:
    path = tmp_path / "h.json"
    one, two = FileHistory(path), FileHistory(path)
    a, b = some_games(2, seed=4)
    one.add_game(a)
    one.wait()
    two.add_game(b)  # two never saw a: merged under the lock, not overwritten
    two.wait()
    assert {p.finished for p in FileHistory(path).games()} == {a.finished, b.finished}

    day = date(2026, 12, 1)
    done = Attempt(day, Difficulty.SURVIVAL, 7, a.actions, a)
    one.save_attempt(done)
    one.wait()
    two.save_attempt(Attempt(day, Difficulty.SURVIVAL, 7, ()))  # stale: must not undo it
    two.wait()
    one.add_game(b)  # one writes again: two's game stays
    one.wait()
    assert len(FileHistory(path).games()) == 2
    kept = FileHistory(path).attempt(day, Difficulty.SURVIVAL)
    assert kept is not None and kept.finished


def test_the_history_keeps_the_newest_thousand_games(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    history = FileHistory(path)
    [game] = some_games(1)
    history._games = [  # as if 1,000 games had been played already
        Played.of(
            replay_games(game.difficulty, game.seed, game.actions)[-1],
            START + timedelta(minutes=i),
        )
        for i in range(1000)
    ]
    history._loaded = True
    history.add_game(
        Played.of(
            replay_games(game.difficulty, game.seed, game.actions)[-1], START + timedelta(days=9)
        )
    )
    history.wait()
    kept = FileHistory(path).games()
    assert len(kept) == 1000 and kept[0].finished == START + timedelta(days=9)
    assert kept[-1].finished == START + timedelta(minutes=1)  # the oldest went


def test_a_damaged_history_is_set_aside_and_play_goes_on(tmp_path: Path) -> None:
    settings = tmp_path / "MAGDAGDON.ini"
    settings.write_text("[highscores]\nPEACEFUL=kept\n", encoding="utf-8")
    path = tmp_path / "MAGDAGDON.history.json"
    path.write_text('{"version": 1, "games": [', encoding="utf-8")  # cut short
    history = FileHistory(path)
    assert history.games() == []
    assert list(tmp_path.glob("MAGDAGDON.history.json.broken-*"))
    history.add_game(some_games(1)[0])
    history.wait()
    assert len(FileHistory(path).games()) == 1
    assert settings.read_text(encoding="utf-8") == "[highscores]\nPEACEFUL=kept\n"


def test_broken_entries_are_dropped_and_the_rest_kept(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    good = played_json(some_games(1)[0])
    bad = dict(good, score="lots")
    path.write_text(
        json.dumps({"version": 1, "games": [good, bad, 3], "daily": [{"day": "never"}]}),
        encoding="utf-8",
    )
    history = FileHistory(path)
    assert [played_json(p) for p in history.games()] == [good]
    assert history.attempts(Difficulty.PEACEFUL) == []


def test_an_attempt_the_rules_reject_is_dropped_and_the_day_starts_again(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    day = date(2026, 12, 1)
    forged = {
        "day": day.isoformat(),
        "difficulty": "PEACEFUL",
        "seed": 3,
        "actions": [["roll", [1, 2, 3, 4]], ["prepare", 0, 99]],  # no cell 99 (R1.1)
        "result": None,
    }
    path.write_text(json.dumps({"version": 1, "games": [], "daily": [forged]}), encoding="utf-8")
    history = FileHistory(path)
    assert history.attempt(day, Difficulty.PEACEFUL) is None
    game, counted = Daily(history, FakeClock(noon(day))).start(Difficulty.PEACEFUL)
    assert counted and not game.log
