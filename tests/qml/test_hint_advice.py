"""HINT's words when the player's prepared dice are not where its plan puts them (a
play-tester: the ghost covered the player's own die and the advice never said to take it
back)."""

from __future__ import annotations

from .conftest import Ui
from .test_hint_ui import ghosts, hints_of, straight_to_complete


def test_a_hint_that_differs_from_the_prepared_dice_says_to_take_them_back(ui: Ui) -> None:
    straight_to_complete(ui)  # 3-4-5 on the top row; 1-6-2-2 rolled: the 6 completes it
    hints = hints_of(ui)
    six = next(i for i, d in enumerate(ui.session.game.dice) if d.value == 6)
    ui.tap(f"die{six}")
    ui.tap("cell6")  # the 6 below the 5, not where the plan puts it (cell 3)
    assert ui.prop("cell6", "prepared")
    ui.tap_enabled("hintButton")
    ui.qtbot.waitUntil(lambda: not hints.busy and bool(hints.hint), timeout=20_000)
    ui.settle(50)
    shown = [(g["cell"], g["value"]) for g in ghosts(ui)]
    placing = [a for a in hints.hint if a["kind"] == "prepare"]
    assert shown[0] == (3, 6) and len(shown) == len(placing)  # the whole plan
    assert ui.prop("hintText", "text") == (
        f"HINT: take your prepared dice back, then place {len(shown)} dice as the numbered"
        " ghosts show."
    )
    ui.tap("cell6")  # taken back: now the plan is the way, its words as usual
    ui.settle(50)
    assert "take your prepared dice back" not in ui.prop("hintText", "text")
    assert "in that order" in ui.prop("hintText", "text")
