"""Screenshots of every main state at 1280×800 and 800×1280, kept in test-artifacts/.

The game is steered by real taps; ROLL takes forced values (the session's test hook) so each
state is the one named: a mid-turn with lit cells, a MAGDAGDON, a ruin, a full board.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from magdagdon.engine import Difficulty

from .conftest import Ui

SIZES = [(1280, 800), (800, 1280)]
ROW = [3, 4, 5, 6]


def play_turn(ui: Ui, values: list[int], cells: list[int]) -> None:
    """ROLL the given values, tap die i then cell i for each cell, then CONFIRM."""
    ui.session.queue_rolls(values)
    ui.tap_enabled("rollButton")
    for die, cell in enumerate(cells):
        ui.tap(f"die{die}")
        assert cell in ui.lit_cells(), (die, cell, ui.session.game)
        ui.tap(f"cell{cell}")
    ui.tap_enabled("confirmButton")


@pytest.mark.parametrize("size", [*SIZES, (800, 600), (1080, 1920)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_game_states(ui: Ui, size: tuple[int, int]) -> None:
    ui.resize(*size)
    ui.screenshot("01-start")

    play_turn(ui, ROW, [0, 1, 2, 3])
    ui.session.queue_rolls([3, 4, 2, 5])
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell4")
    ui.tap("die1")
    ui.tap("cell5")
    ui.tap("die3")
    assert ui.lit_cells()
    ui.screenshot("02-mid-turn")
    ui.tap("cell6")
    ui.tap("die0")  # a prepared die: back to the tray (with what hangs on it)
    assert not ui.prop("cell4", "prepared")
    ui.tap("die0")
    ui.tap("cell4")
    ui.tap("die2")
    ui.tap("cell7")  # a 2 beside a 5: not lit, nothing happens
    assert not ui.prop("cell7", "prepared")
    ui.tap("die2")
    ui.session.queue_rolls([6])
    ui.tap("die2")
    ui.tap_enabled("rerollButton")  # REROLL: choose the dice (the selected 2 is chosen)
    assert ui.session.choosingReroll and ui.visible("cancelRerollButton")
    ui.screenshot("02b-choose-reroll")
    ui.tap_enabled("rerollButton")  # a Majda Power: the 2 becomes a 6
    assert ui.prop("die2", "value") == 6
    assert ui.prop("die2", "selected")  # still selected after the power
    ui.tap("cell7")
    ui.tap_enabled("confirmButton")

    ui.session.queue_rolls([1, 1, 1, 1])
    ui.tap_enabled("rollButton")
    assert ui.session.phase == "MAGDAGDON"
    ui.screenshot("03-magdagdon")
    ui.tap_enabled("acceptMagdagdonButton")
    assert ui.lit_cells() == list(range(8, 16))
    ui.screenshot("04-choose-ruin")
    ui.tap("cell8")
    assert ui.prop("cell8", "ruin")

    play_turn(ui, [4, 5, 6, 6], [9, 10, 11])
    play_turn(ui, [4, 3, 5, 6], [13, 12, 14, 15])
    assert ui.session.phase == "OVER"
    ui.wait_for_card()
    ui.screenshot("05-game-over")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_other_screens(ui: Ui, size: tuple[int, int]) -> None:
    ui.resize(*size)
    # Earlier games in the table, then a perfect NIGHTMARE game played by taps: rank 1.
    for score, turns in [(212, 9), (187, 10), (305, 8), (96, 11)]:
        ui.store.record(Difficulty.NIGHTMARE, score, turns, 0, datetime(2026, 5, 1 + turns, 20))
    ui.session.setDifficulty("NIGHTMARE")
    for row in range(4):
        play_turn(ui, ROW, [4 * row + c for c in range(4)])
    assert ui.session.lastRank == 1
    ui.wait_for_card()
    ui.tap_enabled("showHighScoresButton")
    ui.screenshot("07-high-scores")
    ui.tap("scoresTabPEACEFUL")
    ui.screenshot("07-high-scores-empty")
    for button, name in [
        ("rulesButton", "06-rules"),
        ("settingsButton", "08-settings"),
        ("aboutButton", "09-about"),
    ]:
        ui.tap(button)
        ui.screenshot(name)
    ui.tap("backButton")
    ui.item("rollButton")
