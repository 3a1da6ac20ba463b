"""The statistics screen's figures and plots, display-ready, in the player's language.

``Comeback.statistics(difficulty, daily)`` hands QML one plain map (no object of its own that
a closing page could outlive), computed here from ``stats.figures`` over the history.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import text
from .daily import Streak
from .sources import Played
from .statistics import AVERAGE_OVER, figures

RECENT = 10  # games listed under the plots, each with its replay


#: The history chart's least span, in points: one game (or a run of equal scores) gets a
#: scale around it instead of the same number at its top and its bottom.
MIN_SPAN = 20


def scale(scores: Sequence[int]) -> tuple[int, int]:
    """The history chart's lowest and highest scores: the scores' own, widened evenly to
    ``MIN_SPAN`` when they are closer than that."""
    low, high = min(scores, default=0), max(scores, default=0)
    short = MIN_SPAN - (high - low)
    if scores and short > 0:
        low, high = low - short // 2, high + short - short // 2
    return low, high


def decimal(value: float) -> str:
    """A mean or a median to one decimal, without a ".0": "120", not "120.0" beside "120"."""
    tenths = round(value * 10)
    return text.number(tenths / 10, 1) if tenths % 10 else text.number(tenths // 10)


def statistics_data(
    games: Sequence[Played], streak: Streak, rows: list[dict[str, Any]]
) -> dict[str, Any]:
    """Everything the screen shows for ``games`` (newest first); ``rows`` their table rows."""
    f = figures(games)
    low, high = scale([p.score for p in f.history])
    return {
        "empty": f.empty,
        "summary": {
            "played": text.number(f.played),
            "mean": decimal(f.mean),
            "median": decimal(f.median),
            "best": text.number(f.best),
            "magdagdons": text.number(f.magdagdons_per_game, 2),
            "powers": text.number(f.powers_per_game, 2),
            "streak": text.number(streak.current),
            "bestStreak": text.number(streak.best),
        },
        "histogram": [
            {
                "low": b.low,
                "high": b.high,
                "count": b.count,
                "label": text.number(b.low),
                "countText": text.number(b.count),
            }
            for b in f.histogram
        ],
        "histogramMax": max((b.count for b in f.histogram), default=0),
        "history": [{"score": p.score, "average": p.average} for p in f.history],
        "capped": len(f.history) < f.played,  # the plot's title: "the last 100", or "your n"
        "averageOver": AVERAGE_OVER,  # the legend's "mean of 10 games" says the real window
        "low": low,
        "high": high,
        "lowText": text.number(low),
        "highText": text.number(high),
        "recent": rows[:RECENT],
    }
