"""What is at and beside the settings file (issue 37.5, 37.8, 37.9, 37.10): special files at the
last good copy, the lock, a journal's name or window.ini are refused with one line and never
hang a start; a read-only file is played with and never written; the path is used exactly as
given; junk past 16 MiB costs nothing of what comes before it; every replace is synced."""

from __future__ import annotations

import json
import os
import socket
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from magdagdon.engine import Difficulty
from magdagdon.storage import Store, make_settings, osfiles
from magdagdon.storage.file import MAX_FILE_BYTES
from magdagdon.storage.store import NOT_SAVED

from .test_game import mid_turn_game

P = Difficulty.PEACEFUL
CHILD = Path(__file__).with_name("sidecar_child.py")
FIXTURE = Path(__file__).with_name("fixtures") / "settings-1.0.0.ini"
posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def fifo(path: Path) -> None:
    os.mkfifo(path)


def directory(path: Path) -> None:
    path.mkdir()


def link(target: str) -> Callable[[Path], None]:
    return lambda path: path.symlink_to(target)


def unix_socket(path: Path) -> None:
    server = socket.socket(socket.AF_UNIX)
    here = os.getcwd()
    os.chdir(path.parent)  # (a socket's path is at most 108 bytes: bound by its name)
    try:
        server.bind(path.name)
    finally:
        os.chdir(here)
        server.close()


KINDS = {
    "fifo": fifo,
    "directory": directory,
    "dev-zero": link("/dev/zero"),
    "dev-urandom": link("/dev/urandom"),
    "socket": unix_socket,
}
BESIDE = {
    ".bak": lambda ini: ini.with_name(ini.name + ".bak"),
    ".lock": lambda ini: ini.with_name(ini.name + ".lock"),
    "journal": lambda ini: ini.with_name(f"{ini.name}.journal-1-{'0' * 32}"),
    "window.ini": lambda ini: ini.with_name("window.ini"),
}


def start(ini: Path) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, str(CHILD), str(ini)],
        capture_output=True,
        text=True,
        timeout=120,  # a hang fails here
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=True,
    )
    return json.loads(done.stdout.splitlines()[-1])


@posix_only
@pytest.mark.parametrize("where", list(BESIDE))
@pytest.mark.parametrize("kind", list(KINDS))
def test_a_special_file_beside_the_settings_file_is_refused_never_waited_on(tmp_path, kind, where):
    ini = tmp_path / "MAGDAGDON.ini"
    Store(make_settings(ini)).language = "fr"  # the game's own file is there
    odd = BESIDE[where](ini)
    if odd.exists() or odd.is_symlink():
        odd.unlink()
    KINDS[kind](odd)
    seen = start(ini)
    warnings = [str(w) for w in seen["warnings"]]  # type: ignore[union-attr]
    assert all("\n" not in w for w in warnings)
    assert odd.is_symlink() or not stat.S_ISREG(odd.lstat().st_mode)  # left as it is
    if where == ".lock":  # no lock, no write: said, and the record is in the journal
        assert seen["can_save"] is False and seen["notice"] != ""
        assert any("cannot lock" in w for w in warnings), warnings
    else:
        assert seen["can_save"] is True and seen["rank"] == 1
        assert Store(make_settings(ini)).high_scores(P)[0].score == 300
        name = odd.name if where != "journal" else "journal"
        assert any(name in w for w in warnings), warnings
    if where == "window.ini":
        assert seen["place"] is None


def test_a_read_only_settings_file_is_played_with_and_never_written(ini, tmp_path):
    """Issue 37.8: a 0444 file was replaced anyway. It is the player's say: play on, and the
    notice says nothing is saved; nothing is written, not even a journal."""
    writer = Store(make_settings(ini))
    writer.language = "fr"
    writer.record(P, 100, 8, 0)
    writer.close()
    ini.chmod(0o444)
    before = ini.read_bytes()
    files = sorted(p.name for p in tmp_path.iterdir())
    store = Store(make_settings(ini))
    assert store.language == "fr" and store.high_scores(P)[0].score == 100
    assert "read-only" in store.saveProblem and not store.can_save
    assert store.record(P, 200, 8, 0) == NOT_SAVED  # no rank for a record that is not kept
    assert store.high_scores(P)[0].score == 200  # shown for this session
    store.save_game(mid_turn_game())
    store.language = "sv"
    store.close()
    assert ini.read_bytes() == before and stat.S_IMODE(ini.stat().st_mode) == 0o444
    assert sorted(p.name for p in tmp_path.iterdir()) == files


