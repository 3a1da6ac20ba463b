"""The come-back screens driven by taps on the real window (offscreen), as a player would."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtTest import QTest

from magdagdon.comeback import daily_seed
from magdagdon.comeback.sources import code_of
from magdagdon.comeback.text import day
from magdagdon.engine import Difficulty, Game
from tests.kiosk.conftest import finish_game
from tests.qml.conftest import Ui

from .conftest import TODAY
from .games import FakeClock


def game_over(ui: Ui) -> None:
    """Until the game-over card is up (it follows the board's last ribbons)."""
    ui.qtbot.waitUntil(lambda: ui.visible("finalScoreLabel"), timeout=5_000)
    ui.settle(300)


def text(ui: Ui, name: str) -> str:
    return str(ui.prop(name, "text"))


def reveal(ui: Ui, item) -> None:
    """Scroll the page that holds ``item`` until it is in the window, as a finger would."""
    flick = item.parentItem()
    while flick is not None and flick.property("contentHeight") is None:
        flick = flick.parentItem()
    assert flick is not None
    top = item.mapToItem(flick.property("contentItem"), QPointF(0, 0)).y()
    room = flick.height() - item.height()
    limit = max(0.0, flick.property("contentHeight") - flick.height())
    flick.setProperty("contentY", min(limit, max(0.0, top - room / 2)))
    ui.settle()


def tap_item(ui: Ui, item) -> None:
    reveal(ui, item)
    QTest.mouseClick(
        ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, ui.centre(item)
    )


def type_code(ui: Ui, code: str) -> None:
    field = ui.item("codeField")
    field.setProperty("text", "")
    field.forceActiveFocus()
    for ch in code:  # typed key by key, as on a keyboard
        QTest.keyClick(ui.window, ch)
    ui.settle()


def test_daily_counts_once_then_shares_and_replays(comeback_ui: Ui, clock: FakeClock) -> None:
    ui = comeback_ui
    ui.tap("dailyButton")
    assert ui.visible("dailyPage")
    assert text(ui, "dailyDate") == day(TODAY, long=True)
    assert "waiting" in text(ui, "dailyStatus")
    assert "No PEACEFUL daily finished yet" in ui.item("dailyTable").property("emptyText")
    ui.tap("dailyPlayButton")  # PLAY TODAY: back to the board, on today's dice
    assert not ui.visible("dailyPage")
    assert ui.session.game.seed == daily_seed(TODAY) and not ui.session.game.log
    assert ui.visible("gameTag")  # the title says which game this is
    assert ui.comeback.current["label"].startswith("DAILY ")
    score = finish_game(ui.session)
    game_over(ui)

    ui.tap("shareButton")  # on the game-over card
    shared = QGuiApplication.clipboard().text()
    assert shared.startswith(f"MAGDAGDON daily {TODAY.isoformat()} · PEACEFUL · {score}\n")
    assert shared.endswith(f"code {code_of(ui.session.game)}")
    assert "COPIED" in text(ui, "shareButton")

    ui.tap("dailyButton")
    assert "played" in text(ui, "dailyStatus") and text(ui, "dailyScore") == str(score)
    assert "Streak: 1 day" in text(ui, "dailyStreak")
    assert text(ui, "dailyPlayButton") == "PRACTICE"
    ui.tap("dailyPlayButton")  # practice: same dice, not counted
    assert ui.session.game.seed == daily_seed(TODAY)
    finish_game(ui.session)
    ui.settle(50)
    ui.tap("dailyButton")
    assert len(ui.comeback.daily.table(ui.session.game.difficulty)) == 1  # still one

    ui.tap("replayButton")  # the one row of the daily table
    assert ui.visible("replayPage")
    replay = ui.comeback.replay
    assert replay.position == 0 and not ui.item("replayPrevButton").isEnabled()
    ui.tap("replayNextButton")
    ui.tap("replayNextButton")
    assert replay.position == 2
    ui.tap("replayPrevButton")
    assert replay.position == 1 and text(ui, "replayStep").startswith("ROLL: ")
    QTest.keyClick(ui.window, Qt.Key.Key_Right)  # the keyboard steps too
    assert replay.position == 2
    QTest.keyClick(ui.window, Qt.Key.Key_Left)
    assert replay.position == 1
    while ui.item("replayNextTurnButton").isEnabled():
        ui.tap("replayNextTurnButton")
    assert replay.position == replay.last
    assert text(ui, "replayScore") == f"Final score {score}"
    ui.tap("backButton")  # back to the daily screen it came from
    assert ui.visible("dailyPage")

    clock.next_day()  # tomorrow: a new daily, the streak still alive
    ui.comeback.changed.emit()
    ui.settle()
    assert "waiting" in text(ui, "dailyStatus")
    assert "Streak: 1 day" in text(ui, "dailyStreak")


def test_a_bad_code_is_explained_and_nothing_is_lost(comeback_ui: Ui) -> None:
    ui = comeback_ui
    ui.session.roll()  # a game in progress
    before = list(ui.session.game.log)
    ui.tap("dailyButton")
    ui.tap("playCodeButton")
    assert ui.visible("codeField")
    type_code(ui, "HELLO-WORLD")
    ui.tap("playCodeStartButton")
    assert ui.visible("codeProblem") and "not a game code" in text(ui, "codeProblem")
    assert list(ui.session.game.log) == before  # the game goes on
    assert text(ui, "codeField") == "HELLO-WORLD"  # the text stays to be corrected

    friend = code_of(Game(Difficulty.NIGHTMARE, 77))
    type_code(ui, friend.lower())  # case does not matter
    assert not ui.visible("codeProblem")
    ui.tap("playCodeStartButton")
    ui.tap("dialogAcceptButton")  # R2.2: the game in progress ends, after asking
    assert ui.session.game.seed == 77 and ui.session.difficulty == "NIGHTMARE"
    ui.settle(300)
    assert not ui.visible("codeField")


def test_statistics_empty_then_the_figures_of_the_history(comeback_ui: Ui) -> None:
    ui = comeback_ui
    ui.tap("statisticsButton")
    assert ui.visible("statisticsEmpty")
    ui.tap("statisticsPlayButton")
    assert not ui.visible("statisticsPage")
    scores = []
    for _ in range(3):
        scores.append(finish_game(ui.session))
        ui.session.newGame()
    ui.tap("statisticsButton")
    assert not ui.visible("statisticsEmpty")
    assert ui.item("statPlayed").property("value") == "3"
    assert ui.item("statBest").property("value") == str(max(scores))
    mean = sum(scores) / 3
    assert ui.item("statMean").property("value") == f"{mean:,.1f}"
    assert ui.item("historyChart").property("points") is not None
    ui.tap("statsDailyButton")
    assert ui.visible("statisticsEmpty")  # no daily yet
    ui.tap("statsAllButton")
    buttons = sorted(
        (b for b in ui.items("replayButton") if b.isVisible()),
        key=lambda b: b.mapToScene(QPointF(0, 0)).y(),
    )
    assert len(buttons) == 3
    tap_item(ui, buttons[0])  # the top row: the newest game
    assert ui.visible("replayPage")
    assert ui.comeback.replay.replay.final.score().total == scores[-1]  # newest first


def test_a_high_score_row_opens_its_replay(comeback_ui: Ui) -> None:
    ui = comeback_ui
    score = finish_game(ui.session)
    game_over(ui)
    ui.tap("showHighScoresButton")
    assert ui.visible("highScoresPage")
    ui.tap("replayButton")
    assert ui.visible("replayPage")
    replay = ui.comeback.replay
    ui.tap("replayPlayButton")
    assert replay.playing
    ui.tap("replayPlayButton")
    assert not replay.playing
    replay.toEnd()
    assert replay.replay.final.score().total == score
    assert list(replay.replay.game.cells) == list(ui.session.game.cells)


def test_the_replay_opens_the_review_of_the_recorded_game(comeback_ui: Ui) -> None:
    ui = comeback_ui
    finish_game(ui.session)
    game_over(ui)
    ui.tap("showHighScoresButton")
    ui.tap("replayButton")
    ui.tap("replayReviewButton")
    assert ui.visible("reviewPage")
    hints = ui.comeback.replay.reviewHints
    ui.qtbot.waitUntil(lambda: len(hints.review) == ui.session.game.turns, timeout=20_000)
    ui.settle(50)
    assert not ui.visible("reviewBusy")
    ui.tap("backButton")  # to the replay, then to the scores
    assert ui.visible("replayPage")
    ui.tap("backButton")
    assert ui.visible("highScoresPage")
    hints.shutdown()


def test_the_come_back_handles_are_named_for_screen_readers(comeback_ui: Ui) -> None:
    ui = comeback_ui
    finish_game(ui.session)
    game_over(ui)

    def named(*names: str) -> None:
        for name in names:
            access = QAccessible.queryAccessibleInterface(ui.item(name))
            assert access is not None and access.text(QAccessible.Text.Name), name

    named("dailyButton", "statisticsButton", "shareButton")  # the game-over card's SHARE
    ui.tap("showHighScoresButton")
    named("replayButton")  # on the high-score row
    ui.tap("dailyButton")
    named("playCodeButton")
    ui.tap("playCodeButton")
    access = QAccessible.queryAccessibleInterface(ui.item("codeField"))
    assert access is not None and access.text(QAccessible.Text.Name) == "Game code"
    ui.tap("playCodeCancelButton")
    ui.settle(300)
    ui.tap("highScoresButton")
    ui.tap("replayButton")
    named("replayNextButton", "replayPrevButton")
