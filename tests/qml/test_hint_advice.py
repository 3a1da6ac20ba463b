"""HINT's words when the player's prepared dice are not where its plan puts them (a
play-tester: the ghost covered the player's own die and the advice never said to take it
back)."""

from __future__ import annotations

from .conftest import Ui
from .test_hint_ui import ghosts, hints_of, straight_to_complete


def plan_for(ui: Ui) -> dict[int, int]:
    """HINT's player's plan for this position, cell to value, asked of it directly on a copy
    of the game (nothing shown, the game not marked assisted)."""
    from magdagdon.engine import Game, Prepare

    plan = hints_of(ui).player.decide(Game.from_dict(ui.session.game.to_dict()))
    game = ui.session.game
    return {a.cell: game.dice[a.die].value for a in plan.actions if isinstance(a, Prepare)}


def test_a_hint_that_differs_from_the_prepared_dice_says_to_take_them_back(ui: Ui) -> None:
    straight_to_complete(ui)  # 3-4-5 on the top row; 1-6-2-2 rolled
    hints = hints_of(ui)
    game = ui.session.game
    planned = plan_for(ui)
    # a die on a cell where the plan puts nothing (or puts another value): not its way
    die, cell = next(
        (die, cell)
        for die in range(4)
        for cell in sorted(game.legal_cells(die))
        if planned.get(cell) != game.dice[die].value
    )
    ui.tap(f"die{die}")
    ui.tap(f"cell{cell}")
    assert ui.prop(f"cell{cell}", "prepared")
    ui.tap_enabled("hintButton")
    ui.qtbot.waitUntil(lambda: not hints.busy and bool(hints.hint), timeout=20_000)
    ui.settle(50)
    shown = [(g["cell"], g["value"]) for g in ghosts(ui)]
    placing = [a for a in hints.hint if a["kind"] == "prepare"]
    assert dict(shown) == planned and len(shown) == len(placing)  # the whole plan
    assert ui.prop("hintText", "text") == (
        f"HINT: take your prepared dice back, then place {len(shown)} dice as the numbered"
        " ghosts show."
    )
    ui.tap(f"cell{cell}")  # taken back: now the plan is the way, its words as usual
    ui.settle(50)
    assert "take your prepared dice back" not in ui.prop("hintText", "text")
    assert "in that order" in ui.prop("hintText", "text")
