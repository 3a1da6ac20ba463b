"""Attract mode: the bot plays on the welcome screen, captioned; a tap ends it for a real game."""

from __future__ import annotations

from magdagdon.engine import Game
from tests.qml.conftest import inside

from .conftest import KioskUi, finish_game


def test_the_bot_plays_on_the_welcome_screen_only(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    driver = ui.kiosk.attract_driver
    demo = ui.kiosk.attractSession
    assert driver is not None and driver.running
    driver.interval = 60
    ui.qtbot.waitUntil(lambda: len(demo.game.log) >= 6 and ui.kiosk.caption != "", timeout=15000)
    # The caption is shown once the dice settle (a roll's tumble), never ahead of them.
    ui.qtbot.waitUntil(lambda: ui.prop("attractCaption", "text") == ui.kiosk.caption, timeout=2000)
    assert demo.rejections == 0
    assert Game.from_dict(demo.game.to_dict()).to_dict() == demo.game.to_dict()
    # The demo is not the player's game and is never saved or recorded.
    assert not ui.session.game.log
    assert ui.store.load_game() is None or not ui.store.load_game().log

    ui.tap("attractCaptionBox")  # a tap anywhere, even on the bot's game, starts a game
    assert ui.kiosk.screen == "play" and not driver.running
    assert ui.session.phase == "ROLL" and not ui.session.game.log
    played = len(demo.game.log)
    ui.qtbot.wait(300)
    assert len(demo.game.log) == played  # paused while a person plays

    ui.kiosk.idleMs = 100
    ui.kiosk.countdown_seconds = 1
    ui.qtbot.waitUntil(lambda: ui.kiosk.screen == "welcome", timeout=3000)
    assert driver.running


def test_the_bot_pauses_on_its_finished_board(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    driver = ui.kiosk.attract_driver
    demo = ui.kiosk.attractSession
    driver.stop()
    driver.interval = 60
    ui.kiosk.encore_ms = 300
    demo.newGame()
    finish_game(demo)  # gameOver: the driver pauses on the full board...
    assert ui.kiosk.caption.startswith("The board is full")
    assert not driver.running
    ui.qtbot.waitUntil(lambda: driver.running, timeout=2000)  # ...then plays the next game
    ui.qtbot.waitUntil(lambda: not demo.game.is_over, timeout=3000)


def test_the_bot_waits_under_the_pin_pad(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    driver = ui.kiosk.attract_driver
    assert driver.running
    ui.kiosk.openPinPad()
    assert not driver.running  # nothing moves behind the operator's digits
    ui.tap("pinCancel")
    assert driver.running


def test_no_bot_behind_the_first_start_pin_set_up(new_kiosk_ui: KioskUi) -> None:
    ui = new_kiosk_ui
    assert ui.kiosk.pinSetup and not ui.kiosk.attract_driver.running


def test_the_caption_waits_for_the_dice_to_settle(kiosk_ui: KioskUi) -> None:
    """A roll's caption names the dice: it shows once they have stopped tumbling, not while
    they still show other faces."""
    ui = kiosk_ui
    driver = ui.kiosk.attract_driver
    demo = ui.kiosk.attractSession
    driver.stop()  # this test makes the moves
    driver.wait()
    demo.newGame()
    ui.qtbot.wait(500)
    before = ui.prop("attractCaption", "text")
    demo.queue_rolls([3, 4, 4, 5])
    demo.roll()
    assert ui.kiosk.caption != before  # the new caption is known at once ...
    ui.qtbot.wait(60)
    assert ui.prop("attractCaption", "text") == before  # ... but waits for the tumble
    ui.qtbot.waitUntil(lambda: ui.prop("attractCaption", "text") == ui.kiosk.caption, timeout=2000)


def test_the_demo_board_offers_no_take_back(kiosk_ui: KioskUi) -> None:
    """The bot's prepared dice wear no take-back badge: a visitor cannot take them back (a
    tap anywhere starts their own game)."""
    ui = kiosk_ui
    driver = ui.kiosk.attract_driver
    demo = ui.kiosk.attractSession
    driver.stop()
    driver.wait()
    demo.newGame()
    demo.queue_rolls([3, 4, 4, 5])
    demo.roll()
    demo.tapDie(0)
    demo.tapCell(5)
    ui.settle(50)
    assert demo.game.prepared
    board = ui.item("attractBoard")
    [badge] = [b for b in ui.items("takeBackBadge5") if inside(b, board)]
    assert not badge.isVisible()
