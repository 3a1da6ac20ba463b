"""Issue 15's keys also play in the kiosk, for an operator's keyboard: a whole turn with
ROLL, a die's number, the arrows, Enter and CONFIRM, on the kiosk's own game screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.kiosk.conftest import KioskUi, close_kiosk, kiosk_window, open_kiosk

K = Qt.Key


@pytest.fixture
def kiosk(qtbot, tmp_path: Path) -> Iterator[KioskUi]:
    yield from kiosk_window(qtbot, tmp_path / "settings.ini")


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


def test_tab_reaches_every_operator_control_and_scrolls_it_into_view(qtbot, tmp_path: Path) -> None:
    """At 200% text in portrait the operator page is taller than the screen: each control
    Tab reaches is scrolled into view, so the operator sees what the keys act on."""
    from magdagdon.storage import Store, make_settings
    from tests.kiosk.conftest import TEST_PIN

    settings = tmp_path / "settings.ini"
    Store(make_settings(settings)).kioskTextSize = 200
    ui, messages, previous = open_kiosk(qtbot, settings, kiosk=True)
    try:
        ui.windowed(1080, 1920)
        ui.kiosk.openPinPad()
        assert ui.kiosk.enterPin(TEST_PIN)
        ui.settle(20)
        ui.window.requestActivate()
        flick = ui.item("operatorScroll")
        assert float(flick.property("contentHeight")) > flick.height()  # it does scroll
        reached = set()
        for _ in range(60):
            key(ui, K.Key_Tab)
            item = ui.window.activeFocusItem()
            name = item.objectName() if item is not None else ""
            if not name.startswith("operator") or name in reached:
                continue
            reached.add(name)
            if name == "operatorBack":  # pinned under the page, always in view
                continue
            top = item.mapToItem(flick, 0, 0).y()
            assert top >= 0 and top + item.height() <= flick.height() + 1, name
        assert {
            "operatorDifficultyNIGHTMARE",
            "operatorTheme_contrast",
            "operatorTextSize200",
            "operatorReducedMotion",
            "operatorExit",
            "operatorBack",
        } <= reached, reached
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, "Qt warnings or errors:\n" + "\n".join(problems)
