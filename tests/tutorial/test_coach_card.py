"""Issue 39: the guided game's card never covers what its lesson is about (the spotlight's
hole: the die to pick, the cell to choose, the button to press), in French, the longest
language, at every size of the issue and the smallest window; and it stays on the screen,
under the navigation bar."""

from __future__ import annotations

import pytest

from tests.textfit import scene_rect

from .conftest import Opener
from .test_playtest import MOVES, ready

SIZES = [(800, 600), (1280, 800), (1366, 768), (1920, 1080), (1080, 1920), (720, 560)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_card_never_covers_its_lesson(open_window: Opener, size: tuple[int, int]) -> None:
    ui = open_window("fr")
    ui.resize(*size)
    ui.tap("learnButton")
    bar = scene_rect(ui.window.property("header"))
    for move in MOVES:
        target = ready(ui, move.target)
        ui.settle(80)  # the spotlight follows its target on a 60 ms tick
        card = scene_rect(ui.item("tutorialCard"))
        assert card.top() >= bar.bottom() - 0.5 and card.bottom() <= size[1] + 0.5, (size, card)
        if move.target != "tutorialNextButton":  # NEXT is the card's own button
            hole = scene_rect(ui.item("tutorialSpotlight"))
            where = (size, move.key, card, hole)
            assert not card.intersects(hole), where
            assert not card.intersects(scene_rect(target)), where
        ui.tap(move.target)
