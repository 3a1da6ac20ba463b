"""Saved games: to_dict/from_dict, JSON, the RNG state, tampering, determinism, copy."""

from __future__ import annotations

import copy
import json

import pytest

from magdagdon.engine import Difficulty, Game, GameDataError, Phase
from tests.engine.positions import random_game


def mid_turn_game() -> Game:
    """PEACEFUL, second turn: a power used and two dice prepared."""
    g = Game(Difficulty.PEACEFUL, seed=77)
    g.roll([3, 4, 1, 6])
    g.prepare(0, 5)
    g.prepare(1, 6)
    g.confirm()
    g.roll()
    g.reroll([0, 1, 2, 3], [4, 4, 2, 6])
    g.prepare(0, 7)
    g.prepare(2, 4)
    return g


def magdagdon_game() -> Game:
    g = Game(Difficulty.NIGHTMARE, seed=5)
    g.roll([1, 3, 5, 6])
    return g


def states():
    yield Game(Difficulty.SURVIVAL, seed=0)
    yield mid_turn_game()
    yield magdagdon_game()
    yield from (g.copy() for g in random_game(3, Difficulty.PEACEFUL))


def test_round_trip_every_state_of_a_game():
    """Issue 2: from_dict(to_dict()) is the same game at every step (mid-turn, MAGDAGDON, OVER)."""
    phases = set()
    for g in states():
        data = g.to_dict()
        again = Game.from_dict(data)
        phases.add(again.phase)
        assert again.to_dict() == data
        assert (again.phase, again.cells, again.field, again.dice, again.prepared) == (
            g.phase,
            g.cells,
            g.field,
            g.dice,
            g.prepared,
        )
        assert (again.required, again.powers_used, again.turns, again.score()) == (
            g.required,
            g.powers_used,
            g.turns,
            g.score(),
        )
    assert phases == set(Phase)


def test_json_round_trip():
    g = mid_turn_game()
    text = json.dumps(g.to_dict())
    again = Game.from_dict(json.loads(text))
    assert json.dumps(again.to_dict()) == text
    assert g.to_dict()["version"] == 1 and g.to_dict()["format"] == "magdagdon.game"


def test_a_reloaded_game_rolls_what_the_original_would_have():
    """Issue 2: the RNG state is saved, not just the seed."""
    g = Game(Difficulty.PEACEFUL, seed=123)
    g.roll()
    g.reroll([0, 1])
    again = Game.from_dict(json.loads(json.dumps(g.to_dict())))
    g.reroll([2, 3])
    again.reroll([2, 3])
    assert again.dice == g.dice
    for game in (g, again):
        while game.phase is not Phase.ROLL:
            if game.phase is Phase.MAGDAGDON:
                game.accept_magdagdon(min(game.ruinable_cells))
            elif game.can_confirm:
                game.confirm()
            else:
                die = next(d for d in range(4) if game.legal_cells(d))
                game.prepare(die, min(game.legal_cells(die)))
    g.roll()
    again.roll()
    assert again.to_dict() == g.to_dict()


def test_same_seed_and_same_actions_give_the_same_game():
    """Issue 2: determinism, replaying the actions (not the logged values) on the same seed."""
    for seed in range(20):
        *_, original = random_game(seed)
        replay = Game(original.difficulty, seed=seed)
        for name, *args in original.log:
            if name == "roll":
                replay.roll()  # the RNG must produce the logged values again
            elif name == "reroll":
                replay.reroll(args[0])
            elif name == "ruin":
                replay.accept_magdagdon(*args)
            else:
                getattr(replay, name)(*args)
        assert replay.to_dict() == original.to_dict()


def test_copy_is_independent():
    g = mid_turn_game()
    before = g.to_dict()
    other = g.copy()
    other.take_back(0)
    other.reroll([0])
    assert g.to_dict() == before
    assert other.to_dict() != before


