"""Contrast measured on the screen itself (issue 15): for every text on every page in every
theme, the glyphs' strongest pixel against the background around the text, in an offscreen
screenshot, is >= 4.5:1 (7:1 in high contrast)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage
from PySide6.QtQuick import QQuickItem

from .conftest import Ui
from .test_tab_order import shown

PAGES = ["game", "settings", "scores", "rules", "about"]


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
    """Background: the commonest luminance on the text's box edge; text: the pixel inside
    that differs most from it."""
    p = item.mapToScene(QPointF(0, 0))
    x0, y0 = int(p.x() * dpr), int(p.y() * dpr)
    w = int(item.width())
    x1 = min(image.width() - 1, x0 + int(w * dpr))
    y1 = min(image.height() - 1, y0 + int(item.height() * dpr))
    x0, y0 = max(0, x0), max(0, y0)
    if x1 - x0 < 3 or y1 - y0 < 3:
        return 99.0
    edge = [image.pixel(x, y) for x in range(x0, x1, 2) for y in (y0, y1)]
    edge += [image.pixel(x, y) for y in range(y0, y1, 2) for x in (x0, x1)]
    counts: dict[int, int] = {}
    for e in edge:
        counts[e & 0xFFFFFF] = counts.get(e & 0xFFFFFF, 0) + 1
    bg = lum(max(counts, key=counts.__getitem__))
    inside = (lum(image.pixel(x, y)) for x in range(x0, x1) for y in range(y0, y1))
    return max(ratio(bg, v) for v in inside)


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
@pytest.mark.parametrize("page", PAGES)
def test_every_text_on_screen_is_readable(ui: Ui, theme: str, page: str) -> None:
    ui.window.setProperty("themeOverride", theme)
    ui.session.queue_rolls([3, 4, 1, 6])
    ui.tap("rollButton")
    if page != "game":
        ui.tap(f"{'highScores' if page == 'scores' else page}Button")
    path = ui.screenshot(f"contrast-{theme}-{page}")
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB32)
    dpr = image.width() / ui.window.width()
    need = 7.0 if theme == "contrast" else 4.5
    low = []
    for item in texts(ui):
        r = measured(image, item, dpr)
        if r < need:
            low.append(f"{item.property('text')[:30]!r} {r:.2f}:1")
    assert not low, f"{theme} {page}: " + "; ".join(low)
