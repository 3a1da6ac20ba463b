"""A screenshot of every move of the guided game (issue 13), in English and Swedish: the
dice are fixed, so each picture is the same on every run (test-artifacts/screenshots/)."""

from __future__ import annotations

import pytest

from magdagdon.tutorial import STEPS

from .conftest import SCREENSHOTS, Opener


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_screenshot_of_every_move(open_window: Opener, lang: str) -> None:
    ui = open_window(lang)
    ui.screenshot(f"tutorial-{lang}-00-first-start")
    ui.tap("learnButton")
    number = 0
    for step, moves in enumerate(STEPS, start=1):
        for move in moves:
            number += 1
            path = ui.screenshot(f"tutorial-{lang}-{number:02d}-step{step}-{move.key}")
            assert path.stat().st_size > 10_000  # a real picture, not an empty frame
            assert ui.targets() == [move.target]
            ui.tap(move.target)
    assert number == sum(len(s) for s in STEPS)
    assert (SCREENSHOTS / f"tutorial-{lang}-00-first-start-1280x800.png").exists()
