"""Issue 39: the game screen is composed at every size and text size, measured in the real
window: the board block and the panel centred as one and level at the top, the dice no larger
than the board's cells, the board the largest part and no smaller at 200 % text than the
window allows, the parts clear of each other, and the room left over given to them, not left
as holes. The sizes are the issue's, and the declared smallest window (Main.qml)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from tests.i18n.screens import texts
from tests.textfit import scene_rect

from .conftest import Ui

SIZES = [(800, 600), (1280, 800), (1366, 768), (1920, 1080), (1080, 1920), (720, 560)]
# Where the board keeps at least 0.9 of its 100 % cell at 200 % text (GameScreen.floor). In
# the two smallest windows the three Majda Powers' words at 200 % (24 px, the smallest text
# there) need 427 px and 390 px beside the board, which a board of 0.9 would leave them only
# without the powers; there the board keeps what is left, and at least this.
FLOOR = 0.9
SMALL_FLOOR = 0.65
SMALL = {(800, 600), (720, 560)}
PARTS = ["statusPanel", "diceTray", "powerBar", "rollButton", "confirmButton", "hintButton"]


@dataclass
class Composed:
    size: tuple[int, int]
    text: int
    wide: bool
    cell: float
    game: QRectF  # the game screen under the navigation bar
    block: QRectF  # the board block: the walnut tray, its sums and its gutter
    parts: dict[str, QRectF]
    dice: list[QRectF]
    sum_px: int


def composed(ui: Ui, size: tuple[int, int], text: int) -> Composed:
    ui.store.textSize = text
    ui.resize(*size)
    ui.session.queue_rolls([3, 4, 4, 5])
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell5")  # a number on the board: a line sum shows
    ui.tap("die1")  # a die lifted in the tray
    ui.settle(300)
    screen = ui.item("gameScreen")
    board = ui.item("board")
    sums = [t for t in texts(ui.window) if t.objectName() == "lineSum"]
    result = Composed(
        size=size,
        text=text,
        wide=bool(screen.property("wide")),
        cell=float(board.property("cell")),
        game=scene_rect(screen),
        block=scene_rect(board),
        parts={name: scene_rect(ui.item(name)) for name in PARTS},
        dice=[scene_rect(ui.item(f"die{d}")) for d in range(4)],
        sum_px=max(t.property("font").pixelSize() for t in sums),
    )
    ui.session.newGame()
    return result


def measure(ui: Ui) -> dict[tuple[tuple[int, int], int], Composed]:
    ui.store.tutorial = "declined"
    return {(size, text): composed(ui, size, text) for size in SIZES for text in (100, 200)}


def test_the_composition_at_every_size_and_text_size(ui: Ui) -> None:
    found = measure(ui)
    report = []
    for (size, text), c in found.items():
        w, h = size
        where = f"{w}x{h} {text}%"
        g = c.game
        panel = c.parts["statusPanel"]
        left = min(r.left() for r in [c.block, *c.parts.values()]) - g.left()
        right = g.right() - max(r.right() for r in [c.block, *c.parts.values()])
        # Centred as one: the margins either side equal, each within 12 % of the width.
        assert abs(left - right) <= 2, (where, left, right)
        assert max(left, right) <= 0.12 * w, (where, left, right)
        if c.wide:
            # Level at the top: the board block and the panel start on one line.
            assert abs(c.block.top() - panel.top()) <= 1, (where, c.block, panel)
            assert c.block.top() - g.top() <= 0.05 * g.height(), where
        else:
            assert panel.top() - g.top() <= 0.05 * g.height(), where
            assert panel.bottom() <= c.block.top(), where
        # The dice: never larger than the board's cells.
        for d in c.dice:
            assert d.width() <= c.cell + 0.5, (where, d.width(), c.cell)
        # Nothing overlaps: the board block, the panel's parts, the window's edges.
        rects = {"board": c.block, **c.parts}
        names = list(rects)
        for i, a in enumerate(names):
            assert g.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rects[a]), (where, a, rects[a])
            for b in names[i + 1 :]:
                cut = rects[a].intersected(rects[b])
                assert cut.width() <= 1 or cut.height() <= 1, (where, a, b)
        # The board is the largest part (but for the status card at 200 % in the two smallest
        # windows, which then has what the powers' width leaves beside the board, and needs it).
        for name, r in c.parts.items():
            if name == "statusPanel" and size in SMALL and text > 100:
                continue
            assert c.block.width() * c.block.height() > r.width() * r.height(), (where, name)
        # No hole: the column of parts (wide: the panel; tall: the whole) fills its height.
        bottom = max(r.bottom() for r in c.parts.values())
        assert g.bottom() - bottom <= 0.05 * g.height() + 2, (where, g.bottom() - bottom)
        report.append(f"{where}: cell {c.cell:.0f}, margins {left:.0f}/{right:.0f}")
    for size in SIZES:
        small, large = found[(size, 100)], found[(size, 200)]
        ratio = large.cell / small.cell
        least = SMALL_FLOOR if size in SMALL else FLOOR
        assert ratio >= least - 0.005, (size, small.cell, large.cell, ratio)
        # The board's words grow with the text.
        assert large.sum_px > small.sum_px, (size, small.sum_px, large.sum_px)
    print("\n".join(report))
