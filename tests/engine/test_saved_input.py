"""Issue 17 (points 8 and 9, engine side): a saved game is checked before it is trusted, and
its size depends on the game, not on how often a die was moved."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from magdagdon.engine import MAX_SAVED_ACTIONS, Difficulty, Game, GameDataError, Phase
from magdagdon.engine.persistence import MAX_V1_ACTIONS
from tests.engine.positions import place_turn, random_game

FIXTURES = Path(__file__).parent / "fixtures"


def paths(node, at=()):
    """Every leaf of a saved game, as a path of keys and indices."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, (*at, key))
    elif isinstance(node, list) and node:
        for i, value in enumerate(node):
            yield from paths(value, (*at, i))
    else:
        yield at


def replaced(data, path, value):
    out = copy.deepcopy(data)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return out


def saves():
    *_, finished = random_game(4, Difficulty.PEACEFUL)
    yield finished.to_dict()
    mid = Game(Difficulty.SURVIVAL, 8)
    mid.roll()
    mid.prepare(0, 3)
    yield mid.to_dict()
    yield json.loads((FIXTURES / "v1_0_0_in_progress.json").read_text())


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), float("-inf")])
def test_a_non_finite_number_anywhere_is_refused_at_load(bad):
    """Issue 17 point 9: NaN or Infinity anywhere (the v1 RNG state included) never loads."""
    for data in saves():
        for path in paths(data):
            with pytest.raises(GameDataError):
                Game.from_dict(replaced(data, path, bad))


def test_non_finite_json_is_refused_by_from_json():
    text = json.dumps(next(saves()))
    for word in ("NaN", "Infinity", "-Infinity"):
        spoiled = text.replace('"turns": ', f'"turns": {word}, "x": ', 1)
        with pytest.raises(GameDataError, match=word):
            Game.from_json(spoiled)


def nested(depth: int) -> list:
    node: list = []
    for _ in range(depth):
        node = [node]
    return node


@pytest.mark.parametrize("depth", [1_000, 5_000, 100_000])
def test_deep_nesting_is_the_engines_own_error(depth):
    """Issue 17 point 9: nesting >= 1,000 deep raises GameDataError, not RecursionError."""
    data = next(saves())
    for key in ("phase", "actions", "cells"):
        with pytest.raises(GameDataError):
            Game.from_dict({**data, key: nested(depth)})
    data["actions"][1] = ["prepare", nested(depth), 1]
    with pytest.raises(GameDataError):
        Game.from_dict(data)
    with pytest.raises(GameDataError):
        Game.from_json("[" * depth + "]" * depth)
    with pytest.raises(GameDataError):
        Game.from_json('{"format": "magdagdon.game", "x": ' + "[" * depth + "]" * depth + "}")


@pytest.mark.parametrize("text", ["", "{", "nul", '{"format": 1}', "[]", b"\xff\xfe"])
def test_malformed_json_is_a_game_data_error(text):
    with pytest.raises(GameDataError):
        Game.from_json(text)


def back_and_forth(moves: int) -> Game:
    g = Game(Difficulty.PEACEFUL, seed=3)
    g.roll()
    die = next(d for d in range(4) if g.legal_cells(d))
    cells = sorted(g.legal_cells(die))
    for i in range(moves // 2):
        g.prepare(die, cells[i % len(cells)])
        g.take_back(die)
    g.prepare(die, cells[0])
    return g


def test_a_saves_size_does_not_depend_on_moves_back_and_forth():
    """Issue 17 point 8: the save keeps each turn's net effect; it replays to an equal game."""
    once, often = back_and_forth(0), back_and_forth(20_000)
    assert len(often.actions) == 20_002 and len(once.actions) == 2
    assert often.to_dict() == once.to_dict() and len(json.dumps(often.to_dict())) < 1_000
    assert Game.from_dict(often.to_dict()) == often
    for game in (often, once):
        place_turn(game)
        game.confirm()
    assert often == once and len(often.to_dict()["actions"]) < 6


def test_undone_moves_are_dropped_but_real_ones_kept():
    """R3.4: a take-back that also returns other dice is kept when the state is new."""
    g = Game(Difficulty.PEACEFUL, seed=1)
    g.roll([3, 4, 4, 1])
    g.prepare(0, 5)
    g.prepare(1, 6)
    g.prepare(2, 7)
    g.take_back(1)  # R3.4: the 4 on 7 is no longer joined to the 3 on 5 (the earliest)
    assert g.prepared == (0,)
    assert [a[0] for a in g.to_dict()["actions"]] == ["roll", "prepare"]
    g.prepare(2, 4)
    g.prepare(1, 6)
    g.take_back(0)  # R3.4: the earliest remaining (the 4 on 4) stays; the 4 on 6 comes back
    assert g.prepared == (2,)
    saved = g.to_dict()
    assert saved["actions"][1:] == [
        ["prepare", 0, 5],
        ["prepare", 2, 4],
        ["prepare", 1, 6],
        ["take_back", 0],
    ]
    again = Game.from_dict(saved)
    assert again == g and again.prepared == g.prepared and again.field == g.field


def test_compaction_over_random_play_replays_to_equal_games():
    for seed in range(150):
        for game in random_game(seed, Difficulty.SURVIVAL):
            saved = game.to_dict()
            assert len(saved["actions"]) <= len(game.actions)
            assert Game.from_dict(saved) == game


def test_a_save_with_300_000_moves_is_refused_before_any_move_is_played(monkeypatch):
    """Issue 17 point 8 (1.0.0 took 18 s to load such a save): the length is refused before
    one move is replayed (the time it takes is benchmarks/bench_engine.py's)."""
    v2 = back_and_forth(0).to_dict()
    v2["actions"] += [["take_back", 0], v2["actions"][-1]] * 150_000
    v1 = json.loads((FIXTURES / "v1_0_0_in_progress.json").read_text())
    v1["log"] += [["take_back", 1], v1["log"][-1]] * 150_000
    played: list[object] = []
    original = Game.apply
    monkeypatch.setattr(
        Game, "apply", lambda game, action: played.append(action) or original(game, action)
    )
    for data in (v2, v1):
        with pytest.raises(GameDataError, match="at most"):
            Game.from_dict(data)
    assert played == []


def test_the_largest_accepted_saves_load_and_play_on():
    """A 1.0.0 save of MAX_V1_ACTIONS moves loads, and saves again short."""
    v1 = json.loads((FIXTURES / "v1_0_0_in_progress.json").read_text())
    spare = MAX_V1_ACTIONS - len(v1["log"])
    v1["log"] += [["take_back", 1], v1["log"][-1]] * (spare // 2)
    game = Game.from_dict(v1)  # (how fast: benchmarks/bench_engine.py, loading saves)
    assert len(game.to_dict()["actions"]) < 50
    longest = max(len(list(random_game(s))[-1].to_dict()["actions"]) for s in range(30))
    assert 10 * longest <= MAX_SAVED_ACTIONS


def test_forced_games_are_marked_and_stay_marked():
    """Issue 17 point 9: a game with forced dice is marked, so the app never records it."""
    g = Game(Difficulty.NIGHTMARE, seed=6)
    g.roll([3, 4, 5, 6])
    assert g.forced and g.phase is Phase.PLACE
    place_turn(g)
    g.confirm()
    loaded = Game.from_dict(g.to_dict())
    assert loaded.forced and loaded.to_dict()["forced"] is True
    assert not Game(Difficulty.NIGHTMARE, seed=6).forced
