"""The come-back features' view of the engine and the store, behind one small seam.

Why a seam: the daily seed, game codes, the one replay function (engine) and the game history
with the daily attempts (storage) are built on other branches. Everything in
``magdagdon.comeback`` asks for them only through the functions and the ``History`` protocol
here, so the presenters stay the same whichever side lands first.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QSettings

from magdagdon import engine as _engine
from magdagdon.engine import RUIN, Difficulty, Game

# ------------------------------------------------------------------ engine seams
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # no I, L, O, U: nothing to misread
_READS_AS = {"I": "1", "L": "1", "O": "0", "U": "V"}
_SEED_BITS = 63
_ORDER = tuple(Difficulty)


def daily_seed(day: date) -> int:
    """Today's seed: the same on every machine for ``day``, different between days."""
    engine_seed: Callable[[date], int] | None = getattr(_engine, "daily_seed", None)
    if engine_seed is not None:
        return engine_seed(day)
    digest = hashlib.sha256(f"MAGDAGDON daily {day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 4  # 60 bits


def code_of(game: Game) -> str:
    """The short text that names ``game``'s difficulty and seed (``Game.code``); "" for a
    game whose dice were forced (no code plays them again)."""
    if hasattr(game, "code"):
        code = game.code
        return code if isinstance(code, str) else ""
    return _encode(game.difficulty, game.seed)


def game_from_code(text: str) -> Game:
    """A new game with the difficulty and seed ``text`` names; ``ValueError`` says why not."""
    from_code: Callable[[str], Game] | None = getattr(Game, "from_code", None)
    if from_code is not None:
        return from_code(text)
    difficulty, seed = _decode(text)
    return Game(difficulty, seed)


def _check(digits: Sequence[int]) -> int:
    return sum((i + 1) * d for i, d in enumerate(digits)) % len(_ALPHABET)


def _encode(difficulty: Difficulty, seed: int) -> str:
    number = (seed << 2) | _ORDER.index(difficulty)
    digits = [(number >> (5 * i)) & 31 for i in reversed(range(13))]
    text = "".join(_ALPHABET[d] for d in [*digits, _check(digits)])
    return f"{text[:4]}-{text[4:8]}-{text[8:12]}-{text[12:]}"


def _decode(text: str) -> tuple[Difficulty, int]:
    if not isinstance(text, str):
        raise ValueError("a code is text")
    clean = "".join(_READS_AS.get(c, c) for c in text.upper() if c not in " -\t\n")
    if not clean:
        raise ValueError("the code is empty")
    bad = sorted({c for c in clean if c not in _ALPHABET})
    if bad:
        raise ValueError(f"a code has no {', '.join(bad)}")
    if len(clean) != 14:
        raise ValueError(f"a code has 14 characters, this one {len(clean)}")
    digits = [_ALPHABET.index(c) for c in clean]
    if _check(digits[:-1]) != digits[-1]:
        raise ValueError("the code is mistyped (its check character does not match)")
    number = 0
    for d in digits[:-1]:
        number = number * 32 + d
    kind, seed = number & 3, number >> 2
    if kind >= len(_ORDER) or seed >= 1 << _SEED_BITS:
        raise ValueError("the code names no game")
    return _ORDER[kind], seed


def replay_games(difficulty: Difficulty, seed: int, actions: Iterable[Any]) -> list[Game]:
    """The game after each recorded action, the new game first (``len(actions) + 1`` games).

    The engine replays; a log the rules reject raises ``ValueError`` (GameDataError).
    """
    start = Game(difficulty, seed)
    engine_replay: Callable[..., Iterable[Any]] | None = getattr(_engine, "replay", None)
    from_data: Callable[[Any], Any] | None = getattr(_engine, "action_from_data", None)
    if engine_replay is not None and from_data is not None:
        typed = [from_data(a) if isinstance(a, list) else a for a in actions]
        return [start.copy(), *(step.after for step in engine_replay(start, typed))]
    one: Callable[[list[Any]], None] = getattr(start, "_replay")  # noqa: B009 (older engine)
    out = [start.copy()]
    for action in actions:
        one(list(action))  # this engine's replay of one saved action
        out.append(start.copy())
    return out


def turn_record(difficulty: Difficulty, seed: int, actions: Sequence[Any]) -> list[str]:
    """What a game did, without the moves it undid: every ROLL, power and ruin, and at each
    CONFIRM the cells it filled. A saved game may drop undone PREPAREs and TAKE BACKs
    (the engine's compact log), so two logs of one game are compared by this."""
    games = replay_games(difficulty, seed, actions)
    out: list[str] = []
    for action, before, after in zip(actions, games, games[1:], strict=False):
        data = action_data(action)
        if data[0] in ("prepare", "take_back"):
            continue
        if data[0] == "confirm":
            filled = [
                (i, v)
                for i, (b, v) in enumerate(zip(before.cells, after.cells, strict=True))
                if b != v
            ]
            data = ["confirm", filled]
        out.append(json.dumps(data))
    return out


def actions_of(game: Game) -> tuple[Any, ...]:
    """The recorded actions of ``game``, as the engine keeps them."""
    actions = getattr(game, "actions", None)
    return tuple(actions) if actions is not None else tuple(game.log)


# --------------------------------------------------------------- stored games
@dataclass(frozen=True)
class Played:
    """One finished game as the history keeps it: enough to replay it and to count it."""

    difficulty: Difficulty
    seed: int
    code: str
    actions: tuple[Any, ...]
    score: int
    finished: datetime
    turns: int
    powers_used: int
    magdagdons: int
    daily: date | None = None  # the day whose counted daily attempt this game was

    @classmethod
    def of(cls, game: Game, finished: datetime, daily: date | None = None) -> Played:
        return cls(
            difficulty=game.difficulty,
            seed=game.seed,
            code=code_of(game),
            actions=actions_of(game),
            score=game.score().total,
            finished=finished,
            turns=game.turns,
            powers_used=game.powers_used,
            magdagdons=sum(1 for c in game.cells if c is RUIN),
            daily=daily,
        )


@dataclass(frozen=True)
class Attempt:
    """The counted daily attempt of one day and difficulty, finished or still in play."""

    day: date
    difficulty: Difficulty
    seed: int
    actions: tuple[Any, ...] = ()
    result: Played | None = None  # set once the game is over

    @property
    def finished(self) -> bool:
        return self.result is not None

    def game(self) -> Game:
        """The attempt's game as it stands (replayed by the engine)."""
        return replay_games(self.difficulty, self.seed, self.actions)[-1]


class History(Protocol):
    """What the come-back screens need from the store."""

    def games(self) -> list[Played]:
        """Finished games, newest first (at most the newest 1,000)."""
        ...

    def add_game(self, played: Played) -> None: ...

    def attempt(self, day: date, difficulty: Difficulty) -> Attempt | None: ...

    def save_attempt(self, attempt: Attempt) -> None: ...

    def attempts(self, difficulty: Difficulty) -> list[Attempt]:
        """Every counted daily attempt of ``difficulty``, newest day first."""
        ...


HISTORY_SIZE = 1000


@dataclass
class MemoryHistory:
    """A ``History`` kept in memory: for tests, and the app until the store keeps one."""

    played: list[Played] = field(default_factory=list)
    days: dict[tuple[date, Difficulty], Attempt] = field(default_factory=dict)

    def games(self) -> list[Played]:
        return sorted(self.played, key=lambda p: p.finished, reverse=True)[:HISTORY_SIZE]

    def add_game(self, played: Played) -> None:
        self.played = [played, *self.games()][:HISTORY_SIZE]

    def attempt(self, day: date, difficulty: Difficulty) -> Attempt | None:
        return self.days.get((day, difficulty))

    def save_attempt(self, attempt: Attempt) -> None:
        known = self.days.get((attempt.day, attempt.difficulty))
        if known is not None and known.finished:
            return  # a finished attempt is final: one counted attempt per day
        self.days[(attempt.day, attempt.difficulty)] = attempt

    def attempts(self, difficulty: Difficulty) -> list[Attempt]:
        found = [a for (_, d), a in self.days.items() if d is difficulty]
        return sorted(found, key=lambda a: a.day, reverse=True)


def with_actions(attempt: Attempt, game: Game, finished: datetime | None) -> Attempt:
    """``attempt`` brought up to ``game``; with ``finished`` it becomes its final result."""
    result = Played.of(game, finished, attempt.day) if finished is not None else None
    return replace(attempt, actions=actions_of(game), result=result)


def history_for(settings: QSettings) -> History:
    """The history of the player whose settings these are: a file beside an INI settings
    file (``MAGDAGDON.ini`` → ``MAGDAGDON.history.json``), else in memory for this run."""
    from .keeper import FileHistory  # the file's code only where there is a file

    if settings.format() != QSettings.Format.IniFormat or not settings.fileName():
        return MemoryHistory()
    return FileHistory(Path(settings.fileName()).with_suffix(".history.json"))


def action_data(action: Any) -> list[Any]:
    """An action as the saved log writes it (typed actions and logged lists alike)."""
    to_data = getattr(action, "to_data", None)
    return to_data() if callable(to_data) else list(action)
