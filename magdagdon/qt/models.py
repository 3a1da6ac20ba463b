"""List models over the engine: the 16 board cells and the 4 dice, as display-ready rows.

The models hold no rules. The presenter computes a plain tuple per row from the engine's state
(:func:`~magdagdon.presenter.rows.board_rows`, :func:`~magdagdon.presenter.rows.dice_rows`)
and the session hands it to ``update``, which emits ``dataChanged``
only for the rows that differ, so QML repaints the touched cells and nothing else.
:class:`ReviewModel` is the after-game review's turns (HintService's ``review``), a list that
grows by inserted rows, so the review page keeps its place while the turns come in.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any, ClassVar, Final, cast

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
)
from PySide6.QtQml import QmlElement

from magdagdon.presenter.rows import (
    BLANK_CELL,
    BLANK_DIE,
    CellRow,
    DieRow,
    board_rows,
    bonus_cells,
    dice_rows,
)
from magdagdon.qt.properties import DISPLAY_ROLE, USER_ROLE, uncreatable

__all__ = [
    "BoardModel",
    "CellRole",
    "CellRow",
    "DiceModel",
    "DieRole",
    "DieRow",
    "ReviewModel",
    "board_rows",
    "bonus_cells",
    "dice_rows",
]

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

Index = QModelIndex | QPersistentModelIndex


def _role_enum(name: str, row: type[Any]) -> type[IntEnum]:
    """One role per row field, numbered from Qt's UserRole + 1 (role name = field name)."""
    first = USER_ROLE + 1
    return cast(type[IntEnum], IntEnum(name, {f: first + i for i, f in enumerate(row._fields)}))


CellRole = _role_enum("CellRole", CellRow)
DieRole = _role_enum("DieRole", DieRow)


class _RowModel(QAbstractListModel):
    """A fixed-length list of NamedTuple rows, one role per field."""

    row_type: ClassVar[type[Any]]
    size: ClassVar[int]
    Role: ClassVar[type[IntEnum]]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = [self.blank()] * self.size
        self._roles = {int(role): role.name for role in self.Role}
        self._role_of = {name: role for role, name in self._roles.items()}
        self._display_roles = {self._role_of["value"], self._role_of.get("ruin", -1)}

    @classmethod
    def blank(cls) -> Any:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == DISPLAY_ROLE:
            return self.display(row)
        name = self._roles.get(role)
        return None if name is None else getattr(row, name)

    def roleNames(self) -> dict[int, QByteArray]:
        return {role: QByteArray(name.encode()) for role, name in self._roles.items()}

    @staticmethod
    def display(row: Any) -> str:
        """A short text for views that only show DisplayRole (debuggers, item views)."""
        return str(row[0]) if row[0] else ""

    def row(self, i: int) -> Any:
        """The row tuple (for Python callers and tests)."""
        return self._rows[i]

    def rows(self) -> tuple[Any, ...]:
        return tuple(self._rows)

    def update(self, rows: Sequence[Any]) -> int:
        """Take new rows; emit dataChanged over each run of changed rows, with changed roles.

        One signal per run of neighbouring changed rows (not one per row): lighting all 16
        cells is one dataChanged, which keeps a tap cheap.
        """
        if len(rows) != len(self._rows):
            raise ValueError(f"{type(self).__name__} has {len(self._rows)} rows, got {len(rows)}")
        changed = 0
        run: list[int] = []
        roles: set[int] = set()
        for i, new in enumerate([*rows, None]):
            old = self._rows[i] if i < len(self._rows) else None
            if new is not None and new != old:
                self._rows[i] = new
                roles.update(
                    self._role_of[f]
                    for f in self.row_type._fields
                    if getattr(new, f) != getattr(old, f)
                )
                run.append(i)
                changed += 1
                continue
            if run:
                first, last = self.index(run[0], 0), self.index(run[-1], 0)
                if roles & self._display_roles:
                    roles.add(DISPLAY_ROLE)
                self.dataChanged.emit(first, last, sorted(roles))
                run, roles = [], set()
        return changed


@QmlElement
@uncreatable("BoardModel belongs to a GameSession.")
class BoardModel(_RowModel):
    """The 16 cells in reading order (R1.1)."""

    row_type = CellRow
    size = 16

    Role = CellRole

    @staticmethod
    def display(row: Any) -> str:
        return "RUIN" if row.ruin else str(row.value) if row.value else ""

    @classmethod
    def blank(cls) -> CellRow:
        return BLANK_CELL


@QmlElement
@uncreatable("DiceModel belongs to a GameSession.")
class DiceModel(_RowModel):
    """The four dice of the turn, in roll order."""

    row_type = DieRow
    size = 4

    Role = DieRole

    @classmethod
    def blank(cls) -> DieRow:
        return BLANK_DIE


@QmlElement
@uncreatable("ReviewModel belongs to a HintService.")
class ReviewModel(QAbstractListModel):
    """The review's turns, one row each (role ``turn``: the turn's dict, see
    ``TurnReview.to_dict``). It follows the published list by inserting the rows it lacks,
    not by a reset: a reset puts the page's list back at its top while the player reads."""

    TurnRole: Final = USER_ROLE + 1

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._turns: list[dict[str, Any]] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._turns)

    def data(self, index: Index, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._turns):
            return None
        turn = self._turns[index.row()]
        if role == self.TurnRole:
            return turn
        return str(turn.get("turn", "")) if role == DISPLAY_ROLE else None

    def roleNames(self) -> dict[int, QByteArray]:
        return {self.TurnRole: QByteArray(b"turn")}

    def turns(self) -> list[dict[str, Any]]:
        """The rows (for Python callers and tests)."""
        return list(self._turns)

    def update(self, turns: Sequence[dict[str, Any]]) -> None:
        """Take the published list: insert the new rows at the end when it continues the rows
        held (the same turns in the same places), with ``dataChanged`` for a held row whose
        contents changed. Any other list (another game, a review started over) replaces them
        all: every row removed, then the new ones inserted. (Not a model reset: a ListView
        reset while it makes a row ahead of the scrolling warns "DelegateModel::cancel: index
        out range".)"""
        held = self._turns
        if len(turns) < len(held) or not all(map(_same_turn, held, turns)):  # (never if empty)
            self.beginRemoveRows(QModelIndex(), 0, len(held) - 1)
            self._turns = held = []
            self.endRemoveRows()
        for i, (old, new) in enumerate(zip(held, turns, strict=False)):
            if old != new:
                held[i] = new
                self.dataChanged.emit(self.index(i, 0), self.index(i, 0), [self.TurnRole])
        if len(turns) > len(held):
            self.beginInsertRows(QModelIndex(), len(held), len(turns) - 1)
            held.extend(turns[len(held) :])
            self.endInsertRows()


def _same_turn(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """Whether two rows are the same turn of the same game (its number and its roll)."""
    return bool(old.get("turn") == new.get("turn") and old.get("roll") == new.get("roll"))
