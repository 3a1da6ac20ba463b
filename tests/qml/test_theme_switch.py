"""A theme switched live (Settings, or the desktop going dark at dusk while a die is
selected) redraws everything at once, the painted marks too (issue 15): a Canvas keeps what
it painted until it is asked to paint again."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QImage

from tests.qmlsource import qml_files

from .conftest import Ui
from .test_colour_blind import board_with_every_state
from .test_screen_contrast import grab


def unlike(a: QImage, b: QImage) -> list[tuple[int, int]]:
    """Pixels that differ by more than a few levels of a channel (blending rounds differently
    from one paint to the next, up to 11 levels on the anti-aliased rim of a die's check badge
    at a fractional position; a mark left in another theme is tens of levels off)."""
    assert a.format() == b.format() == QImage.Format.Format_RGB32 and a.size() == b.size()
    # One 32-bit word a pixel straight from memory (as test_screen_contrast.measured reads them).
    stride = a.bytesPerLine() // 4
    words = zip(
        memoryview(a.constBits()).cast("I"), memoryview(b.constBits()).cast("I"), strict=True
    )
    return [
        (i % stride, i // stride)
        for i, (p, q) in enumerate(words)
        if p != q and max(abs((p >> s & 255) - (q >> s & 255)) for s in (0, 8, 16)) > 16
    ]


@pytest.mark.parametrize(("via", "theme"), [("light", "dark"), ("dark", "contrast")])
def test_a_live_theme_switch_redraws_every_mark(ui: Ui, via: str, theme: str) -> None:
    """A board with a ruin, a prepared die, the HINT's ghosts and lit cells, drawn in ``via``
    and switched to ``theme``, looks as the same board drawn in ``theme`` from the start (the
    same game twice: its rolls are queued, and the HINT of a position is always the same)."""
    ui.store.reducedMotion = True  # colours change at once, no fade to wait for
    ui.window.setProperty("themeOverride", theme)
    board_with_every_state(ui)
    drawn = grab(ui)
    ui.window.setProperty("themeOverride", via)
    board_with_every_state(ui)  # a new game (a new difficulty), played the same way
    grab(ui)  # every mark painted in ``via``
    ui.window.setProperty("themeOverride", theme)
    switched = grab(ui)
    stale = unlike(switched, drawn)
    assert not stale, f"{len(stale)} pixels unlike {theme} drawn afresh, from {stale[0]}"


def test_every_painted_mark_is_a_themed_canvas() -> None:
    """A bare Canvas would keep its old colours on a theme switch: ThemedCanvas is the only
    one (ARCHITECTURE.md, "A painted mark")."""
    bare = [
        f"{path.name}:{number}"
        for path in qml_files()
        if path.name != "ThemedCanvas.qml"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.match(r"\s*Canvas\s*\{", line)
    ]
    assert not bare, bare
