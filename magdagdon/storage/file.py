"""The settings file: where it lives, and transactions on it (lock, fresh read, change, replace).

Every write runs under a ``QLockFile`` next to the file (the lock ``QSettings`` and release
1.0.0 use, so an older window cannot interleave): the file is re-read from disk, changed,
written to a new file, fsynced and renamed over the original; a crash or power cut leaves
either the old or the new file, never half of one. The version replaced stays as
``<file>.bak`` when it was sound: the last good copy a damaged file is repaired from.
The text is read and written by ``ini`` (never decoded by Qt). A symlink is written through
(the target is replaced, the link stays); a FIFO, device or directory at the path, at its
``.bak`` or at its ``.lock`` is refused (``safeio``), never opened in a way that could hang. A
file without write permission (0444) is respected: it is read, never replaced
(``read_only``). The path is used exactly as given (its bytes; Qt never names the file).
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Final, TypeVar

from PySide6.QtCore import QLockFile, QSettings

from magdagdon.engine import Difficulty

from . import ini, safeio
from .safeio import FileRefused, shown_path
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
MAX_FILE_BYTES: Final = 16 * 1024 * 1024  # a full file is ~30 kB: what is past this is junk
SECTIONS: Final = ("highscores", "history", "settings", "state")  # the game's own
PARSED_KEPT_FROM: Final = 256 * 1024  # a file this large is parsed once while unchanged
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
    except (OSError, ValueError):
        special = False
    name = os.fspath(path)
    if special or not _qt_can_name(name):
        # QSettings opens its file at once: a FIFO would hang it; and Qt would name a file
        # whose name is not UTF-8 another way (another file). The store refuses the first
        # and uses the second exactly, itself: Qt gets a harmless file.
        settings = QSettings(os.devnull, QSettings.Format.IniFormat)
    else:
        settings = QSettings(name, QSettings.Format.IniFormat)
    settings.magdagdon_path = name  # type: ignore[attr-defined]  # the path exactly as given
    return settings


def _qt_can_name(name: str) -> bool:
    """Whether Qt names the file ``name`` as the OS does (its bytes are UTF-8 text)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # surrogate-escaped bytes: not UTF-8
        return False
    return "\0" not in name


def settings_path(settings: QSettings) -> str:
    """The file a ``make_settings`` object names (see the FIFO case there)."""
    return str(getattr(settings, "magdagdon_path", settings.fileName()))


def problem_with(path: str | os.PathLike[str]) -> str | None:
    """Why the store cannot keep its data at ``path`` (one line), or None when it can.

    For ``--settings-file`` and ``--smoke-test``: refuses what is no regular file, a file that
    is not the game's (never rewritten: ``foreign``), and a folder where nothing can be
    written (it tries a real write next to the file). A read-only file is no problem here:
    the game plays on and says that nothing is saved.
    """
    shown = shown_path(path)
    try:
        target = Path(os.path.realpath(path))
        found = safeio.read_regular(target, MAX_FILE_BYTES)
    except FileRefused as exc:
        return f"{shown} cannot be used as the settings file: {exc.reason}"
    except (OSError, ValueError) as exc:  # realpath: a symlink loop on some Pythons
        return f"{shown} cannot be used as the settings file: {exc}"
    if found is not None:
        why = foreign(found.data, _read_or_empty(target.with_name(target.name + ".bak")))
        if why is not None:
            return f"{shown} is not a MAGDAGDON settings file ({why}); it is left as it is"
        if not found.mode & 0o222:
            return None  # read-only: played with, never written (the window says so)
    folder = target.parent
    try:
        blocker = next(
            (p for p in (folder, *folder.parents) if p.exists() and not p.is_dir()), None
        )
    except OSError as exc:  # a folder on the way that cannot be searched
        return f"{shown} cannot be used as the settings file: {exc.strerror or exc}"
    if blocker is not None:
        return f"{shown} cannot be written: {shown_path(blocker)} is a file, not a folder"
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
        return f"{shown} cannot be written: {exc.strerror or exc}"
    return None


def _read_or_empty(path: Path) -> bytes:
    try:
        found = safeio.read_regular(path, MAX_FILE_BYTES)
    except FileRefused:
        return b""
    return b"" if found is None else found.data


