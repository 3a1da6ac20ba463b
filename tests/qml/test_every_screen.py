"""Checks that must hold on every screen of the window (issue 15), walked with
tests/qml/tour.py on a returning player's file: Tab reaches every control and shows its
focus; every control has an accessible role and name; every text and state mark has its
contrast, measured on screenshots, in every theme."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QAccessible, QImage
from PySide6.QtQuick import QQuickItem

from .conftest import SCREENSHOTS, Ui
from .test_accessibility import NAME, ROLES
from .test_screen_contrast import measured, texts
from .test_tab_order import controls, walk
from .tour import SCREENS, settings_file, tour

__all__ = ["settings_file"]  # the tour's returning player, for the ui fixture


def test_every_control_on_every_screen_by_tab_and_by_name(ui: Ui) -> None:
    """Every screen of the window (tests/qml/tour.py), dialogs and overlays included: Tab
    reaches each control on it, each shows its focus, Shift+Tab visits the same ones; and
    each has a role and a name for a screen reader (the board, whose cells the cursor
    reaches, is test_accessibility's test_the_board_speaks_the_cell_under_the_cursor)."""
    QAccessible.setActive(True)
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
        for item in expected:
            name = item.objectName() or item.metaObject().className()
            if name == "board":
                continue
            face = QAccessible.queryAccessibleInterface(item)
            if face is None or not face.isValid():
                problems.append(f"{screen}: {name} has no accessible interface")
            elif face.role() not in ROLES or not face.text(NAME).strip():
                problems.append(f"{screen}: {name} is {face.role().name} {face.text(NAME)!r}")
        # The tour goes on by pointer: leave no control focused (a die that holds the focus
        # when it stops being tabbable is test_keyboard's test_a_die_hands_its_focus_on).
        held = ui.window.activeFocusItem()
        if held is not None:
            held.setFocus(False)
    assert visited == list(SCREENS)
    assert not problems, "\n".join(problems)


# A dialog or card over the screen: what lies under it is not in use. A modal one (the
# named control's card, the nearest ancestor smaller than the window) veils the whole window:
# only its own texts are the player's to read. The MAGDAGDON shade darkens the tray only.
MODAL = {
    "keys": "keysCloseButton",
    "newGameQuestion": "dialogAcceptButton",
    "playCode": "playCodeStartButton",
    "gameOver": "gameOverNewGameButton",
}
SHADES = {"magdagdon": "magdagdonShade"}


def scene_box(item: QQuickItem) -> QRectF:
    """Where the item is in the window (what the screenshot shows of it)."""
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def card_of(ui: Ui, control: str) -> QQuickItem:
    """The dialog's card: the control's largest ancestor that is not the whole window."""
    item = ui.item(control)
    window = ui.window.width() * ui.window.height()
    card = item
    while item.parentItem() is not None:
        item = item.parentItem()
        if item.width() * item.height() >= 0.8 * window:
            break
        card = item
    return card


def within(item: QQuickItem, ancestor: QQuickItem) -> bool:
    """Drawn as part of ``ancestor`` (so on top of what it covers)."""
    while item is not None:
        if item is ancestor:
            return True
        item = item.parentItem()
    return False


def unclipped(item: QQuickItem) -> bool:
    """Not cut by a clipping ancestor (a list scrolled part way: its edge would be measured)."""
    box = scene_box(item)
    parent = item.parentItem()
    while parent is not None:
        if parent.clip():
            seen = box.intersected(scene_box(parent))
            if seen.width() * seen.height() < 0.9 * box.width() * box.height():
                return False
        parent = parent.parentItem()
    return True


def readable_texts(ui: Ui, screen: str) -> list[QQuickItem]:
    """The texts a player reads on this screen: not under a card or shade, not clipped."""
    found = [t for t in texts(ui) if unclipped(t)]
    over = card_of(ui, MODAL[screen]) if screen in MODAL else None
    if screen in SHADES:
        over = ui.item(SHADES[screen])
    if over is None:
        return found
    area = scene_box(over)
    return [
        t
        for t in found
        if within(t, over) or (screen not in MODAL and not area.contains(scene_box(t).center()))
    ]


def test_every_text_on_every_screen_is_readable(ui: Ui) -> None:
    """For every text on every screen, in every theme (switched live on each screen): its
    strongest pixel against the background around it, in a screenshot, >= 4.5:1 (>= 7:1 in
    high contrast)."""
    low = []
    # Colours do not depend on motion; without it every change is drawn at once, so each
    # screenshot needs no wait for an animation to end (a third of this test's time).
    ui.store.reducedMotion = True
    for screen in tour(ui):
        for theme in ("light", "dark", "contrast"):
            ui.window.setProperty("themeOverride", theme)
            ui.settle(30)
            image = ui.window.grabWindow().convertToFormat(QImage.Format.Format_RGB32)
            size = f"{ui.window.width()}x{ui.window.height()}"
            assert image.save(str(SCREENSHOTS / f"contrast-{theme}-{screen}-{size}.png"))
            dpr = image.width() / ui.window.width()
            need = 7.0 if theme == "contrast" else 4.5
            for item in readable_texts(ui, screen):
                r = measured(image, item, dpr)
                if r < need:
                    low.append(f"{theme} {screen}: {item.property('text')[:30]!r} {r:.2f}:1")
        ui.window.setProperty("themeOverride", "")
    assert not low, "\n".join(low)
