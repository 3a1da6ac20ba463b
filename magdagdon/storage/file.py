"""The settings file: where it lives, and transactions on it (lock, fresh read, change, replace).

Every write runs under a ``QLockFile`` next to the file (the very lock file ``QSettings``
itself uses, so no plain ``QSettings.sync()`` can interleave): the file is re-read from disk
(a private copy, so no stale ``QSettings`` cache can hide another process's write), changed,
written, fsynced and renamed over the original; a crash or power cut leaves either the old or
the new file, never half of one. The modification time of every version written is strictly
newer than the previous one, so ``QSettings``' size-and-mtime cache check can always tell
versions apart.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import shutil
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Final, TypeVar

from PySide6.QtCore import QLockFile, QSettings

from magdagdon.engine import Difficulty

from .schema import SETTINGS
from .values import printable, timestamp

log = logging.getLogger("magdagdon.storage")

ORGANIZATION: Final = "CUBIRI"
APPLICATION: Final = "MAGDAGDON"
LOCK_TIMEOUT_MS: Final = 10_000
# A lock file older than this whose owner is gone (or unknown: a writer killed before it
# wrote its PID leaves an empty one) is removed. A live owner holds an flock on it, which
# QLockFile checks before removing anything, so a slow write is never broken into.
STALE_LOCK_MS: Final = 2_000

# QSettings writes INI sections in alphabetical order; the big, busy game goes last so a
# truncated file loses it first: [highscores] < [settings] < [state].
KEY_GAME: Final = "state/game"
KEY_BROKEN_GAME: Final = "state/broken-game-"  # + timestamp
KEY_TABLE: Final = "highscores/"  # + difficulty name
KEY_BROKEN_TABLE: Final = "highscores/broken-"  # + difficulty name + "-" + timestamp

T = TypeVar("T")


class StorageError(OSError):
    """The settings file could not be written (locked by a hung process, disk full, read-only)."""


def make_settings(path: str | os.PathLike[str] | None = None) -> QSettings:
    """The one place that decides where MAGDAGDON keeps its data.

    No path: the user's ``CUBIRI/MAGDAGDON.ini``. A path (tests, ``--settings-file``): that INI.
    """
    if path is None:
        return QSettings(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
        )
    return QSettings(os.fspath(path), QSettings.Format.IniFormat)


class SettingsFile:
    """Transactions on the INI file behind a ``QSettings``: lock, fresh read, change, replace."""

    def __init__(self, settings: QSettings) -> None:
        self.settings = settings
        self.is_file = settings.format() == QSettings.Format.IniFormat
        self.path = Path(settings.fileName())
        self.damage: str | None = None  # set by a transaction that found the file damaged

    def read(self) -> QSettings:
        """A view of the latest version on disk (the shared object, re-synced)."""
        self.settings.sync()
        return self.settings

    def transact(self, change: Callable[[QSettings], tuple[T, bool]]) -> T:
        """Run ``change`` on a fresh copy of the file under the lock; keep it if it says so.

        ``change`` returns ``(result, changed)``. Raises ``StorageError`` when the new
        version cannot be written; the file on disk is then the previous version, intact.
        """
        if not self.is_file:
            result, changed = change(self.settings)
            if changed:
                self.settings.sync()
                if self.settings.status() != QSettings.Status.NoError:
                    raise StorageError(f"settings not written: {self.settings.status().name}")
            return result
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageError(f"cannot create {self.path.parent}: {exc}") from exc
        lock = QLockFile(str(self.path) + ".lock")
        lock.setStaleLockTime(STALE_LOCK_MS)
        if not lock.tryLock(LOCK_TIMEOUT_MS):
            raise StorageError(f"cannot lock {self.path}: {lock.error().name}")
        tmp = self.path.with_name(f"{self.path.name}.{os.getpid()}-{uuid.uuid4().hex}.tmp")
        try:
            result = self._rewrite(tmp, change)
        finally:
            for leftover in (tmp, tmp.with_name(tmp.name + "2")):
                with contextlib.suppress(OSError):
                    leftover.unlink()
            lock.unlock()
        return result

    def _rewrite(self, tmp: Path, change: Callable[[QSettings], tuple[T, bool]]) -> T:
        self._remove_leftovers()
        previous = None
        try:
            previous = os.stat(self.path)
            shutil.copyfile(self.path, tmp)
            os.chmod(tmp, previous.st_mode & 0o7777)  # QSaveFile keeps it; so does the rename
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError(f"cannot read {self.path}: {exc}") from exc
        copy = QSettings(str(tmp), QSettings.Format.IniFormat)
        self.damage = None
        if previous is not None and damaged(copy):
            kept = self.set_aside_file()
            self.damage = "the file is damaged" + (
                f" (a copy is kept as {kept.name})" if kept else ""
            )
            # Keep only keys we know: a damaged file's other "keys" are debris.
            survivors = {k: copy.value(k) for k in copy.allKeys() if known(k)}
            del copy
            # A new name: QSettings caches parsed files by name, garbage included.
            tmp2 = tmp.with_name(tmp.name + "2")
            with contextlib.suppress(OSError):
                tmp.unlink()
            tmp = tmp2
            copy = QSettings(str(tmp), QSettings.Format.IniFormat)
            for key, value in survivors.items():
                copy.setValue(key, value)
        try:
            result, changed = change(copy)
            changed = changed or self.damage is not None
            if not changed:
                return result
            copy.sync()
            status = copy.status()
        finally:
            del copy  # release the file before it is renamed
        if status != QSettings.Status.NoError:
            raise StorageError(f"cannot write {self.path}: {status.name}")
        try:
            if not tmp.exists():  # QSettings writes no file when it has no key at all
                tmp.write_bytes(b"")
            # QSaveFile (inside sync) fsynced the data; the rename needs the directory's.
            # Strictly newer than the version replaced, whatever the clock's granularity.
            now_ms = time.time_ns() // 1_000_000
            if previous is not None:
                now_ms = max(now_ms, previous.st_mtime_ns // 1_000_000 + 1)
            os.utime(tmp, ns=(now_ms * 1_000_000, now_ms * 1_000_000))
            os.replace(tmp, self.path)
            _fsync_dir(self.path.parent)
        except OSError as exc:
            raise StorageError(f"cannot write {self.path}: {exc}") from exc
        return result

    def _remove_leftovers(self) -> None:
        """Delete copies (and their QSettings locks) a killed writer left (we hold the lock)."""
        pattern = re.compile(re.escape(self.path.name) + r"\.\d+-[0-9a-f]{32}\.tmp.*")
        with contextlib.suppress(OSError):
            for entry in os.scandir(self.path.parent):
                if pattern.fullmatch(entry.name):
                    with contextlib.suppress(OSError):
                        os.unlink(entry.path)

    def set_aside_file(self) -> Path | None:
        """Copy the whole file next to itself (``<name>.broken-<timestamp>``) before repairs."""
        target = self.path.with_name(f"{self.path.name}.broken-{timestamp()}")
        try:
            shutil.copyfile(self.path, target)
        except OSError as exc:
            log.error("could not keep a copy of %s: %s", self.path, exc)
            return None
        return target


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def damaged(s: QSettings) -> bool:
    """QSettings could not parse the file, or it parsed garbage into keys (binary junk)."""
    return s.status() != QSettings.Status.NoError or not all(printable(k) for k in s.allKeys())


def known(key: str) -> bool:
    group, _, name = key.partition("/")
    if group == "settings":
        return name in SETTINGS
    if group == "highscores":
        return name in Difficulty.__members__ or name.startswith("broken-")
    if group == "state":
        return name == "game" or name.startswith("broken-game-")
    return False


def free_key(s: QSettings, prefix: str) -> str:
    """``prefix`` + a timestamp not used yet in ``s``."""
    key = prefix + timestamp()
    n = 1
    while s.contains(key):
        n += 1
        key = f"{prefix}{timestamp()}-{n}"
    return key
