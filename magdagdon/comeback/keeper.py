"""The history and the daily attempts on disk, beside the settings file, never inside it.

Why a file of its own: a damaged history must never touch the high scores, and it is much
larger than every other value. It is one versioned JSON document::

    {"version": 1,
     "games": [{"difficulty", "seed", "code", "actions", "score", "finished", "turns",
                "powers_used", "magdagdons", "daily"}, ...],          newest first, at most 1,000
     "daily": [{"day", "difficulty", "seed", "actions", "result"}, ...]}

Every write happens under a ``QLockFile``, on a background thread: the file is read again when
another window changed it, merged with what this window adds (games by their finish time and
code, one attempt per day and difficulty, a finished attempt is final), written to a temporary
file, flushed and renamed over the old one, so two windows never lose each other's games and a
crash leaves the old file or the new, never half.
A file that cannot be read is set aside as ``<name>.broken-<time>`` with a warning, and play
goes on with an empty history.
"""

from __future__ import annotations

import json
import logging
import os
import uuid
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import date, datetime
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QLockFile, QSettings

from magdagdon.engine import Difficulty

from .sources import HISTORY_SIZE, Attempt, History, MemoryHistory, Played, action_data

log = logging.getLogger(__name__)

VERSION: Final = 1
LOCK_WAIT_MS: Final = 200  # longer than any write; past it the change waits in memory
STALE_LOCK_MS: Final = 2_000  # a lock this old whose owner is gone is broken


def played_json(p: Played) -> dict[str, Any]:
    return {
        "difficulty": p.difficulty.name,
        "seed": p.seed,
        "code": p.code,
        "actions": [action_data(a) for a in p.actions],
        "score": p.score,
        "finished": p.finished.isoformat(),
        "turns": p.turns,
        "powers_used": p.powers_used,
        "magdagdons": p.magdagdons,
        "daily": p.daily.isoformat() if p.daily else None,
    }


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data[key]
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{key} {value!r} is not {low}..{high}")
    return value


def played_from_json(data: object) -> Played:
    """A stored game; ``ValueError`` (or KeyError/TypeError) says what is wrong with it."""
    if not isinstance(data, dict):
        raise ValueError("a game is an object")
    finished = datetime.fromisoformat(data["finished"])
    if finished.utcoffset() is None:
        raise ValueError("finished has no time zone")
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, list) for a in actions):
        raise ValueError("actions is a list of actions")
    code = data["code"]
    if not isinstance(code, str) or len(code) > 32:
        raise ValueError("code is a short text")
    daily = data.get("daily")
    return Played(
        difficulty=Difficulty[data["difficulty"]],
        seed=_int(data, "seed", 0, 2**64),
        code=code,
        actions=tuple(actions),
        score=_int(data, "score", -1000, 1000),
        finished=finished,
        turns=_int(data, "turns", 0, 16),
        powers_used=_int(data, "powers_used", 0, 3),
        magdagdons=_int(data, "magdagdons", 0, 16),
        daily=date.fromisoformat(daily) if isinstance(daily, str) else None,
    )


def attempt_json(a: Attempt) -> dict[str, Any]:
    return {
        "day": a.day.isoformat(),
        "difficulty": a.difficulty.name,
        "seed": a.seed,
        "actions": [action_data(x) for x in a.actions],
        "result": played_json(a.result) if a.result else None,
    }


def attempt_from_json(data: object) -> Attempt:
    if not isinstance(data, dict):
        raise ValueError("an attempt is an object")
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(x, list) for x in actions):
        raise ValueError("actions is a list of actions")
    result = data.get("result")
    attempt = Attempt(
        day=date.fromisoformat(data["day"]),
        difficulty=Difficulty[data["difficulty"]],
        seed=_int(data, "seed", 0, 2**64),
        actions=tuple(actions),
        result=played_from_json(result) if result is not None else None,
    )
    if not attempt.finished:
        attempt.game()  # an unfinished attempt is played on: the rules must accept its log
    return attempt


def _parse(items: object, read: Callable[[object], Any], what: str, problems: list[str]) -> list:
    if not isinstance(items, list):
        problems.append(f"{what}: not a list")
        return []
    out = []
    for i, item in enumerate(items):
        try:
            out.append(read(item))
        except (ValueError, KeyError, TypeError) as exc:
            problems.append(f"{what} #{i + 1} dropped ({exc})")
    return out


Days = dict[tuple[date, Difficulty], Attempt]


def merge_games(known: list[Played], new: list[Played]) -> list[Played]:
    """Both lists' games once each (by finish time and code), newest first, at most 1,000."""
    seen = {(p.finished, p.code) for p in known}
    fresh = [p for p in new if (p.finished, p.code) not in seen]
    merged = fresh + known  # newest first, also among games of the same instant
    merged.sort(key=lambda p: p.finished, reverse=True)
    return merged[:HISTORY_SIZE]


def merge_days(known: Days, new: list[Attempt]) -> Days:
    """One attempt per day and difficulty: a finished one is final, else the one further on."""
    out = dict(known)
    for a in new:
        key = (a.day, a.difficulty)
        old = out.get(key)
        if old is not None and old.finished:
            continue  # one counted attempt per day
        if old is not None and len(old.actions) > len(a.actions) and not a.finished:
            continue  # another window got further with it
        out[key] = a
    return out


