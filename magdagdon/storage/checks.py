"""Reading and repairing the whole file: pure functions on an ``ini.IniDocument``, no Qt.

Everything read is validated; what is broken falls back to the last good copy (``.bak``)
when that holds a sound value, else to its default; what is still valid is kept, and the
problems are listed for one warning. A broken value is set aside (``broken-...`` keys), and
set-aside and unknown data are bounded: the oldest goes first.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from magdagdon.engine import Difficulty, Game
from magdagdon.engine.digests import sha1

from . import ini
from .file import (
    KEY_BROKEN_GAME,
    KEY_BROKEN_TABLE,
    KEY_GAME,
    KEY_TABLE,
    SettingsFile,
    free_key,
    known,
)
from .records import Record, best, parse_table, table_json
from .schema import SETTINGS, Setting, setting_key
from .values import load_versioned, short

log = logging.getLogger("magdagdon.storage")

MAX_GAME_CHARS: Final = 1_000_000  # a whole game is ~10 kB: more is not a game we wrote
SET_ASIDE_KEPT: Final = 5  # broken-... values kept per kind, newest
UNKNOWN_KEPT: Final = 20  # keys of a later release (or debris) kept, at most ...
UNKNOWN_BYTES: Final = 64 * 1024  # ... and this many bytes of them
GAME_FIELDS: Final = frozenset({"version", "game", "assisted", "id"})


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


def game_id_of(doc: ini.IniDocument) -> str | None:
    """The id of the game in progress on disk (a 1.0.0 game without one: its text's hash)."""
    raw = doc.get(KEY_GAME)
    if raw is None:
        return None
    try:
        data = load_versioned(raw)
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
    data = load_versioned(raw)
    if not {"version", "game"} <= set(data) <= GAME_FIELDS:
        raise ValueError(
            f"expected version, game and maybe assisted, got {', '.join(sorted(data))}"
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


def read_setting(doc: ini.IniDocument, setting: Setting) -> tuple[object, str | None]:
    key = setting_key(setting.name)
    if key not in doc.entries:
        return setting.default, None
    try:
        data = load_versioned(_value(doc, key))
        if set(data) != {"version", "value"}:
            raise ValueError(f"expected version and value, got {', '.join(sorted(data))}")
        value = data["value"]
        if not setting.valid(value):
            raise ValueError(f"{short(value)} is not {setting.meaning}")
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


def check_all(
    doc: ini.IniDocument, backup: ini.IniDocument | None, *, repair: bool
) -> tuple[Contents, bool]:
    """Read everything in ``doc``; with ``repair``, fix it in place. Returns what was read and
    whether ``doc`` changed."""
    out = Contents()
    changed = False
    for name, setting in SETTINGS.items():
        value, problem = read_setting(doc, setting)
        if problem and backup is not None:
            good, bad = read_setting(backup, setting)
            if bad is None and setting_key(name) in backup.entries:
                value, problem = good, problem + "; the last good value is used"
                if repair:
                    doc.entries[setting_key(name)] = backup.entries[setting_key(name)]
                    changed = True
        out.values[name] = value
        if problem is None and setting_key(name) in doc.entries:
            out.stored.add(name)
        if problem:
            out.problems.append(problem)
            if repair and setting_key(name) in doc.entries and value == setting.default:
                doc.remove(setting_key(name))
                changed = True
    for difficulty in Difficulty:
        key = KEY_TABLE + difficulty.name
        raw = _value(doc, key)
        records, table_problems = parse_table(raw, difficulty)
        if table_problems and backup is not None and key in backup.entries:
            last_good, its_problems = parse_table(_value(backup, key), difficulty)
            if not its_problems:
                records = best([*records, *last_good])
                table_problems = [table_problems[0] + "; merged with the last good copy"]
        out.tables[difficulty] = records
        out.problems.extend(table_problems)
        if raw is not None and repair and table_json(records) != raw:
            if table_problems:
                doc.entries[free_key(doc, f"{KEY_BROKEN_TABLE}{difficulty.name}-")] = doc.entries[
                    key
                ]
            if records:
                doc.set(key, table_json(records))
            else:
                doc.remove(key)
            changed = True
    changed = _check_game(doc, backup, out, repair=repair) or changed
    if repair:
        changed = prune(doc) or changed
    unknown = sorted(k for k in doc.keys_list() if not known(k))
    if unknown:
        more = f" and {len(unknown) - 10} more" if len(unknown) > 10 else ""
        out.problems.append("unknown keys left alone: " + ", ".join(unknown[:10]) + more)
    return out, changed


def _check_game(
    doc: ini.IniDocument, backup: ini.IniDocument | None, out: Contents, *, repair: bool
) -> bool:
    raw = _value(doc, KEY_GAME)
    if raw is None:
        return False
    try:
        out.game, out.game_assisted, ident = parse_game(raw)
        out.game_id = ident or derived_id(str(raw))
        return False
    except Exception as exc:  # whatever the replay trips on, the game is unloadable
        problem = f"the saved game cannot be restored ({exc})"
    if backup is not None and backup.get(KEY_GAME) is not None:
        try:
            out.game, out.game_assisted, ident = parse_game(backup.get(KEY_GAME))
            out.game_id = ident or derived_id(str(backup.get(KEY_GAME)))
            problem += "; the last good copy is used"
        except Exception:
            out.game = None
    if not repair:
        out.problems.append(problem)
        return False
    aside = free_key(doc, KEY_BROKEN_GAME)
    doc.entries[aside] = doc.entries[KEY_GAME]
    if out.game is not None and backup is not None:
        doc.entries[KEY_GAME] = backup.entries[KEY_GAME]
    else:
        doc.remove(KEY_GAME)
    out.problems.append(f"{problem}; kept as {aside}")
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
