"""Checks that must hold on every screen of the window (issue 15), walked with
tests/qml/tour.py on a returning player's file: Tab reaches every control and shows its
focus; every control has an accessible role and name; every text and state mark has its
contrast, measured on screenshots, in every theme."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from .conftest import Ui
from .test_accessibility import NAME, ROLES
from .test_tab_order import controls, walk
from .tour import SCREENS, settings_file, tour

__all__ = ["settings_file"]  # the tour's returning player, for the ui fixture


def test_tab_reaches_every_control_on_every_screen(ui: Ui) -> None:
    """Every screen of the window (tests/qml/tour.py), dialogs and overlays included: Tab
    reaches each control on it, each shows its focus, and Shift+Tab visits the same ones."""
    problems = []
    visited = []
    for screen in tour(ui):
        visited.append(screen)
        expected = controls(ui)
        unmarked: list[str] = []
        seen = walk(ui, unmarked=unmarked)
        missing = [i.objectName() or i.metaObject().className() for i in expected if i not in seen]
        if not expected or missing:
            problems.append(f"{screen}: Tab never reaches {missing or 'anything'}")
        if unmarked:
            problems.append(f"{screen}: no visible focus on {unmarked}")
        if set(walk(ui, backwards=True, unmarked=[])) != set(seen):
            problems.append(f"{screen}: Shift+Tab visits other controls")
        # The tour goes on by pointer: leave no control focused (a die that holds the focus
        # when it stops being tabbable is test_a_die_hands_its_focus_on's case).
        held = ui.window.activeFocusItem()
        if held is not None:
            held.setFocus(False)
    assert visited == list(SCREENS)
    assert not problems, "\n".join(problems)


def test_every_control_on_every_screen_has_a_role_and_a_name(ui: Ui) -> None:
    """Every control Tab reaches, on every screen (tests/qml/tour.py), has a role and a name
    for a screen reader (the board, whose cells are reached by the cursor, is the next test's
    subject)."""
    QAccessible.setActive(True)
    problems = []
    visited = []
    for screen in tour(ui):
        visited.append(screen)
        for item in controls(ui):
            name = item.objectName() or item.metaObject().className()
            if name == "board":
                continue
            face = QAccessible.queryAccessibleInterface(item)
            if face is None or not face.isValid():
                problems.append(f"{screen}: {name} has no accessible interface")
            elif face.role() not in ROLES or not face.text(NAME).strip():
                problems.append(f"{screen}: {name} is {face.role().name} {face.text(NAME)!r}")
    assert visited == list(SCREENS)
    assert not problems, "\n".join(problems)
