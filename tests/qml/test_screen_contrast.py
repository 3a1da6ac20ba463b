"""Contrast measured on the screen itself (issue 15): every state mark, against how the cell
or die looked before, >= 3:1; and the measures test_every_screen.py applies to every text of
every screen (the glyphs' strongest pixel against the background around the text, in an
offscreen screenshot, >= 4.5:1, 7:1 in high contrast)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from magdagdon.app.wiring import application

from .conftest import Ui
from .test_tab_order import shown


def lum(p: int) -> float:
    def lin(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin((p >> 16) & 255) + 0.7152 * lin((p >> 8) & 255) + 0.0722 * lin(p & 255)


def ratio(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def texts(ui: Ui) -> list[QQuickItem]:
    root = ui.window.contentItem().parentItem() or ui.window.contentItem()
    found, stack = [], [root]
    while stack:
        item = stack.pop()
        stack.extend(item.childItems())
        text = item.property("text")
        if (
            item.metaObject().className().startswith("QQuickText")
            and isinstance(text, str)
            and text.strip()
            and shown(item)
            and item.width() > 4
            and item.height() > 4
        ):
            found.append(item)
    return found


def measured(image: QImage, item: QQuickItem, dpr: float) -> float:
    """Background: the commonest colour in the text's box (a glyph covers less of it than
    what it stands on; the box's edge may lie on a neighbour, a tile's rim); text: the
    pixel in the box that differs most from it."""
    p = item.mapToScene(QPointF(0, 0))
    x0, y0 = int(p.x() * dpr), int(p.y() * dpr)
    w = int(item.width())
    x1 = min(image.width() - 1, x0 + int(w * dpr))
    y1 = min(image.height() - 1, y0 + int(item.height() * dpr))
    x0, y0 = max(0, x0), max(0, y0)
    if x1 - x0 < 3 or y1 - y0 < 3:
        return 99.0
    # Counted column by column straight from the image's memory (Format_RGB32: one 32-bit
    # word per pixel, alpha always 0xff), in the order a per-pixel loop would meet them.
    assert image.format() == QImage.Format.Format_RGB32
    words = memoryview(image.constBits()).cast("I")
    stride = image.bytesPerLine() // 4
    counts: Counter[int] = Counter()
    for x in range(x0, x1):
        counts.update(words[y0 * stride + x : y1 * stride + x : stride])
    bg = lum(max(counts, key=counts.__getitem__) & 0xFFFFFF)
    return max(ratio(bg, lum(rgb & 0xFFFFFF)) for rgb in counts)


def grab(ui: Ui) -> QImage:
    """The window as drawn now: the test runs with reduced motion, so every state is drawn
    at once, as it looks once its motion ends (its colours and marks do not change)."""
    ui.settle(30)
    return ui.window.grabWindow().convertToFormat(QImage.Format.Format_RGB32)


def change(before: QImage, after: QImage, item: QQuickItem, grow: float = 0.0) -> float:
    """How a state shows on ``item`` (its box, ``grow`` times larger each side): the pixel
    that changed most, new against what was there (WCAG 1.4.11, >= 3:1)."""
    dpr = after.width() / max(1, item.window().width())
    p = item.mapToScene(QPointF(-item.width() * grow, -item.height() * grow))
    x0, y0 = max(0, int(p.x() * dpr)), max(0, int(p.y() * dpr))
    x1 = min(after.width(), int((p.x() + item.width() * (1 + 2 * grow)) * dpr))
    y1 = min(after.height(), int((p.y() + item.height() * (1 + 2 * grow)) * dpr))
    best = 1.0
    for y in range(y0, y1):
        for x in range(x0, x1):
            a, b = before.pixel(x, y), after.pixel(x, y)
            if a != b:
                best = max(best, ratio(lum(a), lum(b)))
    return best


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_every_state_mark_stands_out_on_screen(ui: Ui, theme: str) -> None:
    """Each state a cell or die takes, seen on screen against how it looked before: lit,
    selected, prepared, placed (its prepared marks gone), the board cursor, a control's focus
    ring, the HINT's ghost, a cell offered for the ruin and the ruin: each >= 3:1."""
    # Motion off before the theme changes: the new palette is then drawn at once, not faded in
    # from the old one over Theme.quick (a loaded machine took the first shots mid-fade).
    ui.store.reducedMotion = True
    ui.window.setProperty("themeOverride", theme)
    ui.window.requestActivate()
    ui.settle(30)
    s = ui.session
    seen: dict[str, float] = {}
    s.queue_rolls([3, 4, 5, 6])
    ui.tap("rollButton")
    rest = grab(ui)
    ui.tap("die0")
    lit_shot = grab(ui)
    lit = ui.lit_cells()
    for c in lit:
        seen[f"lit cell{c}"] = change(rest, lit_shot, ui.item(f"cell{c}"))
    seen["selected die"] = change(rest, lit_shot, ui.item("die0"), grow=0.1)
    ui.tap(f"cell{lit[0]}")
    prepared = grab(ui)
    seen["prepared"] = change(lit_shot, prepared, ui.item(f"cell{lit[0]}"))
    ui.tap("die1")
    ui.tap(f"cell{min(ui.lit_cells())}")
    before_confirm = grab(ui)
    ui.tap_enabled("confirmButton")
    placed = grab(ui)
    seen["placed (was prepared)"] = change(before_confirm, placed, ui.item(f"cell{lit[0]}"))
    QTest.keyClick(ui.window, Qt.Key.Key_Right)  # the cursor shows, on cell 1
    cursor = grab(ui)
    seen["board cursor"] = change(placed, cursor, ui.item("cell1"), grow=0.15)
    QTest.keyClick(ui.window, Qt.Key.Key_Tab)
    focused = ui.window.activeFocusItem()
    ring = grab(ui)
    seen[f"focus on {focused.objectName()}"] = change(cursor, ring, focused, grow=0.15)

    hints = application(ui.engine).hints
    assert hints is not None
    s.queue_rolls([3, 4, 5, 6])
    ui.tap("rollButton")
    ui.qtbot.waitUntil(lambda: hints.canHint, timeout=20000)
    rolled = grab(ui)
    ui.tap("hintButton")
    ui.qtbot.waitUntil(lambda: ui.visible("ghost0"), timeout=20000)
    ghost = grab(ui)
    seen["HINT ghost"] = change(rolled, ghost, ui.item("ghost0"))

    s.setDifficulty("NIGHTMARE")  # a new game whose first roll places only two dice (R6)
    empty = grab(ui)
    s.queue_rolls([1, 3, 5, 6])
    ui.tap("rollButton")
    ui.tap("acceptMagdagdonButton")
    offered = grab(ui)
    cell = min(s.game.ruinable_cells)
    seen["offered for the ruin"] = change(empty, offered, ui.item(f"cell{cell}"))
    ui.tap(f"cell{cell}")
    assert ui.prop(f"cell{cell}", "ruin")
    ruin = grab(ui)
    seen["ruin"] = change(empty, ruin, ui.item(f"cell{cell}"))
    low = {k: f"{v:.2f}:1" for k, v in seen.items() if v < 3.0}
    assert not low, f"{theme}: {low}"
