"""A play-tester's findings on the guided game, held: what the card says is what the board
shows (no "dark" cells, a step-8 board where no 3 fits, titles that name every move of their
step), the MAGDAGDON rescue is taught one way (the power bar; no shortcut beside it), the
last step has nothing to skip, and the spotlight is rounded and takes in what its text
names (the STRAIGHT +60 flag, the lines' sums)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtQuick import QQuickItem

from magdagdon.engine import Phase
from magdagdon.presenter.buttons import sure_rescue
from magdagdon.tutorial import STEPS, Guide
from magdagdon.tutorial.tutorial import Tutorial
from tests.kiosk.conftest import KioskUi, kiosk_window
from tests.qml.conftest import Ui
from tests.textfit import scene_rect

from .conftest import Opener

MOVES = [m for step in STEPS for m in step]

# Each step's title names what all of its moves do (step 1 was "Picking a die" while it
# asked for ROLL first); the moves are in the comments.
TITLES = [
    "Rolling and placing a die",  # ROLL, tap the 2, put it on the marked cell
    "Where a die may go",  # tap the 4: no cell lights up, why
    "Order matters",  # the 3 first, then the 4 fits beside it
    "CONFIRM",  # CONFIRM, the 6 is discarded
    "A new turn: taking dice back",  # ROLL, two 1s in a chain, take the upper one back
    "Line bonuses",  # the top row 1-2-3-4 (STRAIGHT), CONFIRM, the line's points
    "A Majda Power rescues a roll",  # ROLL: four 6s, DECREASE −1, place the 5 and a 6, CONFIRM
    "MAGDAGDON and RUINS",  # ROLL: four 3s, ACCEPT MAGDAGDON, the RUIN
    "Your score and the difficulties",  # the breakdown, then PEACEFUL/SURVIVAL/NIGHTMARE
]


def play_until(guide: Guide, key: str) -> None:
    while guide.key != key:
        move = guide.current
        assert move is not None, f"{key} never came"
        assert guide.tap(move.tap) is not None


def ready(ui: Ui, name: str) -> QQuickItem:
    """The one visible item ``name``, once it is shown and enabled (MAGDAGDON's choices come
    after the rolled dice have landed)."""
    ui.qtbot.waitUntil(
        lambda: sum(i.isVisible() for i in ui.items(name)) == 1 and ui.item(name).isEnabled(),
        timeout=3000,
    )
    return ui.item(name)


def inside(name: str, ui: Ui, parent: str | None = None) -> QQuickItem:
    """The visible item ``name``, within the item ``parent`` when given."""
    if parent is None:
        return ui.item(name)
    stack = list(ui.item(parent).childItems())
    while stack:
        item = stack.pop()
        if item.objectName() == name and item.isVisible():
            return item
        stack.extend(item.childItems())
    raise AssertionError(f"no visible {name} in {parent}")


def holds(ui: Ui, hole: QRectF, name: str, parent: str | None = None) -> bool:
    return hole.contains(scene_rect(inside(name, ui, parent)))


# ------------------------------------------------------------------ without a window
def test_the_tutorial_session_offers_no_sure_rescue(qapp) -> None:
    """The MAGDAGDON screen's one-tap DECREASE is not offered in the guided game, though the
    presenter finds one: the lesson teaches the power bar's DECREASE −1 (R5.2), which works
    in every turn, and not a second way beside it."""
    tutorial = Tutorial()
    tutorial.start()
    for key in ("pickRescue", "decrease", "accept"):
        while tutorial.guide.key != key:  # through the Tutorial: its session shows each tap
            move = tutorial.guide.current
            assert move is not None
            tutorial.tap(move.tap)
        game = tutorial.guide.game
        assert game.phase is Phase.MAGDAGDON and sure_rescue(game) is not None, key
        assert tutorial.guide.presenter.display().values["sureRescue"] != {}
        assert tutorial.game_session.sureRescue == {}, key
        assert tutorial.game_session.rescuable and tutorial.game_session.phase == "MAGDAGDON"


def test_step_8_no_3_fits_anywhere_yet_one_power_would_rescue_it() -> None:
    """The board behind "Four 3s, and no cell takes a 3 ... A power could rescue it": not one
    3 has a cell (R4.3), and a single DECREASE −1 would let the turn place its 2 dice."""
    guide = Guide()
    play_until(guide, "accept")
    game = guide.game
    assert [d.value for d in game.dice] == [3, 3, 3, 3]
    assert all(game.legal_cells(d) == frozenset() for d in range(4))
    assert game.phase is Phase.MAGDAGDON and game.rescuable
    rescue = sure_rescue(game)
    assert rescue is not None and rescue.delta == -1


# ---------------------------------------------------------------------- in a window
def test_what_the_card_says_fits_the_screen(open_window: Opener) -> None:
    """The whole guided game by taps, in English: each step's title, the words for cells
    that do not light up, the step-8 text, no sure-rescue button, SKIP until the last tap."""
    ui = open_window("en")
    ui.tap("learnButton")
    said: list[str] = []
    for move in MOVES:
        ready(ui, move.target)
        step = next(i for i, s in enumerate(STEPS) if move in s)
        title = str(ui.prop("tutorialTitle", "text"))
        assert title == f"Step {step + 1} of 9 · {TITLES[step]}", (move.key, title)
        said.append(ui.step_text())
        last = move is MOVES[-1]
        assert ui.visible("tutorialSkipButton") is not last, move.key  # nothing left to skip
        assert ui.prop("tutorialNextButton", "text") == ("PLAY" if last else "NEXT")
        if move.key == "whyDark":
            for cell in ("cell0", "cell6"):  # a 4 beside the 2; a cell touching no number
                ui.tap(cell)
                said.append(ui.why_text())
                assert "does not light up" in said[-1], said[-1]
        if move.key in ("decrease", "accept"):  # MAGDAGDON on screen, and one way to rescue
            assert ui.visible("acceptMagdagdonButton") and not ui.visible("sureRescueButton")
        if move.key == "accept":
            assert said[-1].startswith("Four 3s, and no cell takes a 3: MAGDAGDON again."), said[-1]
        ui.tap(move.target)
    # Lit cells (R4) are the ones with a teal ring; empty ones are the lightest on screen.
    assert not [t for t in said if "dark" in t.lower()]
    ui.settle(1)
    assert not ui.visible("tutorialStep")
    assert ui.item("statusPanel").property("shownScore") == 0  # the player's own game's score


def spotlight(ui: Ui) -> QRectF:
    return scene_rect(ui.item("tutorialSpotlight"))


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_spotlight_takes_in_the_lines_sums_and_flag(open_window: Opener, lang: str) -> None:
    """The card at "lineScore" names the top row's 10 and its STRAIGHT +60, at "breakdown"
    the rows' and columns' sums: each is inside the lit hole, not under the dimming."""
    ui = open_window(lang)
    ui.tap("learnButton")
    for move in MOVES:
        ready(ui, move.target)
        if move.key in ("lineScore", "breakdown"):
            ui.settle(400)  # the ribbon's sweep ends in its flag
            hole = spotlight(ui)
            assert holds(ui, hole, "cell0") and holds(ui, hole, "cell3"), move.key
            assert holds(ui, hole, "ribbonFlag", "rowTag0"), (move.key, hole)
            assert holds(ui, hole, "lineSum", "rowTag0"), (move.key, hole)
        if move.key == "breakdown":
            assert holds(ui, hole, "cell15")
            for column in range(4):
                assert holds(ui, hole, "lineSum", f"columnTag{column}"), column
            ui.screenshot(f"tutorial-{lang}-spotlight-breakdown")
            return
        ui.tap(move.target)
    raise AssertionError("breakdown never came")


def test_the_spotlight_hole_is_rounded_like_the_button_it_shows(open_window: Opener) -> None:
    """Just inside the hole's corner, outside the rounded outline, the window is dimmed as
    all round the hole: before, the hole was square and its four corners shone bright
    around a rounded button and a rounded outline."""
    ui = open_window("en")
    ui.tap("learnButton")
    ui.settle(400)
    hole = spotlight(ui)
    roll = scene_rect(ui.item("rollButton"))
    assert hole.contains(roll)
    image = ui.window.grabWindow()
    ratio = image.width() / ui.window.width()

    def at(x: float, y: float) -> QColor:
        return image.pixelColor(round(x * ratio), round(y * ratio))

    dimmed = at(hole.left() - 6, hole.center().y())  # the paper left of the hole
    assert dimmed.lightnessF() < 0.7  # (undimmed, the paper is lighter than 0.9)
    for x, y in (
        (hole.left() + 2, hole.top() + 2),
        (hole.right() - 3, hole.top() + 2),
        (hole.left() + 2, hole.bottom() - 3),
        (hole.right() - 3, hole.bottom() - 3),
    ):
        assert abs(at(x, y).lightnessF() - dimmed.lightnessF()) < 0.06, (x, y, at(x, y).name())
    assert ui.item("tutorialSpotlight").property("radius") > 8  # and the outline round too


@pytest.mark.parametrize("size", [(1280, 1024), (900, 800), (1000, 1000)])
def test_the_card_leaves_the_dice_and_the_board_in_sight(open_window: Opener, size) -> None:
    """In French (the longest texts), at every move: beside the board the card stays clear of
    the dice tray and the cells (at 1280x1024 it ran over the dice: it only grew downwards);
    over a stacked board (a square window) it no longer reaches down to the dice, hiding the
    whole board (it took the panel for one beside the board because width >= height)."""
    ui = open_window("fr")
    ui.resize(*size)
    ui.tap("learnButton")
    for move in MOVES:
        ready(ui, move.target)
        card = scene_rect(ui.item("tutorialCard"))
        assert not card.intersects(scene_rect(ui.item("diceTray"))), (move.key, card)
        top_row = scene_rect(ui.item("cell0"))
        if size == (1000, 1000):  # stacked: at most the board's rim and a sliver of its top
            assert card.bottom() < top_row.center().y(), (move.key, card)
        else:
            cells = [scene_rect(ui.item(f"cell{i}")) for i in range(16)]
            assert not [c for c in cells if card.intersects(c)], (move.key, card)
        ui.tap(move.target)


# ---------------------------------------------------------------------------- kiosk
@pytest.fixture
def kiosk(qtbot, tmp_path: Path) -> Iterator[KioskUi]:
    yield from kiosk_window(qtbot, tmp_path / "kiosk.ini")


def test_the_kiosks_last_tap_is_play_alone(kiosk: KioskUi) -> None:
    """The short version ends on the breakdown: its PLAY has no SKIP beside it, and its title
    names the score only (the script plays the difficulties' text itself, unseen)."""
    ui = kiosk
    ui.tap("welcomeHowToPlay")
    awaited = [m for m in MOVES if not m.brief]
    for move in awaited:
        ready(ui, move.target)
        last = move is awaited[-1]
        assert ui.visible("tutorialSkipButton") is not last, move.key
        if last:
            assert ui.item("tutorialTitle").property("text") == "Step 9 of 9 · Your score"
        ui.tap(move.target)
    ui.settle(1)
    assert not ui.visible("tutorialStep") and ui.kiosk.screen == "play"
