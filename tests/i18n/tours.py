"""Tours of the desktop window: each walks its screens and hands each one to a ``Look``.

A ``Look`` (screens.Looker) settles, saves a screenshot and runs tests/textfit.py; the tours
only move from screen to screen, as a player would, so every check sees the same screens.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMetaObject, QPointF, Qt
from PySide6.QtTest import QTest

from magdagdon.app.wiring import application, hint_service
from magdagdon.comeback.sources import Played
from magdagdon.engine import Difficulty
from tests.i18n.games import MAGDAGDON_ROLL, MID_TURN_ROLL
from tests.kiosk.conftest import bot_turn

if TYPE_CHECKING:
    from tests.qml.conftest import Ui
    from tests.tutorial.conftest import TutorialUi

#: Called at each screen with the screen's name; it settles, shoots and checks.
Look = Callable[[str], None]


def scrolled_to_end(ui: Ui) -> bool:
    """Scroll every visible page that scrolls to its end; False when none scrolls."""
    root = ui.window.contentItem()
    stack, moved = [root], False
    while stack:
        item = stack.pop()
        if not item.isVisible():
            continue
        if item.metaObject().className().startswith("QQuickFlickable") or (
            item.property("contentHeight") is not None and item.property("contentY") is not None
        ):
            bottom = float(item.property("contentHeight")) - item.height()
            if bottom > 1:
                item.setProperty("contentY", bottom + float(item.property("originY") or 0))
                moved = True
        stack.extend(item.childItems())
    ui.settle(20)
    return moved


def tap_revealed(ui: Ui, name: str) -> None:
    """Scroll the page holding ``name`` until it is in view, then tap it, as a finger would."""
    item = ui.item(name)
    flick = item.parentItem()
    while flick is not None and flick.property("contentY") is None:
        flick = flick.parentItem()
    if flick is not None:
        top = item.mapToItem(flick.property("contentItem"), QPointF(0, 0)).y()
        limit = max(0.0, float(flick.property("contentHeight")) - flick.height())
        flick.setProperty(
            "contentY", min(limit, max(0.0, top - (flick.height() - item.height()) / 2))
        )
        ui.settle(20)
    ui.tap(name)


def go_to(ui: Ui, button: str) -> None:
    """Open the page of the navigation bar's ``button`` as a player does: from the bar, or
    from its MORE menu when a longer language or a larger text left it no room there."""
    if ui.visible(button):
        ui.tap(button)
    else:
        ui.tap("moreButton")
        ui.settle(100)
        ui.tap(button.replace("Button", "MenuItem"))
    ui.settle(20)


def tour_game_and_pages(ui: Ui, look: Look) -> None:
    """Window seeded with ``OPENING``: the game screen, every page and the dialogs on it."""
    look("01-game-start")
    ui.session.queue_rolls(MID_TURN_ROLL)
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell8")
    ui.tap("die1")
    look("02-game-mid-turn")
    # A power pressed once: the button names the value it makes, CANCEL beside it, the status
    # line what it makes and costs (issue 38); CANCEL leaves the turn as it was.
    power = "decreaseButton" if ui.item("decreaseButton").isEnabled() else "increaseButton"
    ui.tap_enabled(power)
    look("02a-game-power-armed")
    ui.tap("cancelRerollButton")
    ui.tap("die1")
    hints: Any = hint_service(ui.engine)
    ui.tap_enabled("hintButton")
    ui.qtbot.waitUntil(lambda: not hints.busy and bool(hints.hint), timeout=20_000)
    look("02b-game-hint")
    for button, name in [
        ("rulesButton", "03-rules"),
        ("highScoresButton", "05-high-scores"),
        ("settingsButton", "06-settings"),
        ("aboutButton", "07-about"),
        ("dailyButton", "13-daily"),
        ("statisticsButton", "14-statistics"),
    ]:
        go_to(ui, button)
        look(name)
        if scrolled_to_end(ui):
            look(f"{name}-end")
        ui.tap("backButton")
        ui.settle(20)
    go_to(ui, "settingsButton")  # another difficulty while a game runs: asked first too
    ui.settle(20)
    tap_revealed(ui, "difficultyNIGHTMARE")
    ui.settle(20)
    look("06b-settings-confirm-difficulty")
    ui.tap("dialogCancelButton")
    ui.settle(300)
    ui.tap("backButton")
    ui.settle(20)
    ui.tap("newGameButton")  # a game is in progress: NEW GAME asks first
    ui.settle(20)
    look("08-confirm-new-game")
    ui.tap("dialogCancelButton")
    ui.settle(20)
    QTest.keyClick(ui.window, Qt.Key.Key_F1)
    ui.settle(20)
    look("15-keys")
    QTest.keyClick(ui.window, Qt.Key.Key_Escape)
    ui.settle(300)  # the card fades out
    go_to(ui, "dailyButton")
    ui.settle(20)
    tap_revealed(ui, "playCodeButton")
    ui.settle(20)
    look("16-play-code")
    ui.item("codeField").setProperty("text", "7KQ2-X9MB-P4")
    QMetaObject.invokeMethod(ui.item("playCodeDialog"), "play")
    ui.settle(20)
    look("16b-play-code-mistyped")
    ui.tap("playCodeCancelButton")
    ui.settle(300)
    tap_revealed(ui, "dailyPlayButton")  # today's daily while a game runs: asked first
    ui.settle(20)
    look("16c-daily-confirm")
    ui.tap("dialogCancelButton")
    ui.settle(300)
    ui.tap("backButton")
    ui.settle(20)


def tour_game_over(ui: Ui, look: Look) -> None:
    """Window seeded with ``OPENING + CLOSING``: MAGDAGDON, the ruin, game over, review."""
    ui.session.queue_rolls(MAGDAGDON_ROLL)
    ui.tap_enabled("rollButton")
    look("09-magdagdon")
    ui.tap_enabled("acceptMagdagdonButton")
    look("10-choose-ruin")
    ui.tap("cell15")
    ui.qtbot.waitUntil(lambda: ui.visible("gameOverNewGameButton"), timeout=5000)
    look("11-game-over")
    hints: Any = hint_service(ui.engine)
    tap_revealed(ui, "reviewButton")
    ui.qtbot.waitUntil(lambda: not hints.busy and bool(hints.review), timeout=30_000)
    look("12-review")
    QTest.keyClick(ui.window, Qt.Key.Key_Escape)
    ui.settle(20)


def tour_comeback(ui: Ui, look: Look) -> None:
    """A returning player with 20 days of games: daily, statistics, a replay and its review."""
    from tests.comeback.games import finished_game

    comeback: Any = application(ui.engine).comeback
    rng = random.Random(7)
    now = datetime.now().astimezone()
    for day in range(20):
        for _ in range(2):
            game = finished_game(Difficulty.PEACEFUL, rng.getrandbits(60), rng)
            comeback.history.add_game(Played.of(game, now - timedelta(days=20 - day)))
    comeback.playDaily("PEACEFUL")
    for _ in range(2):
        bot_turn(ui.session)
    go_to(ui, "dailyButton")  # today's daily started and left: CONTINUE
    ui.settle(20)
    look("17a-daily-in-progress")
    ui.tap("backButton")
    ui.settle(20)
    while not ui.session.game.is_over:
        bot_turn(ui.session)
    comeback.changed.emit()
    ui.qtbot.waitUntil(lambda: ui.visible("gameOverNewGameButton"), timeout=5000)
    look("17-daily-game-over")
    tap_revealed(ui, "shareButton")
    look("17b-daily-shared")
    go_to(ui, "dailyButton")
    ui.settle(20)
    look("18-daily-played")
    go_to(ui, "statisticsButton")
    ui.settle(20)
    look("19-statistics-data")
    if scrolled_to_end(ui):
        look("19-statistics-data-end")
    go_to(ui, "highScoresButton")  # NIGHTMARE was never played: its table invites a first game
    ui.tap("scoresTabNIGHTMARE")
    ui.settle(20)
    look("19b-high-scores-empty")
    go_to(ui, "dailyButton")
    ui.settle(20)
    tap_revealed(ui, "replayButton")
    ui.settle(20)
    replay: Any = comeback.replay
    replay.toTurn(3)
    replay.next()
    look("20-replay")
    replay.toEnd()
    look("20b-replay-end")
    tap_revealed(ui, "replayReviewButton")
    review = replay.reviewHints
    # The whole review (it comes turn by turn: two windows caught at different turns differ).
    ui.qtbot.waitUntil(lambda: len(review.review) == replay.turnCount, timeout=30_000)
    look("21-replay-review")
    ui.tap("backButton")
    ui.settle(20)
    ui.tap("backButton")
    ui.settle(20)


def tour_first_start(ui: TutorialUi, look: Look) -> None:
    """A fresh settings file: the first start's offer, then every move of the guided game."""
    from magdagdon.tutorial import STEPS

    look("22-first-start")
    ui.tap("learnButton")
    for step, moves in enumerate(STEPS, start=1):
        for number, move in enumerate(moves):
            if number in (0, len(moves) - 1):  # each step's card as it opens and closes
                look(f"23-guided-step{step}-{number + 1:02d}")
            ui.tap(move.target)
    look("23-guided-end")
