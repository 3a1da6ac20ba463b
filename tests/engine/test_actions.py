"""Issue 11: typed actions, ``Game.apply``, the one ``replay``, and the 1.0.0 fixtures."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import magdagdon.engine as engine
from magdagdon.engine import (
    ACTION_TYPES,
    AcceptMagdagdon,
    Adjust,
    Confirm,
    Difficulty,
    Game,
    GameDataError,
    Phase,
    Prepare,
    Reroll,
    Roll,
    TakeBack,
    action_from_data,
    replay,
)
from tests.engine.positions import place_turn, random_action
from tests.engine.test_properties import ENGINE, MAX_ACTIONS

FIXTURES = Path(__file__).parent / "fixtures"
NAMES = {name: getattr(engine, name) for name in engine.__all__}

small = st.integers(min_value=-3, max_value=20)
values = st.lists(st.integers(min_value=1, max_value=6), min_size=1, max_size=4).map(tuple)
actions = st.one_of(
    st.builds(Roll, values),
    st.builds(Prepare, small, small),
    st.builds(TakeBack, small),
    st.just(Confirm()),
    st.builds(Adjust, small, st.sampled_from([-1, 1])),
    st.builds(Reroll, values, values),
    st.builds(AcceptMagdagdon, small),
)


@given(actions)
def test_every_action_reads_back_from_its_repr_and_its_data(action):
    """Issue 11: ``eval(repr(a)) == a`` with the engine's names, and the saved form too."""
    assert eval(repr(action), NAMES) == action
    assert action_from_data(action.to_data()) == action
    assert action_from_data(json.loads(json.dumps(action.to_data()))) == action
    assert hash(action) == hash(eval(repr(action), NAMES))


def test_every_action_type_is_covered_and_named_as_1_0_0_logged_it():
    assert set(ACTION_TYPES) == {
        "roll",
        "prepare",
        "take_back",
        "confirm",
        "adjust",
        "reroll",
        "ruin",
    }
    assert set(ACTION_TYPES.values()) == {
        Roll,
        Prepare,
        TakeBack,
        Confirm,
        Adjust,
        Reroll,
        AcceptMagdagdon,
    }
    assert all(t.name == name for name, t in ACTION_TYPES.items())


@pytest.mark.parametrize(
    "data",
    [
        [],
        "confirm",
        ["confirm", 1],
        ["roll", "1234"],
        ["roll", [1, 2, "3", 4]],
        ["prepare", 0, True],
        ["prepare", 0.0, 1],
        ["reroll", [0], 3],
        ["teleport", 1],
        [7],
    ],
)
def test_malformed_action_data_is_a_value_error(data):
    with pytest.raises(ValueError):
        action_from_data(data)


def test_each_public_method_is_one_apply():
    """Issue 11: ``roll()`` logs the values it rolled; the log is the applied actions."""
    g = Game(Difficulty.PEACEFUL, seed=9)
    g.roll()
    rolled = tuple(d.value for d in g.dice)
    g.reroll([1])
    g.adjust(0, 1 if g.dice[0].value < 6 else -1)
    assert [type(a) for a in g.actions] == [Roll, Reroll, Adjust]
    assert g.actions[0] == Roll(rolled)
    other = Game(Difficulty.PEACEFUL, seed=9)
    for action in g.actions:
        other.apply(action)
    assert other == g and not other.forced
    assert g.log == tuple(a.to_data() for a in g.actions)


def test_apply_refuses_an_illegal_action_and_changes_nothing():
    g = Game(Difficulty.NIGHTMARE, seed=4)
    before = g.to_dict()
    for bad in (Confirm(), Prepare(0, 0), AcceptMagdagdon(0), Roll((1, 2, 3)), "roll"):
        with pytest.raises(ValueError):
            g.apply(bad)  # type: ignore[arg-type]
        assert g.to_dict() == before and g.actions == ()


def _random_game(seed: int, difficulty: Difficulty) -> Game:
    rng = random.Random(seed)
    game = Game(difficulty, seed=seed)
    for _ in range(MAX_ACTIONS):
        if game.is_over or rng.random() < 0.02:
            break
        random_action(game, rng, power_rate=0.3)
    return game


