"""Windows' ``msvcrt.locking``, on Linux, for the Windows-like test run (``sitecustomize``).

Only what ``magdagdon.storage.osfiles`` uses: ``locking(fd, mode, nbytes)`` locks ``nbytes``
from the descriptor's position. As on Windows (``LockFileEx``) the lock belongs to the open
file (not the process: another descriptor in the same process is refused too) and goes with
it; Linux's open-file-description locks (``F_OFD_SETLK``) behave the same way. (``import
msvcrt`` finds this module only while ``osfiles`` loads: the standard library tells Windows
by whether ``msvcrt`` imports.)
"""

from __future__ import annotations

import os
import struct

from sitecustomize import REAL_FCNTL

LK_UNLCK = 0
LK_LOCK = 1
LK_NBLCK = 2
LK_RLCK = 3
LK_NBRLCK = 4

_F_RDLCK, _F_WRLCK, _F_UNLCK = 0, 1, 2
_OFD_SETLK = 37  # F_OFD_SETLK
_OFD_SETLKW = 38  # F_OFD_SETLKW


def locking(fd: int, mode: int, nbytes: int) -> None:
    start = os.lseek(fd, 0, os.SEEK_CUR)
    kind = {LK_UNLCK: _F_UNLCK, LK_RLCK: _F_RDLCK, LK_NBRLCK: _F_RDLCK}.get(mode, _F_WRLCK)
    if kind == _F_WRLCK and REAL_FCNTL.fcntl(fd, REAL_FCNTL.F_GETFL) & 3 == 0:
        # Windows locks a region of a read-only handle against every other handle; Linux
        # takes a write lock only on a descriptor open for writing. A read lock does the same
        # against the writers' locks, which is all a read-only handle's lock is used for.
        kind = _F_RDLCK
    # struct flock: short l_type, short l_whence, off_t l_start, off_t l_len, pid_t l_pid
    request = struct.pack("hhqqi4x", kind, os.SEEK_SET, start, nbytes, 0)
    command = _OFD_SETLKW if mode in (LK_LOCK, LK_RLCK) else _OFD_SETLK
    try:
        REAL_FCNTL.fcntl(fd, command, request)
    except OSError as exc:
        # Windows says EACCES ("Permission denied") for a region locked by another handle
        raise PermissionError(13, "Permission denied") from exc
