"""``StatisticsModel``: the statistics screen's figures and plots, display-ready.

QML sets ``comeback``, ``difficulty`` and ``daily`` (every game, or only the counted dailies);
everything it shows is formatted here in the player's language, from ``stats.figures``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from magdagdon.engine import Difficulty

from . import text
from .controller import Comeback, table_rows
from .stats import figures

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

RECENT = 10  # games listed under the plots, each with its replay


@QmlElement
class StatisticsModel(QObject):
    """Figures, histogram and history of one difficulty, for every game or the dailies."""

    comebackChanged = Signal()
    difficultyChanged = Signal()
    dailyChanged = Signal()
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._comeback: Comeback | None = None
        self._difficulty = Difficulty.PEACEFUL.name
        self._daily = False
        self._data: dict[str, Any] = {}
        self.refresh()

    # ------------------------------------------------------------ inputs
    def _get_comeback(self) -> Comeback | None:
        return self._comeback

    def _set_comeback(self, comeback: Comeback | None) -> None:
        if comeback is self._comeback:
            return
        if self._comeback is not None:
            self._comeback.changed.disconnect(self.refresh)
        self._comeback = comeback
        if comeback is not None:
            comeback.changed.connect(self.refresh)
        self.comebackChanged.emit()
        self.refresh()

    def _get_difficulty(self) -> str:
        return self._difficulty

    def _set_difficulty(self, name: str) -> None:
        if name in Difficulty.__members__ and name != self._difficulty:
            self._difficulty = name
            self.difficultyChanged.emit()
            self.refresh()

    def _get_daily(self) -> bool:
        return self._daily

    def _set_daily(self, daily: bool) -> None:
        if daily != self._daily:
            self._daily = daily
            self.dailyChanged.emit()
            self.refresh()

    comeback = Property(Comeback, _get_comeback, _set_comeback, notify=comebackChanged)
    difficulty = Property(str, _get_difficulty, _set_difficulty, notify=difficultyChanged)
    daily = Property(bool, _get_daily, _set_daily, notify=dailyChanged)

    # ----------------------------------------------------------- outputs
    def _get(self, key: str) -> Any:
        return self._data[key]

    empty = Property(bool, lambda self: self._get("empty"), notify=changed)
    #: {played, mean, median, best, magdagdons, powers, streak, bestStreak}: formatted
    summary = Property(dict, lambda self: self._get("summary"), notify=changed)
    #: [{low, high, count, label}], lowest scores first
    histogram = Property(list, lambda self: self._get("histogram"), notify=changed)
    histogramMax = Property(int, lambda self: self._get("histogramMax"), notify=changed)
    #: [{score, average}], the last 100 games, oldest first
    history = Property(list, lambda self: self._get("history"), notify=changed)
    low = Property(int, lambda self: self._get("low"), notify=changed)
    high = Property(int, lambda self: self._get("high"), notify=changed)
    #: table rows (see controller.table_rows) of the newest games, each with a replay
    recent = Property(list, lambda self: self._get("recent"), notify=changed)

    @Slot()
    def refresh(self) -> None:
        """Recompute from the history (after a game, a tab, or a language change)."""
        comeback = self._comeback
        games = [] if comeback is None else comeback.games(self._difficulty, daily=self._daily)
        f = figures(games)
        difficulty = Difficulty[self._difficulty]
        streak = comeback.daily.streak(difficulty) if comeback is not None else None
        scores = [p.score for p in f.history]
        self._data = {
            "empty": f.empty,
            "summary": {
                "played": text.number(f.played),
                "mean": text.number(f.mean, 1),
                "median": text.number(f.median, 1 if f.median % 1 else 0),
                "best": text.number(f.best),
                "magdagdons": text.number(f.magdagdons_per_game, 2),
                "powers": text.number(f.powers_per_game, 2),
                "streak": text.number(streak.current if streak else 0),
                "bestStreak": text.number(streak.best if streak else 0),
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
            "low": min(scores, default=0),
            "high": max(scores, default=0),
            "recent": table_rows(games[:RECENT]),
        }
        self.changed.emit()

    @Slot(int, result=str)
    def number(self, value: int) -> str:
        """An axis label in the player's digits, with a true minus."""
        return text.number(value)
