"""Today's best on the welcome screen, and local times that never overflow.

Why a module of its own: a record's date is stored in UTC and may be any valid datetime, up
to the calendar's edges (year 1, year 9999). ``astimezone()`` raises ``OverflowError`` when
the local time would fall outside the calendar (east of UTC on 0001-01-01, west of UTC on
9999-12-31), and on some platforms ``OSError`` far outside the C library's range. Such a
date is never today, so it is left out of today's list instead of stopping the kiosk.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, QObject, QTime, Signal

from magdagdon.engine import Difficulty

if TYPE_CHECKING:
    from magdagdon.storage import Store

#: How many of today's best scores the welcome screen lists.
TODAY_ROWS = 5


def local_time(when: datetime) -> datetime | None:
    """``when`` in the machine's time zone, or None when that lies outside the calendar."""
    try:
        return when.astimezone()
    except (OverflowError, OSError, ValueError):
        return None


def today_rows(
    games: Iterable[tuple[int, datetime]],
    today: date,
    *,
    rows: int = TODAY_ROWS,
    locale: QLocale | None = None,
) -> list[dict[str, Any]]:
    """The ``rows`` best of ``games`` (score, finished) played on ``today`` (local time),
    best first and, for equal scores, earliest first; each with a display-ready time."""
    kept: list[tuple[int, datetime]] = []
    for score, finished in games:
        local = local_time(finished)
        if local is not None and local.date() == today:
            kept.append((score, local))
    kept.sort(key=lambda g: (-g[0], g[1]))
    locale = locale if locale is not None else QLocale()
    return [
        {
            "rank": rank,
            "score": score,
            "time": locale.toString(QTime(when.hour, when.minute), QLocale.FormatType.ShortFormat),
        }
        for rank, (score, when) in enumerate(kept[:rows], start=1)
    ]


class TodayList(QObject):
    """Today's best of one difficulty: the table's entries of today, plus today's games of
    this run that did not enter the all-time table (a kiosk's visitors want to see them)."""

    changed = Signal()

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._extras: list[tuple[str, int, datetime]] = []
        self.rows: list[dict[str, Any]] = []

    def add(self, difficulty: str, score: int) -> None:
        """A game of this run that is not in its table."""
        self._extras.append((difficulty, score, datetime.now().astimezone()))

    def clear(self) -> None:
        self._extras.clear()

    def refresh(self, difficulty: str) -> None:
        games = [(r.score, r.finished) for r in self._store.high_scores(Difficulty[difficulty])]
        games += [(s, when) for d, s, when in self._extras if d == difficulty]
        rows = today_rows(games, datetime.now().astimezone().date())
        if rows != self.rows:
            self.rows = rows
            self.changed.emit()