@ENGINE
@given(st.integers(min_value=0, max_value=2**60 - 1), st.sampled_from(list(Difficulty)))
def test_replaying_the_actions_on_a_new_game_gives_an_equal_game(seed, difficulty):
    """Issue 11: replay of ``game.actions`` on a new game with the same seed is equal, and so
    is ``from_dict(to_dict())`` (whose saved log drops undone moves)."""
    game = _random_game(seed, difficulty)
    steps = list(replay(Game(difficulty, seed), game.actions))
    again = steps[-1].after if steps else Game(difficulty, seed)
    assert again == game and again.actions == game.actions and not again.forced
    for step in steps:  # each step joins the one before it
        assert step.before == (
            steps[step.index - 1].after if step.index else Game(difficulty, seed)
        )
    loaded = Game.from_json(json.dumps(game.to_dict()))
    assert loaded == game
    assert (loaded.field, loaded.dice, loaded.prepared, loaded.score()) == (
        game.field,
        game.dice,
        game.prepared,
        game.score(),
    )


def test_thousands_of_random_games_replay_to_equal_games():
    """Issue 11's "thousands of random games": 2,000 games on all difficulties."""
    for seed in range(2_000):
        difficulty = list(Difficulty)[seed % 3]
        game = _random_game(seed, difficulty)
        again = Game(difficulty, seed)
        for action in game.actions:
            again.apply(action)
        assert again == game
        assert Game.from_dict(game.to_dict()) == game


def test_copies_never_see_each_others_actions():
    """The log is shared between copies until one grows (the hint worker plays on copies)."""
    g = Game(Difficulty.PEACEFUL, seed=12)
    g.roll()
    a, b = g.copy(), g.copy()
    place_turn(a)
    b.reroll([0])
    place_turn(g)
    assert a.actions[:1] == b.actions[:1] == g.actions[:1]
    assert type(b.actions[1]) is Reroll and type(a.actions[1]) is Prepare
    assert a.actions == g.actions and a == g and b != g
    for game in (a, b, g):
        assert Game.from_dict(game.to_dict()) == game


def test_replay_names_the_illegal_action_and_leaves_its_start_alone():
    start = Game(Difficulty.PEACEFUL, seed=2)
    with pytest.raises(GameDataError, match="action 1"):
        list(replay(start, [Roll((1, 2, 3, 4)), Confirm()]))
    assert start.actions == () and start.phase is Phase.ROLL


def test_a_mid_turn_replay_step_shows_before_and_after():
    """What the kiosk captions need: the die's value before it moved, the field it joined."""
    g = Game(Difficulty.PEACEFUL, seed=31)
    g.roll([3, 4, 1, 6])
    g.prepare(0, 5)
    g.prepare(1, 6)
    step = list(replay(Game(g.difficulty, g.seed), g.actions))[-1]
    assert step.action == Prepare(1, 6)
    assert step.before.field[5] == 3 and step.before.field[6] is None
    assert step.after.field[6] == 4 and step.before.dice[1].value == 4


# ------------------------------------------------------------------ 1.0.0 saves
@pytest.mark.parametrize("name", ["v1_0_0_in_progress.json", "v1_0_0_finished.json"])
def test_games_saved_by_1_0_0_still_load(name):
    """Issue 11 "what must hold": 1.0.0 saves load, forever; their summary is what they say."""
    data = json.loads((FIXTURES / name).read_text())
    assert data["version"] == 1
    game = Game.from_dict(data)
    assert game.phase.name == data["phase"] and game.turns == data["turns"]
    assert game.powers_used == data["powers_used"]
    assert [None if c is None else "RUIN" if c is engine.RUIN else c for c in game.cells] == (
        data["cells"]
    )
    assert [[d.value, d.cell] for d in game.dice] == data["dice"]
    assert game.log == tuple(data["log"]) and game.legacy and game.code is None
    assert not game.forced
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again == game and again.to_dict()["version"] == 2


