"""Reading and repairing the whole file: pure functions on an ``ini.IniDocument``, no Qt.

Everything read is validated; what is broken falls back to the last good copy (``.bak``)
when that holds a sound value, else to its default; what is still valid is kept, and the
problems are listed for one warning. A broken value is set aside (``broken-...`` keys), and
set-aside and unknown data are bounded: the oldest goes first.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from magdagdon.engine import Difficulty, Game
from magdagdon.engine.digests import sha1

from . import ini, integrity
from .file import (
    KEY_BROKEN_GAME,
    KEY_BROKEN_TABLE,
    KEY_GAME,
    KEY_TABLE,
    SettingsFile,
    free_key,
    known,
)
from .integrity import CHECK, sealed_text
from .records import Record, best, parse_table, table_json
from .schema import SETTINGS, Setting, setting_key
from .values import load_versioned, short

log = logging.getLogger("magdagdon.storage")

MAX_GAME_CHARS: Final = 1_000_000  # a whole game is ~10 kB: more is not a game we wrote
SET_ASIDE_KEPT: Final = 5  # broken-... values kept per kind, newest
UNKNOWN_KEPT: Final = 20  # keys of a later release (or debris) kept, at most ...
UNKNOWN_BYTES: Final = 64 * 1024  # ... and this many bytes of them
GAME_FIELDS: Final = frozenset({"version", "game", "assisted", "id"})
GAME: Final = KEY_GAME  # the identity the saved game is sealed as
BOOKKEEPING: Final = ("state/recorded", "highscores/cleared")
#: Every identity a sealed value of the settings file can have (``integrity``).
IDENTITIES: Final = (
    *(setting_key(n) for n in SETTINGS),
    *(KEY_TABLE + d.name for d in Difficulty),
    GAME,
    *BOOKKEEPING,
)


@dataclass
class Contents:
    """What the store keeps in memory of one read of the file."""

    values: dict[str, object] = field(
        default_factory=lambda: {n: s.default for n, s in SETTINGS.items()}
    )
    tables: dict[Difficulty, list[Record]] = field(
        default_factory=lambda: {d: [] for d in Difficulty}
    )
    game: dict[str, Any] | None = None
    game_assisted: bool = False
    game_id: str | None = None
    problems: list[str] = field(default_factory=list)
    stored: set[str] = field(default_factory=set)  # settings the file holds a good value of
    lost: list[str] = field(default_factory=list)  # what damage cost, in words (the notice)
    recovered: int = 0  # values found again: in damaged lines, under damaged names, in .bak
    legacy: bool = False  # values without their own check (releases < 2): sealed on a write


def game_id_of(doc: ini.IniDocument) -> str | None:
    """The id of the game in progress on disk (a 1.0.0 game without one: its text's hash)."""
    raw = doc.get(KEY_GAME)
    if raw is None:
        return None
    try:
        data = load_versioned(raw, GAME)
    except ValueError:
        return None
    ident = data.get("id")
    return ident if isinstance(ident, str) else derived_id(raw)


def derived_id(raw: str) -> str:
    return "h" + sha1(raw.encode()).hexdigest()[:20]


def parse_game(raw: object) -> tuple[dict[str, Any], bool, str | None]:
    """The saved game's ``to_dict`` data, checked by replaying it, its assisted flag and id;
    else an exception."""
    if isinstance(raw, str) and len(raw) > MAX_GAME_CHARS:
        raise ValueError(f"the saved game is {len(raw)} characters long")
    return game_of(load_versioned(raw, GAME))


def game_of(data: dict[str, Any]) -> tuple[dict[str, Any], bool, str | None]:
    """``parse_game`` of a value already read (and its check verified)."""
    fields = set(data) - {CHECK}
    if not {"version", "game"} <= fields <= GAME_FIELDS:
        raise ValueError(
            f"expected version, game and maybe assisted, got {', '.join(sorted(fields))}"
        )
    assisted = data.get("assisted", False)
    if not isinstance(assisted, bool):
        raise ValueError(f"assisted must be true or false, got {short(assisted)}")
    ident = data.get("id")
    if ident is not None and not (
        isinstance(ident, str) and re.fullmatch(r"[0-9a-z]{1,40}", ident)
    ):
        raise ValueError(f"id must be a short text, got {short(ident)}")
    Game.from_dict(data["game"])  # raises GameDataError if the engine rejects it
    game: dict[str, Any] = data["game"]
    return game, assisted, ident


def setting_value(setting: Setting, data: dict[str, Any]) -> object:
    """The value of a setting's JSON (already read, its check verified), or ``ValueError``."""
    if set(data) - {CHECK} != {"version", "value"}:
        raise ValueError(f"expected version and value, got {', '.join(sorted(data))}")
    value = data["value"]
    if not setting.valid(value):
        raise ValueError(f"{short(value)} is not {setting.meaning}")
    return value


def read_setting(doc: ini.IniDocument, setting: Setting) -> tuple[object, str | None]:
    key = setting_key(setting.name)
    if key not in doc.entries:
        return setting.default, None
    try:
        value = setting_value(setting, load_versioned(_value(doc, key), key))
    except ValueError as exc:
        return setting.default, f"setting {setting.name}: {exc}"
    return value, None


class Undecoded:
    """A value this store does not decode (``@Variant(...)``, a list): shown, never parsed."""

    def __init__(self, raw: str) -> None:
        self.raw = raw

    def __repr__(self) -> str:
        return short(self.raw)


def _value(doc: ini.IniDocument, key: str) -> object:
    entry = doc.entries.get(key)
    if entry is None:
        return None
    return entry.text if entry.text is not None else Undecoded(entry.raw)


def sealed(doc: ini.IniDocument, key: str) -> bool:
    """Whether the value at ``key`` is a version-2 value (it carries its own check)."""
    return '"crc' in (doc.entries[key].raw if key in doc.entries else "")


_NAME_LIKE = re.compile(r"[A-Za-z/]{3,40}")
_WORDS: Final = ('"crc"', '"finished"', '"score"', '"value"')


class Found:
    """Sealed values found where they do not belong: in lines that could not be read, under
    keys or sections whose names were damaged, in a value whose JSON around them broke (the
    records of a table). By identity, in file order."""

    def __init__(self) -> None:
        self.values: dict[str, list[dict[str, Any]]] = {}
        self.damaged: set[str] = set()  # identities seen damaged (a key of theirs unreadable)
        self.unplaced = False  # a damaged line whose identity cannot be told
        # Per identity, the words of its values in the texts said to be its (less those of
        # other identities' sound values there), and how many of its values were sound.
        self._held: dict[str, Counter[str]] = {}
        self._sound: Counter[str] = Counter()

    def scan(self, text: str, hint: str | None = None, *, unknown_key: bool = False) -> None:
        """Take every sealed value of ``text`` (an INI line or value, maybe damaged), and count
        what it holds for ``hint`` (what the line's key says it is; else the one identity of
        the sound values in it: a line cut in two). A game in the value of an unknown key
        that is no damaged ``state/game`` is not taken: it may be another window's parked
        game, whose key was damaged."""
        plain = integrity.unescape(text)
        found: list[tuple[str, dict[str, Any]]] = []
        for data in integrity.scan(plain):
            identity = integrity.identify(data, IDENTITIES)
            if identity is None:
                continue
            found.append((identity, data))
            self._sound[identity] += 1
            if identity == GAME and unknown_key and hint != GAME:
                continue
            self.values.setdefault(identity, []).append(data)
        if hint is None and len({i for i, _ in found}) == 1:
            hint = found[0][0]
        words = Counter({word: plain.count(word) for word in _WORDS})
        if hint is None:
            self.unplaced = self.unplaced or max(words.values()) > len(found)
            return
        self.damaged.add(hint)
        for identity, data in found:  # the words of values of others in a joined line
            if identity != hint:
                words.subtract(w for w in _WORDS if w.strip('"') in data)
        self._held.setdefault(hint, Counter()).update(words)

    def broken(self, identity: str) -> int:
        """How many values of ``identity`` were in its damaged texts and could not be read.
        One damaged byte spoils at most one of the words counted: the most of them is how
        many values the texts held (a record has one "crc", "finished", "score" each)."""
        if identity not in self._held:
            return 0
        held = max(self._held[identity].values())
        if not identity.startswith(KEY_TABLE):
            held = max(held, 1)  # the line of a setting or the game holds one, however hurt
        return max(held - self._sound[identity], 0)

    def of(self, identity: str) -> list[dict[str, Any]]:
        return self.values.get(identity, [])


def _identity_of_key(key: str) -> str | None:
    """The identity a key's value is sealed as (records: their table's)."""
    if key in IDENTITIES:
        return key
    return None


def find_misplaced(doc: ini.IniDocument, failed: set[str]) -> Found:
    """Scan what did not read: ``doc.debris``, unknown keys (a damaged name: matched one letter
    off where it can be), and the known keys in ``failed``."""
    found = Found()
    for section, line in doc.debris:
        key = line.partition("=")[0].strip()
        key = f"{section}/{key}" if section and section != ini.DAMAGED else key
        if not _NAME_LIKE.fullmatch(key):  # no name of the game's is near it (junk: cheap)
            found.scan(line)
        else:
            found.scan(line, key if key in IDENTITIES else _tolerant(doc, key))
    for key in failed:
        entry = doc.entries.get(key)
        if entry is not None:
            found.scan(entry.raw, _identity_of_key(key))
    for key, entry in doc.entries.items():
        if known(key) or '"crc' not in entry.raw:
            continue
        found.scan(entry.raw, _tolerant(doc, key), unknown_key=True)
    return found


def _tolerant(doc: ini.IniDocument, key: str) -> str | None:
    """The known key an unknown one is (one letter off in its section or its name), if that
    key is missing from ``doc``; None when it cannot be told."""
    section, _, name = key.rpartition("/")
    matches = [k for k in IDENTITIES if k not in doc.entries and _near_key(section, name, k)]
    return matches[0] if len(matches) == 1 else None


def _near_key(section: str, name: str, key: str) -> bool:
    k_section, _, k_name = key.rpartition("/")
    if section == k_section:
        return ini.near(name, k_name)
    return name == k_name and ini.near(section, k_section)


def check_all(
    doc: ini.IniDocument, backup: ini.IniDocument | None, *, repair: bool
) -> tuple[Contents, bool]:
    """Read everything in ``doc``; with ``repair``, fix it in place. Returns what was read and
    whether ``doc`` changed.

    Each value stands alone (``integrity``): a damaged one is found again where it can be (in
    a damaged line, under a damaged name), else taken from ``backup`` (the last good copy),
    else it is lost alone and named in ``Contents.lost``. A setting, a table or the
    bookkeeping missing from ``doc`` but sound in ``backup`` comes back too (a table only if
    it was not cleared since)."""
    out = Contents()
    changed = False
    failed: set[str] = set()
    settings: dict[str, tuple[object, str | None]] = {}
    for name, setting in SETTINGS.items():
        settings[name] = read_setting(doc, setting)
        if settings[name][1] is not None:
            failed.add(setting_key(name))
    tables: dict[Difficulty, tuple[list[Record], list[str]]] = {}
    for difficulty in Difficulty:
        key = KEY_TABLE + difficulty.name
        tables[difficulty] = parse_table(_value(doc, key), difficulty)
        if any(_damage(p) for p in tables[difficulty][1]):
            failed.add(key)
    found = find_misplaced(doc, failed)
    damaged = bool(doc.problems) or found.unplaced  # somewhere, a line could not be read
    for name, setting in SETTINGS.items():
        changed = (
            _check_setting(doc, backup, setting, settings[name], found, out, repair=repair)
            or changed
        )
    for difficulty in Difficulty:
        changed = (
            _check_table(
                doc, backup, difficulty, tables[difficulty], found, damaged, out, repair=repair
            )
            or changed
        )
    changed = _check_game(doc, backup, found, out, repair=repair) or changed
    changed = _check_bookkeeping(doc, backup, found, out, repair=repair) or changed
    if repair:
        changed = prune(doc) or changed
    unknown = sorted(k for k in doc.keys_list() if not known(k))
    if unknown:
        more = f" and {len(unknown) - 10} more" if len(unknown) > 10 else ""
        out.problems.append("unknown keys left alone: " + ", ".join(unknown[:10]) + more)
    return out, changed


def _damage(problem: str) -> bool:
    """A table problem that is damage (not merely more than ten records, or extra fields)."""
    return "unreadable" in problem or "no list" in problem or "dropped" in problem


def _check_setting(
    doc: ini.IniDocument,
    backup: ini.IniDocument | None,
    setting: Setting,
    read: tuple[object, str | None],
    found: Found,
    out: Contents,
    *,
    repair: bool,
) -> bool:
    """One setting: as read; else found again in the file; else the last good copy's; else
    its default (and it is named lost). A setting missing from ``doc`` that either holds
    comes back too."""
    key = setting_key(setting.name)
    value, problem = read
    present = key in doc.entries
    if problem is None and present:
        out.values[setting.name] = value
        out.stored.add(setting.name)
        out.legacy = out.legacy or not sealed(doc, key)
        return False
    again = _found_setting(setting, found)
    if again is not None:
        value, how = again[0], "found again in a damaged line or under a damaged name"
    elif backup is not None and key in backup.entries and read_setting(backup, setting)[1] is None:
        value, how = read_setting(backup, setting)[0], "the last good copy's value is used"
        out.lost.append(f"setting:{setting.name}")  # (its value one save before: named)
    elif problem is None and key not in found.damaged:  # not in the file: the default
        out.values[setting.name] = value
        return False
    else:
        out.values[setting.name] = setting.default
        out.problems.append(problem or f"setting {setting.name}: its line is damaged")
        out.lost.append(f"setting:{setting.name}")
        if repair and present:
            doc.remove(key)
            return True
        return False
    out.values[setting.name] = value
    out.stored.add(setting.name)
    out.recovered += 1
    out.problems.append(f"{problem or f'setting {setting.name}: missing'}; {how}")
    if repair:
        doc.set(key, sealed_text(key, {"value": value}))
    return repair


def _found_setting(setting: Setting, found: Found) -> tuple[object] | None:
    for data in reversed(found.of(setting_key(setting.name))):
        try:
            return (setting_value(setting, data),)
        except ValueError:
            continue
    return None


def _records_found(found: Found, difficulty: Difficulty) -> list[Record]:
    out = []
    for data in found.of(KEY_TABLE + difficulty.name):
        try:
            out.append(Record.from_json(data, difficulty))
        except ValueError:
            continue
    return out


def _check_table(
    doc: ini.IniDocument,
    backup: ini.IniDocument | None,
    difficulty: Difficulty,
    read: tuple[list[Record], list[str]],
    found: Found,
    damaged: bool,
    out: Contents,
    *,
    repair: bool,
) -> bool:
    key = KEY_TABLE + difficulty.name
    raw = _value(doc, key)
    records, problems = read
    legacy = key in doc.entries and '"crc' not in doc.entries[key].raw
    broken = max(found.broken(key), _legacy_broken(read) if legacy else 0)
    again = [r for r in _records_found(found, difficulty) if r not in records]
    if again:
        records = best([*records, *again])
        out.recovered += len(again)
        problems = [
            *problems,
            f"{difficulty.name} high scores: {len(again)} record(s) found again in damaged lines",
        ]
    hurt = any(_damage(p) for p in problems) or key in found.damaged or damaged
    absent = raw is None and not again
    if backup is not None and (hurt or absent) and _same_clear(doc, backup, difficulty):
        last_good, its_problems = parse_table(_value(backup, key), difficulty)
        if not any(_damage(p) for p in its_problems):
            back = [r for r in last_good if r not in records]
            merged = best([*records, *back])
            if back and merged != records:
                out.recovered += len(set(merged) - set(records))
                problems = [
                    *problems,
                    f"{difficulty.name} high scores: merged with the last good copy",
                ]
                records = merged
    lost = broken - len([r for r in records if r not in read[0] and r not in again])
    if lost > 0:  # (a record of the last good copy may be another than the one damaged)
        out.lost.append(f"records:{difficulty.name}:{lost}")
    if problems:
        out.problems.append("; ".join(problems))
    out.tables[difficulty] = records
    if raw is not None and '"crc' not in doc.entries[key].raw:
        out.legacy = True
    if not repair:
        return False
    text = table_json(records, difficulty) if records else None
    if text == (doc.get(key) if raw is not None else None) and (raw is None or text is not None):
        return False  # as it is on disk
    if raw is not None and any(_damage(p) for p in read[1]):
        doc.entries[free_key(doc, f"{KEY_BROKEN_TABLE}{difficulty.name}-")] = doc.entries[key]
    if text is not None:
        doc.set(key, text)
    else:
        doc.remove(key)
    return True


def _legacy_broken(read: tuple[list[Record], list[str]]) -> int:
    """How many records of a table of release 1 (no checks) could not be read."""
    dropped = sum(int(m.group(1)) for p in read[1] for m in _DROPPED.finditer(p))
    unreadable = any("unreadable" in p or "no list" in p for p in read[1])
    return max(dropped, 1 if unreadable else 0)


_DROPPED: Final = re.compile(r"dropped (\d+) broken record")


KEY_CLEARED: Final = "highscores/cleared"  # the journal entries a clear voided, its marks


def _cleared(doc: ini.IniDocument) -> dict[str, Any]:
    try:
        return load_versioned(doc.get(KEY_CLEARED), KEY_CLEARED)
    except ValueError:
        return {}


def voided_ids(doc: ini.IniDocument) -> list[str]:
    """The journal entries a clear of the high scores voided, oldest first."""
    ids = _cleared(doc).get("voided")
    return [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else []


def clear_marks(doc: ini.IniDocument) -> dict[str, str]:
    """Per difficulty, a fresh mark each time its table is cleared (no clock involved): two
    copies of the file with the same mark were written with no clear between them."""
    marks = _cleared(doc).get("marks")
    if not isinstance(marks, dict):
        return {}
    return {k: v for k, v in marks.items() if isinstance(k, str) and isinstance(v, str)}


def _same_clear(doc: ini.IniDocument, backup: ini.IniDocument, difficulty: Difficulty) -> bool:
    """The table was not cleared between ``backup`` and ``doc`` (its records may come back)."""
    return clear_marks(doc).get(difficulty.name) == clear_marks(backup).get(difficulty.name)


def _check_game(
    doc: ini.IniDocument,
    backup: ini.IniDocument | None,
    found: Found,
    out: Contents,
    *,
    repair: bool,
) -> bool:
    raw = _value(doc, KEY_GAME)
    if raw is None:
        return _found_game(doc, backup, found, out, repair=repair)
    try:
        out.game, out.game_assisted, ident = parse_game(raw)
        out.game_id = ident or derived_id(str(raw))
        if not sealed(doc, KEY_GAME):
            out.legacy = True
        return False
    except Exception as exc:  # whatever the replay trips on, the game is unloadable
        problem = f"the saved game cannot be restored ({exc})"
    restored: str | None = None
    for data in reversed(found.of(GAME)):
        try:
            out.game, out.game_assisted, ident = game_of(data)
        except Exception:
            continue
        restored = integrity.canonical(data)
        out.game_id = ident or derived_id(restored)
        problem += "; found again in the damaged line"
        break
    if restored is None and backup is not None and backup.get(KEY_GAME) is not None:
        try:
            out.game, out.game_assisted, ident = parse_game(backup.get(KEY_GAME))
            out.game_id = ident or derived_id(str(backup.get(KEY_GAME)))
            restored = backup.get(KEY_GAME)
            problem += "; the last good copy is used"
            out.lost.append("game")  # (the game as it was one save before: named)
        except Exception:
            out.game = None
    if restored is None:
        out.lost.append("game")
    elif "last good copy" not in problem:
        out.recovered += 1
    if not repair:
        out.problems.append(problem)
        return False
    aside = free_key(doc, KEY_BROKEN_GAME)
    doc.entries[aside] = doc.entries[KEY_GAME]
    if restored is not None:
        doc.set(KEY_GAME, restored)
    else:
        doc.remove(KEY_GAME)
    out.problems.append(f"{problem}; kept as {aside}")
    return True


def _found_game(
    doc: ini.IniDocument,
    backup: ini.IniDocument | None,
    found: Found,
    out: Contents,
    *,
    repair: bool,
) -> bool:
    """No ``state/game`` key: a game found in a damaged line or under a damaged name is the
    game; a damaged one that cannot be read is taken from ``backup``, else named lost."""
    if not found.of(GAME) and not found.broken(GAME):
        return False
    candidates = [integrity.canonical(d) for d in reversed(found.of(GAME))]
    how = "found in a damaged line or under a damaged name"
    if found.broken(GAME) and backup is not None and backup.get(KEY_GAME) is not None:
        candidates.append(str(backup.get(KEY_GAME)))
    for text in candidates:
        try:
            out.game, out.game_assisted, ident = parse_game(text)
        except Exception:
            continue
        if text not in [integrity.canonical(d) for d in found.of(GAME)]:
            how = "its line is damaged; the last good copy is used"
            out.lost.append("game")  # (the game as it was one save before: named)
        out.game_id = ident or derived_id(text)
        out.recovered += 1
        out.problems.append(f"the saved game was {how}; put back")
        if repair:
            doc.set(KEY_GAME, text)
        return repair
    out.game = None
    out.lost.append("game")
    out.problems.append("the saved game's line is damaged; it cannot be restored")
    return False


def _check_bookkeeping(
    doc: ini.IniDocument,
    backup: ini.IniDocument | None,
    found: Found,
    out: Contents,
    *,
    repair: bool,
) -> bool:
    """The ids of recorded games and when tables were cleared: found again, else the last
    good copy's, when damaged or missing."""
    changed = False
    for key in BOOKKEEPING:
        raw = doc.get(key)
        if raw is not None:
            try:
                load_versioned(raw, key)
                if '"crc' not in doc.entries[key].raw:
                    out.legacy = True
                continue
            except ValueError:
                pass
        candidates = [integrity.canonical(d) for d in found.of(key)]
        if backup is not None and backup.get(key) is not None:
            candidates.append(str(backup.get(key)))
        good = next((c for c in reversed(candidates) if _loads(c, key)), None)
        if good is None:
            if raw is not None:
                out.problems.append(f"{key} is damaged ({short(raw)}); it is dropped")
                if repair:
                    changed = doc.remove(key) or changed
            continue
        out.recovered += 1
        out.problems.append(f"{key} was damaged or missing; put back")
        if repair:
            doc.entries[key] = ini.Entry(ini.encode_value(good), good)
            changed = True
    return changed


def _loads(text: str, key: str) -> bool:
    try:
        load_versioned(text, key)
    except ValueError:
        return False
    return True


def prune(doc: ini.IniDocument) -> bool:
    """Bound what nobody reads: set-aside values (newest ``SET_ASIDE_KEPT`` per kind) and
    unknown keys (``UNKNOWN_KEPT`` and ``UNKNOWN_BYTES``, the earliest in the file go)."""
    changed = False
    kinds: dict[str, list[str]] = {}
    for key in doc.keys_list():
        m = re.fullmatch(r"(.*/(?:broken-(?:game-|[A-Z]+-)?|parked-))(.*)", key)
        if m and known(key):
            kinds.setdefault(m.group(1), []).append(key)
    for keys in kinds.values():
        for old in sorted(keys)[:-SET_ASIDE_KEPT]:
            changed = doc.remove(old) or changed
    unknown = [k for k in doc.keys_list() if not known(k)]
    size = 0
    keep: set[str] = set()
    for key in reversed(unknown):
        size += len(key) + len(doc.entries[key].raw)
        if len(keep) < UNKNOWN_KEPT and size <= UNKNOWN_BYTES:
            keep.add(key)
    for key in unknown:
        if key not in keep:
            changed = doc.remove(key) or changed
    return changed


def warn_problems(file: SettingsFile, problems: list[str]) -> None:
    """The one warning per load that says what was wrong and what was done."""
    log.warning(
        "MAGDAGDON settings %s had problems; defaults are used for these only: %s",
        file.path,
        " | ".join(problems),
    )


def repairer(file: SettingsFile) -> Callable[[ini.IniDocument], bool]:
    """The change that repairs a fresh read of ``file`` (under its lock) and warns once."""

    def repair(doc: ini.IniDocument) -> bool:
        fixed, changed = check_all(doc, file.read_backup(), repair=True)
        problems = fixed.problems
        if file.damage:
            kept = file.last_copy
            copy = f" (a copy is kept as {kept.name})" if kept else ""
            problems.insert(0, f"{file.damage}{copy}; whatever could be read is kept")
        if problems:
            warn_problems(file, problems)
        return changed

    return repair
