"""Bounded reads of regular files and durable replaces: how the product reads and writes its files.

Every file MAGDAGDON reads (the settings file and its ``.bak``, the journals, ``window.ini``,
the kiosk's PIN file, the game history) is read with ``read_regular``, and every file it
replaces goes through ``write_durably`` (or ``replace_durably`` for a file written by hand):

* ``read_regular(path, limit)`` opens without blocking (``osfiles.open_for_reading``), refuses
  anything but a regular file (a FIFO, a device such as ``/dev/zero``, a socket, a folder) and
  reads at most ``limit`` bytes, so no file can hang a start or fill the memory. A path that
  does not exist gives ``None``; everything else that goes wrong (a symlink loop, a path too
  long, no permission, a special file) raises ``FileRefused``, whose text is one line that
  names the file (shortened when it is very long) and says why.
* ``write_durably(path, data)`` writes a temporary file beside ``path``, syncs it to the disk
  and renames it over ``path``, then syncs the folder (``osfiles.rename_over``): after a crash
  or a power cut the file is either the old one or the new one, never half of one, and once
  it returns the new one survives a power cut. It refuses to replace a special file.

Plain Python and ``os`` only (read before the window's first frame: no Qt, no dataclasses).
"""

from __future__ import annotations

import contextlib
import os
import stat
from typing import Final, NamedTuple

from . import osfiles

SHOWN_PATH_CHARS: Final = 120  # a path longer than this is shortened in messages
_CHUNK: Final = 1 << 20


class FileRefused(OSError):
    """A file that cannot be read or written as a regular file; ``str()`` is one line.

    ``reason`` is the why alone (e.g. "it is a FIFO, not a regular file"), ``path`` the file,
    ``errno`` the OS's error number when the OS refused (None for a special file)."""

    def __init__(
        self, path: str | os.PathLike[str] | bytes, reason: str, errno: int | None = None
    ) -> None:
        self.reason = " ".join(reason.split())  # one line, whatever the OS said
        self.shown = shown_path(path)
        super().__init__(errno, f"{self.shown}: {self.reason}")
        self.path = path

    def __str__(self) -> str:
        return f"{self.shown}: {self.reason}"

    @classmethod
    def from_os(cls, path: str | os.PathLike[str] | bytes, exc: OSError) -> FileRefused:
        if isinstance(exc, FileRefused):
            return exc
        if isinstance(exc, osfiles.NotRegular):
            return cls(path, str(exc))
        return cls(path, exc.strerror or str(exc) or type(exc).__name__, exc.errno)


class RegularFile(NamedTuple):
    """What ``read_regular`` read: at most ``limit`` bytes of a regular file."""

    data: bytes
    size: int  # the file's size when it was opened
    truncated: bool  # the file held more than ``limit`` bytes; only the first were read
    device: int  # with ``inode``, the file's identity (a hard link has the same)
    inode: int
    mode: int  # st_mode: permissions (e.g. a read-only file) and type


def shown_path(path: str | os.PathLike[str] | bytes) -> str:
    """``path`` for a one-line message: control characters escaped, undecodable bytes as
    ``\\xNN``, and the middle of a very long path left out."""
    try:
        text = os.fsdecode(path)
    except (TypeError, ValueError):
        text = repr(path)
    try:
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:  # a lone surrogate that is no escaped byte
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    text = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)
    if len(text) > SHOWN_PATH_CHARS:
        half = (SHOWN_PATH_CHARS - 1) // 2
        text = f"{text[:half]}…{text[-half:]}"
    return text


def check_path(path: str | os.PathLike[str] | bytes) -> None:
    """``FileRefused`` if the OS cannot represent ``path`` at all (a NUL character, a name
    that is not text on this system); such a path is never guessed at or changed."""
    try:
        os.fsencode(path)
    except (TypeError, ValueError) as exc:  # UnicodeEncodeError is a ValueError
        raise FileRefused(path, f"this system cannot name such a file ({exc})") from None
    if b"\0" in os.fsencode(path):
        raise FileRefused(path, "a file name cannot hold a NUL character")


