"""Real processes on one settings file: SIGKILL at random moments, and two writers racing.

The child (``player.py``) says what it is about to write and what it has written; whatever
was reported written must be on disk after the kill, and the file must always load cleanly.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import time
from collections import defaultdict
from pathlib import Path

import pytest

from magdagdon.engine import Difficulty
from magdagdon.storage import Record, Store, best, make_settings

from . import player
from .player import digest

KILLS = 25


@pytest.fixture(scope="module")
def ctx() -> multiprocessing.context.BaseContext:
    """Children forked from a server that has PySide6 and the storage loaded: ~ms to start,
    so the kills land in writes, not in interpreter start-up. A fresh process each time,
    with no Qt state inherited (the server never creates a QCoreApplication)."""
    if not hasattr(os, "fork"):  # Windows: every child a new interpreter, as there
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([player.__name__])
    return context


def wait_for(report: Path, word: str, timeout: float = 30.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if report.exists():
            for line in report.read_text().splitlines():
                if line.split(" ", 1)[0] == word:
                    return line
        time.sleep(0.005)
    raise AssertionError(f"no {word} in {report}")


def parse_record(text: str) -> tuple[Difficulty, Record]:
    data = json.loads(text)
    difficulty = Difficulty[data.pop("difficulty")]
    return difficulty, Record.from_json(data, difficulty)


@pytest.mark.slow
def test_sigkill_at_random_moments_never_loses_a_completed_write(ctx, ini, tmp_path, warnings):
    rng = random.Random(20261129)
    recorded: dict[Difficulty, set[Record]] = defaultdict(set)
    game = "none"  # digest of the game known to be on disk
    idle = 90  # the idleSeconds setting known to be on disk
    completed = finished = mid_write = 0
    for run in range(KILLS):
        report = tmp_path / f"report{run}.txt"
        child = ctx.Process(target=player.child, args=("kill", str(ini), run, str(report)))
        child.start()
        ready = wait_for(report, "READY").split()
        assert ready[1] == game  # the child restored exactly the game on disk
        time.sleep(rng.uniform(0.02, 0.6))
        assert child.pid is not None
        child.kill()  # SIGKILL; on Windows TerminateProcess: no handler, no flush, no atexit
        child.join()
        assert child.exitcode not in (0, None)  # killed, not ended
        out = report.read_text()
        pending_game: str | None = None
        pending_record: tuple[Difficulty, Record] | None = None
        pending_idle: int | None = None
        for line in out.splitlines(keepends=True):
            if not line.endswith("\n"):
                break  # cut by the kill
            kind, _, rest = line.strip().partition(" ")
            if kind == "WILL-SET":
                pending_idle = int(rest)
            elif kind == "SET":
                idle, pending_idle = int(rest), None
            elif kind == "WILL-SAVE":
                pending_game, pending_record = rest, None
            elif kind == "SAVED":
                game, pending_game = rest, None
            elif kind in ("WILL-RECORD", "WILL-FINISH"):
                pending_record = parse_record(rest)
                if kind == "WILL-FINISH":
                    pending_game = "none"
                # (a WILL-RECORD leaves a save whose flush gave up under load pending: the
                # writer may still put that game on disk)
            elif kind in ("RECORDED", "FINISHED"):
                difficulty, record = parse_record(rest.rsplit(" ", 1)[0])
                recorded[difficulty].add(record)
                completed += 1
                if kind == "FINISHED":
                    game, finished = "none", finished + 1
                pending_game = pending_record = None
        mid_write += (pending_game, pending_record, pending_idle) != (None, None, None)

        store = Store(make_settings(ini))
        loaded = digest(store.load_game())
        assert warnings() == [], f"run {run}"
        assert loaded in {game, pending_game}, f"run {run}"
        game = loaded
        assert store.idleSeconds in {idle, pending_idle}, f"run {run}"
        idle = store.idleSeconds
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
    assert completed >= 10 and mid_write >= 5, (completed, finished, mid_write)
    # The leftovers of killed writers (copies, their journals) go with the next write; the
    # last good copy stays, and the journal of the store still open here.
    last = Store(make_settings(ini))
    last.record(Difficulty.PEACEFUL, 1, 8, 0)
    last.flush()
    left = sorted(p.name for p in ini.parent.iterdir() if not p.name.startswith("report"))
    mine = f"{ini.name}.journal-{os.getpid()}-"
    assert [n for n in left if not n.startswith(mine)] == [ini.name, ini.name + ".bak"]
    last.close()


def race(ctx, ini, tmp_path, count: int, seed: int) -> dict[Difficulty, set[Record]]:
    """``count`` windows record ``30 * count`` shuffled PEACEFUL scores (and their first five
    as SURVIVAL too) at the same moment; every record each one reported writing."""
    rng = random.Random(seed)
    scores = list(range(30 * count))
    rng.shuffle(scores)
    go = ctx.Barrier(count + 1)
    reports = [tmp_path / f"race{i}.txt" for i in range(count)]
    children = [
        ctx.Process(
            target=player.child,
            args=("race", str(ini), i, str(reports[i]), scores[i::count], go),
        )
        for i in range(count)
    ]
    for child in children:
        child.start()
    go.wait(timeout=60)  # all are loaded: start together
    written: dict[Difficulty, set[Record]] = defaultdict(set)
    for child, report in zip(children, reports, strict=True):
        child.join(timeout=120)
        assert child.exitcode == 0
        lines = report.read_text().splitlines()
        assert lines[0] == "READY" and lines[-1] == "DONE"
        for line in lines[1:-1]:
            kind, _, rest = line.partition(" ")
            assert kind == "RECORDED"
            difficulty, record = parse_record(rest.rsplit(" ", 1)[0])
            written[difficulty].add(record)
    return written


@pytest.mark.slow
def test_two_processes_recording_at_once_lose_no_record(ctx, ini, tmp_path, warnings):
    written = race(ctx, ini, tmp_path, 2, seed=7)
    assert len(written[Difficulty.PEACEFUL]) == 60 and len(written[Difficulty.SURVIVAL]) == 10
    store = Store(make_settings(ini))
    assert warnings() == []
    # Ten SURVIVAL records in all, five from each: every one must be there.
    assert set(store.high_scores(Difficulty.SURVIVAL)) == written[Difficulty.SURVIVAL]
    # Sixty PEACEFUL records in random order: the table is the best ten of all sixty.
    assert store.high_scores(Difficulty.PEACEFUL) == best(written[Difficulty.PEACEFUL])
    assert [r.score for r in store.high_scores(Difficulty.PEACEFUL)] == list(range(59, 49, -1))


@pytest.mark.slow
def test_three_processes_recording_at_once_lose_no_record(ctx, ini, tmp_path, warnings):
    """Three windows (background writers, journals) racing on one file: nothing lost."""
    written = race(ctx, ini, tmp_path, 3, seed=3)
    store = Store(make_settings(ini))
    assert warnings() == []
    assert len(written[Difficulty.SURVIVAL]) == 15
    assert store.high_scores(Difficulty.SURVIVAL) == best(written[Difficulty.SURVIVAL])
    assert [r.score for r in store.high_scores(Difficulty.PEACEFUL)] == list(range(89, 79, -1))