def foreign(
    data: bytes, backup: bytes | Callable[[], bytes] = b"", doc: ini.IniDocument | None = None
) -> str | None:
    """Why ``data`` is not a settings file of the game (None when it is, or may be): it has
    whole lines and none of them is the game's (no section of the game, nor a value sealed by
    it), and the last good copy ``backup`` is not the game's either (then this is the game's
    own file, damaged, and repaired). An empty file, or a file cut before its first line
    ends, is the game's: nothing in it says otherwise. (``doc``: ``data`` parsed already;
    ``backup`` may be a function, called only when the file itself is not the game's.)"""
    if b"\n" not in data and b"\0" not in data:
        return None
    doc = ini.parse(data, SECTIONS, known) if doc is None else doc
    if _ours(doc):
        return None
    backup = backup() if callable(backup) else backup
    if backup.strip() and _ours(ini.parse(backup, SECTIONS, known)):
        return None
    if b"\0" in data or (data.strip() and not doc.entries):
        return "it is not an INI file"
    return "it has none of the game's sections"


def _ours(doc: ini.IniDocument) -> bool:
    if doc.sections & set(SECTIONS):
        return True
    return any('"crc' in line for _, line in doc.debris) or any(
        '"crc' in e.raw for e in doc.entries.values()
    )


