"""List models over the engine: the 16 board cells and the 4 dice, as display-ready rows.

The models hold no rules. The session computes a plain tuple per row from the engine's state
(:func:`board_rows`, :func:`dice_rows`) and hands it to ``update``, which emits ``dataChanged``
only for the rows that differ, so QML repaints the touched cells and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any, ClassVar, NamedTuple

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtQml import QmlElement, QmlUncreatable

from magdagdon.engine import RUIN, Bonus, Game, Phase, Score

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

Index = QModelIndex | QPersistentModelIndex


class CellRow(NamedTuple):
    """What one board cell shows."""

    value: int  # 1..6 for a number (permanent or prepared), 0 otherwise
    ruin: bool
    prepared: bool  # holds a die prepared this turn (tap takes it back, R3.4)
    legal: bool  # lit: the selected die may go here (R4), or it may be ruined (R6.3)
    die: int  # index of the die prepared here, -1 if none
    bonus: bool  # part of a complete row or column that earns a bonus (R7.2)


class DieRow(NamedTuple):
    """What one die of the tray shows."""

    value: int  # 1..6, 0 when no dice are rolled
    prepared: bool
    selected: bool
    cell: int  # the cell it is prepared on, -1 if none
    rolled: bool  # the die exists this turn (False between turns)


def _role_enum(name: str, row: type[Any]) -> type[IntEnum]:
    """One role per row field, numbered from Qt.UserRole + 1 (role name = field name)."""
    first = int(Qt.ItemDataRole.UserRole) + 1
    return IntEnum(name, {field: first + i for i, field in enumerate(row._fields)})


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

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
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
                    roles.add(Qt.ItemDataRole.DisplayRole)
                self.dataChanged.emit(first, last, sorted(roles))
                run, roles = [], set()
        return changed


@QmlElement
@QmlUncreatable("BoardModel belongs to a GameSession.")
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
        return CellRow(0, False, False, False, -1, False)


@QmlElement
@QmlUncreatable("DiceModel belongs to a GameSession.")
class DiceModel(_RowModel):
    """The four dice of the turn, in roll order."""

    row_type = DieRow
    size = 4

    Role = DieRole

    @classmethod
    def blank(cls) -> DieRow:
        return DieRow(0, False, False, -1, False)


def bonus_cells(score: Score) -> frozenset[int]:
    """Cells that belong to a row or column earning a combination bonus."""
    return frozenset(c for line in score.lines if line.bonus is not Bonus.NONE for c in line.cells)


def board_rows(game: Game, lit: frozenset[int], score: Score) -> list[CellRow]:
    """The board as the player sees it: permanent numbers, prepared dice, lit targets."""
    prepared_at = {d.cell: i for i, d in enumerate(game.dice) if d.cell is not None}
    gold = bonus_cells(score)
    rows = []
    for i, cell in enumerate(game.field):
        rows.append(
            CellRow(
                value=cell if isinstance(cell, int) else 0,
                ruin=cell is RUIN,
                prepared=i in prepared_at,
                legal=i in lit,
                die=prepared_at.get(i, -1),
                bonus=i in gold,
            )
        )
    return rows


def dice_rows(game: Game, selected: Sequence[int]) -> list[DieRow]:
    """The tray: four dice during a turn, four blanks between turns."""
    dice = game.dice
    if not dice or game.phase in (Phase.ROLL, Phase.OVER):
        return [DiceModel.blank()] * 4
    return [
        DieRow(
            value=d.value,
            prepared=d.prepared,
            selected=i in selected,
            cell=-1 if d.cell is None else d.cell,
            rolled=True,
        )
        for i, d in enumerate(dice)
    ]
