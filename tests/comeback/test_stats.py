"""Statistics equal the figures computed from the stored history (issue 14)."""

from __future__ import annotations

import random
import statistics
from datetime import datetime, timedelta
from itertools import pairwise

from magdagdon.comeback import MemoryHistory, Played, figures
from magdagdon.comeback.sources import replay_games
from magdagdon.comeback.statistics import AVERAGE_OVER, HISTORY_GAMES, MIN_BINS, histogram
from magdagdon.engine import RUIN, Difficulty

from .games import finished_game


def history_of(n: int, seed: int = 0) -> MemoryHistory:
    rng = random.Random(seed)
    history = MemoryHistory()
    start = datetime(2026, 1, 1, 9).astimezone()
    for i in range(n):
        difficulty = rng.choice(list(Difficulty))
        game = finished_game(difficulty, rng.getrandbits(60), rng)
        history.add_game(Played.of(game, start + timedelta(hours=i)))
    return history


def test_figures_equal_those_computed_from_the_history() -> None:
    history = history_of(160)
    for difficulty in Difficulty:
        games = [p for p in history.games() if p.difficulty is difficulty]
        f = figures(games)
        scores = [p.score for p in sorted(games, key=lambda p: p.finished)]
        assert f.played == len(games) > 0
        assert f.mean == statistics.mean(scores)
        assert f.median == statistics.median(scores)
        assert f.best == max(scores) and f.worst == min(scores)
        assert f.magdagdons_per_game == statistics.mean(p.magdagdons for p in games)
        assert f.powers_per_game == statistics.mean(p.powers_used for p in games)
        assert sum(b.count for b in f.histogram) == len(games)
        for b in f.histogram:
            assert b.count == sum(1 for s in scores if b.low <= s <= b.high)
        last = scores[-HISTORY_GAMES:]
        assert [p.score for p in f.history] == last
        for i, point in enumerate(f.history):
            window = last[max(0, i - AVERAGE_OVER + 1) : i + 1]
            assert point.average == sum(window) / len(window)
        # MAGDAGDONs are the ruins left on the board (R6.3, one per accepted MAGDAGDON).
        for p in games[:10]:
            final = replay_games(p.difficulty, p.seed, p.actions)[-1]
            assert p.magdagdons == sum(1 for c in final.cells if c is RUIN)


def test_history_keeps_the_newest_thousand() -> None:
    history = MemoryHistory()
    game = finished_game(Difficulty.PEACEFUL, 1)
    start = datetime(2026, 1, 1).astimezone()
    for i in range(1005):
        history.add_game(Played.of(game, start + timedelta(minutes=i)))
    kept = history.games()
    assert len(kept) == 1000 and kept[0].finished == start + timedelta(minutes=1004)


def test_histogram_bins_are_round_and_cover_negative_scores() -> None:
    bins = histogram([-85, -3, 0, 12, 99, 250, 544])
    widths = {b.high - b.low + 1 for b in bins}
    assert len(widths) == 1 and widths.pop() in (50, 100) and len(bins) <= 12
    assert bins[0].low <= -85 and bins[-1].high >= 544
    assert sum(b.count for b in bins) == 7
    assert histogram([]) == ()


def test_a_few_scores_stand_among_empty_bins_not_alone() -> None:
    """One game drew one bar as wide as the chart, labelled with its first score only: a
    slab, not a histogram. A few scores now get empty bins of the same width around them."""
    bins = histogram([120])
    assert len(bins) == MIN_BINS
    assert [b.count for b in bins] == [0, 0, 1, 0, 0]
    assert bins[2].low <= 120 <= bins[2].high
    assert len({b.high - b.low for b in bins}) == 1
    for scores in ([0], [-200], [544], [100, 104], [10, 60], [-206, 544], [5, 15, 25, 35]):
        bins = histogram(scores)
        assert MIN_BINS <= len(bins) <= 12
        assert sum(b.count for b in bins) == len(scores)
        assert all(b.count == sum(1 for s in scores if b.low <= s <= b.high) for b in bins)
        assert all(a.high + 1 == b.low for a, b in pairwise(bins))


def test_no_games_is_the_empty_state() -> None:
    assert figures([]).empty


def test_the_history_chart_scale_is_never_one_number_at_both_ends() -> None:
    """One game (or equal scores): the chart read "311" at its top and at its bottom; its
    scale now spans MIN_SPAN points around them. A wider spread keeps its own ends."""
    from magdagdon.comeback.statsmodel import MIN_SPAN, scale

    assert scale([311]) == (301, 321)
    assert scale([-5, -5]) == (-15, 5)
    assert scale([100, 107]) == (94, 114) and 94 <= 100 and 107 <= 114
    assert scale([40, 300]) == (40, 300)
    for scores in ([0], [544], [10, 29], [10, 30], [10, 31]):
        low, high = scale(scores)
        assert high - low >= MIN_SPAN and low <= min(scores) and max(scores) <= high
    assert scale([]) == (0, 0)  # no game: the empty state shows no chart


def test_one_game_reads_the_same_as_mean_and_median() -> None:
    """After one game the cards read "120.0" (mean) beside "120" (median): the same score
    written two ways. A figure shows a decimal only when it has one."""
    from magdagdon.comeback.daily import Streak
    from magdagdon.comeback.statsmodel import decimal, statistics_data

    history = history_of(1, seed=3)
    data = statistics_data(history.games(), Streak(0, 0), [])
    score = history.games()[0].score
    assert data["summary"]["mean"] == data["summary"]["median"] == decimal(score)
    assert data["capped"] is False and len(data["history"]) == 1
    assert decimal(120.0) == "120" and decimal(210.5) == "210.5" and decimal(99.96) == "100"
    assert decimal(-3.25) == "\u22123.2" or decimal(-3.25) == "\u22123.3"
    many = history_of(130, seed=4).games()
    assert statistics_data(many, Streak(0, 0), [])["capped"] is True
