"""The high-score table model for QML: one difficulty's records, the new one highlighted."""

from __future__ import annotations

import math
from datetime import datetime
from typing import Any, ClassVar

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QDateTime,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QTimeZone,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement

from magdagdon.engine import Difficulty
from magdagdon.i18n.dates import moment
from magdagdon.qt.properties import DISPLAY_ROLE, USER_ROLE, published

from .store import Store

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

Index = QModelIndex | QPersistentModelIndex


@QmlElement
class HighScoreModel(QAbstractListModel):
    """One difficulty's table for the high-score screen; the new record is highlighted."""

    RankRole = USER_ROLE + 1
    ScoreRole = USER_ROLE + 2
    DateRole = USER_ROLE + 3
    TurnsRole = USER_ROLE + 4
    PowersUsedRole = USER_ROLE + 5
    AssistedRole = USER_ROLE + 6
    HighlightedRole = USER_ROLE + 7

    _ROLES: ClassVar[dict[int, QByteArray]] = {
        RankRole: QByteArray(b"rank"),
        ScoreRole: QByteArray(b"score"),
        DateRole: QByteArray(b"date"),
        TurnsRole: QByteArray(b"turns"),
        PowersUsedRole: QByteArray(b"powersUsed"),
        AssistedRole: QByteArray(b"assisted"),
        HighlightedRole: QByteArray(b"highlighted"),
    }

    storeChanged = Signal()
    difficultyChanged = Signal()
    highlightRankChanged = Signal()
    countChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The QML values, read by ``published`` (core's one idiom for properties).
        self._values: dict[str, Any] = {
            "store": None,
            "difficulty": Difficulty.PEACEFUL.name,
            "highlightRank": 0,
            "count": 0,
        }
        self._rows: list[tuple[Any, ...]] = []

    # ---------------------------------------------------------- properties
    @property
    def _store(self) -> Store | None:
        store: Store | None = self._values["store"]
        return store

    def _write_store(self, store: Store | None) -> None:
        if store is self._store:
            return
        if self._store is not None:
            self._store.highScoresChanged.disconnect(self._on_changed)
        self._values["store"] = store
        if store is not None:
            store.highScoresChanged.connect(self._on_changed)
        self.storeChanged.emit()
        self.refresh()

    def _write_difficulty(self, name: str) -> None:
        if name not in Difficulty.__members__:
            raise ValueError(f"unknown difficulty {name!r}")
        if name != self._values["difficulty"]:
            self._values["difficulty"] = name
            self.difficultyChanged.emit()
            self.refresh()

    def _write_highlight(self, rank: int) -> None:
        if rank != self._values["highlightRank"]:
            self._values["highlightRank"] = rank
            self.highlightRankChanged.emit()
            self.refresh()

    store = published(Store, "store", storeChanged, write=_write_store)
    difficulty = published(str, "difficulty", difficultyChanged, write=_write_difficulty)
    highlightRank = published(int, "highlightRank", highlightRankChanged, write=_write_highlight)
    count = published(int, "count", countChanged)

    # --------------------------------------------------------------- model
    def roleNames(self) -> dict[int, QByteArray]:
        return dict(self._ROLES)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role == DISPLAY_ROLE:
            role = self.ScoreRole
        column = role - self.RankRole
        row = self._rows[index.row()]
        return row[column] if 0 <= column < len(row) else None

    @Slot()
    def refresh(self) -> None:
        """Recompute the rows (after a new record or a language change); emit only changes."""
        records = (
            []
            if self._store is None
            else self._store.high_scores(Difficulty[self._values["difficulty"]])
        )
        rows = [
            (
                rank,
                r.score,
                moment(_qdatetime(r.finished)),
                r.turns,
                r.powers_used,
                r.assisted,
                rank == self._values["highlightRank"],
            )
            for rank, r in enumerate(records, start=1)
        ]
        old = list(self._rows)
        common = min(len(old), len(rows))
        if len(rows) < len(old):
            self.beginRemoveRows(QModelIndex(), len(rows), len(old) - 1)
            self._rows = self._rows[: len(rows)]
            self.endRemoveRows()
        changed = [i for i in range(common) if old[i] != rows[i]]
        self._rows[:common] = rows[:common]
        for i in changed:
            self.dataChanged.emit(self.index(i), self.index(i))
        if len(rows) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(rows) - 1)
            self._rows = rows
            self.endInsertRows()
        if len(rows) != len(old):
            self._values["count"] = len(rows)
            self.countChanged.emit()

    def _on_changed(self, difficulty: str) -> None:
        if difficulty == self._values["difficulty"]:
            self.refresh()


def _qdatetime(when: datetime) -> QDateTime:
    """The instant ``when`` as a QDateTime in local time (how the player reads a date)."""
    ms = math.floor(when.timestamp() * 1000)
    return QDateTime.fromMSecsSinceEpoch(ms, QTimeZone.systemTimeZone())