@pytest.mark.skipif(os.name != "posix", reason="a file name that is not UTF-8: POSIX")
def test_a_path_that_is_not_utf8_is_used_exactly_as_given(tmp_path):
    """Issue 37.8: a non-UTF-8 byte in the path silently wrote another file (Qt's name)."""
    path = os.fsdecode(os.fsencode(tmp_path) + b"/caf\xe9.ini")
    store = Store(make_settings(path))
    store.record(P, 150, 8, 0)
    store.language = "fr"
    store.close()
    names = sorted(os.listdir(os.fsencode(tmp_path)))
    assert b"caf\xe9.ini" in names
    others = [n for n in names if n.startswith(b"caf") and not n.startswith(b"caf\xe9.ini")]
    assert others == []  # nothing written under another name (Qt's would be caf\ufffd.ini)
    again = Store(make_settings(path))
    assert again.language == "fr" and again.high_scores(P)[0].score == 150


def test_junk_past_16_mib_costs_nothing_before_it(ini, warnings):
    """Issue 37.5: junk appended past 16 MiB threw the whole file away."""
    full = Store(make_settings(ini))
    full.language = "fr"
    full.record(P, 250, 8, 0)
    full.save_game(mid_turn_game())
    full.close()
    with open(ini, "ab") as out:
        out.write(b"\n" + b"j" * (MAX_FILE_BYTES + 1024))
    store = Store(make_settings(ini))
    assert store.language == "fr" and store.high_scores(P)[0].score == 250
    assert store.load_game().to_dict() == mid_turn_game().to_dict()
    assert "16 MiB" in warnings()[0] and store.saveProblem != ""
    store.close()
    assert ini.stat().st_size < 100_000  # repaired: the junk went (a copy of 16 MiB kept)
    again = Store(make_settings(ini))
    assert again.language == "fr" and again.high_scores(P)[0].score == 250


@pytest.mark.parametrize(
    "junk",
    [
        pytest.param(b"[junk]\n" + b"k=" + b"x" * 100 + b"\n", id="keys-of-another-program"),
        pytest.param(b"\xff\xfe\x00 random \x01\n", id="binary-lines"),
        pytest.param(b"a=1\n", id="short-lines-in-the-games-section"),
    ],
)
def test_a_huge_file_keeps_the_games_values_and_shrinks(ini, junk):
    """Issue 37.12 (its speed and memory: benchmarks/bench_integrity.py): 15 MB of junk in a
    file of the game's leaves the game's values read and the file repaired to its own size."""
    full = Store(make_settings(ini))
    full.theme = "dark"
    full.record(P, 350, 8, 0)
    full.close()
    data = ini.read_bytes()
    at = data.index(b"[settings]") + len(b"[settings]\n")
    ini.write_bytes(data[:at] + junk * (15 * 10**6 // len(junk)) + data[at:])
    store = Store(make_settings(ini))
    assert store.theme == "dark" and store.high_scores(P)[0].score == 350
    store.close()
    assert ini.stat().st_size < 200_000


def test_every_replace_syncs_the_file_then_its_folder(ini, monkeypatch):
    """Issue 37.10: the file and its folder are on the disk before a write is done (the
    settings file and its .bak; the journal line is synced before record returns)."""
    if "WinDLL" in osfiles.rename_over.__code__.co_names:  # the Windows-like run
        pytest.skip("Windows: MoveFileExW writes through and NTFS journals its folders")
    calls: list[str] = []
    real_sync, real_folder = osfiles.full_sync, osfiles.sync_folder
    monkeypatch.setattr(osfiles, "full_sync", lambda fd: (calls.append("sync"), real_sync(fd)))
    monkeypatch.setattr(osfiles, "sync_folder", lambda f: (calls.append("folder"), real_folder(f)))
    store = Store(make_settings(ini))
    store.language = "fr"  # the first version: no .bak yet
    calls.clear()
    store.language = "sv"  # the second: the first becomes the .bak
    # The .bak's rename, then the new file synced, renamed and its folder synced (a folder's
    # own sync follows each "folder").
    assert calls.count("folder") == 2, calls
    last = len(calls) - 1 - calls[::-1].index("folder")
    file_syncs = [i for i, c in enumerate(calls) if c == "sync" and calls[i - 1] != "folder"]
    assert file_syncs and file_syncs[-1] < last, calls
    store.close()
