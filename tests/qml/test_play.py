"""Complete games on every difficulty, played only by tapping the window's named items."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from magdagdon.engine import Difficulty, Game

from .conftest import Ui, shown
from .player import play_game
from .test_layout import HANDLES
from .test_screenshots import play_turn


def choose_difficulty(ui: Ui, name: str) -> None:
    ui.tap("settingsButton")
    ui.tap(f"difficulty{name}")
    if ui.visible("dialogAcceptButton"):
        ui.tap("dialogAcceptButton")  # CHANGE AND START goes back to the new game itself
    else:
        ui.tap("backButton")
    assert ui.session.difficulty == name
    assert ui.prop("difficultyLabel", "text") == name


@pytest.mark.parametrize("difficulty", list(Difficulty), ids=lambda d: d.name)
def test_complete_game_by_taps(ui: Ui, difficulty: Difficulty) -> None:
    choose_difficulty(ui, difficulty.name)
    seen = play_game(ui, difficulty, seed=hash(difficulty.name) % 1000)

    game = ui.session.game
    assert game.is_over
    assert Game.from_dict(game.to_dict()).to_dict() == game.to_dict()  # every action legal
    assert seen.take_backs >= 1
    assert seen.magdagdons >= 1 and seen.ruins >= 1
    assert seen.powers >= (1 if difficulty.powers else 0)
    assert game.powers_used == seen.powers
    assert ui.session.rejections == 0

    # The game-over screen: final score, its breakdown, the rank it reached, NEW GAME.
    total = game.score().total
    ui.wait_for_card()
    assert ui.prop("finalScoreLabel", "text") == shown(total)
    assert ui.prop("scoreLabel", "text") == shown(total)
    # Each line shows its own sum, as the board's margin does: the lines add up to "Rows and
    # columns" (R7.1; a line's sum with its bonus in it added up to nothing shown).
    score = game.score()
    sums = [
        int(ui.prop(f"breakdownSum{kind}{i}", "text").replace("\u2212", "-"))
        for kind in ("Row", "Column")
        for i in range(4)
    ]
    assert sums == [line.sum for line in score.lines] and sum(sums) == score.base
    # A penalty row only where there is one (NIGHTMARE has no power to count).
    assert ui.visible("breakdownRuins") == (score.ruins > 0)
    assert ui.visible("breakdownPowers") == (score.powers_used > 0)
    assert ui.session.lastRank == 1  # the first game of this difficulty's table
    assert ui.prop("rankLabel", "text") == f"First {difficulty.name} score"  # not a "record"
    [record] = ui.store.high_scores(difficulty)
    assert (record.score, record.turns, record.powers_used) == (total, game.turns, game.powers_used)
    ui.tap_enabled("gameOverNewGameButton")
    assert ui.session.phase == "ROLL" and ui.session.turns == 0
    assert ui.item("rollButton").isEnabled()
    assert ui.session.difficulty == difficulty.name


def test_high_scores_screen_shows_the_new_record(ui: Ui) -> None:
    choose_difficulty(ui, "NIGHTMARE")
    play_game(ui, Difficulty.NIGHTMARE, seed=5)
    ui.wait_for_card()
    ui.tap_enabled("showHighScoresButton")
    rows = ui.items("highScoresList")[0]
    assert rows.property("count") == 1
    ui.tap("scoresTabPEACEFUL")
    assert rows.property("count") == 0
    ui.tap("backButton")


def test_drag_a_die_onto_a_cell(ui: Ui) -> None:
    ui.session.queue_rolls([2, 3, 5, 6])
    ui.tap_enabled("rollButton")
    ui.drag("die1", "cell5")
    assert ui.prop("cell5", "prepared") and ui.prop("cell5", "value") == 3
    assert ui.prop("die1", "prepared")
    ui.drag("die3", "cell15")  # not joined to the 3: refused, the die goes home
    assert not ui.prop("die3", "prepared")
    ui.drag("die0", "cell6")
    assert ui.prop("cell6", "value") == 2
    assert ui.item("confirmButton").isEnabled()


def test_a_die_dragged_as_it_returns_home_is_carried_under_the_pointer(ui: Ui) -> None:
    """Issue 39 (the kiosk's lost drags): a die taken back and dragged at once, while it is
    still on its way home, was measured from where it was drawn on the way, so it hung up to
    half a die from the finger and could land a cell away. It is home the moment it is taken."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    ui.session.queue_rolls([3, 4, 1, 1])
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell9")
    ui.tap("cell9")  # taken back: it flies home over 140 ms
    start = ui.centre(ui.item("die0"))
    end = ui.centre(ui.item("cell6"))
    QTest.mousePress(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 5):  # half way to cell 6, pressed all along
        at = QPoint(
            start.x() + (end.x() - start.x()) * i // 8, start.y() + (end.y() - start.y()) * i // 8
        )
        QTest.mouseMove(ui.window, at, 5)
        body = ui.items("dieBody0")[0]
        centre = body.mapToScene(QPointF(body.width() / 2, body.height() / 2))
        assert abs(centre.x() - at.x()) <= 2 and abs(centre.y() - at.y()) <= 2, (centre, at)
    for i in range(5, 9):
        at = QPoint(
            start.x() + (end.x() - start.x()) * i // 8, start.y() + (end.y() - start.y()) * i // 8
        )
        QTest.mouseMove(ui.window, at, 5)
    QTest.mouseRelease(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 5)
    assert ui.prop("cell6", "prepared") and ui.prop("cell6", "value") == 3


def test_take_back_returns_what_hangs_on_it(ui: Ui) -> None:
    ui.session.queue_rolls([3, 3, 3, 3])
    ui.tap_enabled("rollButton")
    for die, cell in [(0, 0), (1, 1), (2, 2)]:
        ui.tap(f"die{die}")
        ui.tap(f"cell{cell}")
    ui.tap("cell0")  # R3.4: 1 and 2 stay joined to each other on a board with no number
    assert [ui.prop(f"cell{c}", "prepared") for c in range(3)] == [False, True, True]
    ui.tap("cell1")  # the 2 alone is still one connected group: it stays
    assert ui.session.preparedCount == 1


def test_dead_end_says_take_a_die_back(ui: Ui) -> None:
    # NIGHTMARE needs 3: 2-3-4 in a chain works, but a 6 placed first blocks every way (R6.4).
    choose_difficulty(ui, "NIGHTMARE")
    ui.session.queue_rolls([2, 3, 4, 6])
    ui.tap_enabled("rollButton")
    assert not ui.session.deadEnd
    ui.tap("die3")
    ui.tap("cell5")
    assert ui.session.deadEnd
    assert ui.prop("hintLabel", "text") == "No way to place enough dice: take the 6 back."
    assert not ui.item("confirmButton").isEnabled()
    ui.screenshot("12-dead-end")
    ui.tap("cell5")  # take the 6 back
    assert not ui.session.deadEnd and ui.session.preparedCount == 0
    for die, cell in [(0, 5), (1, 6), (2, 7)]:
        ui.tap(f"die{die}")
        ui.tap(f"cell{cell}")
    ui.tap_enabled("confirmButton")
    assert ui.session.score == 18


def test_magdagdon_can_be_rescued_or_backed_out_of(ui: Ui) -> None:
    choose_difficulty(ui, "PEACEFUL")
    ui.session.queue_rolls([1, 1, 1, 1])
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell0")
    ui.tap("die1")
    ui.tap("cell1")
    ui.tap_enabled("confirmButton")
    ui.session.queue_rolls([6, 6, 6, 6])
    ui.tap_enabled("rollButton")
    assert ui.session.phase == "MAGDAGDON"
    assert ui.item("acceptMagdagdonButton").isEnabled()
    ui.tap_enabled("acceptMagdagdonButton")
    assert ui.session.choosingRuin and len(ui.lit_cells()) == 14
    ui.tap_enabled("cancelRuinButton")  # changed my mind: a power may still rescue it
    assert not ui.session.choosingRuin and not ui.lit_cells()
    ui.tap("die2")
    ui.tap_enabled("decreaseButton")  # armed: CHANGE TO 5, CANCEL beside it (issue 38)
    assert ui.prop("decreaseButton", "text") == "CHANGE TO 5"
    assert ui.visible("cancelRerollButton") and not ui.visible("rerollButton")
    assert ui.session.powersUsed == 0
    ui.tap_enabled("decreaseButton")  # 6 -> 5: still no way next to the 1s
    assert ui.session.phase == "MAGDAGDON" and ui.session.powersUsed == 1
    ui.session.queue_rolls([2, 2, 1, 1])
    ui.tap_enabled("rerollAllButton")
    assert ui.session.phase == "PLACE" and ui.session.powersUsed == 2
    assert ui.prop("die0", "value") == 2


def test_magdagdon_offers_the_change_that_surely_rescues_it(ui: Ui) -> None:
    """R6.2: when one DECREASE/INCREASE ends the MAGDAGDON for sure, the screen offers it
    first, named and priced, beside REROLL ALL DICE's chance."""
    choose_difficulty(ui, "PEACEFUL")
    play_turn(ui, [1, 1, 6, 6], [0, 1])  # two 1s: only 1s and 2s join them (R4.3)
    ui.session.queue_rolls([6, 6, 6, 6])
    ui.tap_enabled("rollButton")
    assert ui.session.phase == "MAGDAGDON"
    assert not ui.visible("sureRescueButton") and ui.visible("rerollAllButton")
    ui.session.queue_rolls([6, 3, 3, 5])
    ui.tap_enabled("rerollAllButton")  # still MAGDAGDON, but a 3 made a 2 would join
    assert ui.session.phase == "MAGDAGDON" and ui.visible("sureRescueButton")
    assert (
        ui.prop("sureRescueButton", "text") == "DECREASE\u00a0−1 ON THE 3"
    )  # the button's own word
    assert ui.prop("sureRescueButton", "detail") == "it becomes a 2, −20 points"
    ui.screenshot("13-magdagdon-sure-rescue")
    ui.tap_enabled("sureRescueButton")
    assert ui.session.phase == "PLACE" and ui.session.powersUsed == 2
    assert ui.prop("die1", "value") == 2
    assert sorted(ui.lit_cells()) == [2, 4, 5]  # the changed die is selected, to be placed


def test_changing_difficulty_mid_game_asks_first(ui: Ui) -> None:
    ui.session.queue_rolls([2, 2, 2, 2])
    ui.tap_enabled("rollButton")
    ui.tap("settingsButton")
    ui.tap("difficultySURVIVAL")
    assert ui.visible("dialogAcceptButton")
    ui.screenshot("13-ask-before-changing-difficulty")
    ui.tap("dialogCancelButton")
    assert ui.session.difficulty == "PEACEFUL" and ui.session.phase == "PLACE"
    ui.tap("difficultySURVIVAL")
    ui.tap("dialogAcceptButton")
    assert ui.session.difficulty == "SURVIVAL" and ui.session.phase == "ROLL"
    assert ui.visible("rollButton") and not ui.visible("settingsPage")  # back to the new game
    assert ui.store.difficulty == "SURVIVAL"
    assert ui.store.high_scores(Difficulty.PEACEFUL) == []  # abandoned, not recorded


def test_new_game_asks_when_a_game_is_in_progress(ui: Ui) -> None:
    ui.tap("newGameButton")  # nothing to lose yet: no question
    assert not ui.visible("dialogAcceptButton")
    ui.tap_enabled("rollButton")
    ui.tap("newGameButton")
    ui.tap("dialogAcceptButton")
    assert ui.session.phase == "ROLL" and not ui.session.inProgress


def test_items_expose_their_state(ui: Ui) -> None:
    for (
        name
    ) in HANDLES:  # each stable handle is there, exactly once (accessible names: test_layout)
        ui.item(name)
    for d in range(4):
        item = ui.item(f"die{d}")
        assert item.property("value") == 0 and item.property("prepared") is False
        assert item.property("selected") is False
    for c in range(16):
        item = ui.item(f"cell{c}")
        assert (
            item.property("value"),
            item.property("ruin"),
            item.property("prepared"),
            item.property("legal"),
        ) == (0, False, False, False)
    point = ui.item("cell5").mapToScene(QPointF(1, 1))
    assert point.x() > 0
