"""High scores, settings and the game in progress, kept in one INI file through ``QSettings``.

Why it looks the way it does:

* Every value is one versioned JSON document (``{"version": 1, ...}``) because an INI file
  reads everything back as strings; JSON keeps the types, the version lets a later release
  migrate. Everything read is validated; what is broken falls back to its default, what is
  still valid is kept, and one warning per load (logger ``magdagdon.storage``) says what.
* Every write is a transaction under a ``QLockFile`` next to the file (the very lock file
  ``QSettings`` itself uses, so no plain ``QSettings.sync()`` can interleave): the file is
  re-read from disk (a private copy, so no stale ``QSettings`` cache can hide another
  process's write), changed, written, fsynced and renamed over the original. A high-score
  record is merged into the table found on disk, so two windows never lose each other's
  records, and a crash or power cut leaves either the old or the new file, never half of one.
* The modification time of every version written is strictly newer than the previous one, so
  ``QSettings``' size-and-mtime cache check can always tell versions apart.

The file (QSettings writes sections alphabetically, so the large game comes last)::

    [highscores]  PEACEFUL, SURVIVAL, NIGHTMARE = {"version": 1, "records": [{"score",
                  "finished" (ISO 8601 with offset), "turns", "powers_used", "assisted"}]}
                  broken-<DIFFICULTY>-<time> = a table that could not be read, verbatim
    [settings]    difficulty, language, kiosk, kioskPin, idleSeconds = {"version": 1, "value"}
    [state]       game = {"version": 1, "game": Game.to_dict()[, "assisted": true]}
                  ("assisted" appears only once a HINT was shown in that game; a file
                  without it, as every earlier release wrote, is a game without hints)
                  broken-game-<time> = a saved game the engine rejected, verbatim

A file QSettings cannot parse at all is copied to ``<file>.broken-<time>`` before repair.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import re
import shutil
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar, Final, TypeVar

from PySide6.QtCore import (
    Property,
    QAbstractListModel,
    QByteArray,
    QDateTime,
    QLocale,
    QLockFile,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSettings,
    Qt,
    QTimeZone,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement, QmlUncreatable

from magdagdon.engine import Difficulty, Game
from magdagdon.engine.board import CELLS
from magdagdon.engine.rules import DICE_PER_ROLL, RUIN_PENALTY

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger("magdagdon.storage")

ORGANIZATION: Final = "CUBIRI"
APPLICATION: Final = "MAGDAGDON"
VERSION: Final = 1  # of every JSON value this module writes
TABLE_SIZE: Final = 10  # R8.2: best 10 per difficulty
LANGUAGES: Final = ("", "sv", "fr", "en")  # "" follows the system
MAX_SCORE: Final = 544  # RULES.md "facts": four straights and four of a kind
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
Index = QModelIndex | QPersistentModelIndex


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


# ------------------------------------------------------------------- settings
@dataclass(frozen=True)
class _Setting:
    """One plain setting: its key, default, and the check its stored value must pass."""

    name: str
    default: object
    valid: Callable[[object], bool]
    meaning: str  # for the warning: what a valid value looks like


def _is_pin(value: object) -> bool:
    return isinstance(value, str) and value.isascii() and value.isdigit() and 4 <= len(value) <= 8


SETTINGS: Final[dict[str, _Setting]] = {
    s.name: s
    for s in (
        _Setting(
            "difficulty",
            Difficulty.PEACEFUL.name,
            lambda v: isinstance(v, str) and v in Difficulty.__members__,
            "one of " + ", ".join(Difficulty.__members__),
        ),
        _Setting(
            "language",
            "",
            lambda v: isinstance(v, str) and v in LANGUAGES,
            'one of "", sv, fr, en',
        ),
        _Setting("kiosk", False, lambda v: isinstance(v, bool), "true or false"),
        _Setting("kioskPin", "2020", _is_pin, "4 to 8 digits"),
        _Setting(
            "idleSeconds",
            90,
            lambda v: type(v) is int and 10 <= v <= 3600,
            "a whole number of seconds 10..3600",
        ),
    )
}


def _setting_key(name: str) -> str:
    return f"settings/{name}"


# ------------------------------------------------------------------ records
def _score_range(difficulty: Difficulty) -> range:
    """Every final score R7 allows: a board of 16 ruins with every power used, up to 544."""
    lowest = -RUIN_PENALTY * CELLS - difficulty.power_penalty(difficulty.powers)
    return range(lowest, MAX_SCORE + 1)


TURNS: Final = range(CELLS // DICE_PER_ROLL, CELLS + 1)  # every turn fills 1..4 cells (R3, R6)


@dataclass(frozen=True)
class Record:
    """One finished game in a high-score table (R8.2)."""

    score: int
    finished: datetime  # timezone-aware
    turns: int
    powers_used: int
    assisted: bool = False

    @property
    def sort_key(self) -> tuple[int, datetime, int, int, bool]:
        """R8.3: higher score first, on a tie the earlier game (the rest only makes it total)."""
        return (-self.score, self.finished, self.turns, self.powers_used, self.assisted)

    def to_json(self) -> dict[str, Any]:
        return {
            "score": self.score,
            "finished": self.finished.isoformat(),
            "turns": self.turns,
            "powers_used": self.powers_used,
            "assisted": self.assisted,
        }

    @classmethod
    def from_json(cls, data: object, difficulty: Difficulty) -> Record:
        """A record read from disk; ``ValueError`` says what is wrong with it."""
        if not isinstance(data, dict):
            raise ValueError(f"a record is an object, got {_short(data)}")
        missing = {"score", "finished", "turns", "powers_used", "assisted"} - data.keys()
        if missing:
            raise ValueError(f"a record lacks {', '.join(sorted(missing))}")
        finished = data["finished"]
        if not isinstance(finished, str):
            raise ValueError(f"finished must be an ISO 8601 string, got {_short(finished)}")
        try:
            when = datetime.fromisoformat(finished)
        except ValueError:
            raise ValueError(
                f"finished is not an ISO 8601 date and time: {_short(finished)}"
            ) from None
        return cls.checked(
            difficulty, data["score"], when, data["turns"], data["powers_used"], data["assisted"]
        )

    @classmethod
    def checked(
        cls,
        difficulty: Difficulty,
        score: object,
        finished: datetime,
        turns: object,
        powers_used: object,
        assisted: object,
    ) -> Record:
        """A record whose every field is possible under the rules, or ``ValueError``."""
        if type(score) is not int or score not in _score_range(difficulty):
            raise ValueError(f"score {_short(score)} is impossible in {difficulty.name}")
        if not isinstance(finished, datetime) or finished.utcoffset() is None:
            raise ValueError(f"finished must be a date and time with a time zone: {finished!r}")
        if type(turns) is not int or turns not in TURNS:
            raise ValueError(f"turns {_short(turns)} is not {TURNS.start}..{TURNS.stop - 1}")
        if type(powers_used) is not int or not 0 <= powers_used <= difficulty.powers:
            raise ValueError(
                f"powers_used {_short(powers_used)} is not 0..{difficulty.powers} "
                f"in {difficulty.name}"
            )
        if not isinstance(assisted, bool):
            raise ValueError(f"assisted must be true or false, got {_short(assisted)}")
        return cls(score, finished, turns, powers_used, assisted)


def best(records: Iterable[Record]) -> list[Record]:
    """The table R8.3 keeps: duplicates once, best first, at most ``TABLE_SIZE``."""
    return sorted(set(records), key=lambda r: r.sort_key)[:TABLE_SIZE]


def _table_json(records: Sequence[Record]) -> str:
    return _dump({"version": VERSION, "records": [r.to_json() for r in records]})


def parse_table(raw: object, difficulty: Difficulty) -> tuple[list[Record], list[str]]:
    """Read one stored table: its valid records (best 10) and what was wrong, if anything."""
    if raw is None:
        return [], []
    problems: list[str] = []
    try:
        data = _load_versioned(raw)
    except ValueError as exc:
        return [], [f"the {difficulty.name} high scores are unreadable ({exc}); set aside"]
    records_raw = data.get("records")
    extra = sorted(set(data) - {"version", "records"})
    if extra:
        problems.append(f"unknown fields {', '.join(extra)} ignored")
    if not isinstance(records_raw, list):
        return [], [f"the {difficulty.name} high scores hold no list of records; set aside"]
    records: list[Record] = []
    bad: list[str] = []
    for i, item in enumerate(records_raw):
        try:
            records.append(Record.from_json(item, difficulty))
        except ValueError as exc:
            bad.append(f"#{i + 1}: {exc}")
        else:
            if isinstance(item, dict) and (unknown := sorted(set(item) - _RECORD_FIELDS)):
                problems.append(f"#{i + 1} had unknown fields {', '.join(unknown)} (ignored)")
    if bad:
        more = f"; and {len(bad) - 5} more" if len(bad) > 5 else ""
        problems.append(f"dropped {len(bad)} broken record(s): " + "; ".join(bad[:5]) + more)
    kept = best(records)
    if len(set(records)) > len(kept):  # duplicates go silently: the same game, twice
        problems.append(f"kept the best {len(kept)} of {len(set(records))} records")
    if problems:
        problems = [f"{difficulty.name} high scores: " + "; ".join(problems)]
    return kept, problems


_RECORD_FIELDS: Final = frozenset({"score", "finished", "turns", "powers_used", "assisted"})


# --------------------------------------------------------------- JSON helpers
def _dump(data: object) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=True, allow_nan=False)


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number")


def _load_versioned(raw: object) -> dict[str, Any]:
    """Parse ``{"version": 1, ...}`` read back from INI; ``ValueError`` says why it is not."""
    if not isinstance(raw, str):
        # INI gives a list for a value with unquoted commas, i.e. not something we wrote.
        raise ValueError(f"expected JSON text, got {_short(raw)}")
    try:
        data = json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise ValueError(f"not JSON: {_short(raw)} ({exc})") from None
    if not isinstance(data, dict):
        raise ValueError(f"expected a JSON object, got {_short(raw)}")
    version = data.get("version")
    if type(version) is not int:
        raise ValueError(f"no version number in {_short(raw)}")
    if version != VERSION:
        raise ValueError(f"version {version} is not {VERSION}")
    return data


def _short(value: object, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _timestamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")


def _printable(key: str) -> bool:
    return key.isprintable() and "\ufffd" not in key and bool(key.strip())


# ------------------------------------------------------------- file access
class _SettingsFile:
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
            survivors = {k: copy.value(k) for k in copy.allKeys() if _known(k)}
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
        target = self.path.with_name(f"{self.path.name}.broken-{_timestamp()}")
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
    return s.status() != QSettings.Status.NoError or not all(_printable(k) for k in s.allKeys())


# -------------------------------------------------------------------- Store
@QmlElement
@QmlUncreatable("the app creates the Store and hands it to Main.qml")
class Store(QObject):
    """The player's settings, high scores and game in progress, validated, never lost.

    Reads the file once at construction, repairs what is broken (defaults for bad settings,
    bad records dropped, a bad saved game set aside) and logs one warning saying what.
    """

    difficultyChanged = Signal()
    languageChanged = Signal()
    kioskChanged = Signal()
    kioskPinChanged = Signal()
    idleSecondsChanged = Signal()
    highScoresChanged = Signal(str)

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._file = _SettingsFile(settings)
        self._values: dict[str, object] = {n: s.default for n, s in SETTINGS.items()}
        self._tables: dict[Difficulty, list[Record]] = {d: [] for d in Difficulty}
        self._game_data: dict[str, Any] | None = None
        self._game_assisted = False  # the saved game had a HINT shown (marked in its record)
        # Records a failed write could not keep yet; merged into the next write of their table.
        self._unsaved: dict[Difficulty, set[Record]] = {d: set() for d in Difficulty}
        self._load()

    # ------------------------------------------------------------- loading
    def _load(self) -> None:
        """Read and check everything; repair on disk what needs it; warn once."""
        problems: list[str] = []
        self._check_all(self._file.read(), problems, repair=False)
        if not problems:
            return  # the usual start: a sound file, read without taking the lock
        problems.clear()
        try:
            self._file.transact(lambda s: self._check_all(s, problems))
        except StorageError as exc:
            problems.clear()
            self._check_all(self._file.read(), problems, repair=False)
            if problems:  # a read-only place with a sound file is no problem until a write
                problems.append(f"repairs not saved ({exc})")
        if problems:
            log.warning(
                "MAGDAGDON settings %s had problems; defaults are used for these only: %s",
                self._file.path,
                " | ".join(problems),
            )

    def _check_all(
        self, s: QSettings, problems: list[str], *, repair: bool = True
    ) -> tuple[None, bool]:
        changed = False
        if repair and self._file.damage:
            problems.append(self._file.damage + "; whatever could be read is kept")
        elif not repair and self._file.is_file and damaged(s):
            problems.append("the file is damaged; whatever could be read is used")
        for name, setting in SETTINGS.items():
            value, problem = self._read_setting(s, setting)
            self._values[name] = value
            if problem:
                problems.append(problem)
                if repair:
                    s.remove(_setting_key(name))
                    changed = True
        for difficulty in Difficulty:
            key = KEY_TABLE + difficulty.name
            raw = s.value(key)
            records, table_problems = parse_table(raw, difficulty)
            self._tables[difficulty] = records
            problems.extend(table_problems)
            if raw is not None and repair and _table_json(records) != raw:
                if table_problems:
                    s.setValue(_free_key(s, f"{KEY_BROKEN_TABLE}{difficulty.name}-"), raw)
                if records:
                    s.setValue(key, _table_json(records))
                else:
                    s.remove(key)
                changed = True
        game_changed = self._check_game(s, problems, repair=repair)
        unknown = sorted(k for k in s.allKeys() if not _known(k) and _printable(k))
        if unknown:
            more = f" and {len(unknown) - 10} more" if len(unknown) > 10 else ""
            problems.append("unknown keys left alone: " + ", ".join(unknown[:10]) + more)
        return None, changed or game_changed

    @staticmethod
    def _read_setting(s: QSettings, setting: _Setting) -> tuple[object, str | None]:
        raw = s.value(_setting_key(setting.name))
        if raw is None:
            return setting.default, None
        try:
            data = _load_versioned(raw)
            if set(data) != {"version", "value"}:
                raise ValueError(f"expected version and value, got {', '.join(sorted(data))}")
            value = data["value"]
            if not setting.valid(value):
                raise ValueError(f"{_short(value)} is not {setting.meaning}")
        except ValueError as exc:
            return setting.default, f"setting {setting.name}: {exc}"
        return value, None

    def _check_game(self, s: QSettings, problems: list[str], *, repair: bool) -> bool:
        raw = s.value(KEY_GAME)
        self._game_assisted = False
        if raw is None:
            self._game_data = None
            return False
        try:
            self._game_data, self._game_assisted = self._parse_game(raw)
            return False
        except Exception as exc:  # whatever the replay trips on, the game is unloadable
            self._game_data = None
            if not repair:
                problems.append(f"the saved game cannot be restored ({exc})")
                return False
            aside = _free_key(s, KEY_BROKEN_GAME)
            s.setValue(aside, raw)
            s.remove(KEY_GAME)
            problems.append(f"the saved game cannot be restored ({exc}); kept as {aside}")
            return True

    @staticmethod
    def _parse_game(raw: object) -> tuple[dict[str, Any], bool]:
        """The saved game's ``to_dict`` data, checked by replaying it, and its assisted flag;
        else an exception."""
        data = _load_versioned(raw)
        if not {"version", "game"} <= set(data) <= {"version", "game", "assisted"}:
            raise ValueError(
                f"expected version, game and maybe assisted, got {', '.join(sorted(data))}"
            )
        assisted = data.get("assisted", False)
        if not isinstance(assisted, bool):
            raise ValueError(f"assisted must be true or false, got {_short(assisted)}")
        Game.from_dict(data["game"])  # raises GameDataError if the engine rejects it
        game: dict[str, Any] = data["game"]
        return game, assisted

    # ------------------------------------------------------------ settings
    def _get(self, name: str) -> Any:
        return self._values[name]

    def _set(self, name: str, value: object, signal: Signal) -> None:
        setting = SETTINGS[name]
        if not setting.valid(value):
            raise ValueError(f"{name} must be {setting.meaning}, not {value!r}")
        if self._values[name] == value and type(self._values[name]) is type(value):
            return
        self._values[name] = value
        text = _dump({"version": VERSION, "value": value})

        def change(s: QSettings) -> tuple[None, bool]:
            s.setValue(_setting_key(name), text)
            return None, True

        self._write(change, f"setting {name}")
        signal.emit()

    def _read_difficulty(self) -> str:
        return self._get("difficulty")

    def _write_difficulty(self, value: str) -> None:
        self._set("difficulty", value, self.difficultyChanged)

    def _read_language(self) -> str:
        return self._get("language")

    def _write_language(self, value: str) -> None:
        self._set("language", value, self.languageChanged)

    def _read_kiosk(self) -> bool:
        return self._get("kiosk")

    def _write_kiosk(self, value: bool) -> None:
        self._set("kiosk", value, self.kioskChanged)

    def _read_kiosk_pin(self) -> str:
        return self._get("kioskPin")

    def _write_kiosk_pin(self, value: str) -> None:
        self._set("kioskPin", value, self.kioskPinChanged)

    def _read_idle_seconds(self) -> int:
        return self._get("idleSeconds")

    def _write_idle_seconds(self, value: int) -> None:
        self._set("idleSeconds", value, self.idleSecondsChanged)

    difficulty = Property(str, _read_difficulty, _write_difficulty, notify=difficultyChanged)
    language = Property(str, _read_language, _write_language, notify=languageChanged)
    kiosk = Property(bool, _read_kiosk, _write_kiosk, notify=kioskChanged)
    kioskPin = Property(str, _read_kiosk_pin, _write_kiosk_pin, notify=kioskPinChanged)
    idleSeconds = Property(int, _read_idle_seconds, _write_idle_seconds, notify=idleSecondsChanged)

    @Slot(str, result=bool)
    def isValidKioskPin(self, pin: str) -> bool:
        """Lets the settings screen check a PIN before it tries to set it."""
        return _is_pin(pin)

    # ---------------------------------------------------------------- game
    def load_game(self) -> Game | None:
        """The game in progress as it was last saved, or None (a broken one is set aside)."""
        raw = self._file.read().value(KEY_GAME)
        if raw is None:
            return None
        try:
            data, self._game_assisted = self._parse_game(raw)
            return Game.from_dict(data)
        except Exception:  # same judgement as at start-up, set aside below
            pass
        problems: list[str] = []
        try:
            self._file.transact(lambda s: (None, self._check_game(s, problems, repair=True)))
        except StorageError as exc:
            problems.append(f"could not set it aside ({exc})")
        if problems:
            log.warning("MAGDAGDON settings %s: %s", self._file.path, " | ".join(problems))
        if self._game_data is None:
            return None
        return Game.from_dict(self._game_data)

    @property
    def game_assisted(self) -> bool:
        """Whether the saved game (as last loaded or saved) had a HINT shown in it."""
        return self._game_data is not None and self._game_assisted

    def save_game(self, game: Game | None, *, assisted: bool = False) -> None:
        """Keep ``game`` (None: no game in progress) on disk before returning.

        ``assisted`` marks a game in which a HINT was shown, so a restart keeps the mark.
        """
        data = None if game is None else game.to_dict()
        assisted = assisted and data is not None
        if data == self._game_data and assisted == self.game_assisted:
            return  # nothing changed since the last save: spare the disk a write
        document: dict[str, Any] = {"version": VERSION, "game": data}
        if assisted:
            document["assisted"] = True
        text = None if data is None else _dump(document)

        def change(s: QSettings) -> tuple[None, bool]:
            if text is None:
                if s.value(KEY_GAME) is None:
                    return None, False
                s.remove(KEY_GAME)
            else:
                s.setValue(KEY_GAME, text)
            return None, True

        if self._write(change, "the game in progress"):
            self._game_data = data  # a failed save is retried by the next one
            self._game_assisted = assisted

    # ---------------------------------------------------------- high scores
    def record(
        self,
        difficulty: Difficulty,
        score: int,
        turns: int,
        powers_used: int,
        finished: datetime | None = None,
        assisted: bool = False,
        *,
        finished_game: bool = False,
    ) -> int:
        """R8.2: put a finished game in its table; the rank reached (1..10), 0 if none.

        The table on disk is re-read and merged under the lock, so a record another window
        wrote meanwhile is kept. ``finished_game=True`` also clears the game in progress in
        the same atomic write: a crash can then neither lose the record nor let the game be
        finished, and recorded, a second time.
        """
        if not isinstance(difficulty, Difficulty):
            raise ValueError(f"difficulty must be a Difficulty, got {difficulty!r}")
        when = datetime.now(UTC).astimezone() if finished is None else finished
        if isinstance(when, datetime) and when.utcoffset() is None:
            when = when.astimezone()  # a naive time is local time
        new = Record.checked(difficulty, score, when, turns, powers_used, assisted)
        key = KEY_TABLE + difficulty.name

        unsaved = self._unsaved[difficulty]
        unsaved.add(new)

        def change(s: QSettings) -> tuple[list[Record], bool]:
            raw = s.value(key)
            on_disk, problems = parse_table(raw, difficulty)
            if problems:  # damaged since start-up: keep the original before replacing it
                s.setValue(_free_key(s, f"{KEY_BROKEN_TABLE}{difficulty.name}-"), raw)
                log.warning("MAGDAGDON settings %s: %s", self._file.path, " | ".join(problems))
            table = best([*on_disk, *unsaved])
            s.setValue(key, _table_json(table))
            if finished_game:
                s.remove(KEY_GAME)
            return table, True

        try:
            table = self._file.transact(change)
            unsaved.clear()
            if finished_game:
                self._game_data = None
        except StorageError as exc:
            log.error(
                "the %s record %s could not be saved (kept in memory, retried with the next "
                "record): %s",
                difficulty.name,
                new,
                exc,
            )
            table = best([*self._tables[difficulty], *unsaved])
        self._set_table(difficulty, table)
        return table.index(new) + 1 if new in table else 0

    def high_scores(self, difficulty: Difficulty) -> list[Record]:
        """The best 10 of ``difficulty``, R8.3 order, as last read or written."""
        return list(self._tables[difficulty])

    @Slot()
    def reloadHighScores(self) -> None:
        """Pick up records other windows wrote since (the screen calls it when it opens)."""
        s = self._file.read()
        for difficulty in Difficulty:
            records, _ = parse_table(s.value(KEY_TABLE + difficulty.name), difficulty)
            self._set_table(difficulty, records)

    @Slot()
    @Slot(str)
    def clearHighScores(self, difficulty: str = "") -> None:
        """Empty one table (a difficulty name) or all of them ("")."""
        if difficulty and difficulty not in Difficulty.__members__:
            raise ValueError(f"unknown difficulty {difficulty!r}")
        chosen = [Difficulty[difficulty]] if difficulty else list(Difficulty)

        def change(s: QSettings) -> tuple[None, bool]:
            for d in chosen:
                s.remove(KEY_TABLE + d.name)
            return None, True

        self._write(change, "cleared high scores")
        for d in chosen:
            self._unsaved[d].clear()
            self._set_table(d, [])

    def _set_table(self, difficulty: Difficulty, table: list[Record]) -> None:
        if self._tables[difficulty] != table:
            self._tables[difficulty] = table
            self.highScoresChanged.emit(difficulty.name)

    def _write(self, change: Callable[[QSettings], tuple[None, bool]], what: str) -> bool:
        """Run a transaction; a failure is logged (the app goes on) and returns False."""
        try:
            self._file.transact(change)
        except StorageError as exc:
            log.error("%s could not be saved: %s", what, exc)
            return False
        return True


def _known(key: str) -> bool:
    group, _, name = key.partition("/")
    if group == "settings":
        return name in SETTINGS
    if group == "highscores":
        return name in Difficulty.__members__ or name.startswith("broken-")
    if group == "state":
        return name == "game" or name.startswith("broken-game-")
    return False


def _free_key(s: QSettings, prefix: str) -> str:
    """``prefix`` + a timestamp not used yet in ``s``."""
    key = prefix + _timestamp()
    n = 1
    while s.contains(key):
        n += 1
        key = f"{prefix}{_timestamp()}-{n}"
    return key


# ------------------------------------------------------------ table model
@QmlElement
class HighScoreModel(QAbstractListModel):
    """One difficulty's table for the high-score screen; the new record is highlighted."""

    RankRole = Qt.ItemDataRole.UserRole + 1
    ScoreRole = Qt.ItemDataRole.UserRole + 2
    DateRole = Qt.ItemDataRole.UserRole + 3
    TurnsRole = Qt.ItemDataRole.UserRole + 4
    PowersUsedRole = Qt.ItemDataRole.UserRole + 5
    AssistedRole = Qt.ItemDataRole.UserRole + 6
    HighlightedRole = Qt.ItemDataRole.UserRole + 7

    _ROLES: ClassVar[dict[int, QByteArray]] = {
        RankRole: QByteArray(b"rank"),
        ScoreRole: QByteArray(b"score"),
        DateRole: QByteArray(b"date"),
        TurnsRole: QByteArray(b"turns"),
        PowersUsedRole: QByteArray(b"powersUsed"),
        AssistedRole: QByteArray(b"assisted"),
        HighlightedRole: QByteArray(b"highlighted"),
    }

    storeChanged = Signal()
    difficultyChanged = Signal()
    highlightRankChanged = Signal()
    countChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store: Store | None = None
        self._difficulty = Difficulty.PEACEFUL.name
        self._highlight = 0
        self._rows: list[tuple[Any, ...]] = []

    # ---------------------------------------------------------- properties
    def _read_store(self) -> Store | None:
        return self._store

    def _write_store(self, store: Store | None) -> None:
        if store is self._store:
            return
        if self._store is not None:
            self._store.highScoresChanged.disconnect(self._on_changed)
        self._store = store
        if store is not None:
            store.highScoresChanged.connect(self._on_changed)
        self.storeChanged.emit()
        self.refresh()

    def _read_difficulty(self) -> str:
        return self._difficulty

    def _write_difficulty(self, name: str) -> None:
        if name not in Difficulty.__members__:
            raise ValueError(f"unknown difficulty {name!r}")
        if name != self._difficulty:
            self._difficulty = name
            self.difficultyChanged.emit()
            self.refresh()

    def _read_highlight(self) -> int:
        return self._highlight

    def _write_highlight(self, rank: int) -> None:
        if rank != self._highlight:
            self._highlight = rank
            self.highlightRankChanged.emit()
            self.refresh()

    def _read_count(self) -> int:
        return len(self._rows)

    store = Property(Store, _read_store, _write_store, notify=storeChanged)
    difficulty = Property(str, _read_difficulty, _write_difficulty, notify=difficultyChanged)
    highlightRank = Property(int, _read_highlight, _write_highlight, notify=highlightRankChanged)
    count = Property(int, _read_count, notify=countChanged)

    # --------------------------------------------------------------- model
    def roleNames(self) -> dict[int, QByteArray]:
        return dict(self._ROLES)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            role = self.ScoreRole
        column = role - self.RankRole
        row = self._rows[index.row()]
        return row[column] if 0 <= column < len(row) else None

    @Slot()
    def refresh(self) -> None:
        """Recompute the rows (after a new record or a language change); emit only changes."""
        records = (
            [] if self._store is None else self._store.high_scores(Difficulty[self._difficulty])
        )
        locale = QLocale()
        rows = [
            (
                rank,
                r.score,
                locale.toString(_qdatetime(r.finished), QLocale.FormatType.ShortFormat),
                r.turns,
                r.powers_used,
                r.assisted,
                rank == self._highlight,
            )
            for rank, r in enumerate(records, start=1)
        ]
        old = list(self._rows)
        common = min(len(old), len(rows))
        if len(rows) < len(old):
            self.beginRemoveRows(QModelIndex(), len(rows), len(old) - 1)
            self._rows = self._rows[: len(rows)]
            self.endRemoveRows()
        changed = [i for i in range(common) if old[i] != rows[i]]
        self._rows[:common] = rows[:common]
        for i in changed:
            self.dataChanged.emit(self.index(i), self.index(i))
        if len(rows) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(rows) - 1)
            self._rows = rows
            self.endInsertRows()
        if len(rows) != len(old):
            self.countChanged.emit()

    def _on_changed(self, difficulty: str) -> None:
        if difficulty == self._difficulty:
            self.refresh()


def _qdatetime(when: datetime) -> QDateTime:
    """The instant ``when`` as a QDateTime in local time (how the player reads a date)."""
    ms = math.floor(when.timestamp() * 1000)
    return QDateTime.fromMSecsSinceEpoch(ms, QTimeZone.systemTimeZone())


__all__ = [
    "APPLICATION",
    "ORGANIZATION",
    "TABLE_SIZE",
    "HighScoreModel",
    "Record",
    "StorageError",
    "Store",
    "best",
    "make_settings",
    "parse_table",
]
