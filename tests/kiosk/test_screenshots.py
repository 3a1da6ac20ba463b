"""Screenshots of the kiosk's screens at 1920×1080 and 1080×1920, kept for a person to judge.

They land in test-artifacts/screenshots/kiosk/. The window leaves fullscreen only here, to get
an exact size on the offscreen screen.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from magdagdon.engine import Difficulty

from .conftest import TEST_PIN, KioskUi, bot_turn


@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920)], ids=["landscape", "portrait"])
def test_kiosk_screenshots(kiosk_ui: KioskUi, size: tuple[int, int]) -> None:
    ui = kiosk_ui
    now = datetime.now().astimezone()
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    for share, score in ((0.3, 188), (0.6, 231), (0.9, 164)):  # earlier today, even at 00:01
        when = midnight + (now - midnight) * share
        ui.store.record(Difficulty.PEACEFUL, score, 9, 1, finished=when)
    ui.windowed(*size)

    # Welcome, with the bot's game in the middle of a turn and its caption (set up here,
    # with the bot paused, so the picture is the same on every run).
    ui.kiosk.attract_driver.stop()
    demo = ui.kiosk.attractSession
    demo.newGame()
    demo.queue_rolls([3, 4, 4, 5], [5, 6, 4, 3], [2, 3, 3, 4])
    for _ in range(3):
        bot_turn(demo)
    demo.queue_rolls([3, 4, 4, 5])
    demo.roll()
    lit = []
    for die in range(4):
        demo.tapDie(die)
        lit = [i for i in range(16) if demo.board.row(i).legal]
        if lit:
            demo.tapCell(lit[0])
            demo.tapDie((die + 1) % 4)
            break
        demo.tapDie(die)
    assert ui.kiosk.caption
    assert len(ui.kiosk.todayBest) == 3
    ui.shot("welcome")

    # Play: mid-turn, one die prepared, another selected with its cells lit.
    ui.tap("tapToPlay")
    ui.session.queue_rolls([3, 4, 4, 5], [4, 3, 2, 6])
    ui.tap("rollButton")
    for die, cell in ((0, 5), (1, 6)):
        ui.tap(f"die{die}")
        ui.tap(f"cell{cell}")
    ui.tap("confirmButton")
    ui.tap("rollButton")
    ui.tap("die0")
    ui.tap(f"cell{ui.lit_cells()[0]}")
    ui.tap("die1")
    assert ui.lit_cells()
    ui.shot("play")
    ui.tap("howToPlayButton")
    ui.shot("how-to-play")
    ui.tap("howToClose")
    ui.tap("playHomeButton")
    ui.shot("leave-game")
    ui.tap("dialogCancelButton")

    # The idle question over the game.
    ui.kiosk.countdown_seconds = 10
    ui.kiosk.idleMs = 10
    ui.qtbot.waitUntil(lambda: ui.kiosk.countdown == 10, timeout=2000)
    ui.kiosk.idleMs = 60_000
    ui.shot("idle-countdown")
    ui.kiosk.stillPlaying()

    # The operator: the PIN pad with two digits typed, then the operator screen.
    ui.kiosk.openPinPad()
    ui.tap(f"pinKey{TEST_PIN[0]}")
    ui.tap(f"pinKey{TEST_PIN[1]}")
    ui.shot("pin-pad")
    for digit in TEST_PIN[2:]:
        ui.tap(f"pinKey{digit}")
    ui.tap("pinOk")
    assert ui.kiosk.screen == "operator"
    ui.shot("operator")


@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920)], ids=["landscape", "portrait"])
def test_first_start_screenshots(new_kiosk_ui: KioskUi, size: tuple[int, int]) -> None:
    ui = new_kiosk_ui
    ui.windowed(*size)
    ui.kiosk.attract_driver.stop()
    ui.shot("set-pin")
    for digit in "8041":
        ui.tap(f"pinKey{digit}")
    ui.tap("pinOk")
    ui.shot("set-pin-again")
    assert ui.kiosk.pinPad.mode == "repeat"
