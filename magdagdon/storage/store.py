"""The ``Store`` QObject: settings, high scores and the game in progress, validated, never lost."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import Property, QObject, QSettings, Signal, SignalInstance, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from magdagdon.engine import Difficulty, Game

from .file import (
    KEY_BROKEN_GAME,
    KEY_BROKEN_TABLE,
    KEY_GAME,
    KEY_TABLE,
    SettingsFile,
    StorageError,
    damaged,
    free_key,
    known,
)
from .records import Record, best, parse_table, table_json
from .schema import SETTINGS, Setting, is_pin, setting_key
from .values import VERSION, dump, load_versioned, printable, short

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger("magdagdon.storage")


@QmlElement
@QmlUncreatable("the app creates the Store and hands it to Main.qml")
class Store(QObject):  # type: ignore[operator]  # (PySide6 stubs: QmlUncreatable is a class)
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
        self._file = SettingsFile(settings)
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
                    s.remove(setting_key(name))
                    changed = True
        for difficulty in Difficulty:
            key = KEY_TABLE + difficulty.name
            raw = s.value(key)
            records, table_problems = parse_table(raw, difficulty)
            self._tables[difficulty] = records
            problems.extend(table_problems)
            if raw is not None and repair and table_json(records) != raw:
                if table_problems:
                    s.setValue(free_key(s, f"{KEY_BROKEN_TABLE}{difficulty.name}-"), raw)
                if records:
                    s.setValue(key, table_json(records))
                else:
                    s.remove(key)
                changed = True
        game_changed = self._check_game(s, problems, repair=repair)
        unknown = sorted(k for k in s.allKeys() if not known(k) and printable(k))
        if unknown:
            more = f" and {len(unknown) - 10} more" if len(unknown) > 10 else ""
            problems.append("unknown keys left alone: " + ", ".join(unknown[:10]) + more)
        return None, changed or game_changed

    @staticmethod
    def _read_setting(s: QSettings, setting: Setting) -> tuple[object, str | None]:
        raw = s.value(setting_key(setting.name))
        if raw is None:
            return setting.default, None
        try:
            data = load_versioned(raw)
            if set(data) != {"version", "value"}:
                raise ValueError(f"expected version and value, got {', '.join(sorted(data))}")
            value = data["value"]
            if not setting.valid(value):
                raise ValueError(f"{short(value)} is not {setting.meaning}")
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
            aside = free_key(s, KEY_BROKEN_GAME)
            s.setValue(aside, raw)
            s.remove(KEY_GAME)
            problems.append(f"the saved game cannot be restored ({exc}); kept as {aside}")
            return True

    @staticmethod
    def _parse_game(raw: object) -> tuple[dict[str, Any], bool]:
        """The saved game's ``to_dict`` data, checked by replaying it, and its assisted flag;
        else an exception."""
        data = load_versioned(raw)
        if not {"version", "game"} <= set(data) <= {"version", "game", "assisted"}:
            raise ValueError(
                f"expected version, game and maybe assisted, got {', '.join(sorted(data))}"
            )
        assisted = data.get("assisted", False)
        if not isinstance(assisted, bool):
            raise ValueError(f"assisted must be true or false, got {short(assisted)}")
        Game.from_dict(data["game"])  # raises GameDataError if the engine rejects it
        game: dict[str, Any] = data["game"]
        return game, assisted

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

        def change(s: QSettings) -> tuple[None, bool]:
            s.setValue(setting_key(name), text)
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
        return is_pin(pin)

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
        text = None if data is None else dump(document)

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
                s.setValue(free_key(s, f"{KEY_BROKEN_TABLE}{difficulty.name}-"), raw)
                log.warning("MAGDAGDON settings %s: %s", self._file.path, " | ".join(problems))
            table = best([*on_disk, *unsaved])
            s.setValue(key, table_json(table))
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
