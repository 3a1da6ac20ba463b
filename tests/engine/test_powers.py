"""R5: the Majda Powers' one table, and the engine's legality read from it."""

from __future__ import annotations

import pytest

from magdagdon.engine import POWERS, Adjust, Difficulty, Effect, Game, Reroll, power_named
from magdagdon.engine.powers import DELTAS, power_adding, throw_power
from magdagdon.engine.rules import PowerError


def test_the_table_holds_the_rule_books_three_powers_in_the_bars_order():
    """R5.2, R5.3: DECREASE −1, INCREASE +1 and REROLL, as the glossary names them."""
    assert [(p.name, p.effect, p.delta, p.label) for p in POWERS] == [
        ("DECREASE", Effect.ADD, -1, "DECREASE −1"),
        ("INCREASE", Effect.ADD, 1, "INCREASE +1"),
        ("REROLL", Effect.THROW, 0, "REROLL"),
    ]
    assert DELTAS == (-1, 1)
    assert throw_power() is power_named("REROLL")


def test_names_keys_and_sequences_are_unique():
    assert len({p.name for p in POWERS}) == len(POWERS)
    assert len({p.key for p in POWERS}) == len(POWERS)
    sequences = [s for p in POWERS for s in p.sequences]
    assert len(set(sequences)) == len(sequences)
    assert all(p.sequences for p in POWERS)


@pytest.mark.parametrize(
    ("name", "value", "to"),
    [
        ("DECREASE", 1, None),  # R5.2: never below 1
        ("DECREASE", 2, 1),
        ("DECREASE", 6, 5),
        ("INCREASE", 1, 2),
        ("INCREASE", 5, 6),
        ("INCREASE", 6, None),  # R5.2: never above 6
        ("REROLL", 3, None),  # a throw changes no one die by a fixed amount
    ],
)
def test_what_each_power_does_to_a_die(name, value, to):
    assert power_named(name).changes(value) == to


def test_an_action_names_its_power():
    assert Adjust(0, -1).power is power_named("DECREASE")
    assert Adjust(0, 1).power is power_named("INCREASE")
    assert Adjust(0, 2).power is None and power_adding(2) is None
    assert power_adding(True) is None  # a bool is no delta
    assert Reroll((0, 1)).power is power_named("REROLL")


@pytest.mark.parametrize("value", range(1, 7))
@pytest.mark.parametrize("delta", [-2, -1, 0, 1, 2])
def test_the_engine_allows_exactly_the_changes_the_table_offers(value, delta):
    """R5.2 from the table: a change of one die is legal when some power makes it."""
    game = Game(Difficulty.PEACEFUL, 1)
    game.roll([value, value, value, value])
    power = power_adding(delta)
    offered = power is not None and power.changes(value) is not None
    assert game.can_adjust(0, delta) is offered
    if not offered:
        with pytest.raises(PowerError):
            game.adjust(0, delta)