def test_a_1_0_0_game_plays_on_with_the_dice_1_0_0_would_have_rolled():
    """Issue 14: "1.0.0 saves must still load and play on"; a restored game rolls what the
    original would have (1.0.0 drew every die from one ``random.Random(seed)``)."""
    data = json.loads((FIXTURES / "v1_0_0_in_progress.json").read_text())
    game = Game.from_dict(data)
    stream = random.Random()
    state = data["rng"]
    stream.setstate((state[0], tuple(state[1]), state[2]))
    if game.phase is Phase.PLACE:
        place_turn(game)
        game.confirm()
    while not game.is_over:
        if game.phase is Phase.ROLL:
            game.roll()
            assert [d.value for d in game.dice] == [stream.randint(1, 6) for _ in range(4)]
        elif game.phase is Phase.MAGDAGDON:
            game.accept_magdagdon(min(game.ruinable_cells))
        else:
            place_turn(game)
            game.confirm()
        assert Game.from_dict(game.to_dict()) == game
    assert not game.forced


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d["log"][0][1].__setitem__(0, 1 + d["log"][0][1][0] % 6),  # chosen dice
        lambda d: d["rng"][1].__setitem__(5, d["rng"][1][5] ^ 1),  # another RNG state
        lambda d: d["rng"].__setitem__(2, float("nan")),  # issue 17: non-finite in the RNG
        lambda d: d["rng"].__setitem__(2, 0.5),
        lambda d: d.__setitem__("seed", d["seed"] + 1),
        lambda d: d["log"].extend([["take_back", 0]] * 5_001),
    ],
)
def test_an_edited_1_0_0_save_is_refused(edit):
    """Issue 17: a 1.0.0 save's rolls must be its seed's; its RNG state must match them."""
    data = json.loads((FIXTURES / "v1_0_0_in_progress.json").read_text())
    edit(data)
    with pytest.raises(GameDataError):
        Game.from_dict(data)


def test_a_roll_or_reroll_without_values_throws_the_seeds_dice_and_logs_them():
    """An action to play may leave its dice to the seed; the log holds what they showed."""
    by_method, by_action = Game(Difficulty.PEACEFUL, 5), Game(Difficulty.PEACEFUL, 5)
    by_method.roll()
    by_action.apply(Roll())
    assert by_action == by_method and not by_action.forced
    assert by_action.actions[0].values == tuple(d.value for d in by_method.dice)
    by_method.reroll([0, 2])
    by_action.apply(Reroll((0, 2)))
    assert by_action == by_method and not by_action.forced
    logged = by_action.actions[-1]
    assert isinstance(logged, Reroll) and logged.values is not None
    assert action_from_data(logged.to_data()) == logged


def test_unprepared_returns_every_prepared_die():
    """R3.4: the TAKE BACKs that empty the turn's prepared dice, each legal in turn."""
    game = Game(Difficulty.PEACEFUL, 1)
    game.roll([3, 4, 5, 6])
    assert game.unprepared() == ()
    game.prepare(0, 0)
    game.prepare(1, 1)
    game.prepare(2, 5)
    backs = game.unprepared()
    assert backs == (TakeBack(0), TakeBack(1), TakeBack(2))  # R3.4 on a board of no number
    for action in backs:
        game.apply(action)
    assert game.prepared == ()
    game.prepare(0, 0)
    game.prepare(1, 1)
    game.confirm()
    game.roll([5, 6, 1, 1])
    game.prepare(0, 2)
    game.prepare(1, 3)
    assert game.unprepared() == (TakeBack(0),)  # the 6 needs the 5: it comes back with it


@ENGINE
@given(st.integers(min_value=0, max_value=2**60 - 1), st.sampled_from(list(Difficulty)))
def test_only_the_dice_an_action_turns_change_face(seed, difficulty):
    """Issue 38: ``Action.turned`` names every die whose face an action sets (the tray tumbles
    those, and only those): a die outside it keeps its value, and a ROLL turns all four."""
    game = _random_game(seed, difficulty)
    for step in replay(Game(difficulty, seed), game.actions):
        before = [d.value for d in step.before.dice]
        after = [d.value for d in step.after.dice]
        if isinstance(step.action, Roll):
            assert step.action.turned == tuple(range(len(after)))
            continue
        if not after:  # the turn ended (CONFIRM, a ruin): no die is left to show a face
            assert step.action.turned == ()
            continue
        assert len(before) == len(after)
        changed = {d for d in range(len(after)) if before[d] != after[d]}
        assert changed <= set(step.action.turned), step.action
        assert all(0 <= d < len(after) for d in step.action.turned)
