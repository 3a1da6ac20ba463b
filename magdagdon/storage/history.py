"""Game history, the daily challenge's counted attempts and streaks (issue 14): pure, no Qt.

Kept in a file of its own next to the settings (``<settings>.history.ini``, the same locked,
atomic transactions and INI text), so a damaged history never touches the high scores and a
thousand games are not rewritten with every tap. Two values, each versioned JSON:

* ``history/games``: the newest ``HISTORY_SIZE`` finished games, oldest first, each
  ``{"difficulty", "code", "seed", "actions" (the engine's own serialisation), "score",
  "finished" (ISO 8601 with offset), "turns", "powers_used", "magdagdons", "daily"
  (ISO date or null), "counted"}``;
* ``history/daily``: ``{"attempts": {"<ISO date>/<DIFFICULTY>": "<game id>"}}``: the game
  that is the day's counted attempt per difficulty (the first one started). Another game on
  the same daily is practice. The newest ``ATTEMPTS_KEPT`` days are kept.

Merging is by value: two windows adding games at once keep both; the first claim of a day
wins. Streaks count consecutive days with a counted daily game finished; the current streak
still stands on a day not played yet (it ends when a whole day is missed).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any, Final

from magdagdon.engine import Difficulty

from .records import TURNS, Record
from .values import VERSION, dump, load_versioned, short

HISTORY_SIZE: Final = 1_000
ATTEMPTS_KEPT: Final = 400  # days
KEY_GAMES: Final = "history/games"
KEY_DAILY: Final = "history/daily"
MAGDAGDON_ACTIONS: Final = frozenset({"ruin", "accept_magdagdon", "accept"})


@dataclass(frozen=True)
class GameEntry:
    """One finished game as the statistics and replays need it."""

    difficulty: Difficulty
    code: str | None
    seed: int | None
    actions: tuple[Any, ...]  # the engine's serialised actions, as ``to_dict`` gives them
    score: int
    finished: datetime
    turns: int
    powers_used: int
    magdagdons: int
    daily: date | None = None
    counted: bool = False

    @property
    def key(self) -> tuple[str, str, int | None, int]:
        """Identity for merging: the same game added twice is one entry."""
        return (self.finished.isoformat(), self.difficulty.name, self.seed, self.score)

    def to_json(self) -> dict[str, Any]:
        return {
            "difficulty": self.difficulty.name,
            "code": self.code,
            "seed": self.seed,
            "actions": list(self.actions),
            "score": self.score,
            "finished": self.finished.isoformat(),
            "turns": self.turns,
            "powers_used": self.powers_used,
            "magdagdons": self.magdagdons,
            "daily": None if self.daily is None else self.daily.isoformat(),
            "counted": self.counted,
        }

    @classmethod
    def from_json(cls, data: object) -> GameEntry:
        """An entry read from disk; ``ValueError`` says what is wrong with it."""
        if not isinstance(data, dict):
            raise ValueError(f"a game is an object, got {short(data)}")
        try:
            difficulty = Difficulty[data["difficulty"]]
            finished = datetime.fromisoformat(data["finished"])
            daily = None if data["daily"] is None else date.fromisoformat(data["daily"])
            actions = data["actions"]
            code, seed = data["code"], data["seed"]
            magdagdons, counted = data["magdagdons"], data["counted"]
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"a game lacks or garbles {exc}") from None
        Record.checked(  # the same checks as a high score (R7 range, turns, powers)
            difficulty, data["score"], finished, data["turns"], data["powers_used"], False
        )
        if not isinstance(actions, list):
            raise ValueError("actions must be a list")
        if code is not None and not (isinstance(code, str) and len(code) <= 32):
            raise ValueError(f"code {short(code)} is not a game code")
        if seed is not None and (type(seed) is not int or not 0 <= seed < 2**64):
            raise ValueError(f"seed {short(seed)} is not a seed")
        if type(magdagdons) is not int or not 0 <= magdagdons <= TURNS.stop:
            raise ValueError(f"magdagdons {short(magdagdons)} is impossible")
        if not isinstance(counted, bool) or (counted and daily is None):
            raise ValueError("counted must be true or false, and only for a daily")
        return cls(
            difficulty,
            code,
            seed,
            tuple(actions),
            data["score"],
            finished,
            data["turns"],
            data["powers_used"],
            magdagdons,
            daily,
            counted,
        )


def magdagdons_in(actions: Iterable[Any]) -> int:
    """How many MAGDAGDONs were accepted in a serialised action log."""
    return sum(1 for a in actions if isinstance(a, list) and a and a[0] in MAGDAGDON_ACTIONS)


def parse_games(raw: object) -> tuple[list[GameEntry], list[str]]:
    """The stored history (oldest first) and what was wrong with it, if anything."""
    if raw is None:
        return [], []
    try:
        items = load_versioned(raw).get("games")
    except ValueError as exc:
        return [], [f"the game history is unreadable ({exc}); set aside"]
    if not isinstance(items, list):
        return [], ["the game history holds no list of games; set aside"]
    games: list[GameEntry] = []
    bad = 0
    for item in items:
        try:
            games.append(GameEntry.from_json(item))
        except ValueError:
            bad += 1
    return merge_games(games, []), [f"dropped {bad} broken game(s) from the history"] if bad else []


def games_json(games: Iterable[GameEntry]) -> str:
    return dump({"version": VERSION, "games": [g.to_json() for g in games]})


def merge_games(old: Iterable[GameEntry], new: Iterable[GameEntry]) -> list[GameEntry]:
    """Both lists as one, each game once, oldest first, the newest ``HISTORY_SIZE`` kept."""
    seen: dict[tuple[str, str, int | None, int], GameEntry] = {}
    for game in [*old, *new]:
        seen.setdefault(game.key, game)
    ordered = sorted(seen.values(), key=lambda g: (g.finished, g.key))
    return ordered[-HISTORY_SIZE:]


def parse_attempts(raw: object) -> dict[str, str]:
    """``"<ISO date>/<DIFFICULTY>" -> game id`` of the counted daily attempts (bad ones go)."""
    try:
        attempts = load_versioned(raw).get("attempts")
    except ValueError:
        return {}
    if not isinstance(attempts, Mapping):
        return {}
    out: dict[str, str] = {}
    for key, ident in attempts.items():
        day, _, name = str(key).partition("/")
        try:
            date.fromisoformat(day)
        except ValueError:
            continue
        if name in Difficulty.__members__ and isinstance(ident, str) and len(ident) <= 40:
            out[key] = ident
    return out


def attempts_json(attempts: Mapping[str, str]) -> str:
    kept = dict(sorted(attempts.items())[-ATTEMPTS_KEPT * len(Difficulty) :])
    return dump({"version": VERSION, "attempts": kept})


def attempt_key(day: date, difficulty: Difficulty) -> str:
    return f"{day.isoformat()}/{difficulty.name}"


def claim(attempts: dict[str, str], day: date, difficulty: Difficulty, game_id: str) -> bool:
    """Make ``game_id`` the day's counted attempt if none is yet; True if it is the one."""
    return attempts.setdefault(attempt_key(day, difficulty), game_id) == game_id


def streaks(days: Iterable[date], today: date) -> tuple[int, int]:
    """(current, best) runs of consecutive days in ``days``; the current one ends today or,
    while today is not played yet, yesterday."""
    played = sorted(set(days))
    best = run = 0
    previous: date | None = None
    for day in played:
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    current = 0
    day = today if today in played else today - timedelta(days=1)
    chosen = set(played)
    while day in chosen:
        current += 1
        day -= timedelta(days=1)
    return current, best
