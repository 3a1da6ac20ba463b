"""The presenter in plain Python: taps become engine actions, the display follows, no Qt."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from magdagdon.engine import Difficulty, Game, Phase
from magdagdon.presenter.presenter import Change, Presenter
from magdagdon.presenter.rows import BLANK_DIE
from magdagdon.presenter.taps import Kind, Tap

ROOT = Path(__file__).resolve().parents[2]


def presenter(difficulty: Difficulty = Difficulty.PEACEFUL, seed: int = 1) -> Presenter:
    return Presenter(Game(difficulty, seed))


def rolled(values: list[int], difficulty: Difficulty = Difficulty.PEACEFUL) -> Presenter:
    p = presenter(difficulty)
    p.rolls.append(values)
    assert p.roll() is Change.GAME
    return p


def test_it_imports_no_qt() -> None:
    code = (
        "import sys, magdagdon.presenter.presenter; "
        "print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.stdout.strip() == "False", out.stderr


def test_the_start_of_a_game() -> None:
    d = presenter().display()
    v = d.values
    assert (v["phase"], v["difficulty"], v["turn"], v["turns"], v["score"]) == (
        "ROLL",
        "PEACEFUL",
        1,
        0,
        0,
    )
    assert v["canRoll"] and not v["canConfirm"] and not v["inProgress"] and v["lastRank"] == -1
    assert d.dice == [BLANK_DIE] * 4  # no dice between turns
    assert not any(cell.legal for cell in d.board)


def test_selecting_a_die_lights_its_legal_cells() -> None:
    p = rolled([3, 4, 1, 6])
    assert p.tap_die(0) is Change.INTERFACE
    d = p.display()
    lit = {i for i, cell in enumerate(d.board) if cell.legal}
    assert lit == set(p.game.legal_cells(0)) and lit  # R4: exactly the engine's cells
    assert d.dice[0].selected and d.values["selectedCount"] == 1
    assert p.tap_die(0) is Change.INTERFACE  # a second tap unselects
    assert not any(cell.legal for cell in p.display().board)


def test_a_tap_on_another_die_selects_it_alone() -> None:
    p = rolled([3, 4, 1, 6])
    p.tap_die(0)
    p.tap_die(3)
    assert p.selected == [3]  # a cell tap then places exactly that die
    lit = {i for i, cell in enumerate(p.display().board) if cell.legal}
    assert lit == set(p.game.legal_cells(3))


def test_a_turn_by_taps() -> None:
    p = rolled([3, 4, 1, 6])
    p.tap_die(0)
    assert p.tap_cell(5) is Change.GAME
    cell = p.display().board[5]
    assert (cell.value, cell.prepared, cell.die, cell.legal) == (3, True, 0, False)
    assert p.drop_die(1, 6) is Change.GAME
    assert p.display().values["canConfirm"]
    assert p.confirm() is Change.GAME
    v = p.display().values
    assert (v["turns"], v["turn"], v["score"], v["phase"]) == (1, 2, 14, "ROLL")  # R7.1


def test_tapping_a_prepared_die_or_its_cell_takes_it_back() -> None:
    p = rolled([3, 4, 1, 6])
    p.drop_die(0, 5)
    assert p.tap_cell(5) is Change.GAME  # R3.4 by its cell
    assert not p.game.dice[0].prepared
    p.drop_die(0, 5)
    assert p.tap_die(0) is Change.GAME  # R3.4 by the die
    assert not p.game.dice[0].prepared


def test_taps_that_mean_nothing_change_nothing() -> None:
    p = rolled([3, 4, 1, 6])
    before = p.display()
    for change in (
        p.tap_cell(99),
        p.tap_cell(-1),
        p.tap_cell("3"),
        p.tap_die(-1),
        p.tap_die(4),
        p.drop_die(7, 3),
        p.drop_die(0, 16),
        p.confirm(),  # nothing prepared (R3.3)
        p.tap_cell(0),  # no die selected
        p.cancel_magdagdon(),
        p.clear_selection(),
    ):
        assert change is Change.NOTHING
    assert p.display() == before


def test_powers_act_on_the_selection() -> None:
    p = rolled([3, 4, 1, 6])
    assert not p.display().values["canUse"]["DECREASE"]
    p.tap_die(3)
    v = p.display().values
    # a 6 cannot go up (the table's powers, by name)
    assert v["canUse"] == {"DECREASE": True, "INCREASE": False, "REROLL": True}
    assert p.adjust(+1) is Change.NOTHING
    assert p.adjust(-1) is Change.GAME  # R5.2
    v = p.display().values
    assert (p.game.dice[3].value, v["powersUsed"], v["nextPenalty"], v["score"]) == (5, 1, 20, -10)
    assert p.reroll() is Change.INTERFACE  # REROLL's first press: choose the dice (R5.3)
    assert p.selected == [3]  # the selected die is chosen already
    assert p.tap_die(2) is Change.INTERFACE and sorted(p.selected) == [2, 3]
    assert p.adjust(-1) is Change.NOTHING  # no ±1 while choosing what to throw
    assert not any(cell.legal for cell in p.display().board)  # no cell lit meanwhile
    p.rolls.append([2, 2])
    assert p.reroll() is Change.GAME  # the second press throws both together
    assert [d.value for d in p.game.dice] == [3, 4, 2, 2]
    assert p.selected == [] and p.display().values["status"] == "PLACE"  # new dice: none picked
    assert p.reroll() is Change.INTERFACE
    p.tap_die(0)
    p.rolls.append([5])
    assert p.reroll() is Change.GAME
    assert p.selected == [0]  # one die thrown: still the player's, to place


def test_a_power_button_is_named_by_the_table() -> None:
    """``use_power`` reads the powers' table: a change of the selected die, or REROLL's
    presses; a name no power has does nothing."""
    p = rolled([3, 4, 1, 6])
    p.tap_die(1)
    assert p.use_power("INCREASE") is Change.INTERFACE and p.armed == "INCREASE"  # armed
    assert p.use_power("INCREASE") is Change.GAME and p.game.dice[1].value == 5  # R5.2
    assert p.armed is None
    assert p.use_power("REROLL") is Change.INTERFACE and p.choosing_reroll  # R5.3
    assert p.use_power("FLIP") is Change.NOTHING and p.use_power(None) is Change.NOTHING


def test_decrease_and_increase_are_armed_then_spent_and_any_other_tap_disarms() -> None:
    """Issue 38: no point is spent on one tap. The first press arms the change (the screen
    shows what it makes and costs), the second spends it; another tap, CANCEL, another
    power or a new selection disarms it, nothing spent."""
    p = rolled([3, 4, 1, 6])
    p.tap(Tap(Kind.DIE, 3))
    assert p.tap(Tap(Kind.POWER, "DECREASE")) is Change.INTERFACE
    d = p.display().values
    assert d["armed"] == {"power": "DECREASE", "die": 3, "value": 6, "to": 5, "cost": 10}
    assert d["status"] == "ARMED" and d["statusArgs"] == {"value": 6, "to": 5, "cost": 10}
    assert p.game.powers_used == 0 and p.game.dice[3].value == 6
    # each way out: nothing spent, the powers' bar as before
    for out in (
        Tap(Kind.CANCEL_REROLL),
        Tap(Kind.DIE, 3),  # the die unselected
        Tap(Kind.DIE, 0),  # another die selected
        Tap(Kind.CONFIRM),  # not yet possible: still disarms
    ):
        if p.armed is None:
            p.selected[:] = [3]
            p.tap(Tap(Kind.POWER, "DECREASE"))
        assert p.armed == "DECREASE"
        assert p.tap(out) is not Change.NOTHING, out
        assert p.armed is None and p.display().values["armed"] == {}, out
        assert p.game.powers_used == 0 and p.game.dice[3].value == 6, out
    # the other change re-arms as itself; REROLL leaves it for choosing the dice
    p.selected[:] = [0]
    p.tap(Tap(Kind.POWER, "DECREASE"))
    assert p.tap(Tap(Kind.POWER, "INCREASE")) is Change.INTERFACE and p.armed == "INCREASE"
    assert p.tap(Tap(Kind.POWER, "REROLL")) is Change.INTERFACE
    assert p.armed is None and p.choosing_reroll
    p.tap(Tap(Kind.CANCEL_REROLL))
    # a die that may not change is never armed (R5.2: no 7)
    p.selected[:] = [3]
    assert p.tap(Tap(Kind.POWER, "INCREASE")) is Change.NOTHING and p.armed is None
    # armed, then spent: one use, its cost, the die still selected to place
    p.tap(Tap(Kind.POWER, "DECREASE"))
    assert p.tap(Tap(Kind.POWER, "DECREASE")) is Change.GAME
    assert p.game.dice[3].value == 5 and p.game.powers_used == 1 and p.selected == [3]
    assert p.armed is None and p.display().values["status"] != "ARMED"


def test_an_armed_change_that_can_no_longer_be_spent_is_dropped() -> None:
    """A drag that places the armed die (not a tap) leaves nothing armed."""
    p = rolled([3, 4, 1, 6])
    p.tap(Tap(Kind.DIE, 0))
    p.tap(Tap(Kind.POWER, "INCREASE"))
    assert p.drop_die(0, 5) is Change.GAME
    assert p.armed is None and p.display().values["armed"] == {}


def test_magdagdon_accept_then_choose_the_ruin() -> None:
    p = rolled([1, 3, 5, 6], Difficulty.NIGHTMARE)
    assert p.game.phase is Phase.MAGDAGDON
    assert p.tap_cell(4) is Change.NOTHING  # nothing is ruined before ACCEPT (R6.3)
    assert p.accept_magdagdon() is Change.INTERFACE
    d = p.display()
    assert d.values["choosingRuin"] and not d.values["canAccept"]
    assert all(cell.legal for cell in d.board)
    assert not d.values["canUse"]["REROLL"] and not d.values["canRerollAll"]  # no power meanwhile
    assert p.tap_die(0) is Change.NOTHING
    assert p.cancel_magdagdon() is Change.INTERFACE and not p.choosing_ruin
    p.accept_magdagdon()
    assert p.tap_cell(4) is Change.GAME
    v = p.display().values
    assert p.display().board[4].ruin and v["phase"] == "ROLL" and not v["choosingRuin"]
    assert v["score"] == -15  # R7.4 ruin penalty


def test_the_end_of_the_game_is_reported_once() -> None:
    p = presenter(Difficulty.NIGHTMARE)
    changes = []
    for row in range(4):
        p.rolls.append([3, 4, 5, 6])
        p.roll()
        changes += [p.drop_die(die, 4 * row + die) for die in range(4)]
        changes.append(p.confirm())
    assert changes.count(Change.FINISHED) == 1 and changes[-1] is Change.FINISHED
    v = p.display().values
    assert v["phase"] == "OVER" and v["score"] == 544 and v["turn"] == 4
    assert v["breakdown"]["bonus"] == 400
    assert [line["bonus"] for line in v["lines"]] == ["STRAIGHT"] * 4 + ["FOUR_OF_A_KIND"] * 4


def test_assisted_is_kept_for_the_game_and_reset_by_a_new_one() -> None:
    p = rolled([3, 4, 1, 6])
    assert p.mark_assisted() is Change.INTERFACE
    assert p.mark_assisted() is Change.NOTHING  # once is enough
    assert p.display().values["assisted"]
    p.start(Game(Difficulty.PEACEFUL, 2))
    assert not p.display().values["assisted"] and p.last_rank == -1


def test_a_finished_game_cannot_become_assisted() -> None:
    p = presenter(Difficulty.NIGHTMARE)
    for row in range(4):
        p.rolls.append([3, 4, 5, 6])
        p.roll()
        for die in range(4):
            p.drop_die(die, 4 * row + die)
        p.confirm()
    assert p.mark_assisted() is Change.NOTHING and not p.assisted


def test_a_queued_roll_of_the_wrong_size_is_rolled_instead(caplog) -> None:
    p = presenter()
    p.rolls.append([1, 2])
    assert p.roll() is Change.GAME
    assert len(p.game.dice) == 4 and "does not fit" in caplog.text


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(list(Difficulty)))
def test_random_taps_never_break_the_rules_and_the_display_is_the_engine(seed, difficulty):
    rng = random.Random(seed)
    p = Presenter(Game(difficulty, seed))
    for _ in range(300):
        r = rng.random()
        if r < 0.35:
            p.tap_cell(rng.randrange(-1, 17))
        elif r < 0.6:
            p.tap_die(rng.randrange(-1, 5))
        elif r < 0.7:
            p.drop_die(rng.randrange(4), rng.randrange(16))
        else:
            moves = [p.roll, p.confirm, p.reroll, p.cancel_reroll, p.reroll_all]
            rng.choice([*moves, p.accept_magdagdon, p.cancel_magdagdon])()
        if p.game.is_over:
            p.start(Game(difficulty, rng.randrange(2**32)))
        d = p.display()
        game = p.game
        assert [c.value for c in d.board] == [v if isinstance(v, int) else 0 for v in game.field]
        assert d.values["score"] == game.score().total and d.values["phase"] == game.phase.name
        lit = {i for i, cell in enumerate(d.board) if cell.legal}
        if p.choosing_ruin:
            assert lit == set(game.ruinable_cells)
        elif p.choosing_reroll:
            assert lit == set()  # choosing dice to throw: no cell takes one
        elif p.active is not None:
            assert lit == set(game.legal_cells(p.active))
    assert p.rejections == 0
