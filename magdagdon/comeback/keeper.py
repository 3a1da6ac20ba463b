"""The history and the daily attempts on disk, beside the settings file, never inside it.

Why a file of its own: a damaged history must never touch the high scores, and it is much
larger than every other value. It is one versioned JSON document::

    {"version": 1,
     "games": [{"difficulty", "seed", "code", "actions", "score", "finished", "turns",
                "powers_used", "magdagdons", "daily"}, ...],          newest first, at most 1,000
     "daily": [{"day", "difficulty", "seed", "actions", "result"}, ...]}

Every write happens under a ``QLockFile``: the file is read again, merged with what this window
adds (games by their finish time and code, one attempt per day and difficulty, a finished
attempt is final), written to a temporary file, flushed and renamed over the old one, so two
windows never lose each other's games and a crash leaves the old file or the new, never half.
A file that cannot be read is set aside as ``<name>.broken-<time>`` with a warning, and play
goes on with an empty history.
"""

from __future__ import annotations

import json
import logging
import os
import uuid
from collections.abc import Callable
from datetime import date, datetime
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QLockFile

from magdagdon.engine import Difficulty

from .sources import HISTORY_SIZE, Attempt, Played, action_data

log = logging.getLogger(__name__)

VERSION: Final = 1
LOCK_TIMEOUT_MS: Final = 2_000


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
    return Attempt(
        day=date.fromisoformat(data["day"]),
        difficulty=Difficulty[data["difficulty"]],
        seed=_int(data, "seed", 0, 2**64),
        actions=tuple(actions),
        result=played_from_json(result) if result is not None else None,
    )


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


class FileHistory:
    """A ``History`` kept in its own JSON file (see the module's docstring)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._games: list[Played] = []
        self._days: dict[tuple[date, Difficulty], Attempt] = {}
        self._loaded = False

    # ------------------------------------------------------------- History
    def games(self) -> list[Played]:
        self._load()
        return list(self._games)

    def add_game(self, played: Played) -> None:
        self._transact(lambda: self._merge_games([played]))

    def attempt(self, day: date, difficulty: Difficulty) -> Attempt | None:
        self._load()
        return self._days.get((day, difficulty))

    def save_attempt(self, attempt: Attempt) -> None:
        self._transact(lambda: self._merge_days([attempt]))

    def attempts(self, difficulty: Difficulty) -> list[Attempt]:
        self._load()
        found = [a for (_, d), a in self._days.items() if d is difficulty]
        return sorted(found, key=lambda a: a.day, reverse=True)

    # ------------------------------------------------------------ internal
    def _merge_games(self, new: list[Played]) -> None:
        known = {(p.finished, p.code) for p in self._games}
        fresh = [p for p in new if (p.finished, p.code) not in known]
        merged = fresh + self._games  # newest first, also among games of the same instant
        merged.sort(key=lambda p: p.finished, reverse=True)
        self._games = merged[:HISTORY_SIZE]

    def _merge_days(self, new: list[Attempt]) -> None:
        for a in new:
            key = (a.day, a.difficulty)
            known = self._days.get(key)
            if known is not None and known.finished:
                continue  # a finished attempt is final: one counted attempt per day
            if known is not None and len(known.actions) > len(a.actions) and not a.finished:
                continue  # another window got further with it
            self._days[key] = a

    def _load(self) -> None:
        if not self._loaded:
            self._games, self._days = self._read()
            self._loaded = True

    def _read(self) -> tuple[list[Played], dict[tuple[date, Difficulty], Attempt]]:
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
        games.sort(key=lambda p: p.finished, reverse=True)
        return games[:HISTORY_SIZE], {(a.day, a.difficulty): a for a in attempts}

    def _set_aside(self, why: str) -> None:
        stamp = datetime.now().strftime("%Y%m%dT%H%M%S%f")
        broken = self.path.with_name(f"{self.path.name}.broken-{stamp}")
        log.warning("the game history %s is unreadable (%s); kept as %s", self.path, why, broken)
        try:
            os.replace(self.path, broken)
        except OSError as exc:
            log.error("could not set the history aside: %s", exc)

    def _transact(self, change: Callable[[], None]) -> None:
        """Re-read under the lock, apply ``change`` (and what is still unsaved), write."""
        self._load()
        mine_games, mine_days = list(self._games), dict(self._days)
        lock = QLockFile(str(self.path) + ".lock")
        lock.setStaleLockTime(LOCK_TIMEOUT_MS)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            locked = lock.tryLock(LOCK_TIMEOUT_MS)
        except OSError:
            locked = False
        try:
            if locked:
                self._games, self._days = self._read()
                self._merge_games(mine_games)
                self._merge_days(list(mine_days.values()))
            change()
            if locked:
                self._write()
            else:
                log.error("the game history %s is locked; kept in memory for now", self.path)
        finally:
            if locked:
                lock.unlock()

    def _write(self) -> None:
        document = {
            "version": VERSION,
            "games": [played_json(p) for p in self._games],
            "daily": [attempt_json(a) for a in self._days.values()],
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
