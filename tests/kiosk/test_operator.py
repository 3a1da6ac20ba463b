"""The operator's way in and out: a long press in the corner, the PIN on screen digits."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from magdagdon.engine import Difficulty
from magdagdon.kiosk import PIN_TRIES

from .conftest import TEST_PIN, KioskUi, finish_game


def type_pin(ui: KioskUi, pin: str) -> None:
    for digit in pin:
        ui.tap(f"pinKey{digit}")
    ui.tap("pinOk")


def open_operator(ui: KioskUi, pin: str = TEST_PIN) -> None:
    corner = ui.centre(ui.item("operatorCorner"))
    ui.hold(corner, ui.kiosk.holdMs + 250)
    assert ui.visible("pinPad")
    type_pin(ui, pin)
    assert ui.kiosk.screen == "operator"
    assert ui.visible("operatorPage") and not ui.visible("pinPad")


def finish_a_game(ui: KioskUi) -> int:
    ui.session.newGame()
    return finish_game(ui.session)


def test_operator_pin_flow(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    corner = ui.centre(ui.item("operatorCorner"))

    # A quick tap in the corner is just a tap: it starts a game, no PIN pad.
    ui.touch(corner)
    assert ui.kiosk.screen == "play" and not ui.visible("pinPad")
    ui.kiosk.openPinPad()
    ui.tap("pinCancel")
    assert not ui.visible("pinPad")

    # A short press is not enough either.
    ui.hold(corner, ui.kiosk.holdMs // 3)
    assert not ui.visible("pinPad")

    # The long press opens the pad; a wrong PIN is refused and says so.
    ui.hold(corner, ui.kiosk.holdMs + 250)
    assert ui.kiosk.pinPadOpen and ui.visible("pinPad")
    type_pin(ui, "1111")
    assert ui.kiosk.screen == "play" and ui.visible("pinPad")
    assert "Wrong PIN" in ui.prop("pinMessage", "text")
    ui.tap("pinKey9")
    ui.tap("pinBack")  # the delete key takes the 9 away again
    type_pin(ui, TEST_PIN)
    assert ui.kiosk.screen == "operator" and not ui.visible("pinPad")

    # Difficulty: remembered and used by the next game.
    ui.tap_in_view("operatorDifficultySURVIVAL")
    assert ui.session.difficulty == "SURVIVAL" and ui.store.difficulty == "SURVIVAL"
    assert ui.prop("operatorDifficultySURVIVAL", "checked")

    # Language: applied at once, remembered.
    ui.tap_in_view("operatorLanguage_sv")
    assert ui.language.current == "sv" and ui.store.language == "sv"
    ui.tap_in_view("operatorLanguage_en")

    # Clear the high scores: a second tap confirms.
    ui.tap("operatorBack")
    score = finish_a_game(ui)
    assert [r.score for r in ui.store.high_scores(Difficulty.SURVIVAL)] == [score]
    open_operator(ui)
    ui.tap_in_view("operatorClearScores")
    assert ui.store.high_scores(Difficulty.SURVIVAL)  # not yet
    ui.tap_in_view("operatorClearScores")
    assert all(not ui.store.high_scores(d) for d in Difficulty)
    assert ui.prop("operatorClearedLabel", "opacity") == 1
    assert ui.kiosk.todayBest == []

    # Back to the kiosk: the welcome screen with the new difficulty.
    ui.tap("operatorBack")
    assert ui.kiosk.screen == "welcome"
    ui.tap("tapToPlay")
    assert ui.session.difficulty == "SURVIVAL" and ui.session.powersTotal == 1

    # Exit: the window may close now, and does; the cursor comes back.
    exited = []
    ui.kiosk.exited.connect(lambda: exited.append(True))
    open_operator(ui)
    ui.tap_in_view("operatorExit")
    assert exited == [True]
    assert not ui.window.isVisible()
    assert QGuiApplication.overrideCursor() is None


def test_wrong_pins_lock_the_pad(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    ui.kiosk.openPinPad()
    ui.settle()
    for _ in range(PIN_TRIES):
        type_pin(ui, "0000")
    assert ui.kiosk.pinPad.lockSeconds > 0
    assert not ui.item("pinKey2").isEnabled()
    assert not ui.kiosk.enterPin(TEST_PIN)  # even the right PIN waits out the lock
    assert ui.kiosk.screen == "welcome"


def test_operator_only_actions_need_the_operator_screen(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    score = finish_a_game(ui)
    ui.kiosk.clearHighScores()
    ui.kiosk.setDifficulty("NIGHTMARE")
    ui.kiosk.exitKiosk()
    assert [r.score for r in ui.store.high_scores(Difficulty.PEACEFUL)] == [score]
    assert ui.session.difficulty == "PEACEFUL"
    assert ui.window.isVisible() and not ui.kiosk.closing_allowed
    assert not ui.kiosk.enterPin(TEST_PIN)  # the pad is not open: nothing to enter into


def test_the_operator_can_give_every_visitor_todays_daily(kiosk_ui: KioskUi) -> None:
    # Issue 14: an operator setting makes today's daily the visitors' game (no SHARE here).
    from datetime import date

    from magdagdon.engine import daily_seed

    ui = kiosk_ui
    open_operator(ui)
    assert not ui.store.kioskDaily
    ui.tap_in_view("operatorKioskDaily")
    assert ui.store.kioskDaily and ui.prop("operatorKioskDaily", "checked")
    ui.tap("operatorBack")
    ui.tap("tapToPlay")
    assert ui.session.game.seed == daily_seed(date.today())
    ui.session.roll()
    first = [d.value for d in ui.session.game.dice]
    ui.kiosk.leaveGame()  # the next visitor: the same dice again
    ui.tap("tapToPlay")
    ui.session.roll()
    assert [d.value for d in ui.session.game.dice] == first
    open_operator(ui)
    ui.tap_in_view("operatorKioskDaily")  # off again: a fresh random game per visitor
    assert not ui.store.kioskDaily
