"""Changes the store makes to a fresh read of the file, under the lock: pure, no Qt, no I/O.

* ``merge_records``: journal entries and unsaved records into their tables (idempotent); a
  finished game (by id) is cleared at the same time, and recorded once: an id already in
  ``state/recorded`` (the same saved game finished in a second window) is not recorded again.
* ``mark_cleared``: the operator's "clear high scores". It never asks the wall clock which
  records came before it (a clock set back would drop every later record): the journal
  entries written before the operator asked are voided by their own identity
  (``entry_id``), so a journal that is merged again later cannot bring them back, and every
  entry written after the clear counts, whatever its time says.
* ``put_game`` / ``drop_game``: the game in progress of this window, never destroying the
  game of another: a foreign game found on disk is parked (``state/parked-<id>``, bounded).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from datetime import datetime
from typing import Any, Final

from magdagdon.engine import Difficulty
from magdagdon.engine.digests import sha1

from . import ini
from .checks import (
    KEY_CLEARED,
    clear_marks,
    derived_id,
    game_id_of,
    game_of,
    prune,
    read_setting,
    voided_ids,
)
from .file import KEY_BROKEN_TABLE, KEY_GAME, KEY_TABLE, free_key
from .integrity import canonical, sealed_text, verifies
from .records import Record, best, parse_table, table_json
from .schema import SETTINGS, setting_key
from .values import load_versioned

KEY_RECORDED: Final = "state/recorded"
RECORDED_KEPT: Final = 100
#: Voided journal entries remembered (a clear voids the entries merged but still in some
#: window's journal: a handful; the oldest are forgotten past this many).
VOIDED_KEPT: Final = 1000


def recorded_ids(doc: ini.IniDocument) -> list[str]:
    try:
        ids = load_versioned(doc.get(KEY_RECORDED), KEY_RECORDED).get("ids")
    except ValueError:
        return []
    return [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else []


def entry_id(entry: dict[str, Any]) -> str:
    """A journal entry's identity: the ``id`` the store gives it, or (an entry written by an
    earlier release) a digest of its canonical JSON."""
    ident = entry.get("id")
    if isinstance(ident, str) and 0 < len(ident) <= 64:
        return ident
    try:
        return "sha1:" + sha1(canonical(entry).encode()).hexdigest()[:20]
    except (TypeError, ValueError):  # an entry no JSON can write: never merged anyway
        return "unwritable"


def mark_cleared(
    doc: ini.IniDocument, difficulties: Iterable[Difficulty], voided: Iterable[str]
) -> None:
    """Empty the tables of ``difficulties`` and void the journal entries ``voided`` (those in
    a journal when the operator asked), so a journal merged again never brings them back.

    The store applies it before the transaction's merge: what was recorded after the
    operator asked (not voided) is merged into the emptied tables at once.
    """
    kept = voided_ids(doc)
    known = set(kept)
    for ident in voided:
        if ident not in known:
            kept.append(ident)
            known.add(ident)
    marks = clear_marks(doc)
    for difficulty in difficulties:
        doc.remove(KEY_TABLE + difficulty.name)
        marks[difficulty.name] = uuid.uuid4().hex[:16]
    doc.set(KEY_CLEARED, sealed_text(KEY_CLEARED, {"voided": kept[-VOIDED_KEPT:], "marks": marks}))


def journal_ids(entries: Iterable[dict[str, Any]], difficulties: Iterable[Difficulty]) -> list[str]:
    """The identities of ``entries`` of ``difficulties`` (what a clear voids)."""
    names = {d.name for d in difficulties}
    return [entry_id(e) for e in entries if e.get("difficulty") in names]


def merge_records(
    doc: ini.IniDocument,
    entries: Iterable[dict[str, Any]],
    unsaved: dict[Difficulty, set[Record]],
) -> tuple[bool, dict[Difficulty, list[Record]], list[str]]:
    """Put every journal entry and unsaved record in ``doc``; the tables now, and problems."""
    new: dict[Difficulty, set[Record]] = {d: set(unsaved[d]) for d in Difficulty}
    recorded = recorded_ids(doc)
    voided = set(voided_ids(doc))
    on_disk_game = game_id_of(doc)
    changed = False
    for entry in entries:
        if not journal_entry_sound(entry):
            continue  # damaged on disk (a line of release 2 must match its check)
        try:
            difficulty = Difficulty[entry["difficulty"]]
            record = Record.from_json(entry["record"], difficulty)
        except (KeyError, TypeError, ValueError):
            continue
        if voided and entry_id(entry) in voided:
            continue  # merged before the operator emptied its table
        game = entry.get("game")
        if isinstance(game, str) and entry.get("clear"):
            if game == on_disk_game:
                doc.remove(KEY_GAME)
                on_disk_game, changed = None, True
            if game in recorded:
                continue  # this saved game was recorded already (by another window)
            recorded.append(game)
        new[difficulty].add(record)
    tables: dict[Difficulty, list[Record]] = {}
    problems: list[str] = []
    for difficulty in Difficulty:
        key = KEY_TABLE + difficulty.name
        raw = doc.get(key)
        on_disk, table_problems = parse_table(raw, difficulty)
        if table_problems and key in doc.entries:  # damaged since start-up: keep the original
            doc.entries[free_key(doc, f"{KEY_BROKEN_TABLE}{difficulty.name}-")] = doc.entries[key]
            problems.extend(table_problems)
            changed = True
        table = best([*on_disk, *new[difficulty]])
        tables[difficulty] = table
        legacy = raw is not None and '"crc' not in doc.entries[key].raw  # sealed on this write
        if table != on_disk or table_problems or legacy:
            if table:
                doc.set(key, table_json(table, difficulty))
            else:
                doc.remove(key)
            changed = True
    if recorded != recorded_ids(doc):
        doc.set(KEY_RECORDED, sealed_text(KEY_RECORDED, {"ids": recorded[-RECORDED_KEPT:]}))
        changed = True
    return seal_legacy(doc) or changed, tables, problems


JOURNAL: Final = "journal"  # the identity a journal line is sealed as


def journal_entry_sound(entry: dict[str, Any]) -> bool:
    """A journal line of release 2 carries its check; one of release 1 has none."""
    return ("crc" not in entry and "version" not in entry) or verifies(JOURNAL, entry)


def seal_legacy(doc: ini.IniDocument) -> bool:
    """Give every sound value of releases < 2 still in ``doc`` its check (tables are sealed by
    ``merge_records``), so that from the next write on a damaged byte costs one value."""
    changed = False
    for name, setting in SETTINGS.items():
        key = setting_key(name)
        entry = doc.entries.get(key)
        if entry is None or '"crc' in entry.raw:
            continue
        value, problem = read_setting(doc, setting)
        if problem is None:
            doc.set(key, sealed_text(key, {"value": value}))
            changed = True
    for key in (KEY_RECORDED, KEY_CLEARED, KEY_GAME):
        entry = doc.entries.get(key)
        if entry is None or '"crc' in entry.raw:
            continue
        try:
            data = load_versioned(entry.text, key)
            if key == KEY_GAME:
                game_of(data)
        except Exception:
            continue
        if key == KEY_GAME and "id" not in data:
            data["id"] = derived_id(str(entry.text))  # the id it was known by
        doc.set(key, sealed_text(key, data))
        changed = True
    return changed


def put_game(doc: ini.IniDocument, text: str, own_ids: set[str]) -> bool:
    """Save this window's game; a game of another window found on disk is parked, not lost."""
    there = game_id_of(doc)
    if there is not None and there not in own_ids and KEY_GAME in doc.entries:
        doc.entries[f"state/parked-{stamp()}-{there}"] = doc.entries[KEY_GAME]
        prune(doc)
    if doc.get(KEY_GAME) == text:
        return False
    doc.set(KEY_GAME, text)
    return True


def drop_game(doc: ini.IniDocument, own_ids: set[str]) -> bool:
    """No game in progress in this window: remove the saved one if it is this window's."""
    if KEY_GAME not in doc.entries:
        return False
    there = game_id_of(doc)
    if there is not None and there not in own_ids:
        return False  # another window's game: not ours to clear
    doc.remove(KEY_GAME)
    return True


def stamp() -> str:
    return datetime.now().strftime("%Y%m%dT%H%M%S%f")


def continues(old: dict[str, Any] | None, new: dict[str, Any]) -> bool:
    """``new`` is the game ``old`` was, played on (same dice, a longer action log)."""
    if old is None:
        return False
    if (old.get("difficulty"), old.get("seed")) != (new.get("difficulty"), new.get("seed")):
        return False
    key = "actions" if "actions" in new else "log"  # engine format 2, and 1
    before, after = old.get(key), new.get(key)
    if not isinstance(before, list) or not isinstance(after, list):
        return True  # a log kept in another shape: judge by difficulty and seed alone
    return after[: len(before)] == before
