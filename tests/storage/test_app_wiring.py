"""The app's use of the store's checks (issue 17, 37.8, 37.9): a --settings-file that cannot be
used is one line on stderr and exit status 2, before any window (or display) is needed, and a
file that is not the game's is left as it is."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest


def run(*args: str, prefix: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.run(
        [*prefix, sys.executable, "-m", "magdagdon", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )


@pytest.mark.parametrize("kind", ["directory", "under-a-file", "fifo"])
def test_a_settings_file_that_cannot_be_used_is_one_line_and_status_2(tmp_path, kind):
    if kind == "directory":
        path = tmp_path / "settings.ini"
        path.mkdir()
    elif kind == "under-a-file":
        (tmp_path / "file").write_text("x")
        path = tmp_path / "file" / "settings.ini"
    else:
        path = tmp_path / "settings.ini"
        os.mkfifo(path)
    for extra in ([], ["--smoke-test"]):
        done = run("--settings-file", str(path), *extra)
        assert done.returncode == 2, done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("magdagdon: ") and str(path) in lines[0]


def test_a_good_settings_file_passes_the_check(tmp_path):
    from magdagdon.storage import problem_with

    assert problem_with(tmp_path / "new" / "settings.ini") is None
    assert not list(Path(tmp_path / "new").iterdir())  # the probe leaves nothing behind


#: Run as root without the right to pass over file permissions, as a player's account runs.
NO_OVERRIDE = (
    "setpriv",
    "--inh-caps=-dac_override,-dac_read_search",
    "--bounding-set=-dac_override,-dac_read_search",
)
ROOT = hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("setpriv") is not None


def unreadable_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0)
    return folder / "settings.ini"


def unreadable_file(tmp_path: Path) -> Path:
    path = tmp_path / "settings.ini"
    path.write_text("[settings]\n")
    path.chmod(0)
    return path


def symlink_loop(tmp_path: Path) -> Path:
    (tmp_path / "a.ini").symlink_to(tmp_path / "b.ini")
    (tmp_path / "b.ini").symlink_to(tmp_path / "a.ini")
    return tmp_path / "a.ini"


def long_path(tmp_path: Path) -> Path:
    return tmp_path / ("x" * 5000) / "settings.ini"


def link_to(target: str):  # type: ignore[no-untyped-def]
    def make(tmp_path: Path) -> Path:
        path = tmp_path / "settings.ini"
        path.symlink_to(target)
        return path

    return make


def socket_file(tmp_path: Path) -> Path:
    path = tmp_path / "settings.ini"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    server.close()
    return path


def foreign(content: bytes):  # type: ignore[no-untyped-def]
    def make(tmp_path: Path) -> Path:
        path = tmp_path / "settings.ini"
        path.write_bytes(content)
        return path

    return make


PHOTO = bytes(range(256)) * 40  # a file of another kind, given by a typo
OTHER_INI = b"[General]\nwindowState=3\n[Recent]\nfile1=/home/me/a.txt\n"

CANNOT_BE_USED = [
    pytest.param(unreadable_folder, "Permission denied", True, id="unreadable-folder"),
    pytest.param(unreadable_file, "Permission denied", True, id="unreadable-file"),
    pytest.param(symlink_loop, "symbolic links", False, id="symlink-loop"),
    pytest.param(long_path, "too long", False, id="5000-characters"),
    pytest.param(link_to("/dev/zero"), "a device", False, id="dev-zero"),
    pytest.param(link_to("/dev/urandom"), "a device", False, id="dev-urandom"),
    pytest.param(socket_file, "a socket", False, id="socket"),
    pytest.param(foreign(PHOTO), "not an INI file", False, id="foreign-binary"),
    pytest.param(foreign(OTHER_INI), "none of the game's sections", False, id="foreign-ini"),
]


@pytest.mark.parametrize(("make", "why", "needs_root"), CANNOT_BE_USED)
def test_what_cannot_be_the_settings_file_is_one_line_never_a_traceback(
    tmp_path, make, why, needs_root
):
    """Issue 35, 37.8, 37.9: an unreadable folder gave two tracebacks; a symlink loop or a
    5,000-character path one; /dev/zero filled the memory; a file of another program was
    rewritten as an INI."""
    if needs_root and not ROOT:
        pytest.skip("needs root (setpriv) to take away its own right to read everything")
    path = make(tmp_path)
    before = path.read_bytes() if "foreign" in make.__qualname__ else None
    for extra in ([], ["--smoke-test"]):
        done = run("--settings-file", str(path), *extra, prefix=NO_OVERRIDE if needs_root else ())
        assert done.returncode == 2, done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("magdagdon: "), done.stderr
        assert why in lines[0] and str(path)[:40] in lines[0] and len(lines[0]) < 400
    if before is not None:
        assert path.read_bytes() == before  # left as it is
        assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.ini"]
