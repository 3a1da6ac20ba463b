"""Failing writes are reported and nothing acknowledged is lost (issue 17.3, 17.4, 17.8).

Read-only places and full disks run in a child process (another user's rights, a small
RLIMIT_FSIZE); special files, stuck locks and a directory at the lock path run here.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLockFile

from magdagdon.engine import Difficulty
from magdagdon.storage import Store, make_settings, problem_with
from magdagdon.storage.store import NOT_SAVED

from .test_game import mid_turn_game

P = Difficulty.PEACEFUL
CHILD = Path(__file__).with_name("fault_child.py")
FIXTURE = Path(__file__).with_name("fixtures") / "settings-1.0.0.ini"
NOBODY = 65534


def _rlimits() -> bool:
    try:
        import resource  # noqa: F401  (POSIX: a file-size limit stands in for a full disk)
    except ImportError:
        return False
    return True


full_disk = pytest.mark.skipif(not _rlimits(), reason="a full disk is made with POSIX rlimits")


def run_child(ini: Path, fsize: int = -1, uid: int = -1) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, str(CHILD), str(ini), str(fsize), str(uid)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=True,
    )
    return json.loads(out.stdout.splitlines()[-1])


@full_disk
def test_a_full_disk_keeps_the_record_in_the_journal_for_the_next_start(ini):
    shutil.copyfile(FIXTURE, ini)  # ~12 kB: no rewrite fits under 4 kB, a journal line does
    seen = run_child(ini, fsize=4096)
    assert seen["rank"] == 1 and seen["can_save"] is False and seen["notice"] != ""
    store = Store(make_settings(ini))  # the next start replays the journal
    assert store.high_scores(P)[0].score == 544
    store.close()
    assert not list(ini.parent.glob("*.journal-*"))  # merged, then gone


@full_disk
def test_a_disk_too_full_for_the_journal_says_the_record_was_not_saved(ini):
    shutil.copyfile(FIXTURE, ini)
    seen = run_child(ini, fsize=0)
    assert seen["rank"] == NOT_SAVED  # no rank, and no "not among the ten best" either
    assert "record could not be saved" in str(seen["notice"])
    assert 544 not in [r.score for r in Store(make_settings(ini)).high_scores(P)]


@pytest.fixture
def shared_dir(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder another user can reach (pytest's tmp_path is root's alone), gone after."""
    folder = Path(tempfile.mkdtemp(prefix="magdagdon-ro-"))
    os.chmod(folder, 0o755)
    monkeypatch.setenv("MAGDAGDON_JOURNAL_DIR", str(folder / "fallback"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


ROOT = hasattr(os, "geteuid") and os.geteuid() == 0  # (no such user ids on Windows)


@pytest.mark.skipif(not ROOT, reason="needs root to act as another user")
def test_a_read_only_folder_journals_elsewhere_and_replays(shared_dir):
    folder = shared_dir / "ro"
    folder.mkdir()
    os.chmod(folder, 0o755)
    ini = folder / "MAGDAGDON.ini"
    shutil.copyfile(FIXTURE, ini)
    os.chmod(ini, 0o644)
    (shared_dir / "fallback").mkdir()
    os.chmod(shared_dir / "fallback", 0o777)
    seen = run_child(ini, uid=NOBODY)  # may read, may not write the file nor its folder
    assert seen["rank"] == 1 and seen["can_save"] is False and seen["notice"] != ""
    assert Store(make_settings(ini)).high_scores(P)[0].score == 544


@pytest.mark.skipif(not ROOT, reason="needs root to act as another user")
def test_read_only_everywhere_says_so_and_shows_no_rank(shared_dir):
    ini = shared_dir / "MAGDAGDON.ini"
    shutil.copyfile(FIXTURE, ini)
    os.chmod(ini, 0o644)
    seen = run_child(ini, uid=NOBODY)  # the fallback folder cannot be made either
    assert seen["rank"] == NOT_SAVED and seen["notice"] != ""


@pytest.mark.parametrize("kind", ["fifo", "directory", "device"])
def test_special_files_are_refused_at_once_with_a_clear_message(tmp_path, kind):
    """Issue 17.8: a FIFO at the path hung the start; a directory started silently."""
    path = tmp_path / "MAGDAGDON.ini"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "directory":
        path.mkdir()
    else:
        path.symlink_to("/dev/null")
    started = time.monotonic()
    store = Store(make_settings(path))
    assert time.monotonic() - started < 2
    assert store.saveProblem != "" and not store.can_save
    assert store.record(P, 100, 8, 0) == NOT_SAVED  # no crash, no hang, no rank
    store.save_game(mid_turn_game())
    expected = {"fifo": "a FIFO", "directory": "a folder", "device": "a device"}[kind]
    assert expected in (problem_with(path) or "")


def test_a_settings_file_that_cannot_be_written_is_one_line(tmp_path):
    (tmp_path / "file").write_text("x")
    message = problem_with(tmp_path / "file" / "MAGDAGDON.ini")
    assert message is not None and "\n" not in message and "cannot be written" in message
    assert problem_with(tmp_path / "fine" / "MAGDAGDON.ini") is None


def notice_appears(store: Store, seconds: float = 5.0) -> bool:
    """The writer's failure reaches the GUI thread (a queued signal) within ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        QCoreApplication.processEvents()
        if store.saveProblem:
            return True
        time.sleep(0.02)
    return False


def test_a_stuck_lock_never_holds_the_gui_thread_and_nothing_is_lost(ini):
    """Issue 17.4: a stuck lock cost 10 s per tap; now the background writer waits."""
    store = Store(make_settings(ini), background=True)
    lock = QLockFile(str(ini) + ".lock")
    assert lock.tryLock(0)
    try:
        taps: list[float] = []
        records: list[float] = []
        for i in range(20):
            started = time.perf_counter()
            store.save_game(mid_turn_game())
            store.idleSeconds = 60 + i
            taps.append(time.perf_counter() - started)
            started = time.perf_counter()
            rank = store.record(P, 100 + i, 8, 0)
            records.append(time.perf_counter() - started)
            assert rank >= 1  # in the journal: on disk, though not in the file yet
        # Nothing waits for the lock (10 s before; one try of the writer is 0.25 s): taps cost
        # no disk at all, a record one fsync of its journal line. (The bounds are far from
        # what a tap costs, so that a loaded machine cannot fail them; their speed is
        # benchmarks/bench_storage.py's to measure.)
        assert max(taps) < 0.2 and max(records) < 0.5
        assert not store.flush(timeout=0.3)
        assert notice_appears(store)
    finally:
        lock.unlock()
    assert store.flush(timeout=10)
    assert store.saveProblem == ""
    again = Store(make_settings(ini))
    assert again.idleSeconds == 79 and again.high_scores(P)[0].score == 119
    assert again.load_game().to_dict() == mid_turn_game().to_dict()
    store.close()


def test_a_directory_at_the_lock_path_is_reported_not_fatal(ini):
    Path(str(ini) + ".lock").mkdir()
    store = Store(make_settings(ini), background=True)
    started = time.perf_counter()
    store.save_game(mid_turn_game())
    assert time.perf_counter() - started < 0.2  # a tap: queued, no lock (no 0.25 s try)
    started = time.perf_counter()
    assert store.record(P, 60, 8, 0) == 1
    assert time.perf_counter() - started < 0.5  # one fsync of its journal line, no lock
    assert not store.flush(timeout=0.5)
    assert notice_appears(store)
    os.rmdir(str(ini) + ".lock")
    assert store.flush(timeout=10)
    assert Store(make_settings(ini)).high_scores(P)[0].score == 60
    store.close()
