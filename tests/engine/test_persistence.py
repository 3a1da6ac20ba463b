"""Saved games: to_dict/from_dict, JSON, the seeded dice, tampering, determinism, copy."""

from __future__ import annotations

import copy
import json

import pytest

from magdagdon.engine import Difficulty, Game, GameDataError, Phase
from tests.engine.positions import place_turn, random_game


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
    assert g.to_dict()["version"] == 2 and g.to_dict()["format"] == "magdagdon.game"


def test_a_reloaded_game_rolls_what_the_original_would_have():
    """Issues 2 and 14: a restored game rolls what the original would have."""
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
                place_turn(game)
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
            d["actions"][index] = entry

        return edit

    return [
        ("wrong version", setter("version", 3)),
        ("version as text", setter("version", "2")),
        ("no version", delete("version")),
        ("wrong format", setter("format", "chess")),
        ("unknown difficulty", setter("difficulty", "EASY")),
        ("difficulty as list", setter("difficulty", ["PEACEFUL"])),
        ("seed as text", setter("seed", "77")),
        ("seed as bool", setter("seed", True)),
        ("no seed", delete("seed")),
        ("log not a list", setter("actions", "roll")),
        ("seed too big", setter("seed", 2**60)),
        ("seed negative", setter("seed", -1)),
        ("forced denied", setter("forced", False)),
        ("forced as text", setter("forced", "true")),
        ("unknown stream", setter("stream", "dice")),
        ("non-finite seed", setter("seed", float("nan"))),
        ("infinite cell", lambda d: d["cells"].__setitem__(0, float("inf"))),
        ("nested deep", setter("phase", json.loads("[" * 900 + "]" * 900))),
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
        ("log cut short", lambda d: d["actions"].pop()),
        ("log made long", lambda d: d["actions"].extend([["take_back", 0]] * 2_001)),
    ]


@pytest.mark.parametrize(("what", "edit"), _tampered(), ids=[t[0] for t in _tampered()])
def test_malformed_or_tampered_data_raises_game_data_error(what, edit):
    data = mid_turn_game().to_dict()
    assert [e[0] for e in data["actions"]] == [
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


def seeded_game() -> Game:
    """PEACEFUL with the seed's own dice (not forced): two turns, a REROLL, a die prepared."""
    g = Game(Difficulty.PEACEFUL, seed=71)
    g.roll()
    place_turn(g)
    g.confirm()
    g.roll()
    g.reroll([2])
    assert g.phase is Phase.PLACE
    g.prepare(*next((d, min(g.legal_cells(d))) for d in range(4) if g.legal_cells(d)))
    assert not g.forced
    return g


def _chosen_dice(d):
    d["actions"][0] = ["roll", [6, 6, 6, 6]]


@pytest.mark.parametrize(
    ("what", "edit"),
    [
        ("other seed", lambda d: d.__setitem__("seed", 72)),
        ("stream made legacy", lambda d: d.__setitem__("stream", "legacy")),
        ("forced claimed", lambda d: d.__setitem__("forced", True)),
        ("chosen dice (issue 17)", _chosen_dice),
        ("chosen reroll", lambda d: d["actions"][-2].__setitem__(2, [1])),
    ],
)
def test_rolls_must_be_the_seeds_unless_marked_forced(what, edit):
    """Issue 17: a hand-made save with chosen dice is refused; the dice must be the seed's."""
    data = seeded_game().to_dict()
    names = [e[0] for e in data["actions"]]
    assert names[names.index("confirm") + 1 :][:2] == ["roll", "reroll"]
    spoiled = copy.deepcopy(data)
    edit(spoiled)
    with pytest.raises(GameDataError):
        Game.from_dict(spoiled)


def test_forced_dice_mark_the_game_and_survive_a_save():
    """Issue 17: a game with forced dice (values=) is marked, so the app never records it."""
    g = Game(Difficulty.PEACEFUL, seed=5)
    assert not g.forced
    g.roll(list(Game(Difficulty.PEACEFUL, seed=5)._draw(0, (0, 1, 2, 3), peek=True)))
    assert not g.forced  # the seed's own values are not forcing anything
    place_turn(g)
    g.confirm()
    g.roll([6, 6, 6, 6])
    assert g.forced
    again = Game.from_dict(g.to_dict())
    assert again.forced and again == g
