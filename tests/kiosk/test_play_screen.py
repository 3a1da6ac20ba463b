"""Issue 12, the kiosk's play screen: the title, a "how to play" card, and HOME back to the
welcome screen (asked first while a game runs: it ends unrecorded, R2.2). Fingers only."""

from __future__ import annotations

from magdagdon.engine import Difficulty

from .conftest import TEST_PIN, KioskUi, finish_game

MIN_MM = 9


def test_play_screen_shows_the_title_and_how_to_play(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    assert not ui.items("howToCard")  # made on first use
    ui.tap("tapToPlay")
    assert ui.prop("playTitle", "text") == "MAGDAGDON"
    ui.tap("howToPlayButton")
    assert ui.visible("howToCard")
    steps = [ui.prop(f"howToStep{i}", "text") for i in range(6)]
    assert "at least 2 dice" in steps[2]  # PEACEFUL's minimum (R2)
    assert "−15 points" in steps[4]  # R6.5
    assert "3 per game" in steps[5]  # R5.1
    ui.tap("howToClose")
    assert not ui.visible("howToCard")
    ui.tap("rollButton")  # the game is still there and answers
    assert ui.session.phase != "ROLL"


def test_how_to_play_follows_the_kiosks_difficulty(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    ui.kiosk.openPinPad()
    assert ui.kiosk.enterPin(TEST_PIN)
    ui.kiosk.setDifficulty("NIGHTMARE")
    ui.kiosk.home()
    ui.tap("tapToPlay")
    ui.tap("howToPlayButton")
    assert "at least 3 dice" in ui.prop("howToStep2", "text")
    assert "no Majda Powers" in ui.prop("howToStep5", "text")


def test_home_asks_first_while_a_game_runs(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    ui.tap("tapToPlay")
    ui.tap("playHomeButton")  # nothing played yet: straight home
    assert ui.kiosk.screen == "welcome"

    ui.tap("tapToPlay")
    ui.tap("rollButton")
    assert ui.session.inProgress
    ui.tap("playHomeButton")
    assert ui.kiosk.screen == "play" and "not recorded" in ui.prop("confirmDialogText", "text")
    ui.tap("dialogCancelButton")
    ui.settle(200)
    assert ui.kiosk.screen == "play" and ui.session.inProgress
    ui.tap("playHomeButton")
    ui.tap("dialogAcceptButton")
    assert ui.kiosk.screen == "welcome"
    assert not ui.session.inProgress and not ui.session.game.log
    assert ui.store.high_scores(Difficulty.PEACEFUL) == []  # R2.2: not recorded

    # A finished game was recorded when it ended (R8.2): HOME leaves without a question.
    ui.tap("tapToPlay")
    score = finish_game(ui.session)
    ui.settle(400)
    ui.tap("playHomeButton")
    assert ui.kiosk.screen == "welcome"
    assert [r.score for r in ui.store.high_scores(Difficulty.PEACEFUL)] == [score]


def test_play_screen_targets_are_at_least_9_mm(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    minimum = MIN_MM * ui.pixels_per_mm() - 0.5
    ui.tap("tapToPlay")
    ui.tap("howToPlayButton")
    for name in ("howToClose",):
        item = ui.item(name)
        assert min(item.width(), item.height()) >= minimum, name
    ui.tap("howToClose")
    for name in ("howToPlayButton", "playHomeButton"):
        item = ui.item(name)
        assert min(item.width(), item.height()) >= minimum, name
        corner = ui.item("operatorCorner")
        assert item.mapToScene(item.boundingRect().topLeft()).x() >= corner.width()
