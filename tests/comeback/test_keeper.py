"""The history file: kept across restarts, merged between windows, bounded, and a damaged
file set aside without touching anything else (issue 14: stored with the high scores' care)."""

from __future__ import annotations

import json
import os
import random
import signal
import stat
import subprocess
import sys
import time
from dataclasses import replace
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from magdagdon.comeback import Attempt, Daily, Played, keeper
from magdagdon.comeback.keeper import (
    DAMAGED,
    FAILING,
    FINE,
    MAX_BYTES,
    UNUSABLE,
    FileHistory,
    attempt_json,
    played_json,
)
from magdagdon.comeback.sources import HISTORY_SIZE, replay_games
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
    assert [played_json(p) for p in again.games()] == [played_json(p) for p in history.games()]
    assert [p.code for p in again.games()] == [p.code for p in games[::-1]]
    assert [p.seq for p in again.games()] == [5, 4, 3, 2, 1]  # in the order played
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
        replace(
            Played.of(
                replay_games(game.difficulty, game.seed, game.actions)[-1],
                START + timedelta(minutes=i),
            ),
            seq=i + 1,
        )
        for i in reversed(range(1000))
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
    assert [played_json(p) for p in history.games()] == [dict(good, seq=1)]
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


# ----------------------------------------------------------- issue 37: time and faults
def numbered(games: list[Played]) -> list[Played]:
    """``games`` (oldest first) as a history holds them: each with its place in play order."""
    return [replace(p, seq=i + 1) for i, p in enumerate(games)][::-1]


def test_a_game_played_with_the_clock_years_behind_is_kept_in_a_full_history(
    tmp_path: Path,
) -> None:
    path = tmp_path / "h.json"
    [game] = some_games(1)
    final = replay_games(game.difficulty, game.seed, game.actions)[-1]
    full = [Played.of(final, START + timedelta(minutes=i)) for i in range(HISTORY_SIZE)]
    path.write_text(
        json.dumps({"version": 1, "games": [played_json(p) for p in numbered(full)]}),
        encoding="utf-8",
    )
    history = FileHistory(path)
    years_back = START - timedelta(days=7 * 365)
    history.add_game(Played.of(final, years_back))
    assert history.wait()
    kept = FileHistory(path).games()
    assert len(kept) == HISTORY_SIZE
    assert kept[0].finished == years_back  # the last game played, shown with its own date
    assert kept[-1].finished == START + timedelta(minutes=1)  # the first played went


