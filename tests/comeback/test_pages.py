"""The come-back screens driven by taps on the real window (offscreen), as a player would."""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QAccessible, QColor, QGuiApplication, QImage, QKeySequence
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from magdagdon.comeback import daily_seed
from magdagdon.comeback.share import share_text
from magdagdon.comeback.sources import code_of
from magdagdon.comeback.statsmodel import decimal
from magdagdon.comeback.text import day
from magdagdon.engine import Difficulty, Game
from tests.kiosk.conftest import finish_game
from tests.qml.conftest import Ui

from .conftest import TODAY
from .games import FakeClock, noon


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
    # Issue 38: a daily's game over leads with its day and counts down to the next daily.
    assert ui.visible("dailyOver")
    assert text(ui, "dailyOverDay") == f"Daily of {day(TODAY)}"  # a streak's first day
    clock.when = noon(TODAY)
    ui.qtbot.waitUntil(lambda: text(ui, "dailyOverNext") == "Next daily in 12:00:00")
    clock.when += timedelta(hours=11, minutes=52, seconds=51)
    ui.qtbot.waitUntil(lambda: text(ui, "dailyOverNext") == "Next daily in 0:07:09")

    ui.tap("shareButton")  # on the game-over card
    shared = QGuiApplication.clipboard().text()
    # One message with the date as the language writes it (issue 40: no word glued to an
    # ISO date in Python).
    assert shared.startswith(f"MAGDAGDON daily {day(TODAY)} · PEACEFUL · {score}\n")
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
    assert ui.visible("codeProblem") and "no game code" in text(ui, "codeProblem")
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


def test_the_share_text_pasted_as_copied_plays_its_game(comeback_ui: Ui) -> None:
    """Issue 37.11: what SHARE copied, pasted with Ctrl+V into the code field, plays."""
    ui = comeback_ui
    friend = Game(Difficulty.SURVIVAL, 4242)
    shared = share_text(friend) + "\n"  # as a chat hands it back
    QGuiApplication.clipboard().setText(shared)
    ui.tap("dailyButton")
    ui.tap("playCodeButton")
    field = ui.item("codeField")
    field.forceActiveFocus()
    QTest.keySequence(ui.window, QKeySequence.StandardKey.Paste)
    ui.settle()
    assert str(field.property("text")).strip()  # the field took the pasted text
    ui.tap("playCodeStartButton")
    ui.qtbot.waitUntil(lambda: ui.session.game.seed == 4242)
    assert ui.session.difficulty == "SURVIVAL" and ui.comeback.current["kind"] == "code"


def test_a_clock_set_back_makes_todays_daily_practice(comeback_ui: Ui, clock: FakeClock) -> None:
    """Issue 37.2: a day before one already played never counts."""
    ui = comeback_ui
    ui.tap("dailyButton")
    ui.tap("dailyPlayButton")  # today's counted daily
    finish_game(ui.session)
    game_over(ui)
    clock.when -= timedelta(days=2)  # the clock is set back two days
    ui.comeback.changed.emit()
    ui.tap("dailyButton")
    status = text(ui, "dailyStatus")
    assert status.startswith("Your clock is behind your last game") and day(TODAY) in status
    assert text(ui, "dailyPlayButton") == "PRACTICE"
    ui.tap("dailyPlayButton")
    assert ui.comeback.current["kind"] == "practice"
    assert ui.session.game.seed == daily_seed(clock.now().date())
    finish_game(ui.session)
    assert ui.comeback.daily.table(Difficulty.PEACEFUL)[0].day == TODAY  # only today counted


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
    assert ui.item("statMean").property("value") == decimal(sum(scores) / 3)
    assert ui.item("historyChart").property("points") is not None
    ui.tap("statsDailyButton")
    assert ui.visible("statisticsEmpty")  # no daily yet
    ui.tap("statsAllButton")
    buttons = ui.top_to_bottom("replayButton")
    assert len(buttons) == 3
    tap_item(ui, buttons[0])  # the top row: the newest game
    assert ui.visible("replayPage")
    assert ui.comeback.replay.replay.final.score().total == scores[-1]  # newest first


def test_statistics_after_one_game_read_as_one_game(comeback_ui: Ui) -> None:
    """After a first game the screen read "The last 1 game", "120.0" beside "120", named a
    mean line it did not draw, drew one bar across the whole chart, and its two plot cards
    ended at different heights."""
    ui = comeback_ui
    score = finish_game(ui.session)
    ui.session.newGame()
    ui.tap("statisticsButton")
    ui.settle(200)
    assert ui.item("statMean").property("value") == ui.item("statMedian").property("value")
    assert ui.item("statMean").property("value") == decimal(score)
    assert text(ui, "historyTitle") == "Your first game"
    assert not ui.visible("historyMeanLegend") and ui.visible("historyMeanLater")
    bars = [ui.item(f"histogramBar{i}") for i in range(5)]
    assert [b.height() > 0 for b in bars] == [False, False, True, False, False]
    chart = ui.item("histogramChart")
    assert bars[2].width() < chart.width() / 4
    assert ui.item("histogramCard").height() == ui.item("historyCard").height()

    ui.tap("backButton")
    finish_game(ui.session)
    ui.session.newGame()
    ui.tap("statisticsButton")
    ui.settle(200)
    assert text(ui, "historyTitle") == "Your 2 games"
    assert ui.visible("historyMeanLegend") and not ui.visible("historyMeanLater")


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


