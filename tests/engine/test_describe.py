"""An action and a plan as plain data: the one description every view receives."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from magdagdon.engine import (
    AcceptMagdagdon,
    Adjust,
    Confirm,
    Difficulty,
    Game,
    Plan,
    Prepare,
    Reroll,
    Roll,
    TakeBack,
    describe,
    describe_plan,
    replay,
)
from tests.engine.positions import random_action

KEYS = {"kind", "power", "die", "cell", "delta", "dice", "values", "value", "to", "thrown", "order"}


def rolled(*values: int, seed: int = 1) -> Game:
    game = Game(Difficulty.PEACEFUL, seed)
    game.roll(list(values))
    return game


def test_a_roll():
    game = Game(Difficulty.PEACEFUL, 1)
    assert describe(Roll((3, 4, 1, 6)), game) == {
        **dict.fromkeys(KEYS, 0),
        "kind": "roll",
        "power": "",
        "die": -1,
        "cell": -1,
        "dice": [0, 1, 2, 3],
        "values": [],
        "thrown": [3, 4, 1, 6],
    }
    assert describe(Roll(), game)["thrown"] == []  # not thrown yet


def test_a_prepare_names_the_die_its_value_and_cell():
    d = describe(Prepare(1, 5), rolled(3, 4, 1, 6))
    assert (d["kind"], d["die"], d["cell"], d["value"], d["to"], d["dice"], d["values"]) == (
        "prepare",
        1,
        5,
        4,
        4,
        [1],
        [4],
    )


def test_a_take_back_names_every_die_it_returns():
    """R3.4: the die, then the dice no longer joined without it."""
    game = rolled(3, 4, 5, 6)
    game.prepare(0, 0)
    game.prepare(1, 1)
    game.prepare(2, 2)
    d = describe(TakeBack(1), game)
    assert (d["kind"], d["die"], d["dice"], d["values"]) == ("take_back", 1, [1, 2], [4, 5])


def test_powers_name_themselves_from_the_table():
    game = rolled(3, 4, 1, 6)
    down = describe(Adjust(1, -1), game)
    assert (down["power"], down["value"], down["to"], down["delta"]) == ("DECREASE", 4, 3, -1)
    again = describe(Reroll((0, 2)), game)
    assert (again["power"], again["dice"], again["values"], again["thrown"]) == (
        "REROLL",
        [0, 2],
        [3, 1],
        [],
    )
    assert describe(Reroll((0, 2), (5, 5)), game)["thrown"] == [5, 5]


def test_a_confirm_and_a_ruin():
    game = rolled(3, 4, 1, 6)
    game.prepare(0, 5)
    game.prepare(1, 6)
    d = describe(Confirm(), game)
    assert (d["kind"], d["dice"], d["values"]) == ("confirm", [0, 1], [3, 4])
    assert describe(AcceptMagdagdon(7), game)["cell"] == 7
    assert describe(AcceptMagdagdon(7), game)["kind"] == "ruin"


def test_a_plan_numbers_its_prepares_and_starts_from_unprepared_dice():
    game = rolled(3, 4, 1, 6)
    game.prepare(2, 0)  # the player's own die: the plan is made without it
    plan = Plan((Prepare(0, 5), Prepare(1, 6), Confirm()), 42.0)
    out = describe_plan(plan, game)
    assert [(a["kind"], a["die"], a["value"], a["order"]) for a in out] == [
        ("prepare", 0, 3, 1),
        ("prepare", 1, 4, 2),
        ("confirm", -1, 0, 0),
    ]
    assert out[2]["dice"] == [0, 1]
    assert game.prepared == (2,)  # describing changes nothing


def test_a_plan_after_a_power_describes_the_changed_die():
    game = rolled(6, 6, 6, 6)
    game.prepare(0, 0)
    game.prepare(1, 1)
    plan = Plan((Adjust(2, -1),))
    assert describe_plan(plan, game)[0]["to"] == 5


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_every_description_has_every_key(seed):
    """The documented shape: every key, whatever the action and the position."""
    rng = random.Random(seed)
    game = Game(Difficulty.SURVIVAL, seed)
    while not game.is_over:
        random_action(game, rng, power_rate=0.3)
    steps = list(replay(game.restarted(), game.actions))
    assert {step.action.name for step in steps} >= {"roll", "prepare", "confirm"}
    for step in steps:
        assert set(describe(step.action, step.before)) == KEYS
