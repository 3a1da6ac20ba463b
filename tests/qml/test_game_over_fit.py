"""The game-over card at the common desktop sizes (and portrait): the result first, at once.

The final score, the rank it reached (the high-score news) and the card's buttons are in view
without scrolling, the score the first thing on the card; at 100% text the whole breakdown
fits too (at 1280x800 in English it scrolled by 68 px before: its rows and columns stood one
under the other, because the scroll bar they caused took the width that pairs them). Larger
text may scroll the breakdown below the result, never the result or the buttons.

The score itself: R7 (the breakdown), R8 (the high-score tables and their rank).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtQuick import QQuickItem

from tests.i18n.screens import cut_off
from tests.kiosk.conftest import KioskUi, kiosk_window
from tests.textfit import scene_rect

from .conftest import Ui, inside
from .test_screenshots import ROW, play_turn

LANGS = ["en", "sv", "fr"]
# The common desktop windows, the smallest supported one, and a portrait one.
SIZES = [(1280, 800), (1366, 768), (1024, 768), (800, 600), (600, 800)]
RESULT = ["finalScoreLabel", "rankLabel"]
BUTTONS = ["showHighScoresButton", "reviewButton", "putAsideButton", "gameOverNewGameButton"]


def texts_in(root: QQuickItem) -> list[QQuickItem]:
    """The visible items with a text drawn within ``root``."""
    found, todo = [], [root]
    while todo:
        item = todo.pop()
        if not item.isVisible():
            continue
        if item.property("text"):
            found.append(item)
        todo += item.childItems()
    return found


def finish(ui: Ui, *, record: bool = False, assisted: bool = False) -> None:
    """A finished game of four straights (544 points); ``record``: after a lower one (512),
    so the card celebrates a new record; ``assisted``: a HINT was shown during it."""
    if record:
        for row in range(4):
            play_turn(ui, [2, 3, 4, 5], [4 * row + c for c in range(4)])
        ui.wait_for_card()
        ui.tap_enabled("gameOverNewGameButton")
        ui.settle(50)
    if assisted:
        ui.session.markAssisted()
    for row in range(4):
        play_turn(ui, ROW, [4 * row + c for c in range(4)])
    ui.wait_for_card()
    ui.settle(300)  # the card's scale and the veil's fade


def problems(ui: Ui, whole: bool, extra: tuple[str, ...] = ()) -> list[str]:
    """What is wrong with the card as it is shown now (nothing scrolled): the result (and
    ``extra``) must lie in the breakdown's viewport and the window, the buttons in the card
    and the window; ``whole``: the breakdown must not scroll at all."""
    found = []
    window = QRectF(0, 0, ui.window.width(), ui.window.height()).adjusted(-0.5, -0.5, 0.5, 0.5)
    flick = ui.item("scoreBreakdown")
    card = flick.parentItem()
    if abs(flick.property("contentY")) > 0.5:
        found.append(f"scrolled to {flick.property('contentY')}")
    view = scene_rect(flick).adjusted(-0.5, -0.5, 0.5, 0.5)
    for name in [*RESULT, *extra]:
        where = scene_rect(ui.item(name))
        if not (view.contains(where) and window.contains(where)):
            found.append(f"{name} {where} outside the view {view}")
    # The score comes first: above it only the title (and SHARE beside it, when it is).
    first = scene_rect(ui.item("finalScoreLabel")).top()
    heads = [ui.item("gameOverTitle"), *(i for i in ui.items("shareButton") if i.isVisible())]
    above = [
        t.property("text")
        for t in texts_in(flick)
        if scene_rect(t).top() < first - 0.5 and not any(inside(t, h) for h in heads)
    ]
    if above:
        found.append(f"above the score: {above}")
    box = scene_rect(card).adjusted(-0.5, -0.5, 0.5, 0.5)
    for name in BUTTONS:
        if not ui.visible(name):
            continue
        where = scene_rect(ui.item(name))
        if not (box.contains(where) and window.contains(where)):
            found.append(f"{name} {where} outside the card {box} or the window")
        if where.intersects(view.adjusted(1, 1, -1, -1)):
            found.append(f"{name} {where} over the breakdown {view}")
    if whole and flick.property("scrolls"):
        found.append(f"scrolls: {flick.property('contentHeight')} in {flick.height()}")
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_the_result_and_the_buttons_show_at_once_at_100_percent(ui: Ui, lang: str) -> None:
    """At 100% text in every common window (finished at 1280x800, then resized through the
    others and back): the whole card fits, nothing scrolls, nothing is cut."""
    ui.store.tutorial = "declined"
    ui.language.setCurrent(lang)
    ui.settle(50)
    finish(ui)
    found = {}
    for size in [*SIZES, (1280, 800)]:
        ui.resize(*size)
        ui.settle(100)
        if wrong := problems(ui, whole=True):
            found[size] = wrong
        if cut := cut_off(ui.window):
            found[(size, "cut")] = cut
    assert not found, found


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 800)], ids=str)
@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_game_at_its_own_window_size_fits(ui: Ui, lang: str, size) -> None:
    """The game finished in the window it is shown in (no resize after the card came)."""
    ui.store.tutorial = "declined"
    ui.language.setCurrent(lang)
    ui.resize(*size)
    finish(ui)
    assert not problems(ui, whole=True), problems(ui, whole=True)


@pytest.mark.parametrize("lang", LANGS)
def test_a_new_record_played_with_a_hint_still_shows_its_news(ui: Ui, lang: str) -> None:
    """The tallest head: the record's gold band and the assisted note under it (two lines in
    French before, which scrolled the card at 1280x800 and 800x600); still nothing scrolls."""
    ui.store.tutorial = "declined"
    ui.language.setCurrent(lang)
    ui.settle(50)
    finish(ui, record=True, assisted=True)
    assert ui.prop("rankLabel", "record")  # the gold band: a record beaten, not a first score
    assert ui.visible("assistedLabel")
    found = {}
    for size in SIZES:
        ui.resize(*size)
        ui.settle(100)
        if wrong := problems(ui, whole=True, extra=("assistedLabel",)):
            found[size] = wrong
    assert not found, found


@pytest.mark.parametrize("text_size", [150, 200], ids=lambda t: f"{t}%")
@pytest.mark.parametrize("lang", LANGS)
def test_larger_text_scrolls_only_the_breakdown_below_the_result(
    ui: Ui, lang: str, text_size: int
) -> None:
    """At 150% and 200% the breakdown may scroll, below the result: the score comes first
    and, with the rank and the buttons, is in view without scrolling in every window."""
    ui.store.tutorial = "declined"
    ui.language.setCurrent(lang)
    ui.store.textSize = text_size
    ui.settle(50)
    finish(ui)
    found = {}
    for size in SIZES:
        ui.resize(*size)
        ui.settle(100)
        if wrong := problems(ui, whole=False):
            found[size] = wrong
    assert not found, found


@pytest.fixture
def kiosk(qtbot, tmp_path: Path) -> Iterator[KioskUi]:
    yield from kiosk_window(qtbot, tmp_path / "kiosk.ini")


def test_the_kiosk_card_shows_its_result_and_buttons_at_once(kiosk: KioskUi) -> None:
    """The kiosk's card (no REVIEW, no SHARE) on its touchscreens: the whole card at once."""
    ui = kiosk
    ui.tap("tapToPlay")
    finish(ui)
    assert not ui.visible("reviewButton") and not ui.visible("shareButton")
    found = {}
    for size in [(1920, 1080), (1080, 1920), (1280, 800), (1024, 768)]:
        ui.windowed(*size)  # (the kiosk is full screen)
        ui.settle(100)
        assert (ui.window.width(), ui.window.height()) == size
        if wrong := problems(ui, whole=True):
            found[size] = wrong
    assert not found, found