REPLAY_BUTTONS = (
    "replayPrevTurnButton",
    "replayPrevButton",
    "replayPlayButton",
    "replayNextButton",
    "replayNextTurnButton",
)


Mark = tuple[tuple[bool, ...], ...]  # a mark's shape: inked or not, on a grid


def descendants(item: QQuickItem) -> list[QQuickItem]:
    found, stack = [], list(item.childItems())
    while stack:
        child = stack.pop()
        found.append(child)
        stack.extend(child.childItems())
    return found


def icon_shape(ui: Ui, window: QImage, button: str, grid: int = 12) -> Mark:
    """The mark on a replay button as the player sees it: its inked pixels (whatever differs
    from the button's face), cropped to their bounds and sampled on a grid, so marks of
    another size or colour compare by their shape alone."""
    (icon,) = (
        i
        for i in descendants(ui.item(button))
        if i.metaObject().className().startswith("ReplayIcon")
    )
    top_left = icon.mapToScene(QPointF(0, 0))
    ratio = window.devicePixelRatio()
    box = QRect(
        round(top_left.x() * ratio),
        round(top_left.y() * ratio),
        round(icon.width() * ratio),
        round(icon.height() * ratio),
    )
    image = window.copy(box)
    face = QColor(image.pixel(0, 0))  # the mark keeps clear of its corners

    def inked(x: int, y: int) -> bool:
        c = QColor(image.pixel(x, y))
        diff = abs(c.red() - face.red()) + abs(c.green() - face.green())
        return diff + abs(c.blue() - face.blue()) > 120

    ink = [(x, y) for y in range(image.height()) for x in range(image.width()) if inked(x, y)]
    assert ink, f"{button}: no mark"
    left, right = min(x for x, _ in ink), max(x for x, _ in ink) + 1
    top, bottom = min(y for _, y in ink), max(y for _, y in ink) + 1
    dots = set(ink)
    return tuple(
        tuple(
            (
                left + int((col + 0.5) * (right - left) / grid),
                top + int((row + 0.5) * (bottom - top) / grid),
            )
            in dots
            for col in range(grid)
        )
        for row in range(grid)
    )


def unlike(a: Mark, b: Mark) -> float:
    """The share of grid points where two marks differ."""
    first = [p for row in a for p in row]
    second = [q for row in b for q in row]
    return sum(p != q for p, q in zip(first, second, strict=True)) / len(first)


def open_replay(ui: Ui) -> None:
    game_over(ui)
    ui.tap("showHighScoresButton")
    ui.tap("replayButton")
    assert ui.visible("replayPage")
    ui.settle(300)


def test_each_replay_button_has_a_mark_of_its_own(comeback_ui: Ui) -> None:
    """A play-tester could not tell PLAY from one step forward: both were the same triangle.
    Every control's mark differs in shape (not only in size or colour), PAUSE too."""
    ui = comeback_ui
    finish_game(ui.session)
    open_replay(ui)
    ui.comeback.replay.toTurn(2)  # every button enabled: its mark in the ink of its face
    ui.settle(50)
    window = ui.window.grabWindow()
    marks = {name: icon_shape(ui, window, name) for name in REPLAY_BUTTONS}
    ui.tap("replayPlayButton")
    assert ui.comeback.replay.playing
    marks["pause"] = icon_shape(ui, ui.window.grabWindow(), "replayPlayButton")
    ui.tap("replayPlayButton")
    names = list(marks)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            assert unlike(marks[first], marks[second]) >= 0.15, (first, second)


def test_the_replay_board_offers_no_take_back(comeback_ui: Ui) -> None:
    """In a game a prepared die carries the take-back badge (tap to take it back); on the
    replay's board nothing can be taken back, so its prepared dice carry none, and a screen
    reader does not offer it either."""
    ui = comeback_ui
    QAccessible.setActive(True)
    ui.session.roll()
    ui.session.tapDie(0)
    cell = min(ui.lit_cells())
    ui.tap(f"cell{cell}")
    assert ui.prop(f"cell{cell}", "prepared")
    assert ui.visible(f"takeBackBadge{cell}")  # the game's board: the badge as before
    ui.tap(f"cell{cell}")  # taken back
    finish_game(ui.session)
    open_replay(ui)
    replay = ui.comeback.replay
    board = ui.item("replayBoard")
    cells = {i.objectName(): i for i in descendants(board) if i.objectName().startswith("cell")}
    shown = 0
    while replay.position < replay.last:
        replay.next()
        ui.settle()
        for index in range(16):
            if cells[f"cell{index}"].property("prepared"):
                shown += 1
                badges = [
                    b
                    for b in descendants(cells[f"cell{index}"])
                    if b.objectName() == f"takeBackBadge{index}"
                ]
                assert badges and not any(b.isVisible() for b in badges), replay.step
                access = QAccessible.queryAccessibleInterface(cells[f"cell{index}"])
                assert access is not None
                said = access.text(QAccessible.Text.Name)
                assert "prepared" in said and "take back" not in said, said
    assert shown  # the replay did show prepared dice
