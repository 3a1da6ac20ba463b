"""The history and the daily attempts on disk, beside the settings file, never inside it.

Why a file of its own: a damaged history must never touch the high scores, and it is much
larger than every other value. It is one versioned JSON document::

    {"version": 1,
     "games": [{"difficulty", "seed", "code", "actions", "score", "finished", "turns",
                "powers_used", "magdagdons", "daily", "seq"}, ...],   newest first, at most 1,000
     "daily": [{"day", "difficulty", "seed", "actions", "result"}, ...]}

Games are kept and listed in the order they were played (``seq``), never by the time they
carry: a clock set back years neither drops a new game from a full history nor hides it.

Every write happens under a ``QLockFile``, on a background thread: the file is read again when
another window changed it, merged with what this window adds (games by their finish time and
code, one attempt per day and difficulty, a finished attempt is final), written to a temporary
file, flushed and renamed over the old one (the file and its folder fsynced), so two windows
never lose each other's games and a crash leaves the old file or the new, never half.

Nothing recorded is lost silently (issue 37.6): a write that fails keeps everything in memory,
is tried again with a growing pause, and ``problem`` says so (the window's save banner shows
it). The file is read only when it is a regular file of a sane size, never waiting on a FIFO
or a device. A file that cannot be parsed is set aside as ``<name>.broken-<time>`` (and one
with damaged entries copied there before the next write drops them); a path that cannot be
read, or holds something other than a file, is never written over: the history of this run
stays in memory, and ``problem`` says that too.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import stat
import threading
import time
import weakref
from collections.abc import Callable
from dataclasses import replace
from datetime import date, datetime
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QLockFile, QSettings

from magdagdon.engine import Difficulty
from magdagdon.storage.safeio import FileRefused, read_regular, write_durably

from .sources import (
    HISTORY_SIZE,
    Attempt,
    History,
    MemoryHistory,
    Played,
    action_data,
    placed,
    play_order,
)

log = logging.getLogger(__name__)

VERSION: Final = 1
LOCK_WAIT_MS: Final = 200  # longer than any write; past it the change waits in memory
STALE_LOCK_MS: Final = 2_000  # a lock this old whose owner is gone is broken
#: The largest history file read: 1,000 games of about 1 kB and years of dailies are a few
#: MB; anything larger was not written by the game and is set aside unread.
MAX_BYTES: Final = 32 * 2**20
#: Pauses between tries of a write that failed (a newer change or ``wait`` tries at once).
RETRY_S: Final = (0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0)
#: How long ``close`` (the app's exit) waits for a write that keeps failing.
CLOSE_WAIT_S: Final = 5.0

# What ``FileHistory.problem`` says (the window words it for the player).
FINE: Final = ""
FAILING: Final = "failing"  # writes fail (a full or read-only disk, a lock): retried
UNUSABLE: Final = "unusable"  # the path cannot be read or is no file: never written over
DAMAGED: Final = "damaged"  # unreadable parts were set aside; the rest is kept


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
        "seq": p.seq,
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
        seq=_int(data, "seq", 0, 2**53) if "seq" in data else 0,
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
    """Both lists' games once each (by finish time and code), the last played first (by
    their sequence, not their time), at most 1,000."""
    seen = {(p.finished, p.code) for p in known}
    fresh = [p for p in new if (p.finished, p.code) not in seen]
    merged = fresh + known
    merged.sort(key=play_order, reverse=True)
    return merged[:HISTORY_SIZE]


def in_play_order(games: list[Played]) -> list[Played]:
    """A file's games (the last played first) with a sequence number each: an earlier
    release wrote none, so its games are numbered in the order the file lists them (the
    order this one writes them in too)."""
    if all(p.seq for p in games):
        return games
    count = len(games)
    return [replace(p, seq=count - i) for i, p in enumerate(games)]


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
    what other windows wrote meanwhile. ``wait()`` returns once every change is on disk;
    ``problem`` says why it is not (``FINE``, ``FAILING``, ``UNUSABLE`` or ``DAMAGED``), and
    ``watch`` tells a listener (on any thread) whenever that changes.
    """

    def __init__(self, path: Path, *, background: bool = True) -> None:
        self.path = path
        self._games: list[Played] = []
        self._days: Days = {}
        self._loaded = False
        self._seen: tuple[int, int] | None = None  # (mtime, size) last read or written
        self._disk: tuple[list[Played], Days] = ([], {})  # the file's content as last known
        self._cond = threading.Condition()
        self._pending: tuple[list[Played], Days] | None = None  # the newest change to write
        self._busy = False
        self._stop = False
        self._failures = 0
        self._tries = 0  # writes tried so far (``wait`` waits for one after its call)
        self._unusable: str | None = None  # why the path is neither read nor written
        self._damaged = False
        self._problem = FINE
        self._listeners: list[Callable[[str], None]] = []
        self._read: tuple[list[Played], Days] | None = None
        self._thread: threading.Thread | None = None
        if background:
            self._thread = threading.Thread(target=self._run, name="magdagdon-history", daemon=True)
            self._thread.start()
            ref = weakref.ref(self)
            atexit.register(lambda: (h := ref()) is not None and h.close())

    # ------------------------------------------------------------- History
    def games(self) -> list[Played]:
        self._load()
        return list(self._games)

    def add_game(self, played: Played) -> None:
        self._load()
        self._games = merge_games(self._games, [placed(played, self._games)])
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

    @property
    def problem(self) -> str:
        """``FINE``, or why what was played is not (all) on disk: see the module's names."""
        return self._problem

    def watch(self, listener: Callable[[str], None]) -> None:
        """Call ``listener(problem)`` whenever ``problem`` changes (from the writing thread)."""
        self._listeners.append(listener)

    def wait(self, timeout: float | None = 10.0) -> bool:
        """Until every change so far is written (True), or ``timeout`` passes or a try made
        after this call failed (False: it is tried again later)."""
        if self._thread is None:
            return self._failures == 0 and self._unusable is None
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            tries = self._tries
            self._cond.notify_all()  # a write waiting for its next try goes now
            while self._read is None or self._pending is not None or self._busy:
                if self._tries > tries and self._failures and not self._busy:
                    return False  # tried since this call, failed: it waits for its next try
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cond.wait(0.05 if left is None else min(left, 0.05))
            return self._failures == 0 and self._unusable is None

    def close(self) -> bool:
        """Write what is pending (waiting at most ``CLOSE_WAIT_S``) and stop the thread."""
        if self._thread is None:
            return self.wait()
        if self._stop:  # closed already (the app's quit, then the interpreter's exit)
            return self._pending is None and not self._failures
        ok = self.wait(CLOSE_WAIT_S)
        with self._cond:
            self._stop = True
            self._cond.notify_all()
        if self._pending is not None:
            log.error("the game history %s: the last changes could not be saved", self.path)
        return ok

    # ------------------------------------------------------------ internal
    def _load(self) -> None:
        if self._loaded:
            return
        if self._thread is None:
            read = self._read_file()
        else:
            with self._cond:
                while self._read is None:
                    self._cond.wait()
                read = self._read
        self._games = merge_games(read[0], self._games)
        self._days = merge_days(read[1], list(self._days.values()))
        self._loaded = True

    def _save(self) -> None:
        games, days = list(self._games), dict(self._days)  # a snapshot: the lists are replaced,
        if self._thread is None:  # never changed in place, so sharing them is safe
            self._attempt(games, days)
            return
        with self._cond:
            self._pending = (games, days)  # the newest snapshot holds every older change
            self._cond.notify_all()

    def _run(self) -> None:
        """The writing thread: the first read, then every change, retried until it is saved."""
        read = self._read_file()
        with self._cond:
            self._read = read
            self._cond.notify_all()
        while True:
            with self._cond:
                while self._pending is None and not self._stop:
                    self._cond.wait()
                if self._pending is None:
                    return
                snapshot, self._pending, self._busy = self._pending, None, True
            ok = self._attempt(*snapshot)
            with self._cond:
                self._busy = False
                self._tries += 1
                if not ok and self._pending is None:
                    self._pending = snapshot  # nothing newer: this one is tried again
                self._cond.notify_all()
                if not ok:
                    if self._stop:
                        return
                    self._cond.wait(RETRY_S[min(self._failures, len(RETRY_S)) - 1])

    def _attempt(self, games: list[Played], days: Days) -> bool:
        """One try at writing; the problem is updated either way."""
        try:
            saved = self._store(games, days)
        except Exception:  # a bug here must not end the thread (nor lose what is pending)
            log.exception("the game history could not be saved")
            saved = False
        self._failures = 0 if saved else self._failures + 1
        self._tell()
        return saved

    def _tell(self) -> None:
        if self._unusable is not None:
            problem = UNUSABLE
        elif self._failures:
            problem = FAILING
        else:
            problem = DAMAGED if self._damaged else FINE
        if problem != self._problem:
            self._problem = problem
            for listener in list(self._listeners):
                listener(problem)

    def _stat(self) -> tuple[int, int] | None:
        try:
            st = self.path.stat()
        except OSError:
            return None
        return st.st_mtime_ns, st.st_size

    def _read_file(self) -> tuple[list[Played], Days]:
        """The file as it is now (also remembered as the last known disk content)."""
        self._seen = self._stat()
        self._disk = ([], {})
        self._unusable = None
        try:
            found = read_regular(self.path, MAX_BYTES)  # never a FIFO's wait, never /dev/zero
        except FileRefused as exc:  # a FIFO, a device, a folder, no permission...
            self._unusable = str(exc)
            if self._problem != UNUSABLE:  # (once, not at every try)
                log.error("the game history cannot be used (never replaced): %s", exc)
            self._tell()
            return [], {}
        if found is None:
            return [], {}
        if found.truncated:
            self._set_aside(f"{found.size} bytes, more than any history the game writes")
            return [], {}
        raw = found.data
        problems: list[str] = []
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict) or data.get("version") != VERSION:
                raise ValueError(f"not a version {VERSION} history")
        except (ValueError, RecursionError) as exc:  # (UnicodeDecodeError is a ValueError)
            self._set_aside(str(exc))
            return [], {}
        games = _parse(data.get("games"), played_from_json, "game", problems)
        attempts = _parse(data.get("daily"), attempt_from_json, "daily", problems)
        if problems:
            log.warning("game history %s: %s", self.path, "; ".join(problems[:5]))
            self._keep_copy(raw)
        self._disk = (
            merge_games([], in_play_order(games)),
            {(a.day, a.difficulty): a for a in attempts},
        )
        return self._disk

    def _broken_name(self) -> Path:
        stamp = datetime.now().strftime("%Y%m%dT%H%M%S%f")
        return self.path.with_name(f"{self.path.name}.broken-{stamp}")

    def _set_aside(self, why: str) -> None:
        """An unreadable file is renamed aside (every byte kept); play goes on without it."""
        broken = self._broken_name()
        log.warning("the game history %s is unreadable (%s); kept as %s", self.path, why, broken)
        self._damaged = True
        try:
            os.replace(self.path, broken)
        except OSError as exc:
            self._unusable = f"it is damaged and could not be set aside ({exc})"
            log.error("could not set the history aside: %s", exc)
        self._tell()

    def _keep_copy(self, raw: bytes) -> None:
        """A file with damaged entries: a copy keeps them before the next write drops them."""
        broken = self._broken_name()
        self._damaged = True
        try:
            with open(broken, "xb") as out:
                out.write(raw)
        except OSError as exc:
            self._unusable = f"its damaged entries could not be copied aside ({exc})"
            log.error("the game history %s: no copy of its damaged entries: %s", self.path, exc)
        self._tell()

    def _store(self, games: list[Played], days: Days) -> bool:
        """Under the lock: merge with the file if another window changed it, then write."""
        lock_path = Path(str(self.path) + ".lock")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if lock_path.exists() and not stat.S_ISREG(os.lstat(lock_path).st_mode):
                raise FileRefused(lock_path, "it is no lock file")  # reading it would hang
        except OSError as exc:
            log.error("the game history cannot be saved: %s", exc)
            return False
        lock = QLockFile(str(lock_path))
        lock.setStaleLockTime(STALE_LOCK_MS)
        if not lock.tryLock(LOCK_WAIT_MS):
            log.warning("the game history %s is locked; it is tried again", self.path)
            return False
        try:
            if self._unusable is not None or self._stat() != self._seen:
                self._disk = self._read_file()  # another window wrote, or the path was fixed
            if self._unusable is not None:
                return False
            games = merge_games(self._disk[0], games)
            days = merge_days(self._disk[1], list(days.values()))
            if not self._write(games, days):
                return False
            self._disk, self._seen = (games, days), self._stat()
            return True
        finally:
            lock.unlock()

    def _write(self, games: list[Played], days: Days) -> bool:
        document = {
            "version": VERSION,
            "games": [played_json(p) for p in games],
            "daily": [attempt_json(a) for a in days.values()],
        }
        text = json.dumps(document, separators=(",", ":"), ensure_ascii=False)
        try:
            write_durably(self.path, text.encode("utf-8"))  # the file and its folder synced
        except OSError as exc:
            log.error("the game history could not be saved (kept in memory): %s", exc)
            return False
        return True


def history_for(settings: QSettings) -> History:
    """The history of the player whose settings these are: a file beside an INI settings
    file (``MAGDAGDON.ini`` → ``MAGDAGDON.history.json``), else in memory for this run."""
    if settings.format() != QSettings.Format.IniFormat or not settings.fileName():
        return MemoryHistory()
    return FileHistory(Path(settings.fileName()).with_suffix(".history.json"))
