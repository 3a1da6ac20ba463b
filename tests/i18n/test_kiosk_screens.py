"""The kiosk's own screens in every language, with the same cut-off and leftover checks.

Screenshots go to test-artifacts/screenshots/i18n/ next to the desktop ones.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from magdagdon.i18n.workflow import SHIPPED
from tests.i18n.screens import checked_shot, type_pin, wait_until_still
from tests.i18n.test_screens import SHOTS, SIZES
from tests.kiosk.conftest import TEST_PIN, KioskUi, close_kiosk, finish_game, open_kiosk


def _shoot_all(ui: KioskUi, name: str) -> None:
    for code in SHIPPED:
        ui.language.setCurrent(code)
        wait_until_still(ui.window)
        checked_shot(ui.window, SHOTS, name, code)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_kiosk_screens_in_every_language(qtbot, tmp_path: Path, size: tuple[int, int]) -> None:
    ui, messages, previous = open_kiosk(qtbot, tmp_path / "settings.ini", kiosk=True)
    try:
        ui.windowed(*size)
        _shoot_all(ui, "k1-welcome")

        ui.kiosk.openPinPad()
        ui.settle(20)
        _shoot_all(ui, "k2-pin-pad")
        type_pin(ui, "0000")
        _shoot_all(ui, "k3-pin-wrong")
        type_pin(ui, TEST_PIN)
        assert ui.kiosk.screen == "operator"
        _shoot_all(ui, "k4-operator")
        ui.tap("operatorBack")
        ui.settle(20)

        ui.tap("tapToPlay")
        ui.tap("howToPlayButton")
        ui.settle(20)
        _shoot_all(ui, "k4b-how-to-play")
        ui.tap("howToClose")
        ui.tap("rollButton")  # a game that has begun is what the countdown protects
        ui.tap("playHomeButton")
        ui.settle(150)
        _shoot_all(ui, "k4c-leave-game")
        ui.tap("dialogCancelButton")
        ui.settle(150)
        controller: Any = ui.kiosk  # its Qt properties, set and read as plain values
        controller.countdown_seconds = 60
        controller.idleMs = 200
        qtbot.waitUntil(lambda: controller.countdown > 0, timeout=3000)
        _shoot_all(ui, "k5-idle-during-game")
        controller.idleMs = 60_000
        ui.tap("idleOverlay")
        ui.settle(20)

        finish_game(ui.session)
        qtbot.waitUntil(lambda: ui.visible("showHighScoresButton"), timeout=3000)  # board held
        ui.tap_enabled("showHighScoresButton")
        assert ui.kiosk.screen == "scores"
        _shoot_all(ui, "k6-scores")
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, "Qt warnings or errors:\n" + "\n".join(problems)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_first_start_pin_setup_in_every_language(qtbot, tmp_path: Path, size) -> None:
    ui, messages, previous = open_kiosk(
        qtbot, tmp_path / "settings.ini", provision=False, kiosk=True
    )
    try:
        ui.windowed(*size)
        assert ui.kiosk.pinSetup
        _shoot_all(ui, "k0-set-pin")
        type_pin(ui, "80417")
        _shoot_all(ui, "k0b-set-pin-again")
        type_pin(ui, "80418")
        _shoot_all(ui, "k0c-set-pin-differ")
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, "Qt warnings or errors:\n" + "\n".join(problems)
