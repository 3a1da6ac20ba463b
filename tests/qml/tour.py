"""A walk through every screen of the desktop window, for the checks that must hold on each
(issue 15: Tab and visible focus, accessible roles and names, contrast from screenshots).

The window starts a new PEACEFUL game for a returning player with high scores in every
table (so the game it finishes enters one, with its replay); :func:`tour` then shows, one
after the other: the game screen mid-turn (dice rolled, one selected, one prepared), the key
list, the new-game question, every page of the navigation bar, the play-a-code dialog, the
MAGDAGDON moment, choosing the ruin, the game-over card, the review, the high scores with a
replay, the replay and the replay's review, and the statistics after the game.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magdagdon.engine import Difficulty, Game
from magdagdon.engine.board import encode, iter_placements
from magdagdon.storage import Store, make_settings
from tests.i18n.screens import seed_settings

from .conftest import Ui
from .player import Seen, magdagdon_roll, place, play_turn

SCREENS = (
    "game",
    "keys",
    "newGameQuestion",
    "settings",
    "rules",
    "about",
    "scores",
    "statistics",
    "daily",
    "playCode",
    "magdagdon",
    "ruin",
    "gameOver",
    "review",
    "scoresAfterGame",
    "replay",
    "replayReview",
    "statisticsAfterGame",
)


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    """A returning player's file: a game in progress and high scores in every table."""
    path = tmp_path / "settings.ini"
    seed_settings(path, Game(Difficulty.PEACEFUL))  # a new game: its dice are the game's own
    store = Store(make_settings(path))
    store.tutorial = "declined"  # the first start's offer was answered long ago
    store.flush()
    store.close()
    return path


def key(ui: Ui, k: Qt.Key) -> None:
    QTest.keyClick(ui.window, k)
    ui.settle(20)


def page(ui: Ui, button: str, name: str, ms: int = 50) -> None:
    """Tap ``button``; after ``ms`` (a dialog fades in longer) ``name`` is on screen."""
    ui.tap(button)
    ui.settle(ms)
    assert ui.visible(name), name


def review(ui: Ui, button: str) -> None:
    """Tap a REVIEW button: the review page, once the bot has gone over the game."""
    page(ui, button, "reviewPage")
    ui.qtbot.waitUntil(lambda: not ui.visible("reviewBusy"), timeout=20000)


def close(ui: Ui) -> None:
    """Escape: the open dialog or page closes (issue 15's key list)."""
    key(ui, Qt.Key.Key_Escape)
    ui.settle(250)  # dialogs fade out


def finish_turn(ui: Ui, rng: random.Random, seen: Seen) -> None:
    """Place dice until CONFIRM is possible, then CONFIRM (the turn begun before the pages)."""
    session = ui.session
    while not session.canConfirm:
        free = [d for d in range(4) if not ui.prop(f"die{d}", "prepared")]
        values = [ui.prop(f"die{d}", "value") for d in free]
        plan = next(iter_placements(encode(session.game.field), values, 1))
        place(ui, rng, seen, *plan[0])
    ui.tap_enabled("confirmButton")


def tour(ui: Ui) -> Iterator[str]:
    """Show each screen of :data:`SCREENS` in turn; the caller checks it before the next."""
    ui.window.requestActivate()
    session = ui.session
    session.queue_rolls([3, 4, 5, 6])
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell5")  # die 0 prepared (R3.1) ...
    ui.tap("die1")  # ... die 1 selected, its cells lit
    ui.settle(300)
    yield "game"

    key(ui, Qt.Key.Key_F1)
    assert ui.visible("keysCloseButton")
    yield "keys"
    close(ui)

    key(ui, Qt.Key.Key_N)
    assert ui.visible("dialogAcceptButton")
    yield "newGameQuestion"
    close(ui)
    assert session.phase == "PLACE"

    for button, name, screen in (
        ("settingsButton", "settingsPage", "settings"),
        ("rulesButton", "rulesFlickable", "rules"),
        ("aboutButton", "backButton", "about"),
        ("highScoresButton", "backButton", "scores"),
        ("statisticsButton", "statisticsPage", "statistics"),
    ):
        page(ui, button, name)
        yield screen
        close(ui)
        assert ui.visible("rollButton"), f"Escape did not leave {screen}"

    page(ui, "dailyButton", "dailyPage")
    yield "daily"
    page(ui, "playCodeButton", "codeField", 250)
    yield "playCode"
    ui.tap("playCodeCancelButton")
    ui.settle(250)
    close(ui)

    # Finish the turn, then roll what cannot be placed: the MAGDAGDON moment (R6.1).
    rng = random.Random(5)
    seen = Seen()
    finish_turn(ui, rng, seen)
    force = magdagdon_roll(ui)
    while force is None:
        play_turn(ui, rng, seen, force=None, take_back=False, power=False)
        force = magdagdon_roll(ui)
    session.queue_rolls(force)
    ui.tap_enabled("rollButton")
    ui.settle(300)
    assert session.phase == "MAGDAGDON"
    yield "magdagdon"
    ui.tap("acceptMagdagdonButton")
    ui.settle(300)
    assert session.choosingRuin
    yield "ruin"
    ui.tap(f"cell{min(session.game.ruinable_cells)}")
    ui.settle(50)
    while session.phase != "OVER":
        play_turn(ui, rng, seen, force=None, take_back=False, power=False)
    ui.wait_for_card()
    yield "gameOver"

    review(ui, "reviewButton")
    yield "review"
    close(ui)

    page(ui, "highScoresButton", "backButton")
    yield "scoresAfterGame"
    page(ui, "replayButton", "replayPage", 300)
    yield "replay"
    review(ui, "replayReviewButton")
    yield "replayReview"
    close(ui)
    close(ui)
    page(ui, "statisticsButton", "statisticsPage")
    yield "statisticsAfterGame"
