"""Tours of the kiosk window: the visitor's screens, the operator's, and the first PIN."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from magdagdon.engine import Difficulty
from tests.i18n.tours import Look, scrolled_to_end
from tests.kiosk.conftest import bot_turn

if TYPE_CHECKING:
    from tests.kiosk.conftest import KioskUi

# The bot's three turns behind the welcome screen (the attract mode's own dice are random).
DEMO_ROLLS = ([3, 4, 5, 6], [3, 4, 5, 6], [2, 3, 4, 5])


def type_pin(ui: KioskUi, pin: str) -> None:
    """Tap the PIN on the pad, then OK."""
    for digit in pin:
        ui.tap(f"pinKey{digit}")
    ui.tap("pinOk")
    ui.settle(20)


def tour_kiosk(ui: KioskUi, look: Look) -> None:
    """The kiosk's own screens: welcome (with the bot's game), the PIN pad, the operator
    page, how to play, leaving a game, the idle countdown and the day's scores."""
    from tests.kiosk.conftest import TEST_PIN, finish_game

    now = datetime.now().astimezone()
    for score in (188, 231, 164):  # today's best, on the welcome screen
        ui.store.record(Difficulty.PEACEFUL, score, 9, 1, finished=now)
    controller: Any = ui.kiosk
    controller.attract_driver.stop()
    demo = controller.attractSession
    demo.newGame()
    demo.queue_rolls(*DEMO_ROLLS)  # the bot's game is the same every run, so are its lines
    for _ in DEMO_ROLLS:
        bot_turn(demo)
    look("k1-welcome")
    ui.kiosk.openPinPad()
    ui.settle(20)
    look("k2-pin-pad")
    type_pin(ui, "0000")
    look("k3-pin-wrong")
    type_pin(ui, TEST_PIN)
    look("k4-operator")
    if scrolled_to_end(ui):
        look("k4-operator-end")
    ui.tap("operatorBack")
    ui.settle(20)
    ui.tap("tapToPlay")
    ui.tap("howToPlayButton")
    ui.settle(20)
    look("k4b-how-to-play")
    if scrolled_to_end(ui):
        look("k4b-how-to-play-end")
    ui.tap("howToClose")
    ui.tap("rollButton")  # a game that has begun is what the countdown protects
    look("k4d-play")
    ui.tap("playHomeButton")
    ui.settle(150)
    look("k4c-leave-game")
    ui.tap("dialogCancelButton")
    ui.settle(150)
    controller.countdown_seconds = 60
    controller.idleMs = 200
    ui.qtbot.waitUntil(lambda: controller.countdown > 0, timeout=3000)
    look("k5-idle-during-game")
    controller.idleMs = 60_000
    ui.tap("idleOverlay")
    ui.settle(20)
    finish_game(ui.session)
    ui.qtbot.waitUntil(lambda: ui.visible("showHighScoresButton"), timeout=3000)
    look("k5b-game-over")
    ui.tap_enabled("showHighScoresButton")
    look("k6-scores")


def tour_kiosk_first_start(ui: KioskUi, look: Look) -> None:
    """A kiosk without a PIN: the operator sets one, twice, and a mismatch is explained."""
    look("k0-set-pin")
    type_pin(ui, "80417")
    look("k0b-set-pin-again")
    type_pin(ui, "80418")
    look("k0c-set-pin-differ")
