"""A Windows-like Python on Linux, for ``tests/test_windows_like.py`` (put this folder first on
``PYTHONPATH``; it is no part of the product).

What Windows' Python lacks is taken away before any test or product code runs: every name of
``os`` that typeshed declares for POSIX only (``O_NONBLOCK``, ``getuid``, ``mkfifo``...), and the
POSIX-only modules (``fcntl``, ``termios``, ``pwd``, ``grp``, ``resource``) cannot be imported.
``magdagdon.storage.osfiles``, the one module that asks ``sys.platform``, is imported as on
Windows (``sys.platform == "win32"`` while it loads), so its Windows branch is what runs: locks
through ``msvcrt.locking`` (``msvcrt_standin.py``, on Linux's per-open-file locks), replaces
through ``MoveFileExW`` (a stand-in below: ``os.replace``), no ``O_NONBLOCK``.
"""

from __future__ import annotations

import ctypes
import fcntl as REAL_FCNTL  # noqa: F401  (msvcrt_standin's locks use the real one)

# Modules of the standard library that bind POSIX names of os when they are imported: loaded
# now, as they would be (their own Windows branches are not what this run is about).
import glob
import importlib.abc
import importlib.machinery
import multiprocessing.heap
import multiprocessing.synchronize
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import threading
from types import ModuleType, SimpleNamespace

del glob, pathlib, subprocess, tempfile, threading
# The tests' own machinery (a Barrier of processes started by fork) keeps its POSIX os: it
# is Linux's multiprocessing running here, not what the product does on Windows.
multiprocessing.heap.os = SimpleNamespace(**vars(os))  # type: ignore[attr-defined]

POSIX_ONLY_MODULES = ("fcntl", "termios", "pwd", "grp", "resource")
POSIX_ONLY_NAMES = """
    CLD_CONTINUED CLD_DUMPED CLD_EXITED CLD_KILLED CLD_STOPPED CLD_TRAPPED EX_CANTCREAT
    EX_CONFIG EX_DATAERR EX_IOERR EX_NOHOST EX_NOINPUT EX_NOPERM EX_NOUSER EX_OSERR EX_OSFILE
    EX_PROTOCOL EX_SOFTWARE EX_TEMPFAIL EX_UNAVAILABLE EX_USAGE F_LOCK F_TEST F_TLOCK F_ULOCK
    NGROUPS_MAX O_ACCMODE O_ASYNC O_CLOEXEC O_DIRECTORY O_DSYNC O_FSYNC O_NDELAY O_NOCTTY
    O_NOFOLLOW O_NONBLOCK O_SYNC POSIX_FADV_DONTNEED POSIX_FADV_NOREUSE POSIX_FADV_NORMAL
    POSIX_FADV_RANDOM POSIX_FADV_SEQUENTIAL POSIX_FADV_WILLNEED PRIO_PGRP PRIO_PROCESS PRIO_USER
    RTLD_GLOBAL RTLD_LAZY RTLD_LOCAL RTLD_NODELETE RTLD_NOLOAD RTLD_NOW SCHED_FIFO SCHED_OTHER
    SCHED_RR ST_NOSUID ST_RDONLY chown chroot confstr ctermid fchdir fchown fdatasync fork
    forkpty fpathconf fstatvfs fwalk getegid geteuid getgid getgrouplist getgroups getloadavg
    getpgid getpgrp getpriority getresgid getresuid getsid getuid getxattr initgroups killpg
    lchown listxattr lockf major makedev minor mkfifo mknod nice openpty pathconf pipe2
    posix_fadvise posix_fallocate posix_spawn posix_spawnp pread preadv pwrite pwritev readv
    register_at_fork removexattr sched_getaffinity sched_setaffinity sched_yield sendfile
    setegid seteuid setgid setgroups setpgid setpgrp setpriority setregid setresgid setresuid
    setreuid setsid setuid setxattr statvfs sync sysconf tcgetpgrp tcsetpgrp ttyname uname wait3
    wait4 waitid writev
""".split()  # noqa: SIM905  (typeshed's os stub, `sys.platform != "win32"`)
REMOVED = [name for name in POSIX_ONLY_NAMES if hasattr(os, name)]
for _name in REMOVED:
    delattr(os, _name)
shutil._USE_CP_SENDFILE = False  # type: ignore[attr-defined]  # decided at its import (Linux)
for _module in POSIX_ONLY_MODULES:
    sys.modules[_module] = None  # type: ignore[assignment]  # "import fcntl" raises ImportError

WINDOWS_MODULES = ("magdagdon.storage.osfiles",)  # built as on Windows


class _WindowsBuild(importlib.abc.MetaPathFinder):
    """Loads ``WINDOWS_MODULES`` with ``sys.platform`` reading "win32" while they run."""

    def find_spec(self, name, path, target=None):  # type: ignore[no-untyped-def]
        if name not in WINDOWS_MODULES:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None:
            return None
        real = spec.loader

        class Loader(importlib.abc.Loader):
            def create_module(self, spec):  # type: ignore[no-untyped-def]
                return None

            def exec_module(self, module: ModuleType) -> None:
                import msvcrt_standin

                platform = sys.platform
                sys.platform = "win32"
                sys.modules["msvcrt"] = msvcrt_standin  # for this import alone: the standard
                try:  # library tells Windows by whether msvcrt imports
                    real.exec_module(module)  # type: ignore[union-attr]
                finally:
                    sys.platform = platform
                    del sys.modules["msvcrt"]

        spec.loader = Loader()
        return spec


sys.meta_path.insert(0, _WindowsBuild())


# ctypes.WinDLL("kernel32").MoveFileExW, get_last_error and WinError: what osfiles.rename_over
# calls on Windows. The move is os.replace (write-through is the disk's business there).
class _MoveFileExW:
    argtypes: object = None
    restype: object = None

    def __call__(self, source: str, target: str, flags: int) -> int:
        assert flags & 0x1 and flags & 0x8, "MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH"
        try:
            os.replace(source, target)
        except OSError as exc:
            ctypes._last_error = exc.errno  # type: ignore[attr-defined]
            return 0
        return 1


class _Kernel32:
    def __init__(self) -> None:
        self.MoveFileExW = _MoveFileExW()


def _win_dll(name: str, use_last_error: bool = False) -> _Kernel32:
    assert name == "kernel32"
    return _Kernel32()


def _win_error(code: int | None = None) -> OSError:
    return OSError(code, os.strerror(code or 0))


ctypes.WinDLL = _win_dll  # type: ignore[attr-defined]
ctypes.get_last_error = lambda: getattr(ctypes, "_last_error", 0)  # type: ignore[attr-defined]
ctypes.WinError = _win_error  # type: ignore[attr-defined]
