"""HINT, the live MAGDAGDON risk and the after-game review, in the real window (issue 7).

The hint is computed by the strong bot on a worker thread: the tests check that the window
keeps handling events while it thinks, that the ghost dice sit on the cells the bot chose
without playing them, that the game is then marked assisted up to its high-score record,
and that the risk line shows the exact figure of ``magdagdon_chance``.
"""

from __future__ import annotations

import time
from fractions import Fraction

import pytest
from PySide6.QtCore import QObject, QPointF, Qt, QTimer
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from magdagdon.app.wiring import hint_service
from magdagdon.engine import Difficulty, Game
from magdagdon.engine.search import magdagdon_chance
from magdagdon.qt.hints import HintService

from .conftest import Ui, inside
from .player import play_game
from .test_screenshots import SIZES, play_turn


def hints_of(ui: Ui) -> HintService:
    return hint_service(ui.engine)


def straight_to_complete(ui: Ui) -> None:
    """Turn 1 puts 3-4-5 on the top row; turn 2 rolls 1-6-2-2, a 6 that could complete the
    STRAIGHT (the strongest player measured may keep the row open instead: what it advises
    is the expert's to say, the tests check how it is shown and followed)."""
    play_turn(ui, [3, 4, 5, 1], [0, 1, 2])
    ui.session.queue_rolls([1, 6, 2, 2])
    ui.tap_enabled("rollButton")


def die_showing(ui: Ui, value: int) -> int:
    """The first die in the tray (not prepared) that shows ``value``."""
    return next(
        i for i, d in enumerate(ui.session.game.dice) if d.value == value and not d.prepared
    )


def ghosts(ui: Ui) -> list[dict[str, int]]:
    """The ghost dice shown on the board, in the order they carry."""
    shown = []
    for i in range(16):
        for item in ui.items(f"ghost{i}"):
            if item.isVisible():
                shown.append(
                    {
                        "cell": item.property("cell"),
                        "value": item.property("value"),
                        "order": item.property("order"),
                        "item": item,
                    }
                )
    return sorted(shown, key=lambda g: g["order"])


def test_the_first_hint_says_first_that_the_game_will_count_as_assisted(ui: Ui) -> None:
    """A HINT marks the game assisted in the high scores; the player learnt it only on the
    game-over card. Now the first HINT asks first (and CANCEL shows nothing, marks nothing);
    once agreed, HINT (tap or H) shows at once, in this game and the next."""
    ui.store.setProperty("hintExplained", False)  # a player who never tapped HINT
    straight_to_complete(ui)
    hints = hints_of(ui)
    for ask in (
        lambda: ui.tap_enabled("hintButton"),
        lambda: QTest.keyClick(ui.window, Qt.Key.Key_H),
    ):
        ask()
        ui.settle(50)
        assert ui.visible("dialogAcceptButton")
        assert "assisted" in str(ui.prop("confirmDialogText", "text"))
        assert not hints.busy and hints.hint == []
        ui.tap("dialogCancelButton")
        ui.settle(300)
        assert not ui.visible("dialogAcceptButton")
        assert not ui.session.assisted and hints.hint == []
    ui.tap_enabled("hintButton")
    ui.settle(50)
    ui.tap("dialogAcceptButton")
    ui.qtbot.waitUntil(lambda: hints.hint != [], timeout=10_000)
    assert ui.session.assisted and ui.store.property("hintExplained") is True
    ui.session.newGame()
    ui.tap_enabled("rollButton")
    ui.tap_enabled("hintButton")
    ui.settle(50)
    assert not ui.visible("dialogAcceptButton")
    ui.qtbot.waitUntil(lambda: hints.hint != [], timeout=10_000)


