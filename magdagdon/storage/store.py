"""The ``Store`` QObject: settings, high scores and the game in progress, validated, never lost."""

from __future__ import annotations

import atexit
import logging
import time
import uuid
import weakref
from datetime import UTC, datetime
from typing import Any, Final, cast

from PySide6.QtCore import (
    Property,
    QObject,
    QSettings,
    Signal,
    SignalInstance,
    Slot,
)
from PySide6.QtQml import QmlElement

from magdagdon.engine import Difficulty, Game
from magdagdon.qt.properties import Published, published, uncreatable

from . import ini
from .checks import Contents, parse_game
from .file import KEY_GAME, SettingsFile, StorageError, settings_path
from .integrity import seal, sealed_text
from .journal import Journal
from .merge import JOURNAL, continues, drop_game, journal_ids, mark_cleared, put_game
from .plumbing import Plumbing
from .records import Record, best
from .schema import SETTINGS, is_pin, setting_key
from .writer import Writer

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger("magdagdon.storage")

# What ``Store.record`` returns for a record that could not be kept on disk (the game-over
# card says so instead of a rank; ``saveProblem`` says it too).
NOT_SAVED: Final = -2


@QmlElement
@uncreatable("the app creates the Store and hands it to Main.qml")
class Store(Published, Plumbing):
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
    themeChanged = Signal()
    textSizeChanged = Signal()
    reducedMotionChanged = Signal()
    kioskDailyChanged = Signal()
    kioskLookChanged = Signal()  # the kiosk's theme, text size or reduced motion
    soundChanged = Signal()
    soundVolumeChanged = Signal()
    kioskSoundChanged = Signal()
    kioskSoundVolumeChanged = Signal()
    kioskDemoSoundChanged = Signal()
    kioskQuietHoursChanged = Signal()
    tutorialChanged = Signal()
    tutorialStepChanged = Signal()
    hintExplainedChanged = Signal()
    highScoresChanged = Signal(str)
    saveProblemChanged = Signal()
    _written = Signal(str, bool)  # from the writing thread: error text, whether it failed

    def __init__(
        self, settings: QSettings, parent: QObject | None = None, *, background: bool = False
    ) -> None:
        super().__init__(parent)
        self._file = SettingsFile(settings_path(settings))
        self._journal = Journal(self._file.path)
        self._contents = Contents()
        self._values = {**self._contents.values, "saveProblem": ""}
        self._system_reduced_motion = False  # the system's preference (follow_system_motion)
        self._motion_chosen_now = False  # the player chose reduced motion in this run
        self._tables = self._contents.tables
        self._game_data: dict[str, Any] | None = None
        self._game_assisted = False  # the saved game had a HINT shown (marked in its record)
        self._game_id: str | None = None
        self._own_ids: set[str] = set()
        # Records neither the journal nor the file could keep yet; merged into every write.
        self._unsaved: dict[Difficulty, set[Record]] = {d: set() for d in Difficulty}
        self._error: str | None = None  # the last write error (None: the last write worked)
        self._unusable: str | None = None  # why the file cannot be used at all
        self._read_only = False  # the file has no write permission: played, never written
        self._record_lost = False
        self._damaged = False
        self._lost: list[str] = []  # what damage at start cost (named in the notice)
        self._written.connect(self._on_written)
        self._writer = Writer(
            self._file, self._report, background=background, before=self._merge_journal
        )
        self._load()
        ref = weakref.ref(self)
        atexit.register(lambda: (s := ref()) is not None and s.close())

    # The translated notice the window shows while saving fails ("" when all is well).
    saveProblem = published(str, "saveProblem", saveProblemChanged)

    def _lost_words(self) -> str:
        """What damage at start cost (``Contents.lost``), in the player's words, one list."""
        from magdagdon.i18n.language import spoken_list

        words: list[str] = []
        for item in self._lost:
            kind, _, rest = item.partition(":")
            if kind == "records":
                difficulty, _, count = rest.partition(":")
                #: Part of the damage notice: %n high-score records of one difficulty could
                #: not be read back; %1 is the difficulty's name (PEACEFUL, SURVIVAL...).
                #: Room: 27 characters.
                text = self.tr("%n high score(s) of %1", "", int(count))
                words.append(text.replace("%1", difficulty))
            elif kind == "game":
                #: Part of the damage notice: the saved game in progress could not be read back.
                #: Room: 28 characters.
                words.append(self.tr("the game in progress"))
        settings = sum(item.startswith("setting:") for item in self._lost)
        if settings:
            #: Part of the damage notice: %n settings (language, theme...) could not be read
            #: back (each is back to its default, or to its value of one save before).
            #: Room: 16 characters.
            words.append(self.tr("%n setting(s)", "", settings))
        return spoken_list(words)

    @Slot()
    def dismissSaveProblem(self) -> None:
        """The player has read the damage notice (failures stay until saving works)."""
        if self._damaged:
            self._damaged = False
            self._show_notice()

    # ------------------------------------------------------------ settings
    def _get(self, name: str) -> Any:
        return self._values[name]

    def _set(self, name: str, value: object, signal: SignalInstance) -> None:
        setting = SETTINGS[name]
        if self._values[name] == value and type(self._values[name]) is type(value):
            return  # unchanged (also the empty kioskPin, which means "none")
        if not setting.valid(value):
            raise ValueError(f"{name} must be {setting.meaning}, not {value!r}")
        self._values[name] = value
        text = sealed_text(setting_key(name), {"value": value})

        def change(doc: ini.IniDocument) -> bool:
            if doc.get(setting_key(name)) == text:
                return False
            doc.set(setting_key(name), text)
            return True

        self._submit(setting_key(name), change, f"setting {name}")
        signal.emit()

    def _write_difficulty(self, value: str) -> None:
        self._set("difficulty", value, self.difficultyChanged)

    def _write_language(self, value: str) -> None:
        self._set("language", value, self.languageChanged)

    def _write_kiosk(self, value: bool) -> None:
        self._set("kiosk", value, self.kioskChanged)

    def _write_kiosk_pin(self, value: str) -> None:
        self._set("kioskPin", value, self.kioskPinChanged)

    def _write_idle_seconds(self, value: int) -> None:
        self._set("idleSeconds", value, self.idleSecondsChanged)

    def _write_theme(self, value: str) -> None:
        self._set("theme", value, self.themeChanged)

    def _write_text_size(self, value: int) -> None:
        self._set("textSize", value, self.textSizeChanged)

    def _write_reduced_motion(self, value: bool) -> None:
        if not self._motion_chosen():  # shown so far: the system's; the choice is written
            self._values["reducedMotion"] = None  # whatever it is, so that it is remembered
            self._motion_chosen_now = True
        self._set("reducedMotion", value, self.reducedMotionChanged)

    def _motion_chosen(self) -> bool:
        """The player chose (this run, or the file holds a choice)."""
        return self._motion_chosen_now or "reducedMotion" in self._contents.stored

    def _read_reduced_motion(self) -> bool:
        if self._motion_chosen():
            return bool(self._values["reducedMotion"])
        return self._system_reduced_motion

    def follow_system_motion(self, reduce: bool) -> None:
        """The system's reduced-motion preference (magdagdon.app.motion): shown until the player
        chooses, never stored, so the player's choice always wins."""
        if reduce != self._system_reduced_motion:
            self._system_reduced_motion = reduce
            if not self._motion_chosen():
                self.reducedMotionChanged.emit()

    # Issue 15: the look the player chose (theme, text size in percent, reduced motion; the
    # last one is the system's preference until the player chooses).
    theme = published(str, "theme", themeChanged, write=_write_theme)
    textSize = published(int, "textSize", textSizeChanged, write=_write_text_size)
    reducedMotion = cast(  # typed for Python readers, as published() does
        bool,
        Property(bool, _read_reduced_motion, _write_reduced_motion, notify=reducedMotionChanged),
    )

    def _write_kiosk_daily(self, value: bool) -> None:
        self._set("kioskDaily", value, self.kioskDailyChanged)

    # Issue 14: the kiosk's operator makes today's daily the visitors' game.
    kioskDaily = published(bool, "kioskDaily", kioskDailyChanged, write=_write_kiosk_daily)

    def _write_kiosk_theme(self, value: str) -> None:
        self._set("kioskTheme", value, self.kioskLookChanged)

    def _write_kiosk_text_size(self, value: int) -> None:
        self._set("kioskTextSize", value, self.kioskLookChanged)

    def _write_kiosk_reduced_motion(self, value: bool) -> None:
        self._set("kioskReducedMotion", value, self.kioskLookChanged)

    # Issue 15: the kiosk's look, the operator's choice (magdagdon.kiosk.look shows it).
    kioskTheme = published(str, "kioskTheme", kioskLookChanged, write=_write_kiosk_theme)
    kioskTextSize = published(int, "kioskTextSize", kioskLookChanged, write=_write_kiosk_text_size)
    kioskReducedMotion = published(
        bool, "kioskReducedMotion", kioskLookChanged, write=_write_kiosk_reduced_motion
    )

    def _write_sound(self, value: bool) -> None:
        self._set("sound", value, self.soundChanged)

    def _write_sound_volume(self, value: int) -> None:
        self._set("soundVolume", value, self.soundVolumeChanged)

    # Issue 38: the game's sounds on or off, and their volume in percent (Settings).
    sound = published(bool, "sound", soundChanged, write=_write_sound)
    soundVolume = published(int, "soundVolume", soundVolumeChanged, write=_write_sound_volume)

    def _write_kiosk_sound(self, value: bool) -> None:
        self._set("kioskSound", value, self.kioskSoundChanged)

    def _write_kiosk_sound_volume(self, value: int) -> None:
        self._set("kioskSoundVolume", value, self.kioskSoundVolumeChanged)

    def _write_kiosk_demo_sound(self, value: bool) -> None:
        self._set("kioskDemoSound", value, self.kioskDemoSoundChanged)

    def _write_kiosk_quiet_hours(self, value: list[int]) -> None:
        hours = list(value) if isinstance(value, (list, tuple)) else value  # QML's array: a list
        self._set("kioskQuietHours", hours, self.kioskQuietHoursChanged)

    # Issue 38: the kiosk's sound, the operator's choice (magdagdon.kiosk.look shows it).
    kioskSound = published(bool, "kioskSound", kioskSoundChanged, write=_write_kiosk_sound)
    kioskSoundVolume = published(
        int, "kioskSoundVolume", kioskSoundVolumeChanged, write=_write_kiosk_sound_volume
    )
    kioskDemoSound = published(
        bool, "kioskDemoSound", kioskDemoSoundChanged, write=_write_kiosk_demo_sound
    )
    kioskQuietHours = published(
        list, "kioskQuietHours", kioskQuietHoursChanged, write=_write_kiosk_quiet_hours
    )

    def _write_tutorial(self, value: str) -> None:
        self._set("tutorial", value, self.tutorialChanged)

    def _write_tutorial_step(self, value: int) -> None:
        self._set("tutorialStep", value, self.tutorialStepChanged)

    def _write_hint_explained(self, value: bool) -> None:
        self._set("hintExplained", value, self.hintExplainedChanged)

    difficulty = published(str, "difficulty", difficultyChanged, write=_write_difficulty)
    language = published(str, "language", languageChanged, write=_write_language)
    kiosk = published(bool, "kiosk", kioskChanged, write=_write_kiosk)
    kioskPin = published(str, "kioskPin", kioskPinChanged, write=_write_kiosk_pin)
    idleSeconds = published(int, "idleSeconds", idleSecondsChanged, write=_write_idle_seconds)
    # The guided first game (issue 13): its state and the step to resume at.
    tutorial = published(str, "tutorial", tutorialChanged, write=_write_tutorial)
    tutorialStep = published(int, "tutorialStep", tutorialStepChanged, write=_write_tutorial_step)
    # The player has read that a HINT marks the game assisted (asked before the first HINT).
    hintExplained = published(
        bool, "hintExplained", hintExplainedChanged, write=_write_hint_explained
    )

    def forget_kiosk_pin(self) -> None:
        """Remove version 1.0's clear ``kioskPin`` from the file (the kiosk keeps a hash),
        then write once more so that the last good copy (``.bak``) no longer holds it."""
        key = setting_key("kioskPin")
        self._values["kioskPin"] = ""
        self._submit(key, lambda doc: doc.remove(key), "setting kioskPin")
        self.flush()
        self._submit(key, lambda doc: True, "setting kioskPin")
        self.flush()
        self.kioskPinChanged.emit()

    @property
    def kioskPinKept(self) -> bool:
        """A kiosk PIN's hash was kept next to this settings file (magdagdon.kiosk.pin):
        without its PIN file the kiosk stays closed rather than ask for a new PIN."""
        return bool(self._values["kioskPinKept"])

    def keep_kiosk_pin(self) -> None:
        """Remember that a PIN was kept (written as any setting is: at once without a
        writer thread, within moments with one; never a wait on the GUI thread)."""
        if not self.kioskPinKept:
            self._set("kioskPinKept", True, self.kioskPinChanged)

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
    def path(self) -> str:
        """The settings file this store keeps (the kiosk's PIN file lives next to it)."""
        return str(self._file.path)

    @property
    def game_assisted(self) -> bool:
        """Whether the saved game (as last loaded or saved) had a HINT shown in it."""
        return self._game_data is not None and self._game_assisted

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
        if self._game_id is None or not continues(self._game_data, data):
            self._game_id = uuid.uuid4().hex[:16]
            self._own_ids.add(self._game_id)
        document: dict[str, Any] = {"game": data, "id": self._game_id}
        if assisted:
            document["assisted"] = True
        try:
            text = sealed_text(KEY_GAME, document)
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
        """R8.2: put a finished game in its table; the rank reached (1..10), 0 if none, or
        ``NOT_SAVED`` if the record could not be kept on disk (``saveProblem`` says so too).

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
        entry = seal(
            JOURNAL,
            {
                "difficulty": difficulty.name,
                "record": new.to_json(),
                "id": uuid.uuid4().hex,  # its identity: a clear voids entries by it (merge.py)
                "at": time.time(),  # for a reader of the journal; no merge depends on it
                "game": self._game_id if finished_game else None,
                "clear": finished_game,
            },
        )
        kept = self._unusable is None and not self._read_only and self._journal.append(entry)
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
            self._record_lost = not self._read_only  # (read-only: the notice says it all)
            self._show_notice()
            return NOT_SAVED
        return table.index(new) + 1 if new in table else 0

    def high_scores(self, difficulty: Difficulty) -> list[Record]:
        """The best 10 of ``difficulty``, R8.3 order, as last read or written."""
        return list(self._tables[difficulty])

    @Slot()
    def reloadHighScores(self) -> None:
        """Pick up records other windows wrote since (the screen calls it when it opens)."""
        for difficulty, table in self._fresh_tables().items():
            self._set_table(difficulty, table)

    @Slot()
    @Slot(str)
    def clearHighScores(self, difficulty: str = "") -> None:
        """Empty one table (a difficulty name) or all of them ("")."""
        if difficulty and difficulty not in Difficulty.__members__:
            raise ValueError(f"unknown difficulty {difficulty!r}")
        chosen = [Difficulty[difficulty]] if difficulty else list(Difficulty)
        # What is in a journal now is voided by its identity, never by its time: whatever
        # the clock says, every record made after this clear counts (merge.mark_cleared).
        voided = journal_ids(self._journal.entries()[0], chosen)

        def change(doc: ini.IniDocument) -> bool:
            mark_cleared(doc, chosen, voided)
            return True

        for d in chosen:
            self._unsaved[d].clear()
            self._set_table(d, [])
        # "!": before the transaction's merge, which then puts back what came after the ask.
        self._submit("!clear-" + difficulty, change, "cleared high scores")

    def _set_table(self, difficulty: Difficulty, table: list[Record]) -> None:
        if self._tables[difficulty] != table:
            self._tables[difficulty] = table
            self.highScoresChanged.emit(difficulty.name)
