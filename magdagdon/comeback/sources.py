"""The come-back features' view of the engine and the store, in one place.

The engine gives the daily seed, game codes and the one replay (``magdagdon.engine``); the
history of finished games and the daily attempts is a ``History`` (``keeper.FileHistory``
beside the settings file, ``MemoryHistory`` in tests). Everything in ``magdagdon.comeback``
reaches them through the names here, so a change on either side is one change here.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from typing import Any, Protocol

from magdagdon.engine import RUIN, Action, Difficulty, Game, action_from_data, replay


def code_of(game: Game) -> str:
    """The short text that names ``game``'s difficulty and seed (``Game.code``); "" for a
    game whose dice were forced or that predates seeded dice (no code plays it again)."""
    return game.code or ""


def game_from_code(text: str) -> Game:
    """A new game with the difficulty and seed ``text`` names; ``ValueError`` says why not."""
    return Game.from_code(text)


def typed_actions(actions: Iterable[Any]) -> tuple[Action, ...]:
    """Recorded actions as the engine's (a saved log writes them as lists); ``ValueError``
    for one that is malformed."""
    return tuple(action_from_data(a) if isinstance(a, list) else a for a in actions)


def replay_games(difficulty: Difficulty, seed: int, actions: Iterable[Any]) -> list[Game]:
    """The game after each recorded action, the new game first (``len(actions) + 1`` games):
    the engine's one replay. Actions may be typed or as a saved log writes them; a log the
    rules reject raises ``ValueError`` (GameDataError)."""
    start = Game(difficulty, seed)
    return [start.copy(), *(step.after for step in replay(start, typed_actions(actions)))]


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


def actions_of(game: Game) -> tuple[Action, ...]:
    """The recorded actions of ``game``, as the engine keeps them."""
    return game.actions


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
    #: Its place in the order the games were played (1, 2, ...; 0: not placed yet). The
    #: history keeps and lists games by it, never by ``finished``: a clock set back years
    #: neither hides a new game among the old ones nor drops it from a full history.
    seq: int = 0

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

    @property
    def problem(self) -> str:
        """ "" when everything is kept where it lasts, else why not (``keeper``'s names)."""
        ...

    def watch(self, listener: Callable[[str], None]) -> None:
        """Tell ``listener`` each new ``problem`` (maybe from another thread)."""
        ...

    def close(self) -> bool:
        """Write what is pending (a bounded wait) and stop; False if some could not be."""
        ...


HISTORY_SIZE = 1000


def play_order(p: Played) -> tuple[int, datetime]:
    """The key of the order games were played in (oldest first): their sequence number, and
    for games of the same number (two windows, or a file of an earlier release) the time."""
    return p.seq, p.finished


def placed(played: Played, known: Iterable[Played]) -> Played:
    """``played`` with the sequence number after every game in ``known`` (if it has none)."""
    if played.seq:
        return played
    return replace(played, seq=max((p.seq for p in known), default=0) + 1)


@dataclass
class MemoryHistory:
    """A ``History`` kept in memory: for tests, and the app until the store keeps one."""

    played: list[Played] = field(default_factory=list)
    days: dict[tuple[date, Difficulty], Attempt] = field(default_factory=dict)

    def games(self) -> list[Played]:
        return sorted(self.played, key=play_order, reverse=True)[:HISTORY_SIZE]

    def add_game(self, played: Played) -> None:
        self.played = [placed(played, self.played), *self.games()][:HISTORY_SIZE]

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

    @property
    def problem(self) -> str:
        return ""  # nothing is meant to last beyond this run

    def watch(self, listener: Callable[[str], None]) -> None:
        del listener  # its problem never changes

    def close(self) -> bool:
        return True


def with_actions(attempt: Attempt, game: Game, finished: datetime | None) -> Attempt:
    """``attempt`` brought up to ``game``; with ``finished`` it becomes its final result."""
    result = Played.of(game, finished, attempt.day) if finished is not None else None
    return replace(attempt, actions=actions_of(game), result=result)


def action_data(action: Action | list[Any]) -> list[Any]:
    """An action as the saved log writes it (typed actions and logged lists alike)."""
    return list(action) if isinstance(action, list) else action.to_data()
