"""Tab and Shift+Tab (issue 15): on every page, focus reaches every control in reading order
(top to bottom, left to right within a row) and shows a visible focus indicator."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from .conftest import Ui


def shown(item: QQuickItem) -> bool:
    """Visible, enabled and not under an invisible ancestor (or a page hidden by the stack)."""
    while item is not None:
        if not item.isVisible() or not item.isEnabled() or item.opacity() == 0:
            return False
        item = item.parentItem()
    return True


def controls(ui: Ui) -> list[QQuickItem]:
    """Every item on screen that Tab should reach."""
    root = ui.window.contentItem().parentItem() or ui.window.contentItem()
    found, stack = [], [root]
    while stack:
        item = stack.pop()
        if item.activeFocusOnTab() and shown(item):
            found.append(item)
        stack.extend(item.childItems())
    return found


def indicator_visible(item: QQuickItem) -> bool:
    """The focused control shows a ring: its FocusRing, or the board's cursor ring; a text
    field shows its caret (and its edge turns teal)."""
    if item.property("cursorVisible") is True:
        return True
    for child in item.findChildren(QQuickItem, "focusRing"):  # its own, or its handle's
        if child.isVisible() and shown(child):
            return True
    return any(c.isVisible() for c in item.findChildren(QQuickItem, "boardCursor"))


def top_left(item: QQuickItem) -> tuple[float, float]:
    p = item.mapToScene(QPointF(0, 0))
    return p.y(), p.x()


def walk(ui: Ui, backwards: bool = False, unmarked: list[str] | None = None) -> list[QQuickItem]:
    """Tab (or Shift+Tab) round once; each control reached must show its focus (else it
    fails, or, given ``unmarked``, is listed there)."""
    modifier = Qt.KeyboardModifier.ShiftModifier if backwards else Qt.KeyboardModifier.NoModifier
    seen: list[QQuickItem] = []
    for _ in range(80):
        QTest.keyClick(ui.window, Qt.Key.Key_Tab, modifier)
        ui.settle()
        item = ui.window.activeFocusItem()
        assert item is not None
        if seen and item is seen[0]:
            break
        if unmarked is None:
            assert indicator_visible(item), f"no visible focus on {item.objectName()!r}"
        elif not indicator_visible(item):
            unmarked.append(item.objectName() or item.metaObject().className())
        seen.append(item)
    return seen


PAGES = ["game", "settings", "scores", "rules", "about"]


@pytest.mark.parametrize("page", PAGES)
def test_tab_reaches_every_control_in_reading_order(ui: Ui, page: str) -> None:
    ui.window.requestActivate()
    ui.session.queue_rolls([3, 4, 1, 6])
    ui.tap("rollButton")  # dice in the tray, powers available: the most controls
    if page != "game":
        ui.tap(f"{'highScores' if page == 'scores' else page}Button")
        ui.settle(50)
    expected = controls(ui)
    assert expected
    seen = walk(ui)
    missing = [i.objectName() or type(i).__name__ for i in expected if i not in seen]
    assert not missing, f"Tab never reaches {missing} on {page}"
    # Reading order: the header first, then the page's content, each in order on screen.
    header = [i for i in seen if top_left(i)[0] < 64]
    assert seen[: len(header)] == header or seen[-len(header) :] == header
    # Shift+Tab visits the same controls the other way round.
    back = walk(ui, backwards=True)
    assert set(back) == set(seen)


def test_game_screen_order_follows_the_layout(ui: Ui) -> None:
    ui.window.requestActivate()
    ui.session.queue_rolls([3, 4, 1, 6])
    ui.tap("rollButton")
    names = [i.objectName() for i in walk(ui)]
    # The header, the board, the dice left to right, the powers, then HINT (ROLL and CONFIRM
    # are disabled here: a disabled button takes no focus).
    order = [n for n in names if n in ("die0", "die1", "die2", "die3")]
    assert order == ["die0", "die1", "die2", "die3"]
    assert names.index("newGameButton") < names.index("board") < names.index("die0")
    assert names.index("die3") < names.index("rerollButton") < names.index("hintButton")


def test_tab_scrolls_the_focused_setting_into_view(ui: Ui) -> None:
    ui.window.requestActivate()
    ui.tap("settingsButton")
    walk_to = "reducedMotion"
    for _ in range(40):
        QTest.keyClick(ui.window, Qt.Key.Key_Tab)
        ui.settle(20)
        if ui.window.activeFocusItem().objectName() == walk_to:
            break
    item = ui.item(walk_to)
    assert item.hasActiveFocus()
    bottom = item.mapToScene(QPointF(0, item.height())).y()
    assert 0 < bottom <= ui.window.height()  # on screen, not below the fold


def test_the_first_start_offer_and_the_guided_game_by_keys(ui: Ui) -> None:
    """A new player's screens: the offer of the guided game, then the guide's card; Tab
    reaches each control, shows its focus, and Space takes the offer (issue 13's screens,
    issue 15's keyboard)."""
    from .test_accessibility import NAME, ROLES

    QAccessible.setActive(True)
    ui.window.requestActivate()
    assert ui.visible("learnButton")
    for screen in ("offer", "guide"):
        expected = controls(ui)
        seen = walk(ui)
        assert not [i.objectName() for i in expected if i not in seen], screen
        for item in seen:
            face = QAccessible.queryAccessibleInterface(item)
            if item.objectName() != "board":
                assert face is not None and face.role() in ROLES and face.text(NAME), item
        if screen == "offer":
            for _ in range(40):
                if ui.window.activeFocusItem().objectName() == "learnButton":
                    break
                QTest.keyClick(ui.window, Qt.Key.Key_Tab)
                ui.settle()
            QTest.keyClick(ui.window, Qt.Key.Key_Space)
            ui.settle(300)
            assert ui.visible("tutorialCard")
