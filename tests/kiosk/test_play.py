"""A stranger's visit, by fingers only: tap to play, a complete game, walk away."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from magdagdon.engine import Difficulty, Game
from tests.qml.conftest import shown
from tests.qml.player import play_game

from .conftest import KioskUi, finish_game


def test_complete_game_by_touch_and_the_record_survives_the_idle_reset(
    kiosk_ui: KioskUi,
) -> None:
    ui = kiosk_ui
    ui.tap("tapToPlay")
    assert ui.kiosk.screen == "play"
    assert ui.visible("rollButton") and not ui.visible("welcomePage")

    seen = play_game(ui, Difficulty.PEACEFUL, seed=8)  # every tap and drag a touch event

    game = ui.session.game
    assert game.is_over and ui.session.rejections == 0
    assert Game.from_dict(game.to_dict()).to_dict() == game.to_dict()
    assert seen.drags >= 1 and seen.take_backs >= 1 and seen.powers >= 1 and seen.ruins >= 1
    total = game.score().total
    # Game over holds the board, then the card counts up (ui issue 12).
    ui.qtbot.waitUntil(lambda: ui.visible("finalScoreLabel"), timeout=3000)
    ui.qtbot.waitUntil(lambda: ui.prop("finalScoreLabel", "text") == shown(total), timeout=3000)
    [record] = ui.store.high_scores(Difficulty.PEACEFUL)
    assert record.score == total

    # The player walks away from the game-over screen: the welcome screen returns...
    ui.kiosk.countdown_seconds = 1
    ui.kiosk.idleMs = 250
    ui.qtbot.waitUntil(lambda: ui.kiosk.countdown > 0, timeout=2000)
    assert ui.visible("idleOverlay")
    assert "saved" in ui.prop("idleMessage", "text")
    ui.qtbot.waitUntil(lambda: ui.kiosk.screen == "welcome", timeout=3000)
    # ...and the finished game's record is still there, in today's best too.
    assert [r.score for r in ui.store.high_scores(Difficulty.PEACEFUL)] == [total]
    assert ui.kiosk.todayBest[0]["score"] == total
    assert not ui.visible("todayEmpty")

    # The next stranger gets a fresh game.
    ui.kiosk.idleMs = 60_000
    ui.tap("tapToPlay")
    assert ui.kiosk.screen == "play"
    assert ui.session.phase == "ROLL" and ui.session.turns == 0


def test_a_tap_anywhere_on_the_welcome_screen_starts_a_game(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    ui.tap("welcomeTitle")
    assert ui.kiosk.screen == "play"


def test_language_buttons_switch_without_starting_a_game(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    assert [ui.prop(f"language_{c}", "text") for c in ("sv", "fr", "en")] == [
        "Svenska",
        "Français",
        "English",
    ]
    retranslated = []
    ui.kiosk.captionChanged.connect(lambda: retranslated.append(True))
    ui.tap("language_fr")
    assert ui.language.current == "fr"
    assert retranslated  # the attract caption is made again in the new language
    assert ui.kiosk.screen == "welcome"
    ui.tap("language_en")
    assert ui.language.current == "en"


def test_game_over_high_scores_and_back(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    ui.tap("tapToPlay")
    finish_game(ui.session)  # quickly, through the session: the taps are tested above
    ui.qtbot.waitUntil(lambda: ui.visible("showHighScoresButton"), timeout=3000)
    ui.windowed(1920, 1080)
    ui.shot("game-over")
    ui.tap_enabled("showHighScoresButton")
    assert ui.kiosk.screen == "scores"
    assert ui.items("highScoresList")[0].property("count") == 1
    # The kiosk has no HINT, so no HINT column (it stood there empty).
    assert not [m for m in ui.items("assistedMark") if m.isVisible()]
    # The screen says what it is, to the eye and as a heading to a screen reader (issue 15).
    QAccessible.setActive(True)
    heading = QAccessible.queryAccessibleInterface(ui.item("kioskScoresTitle"))
    assert heading is not None and heading.role() == QAccessible.Role.Heading
    assert heading.text(QAccessible.Text.Name) == "HIGH SCORES"
    ui.shot("scores")
    ui.tap("scoresDone")
    assert ui.kiosk.screen == "welcome"


def test_scores_page_shows_other_windows_records_and_follows_the_language(
    kiosk_ui: KioskUi, settings_file
) -> None:
    """R8.2/R8.3: a record another window made shows when the kiosk's scores open; the
    embedded table gets the language object, so its dates re-format on a switch."""
    from magdagdon.storage import HighScoreModel, Store, make_settings

    ui = kiosk_ui
    ui.tap("tapToPlay")
    finish_game(ui.session)
    ui.qtbot.waitUntil(lambda: ui.visible("showHighScoresButton"), timeout=3000)
    other = Store(make_settings(settings_file))
    other.record(Difficulty.PEACEFUL, score=-300, turns=16, powers_used=0)
    ui.tap_enabled("showHighScoresButton")
    assert ui.kiosk.screen == "scores"
    assert ui.items("highScoresList")[0].property("count") == 2
    [model] = ui.items("highScoresPage")[0].findChildren(HighScoreModel)
    english = model.data(model.index(0, 0), HighScoreModel.DateRole)
    ui.language.setProperty("current", "sv")
    ui.settle(5)
    assert model.data(model.index(0, 0), HighScoreModel.DateRole) != english
    ui.language.setProperty("current", "en")