def test_a_history_of_an_earlier_release_keeps_its_order(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    games = some_games(3)  # oldest first; the file lists the newest first, without "seq"
    legacy = [{k: v for k, v in played_json(p).items() if k != "seq"} for p in games[::-1]]
    path.write_text(json.dumps({"version": 1, "games": legacy}), encoding="utf-8")
    history = FileHistory(path)
    history.add_game(
        Played.of(
            replay_games(games[0].difficulty, games[0].seed, games[0].actions)[-1],
            START - timedelta(days=1),
        )
    )
    assert history.wait()
    again = FileHistory(path).games()
    assert [p.seq for p in again] == [4, 3, 2, 1]
    assert [p.finished for p in again[1:]] == [p.finished for p in games[::-1]]


class Problems:
    """What a history tells its listener, in order."""

    def __init__(self, history: FileHistory) -> None:
        self.seen: list[str] = []
        history.watch(self.seen.append)


def test_a_failing_write_keeps_every_game_says_so_and_saves_once_it_can(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.json"
    history = FileHistory(path)
    problems = Problems(history)
    first, second = some_games(2)
    history.add_game(first)
    assert history.wait() and problems.seen == []

    def full_disk(_path: Path, _data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(keeper, "write_durably", full_disk)
    history.add_game(second)
    assert not history.wait()  # tried, failed: kept for the next try
    assert history.problem == FAILING and problems.seen == [FAILING]
    assert [p.code for p in history.games()] == [second.code, first.code]  # nothing lost here
    assert [p.code for p in FileHistory(path).games()] == [first.code]  # nor on disk

    monkeypatch.undo()  # the disk has room again: the next try saves, unasked
    assert history.wait()
    assert history.problem == FINE and problems.seen == [FAILING, FINE]
    assert [p.code for p in FileHistory(path).games()] == [second.code, first.code]
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.parametrize("kind", ["fifo", "directory", "device", "zero"])
def test_a_special_file_at_the_history_path_is_never_read_nor_replaced(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "MAGDAGDON.history.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "directory":
        path.mkdir()
    else:
        path.symlink_to("/dev/null" if kind == "device" else "/dev/zero")
    history = FileHistory(path)  # returns: nothing waits on the pipe or reads the device
    problems = Problems(history)
    assert history.games() == []
    [game] = some_games(1)
    history.add_game(game)
    assert not history.wait()
    assert history.problem == UNUSABLE and FINE not in problems.seen
    assert [p.code for p in history.games()] == [game.code]  # kept for this run
    assert not stat.S_ISREG(os.stat(path).st_mode)  # still what it was: never written over


def test_a_fifo_at_the_lock_never_hangs_a_write(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    os.mkfifo(str(path) + ".lock")
    history = FileHistory(path)
    history.add_game(some_games(1)[0])
    assert not history.wait() and history.problem == FAILING
    os.unlink(str(path) + ".lock")
    assert history.wait() and history.problem == FINE


def test_a_history_larger_than_any_the_game_writes_is_set_aside_unread(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    with open(path, "wb") as out:
        out.truncate(MAX_BYTES + 1)  # sparse: no disk, and never read into memory
    history = FileHistory(path)
    assert history.games() == [] and history.problem == DAMAGED
    [aside] = tmp_path.glob("h.json.broken-*")
    assert aside.stat().st_size == MAX_BYTES + 1  # every byte kept
    history.add_game(some_games(1)[0])
    assert history.wait() and len(FileHistory(path).games()) == 1


def test_damaged_entries_are_copied_aside_before_the_next_write_drops_them(
    tmp_path: Path,
) -> None:
    path = tmp_path / "h.json"
    good = played_json(some_games(1)[0])
    original = json.dumps({"version": 1, "games": [good, dict(good, score="lots")]})
    path.write_text(original, encoding="utf-8")
    history = FileHistory(path)
    assert len(history.games()) == 1 and history.problem == DAMAGED
    [copy] = tmp_path.glob("h.json.broken-*")
    assert copy.read_text(encoding="utf-8") == original


def test_every_write_reaches_the_disk_with_its_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        mode = os.fstat(fd).st_mode
        synced.append("folder" if stat.S_ISDIR(mode) else "file")
        real_fsync(fd)

    monkeypatch.setattr(keeper.os, "fsync", fsync)
    history = FileHistory(tmp_path / "h.json", background=False)
    history.add_game(some_games(1)[0])
    assert synced == ["file", "folder"]  # the new file's bytes, then the rename itself


CHILD = Path(__file__).with_name("history_child.py")


def report_lines(report: Path, word: str) -> list[int]:
    if not report.exists():
        return []
    return [
        int(line.split()[1])
        for line in report.read_text().splitlines()
        if line.startswith(word + " ") and line.count(" ") == 1
    ]


def test_sigkill_loses_no_acknowledged_game(tmp_path: Path) -> None:
    """A game the writer acknowledged (``wait`` said it is on disk) survives a kill at any
    moment after it; the file always loads whole, with no damage."""
    path = tmp_path / "MAGDAGDON.history.json"
    rng = random.Random(20261207)
    acknowledged: set[int] = set()
    first = 0
    for run in range(8):
        report = tmp_path / f"report{run}.txt"
        child = subprocess.Popen(
            [sys.executable, str(CHILD), str(path), str(report), str(first)],
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        # Killed just after this game (or a later one) is acknowledged: a game whose write
        # failed is not acknowledged but goes with the next write. That happens when the
        # child before was killed between creating the lock file and filling it in: an empty
        # lock file counts as stale only after ``STALE_LOCK_MS``.
        try:
            goal = first + rng.randrange(1, 30)
            deadline = time.monotonic() + 120
            while max(report_lines(report, "SAVED"), default=-1) < goal:
                assert child.poll() is None, "the child ended on its own"
                assert time.monotonic() < deadline, "no acknowledgement in two minutes"
                time.sleep(0.002)
        finally:  # killed in any case: a failed test leaves no writer behind
            child.send_signal(signal.SIGKILL)
            child.wait()
        saved = report_lines(report, "SAVED")
        [ready] = report_lines(report, "READY")
        assert ready >= len(acknowledged)  # it read them all back (and any written unacked)
        acknowledged.update(saved)
        history = FileHistory(path)
        on_disk = {p.seed for p in history.games()}
        assert acknowledged <= on_disk, f"lost: {sorted(acknowledged - on_disk)}"
        assert history.problem == FINE  # loaded whole: nothing set aside
        first = max(saved) + 100
    assert not list(tmp_path.glob("*.broken-*"))
