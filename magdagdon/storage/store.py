"""The ``Store`` QObject: settings, high scores and the game in progress, validated, never lost."""

from __future__ import annotations

import atexit
import copy
import logging
import time
import uuid
import weakref
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QObject,
    QSettings,
    Signal,
    SignalInstance,
    Slot,
)
from PySide6.QtQml import QmlElement, QmlUncreatable

from magdagdon.engine import Difficulty, Game

from . import ini
from .checks import Contents, check_all, parse_game
from .file import KEY_GAME, SettingsFile, StorageError
from .journal import Journal
from .merge import drop_game, mark_cleared, merge_records, put_game
from .records import Record, best
from .schema import SETTINGS, is_pin, setting_key
from .values import VERSION, dump
from .writer import Writer

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger("magdagdon.storage")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Store", text)


@QmlElement
@QmlUncreatable("the app creates the Store and hands it to Main.qml")
class Store(QObject):  # type: ignore[operator]  # (PySide6 stubs: QmlUncreatable is a class)
    """The player's settings, high scores and game in progress, validated, never lost.

    Reads the file once at construction, repairs what is broken (the last good value, else
    defaults for bad settings, bad records dropped, a bad saved game set aside) and logs one
    warning saying what. ``background=True`` (the app) writes on a background thread; else
    every change is on disk when its call returns. ``saveProblem`` is the translated notice
    the window shows while saving fails; ``flush()`` waits for pending writes.
    """

    difficultyChanged = Signal()
    languageChanged = Signal()
    kioskChanged = Signal()
    kioskPinChanged = Signal()
    idleSecondsChanged = Signal()
    highScoresChanged = Signal(str)
    saveProblemChanged = Signal()
    _written = Signal(str, bool)  # from the writing thread: error text, whether it failed

    def __init__(
        self, settings: QSettings, parent: QObject | None = None, *, background: bool = False
    ) -> None:
        super().__init__(parent)
        self._file = SettingsFile(settings.fileName())
        self._journal = Journal(self._file.path)
        self._contents = Contents()
        self._values = self._contents.values
        self._tables = self._contents.tables
        self._game_data: dict[str, Any] | None = None
        self._game_assisted = False  # the saved game had a HINT shown (marked in its record)
        self._game_id: str | None = None
        self._own_ids: set[str] = set()
        # Records neither the journal nor the file could keep yet; merged into every write.
        self._unsaved: dict[Difficulty, set[Record]] = {d: set() for d in Difficulty}
        self._error: str | None = None  # the last write error (None: the last write worked)
        self._unusable: str | None = None  # why the file cannot be used at all
        self._record_lost = False
        self._damaged = False
        self._written.connect(self._on_written)
        self._writer = Writer(
            self._file, self._report, background=background, before=self._merge_journal
        )
        self._load()
        ref = weakref.ref(self)
        atexit.register(lambda: (s := ref()) is not None and s.close())

    # ------------------------------------------------------------- loading
    def _load(self) -> None:
        """Read and check everything; repair on disk what needs it; warn once."""
        try:
            doc = self._file.read()
        except StorageError as exc:
            self._unusable = str(exc)
            log.error("MAGDAGDON settings %s cannot be used: %s", self._file.path, exc)
            self.saveProblemChanged.emit()
            return
        damage = self._file.damage
        contents, _ = check_all(doc, None, repair=False)
        entries, _counts = self._journal.entries()
        if not contents.problems and not damage and not entries:
            self._adopt(contents)
            return  # the usual start: a sound file, read without taking the lock
        backup = self._file.read_backup()
        fixed = copy.deepcopy(doc)
        contents, _ = check_all(fixed, backup, repair=True)
        _, tables, _ = merge_records(fixed, entries, self._unsaved)
        contents.tables.update(tables)
        self._adopt(contents)
        self._damaged = bool(damage) or any("unknown keys" not in p for p in contents.problems)
        if self._damaged:
            self.saveProblemChanged.emit()
        if not contents.problems and not damage:
            self._submit("records", lambda d: False, "the journal")  # replay it, silently
            return

        def repair(d: ini.IniDocument) -> bool:
            fixed, changed = check_all(d, self._file.read_backup(), repair=True)
            problems = fixed.problems
            if self._file.damage:
                kept = self._file.last_copy
                problems.insert(
                    0,
                    self._file.damage
                    + (f" (a copy is kept as {kept.name})" if kept else "")
                    + "; whatever could be read is kept",
                )
            if problems:
                log.warning(
                    "MAGDAGDON settings %s had problems; defaults are used for these only: %s",
                    self._file.path,
                    " | ".join(problems),
                )
            return changed

        if not self._writer.submit("!repair", repair) and not self._writer.background:
            problems = ([damage] if damage else []) + contents.problems
            problems.append(f"repairs not saved ({self._writer.last_error})")
            log.warning(
                "MAGDAGDON settings %s had problems; defaults are used for these only: %s",
                self._file.path,
                " | ".join(problems),
            )

    def _adopt(self, contents: Contents) -> None:
        self._contents = contents
        self._values = contents.values
        self._tables = contents.tables
        self._game_data, self._game_assisted = contents.game, contents.game_assisted
        self._game_id = contents.game_id
        if self._game_id is not None:
            self._own_ids.add(self._game_id)

    def _merge_journal(self, doc: ini.IniDocument) -> tuple[bool, Callable[[], None]]:
        """First step of every write (on the writing thread): journals into the tables."""
        entries, counts = self._journal.entries()
        unsaved = {d: set(r) for d, r in self._unsaved.items()}
        changed, _tables, problems = merge_records(doc, entries, unsaved)
        if problems:
            log.warning("MAGDAGDON settings %s: %s", self._file.path, " | ".join(problems))

        def after() -> None:
            self._journal.merged(counts)
            for d, records in unsaved.items():
                self._unsaved[d] -= records

        return changed, after

    # ------------------------------------------------------------- saving
    def _report(self, error: str | None) -> None:
        """Called by the writer (maybe on its thread) after each write."""
        self._written.emit(error or "", error is not None)

    @Slot(str, bool)
    def _on_written(self, error: str, failed: bool) -> None:
        before = self.saveProblem
        self._error = error if failed else None
        if not failed:
            self._record_lost = self._record_lost and any(self._unsaved.values())
        if self.saveProblem != before:
            self.saveProblemChanged.emit()

    def _submit(self, key: str, change: Callable[[ini.IniDocument], bool], what: str) -> bool:
        """Queue (or, without a thread, write) ``change``; a failure is logged, not raised."""
        if self._unusable is not None:
            log.error("%s could not be saved: %s", what, self._unusable)
            return False
        ok = self._writer.submit(key, change)
        if not ok:
            log.error("%s could not be saved: %s", what, self._writer.last_error)
        return ok

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every change so far is on disk; False if it is not (yet)."""
        if self._unusable is not None:
            return False
        ok = self._writer.flush(timeout)
        QCoreApplication.sendPostedEvents(self)
        return ok

    def close(self) -> bool:
        """Write what is pending and stop the writer (the app calls it before it quits)."""
        ok = self._unusable is None and self._writer.close()
        self._journal.close()
        return ok

    @property
    def can_save(self) -> bool:
        """Whether the last write reached the disk (and the file is usable at all)."""
        return self._unusable is None and self._error is None

    def _read_save_problem(self) -> str:
        if self._unusable is not None:
            return _tr("The settings file cannot be used: nothing you do is saved.")
        if self._record_lost:
            return _tr("Your last record could not be saved.")
        if self._error is not None:
            return _tr("Saving does not work at the moment; the game keeps trying.")
        if self._damaged:
            return _tr("The settings file was damaged; what could be read was kept.")
        return ""

    saveProblem = Property(str, _read_save_problem, notify=saveProblemChanged)

    @Slot()
    def dismissSaveProblem(self) -> None:
        """The player has read the damage notice (failures stay until saving works)."""
        if self._damaged:
            self._damaged = False
            self.saveProblemChanged.emit()

    # ------------------------------------------------------------ settings
    def _get(self, name: str) -> Any:
        return self._values[name]

    def _set(self, name: str, value: object, signal: SignalInstance) -> None:
        setting = SETTINGS[name]
        if not setting.valid(value):
            raise ValueError(f"{name} must be {setting.meaning}, not {value!r}")
        if self._values[name] == value and type(self._values[name]) is type(value):
            return
        self._values[name] = value
        text = dump({"version": VERSION, "value": value})

        def change(doc: ini.IniDocument) -> bool:
            if doc.get(setting_key(name)) == text:
                return False
            doc.set(setting_key(name), text)
            return True

        self._submit(setting_key(name), change, f"setting {name}")
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
        return is_pin(pin)

    # ---------------------------------------------------------------- game
    def load_game(self) -> Game | None:
        """The game in progress as it was last saved, or None (a broken one is set aside)."""
        if self._unusable is not None or self._writer.pending():
            return None if self._game_data is None else Game.from_dict(self._game_data)
        try:
            doc = self._file.read()
        except StorageError:
            doc = ini.IniDocument()
        raw = doc.get(KEY_GAME)
        if raw is not None:
            try:
                data, assisted, ident = parse_game(raw)
                self._game_data, self._game_assisted = data, assisted
                self._game_id = ident or self._contents.game_id
                game = Game.from_dict(data)
            except Exception:  # set aside, as at start-up
                self._load()
            else:
                if self._game_id is not None:
                    self._own_ids.add(self._game_id)
                return game
        elif KEY_GAME not in doc.entries:
            self._game_data = None
        return None if self._game_data is None else Game.from_dict(self._game_data)

    @property
    def game_assisted(self) -> bool:
        """Whether the saved game (as last loaded or saved) had a HINT shown in it."""
        return self._game_data is not None and self._game_assisted

    def _continues(self, data: dict[str, Any]) -> bool:
        """``data`` is the game last saved, played on (same dice, a longer log)."""
        old = self._game_data
        if old is None or self._game_id is None:
            return False
        if (old.get("difficulty"), old.get("seed")) != (data.get("difficulty"), data.get("seed")):
            return False
        before, after = old.get("log"), data.get("log")
        if not isinstance(before, list) or not isinstance(after, list):
            return True  # a log kept in another shape: judge by difficulty and seed alone
        return after[: len(before)] == before

    def save_game(self, game: Game | None, *, assisted: bool = False) -> None:
        """Keep ``game`` (None: no game in progress in this window).

        ``assisted`` marks a game in which a HINT was shown, so a restart keeps the mark.
        Without a background writer it is on disk when this returns (else after ``flush``).
        """
        data = None if game is None else game.to_dict()
        assisted = assisted and data is not None
        if data == self._game_data and assisted == self.game_assisted:
            if not self._writer.background and self._writer.pending():
                self._writer.flush()  # what failed before is retried now
            return  # nothing changed since the last save: spare the disk a write
        if data is None:
            self._game_data = None
            self._submit("game", lambda doc: drop_game(doc, self._own_ids), "the game in progress")
            return
        if not self._continues(data):
            self._game_id = uuid.uuid4().hex[:16]
            self._own_ids.add(self._game_id)
        document: dict[str, Any] = {"version": VERSION, "game": data, "id": self._game_id}
        if assisted:
            document["assisted"] = True
        try:
            text = dump(document)
        except ValueError as exc:  # e.g. a non-finite number: never raise out of a slot
            log.error("the game in progress cannot be saved: %s", exc)
            return
        self._game_data, self._game_assisted = data, assisted
        self._submit("game", lambda doc: put_game(doc, text, self._own_ids), "the game in progress")

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
        """R8.2: put a finished game in its table; the rank reached (1..10), 0 if none or if
        the record could not be kept on disk (``saveProblem`` then says so).

        The record is in the journal (fsynced) before this returns, so it is never lost; the
        table on disk is merged under the lock, so a record another window wrote meanwhile is
        kept. ``finished_game=True`` also clears the game in progress with it: a crash can
        then neither lose the record nor let the game be finished, and recorded, twice.
        """
        if not isinstance(difficulty, Difficulty):
            raise ValueError(f"difficulty must be a Difficulty, got {difficulty!r}")
        when = datetime.now(UTC).astimezone() if finished is None else finished
        if isinstance(when, datetime) and when.utcoffset() is None:
            when = when.astimezone()  # a naive time is local time
        new = Record.checked(difficulty, score, when, turns, powers_used, assisted)
        entry = {
            "difficulty": difficulty.name,
            "record": new.to_json(),
            "at": time.time(),
            "game": self._game_id if finished_game else None,
            "clear": finished_game,
        }
        kept = self._unusable is None and self._journal.append(entry)
        if not kept:
            self._unsaved[difficulty].add(new)
        if finished_game:
            self._game_data = None
            self._submit("game", lambda doc: drop_game(doc, self._own_ids), "the game in progress")
        written = self._submit("records", lambda doc: False, f"the {difficulty.name} record")
        saved = kept or (not self._writer.background and written)
        fresh = self._fresh_tables()  # what other windows wrote: ranks count their records
        table = best([*self._tables[difficulty], *fresh.get(difficulty, []), new])
        self._set_table(difficulty, table)
        if not saved:
            log.error("the %s record %s could not be saved", difficulty.name, new)
            self._record_lost = True
            self.saveProblemChanged.emit()
            return 0
        return table.index(new) + 1 if new in table else 0

    def high_scores(self, difficulty: Difficulty) -> list[Record]:
        """The best 10 of ``difficulty``, R8.3 order, as last read or written."""
        return list(self._tables[difficulty])

    @Slot()
    def reloadHighScores(self) -> None:
        """Pick up records other windows wrote since (the screen calls it when it opens)."""
        for difficulty, table in self._fresh_tables().items():
            self._set_table(difficulty, table)

    def _fresh_tables(self) -> dict[Difficulty, list[Record]]:
        """The tables on disk now with every journal merged in (read without the lock)."""
        try:
            doc = self._file.read()
        except StorageError:
            return {}
        entries, _ = self._journal.entries()
        return merge_records(doc, entries, self._unsaved)[1]

    @Slot()
    @Slot(str)
    def clearHighScores(self, difficulty: str = "") -> None:
        """Empty one table (a difficulty name) or all of them ("")."""
        if difficulty and difficulty not in Difficulty.__members__:
            raise ValueError(f"unknown difficulty {difficulty!r}")
        chosen = [Difficulty[difficulty]] if difficulty else list(Difficulty)
        now = time.time()

        def change(doc: ini.IniDocument) -> bool:
            mark_cleared(doc, chosen, now)
            return True

        for d in chosen:
            self._unsaved[d].clear()
            self._set_table(d, [])
        self._submit("clear-" + difficulty, change, "cleared high scores")

    def _set_table(self, difficulty: Difficulty, table: list[Record]) -> None:
        if self._tables[difficulty] != table:
            self._tables[difficulty] = table
            self.highScoresChanged.emit(difficulty.name)
