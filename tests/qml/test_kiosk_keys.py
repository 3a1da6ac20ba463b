"""Issue 15's keys also play in the kiosk, for an operator's keyboard: a whole turn with
ROLL, a die's number, the arrows, Enter and CONFIRM, on the kiosk's own game screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.kiosk.conftest import KioskUi, close_kiosk, open_kiosk

K = Qt.Key


@pytest.fixture
def kiosk(qtbot, tmp_path: Path) -> Iterator[KioskUi]:
    ui, messages, previous = open_kiosk(qtbot, tmp_path / "settings.ini", kiosk=True)
    try:
        yield ui
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, "Qt warnings or errors:\n" + "\n".join(problems)


def key(ui: KioskUi, k: Qt.Key) -> None:
    QTest.keyClick(ui.window, k)
    ui.settle()


def test_a_turn_by_the_operators_keys(kiosk: KioskUi) -> None:
    ui = kiosk
    ui.tap("tapToPlay")
    assert ui.kiosk.screen == "play"
    ui.window.requestActivate()
    s = ui.session
    s.queue_rolls([3, 4, 5, 6])
    key(ui, K.Key_R)  # R3.1
    assert s.phase == "PLACE"
    for die, cell in ((0, 0), (1, 1)):  # the 3 on cell 0, the 4 beside it (R4)
        key(ui, getattr(K, f"Key_{die + 1}"))
        assert s.selected == (die,)
        while s.cursor != cell:
            key(ui, K.Key_Right)
        key(ui, K.Key_Return)
        assert ui.prop(f"cell{cell}", "prepared")
    assert ui.visible("boardCursor")  # the operator sees where the keys act
    key(ui, K.Key_C)  # R3.3
    assert s.phase == "ROLL" and s.turns == 1
