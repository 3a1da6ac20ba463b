"""Saved games and records that put the real window into each screen worth checking."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtQuick import QQuickItem, QQuickWindow

from magdagdon.engine import Difficulty, Game
from magdagdon.i18n import PROJECT_DIR, ts_path
from magdagdon.storage import Store, make_settings
from tests.i18n.catalogue import read

# Turns as (rolled values, cells for dice 0.. in order); every placement is legal (R4).
OPENING = [
    ([3, 4, 5, 6], [0, 1, 2, 3]),
    ([3, 4, 5, 6], [4, 5, 6, 7]),
]
CLOSING = [
    ([2, 3, 4, 5], [8, 9, 10, 11]),
    ([1, 2, 3, 1], [12, 13, 14]),
]
# After CLOSING only cell 15 is empty; it touches a 5 and a 3, so only a 4 fits there.
MAGDAGDON_ROLL = [1, 1, 6, 6]
# The next roll in the mid-game state: die 0 (a 2) may go on cell 8, die 1 (a 3) on 9.
MID_TURN_ROLL = [2, 3, 4, 5]


def build_game(turns: list[tuple[list[int], list[int]]]) -> Game:
    game = Game(Difficulty.PEACEFUL, seed=7)
    for values, cells in turns:
        game.roll(values)
        for die, cell in enumerate(cells):
            game.prepare(die, cell)
        game.confirm()
    return game


def ruined_game() -> Game:
    """NIGHTMARE whose first roll (1-3-5-6) places only two dice: a ruin, score −15."""
    game = Game(Difficulty.NIGHTMARE, seed=3)
    game.roll([1, 3, 5, 6])
    game.accept_magdagdon(0)
    assert game.score().total == -15
    return game


def seed_settings(path: Path, game: Game) -> None:
    """A settings file holding ``game`` in progress and a few high scores in every table."""
    store = Store(make_settings(path))
    store.save_game(game)
    for i, (score, turns, powers) in enumerate([(312, 9, 1), (276, 8, 0), (188, 10, 3)]):
        finished = datetime(2026, 3 + i, 14 + i, 18, 5 + i, tzinfo=UTC)
        for difficulty in Difficulty:
            used = min(powers, difficulty.powers)
            store.record(difficulty, score, turns, used, finished=finished)


def texts(window: QQuickWindow) -> list[QQuickItem]:
    """Every visible Text item with something to show, in the whole window (incl. popups)."""
    root = window.contentItem().parentItem() or window.contentItem()
    found: list[QQuickItem] = []
    stack = [root]
    while stack:
        item = stack.pop()
        if not item.isVisible() or item.opacity() <= 0:
            continue
        if item.metaObject().className().startswith("QQuickText") and item.property("text"):
            found.append(item)
        stack.extend(item.childItems())
    return found


def cut_off(window: QQuickWindow) -> list[str]:
    """Text items whose text is elided, truncated or wider than the room they were given."""
    problems = []
    for item in texts(window):
        if item.metaObject().className() != "QQuickText":
            continue  # TextEdit/TextInput scroll instead of cutting
        label = (
            f"{item.objectName() or item.parentItem().metaObject().className()}: "
            f"{item.property('text')!r}"
        )
        if item.property("truncated"):
            problems.append(f"elided or truncated: {label}")
            continue
        # contentWidth/Height is the text as laid out: wider than the item means it spills
        # out (a word too long to wrap, a label with no room); taller means lines hang below.
        width, height = item.width(), item.height()
        content_w, content_h = item.property("contentWidth"), item.property("contentHeight")
        if width > 0 and content_w > width + 1:
            problems.append(f"overflows its width ({content_w:.0f} > {width:.0f}): {label}")
        elif height > 0 and content_h > height + 1:
            problems.append(f"overflows its height ({content_h:.0f} > {height:.0f}): {label}")
    return problems


def english_only(code: str) -> set[str]:
    """Source texts whose ``code`` translation differs: seeing one on screen means a miss."""
    _, messages = read(ts_path(code, PROJECT_DIR / "translations"))
    return {
        m.source
        for m in messages
        if not m.numerus and "%" not in m.source and m.forms and m.forms[0] != m.source
    }


def untranslated(window: QQuickWindow, code: str) -> list[str]:
    """Visible texts still in English although ``code`` has a translation for them."""
    leftovers = english_only(code)
    return sorted({t.property("text") for t in texts(window)} & leftovers)