@pytest.mark.parametrize("size", [*SIZES, (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_hint_shows_ghost_dice_without_playing_and_the_ui_stays_responsive(
    ui: Ui, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    ui.resize(*size)
    straight_to_complete(ui)
    hints = hints_of(ui)
    before = ui.session.game.to_dict()
    assert not ui.session.assisted and ui.item("hintButton").isEnabled()

    # The real strong player, made to think at least 0.4 s (a hard position's worth).
    player = hints.player
    decide = player.decide

    def slow_decide(game):
        time.sleep(0.4)
        return decide(game)

    monkeypatch.setattr(player, "decide", slow_decide)
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    ui.tap_enabled("hintButton")
    assert hints.busy  # the tap returned while the bot still thinks
    assert ui.visible("hintBusy") and not ui.item("hintButton").isEnabled()
    ui.qtbot.waitUntil(lambda: not hints.busy and bool(hints.hint), timeout=20_000)
    timer.stop()
    assert len(ticks) >= 20, "the event loop stood still while the hint was computed"

    shown = ghosts(ui)
    *steps, last = hints.hint  # a plan: its PREPAREs (the ghosts), then CONFIRM (said)
    assert last["kind"] == "confirm"
    assert [(g["cell"], g["value"], g["order"]) for g in shown] == [
        (h["cell"], h["value"], h["order"]) for h in steps
    ]
    for ghost in shown:  # each ghost sits exactly on its cell
        item, cell = ghost["item"], ui.item(f"cell{ghost['cell']}")
        assert item.mapToScene(QPointF(0, 0)) == cell.mapToScene(QPointF(0, 0))
        # its corner digit keeps clear of the dashed outline (it touched it)
        [digit] = [d for d in item.findChildren(QQuickItem, "ghostDigit")]
        inside = item.width() - item.property("rim")
        assert digit.x() + digit.width() < inside and digit.y() + digit.height() < inside
    assert "in that order" in ui.prop("hintText", "text")
    assert ui.session.game.to_dict() == before  # shown, not played
    assert not ui.prop("cell3", "prepared") and ui.prop("cell3", "value") == 0
    assert ui.session.assisted
    ui.screenshot("14-hint")
    w, h = size
    for name in ["hintButton", "hintText", "riskLabel", "confirmButton", "rollButton", "die3"]:
        item = ui.item(name)
        bottom_right = item.mapToScene(QPointF(item.width(), item.height()))
        top_left = item.mapToScene(QPointF(0, 0))
        assert top_left.x() >= 0 and top_left.y() >= 0, (name, top_left)
        assert bottom_right.x() <= w + 0.5 and bottom_right.y() <= h + 0.5, (name, bottom_right)

    plan = [(g["cell"], g["value"]) for g in shown]
    first_cell, first_value = plan[0]
    ui.tap(f"die{die_showing(ui, first_value)}")
    ui.tap(f"cell{first_cell}")  # following the hint: its first step is done, the rest shows
    assert ui.prop(f"cell{first_cell}", "prepared")
    ui.settle(50)
    assert [(g["cell"], g["value"]) for g in ghosts(ui)] == plan[1:]
    if len(plan) > 1:
        assert "in that order" in ui.prop("hintText", "text")
    ui.tap(f"cell{first_cell}")  # taken back: the position the hint was for, all of it shows
    ui.settle(50)
    assert [(g["cell"], g["value"]) for g in ghosts(ui)] == plan
    assert ui.session.assisted  # the mark stays for the whole game
    ui.session.newGame()
    ui.qtbot.waitUntil(lambda: not ghosts(ui))  # the game moved on: the advice goes
    assert not ui.visible("hintText") or ui.prop("hintText", "text") == ""


def test_a_hint_asked_with_dice_prepared_as_it_advises_shows_only_the_rest(ui: Ui) -> None:
    """HINT plans the whole turn from the roll; dice the player already prepared where it
    puts them are steps done, so no ghost covers them (they covered the player's own dice);
    all of it done, the advice is to CONFIRM. A plan that differs still shows whole."""
    straight_to_complete(ui)
    hints = hints_of(ui)

    def ask() -> list[tuple[int, int, int]]:
        ui.tap_enabled("hintButton")
        ui.qtbot.waitUntil(lambda: not hints.busy and bool(hints.hint), timeout=20_000)
        ui.settle(50)
        return [(g["cell"], g["value"], g["order"]) for g in ghosts(ui)]

    plan = ask()
    assert len(plan) >= 2  # PEACEFUL places two dice a turn (R2.1)
    first_cell, first_value = plan[0][:2]
    ui.tap(f"die{die_showing(ui, first_value)}")
    ui.tap(f"cell{first_cell}")
    assert ui.prop(f"cell{first_cell}", "prepared")
    assert ask() == plan[1:]  # the same plan, its first step done: not drawn over that die
    assert "in that order" in ui.prop("hintText", "text")
    for cell, value, _order in plan[1:]:
        ui.tap(f"die{die_showing(ui, value)}")
        ui.tap(f"cell{cell}")
    assert ask() == []  # every step done: nothing to draw over the player's dice
    assert ui.prop("hintText", "text") == (
        "HINT: your prepared dice match the play it advises; press CONFIRM."
    )
    ui.tap(f"cell{first_cell}")  # the first die back (and the dice joined through it, R3.4)
    ui.settle(50)
    assert (ghosts(ui)[0]["cell"], ghosts(ui)[0]["value"]) == (first_cell, first_value)


def test_the_risk_line_is_the_exact_chance_after_the_prepared_dice(ui: Ui) -> None:
    hints = hints_of(ui)
    ui.session.setDifficulty("NIGHTMARE")
    play_turn(ui, [3, 4, 5, 1], [0, 1, 2])
    ui.session.queue_rolls([2, 6, 5, 2])
    ui.tap_enabled("rollButton")
    risks = []
    for die, cell in [(None, None), (1, 3), (0, 4), (2, 6)]:
        if die is not None:
            ui.tap(f"die{die}")
            ui.tap(f"cell{cell}")
            assert ui.prop(f"cell{cell}", "prepared")
        game = ui.session.game
        expected = magdagdon_chance(game.field, game.difficulty)
        assert isinstance(expected, Fraction)
        ui.qtbot.waitUntil(
            lambda e=expected: ui.prop("riskLabel", "risk") == pytest.approx(float(e), abs=1e-12),
            timeout=10_000,
        )
        assert hints.risk == pytest.approx(float(expected), abs=1e-12)
        ui.settle(50)
        if die is None:  # nothing prepared: no board to confirm, no line (its room stays)
            assert float(ui.prop("riskLabel", "opacity")) == 0
            risks.append(float(expected))
            continue
        assert float(ui.prop("riskLabel", "opacity")) > 0
        percent = float(expected) * 100
        figure = "<0.1" if 0 < percent < 0.05 else f"{percent:.1f}"  # one precision for all
        # NIGHTMARE needs 3 dice (R2): "if you confirm" only once CONFIRM is possible.
        assert ui.session.canConfirm == (ui.session.preparedCount >= 3)
        dead = ui.session.deadCells  # issue 38: the cells no die can fill, as the cause
        cause = {0: "", 1: "\n1 cell can never take a die (marked on the board)."}
        assert ui.prop("riskLabel", "text") == (
            f"If you confirm this board, the next ROLL is a MAGDAGDON with a chance of {figure}%"
            if ui.session.canConfirm
            else "With the dice placed so far, the next ROLL would be a MAGDAGDON"
            f" with a chance of {figure}%"
        ) + cause.get(dead, f"\n{dead} cells can never take a die (marked on the board).")
        risks.append(float(expected))
        if len(risks) == 2:
            ui.screenshot("15-risk")
    assert risks[1] > 0.05 and risks[-1] != risks[1]  # a real risk, and it follows the dice


def test_the_risk_line_says_nothing_where_it_means_nothing(ui: Ui) -> None:
    """Issue 12: no "0.0%" about a board that cannot be confirmed: on the empty board before
    the first die is placed (R4: a turn places at least its minimum), and while the dice to
    throw again are chosen (R5.4, REROLL); it shows again once a die is prepared. On a later
    turn too, nothing prepared means nothing to confirm: no line (it read as the last turn's)."""
    hints = hints_of(ui)

    def risk_shown() -> bool:
        ui.qtbot.waitUntil(lambda: hints.wait(0))
        ui.settle(50)
        return float(ui.prop("riskLabel", "opacity")) > 0

    assert risk_shown()  # before ROLL: the chance that this roll is a MAGDAGDON
    ui.session.queue_rolls([2, 3, 4, 6])
    ui.tap_enabled("rollButton")
    assert ui.session.turn == 1 and not risk_shown()  # an empty board, nothing prepared
    ui.tap("die0")
    ui.tap_enabled("rerollButton")
    assert ui.session.choosingReroll and not risk_shown()
    ui.tap_enabled("rerollButton")  # the 2 is thrown again
    ui.tap("die1")
    ui.tap("cell5")
    assert ui.prop("cell5", "prepared") and risk_shown()
    ui.tap("die2")
    ui.tap_enabled("rerollButton")
    assert ui.session.choosingReroll and not risk_shown()  # choosing, with a board: nothing
    ui.tap_enabled("cancelRerollButton")
    ui.tap("die2")  # a second die, and CONFIRM
    ui.tap(f"cell{min(ui.lit_cells())}")
    ui.tap_enabled("confirmButton")
    assert risk_shown()  # before ROLL
    ui.session.queue_rolls([3, 4, 4, 5])
    ui.tap_enabled("rollButton")
    assert ui.session.turn == 2 and ui.session.preparedCount == 0 and not risk_shown()


def test_the_risk_line_is_gone_once_the_prepared_dice_fill_the_board(ui: Ui) -> None:
    """Confirming a full board ends the game (R8.1): no roll comes after it, so there is no
    chance to give ("0.0%" before, or the chance of a roll that never comes)."""
    hints = hints_of(ui)

    def risk_shown() -> bool:
        ui.qtbot.waitUntil(lambda: hints.wait(0))
        ui.settle(50)
        return float(ui.prop("riskLabel", "opacity")) > 0

    for row in range(3):
        play_turn(ui, [3, 4, 5, 6], [4 * row + c for c in range(4)])
    ui.session.queue_rolls([3, 4, 5, 6])
    ui.tap_enabled("rollButton")
    for die in range(3):
        ui.tap(f"die{die}")
        ui.tap(f"cell{12 + die}")
    assert hints.nextRoll and risk_shown()  # one cell left: a roll would come
    ui.tap("die3")
    ui.tap("cell15")
    assert ui.prop("cell15", "prepared")
    assert not hints.nextRoll and not risk_shown()
    ui.tap("cell15")  # taken back: the roll to come is back, and its chance
    assert hints.nextRoll and risk_shown()


def test_the_risk_line_follows_the_language(ui: Ui) -> None:
    ui.language.setCurrent("fr")
    ui.settle(20)
    hints = hints_of(ui)
    play_turn(ui, [3, 4, 5, 1], [0, 1, 2])
    ui.session.queue_rolls([2, 6, 5, 2])
    ui.tap_enabled("rollButton")
    ui.tap("die1")
    ui.tap("cell3")
    ui.qtbot.waitUntil(lambda: hints.wait(0) and ui.prop("riskLabel", "risk") == hints.risk)
    text = ui.prop("riskLabel", "text")
    assert "MAGDAGDON" in text and "If you confirm" not in text  # the French text
    percent = hints.risk * 100
    if 0 < percent < 10:
        assert "," in text  # the French decimal comma


def test_an_assisted_game_is_recorded_and_marked_in_the_table(ui: Ui) -> None:
    ui.session.setDifficulty("NIGHTMARE")
    hints = hints_of(ui)
    ui.session.queue_rolls([3, 4, 5, 6])
    ui.tap_enabled("rollButton")
    ui.tap_enabled("hintButton")
    ui.qtbot.waitUntil(lambda: bool(hints.hint), timeout=20_000)
    assert ui.session.assisted
    for die in range(4):
        ui.tap(f"die{die}")
        ui.tap(f"cell{die}")
    ui.tap_enabled("confirmButton")
    for row in range(1, 4):
        play_turn(ui, [3, 4, 5, 6], [4 * row + c for c in range(4)])
    assert ui.session.phase == "OVER" and ui.session.score == 544
    [record] = ui.store.high_scores(Difficulty.NIGHTMARE)
    assert record.assisted and record.score == 544
    assert ui.store.load_game() is None
    ui.wait_for_card()
    assert ui.visible("assistedLabel")
    ui.screenshot("17-game-over-assisted")

    ui.tap_enabled("showHighScoresButton")
    ui.qtbot.waitUntil(lambda: ui.visible("highScoresPage"))
    marks = [m for m in ui.items("assistedMark") if m.isVisible() and m.property("shown")]
    assert len(marks) == 2  # the heading and the one record
    ui.screenshot("17-high-scores-assisted")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_review_lists_every_turn_after_game_over(ui: Ui, size: tuple[int, int]) -> None:
    ui.resize(*size)
    ui.session.setDifficulty("NIGHTMARE")
    play_game(ui, Difficulty.NIGHTMARE, seed=11)
    turns = ui.session.turns
    assert ui.session.phase == "OVER" and turns >= 4
    ui.wait_for_card()
    assert ui.visible("reviewButton")
    ui.tap_enabled("reviewButton")
    ui.qtbot.waitUntil(lambda: ui.visible("reviewPage"))
    hints = hints_of(ui)
    ui.qtbot.waitUntil(lambda: len(hints.review) == turns, timeout=60_000)
    ui.settle(50)
    assert ui.item("reviewList").property("count") == turns
    assert [t["turn"] for t in hints.review] == list(range(1, turns + 1))
    assert all(t["lost"] >= 0 for t in hints.review)
    summary = ui.prop("reviewSummary", "text")
    assert "Turns as good as the expert's: " in summary and f" of {turns} · " in summary
    assert ui.visible("reviewRow0")
    ui.screenshot("16-review")


def test_the_review_is_ready_before_review_is_tapped(ui: Ui) -> None:
    """For a player who asked the bot (here a HINT), it goes through the game from game
    over on, while the card counts up: REVIEW opens on every turn at once, not working."""
    hints = hints_of(ui)
    ui.session.queue_rolls([3, 4, 5, 1])
    ui.tap_enabled("rollButton")
    ui.tap_enabled("hintButton")
    ui.qtbot.waitUntil(lambda: bool(hints.hint), timeout=20_000)
    for die, cell in ((0, 0), (1, 1)):
        ui.tap(f"die{die}")
        ui.tap(f"cell{cell}")
    ui.tap_enabled("confirmButton")
    play_game(ui, Difficulty.PEACEFUL, seed=3)
    turns = ui.session.turns
    ui.wait_for_card()
    ui.qtbot.waitUntil(lambda: len(hints.review) == turns, timeout=20_000)
    assert not ui.visible("reviewPage")  # nobody asked yet
    ui.tap_enabled("reviewButton")
    ui.qtbot.waitUntil(lambda: ui.visible("reviewPage"))
    assert not ui.visible("reviewBusy")
    assert ui.item("reviewList").property("count") == turns
    assert "Turns as good as the expert's: " in ui.prop("reviewSummary", "text")


def test_the_review_page_works_visibly_and_shows_turns_as_they_come(
    ui: Ui, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opened before the bot is done (a NIGHTMARE game by a player who never asked for a
    HINT: the review starts on the tap), the page says it is working, and the first turns show
    while the later ones are still being looked at."""
    hints = hints_of(ui)
    ui.session.setDifficulty("NIGHTMARE")
    play_game(ui, Difficulty.NIGHTMARE, seed=11)
    turns = ui.session.turns
    ui.wait_for_card()
    assert hints.wait(10_000) and hints.review == []  # its tables are not loaded: not yet
    from magdagdon.ai.expert import ExpertPlayer

    decide = ExpertPlayer.decide

    def slow_decide(self, game):  # a slow machine's bot: 0.3 s a turn at least
        time.sleep(0.3)
        return decide(self, game)

    monkeypatch.setattr(ExpertPlayer, "decide", slow_decide)
    ui.tap_enabled("reviewButton")
    ui.qtbot.waitUntil(lambda: ui.visible("reviewPage"))
    assert ui.visible("reviewBusy")
    assert f"going through your {turns} turns" in ui.prop("reviewSummary", "text")
    # The list makes a row's delegate at its next polish, a frame after the row arrives.
    ui.qtbot.waitUntil(lambda: ui.visible("reviewRow0"), timeout=20_000)
    assert ui.visible("reviewBusy")  # while the bot still works
    assert ui.item("reviewList").property("count") < turns
    ui.screenshot("16b-review-working")
    ui.qtbot.waitUntil(lambda: len(hints.review) == turns, timeout=60_000)
    ui.settle(50)
    assert not ui.visible("reviewBusy")
    assert ui.item("reviewList").property("count") == turns


@pytest.mark.parametrize("difficulty", ["PEACEFUL", "NIGHTMARE"])
def test_a_hint_in_a_magdagdon_shows_the_power_or_the_cell_to_ruin(ui: Ui, difficulty: str) -> None:
    ui.session.setDifficulty(difficulty)
    hints = hints_of(ui)
    play_turn(ui, [3, 4, 5, 6], [0, 1, 2, 3])
    ui.session.queue_rolls([1, 1, 1, 1])  # nothing can go next to 3-4-5-6: a MAGDAGDON
    ui.tap_enabled("rollButton")
    assert ui.session.phase == "MAGDAGDON"
    ui.tap_enabled("hintButton")
    ui.qtbot.waitUntil(lambda: not hints.busy and bool(hints.hint), timeout=20_000)
    [advice] = hints.hint
    text = ui.prop("hintText", "text")
    if advice["kind"] == "ruin":
        [ghost] = ghosts(ui)
        assert ghost["item"].property("ruin") and ghost["cell"] == advice["cell"]
        assert "ACCEPT MAGDAGDON" in text
        assert not any(ui.visible(f"hintMark{d}") for d in range(4))
        ui.tap_enabled("acceptMagdagdonButton")  # the marked cell stays marked while choosing
        assert [g["cell"] for g in ghosts(ui)] == [advice["cell"]]
        assert advice["cell"] in ui.lit_cells()
        text = ui.prop("hintText", "text")  # accepted: only the ruin is left to do
        assert "ACCEPT MAGDAGDON" not in text and "×" in text, text
    else:
        marked = [d for d in range(4) if ui.visible(f"hintMark{d}")]
        dice = [advice["die"]] if advice["kind"] == "adjust" else advice["dice"]
        assert marked == sorted(dice) and not ghosts(ui)
        assert ("REROLL" if advice["kind"] == "reroll" else "1.") in text
    if difficulty == "NIGHTMARE":
        assert advice["kind"] == "ruin"  # no Majda Power in NIGHTMARE
    assert ui.session.phase == "MAGDAGDON" and ui.session.assisted
    ui.screenshot(f"14b-hint-magdagdon-{difficulty.lower()}")
    if advice["kind"] == "ruin":
        ui.tap(f"cell{advice['cell']}")  # the ghost lets the tap through to its cell
        assert ui.prop(f"cell{advice['cell']}", "ruin") and ui.session.phase == "ROLL"
        assert not ghosts(ui)


def test_a_hint_is_said_in_words_for_a_screen_reader(ui: Ui) -> None:
    """Issue 15 (from a11y): the ghost dice need eyes; the HINT's arrival is announced with
    each die's value and cell, in the order the ghosts carry."""
    straight_to_complete(ui)
    hints = hints_of(ui)
    ui.tap_enabled("hintButton")
    ui.qtbot.waitUntil(lambda: not hints.busy and bool(hints.hint), timeout=20_000)
    ui.settle(20)
    steps = [
        f"the {g['value']} to row {g['cell'] // 4 + 1}, column {g['cell'] % 4 + 1}"
        for g in ghosts(ui)
    ]
    said = ui.items("announcement")[0].property("text")
    assert said.startswith("HINT: ") and steps, said
    for step in steps:
        assert step in said, (step, said)
    # in the ghosts' order, every step of the plan
    assert [said.index(step) for step in steps] == sorted(said.index(step) for step in steps)
    assert len(steps) == len([a for a in hints.hint if a["kind"] == "prepare"])


def test_the_review_shows_the_expert_turn_after_a_power_first(ui: Ui) -> None:
    """Where the expert would DECREASE/INCREASE first (R5.2), its board shows the dice it
    would then place, and its line says so; before, that board was left empty."""
    from magdagdon.ai.players import GreedyPlayer, StrongPlayer
    from magdagdon.ai.review import review
    from magdagdon.ai.runner import play_game as bot_game
    from magdagdon.engine import Adjust, Prepare

    ui.store.tutorial = "declined"
    for row in range(4):
        play_turn(ui, [3, 4, 5, 6], [4 * row + c for c in range(4)])
    ui.wait_for_card()
    ui.tap_enabled("reviewButton")
    ui.qtbot.waitUntil(lambda: ui.visible("reviewPage"))
    hints = hints_of(ui)
    ui.qtbot.waitUntil(lambda: len(hints.review) == 4, timeout=60_000)
    # A PEACEFUL game's review by the strong player has such turns (3 and 4).
    game = bot_game(GreedyPlayer(), Difficulty.PEACEFUL, 2, keep_game=True).game
    turns = review(game, StrongPlayer())
    hints.publish({"review": [t.to_dict() for t in turns]})
    ui.settle(50)
    i = next(n for n, t in enumerate(turns) if isinstance(t.suggestion.first, Adjust))
    turn = turns[i]
    assert turn.then is not None
    power = turn.suggestion.first
    assert isinstance(power, Adjust)
    ui.item("reviewList").positionViewAtIndex(i, 0)  # ListView.Beginning
    ui.settle(50)
    row = ui.item(f"reviewRow{i}")
    board = next(b for b in ui.items("reviewExpertBoard") if inside(b, row))
    placed = [a.cell for a in turn.then.actions if isinstance(a, Prepare)]
    assert [m["cell"] for m in board.property("marks").toVariant()] == placed
    word = "INCREASE\u00a0+1" if power.delta > 0 else "DECREASE\u00a0\u22121"
    texts = [t.property("text") for t in row.findChildren(QObject) if t.property("text")]
    assert any(str(x).startswith(word) and "then" in str(x) for x in texts), texts

    # The player's powers are worded too: a REROLL, then an INCREASE on the thrown die.
    game = Game(Difficulty.PEACEFUL, 1)
    game.roll([3, 4, 1, 6])
    game.reroll([2], [2])
    game.adjust(2, 1)
    game.prepare(0, 5)
    game.prepare(1, 6)
    game.confirm()
    hints.publish({"review": [t.to_dict() for t in review(game, StrongPlayer())]})
    ui.item("reviewList").positionViewAtIndex(0, 0)
    ui.settle(50)
    row = ui.item("reviewRow0")
    texts = [str(t.property("text")) for t in row.findChildren(QObject) if t.property("text")]
    assert any("REROLL of 1 die: 2" in t and "INCREASE\u00a0+1 on a 2" in t for t in texts), texts
