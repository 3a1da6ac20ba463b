"""ReviewModel: the review's turns as rows that grow by insertion, never by a reset."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QModelIndex

from magdagdon.qt.models import ReviewModel


def turn(number: int, roll: tuple[int, ...] = (1, 2, 3, 4), lost: float = 0.0) -> dict[str, Any]:
    return {"turn": number, "roll": list(roll), "placed": [], "ruined": -1, "lost": lost}


class Seen:
    """The signals a model emitted: inserted, removed and changed (first, last), resets."""

    def __init__(self, model: ReviewModel) -> None:
        self.inserted: list[tuple[int, int]] = []
        self.removed: list[tuple[int, int]] = []
        self.changed: list[tuple[int, int]] = []
        self.resets = 0
        model.rowsInserted.connect(lambda _p, a, b: self.inserted.append((a, b)))
        model.rowsRemoved.connect(lambda _p, a, b: self.removed.append((a, b)))
        model.dataChanged.connect(lambda a, b, _r: self.changed.append((a.row(), b.row())))
        model.modelReset.connect(self._reset)

    def _reset(self) -> None:
        self.resets += 1

    def clear(self) -> None:
        self.inserted, self.removed, self.changed, self.resets = [], [], [], 0


@pytest.fixture
def model(qapp) -> ReviewModel:
    return ReviewModel()


def test_a_growing_review_inserts_only_its_new_rows(model: ReviewModel) -> None:
    seen = Seen(model)
    model.update([turn(1)])
    model.update([turn(1), turn(2), turn(3)])
    assert seen.inserted == [(0, 0), (1, 2)]
    assert seen.changed == [] and seen.removed == [] and seen.resets == 0
    assert model.rowCount() == 3 and model.turns() == [turn(1), turn(2), turn(3)]
    index = model.index(1, 0)
    assert model.data(index, ReviewModel.TurnRole) == turn(2)
    assert model.roleNames() == {ReviewModel.TurnRole: b"turn"}
    assert model.rowCount(index) == 0  # a list: no children
    assert model.data(QModelIndex(), ReviewModel.TurnRole) is None


def test_a_changed_row_is_one_data_change(model: ReviewModel) -> None:
    model.update([turn(1), turn(2), turn(3)])
    seen = Seen(model)
    model.update([turn(1), turn(2, lost=4.5), turn(3), turn(4)])
    assert seen.changed == [(1, 1)] and seen.inserted == [(3, 3)]
    assert seen.removed == [] and seen.resets == 0
    assert model.data(model.index(1, 0), ReviewModel.TurnRole)["lost"] == 4.5
    seen.clear()
    model.update(model.turns())  # the same list: nothing
    assert (seen.inserted, seen.removed, seen.changed, seen.resets) == ([], [], [], 0)


@pytest.mark.parametrize(
    "other",
    [
        [],  # a review started over, a new game
        [turn(1)],  # shorter
        [turn(1, roll=(6, 6, 5, 5)), turn(2), turn(3)],  # another game's turns
        [turn(2), turn(3), turn(4)],  # not the same turns in the same places
    ],
    ids=["empty", "shorter", "other-game", "shifted"],
)
def test_any_other_list_replaces_every_row(model: ReviewModel, other: list[dict[str, Any]]) -> None:
    """All rows removed, then the new ones inserted: the view starts over as on a reset, but
    without one (a ListView reset while it makes a row ahead warns, see test_review_page)."""
    model.update([turn(1), turn(2)])
    seen = Seen(model)
    model.update(other)
    assert seen.removed == [(0, 1)]
    assert seen.inserted == ([(0, len(other) - 1)] if other else [])
    assert seen.changed == [] and seen.resets == 0
    assert model.turns() == other
