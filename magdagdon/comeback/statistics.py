"""Statistics of the stored history, without Qt: the figures and the shapes of both plots.

Every figure is computed from the games handed in (the store's history, filtered by the
screen's choice), so the screen and the tests can recompute any of them the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .sources import Played, play_order

HISTORY_GAMES: Final = 100  # the history plot: the last 100 games
AVERAGE_OVER: Final = 10  # its moving average: the mean of up to 10 games ending at each
NICE_STEPS: Final = (5, 10, 20, 25, 50, 100, 200)
MAX_BINS: Final = 12
MIN_BINS: Final = 5  # a few scores stand among empty bins, not as one bar across the chart


@dataclass(frozen=True)
class Bin:
    low: int  # first score in the bin
    high: int  # last score in the bin
    count: int


@dataclass(frozen=True)
class Point:
    score: int
    average: float  # moving average of up to AVERAGE_OVER games ending here


@dataclass(frozen=True)
class Figures:
    played: int
    mean: float
    median: float
    best: int
    worst: int
    magdagdons_per_game: float
    powers_per_game: float
    histogram: tuple[Bin, ...]
    history: tuple[Point, ...]  # oldest first

    @property
    def empty(self) -> bool:
        return self.played == 0


EMPTY: Final = Figures(0, 0.0, 0.0, 0, 0, 0.0, 0.0, (), ())


def histogram(scores: Sequence[int]) -> tuple[Bin, ...]:
    """Equal bins of a round width (5, 10, 20, 25, 50...) covering every score, 5 to 12 of
    them: the scores' own bins, with empty ones added evenly on both sides up to five."""
    if not scores:
        return ()
    low, high = min(scores), max(scores)
    step = next((s for s in NICE_STEPS if (high // s - low // s + 1) <= MAX_BINS), NICE_STEPS[-1])
    count = high // step - low // step + 1
    pad = max(0, MIN_BINS - count)
    first = (low // step - pad // 2) * step
    count += pad
    counts = [0] * count
    for s in scores:
        counts[(s - first) // step] += 1
    return tuple(Bin(first + i * step, first + (i + 1) * step - 1, n) for i, n in enumerate(counts))


def history(scores_oldest_first: Sequence[int]) -> tuple[Point, ...]:
    """The last ``HISTORY_GAMES`` scores with their moving average."""
    scores = list(scores_oldest_first)[-HISTORY_GAMES:]
    out = []
    for i, s in enumerate(scores):
        window = scores[max(0, i - AVERAGE_OVER + 1) : i + 1]
        out.append(Point(s, sum(window) / len(window)))
    return tuple(out)


def figures(games: Sequence[Played]) -> Figures:
    """The screen's figures for ``games`` (any order)."""
    import statistics  # ~10 ms (fractions, decimal): only once the statistics are shown

    if not games:
        return EMPTY
    ordered = sorted(games, key=play_order)  # as played, whatever the clock said
    scores = [p.score for p in ordered]
    return Figures(
        played=len(scores),
        mean=statistics.fmean(scores),
        median=float(statistics.median(scores)),
        best=max(scores),
        worst=min(scores),
        magdagdons_per_game=statistics.fmean(p.magdagdons for p in ordered),
        powers_per_game=statistics.fmean(p.powers_used for p in ordered),
        histogram=histogram(scores),
        history=history(scores),
    )