def read_regular(path: str | os.PathLike[str], limit: int) -> RegularFile | None:
    """Read at most ``limit`` bytes of the regular file at ``path``, never blocking.

    Returns None when there is no file at ``path`` (nor a folder on the way to it). Raises
    ``FileRefused`` (one line: the path and why) for anything else that is not a readable
    regular file: a FIFO, device, socket or folder, a symlink loop, a path too long, no
    permission. ``truncated`` says the file holds more than ``limit`` bytes (only the first
    ``limit`` are in ``data``): the caller decides whether to use them or refuse the file.
    """
    check_path(path)
    try:
        fd = osfiles.open_for_reading(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        problem: OSError = exc
        with contextlib.suppress(OSError):  # a socket: "no such device or address"
            mode = os.stat(path).st_mode
            if not stat.S_ISREG(mode):
                problem = osfiles.NotRegular(mode)
        raise FileRefused.from_os(path, problem) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise FileRefused.from_os(path, osfiles.NotRegular(st.st_mode))
        want = limit + 1  # one more than allowed: tells a file longer than ``limit``
        with open(fd, "rb", buffering=0, closefd=False) as raw:
            first = raw.read(min(want, st.st_size + 1))  # one allocation, sized to the file
            parts = [first or b""]
            got = len(parts[0])
            while first and got < want:  # a file growing while read, or a size-0 /proc file
                first = raw.read(min(want - got, _CHUNK))
                if first:
                    parts.append(first)
                    got += len(first)
        data = parts[0] if len(parts) == 1 else b"".join(parts)
    except OSError as exc:
        raise FileRefused.from_os(path, exc) from None
    finally:
        os.close(fd)
    truncated = len(data) > limit
    if truncated:
        data = data[:limit]
    return RegularFile(data, st.st_size, truncated, st.st_dev, st.st_ino, st.st_mode)


def check_replaceable(path: str | os.PathLike[str]) -> os.stat_result | None:
    """The ``stat`` of the regular file at ``path`` (None if there is none yet); ``FileRefused``
    if something else is there (a FIFO, a folder...), which is never replaced."""
    check_path(path)
    try:
        st = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        raise FileRefused.from_os(path, exc) from None
    if not stat.S_ISREG(st.st_mode):
        raise FileRefused.from_os(path, osfiles.NotRegular(st.st_mode))
    return st


def temporary_beside(path: str | os.PathLike[str], suffix: str = ".tmp") -> str:
    """A fresh name in ``path``'s folder for a file that will replace ``path``:
    ``<name>.<pid>-<32 hex digits><suffix>`` (writers remove such leftovers of a crash)."""
    return f"{os.fspath(path)}.{os.getpid()}-{os.urandom(16).hex()}{suffix}"


def write_durably(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    mode: int | None = None,
    mtime_ns: int | None = None,
) -> None:
    """Replace the file at ``path`` with ``data``, atomically and durably (module docstring).

    ``mode``: the new file's permissions (default: the replaced file's, else 0o600).
    ``mtime_ns``: the new file's modification time. Raises ``FileRefused`` if a special file
    is at ``path``, ``OSError`` if the write fails (``path`` is then untouched)."""
    previous = check_replaceable(path)
    if mode is None:
        mode = 0o600 if previous is None else stat.S_IMODE(previous.st_mode)
    tmp = temporary_beside(path)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | osfiles.BINARY, mode)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            osfiles.full_sync(fd)
        finally:
            os.close(fd)
        if mtime_ns is not None:
            os.utime(tmp, ns=(mtime_ns, mtime_ns))
        osfiles.rename_over(tmp, path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def replace_durably(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
    """Rename ``source`` (a file already written and synced) over ``target``, durably; never
    over a special file (``FileRefused``)."""
    check_replaceable(target)
    osfiles.rename_over(source, target)
