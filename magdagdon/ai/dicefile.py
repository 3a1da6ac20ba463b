"""Benchmark dice files: fixed games' rolls with the clairvoyant optimum of each.

A file (such as ``shared/bench/clairvoyant-30.json``) holds ``games``: each an ``id`` (used as
the game's seed, for reroll values), its 16 ``rolls`` of four dice in turn order, and per
benchmark key (``NIGHTMARE``, ``PEACEFUL_no_powers``) the best final score a player knowing
every roll could reach (``optimum``). Playing those dice shows how far a level is from
perfect play.
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from magdagdon.engine import Difficulty

Rolls = tuple[tuple[int, ...], ...]


class DiceFileError(ValueError):
    """The file is not a benchmark dice file."""


@dataclass(frozen=True, slots=True)
class BenchGame:
    id: int
    rolls: Rolls
    optimum: dict[str, int]


@dataclass(frozen=True, slots=True)
class DiceFile:
    games: tuple[BenchGame, ...]

    def optimum(self, key: str) -> float | None:
        """Mean optimum of the games for a benchmark key, or None if the file has none."""
        values = [g.optimum[key] for g in self.games if key in g.optimum]
        if len(values) != len(self.games) or not values:
            return None
        return statistics.fmean(values)

    def head(self, count: int) -> DiceFile:
        return DiceFile(self.games[:count])


def optimum_key(difficulty: Difficulty) -> str | None:
    """Which optimum a difficulty is compared with: PEACEFUL's is the one without powers."""
    return {
        Difficulty.NIGHTMARE: "NIGHTMARE",
        Difficulty.PEACEFUL: "PEACEFUL_no_powers",
    }.get(difficulty)


def load(path: Path | str) -> DiceFile:
    """Read and check a dice file (each roll four values 1..6)."""
    try:
        data: Any = json.loads(Path(path).read_text(encoding="utf-8"))
        games = []
        for entry in data["games"]:
            rolls = tuple(tuple(int(v) for v in roll) for roll in entry["rolls"])
            if not rolls or any(len(r) != 4 or not all(1 <= v <= 6 for v in r) for r in rolls):
                raise DiceFileError(f"game {entry.get('id')!r}: a roll is four values 1..6")
            optimum = {
                key: int(value["optimum"])
                for key, value in entry.items()
                if isinstance(value, dict) and "optimum" in value
            }
            games.append(BenchGame(int(entry["id"]), rolls, optimum))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        if isinstance(exc, DiceFileError):
            raise
        raise DiceFileError(f"{path}: not a benchmark dice file ({exc})") from None
    if not games:
        raise DiceFileError(f"{path}: no games")
    return DiceFile(tuple(games))
