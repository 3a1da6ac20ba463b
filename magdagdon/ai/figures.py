"""Many bot games at once, on several processes, and the figures that sum them up."""

from __future__ import annotations

import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TextIO

from magdagdon.engine import Difficulty

from .bot import Player
from .expert import ExpertSettings
from .levels import make_player
from .players import StrongSettings
from .runner import GameResult, play_game

_worker_player: Player | None = None

Rolls = tuple[tuple[int, ...], ...]


def player_for(level: str, powers: bool = True) -> Player:
    """``make_player``, with Majda Powers switched off when ``powers`` is False."""
    if powers or level == "greedy":  # greedy never uses one
        return make_player(level)
    if level == "expert":
        return make_player(level, settings=ExpertSettings(powers=False))
    return make_player(level, settings=StrongSettings(powers=False))


def _init_worker(level: str, powers: bool = True) -> None:
    global _worker_player
    _worker_player = player_for(level, powers)


def _play(args: tuple[str, str, int, Rolls | None]) -> GameResult:
    level, difficulty, seed, rolls = args
    player = _worker_player if _worker_player is not None else make_player(level)
    return play_game(player, Difficulty[difficulty], seed, rolls=rolls)


def game_seeds(seed: int, games: int) -> range:
    """Game ``i`` of a run started with ``seed`` uses seed ``seed * 100_000 + i``."""
    return range(seed * 100_000, seed * 100_000 + games)


def run_games(
    level: str,
    difficulty: Difficulty,
    seeds: Sequence[int],
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
    rolls: Sequence[Rolls] | None = None,
    powers: bool = True,
) -> list[GameResult]:
    """Play one game per seed; results come back in seed order whatever the worker count.

    ``rolls`` (one entry per seed) gives each game's turn rolls, as a benchmark file does;
    ``powers=False`` keeps the player from using Majda Powers.
    """
    given: Sequence[Rolls | None] = rolls if rolls is not None else [None] * len(seeds)
    if len(given) != len(seeds):
        raise ValueError("one list of rolls per seed")
    jobs = [(level, difficulty.name, s, r) for s, r in zip(seeds, given, strict=True)]
    results: list[GameResult] = []
    if workers <= 1:
        _init_worker(level, powers)
        for job in jobs:
            results.append(_play(job))
            if progress:
                progress(len(results))
    else:
        context = multiprocessing.get_context("spawn")
        with context.Pool(workers, initializer=_init_worker, initargs=(level, powers)) as pool:
            for result in pool.imap(_play, jobs, chunksize=4):
                results.append(result)
                if progress:
                    progress(len(results))
    return results


@dataclass(frozen=True, slots=True)
class Summary:
    """The figures the CLI and the benchmark print for one level on one difficulty."""

    games: int
    mean: float
    stdev: float
    low: float  # 95% confidence interval of the mean
    high: float
    minimum: int
    maximum: int
    ruins: float  # per game
    powers: float  # per game
    decisions: int
    median_ms: float
    p95_ms: float

    @classmethod
    def of(cls, results: list[GameResult]) -> Summary:
        if not results:
            raise ValueError("no games to summarise")
        scores = [r.score for r in results]
        mean = statistics.fmean(scores)
        stdev = statistics.stdev(scores) if len(scores) > 1 else 0.0
        half = 1.96 * stdev / math.sqrt(len(scores))
        times = sorted(t for r in results for t in r.decision_times)
        return cls(
            games=len(results),
            mean=mean,
            stdev=stdev,
            low=mean - half,
            high=mean + half,
            minimum=min(scores),
            maximum=max(scores),
            ruins=statistics.fmean(r.ruins for r in results),
            powers=statistics.fmean(r.powers for r in results),
            decisions=len(times),
            median_ms=1000 * percentile(times, 0.5),
            p95_ms=1000 * percentile(times, 0.95),
        )

    def lines(self) -> Iterator[str]:
        yield f"games              {self.games}"
        yield f"mean score         {self.mean:.1f}"
        yield f"standard deviation {self.stdev:.1f}"
        yield f"95% interval       {self.low:.1f} .. {self.high:.1f}"
        yield f"min / max          {self.minimum} / {self.maximum}"
        yield f"ruins per game     {self.ruins:.2f}"
        yield f"powers per game    {self.powers:.2f}"
        yield (
            f"time per decision  median {self.median_ms:.1f} ms, p95 {self.p95_ms:.1f} ms "
            f"({self.decisions} decisions)"
        )


def percentile(sorted_values: list[float], q: float) -> float:
    """Nearest-rank percentile of an already sorted list (0.0 when empty)."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q * len(sorted_values)))
    return sorted_values[rank - 1]


class ProgressBar:
    """A one-line text progress bar on a stream (stderr), redrawn in place."""

    def __init__(self, total: int, label: str = "", stream: TextIO | None = None) -> None:
        self.total = max(total, 1)
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.start = time.monotonic()
        self._last = -1.0

    def __call__(self, done: int) -> None:
        now = time.monotonic()
        if done < self.total and now - self._last < 0.2:
            return
        self._last = now
        width = 30
        filled = width * done // self.total
        elapsed = now - self.start
        eta = elapsed / done * (self.total - done) if done else 0.0
        self.stream.write(
            f"\r{self.label}[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} "
            f"{elapsed:.0f}s, {eta:.0f}s left "
        )
        if done >= self.total:
            self.stream.write("\n")
        self.stream.flush()
