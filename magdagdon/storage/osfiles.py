"""What each OS offers for safe file access: the one module that asks ``sys.platform``.

Everything the product needs from the OS for its files, chosen per platform, so the rest of
the code (``safeio``, the settings file, the journal, the single-instance check) is the same on
every OS:

* ``open_for_reading(path)``: a read-only descriptor that never blocks. POSIX opens with
  ``O_NONBLOCK`` (a FIFO or a device at the path would otherwise hang the ``open`` itself);
  Windows has no FIFOs at a file path and no ``O_NONBLOCK``: there the path is ``stat``-ed
  first and anything but a regular file is refused before it is opened (a device name such
  as ``CON`` would wait for the console).
* ``full_sync(fd)``: the file's data on the disk, not in a cache: ``fsync`` on Linux,
  ``F_FULLFSYNC`` on macOS (its ``fsync`` stops at the drive's cache), ``FlushFileBuffers``
  (``os.fsync``) on Windows.
* ``rename_over(source, target)``: an atomic replace that is durable when it returns: on POSIX
  ``os.replace`` and then the folder is synced (the rename itself lives in the folder); on
  Windows ``MoveFileExW`` with ``MOVEFILE_WRITE_THROUGH`` (NTFS has no folder to sync: the
  write-through move is its documented equivalent).
* ``try_lock(fd)`` / ``locked_elsewhere(path)``: an advisory lock a process holds for as long as
  it lives (the OS drops it when the process dies, however it dies): ``flock`` on POSIX; on
  Windows ``msvcrt.locking`` on one byte far beyond the end of the file (a lock there never
  blocks anyone's reads or writes of the data, and like ``flock`` it belongs to the handle).

The Windows branch cannot run here; ``tests/storage/windows_like/`` runs the storage, kiosk
PIN and start-up tests with this module built for ``win32`` and the POSIX-only names gone.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from typing import Final

#: Where the liveness lock sits on Windows: far past any data (a byte-range lock on Windows
#: is mandatory, so it must never cover bytes anyone reads or writes).
LOCK_OFFSET: Final = 1 << 40

CLOEXEC: Final = getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOINHERIT", 0)
BINARY: Final = getattr(os, "O_BINARY", 0)


def kind(mode: int) -> str:
    """What a ``stat`` mode that is not a regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


class NotRegular(OSError):
    """The path names something other than a regular file (``kind`` says what)."""

    def __init__(self, mode: int) -> None:
        super().__init__(f"it is {kind(mode)}, not a regular file")
        self.kind = kind(mode)


if sys.platform == "win32":
    import msvcrt

    _MOVEFILE_REPLACE_EXISTING: Final = 0x1
    _MOVEFILE_WRITE_THROUGH: Final = 0x8

    def open_for_reading(path: str | os.PathLike[str]) -> int:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegular(mode)
        return os.open(path, os.O_RDONLY | BINARY | CLOEXEC)

    def full_sync(fd: int) -> None:
        os.fsync(fd)  # FlushFileBuffers

    def sync_folder(folder: str | os.PathLike[str]) -> None:
        """Nothing to do: NTFS journals its folders; ``rename_over`` writes through."""

    def rename_over(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        import ctypes  # only here: ctypes is not worth its import before the first frame
        from ctypes import wintypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        move = kernel32.MoveFileExW
        move.argtypes = (wintypes.LPCWSTR, wintypes.LPCWSTR, wintypes.DWORD)
        move.restype = wintypes.BOOL
        flags = _MOVEFILE_REPLACE_EXISTING | _MOVEFILE_WRITE_THROUGH
        if not move(os.fsdecode(source), os.fsdecode(target), flags):
            raise ctypes.WinError(ctypes.get_last_error())

    def _lock_byte(fd: int, mode: int) -> None:
        where = os.lseek(fd, 0, os.SEEK_CUR)
        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, mode, 1)
        finally:
            os.lseek(fd, where, os.SEEK_SET)

    def try_lock(fd: int) -> bool:
        try:
            _lock_byte(fd, msvcrt.LK_NBLCK)
        except OSError:
            return False
        return True

    def unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            _lock_byte(fd, msvcrt.LK_UNLCK)

else:
    import fcntl

    def open_for_reading(path: str | os.PathLike[str]) -> int:
        return os.open(path, os.O_RDONLY | os.O_NONBLOCK | CLOEXEC)

    if sys.platform == "darwin":

        def full_sync(fd: int) -> None:
            try:
                fcntl.fcntl(fd, fcntl.F_FULLFSYNC)
            except OSError:  # a file system without it (some network ones): the next best
                os.fsync(fd)

    else:

        def full_sync(fd: int) -> None:
            os.fsync(fd)

    def sync_folder(folder: str | os.PathLike[str]) -> None:
        fd = os.open(folder, os.O_RDONLY | CLOEXEC)
        try:
            full_sync(fd)
        except OSError:
            pass  # some file systems cannot sync a folder; the rename is still atomic
        finally:
            os.close(fd)

    def rename_over(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        os.replace(source, target)
        sync_folder(os.path.dirname(os.path.abspath(target)))

    def try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


def locked_elsewhere(path: str | os.PathLike[str]) -> bool:
    """Whether a live process holds ``try_lock`` on the file at ``path`` (False if there is
    no such file, or it cannot be opened: nobody can be shown to hold it)."""
    try:
        fd = open_for_reading(path)
    except OSError:
        return False
    try:
        if try_lock(fd):
            unlock(fd)
            return False
        return True
    finally:
        os.close(fd)
