"""Real processes on one settings file: SIGKILL at random moments, and two writers racing.

The child (``player.py``) says what it is about to write and what it has written; whatever
was reported written must be on disk after the kill, and the file must always load cleanly.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

import pytest

from magdagdon.engine import Difficulty
from magdagdon.storage import Record, Store, best, make_settings

from .player import digest

PLAYER = Path(__file__).with_name("player.py")
KILLS = 25


def spawn(*args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, str(PLAYER), *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )


def parse_record(text: str) -> tuple[Difficulty, Record]:
    data = json.loads(text)
    difficulty = Difficulty[data.pop("difficulty")]
    return difficulty, Record.from_json(data, difficulty)


@pytest.mark.slow
def test_sigkill_at_random_moments_never_loses_a_completed_write(ini, warnings):
    rng = random.Random(20261129)
    recorded: dict[Difficulty, set[Record]] = defaultdict(set)
    game = "none"  # digest of the game known to be on disk
    completed = finished = mid_write = 0
    for run in range(KILLS):
        child = spawn("kill", str(ini), str(run))
        assert child.stdout is not None
        ready = child.stdout.readline().split()
        assert ready[0] == "READY"
        assert ready[1] == game  # the child restored exactly the game on disk
        time.sleep(rng.uniform(0.02, 0.35))
        child.send_signal(signal.SIGKILL)
        out = child.stdout.read()
        child.wait()
        pending_game: str | None = None
        pending_record: tuple[Difficulty, Record] | None = None
        for line in out.splitlines(keepends=True):
            if not line.endswith("\n"):
                break  # cut by the kill
            kind, _, rest = line.strip().partition(" ")
            if kind == "WILL-SAVE":
                pending_game, pending_record = rest, None
            elif kind == "SAVED":
                game, pending_game = rest, None
            elif kind in ("WILL-RECORD", "WILL-FINISH"):
                pending_record = parse_record(rest)
                pending_game = "none" if kind == "WILL-FINISH" else None
            elif kind in ("RECORDED", "FINISHED"):
                difficulty, record = parse_record(rest.rsplit(" ", 1)[0])
                recorded[difficulty].add(record)
                completed += 1
                if kind == "FINISHED":
                    game, finished = "none", finished + 1
                pending_game = pending_record = None
        mid_write += pending_game is not None or pending_record is not None

        store = Store(make_settings(ini))
        loaded = digest(store.load_game())
        assert warnings() == [], f"run {run}"
        assert loaded in {game, pending_game}, f"run {run}"
        game = loaded
        for difficulty in Difficulty:
            table = store.high_scores(difficulty)
            if (
                pending_record is not None
                and pending_record[0] is difficulty
                and pending_record[1] in table
            ):
                recorded[difficulty].add(pending_record[1])  # written just before the kill
            assert table == best(recorded[difficulty]), f"run {run}, {difficulty.name}"
    print(f"{completed} records completed ({finished} finished games), {mid_write} kills mid-write")
    assert completed >= 20 and mid_write >= 5, (completed, finished, mid_write)
    # The leftovers of killed writers are cleaned up by the next write.
    Store(make_settings(ini)).record(Difficulty.PEACEFUL, 1, 8, 0)
    assert sorted(p.name for p in ini.parent.iterdir()) == [ini.name]


@pytest.mark.slow
def test_two_processes_recording_at_once_lose_no_record(ini, warnings):
    rng = random.Random(7)
    scores = list(range(60))
    rng.shuffle(scores)
    children = [spawn("race", str(ini), str(i), *map(str, scores[i::2])) for i in range(2)]
    for child in children:
        assert child.stdout is not None and child.stdout.readline().strip() == "READY"
    for child in children:
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    written: dict[Difficulty, set[Record]] = defaultdict(set)
    for child in children:
        out, _ = child.communicate(timeout=60)
        assert child.returncode == 0
        lines = out.splitlines()
        assert lines[-1] == "DONE"
        for line in lines[:-1]:
            kind, _, rest = line.partition(" ")
            assert kind == "RECORDED"
            difficulty, record = parse_record(rest.rsplit(" ", 1)[0])
            written[difficulty].add(record)
    assert len(written[Difficulty.PEACEFUL]) == 60 and len(written[Difficulty.SURVIVAL]) == 10
    store = Store(make_settings(ini))
    assert warnings() == []
    # Ten SURVIVAL records in all, five from each: every one must be there.
    assert set(store.high_scores(Difficulty.SURVIVAL)) == written[Difficulty.SURVIVAL]
    # Sixty PEACEFUL records in random order: the table is the best ten of all sixty.
    assert store.high_scores(Difficulty.PEACEFUL) == best(written[Difficulty.PEACEFUL])
    assert [r.score for r in store.high_scores(Difficulty.PEACEFUL)] == list(range(59, 49, -1))
