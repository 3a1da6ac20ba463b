"""The kiosk's HOW TO PLAY (issue 13): the same guided game, in its short version for a
passer-by, by touches only; it ends on the play screen with a real game waiting."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from magdagdon.tutorial import STEPS
from tests.kiosk.conftest import KioskUi, kiosk_window

BRIEF_TAPS = sum(1 for step in STEPS for move in step if not move.brief)


@pytest.fixture
def kiosk(qtbot, tmp_path: Path) -> Iterator[KioskUi]:
    yield from kiosk_window(qtbot, tmp_path / "kiosk.ini")


def targets(ui: KioskUi) -> list[str]:
    return [n for n, item in ui.shown().items() if item.property("tutorialTarget") is True]


def test_how_to_play_runs_the_short_guided_game_then_a_real_game(kiosk: KioskUi) -> None:
    ui = kiosk
    assert ui.kiosk.screen == "welcome"
    ui.tap("welcomeHowToPlay")
    assert ui.kiosk.screen == "play"
    texts: list[str] = []
    for _ in range(BRIEF_TAPS):
        ui.settle(1)
        assert ui.visible("tutorialStep")
        texts.append(str(ui.item("tutorialStep").property("text")))
        [target] = targets(ui)
        ui.tap(target)
    ui.settle(1)
    assert len(set(texts)) == BRIEF_TAPS < sum(len(s) for s in STEPS)
    assert not ui.visible("tutorialStep") and targets(ui) == []
    assert ui.kiosk.screen == "play"  # a real game is offered at once
    assert not ui.session.game.log and not ui.session.game.forced
    assert ui.visible("rollButton")


def test_leaving_the_play_screen_stops_the_guided_game(kiosk: KioskUi) -> None:
    ui = kiosk
    ui.tap("welcomeHowToPlay")
    ui.tap("rollButton")
    assert ui.visible("tutorialStep")
    ui.kiosk.leaveGame()  # what HOME and the idle reset do
    ui.settle(1)
    assert ui.kiosk.screen == "welcome" and not ui.visible("tutorialStep")
    ui.tap("welcomeHowToPlay")  # a passer-by always starts from the first step
    assert "Step 1 of 9" in str(ui.item("tutorialTitle").property("text"))