class SettingsFile:
    """Transactions on one INI file: lock, fresh read, change, replace."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.damage: str | None = None  # set by a read that found the file damaged
        self.last_copy: Path | None = None  # the whole-file copy the last repair kept
        self.read_only: bool = False  # the file has no write permission: never replaced
        self.identity: tuple[int, int] | None = None  # (device, inode) of the last read
        self.foreign: str | None = None  # why the file read last is not the game's
        self.notes: list[str] = []  # files beside it that were refused (one line each)
        self._parsed: tuple[tuple[int, int], ini.IniDocument] | None = None  # (a large file)

    @property
    def real(self) -> Path:
        """The file written: the symlink's target when the path is a symlink."""
        return Path(os.path.realpath(self.path))

    @property
    def shown(self) -> str:
        return shown_path(self.path)

    def read(self) -> ini.IniDocument:
        """The file on disk now (empty if there is none); ``StorageError`` if it cannot be
        read or is no regular file. Sets ``damage`` to what was wrong, if anything.

        At most ``MAX_FILE_BYTES`` are read: what is past them (junk appended to the file) is
        left out, and the entries before it are kept."""
        self.damage = None
        try:
            found = safeio.read_regular(self.real, MAX_FILE_BYTES)
        except FileRefused as exc:
            raise StorageError(f"{self.shown} cannot be used: {exc.reason}") from None
        except (OSError, ValueError) as exc:
            raise StorageError(f"{self.shown} cannot be used: {exc}") from None
        self.foreign = None
        if found is None:
            self.identity, self.read_only = None, False
            return ini.IniDocument()  # no file yet (a write will say if there can be one)
        self.identity = (found.device, found.inode)
        self.read_only = not found.mode & 0o222
        data = found.data
        if found.truncated:
            data = data[: data.rfind(b"\n") + 1]  # the line cut at the limit is junk too
        doc = self._parse(data)
        self.foreign = foreign(data, self._backup_bytes, doc)
        damage = []
        if found.truncated:
            damage.append(
                f"it is larger than {MAX_FILE_BYTES // 2**20} MiB ({found.size:,} bytes): "
                "only what comes before that is read"
            )
        if doc.problems:
            damage.append("the file is damaged: " + "; ".join(doc.problems))
        elif data.strip() and not doc.entries:
            damage.append("the file holds no setting at all")
        self.damage = "; ".join(damage) or None
        if self.damage and not doc.entries:
            return self._last_good()
        return doc

    def _parse(self, data: bytes) -> ini.IniDocument:
        """``data`` parsed; a large file read again unchanged (the start reads it, then its
        repair under the lock) is not parsed again."""
        if len(data) < PARSED_KEPT_FROM:
            return ini.parse(data, SECTIONS, known)
        key = (len(data), zlib.crc32(data))
        if self._parsed is None or self._parsed[0] != key:
            self._parsed = (key, ini.parse(data, SECTIONS, known))
        return self._parsed[1].copy()

    def _backup_bytes(self) -> bytes:
        try:
            found = safeio.read_regular(self.backup, MAX_FILE_BYTES)
        except FileRefused as exc:
            self._note(f"its last good copy {exc}: it is not used")
            return b""
        return b"" if found is None else found.data

    def _note(self, line: str) -> None:
        if line not in self.notes:
            self.notes.append(line)
            log.warning("MAGDAGDON settings %s: %s", self.shown, line)

    def _last_good(self) -> ini.IniDocument:
        good = ini.parse(self._backup_bytes(), SECTIONS, known)
        if good.entries and self.damage:
            self.damage += "; the last good copy is used"
        return good

    @property
    def backup(self) -> Path:
        real = self.real
        return real.with_name(real.name + ".bak")

    @property
    def lock_path(self) -> Path:
        real = self.real
        return real.with_name(real.name + ".lock")

    def read_backup(self) -> ini.IniDocument:
        """The last good copy (empty if none, or if it is no regular file)."""
        return ini.parse(self._backup_bytes(), SECTIONS, known)

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
        try:
            safeio.check_replaceable(self.lock_path)  # QLockFile would open a FIFO and hang
        except FileRefused as exc:
            raise StorageError(f"cannot lock {self.shown}: {exc}") from None
        lock = QLockFile(str(self.lock_path))
        lock.setStaleLockTime(STALE_LOCK_MS)
        if not lock.tryLock(LOCK_TIMEOUT_MS if timeout_ms is None else timeout_ms):
            raise StorageError(f"cannot lock {self.path}: {lock.error().name}")
        try:
            self._remove_leftovers(real)
            doc = self.read()
            if self.read_only:
                raise StorageError(f"{self.shown} is read-only: nothing is written to it")
            if self.foreign is not None:
                raise StorageError(f"{self.shown} is not the game's ({self.foreign}): left alone")
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
        try:
            previous = safeio.check_replaceable(real)
            # Strictly newer than the version replaced, whatever the clock's granularity
            # (QSettings in an older window tells versions apart by size and mtime).
            now_ms = time.time_ns() // 1_000_000
            if previous is not None:
                now_ms = max(now_ms, previous.st_mtime_ns // 1_000_000 + 1)
            if previous is not None and keep_backup:
                self._keep_backup(real)
            safeio.write_durably(real, data, mtime_ns=now_ms * 1_000_000)
        except FileRefused as exc:
            raise StorageError(f"cannot write {self.shown}: {exc.reason}") from None
        except OSError as exc:
            raise StorageError(f"cannot write {self.shown}: {exc.strerror or exc}") from exc

    def _keep_backup(self, real: Path) -> None:
        """The version about to be replaced becomes ``.bak`` (a hard link: no copy), durably.
        A ``.bak`` that is no regular file (a FIFO...) is left alone, and said once."""
        link = Path(safeio.temporary_beside(real, ".tmpbak"))
        try:
            os.link(real, link)
            safeio.replace_durably(link, self.backup)
        except FileRefused as exc:
            self._note(f"no last good copy is kept: {exc}")
        except OSError:
            with contextlib.suppress(OSError):
                found = safeio.read_regular(real, MAX_FILE_BYTES)
                if found is not None:
                    safeio.write_durably(self.backup, found.data)
        finally:
            with contextlib.suppress(OSError):
                link.unlink()

    def _remove_leftovers(self, real: Path) -> None:
        """Delete copies a killed writer left (we hold the lock)."""
        pattern = re.compile(re.escape(real.name) + r"\.\d+-[0-9a-f]{32}\.(tmp.*|probe)")
        with contextlib.suppress(OSError):
            for entry in os.scandir(real.parent):
                if pattern.fullmatch(entry.name):
                    with contextlib.suppress(OSError):
                        os.unlink(entry.path)

    def set_aside_file(self) -> Path | None:
        """Copy the file next to itself (``<name>.broken-<timestamp>``, its first
        ``MAX_FILE_BYTES``) before repairs; only the newest ``BROKEN_COPIES`` are kept."""
        real = self.real
        target = real.with_name(f"{real.name}.broken-{timestamp()}")
        try:
            found = safeio.read_regular(real, MAX_FILE_BYTES)
            if found is None:
                return None
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            try:
                view = memoryview(found.data)
                while view:
                    view = view[os.write(fd, view) :]
            finally:
                os.close(fd)
        except OSError as exc:
            log.error("could not keep a copy of %s: %s", self.shown, exc)
            return None
        copies = sorted(real.parent.glob(glob_escape(real.name) + ".broken-*"))
        for old in copies[:-BROKEN_COPIES]:
            with contextlib.suppress(OSError):
                old.unlink()
        return target


def glob_escape(name: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", name)


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
