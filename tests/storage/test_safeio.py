"""The bounded regular-file reader and the durable replace (issue 37.9, 37.10): no file at a
path can hang a read or fill the memory, and a replace is on the disk when it returns."""

from __future__ import annotations

import os
import socket
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from magdagdon.storage import osfiles, safeio
from magdagdon.storage.safeio import FileRefused, read_regular, write_durably

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "fifo"
    os.mkfifo(path)
    return path


def folder(tmp_path: Path) -> Path:
    path = tmp_path / "folder"
    path.mkdir()
    return path


def unix_socket(tmp_path: Path) -> Path:
    path = tmp_path / "sock"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    tmp_path.joinpath(".keep").write_text("")  # the socket file stays after close
    server.close()
    return path


def loop(tmp_path: Path) -> Path:
    a, b = tmp_path / "a", tmp_path / "b"
    a.symlink_to(b)
    b.symlink_to(a)
    return a


def link_to(target: str) -> Callable[[Path], Path]:
    def make(tmp_path: Path) -> Path:
        path = tmp_path / "link"
        path.symlink_to(target)
        return path

    return make


def too_long(tmp_path: Path) -> Path:
    return tmp_path / ("x" * 5000)


def unreadable(tmp_path: Path) -> Path:
    path = tmp_path / "secret"
    path.write_text("x")
    path.chmod(0)
    return path


REFUSED = [
    pytest.param(fifo, "a FIFO", id="fifo", marks=posix_only),
    pytest.param(folder, "a folder", id="folder"),
    pytest.param(unix_socket, "a socket", id="socket", marks=posix_only),
    pytest.param(link_to("/dev/zero"), "a device", id="dev-zero", marks=posix_only),
    pytest.param(link_to("/dev/urandom"), "a device", id="dev-urandom", marks=posix_only),
    pytest.param(loop, "symbolic links", id="symlink-loop", marks=posix_only),
    pytest.param(too_long, "too long", id="5000-chars"),
]


@pytest.mark.parametrize(("make", "why"), REFUSED)
def test_anything_but_a_regular_file_is_refused_with_one_line(tmp_path, make, why):
    path = make(tmp_path)
    with pytest.raises(FileRefused) as caught:
        read_regular(path, 1 << 20)
    message = str(caught.value)
    assert why in message and "\n" not in message
    assert len(message) < 300  # the 5,000-character path is shortened


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads all")
def test_a_file_without_permission_is_refused(tmp_path):
    with pytest.raises(FileRefused, match="Permission denied"):
        read_regular(unreadable(tmp_path), 100)


def test_nothing_there_is_none(tmp_path):
    assert read_regular(tmp_path / "missing", 10) is None
    (tmp_path / "file").write_text("x")
    assert read_regular(tmp_path / "file" / "below", 10) is None  # a file on the way


@pytest.mark.parametrize(
    ("size", "limit", "truncated"),
    [(0, 10, False), (10, 10, False), (11, 10, True), (3 << 20, 1 << 20, True), (5, 0, True)],
)
def test_at_most_limit_bytes_are_read(tmp_path, size, limit, truncated):
    path = tmp_path / "data"
    content = os.urandom(size)
    path.write_bytes(content)
    got = read_regular(path, limit)
    assert got is not None
    assert got.data == content[:limit] and got.truncated is truncated and got.size == size
    st = path.stat()
    assert (got.device, got.inode) == (st.st_dev, st.st_ino) and stat.S_ISREG(got.mode)


def test_a_proc_file_of_size_zero_is_read_to_its_end_or_the_limit():
    status = Path("/proc/self/status")
    if not status.exists():
        pytest.skip("no /proc here")
    got = read_regular(status, 1 << 16)
    assert got is not None and b"Name:" in got.data and not got.truncated
    assert read_regular(status, 5).data == got.data[:5]


@pytest.mark.parametrize(
    ("path", "why"),
    [("bad\0name", "NUL"), ("\ud800lone", "cannot name")],
    ids=["nul", "lone-surrogate"],
)
def test_a_path_the_system_cannot_represent_is_refused(path, why):
    with pytest.raises(FileRefused, match=why):
        read_regular(path, 10)


@posix_only
def test_a_non_utf8_path_is_used_exactly_as_given(tmp_path):
    name = os.fsdecode(os.fsencode(tmp_path) + b"/caf\xe9.ini")
    write_durably(name, b"exact")
    assert os.listdir(os.fsencode(tmp_path)) == [b"caf\xe9.ini"]
    assert read_regular(name, 10).data == b"exact"


def test_shown_paths_are_one_short_line():
    shown = safeio.shown_path("/a\nb/" + "y" * 500 + "/\udcffz")
    assert "\n" not in shown and len(shown) <= safeio.SHOWN_PATH_CHARS and "\\xff" in shown


def test_a_durable_write_syncs_the_file_and_then_its_folder(tmp_path, monkeypatch):
    calls: list[str] = []
    real_sync, real_rename = osfiles.full_sync, osfiles.rename_over
    monkeypatch.setattr(osfiles, "full_sync", lambda fd: (calls.append("file"), real_sync(fd)))
    monkeypatch.setattr(
        osfiles, "rename_over", lambda a, b: (calls.append("rename"), real_rename(a, b))
    )
    folder_syncs: list[str] = []
    real_folder = osfiles.sync_folder
    monkeypatch.setattr(
        osfiles, "sync_folder", lambda f: (folder_syncs.append(os.fspath(f)), real_folder(f))
    )
    path = tmp_path / "f.json"
    path.write_bytes(b"old")
    path.chmod(0o640)
    write_durably(path, b"new")
    assert path.read_bytes() == b"new" and stat.S_IMODE(path.stat().st_mode) == 0o640
    assert calls[:2] == ["file", "rename"]  # the file is on the disk before it is renamed
    if os.name == "posix":
        assert folder_syncs == [str(tmp_path)]  # and the rename after it
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]  # no temporary left


@posix_only
def test_a_durable_write_never_replaces_a_special_file(tmp_path):
    path = fifo(tmp_path)
    with pytest.raises(FileRefused, match="FIFO"):
        write_durably(path, b"x")
    assert stat.S_ISFIFO(path.stat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo"]


def test_a_failed_durable_write_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "f"
    path.write_bytes(b"old")

    def fail(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(osfiles, "full_sync", fail)
    with pytest.raises(OSError, match="No space"):
        write_durably(path, b"new")
    assert path.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["f"]


def test_a_lock_is_seen_by_another_descriptor_and_dropped_with_it(tmp_path):
    path = tmp_path / "journal"
    path.write_bytes(b"")
    fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    try:
        assert not osfiles.locked_elsewhere(path)
        assert osfiles.try_lock(fd)
        assert osfiles.locked_elsewhere(path)
    finally:
        os.close(fd)
    assert not osfiles.locked_elsewhere(path)
    assert not osfiles.locked_elsewhere(tmp_path / "missing")
