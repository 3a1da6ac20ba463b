"""Every handle is named for tests and screen readers; every size from 800×600 to 4K fits."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QAccessible

from tests.i18n.screens import cut_off

from .conftest import Ui

HANDLES = [
    "rollButton",
    "confirmButton",
    "decreaseButton",
    "increaseButton",
    "rerollButton",
    "newGameButton",
    "settingsButton",
    "highScoresButton",
    "rulesButton",
    "aboutButton",
    "scoreLabel",
    "hintButton",
    "riskLabel",
    *(f"die{d}" for d in range(4)),
    *(f"cell{c}" for c in range(16)),
]


def test_every_handle_has_a_name_and_an_accessible_name(ui: Ui) -> None:
    for name in HANDLES:
        item = ui.item(name)
        assert item.objectName() == name
        access = QAccessible.queryAccessibleInterface(item)
        assert access is not None and access.text(QAccessible.Text.Name), name
    ui.session.queue_rolls([2, 2, 2, 2])
    ui.tap_enabled("rollButton")
    ui.tap("rollButton")  # disabled mid-turn: nothing happens
    assert ui.prop("die0", "value") == 2
    access = QAccessible.queryAccessibleInterface(ui.item("die0"))
    assert access.text(QAccessible.Text.Name) == "Die 1: 2"
    ui.tap("die0")
    assert (
        QAccessible.queryAccessibleInterface(ui.item("die0")).text(QAccessible.Text.Name)
        == "Die 1: 2, selected"
    )


@pytest.mark.parametrize(
    "size",
    [(720, 560), (800, 600), (720, 960), (1280, 800), (800, 1280), (3840, 2160), (2160, 3840)],
    ids=lambda s: f"{s[0]}x{s[1]}",
)
def test_layout_fits_and_targets_are_big_enough(ui: Ui, size: tuple[int, int]) -> None:
    ui.resize(*size)
    ui.session.queue_rolls([3, 4, 4, 5])
    ui.tap_enabled("rollButton")
    ui.tap("die1")
    ui.tap("cell5")
    ui.tap("die0")
    ui.screenshot("10-layout")
    mm = ui.window.screen().physicalDotsPerInch() / 25.4
    w, h = size
    for name in [*HANDLES, "hintLabel", "requiredLabel"]:
        item = ui.item(name)
        top_left = item.mapToScene(QPointF(0, 0))
        bottom_right = item.mapToScene(QPointF(item.width(), item.height()))
        assert top_left.x() >= 0 and top_left.y() >= 0, (name, top_left)
        assert bottom_right.x() <= w + 0.5 and bottom_right.y() <= h + 0.5, (name, bottom_right)
        if name.endswith("Button") or name[:3] in ("die", "cel"):
            assert min(item.width(), item.height()) >= 9 * mm - 0.5, (name, item.width())
    # Down to the smallest window, no label is cut ("DECREA…" at 480×480 before issue 12).
    assert not cut_off(ui.window), size
