"""The Store's plumbing: loading, the writer and the journal behind it, and the save notice.

A mixin of ``Store`` (kept apart so each file reads in one sitting); it owns no Qt property
or signal, those are declared in ``store.py`` where QML's type description finds them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from magdagdon.engine import Difficulty

from . import ini
from .checks import Contents, check_all, repairer, warn_problems
from .file import SettingsFile, StorageError
from .journal import Journal
from .merge import merge_records
from .records import Record
from .writer import Writer

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

log = logging.getLogger("magdagdon.storage")


def _serious(problems: list[str]) -> bool:
    """Problems that are damage, not merely keys of a later release left alone."""
    return any("unknown keys" not in p for p in problems)


class Plumbing:
    """Loading, writing, journal and notice state of a ``Store``."""

    _file: SettingsFile
    _journal: Journal
    _writer: Writer
    _contents: Contents
    _values: dict[str, Any]
    _tables: dict[Difficulty, list[Record]]
    _game_data: dict[str, Any] | None
    _game_assisted: bool
    _game_id: str | None
    _own_ids: set[str]
    _unsaved: dict[Difficulty, set[Record]]
    _error: str | None
    _unusable: str | None
    _read_only: bool
    _record_lost: bool
    _damaged: bool
    _lost: list[str]
    _written: SignalInstance

    def publish(self, values: dict[str, Any]) -> list[str]:  # Published's
        raise NotImplementedError

    def _lost_words(self) -> str:  # Store's (its texts are the Store's for lupdate)
        raise NotImplementedError

    # ------------------------------------------------------------- loading
    def _load(self) -> None:
        """Read and check everything; repair on disk what needs it; warn once.

        A file that is not the game's is refused (never rewritten); a read-only one is read
        and played with, never written."""
        try:
            doc = self._file.read()
            why = self._file.foreign
        except StorageError as exc:
            self._refuse(str(exc))
            return
        if why is not None:
            self._refuse(f"{self._file.shown} is not a MAGDAGDON settings file ({why})")
            return
        damage = self._file.damage
        backup = self._file.read_backup()
        contents, _ = check_all(doc, backup, repair=False)
        entries, _counts = ([], {}) if self._file.read_only else self._journal.entries()
        if self._file.read_only:
            self._read_only = True
            self._adopt(contents)
            if contents.problems or damage:
                problems = ([damage] if damage else []) + contents.problems
                warn_problems(self._file, [*problems, "the file is read-only: not repaired"])
            log.warning("MAGDAGDON settings %s are read-only: nothing is saved", self._file.shown)
            self._show_notice()
            return
        if not damage and not contents.problems and not entries:
            self._adopt(contents)
            return  # the usual start: a sound file, read without taking the lock
        fixed = doc.copy()
        contents, _ = check_all(fixed, backup, repair=True)
        _, tables, _ = merge_records(fixed, entries, self._unsaved)
        contents.tables.update(tables)
        self._adopt(contents)
        self._lost = list(contents.lost)
        self._damaged = bool(damage) or _serious(contents.problems)
        if self._damaged:
            self._show_notice()
        if not damage and not contents.problems:
            self._submit("records", lambda d: False, "the journal")  # replay it, silently
            return

        repaired = self._writer.submit("!repair", repairer(self._file))
        if not repaired and not self._writer.background:
            problems = ([damage] if damage else []) + contents.problems
            error = self._writer.last_error
            warn_problems(self._file, [*problems, f"repairs not saved ({error})"])

    def _refuse(self, why: str) -> None:
        """The file cannot be used at all: the game plays with defaults, saves nothing."""
        self._unusable = why
        log.error("MAGDAGDON settings cannot be used: %s", why)
        self._show_notice()

    def _adopt(self, contents: Contents) -> None:
        self._contents = contents
        self._values.update(contents.values)
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

    def _on_written(self, error: str, failed: bool) -> None:
        self._error = error if failed else None
        if not failed:
            self._record_lost = self._record_lost and any(self._unsaved.values())
        self._show_notice()

    def _submit(self, key: str, change: Callable[[ini.IniDocument], bool], what: str) -> bool:
        """Queue (or, without a thread, write) ``change``; a failure is logged, not raised."""
        if self._unusable is not None:
            log.error("%s could not be saved: %s", what, self._unusable)
            return False
        if self._read_only:
            return False  # said once at start: the file is read-only
        ok = self._writer.submit(key, change)
        if not ok:
            log.error("%s could not be saved: %s", what, self._writer.last_error)
        return ok

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every change so far is on disk; False if it is not (yet)."""
        if self._unusable is not None or self._read_only:
            return False
        ok = self._writer.flush(timeout)
        error = self._writer.last_error
        self._on_written(error or "", error is not None)  # the notice, now (not queued)
        return ok

    def close(self) -> bool:
        """Write what is pending and stop the writer (the app calls it before it quits)."""
        ok = self._unusable is None and not self._read_only and self._writer.close()
        self._journal.close()
        return ok

    @property
    def can_save(self) -> bool:
        """Whether the last write reached the disk (and the file is usable at all)."""
        return self._unusable is None and not self._read_only and self._error is None

    def _notice(self) -> str:
        if self._unusable is not None:
            #: Notice in the window: the settings file is a FIFO, a folder, unreadable...
            #: Room: 89 characters.
            return QCoreApplication.translate(
                "Store", "The settings file cannot be used: nothing you do is saved."
            )
        if self._read_only:
            #: Notice in the window: the settings file has no write permission (0444), which
            #: the game respects: the player plays on, and nothing is saved.
            #: Room: 95 characters.
            return QCoreApplication.translate(
                "Store", "The settings file is read-only: you can play, but nothing is saved."
            )
        if self._record_lost:
            #: Notice after a game: its high-score record reached neither the file nor the journal.
            #: Room: 51 characters.
            return QCoreApplication.translate("Store", "Your last record could not be saved.")
        if self._error is not None:
            #: Notice while writes fail (full disk, read-only, locked); they are retried.
            #: Room: 82 characters.
            return QCoreApplication.translate(
                "Store", "Saving does not work at the moment; the game keeps trying."
            )
        if self._damaged and self._lost:
            #: Notice at start: part of the settings file was damaged; %1 lists what could not
            #: be read back (e.g. "2 high scores of PEACEFUL and the game in progress").
            #: Room: 104 characters.
            return QCoreApplication.translate(
                "Store",
                "The settings file was damaged: %1 could not be read back; all else was kept.",
            ).replace("%1", self._lost_words())
        if self._damaged:
            #: Notice at start: part of the settings file was broken and has been set aside.
            #: Room: 83 characters.
            return QCoreApplication.translate(
                "Store", "The settings file was damaged; what could be read was kept."
            )
        return ""

    def _show_notice(self) -> None:
        self.publish({"saveProblem": self._notice()})

    def retranslate(self) -> None:
        """Word the notice again in the language just installed (Language.currentChanged)."""
        self._show_notice()

    def _fresh_tables(self) -> dict[Difficulty, list[Record]]:
        """The tables on disk now with every journal merged in (read without the lock)."""
        try:
            doc = self._file.read()
        except StorageError:
            return {}
        entries, _ = self._journal.entries()
        return merge_records(doc, entries, self._unsaved)[1]
