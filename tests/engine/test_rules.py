"""R2 and R5 tables, the error hierarchy and the value types' reprs (RULEBOOK.md R2, R5.1, R5.5)."""

from __future__ import annotations

import pytest

import magdagdon.engine as engine
from magdagdon.engine import (
    RUIN,
    Bonus,
    Die,
    Difficulty,
    GameDataError,
    LineKind,
    Phase,
    PhaseError,
    PlacementError,
    PowerError,
    RuleError,
    score,
)

# R2 / R5.1 / R5.5 as printed in RULEBOOK.md: powers, minimum dice per turn, penalties in order.
DIFFICULTY_TABLE = [
    (Difficulty.PEACEFUL, 3, 2, (10, 20, 40)),
    (Difficulty.SURVIVAL, 1, 2, (70,)),
    (Difficulty.NIGHTMARE, 0, 3, ()),
]


@pytest.mark.parametrize(("difficulty", "powers", "minimum", "penalties"), DIFFICULTY_TABLE)
def test_r2_difficulty_table(difficulty, powers, minimum, penalties):
    """R2/R5.1: each difficulty carries its row of the table."""
    assert difficulty.powers == powers
    assert difficulty.minimum == minimum
    assert difficulty.penalties == penalties


def test_r2_exactly_three_difficulties():
    assert [d.name for d in Difficulty] == ["PEACEFUL", "SURVIVAL", "NIGHTMARE"]


# R5.5: cumulative penalty after n uses.
POWER_PENALTIES = [
    (Difficulty.PEACEFUL, 0, 0),
    (Difficulty.PEACEFUL, 1, 10),
    (Difficulty.PEACEFUL, 2, 30),
    (Difficulty.PEACEFUL, 3, 70),
    (Difficulty.SURVIVAL, 0, 0),
    (Difficulty.SURVIVAL, 1, 70),
    (Difficulty.NIGHTMARE, 0, 0),
]


@pytest.mark.parametrize(("difficulty", "used", "penalty"), POWER_PENALTIES)
def test_r5_5_cumulative_power_penalty(difficulty, used, penalty):
    assert difficulty.power_penalty(used) == penalty
    assert score([None] * 16, difficulty, used).power_penalty == penalty
    assert score([None] * 16, difficulty, used).total == -penalty


NEXT_PENALTIES = [
    (Difficulty.PEACEFUL, 0, 10),
    (Difficulty.PEACEFUL, 1, 20),
    (Difficulty.PEACEFUL, 2, 40),
    (Difficulty.PEACEFUL, 3, None),
    (Difficulty.SURVIVAL, 0, 70),
    (Difficulty.SURVIVAL, 1, None),
    (Difficulty.NIGHTMARE, 0, None),
]


@pytest.mark.parametrize(("difficulty", "used", "cost"), NEXT_PENALTIES)
def test_r5_5_next_penalty(difficulty, used, cost):
    """R5.5: the cost of the next use is the table entry, None when no use is left (R5.1)."""
    assert difficulty.next_penalty(used) == cost


@pytest.mark.parametrize(
    ("difficulty", "used"),
    [
        (Difficulty.PEACEFUL, 4),
        (Difficulty.SURVIVAL, 2),
        (Difficulty.NIGHTMARE, 1),
        (Difficulty.PEACEFUL, -1),
    ],
)
def test_r5_1_more_uses_than_the_table_allows_is_an_error(difficulty, used):
    with pytest.raises(ValueError, match=difficulty.name):
        difficulty.power_penalty(used)


def test_phases():
    assert [p.name for p in Phase] == ["ROLL", "PLACE", "MAGDAGDON", "OVER"]


def test_rule_errors_are_value_errors_naming_the_rule():
    """Issue 2: RuleError subclasses ValueError and its message names the rule."""
    for cls in (RuleError, PhaseError, PlacementError, PowerError):
        assert issubclass(cls, ValueError)
        assert issubclass(cls, RuleError)
    err = PlacementError("R4.3", "too far")
    assert err.rule == "R4.3"
    assert str(err) == "R4.3: too far"
    assert issubclass(GameDataError, ValueError)
    assert not issubclass(GameDataError, RuleError)


def test_public_api_names():
    """Issue 2: tests outside the project import exactly these names."""
    from magdagdon.engine import (  # noqa: F401
        RUIN,
        Difficulty,
        Game,
        Phase,
        RuleError,
        can_place,
        legal_cells,
        score,
    )

    for name in engine.__all__:
        assert hasattr(engine, name), name


@pytest.mark.parametrize(
    "value",
    [
        RUIN,
        Die(3),
        Die(5, 12),
        Difficulty.PEACEFUL,
        Difficulty.NIGHTMARE,
        Phase.MAGDAGDON,
        Bonus.STRAIGHT,
        Bonus.NONE,
        LineKind.COLUMN,
        score([3, 4, 5, 6] * 3 + [RUIN, None, 2, 2], Difficulty.SURVIVAL, 1),
    ],
)
def test_reprs_read_back(value):
    """A value type's repr evaluates, in the engine's namespace, to an equal value."""
    namespace = {name: getattr(engine, name) for name in engine.__all__}
    again = eval(repr(value), namespace)
    assert again == value
    if value is RUIN:
        assert again is RUIN


def test_ruin_is_a_singleton_through_copy_and_pickle():
    import copy
    import pickle

    assert copy.copy(RUIN) is RUIN
    assert copy.deepcopy([RUIN])[0] is RUIN
    assert pickle.loads(pickle.dumps(RUIN)) is RUIN
    assert type(RUIN)() is RUIN