def _tampered():
    """(description, edit) pairs; each edit spoils a copy of a valid saved game."""

    def setter(key, value):
        def edit(d):
            d[key] = value

        return edit

    def delete(key):
        def edit(d):
            del d[key]

        return edit

    def log_entry(index, entry):
        def edit(d):
            d["log"][index] = entry

        return edit

    def rng(fn):
        def edit(d):
            fn(d["rng"])

        return edit

    return [
        ("wrong version", setter("version", 2)),
        ("version as text", setter("version", "1")),
        ("no version", delete("version")),
        ("wrong format", setter("format", "chess")),
        ("unknown difficulty", setter("difficulty", "EASY")),
        ("difficulty as list", setter("difficulty", ["PEACEFUL"])),
        ("seed as text", setter("seed", "77")),
        ("seed as bool", setter("seed", True)),
        ("no seed", delete("seed")),
        ("log not a list", setter("log", "roll")),
        ("edited cell", lambda d: d["cells"].__setitem__(0, 6)),
        ("cell turned to ruin", lambda d: d["cells"].__setitem__(5, "RUIN")),
        ("edited die", lambda d: d["dice"].__setitem__(0, [6, 7])),
        ("edited phase", setter("phase", "OVER")),
        ("edited turns", setter("turns", 0)),
        ("edited powers", setter("powers_used", 0)),
        ("extra key", setter("cheat", True)),
        ("missing cells", delete("cells")),
        ("illegal prepare", log_entry(1, ["prepare", 0, 15])),
        ("unknown action", log_entry(2, ["teleport", 0, 1])),
        ("wrong arity", log_entry(2, ["prepare", 0])),
        ("roll of a seven", log_entry(0, ["roll", [3, 4, 1, 7]])),
        ("roll as text", log_entry(0, ["roll", "3416"])),
        ("entry not a list", log_entry(3, "confirm")),
        ("entry empty", log_entry(3, [])),
        ("name not text", log_entry(3, [3])),
        ("die index as text", log_entry(1, ["prepare", "0", 5])),
        ("reroll dice as text", log_entry(5, ["reroll", "0123", [4, 4, 2, 6]])),
        ("reroll of unhashable", log_entry(5, ["reroll", [[0]], [4]])),
        ("ruin while placing", log_entry(3, ["ruin", 0])),
        ("adjust by two", log_entry(5, ["adjust", 0, 2])),
        ("log cut short", lambda d: d["log"].pop()),
        ("rng version", rng(lambda r: r.__setitem__(0, 2))),
        ("rng short", rng(lambda r: r[1].pop())),
        ("rng word too big", rng(lambda r: r[1].__setitem__(3, 2**32))),
        ("rng word negative", rng(lambda r: r[1].__setitem__(3, -1))),
        ("rng word text", rng(lambda r: r[1].__setitem__(3, "x"))),
        ("rng index", rng(lambda r: r[1].__setitem__(624, 700))),
        ("rng gauss", rng(lambda r: r.__setitem__(2, "0.5"))),
        ("rng not a list", setter("rng", "mt19937")),
        ("rng missing", delete("rng")),
    ]


@pytest.mark.parametrize(("what", "edit"), _tampered(), ids=[t[0] for t in _tampered()])
def test_malformed_or_tampered_data_raises_game_data_error(what, edit):
    data = mid_turn_game().to_dict()
    assert [e[0] for e in data["log"]] == [
        "roll",
        "prepare",
        "prepare",
        "confirm",
        "roll",
        "reroll",
        "prepare",
        "prepare",
    ]
    spoiled = copy.deepcopy(data)
    edit(spoiled)
    assert spoiled != data
    with pytest.raises(GameDataError):
        Game.from_dict(spoiled)


@pytest.mark.parametrize("data", [None, [], "game", 3, {"format": "magdagdon.game"}])
def test_not_a_saved_game_at_all(data):
    with pytest.raises(GameDataError):
        Game.from_dict(data)


def test_a_changed_rng_state_in_range_is_the_state_used():
    """A valid RNG state is trusted: the next roll comes from it (it is not derivable from
    the log when rolls were forced)."""
    g = Game(Difficulty.PEACEFUL, seed=1)
    data = g.to_dict()
    other = Game(Difficulty.PEACEFUL, seed=2).to_dict()["rng"]
    data["rng"] = other
    loaded = Game.from_dict(data)
    loaded.roll()
    reference_game = Game(Difficulty.PEACEFUL, seed=2)
    reference_game.roll()
    assert loaded.dice == reference_game.dice
