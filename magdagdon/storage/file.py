"""The settings file: where it lives, and transactions on it (lock, fresh read, change, replace).

Every write runs under a ``QLockFile`` next to the file (the lock ``QSettings`` and release
1.0.0 use, so an older window cannot interleave): the file is re-read from disk, changed,
written to a new file, fsynced and renamed over the original; a crash or power cut leaves
either the old or the new file, never half of one. The version replaced stays as
``<file>.bak`` when it was sound: the last good copy a damaged file is repaired from.
The text is read and written by ``ini`` (never decoded by Qt). A symlink is written through
(the target is replaced, the link stays); a FIFO, device or directory at the path is refused.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import shutil
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Final, TypeVar

from PySide6.QtCore import QLockFile, QSettings

from magdagdon.engine import Difficulty

from . import ini
from .schema import SETTINGS
from .values import timestamp

log = logging.getLogger("magdagdon.storage")

ORGANIZATION: Final = "CUBIRI"
APPLICATION: Final = "MAGDAGDON"
LOCK_TIMEOUT_MS: Final = 10_000
# A lock file older than this whose owner is gone (or unknown: a writer killed before it
# wrote its PID leaves an empty one) is removed. A live owner holds an flock on it, which
# QLockFile checks before removing anything, so a slow write is never broken into.
STALE_LOCK_MS: Final = 2_000
MAX_FILE_BYTES: Final = 16 * 1024 * 1024  # a full file is ~30 kB: more is junk, set aside
BROKEN_COPIES: Final = 3  # whole-file copies kept, newest first

# Sections sort alphabetically, so the big, busy game goes last and a truncated file loses
# it first: [highscores] < [history] < [settings] < [state].
KEY_GAME: Final = "state/game"
KEY_BROKEN_GAME: Final = "state/broken-game-"  # + timestamp
KEY_TABLE: Final = "highscores/"  # + difficulty name
KEY_BROKEN_TABLE: Final = "highscores/broken-"  # + difficulty name + "-" + timestamp

T = TypeVar("T")


class StorageError(OSError):
    """The settings file could not be read or written (locked, disk full, read-only, ...)."""


def make_settings(path: str | os.PathLike[str] | None = None) -> QSettings:
    """The one place that decides where MAGDAGDON keeps its data.

    No path: the user's ``CUBIRI/MAGDAGDON.ini``. A path (tests, ``--settings-file``): that INI.
    Only its file name is used: the store reads and writes the text itself.
    """
    if path is None:
        return QSettings(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
        )
    try:
        special = not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        special = False
    if special:
        # QSettings opens its file at once: a FIFO would hang it. The store refuses the
        # path itself (a clear message), so Qt gets a harmless file and the real path rides
        # along as an attribute.
        settings = QSettings(os.devnull, QSettings.Format.IniFormat)
        settings.magdagdon_path = os.fspath(path)  # type: ignore[attr-defined]
        return settings
    return QSettings(os.fspath(path), QSettings.Format.IniFormat)


def settings_path(settings: QSettings) -> str:
    """The file a ``make_settings`` object names (see the FIFO case there)."""
    return str(getattr(settings, "magdagdon_path", settings.fileName()))


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def problem_with(path: str | os.PathLike[str]) -> str | None:
    """Why the store cannot keep its data at ``path`` (one line), or None when it can.

    For ``--settings-file`` and ``--smoke-test``: tries a real write next to the file.
    """
    target = Path(os.path.realpath(path))
    try:
        st = os.stat(target)
    except (FileNotFoundError, NotADirectoryError):
        st = None  # no file yet: whether one can be made is tried below
    if st is not None and not stat.S_ISREG(st.st_mode):
        return f"{path} is {_kind(st.st_mode)}, not a settings file"
    if st is not None and not os.access(target, os.R_OK):
        return f"{path} cannot be read"
    folder = target.parent
    blocker = next((p for p in (folder, *folder.parents) if p.exists() and not p.is_dir()), None)
    if blocker is not None:
        return f"{path} cannot be written: {blocker} is a file, not a folder"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / f".{target.name}.{os.getpid()}-{os.urandom(16).hex()}.probe"
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, b"x")
            os.fsync(fd)
        finally:
            os.close(fd)
            os.unlink(probe)
    except OSError as exc:
        return f"{path} cannot be written: {exc.strerror or exc}"
    return None


class SettingsFile:
    """Transactions on one INI file: lock, fresh read, change, replace."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.damage: str | None = None  # set by a read that found the file damaged
        self.last_copy: Path | None = None  # the whole-file copy the last repair kept

    @property
    def real(self) -> Path:
        """The file written: the symlink's target when the path is a symlink."""
        return Path(os.path.realpath(self.path))

    def read(self) -> ini.IniDocument:
        """The file on disk now (empty if there is none); ``StorageError`` if it cannot be
        read or is no regular file. Sets ``damage`` to what was wrong, if anything."""
        self.damage = None
        real = self.real
        try:
            fd = os.open(real, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        except (FileNotFoundError, NotADirectoryError):
            return ini.IniDocument()  # no file yet (a write will say if there can be one)
        except OSError as exc:
            raise StorageError(f"cannot read {self.path}: {exc.strerror or exc}") from exc
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                raise StorageError(f"{self.path} is {_kind(st.st_mode)}, not a settings file")
            with os.fdopen(os.dup(fd), "rb") as f:
                data = f.read(MAX_FILE_BYTES + 1)
        except OSError as exc:
            if isinstance(exc, StorageError):
                raise
            raise StorageError(f"cannot read {self.path}: {exc.strerror or exc}") from exc
        finally:
            os.close(fd)
        if len(data) > MAX_FILE_BYTES:
            self.damage = f"the file is larger than {MAX_FILE_BYTES // 2**20} MiB"
            return self._last_good()
        doc = ini.parse(data)
        if doc.problems:
            self.damage = "the file is damaged: " + "; ".join(doc.problems)
        elif data.strip() and not doc.entries:
            self.damage = "the file holds no setting at all"
        if self.damage and not doc.entries:
            return self._last_good()
        return doc

    def _last_good(self) -> ini.IniDocument:
        try:
            good = ini.parse(self.backup.read_bytes()[:MAX_FILE_BYTES])
        except OSError:
            return ini.IniDocument()
        if good.entries and self.damage:
            self.damage += "; the last good copy is used"
        return good

    @property
    def backup(self) -> Path:
        real = self.real
        return real.with_name(real.name + ".bak")

    def read_backup(self) -> ini.IniDocument:
        """The last good copy (empty if none)."""
        try:
            return ini.parse(self.backup.read_bytes()[:MAX_FILE_BYTES])
        except OSError:
            return ini.IniDocument()

    def transact(
        self,
        change: Callable[[ini.IniDocument], tuple[T, bool]],
        timeout_ms: int | None = None,
    ) -> T:
        """Run ``change`` on a fresh read of the file under the lock; keep it if it says so.

        ``change`` returns ``(result, changed)``. Raises ``StorageError`` when the new
        version cannot be written; the file on disk is then the previous version, intact.
        """
        real = self.real
        try:
            real.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageError(f"cannot create {real.parent}: {exc.strerror or exc}") from exc
        lock = QLockFile(str(real) + ".lock")
        lock.setStaleLockTime(STALE_LOCK_MS)
        if not lock.tryLock(LOCK_TIMEOUT_MS if timeout_ms is None else timeout_ms):
            raise StorageError(f"cannot lock {self.path}: {lock.error().name}")
        try:
            self._remove_leftovers(real)
            doc = self.read()
            sound = self.damage is None
            if self.damage and real.exists():
                self.last_copy = self.set_aside_file()
            result, changed = change(doc)
            if changed or self.damage is not None:
                self._replace(real, ini.render(doc), keep_backup=sound)
            return result
        finally:
            lock.unlock()

    def _replace(self, real: Path, data: bytes, *, keep_backup: bool) -> None:
        tmp = real.with_name(f"{real.name}.{os.getpid()}-{os.urandom(16).hex()}.tmp")
        try:
            try:
                previous: os.stat_result | None = os.stat(real)
            except FileNotFoundError:
                previous = None
            mode = 0o600 if previous is None else previous.st_mode & 0o7777
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            finally:
                os.close(fd)
            # Strictly newer than the version replaced, whatever the clock's granularity
            # (QSettings in an older window tells versions apart by size and mtime).
            now_ms = time.time_ns() // 1_000_000
            if previous is not None:
                now_ms = max(now_ms, previous.st_mtime_ns // 1_000_000 + 1)
            os.utime(tmp, ns=(now_ms * 1_000_000, now_ms * 1_000_000))
            if previous is not None and keep_backup:
                self._keep_backup(real)
            os.replace(tmp, real)
            _fsync_dir(real.parent)
        except OSError as exc:
            raise StorageError(f"cannot write {self.path}: {exc.strerror or exc}") from exc
        finally:
            with contextlib.suppress(OSError):
                tmp.unlink()

    def _keep_backup(self, real: Path) -> None:
        """The version about to be replaced becomes ``.bak`` (a hard link: no copy)."""
        link = real.with_name(f"{real.name}.{os.getpid()}-{os.urandom(16).hex()}.tmpbak")
        try:
            os.link(real, link)
            os.replace(link, self.backup)
        except OSError:
            with contextlib.suppress(OSError):
                link.unlink()
            with contextlib.suppress(OSError):
                shutil.copyfile(real, self.backup)

    def _remove_leftovers(self, real: Path) -> None:
        """Delete copies a killed writer left (we hold the lock)."""
        pattern = re.compile(re.escape(real.name) + r"\.\d+-[0-9a-f]{32}\.(tmp.*|probe)")
        with contextlib.suppress(OSError):
            for entry in os.scandir(real.parent):
                if pattern.fullmatch(entry.name):
                    with contextlib.suppress(OSError):
                        os.unlink(entry.path)

    def set_aside_file(self) -> Path | None:
        """Copy the whole file next to itself (``<name>.broken-<timestamp>``) before repairs;
        only the newest ``BROKEN_COPIES`` are kept."""
        real = self.real
        target = real.with_name(f"{real.name}.broken-{timestamp()}")
        try:
            with open(real, "rb") as src, open(target, "xb") as dst:
                shutil.copyfileobj(src, dst, MAX_FILE_BYTES)
        except OSError as exc:
            log.error("could not keep a copy of %s: %s", self.path, exc)
            return None
        copies = sorted(real.parent.glob(glob_escape(real.name) + ".broken-*"))
        for old in copies[:-BROKEN_COPIES]:
            with contextlib.suppress(OSError):
                old.unlink()
        return target


def glob_escape(name: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", name)


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


def known(key: str) -> bool:
    group, _, name = key.partition("/")
    if group == "settings":
        return name in SETTINGS
    if group == "highscores":
        return name in Difficulty.__members__ or name == "cleared" or name.startswith("broken-")
    if group == "state":
        return name in ("game", "recorded") or name.startswith(("broken-game-", "parked-"))
    if group == "history":
        return name in ("games", "daily") or name.startswith("broken-")
    return False


def free_key(doc: ini.IniDocument, prefix: str) -> str:
    """``prefix`` + a timestamp not used yet in ``doc``."""
    key = prefix + timestamp()
    n = 1
    while key in doc.entries:
        n += 1
        key = f"{prefix}{timestamp()}-{n}"
    return key
