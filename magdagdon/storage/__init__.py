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

The package, by concern (``from magdagdon.storage import ...`` gives every public name):

* ``values``: the versioned JSON and text helpers;
* ``records``: ``Record``, ``best``, ``parse_table`` (pure, no Qt);
* ``schema``: the plain settings, their defaults and checks;
* ``file``: ``make_settings``, ``StorageError`` and the locked, atomic transactions;
* ``store``: the ``Store`` QObject the app and QML use;
* ``model``: ``HighScoreModel``, one table for the high-score screen;
* ``ini`` (the INI text, parsed here, never by Qt), ``checks`` (validation and repair),
  ``merge`` (changes under the lock), ``journal`` (records on disk before the lock),
  ``writer`` (one writer, on a background thread in the app), ``plumbing`` (the Store's);
* ``instance``: ``SingleInstance``, one window per settings file;
* ``safeio``: ``read_regular`` (every product file is read through it: regular files only,
  never blocking, at most a given size; ``FileRefused`` says why not in one line) and
  ``write_durably`` / ``replace_durably`` (atomic replaces, synced with their folder);
  ``osfiles`` is what each OS offers for them (the one module that asks ``sys.platform``).

The Store's API for the app and the UI:

* ``Store(make_settings(path), background=True)``; ``flush()`` waits for pending writes,
  ``close()`` before quitting; ``saveProblem`` (QML property, translated, "" when fine) and
  ``can_save``; ``problem_with(path)``: why a ``--settings-file`` cannot be used (one line).
* settings: ``difficulty``, ``language``, ``kiosk``, ``kioskPin``, ``idleSeconds``.
* ``load_game()`` / ``save_game(game, assisted=)``; ``record(...)`` returns the rank, 0 for
  none, ``store.NOT_SAVED`` when not saved (the record is journaled first: on disk before
  game over is shown).
* the game history, the daily's counted attempt and the streaks (issue 14) are kept by
  ``magdagdon.comeback.keeper`` in a file of their own, so damage there never reaches the
  high scores.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magdagdon.lazy import loader

if TYPE_CHECKING:
    from .file import (
        APPLICATION,
        ORGANIZATION,
        StorageError,
        make_settings,
        problem_with,
        settings_path,
    )
    from .instance import SingleInstance
    from .model import HighScoreModel
    from .records import MAX_SCORE, TABLE_SIZE, TURNS, Record, best, parse_table
    from .safeio import (
        FileRefused,
        RegularFile,
        read_regular,
        replace_durably,
        write_durably,
    )
    from .schema import LANGUAGES, SETTINGS, THEMES
    from .store import Store
    from .values import VERSION

# Each name is imported on first use (PEP 562), so a start that needs one module does not
# import the whole package first (issue 16: the window's first frame).
_WHERE: dict[str, str] = {
    "APPLICATION": "file",
    "FileRefused": "safeio",
    "RegularFile": "safeio",
    "read_regular": "safeio",
    "replace_durably": "safeio",
    "write_durably": "safeio",
    "HighScoreModel": "model",
    "LANGUAGES": "schema",
    "MAX_SCORE": "records",
    "ORGANIZATION": "file",
    "Record": "records",
    "SETTINGS": "schema",
    "SingleInstance": "instance",
    "StorageError": "file",
    "Store": "store",
    "TABLE_SIZE": "records",
    "THEMES": "schema",
    "TURNS": "records",
    "VERSION": "values",
    "best": "records",
    "make_settings": "file",
    "parse_table": "records",
    "problem_with": "file",
    "settings_path": "file",
}


_load = loader(__name__, _WHERE)


def __getattr__(name: str) -> object:
    return _load(name)


__all__ = [
    "APPLICATION",
    "LANGUAGES",
    "MAX_SCORE",
    "ORGANIZATION",
    "SETTINGS",
    "TABLE_SIZE",
    "THEMES",
    "TURNS",
    "VERSION",
    "FileRefused",
    "HighScoreModel",
    "Record",
    "RegularFile",
    "SingleInstance",
    "StorageError",
    "Store",
    "best",
    "make_settings",
    "parse_table",
    "problem_with",
    "read_regular",
    "replace_durably",
    "settings_path",
    "write_durably",
]