class FileHistory:
    """A ``History`` kept in its own JSON file (see the module's docstring).

    Reads are served from memory. The file is read once, in the background from the start,
    and every change is written by one background thread (the newest history of a player is
    about 1 MB: its JSON would cost a game-over frame or ten), merged under the lock with
    what other windows wrote meanwhile. ``wait()`` returns once every change is on disk.
    """

    def __init__(self, path: Path, *, background: bool = True) -> None:
        self.path = path
        self._games: list[Played] = []
        self._days: Days = {}
        self._loaded = False
        self._seen: tuple[int, int] | None = None  # (mtime, size) last read or written
        self._disk: tuple[list[Played], Days] = ([], {})  # the file's content as last known
        self._pool = ThreadPoolExecutor(1, "magdagdon-history") if background else None
        self._reading: Future[tuple[list[Played], Days]] | None = (
            self._pool.submit(self._read) if self._pool is not None else None
        )
        self._writing: Future[None] | None = None

    # ------------------------------------------------------------- History
    def games(self) -> list[Played]:
        self._load()
        return list(self._games)

    def add_game(self, played: Played) -> None:
        self._load()
        self._games = merge_games(self._games, [played])
        self._save()

    def attempt(self, day: date, difficulty: Difficulty) -> Attempt | None:
        self._load()
        return self._days.get((day, difficulty))

    def save_attempt(self, attempt: Attempt) -> None:
        self._load()
        self._days = merge_days(self._days, [attempt])
        self._save()

    def attempts(self, difficulty: Difficulty) -> list[Attempt]:
        self._load()
        found = [a for (_, d), a in self._days.items() if d is difficulty]
        return sorted(found, key=lambda a: a.day, reverse=True)

    def wait(self) -> None:
        """Until every change so far is written (tests; the app's exit waits by itself)."""
        if self._writing is not None:
            self._writing.result()

    # ------------------------------------------------------------ internal
    def _load(self) -> None:
        if not self._loaded:
            read = self._reading.result() if self._reading is not None else self._read()
            self._games = merge_games(read[0], self._games)
            self._days = merge_days(read[1], list(self._days.values()))
            self._loaded = True

    def _save(self) -> None:
        games, days = list(self._games), dict(self._days)  # a snapshot: the lists are replaced,
        if self._pool is None:  # never changed in place, so sharing them is safe
            self._store(games, days)
        else:
            self._writing = self._pool.submit(self._store, games, days)

    def _stat(self) -> tuple[int, int] | None:
        try:
            st = self.path.stat()
        except OSError:
            return None
        return st.st_mtime_ns, st.st_size

    def _read(self) -> tuple[list[Played], Days]:
        """The file as it is now (also remembered as the last known disk content)."""
        self._seen = self._stat()
        self._disk = ([], {})
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return [], {}
        except OSError as exc:
            log.error("the game history %s cannot be read: %s", self.path, exc)
            return [], {}
        problems: list[str] = []
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("version") != VERSION:
                raise ValueError(f"not a version {VERSION} history")
        except (ValueError, RecursionError) as exc:
            self._set_aside(str(exc))
            return [], {}
        games = _parse(data.get("games"), played_from_json, "game", problems)
        attempts = _parse(data.get("daily"), attempt_from_json, "daily", problems)
        if problems:
            log.warning("game history %s: %s", self.path, "; ".join(problems[:5]))
        self._disk = (merge_games([], games), {(a.day, a.difficulty): a for a in attempts})
        return self._disk

    def _set_aside(self, why: str) -> None:
        stamp = datetime.now().strftime("%Y%m%dT%H%M%S%f")
        broken = self.path.with_name(f"{self.path.name}.broken-{stamp}")
        log.warning("the game history %s is unreadable (%s); kept as %s", self.path, why, broken)
        try:
            os.replace(self.path, broken)
        except OSError as exc:
            log.error("could not set the history aside: %s", exc)

    def _store(self, games: list[Played], days: Days) -> None:
        """Under the lock: merge with the file if another window changed it, then write."""
        lock = QLockFile(str(self.path) + ".lock")
        lock.setStaleLockTime(STALE_LOCK_MS)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            log.error("the game history cannot be saved: %s", exc)
            return
        if not lock.tryLock(LOCK_WAIT_MS):
            log.error("the game history %s is locked; the next change tries again", self.path)
            return
        try:
            if self._stat() != self._seen:  # another window wrote since: keep its games too
                self._disk = self._read()
            games = merge_games(self._disk[0], games)
            days = merge_days(self._disk[1], list(days.values()))
            if self._write(games, days):
                self._disk, self._seen = (games, days), self._stat()
        finally:
            lock.unlock()

    def _write(self, games: list[Played], days: Days) -> bool:
        document = {
            "version": VERSION,
            "games": [played_json(p) for p in games],
            "daily": [attempt_json(a) for a in days.values()],
        }
        tmp = self.path.with_name(f"{self.path.name}.{os.getpid()}-{uuid.uuid4().hex}.tmp")
        try:
            with open(tmp, "w", encoding="utf-8") as out:
                json.dump(document, out, separators=(",", ":"), ensure_ascii=False)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, self.path)
        except OSError as exc:
            log.error("the game history could not be saved (kept in memory): %s", exc)
            tmp.unlink(missing_ok=True)
            return False
        return True


def history_for(settings: QSettings) -> History:
    """The history of the player whose settings these are: a file beside an INI settings
    file (``MAGDAGDON.ini`` → ``MAGDAGDON.history.json``), else in memory for this run."""
    if settings.format() != QSettings.Format.IniFormat or not settings.fileName():
        return MemoryHistory()
    return FileHistory(Path(settings.fileName()).with_suffix(".history.json"))
