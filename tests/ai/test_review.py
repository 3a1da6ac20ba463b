"""The after-game review: per turn, what was played, what strong suggests, points lost."""

from __future__ import annotations

import pytest

from magdagdon.ai.expert import ExpertPlayer
from magdagdon.ai.players import GreedyPlayer, StrongPlayer
from magdagdon.ai.review import review
from magdagdon.ai.runner import play_game
from magdagdon.engine import Adjust, Difficulty, Game, Prepare
from magdagdon.engine.board import encode


def test_review_of_the_expert_finds_nothing_lost_when_it_followed_itself():
    game = play_game(ExpertPlayer(), Difficulty.NIGHTMARE, 31, keep_game=True).game
    turns = review(game)  # the expert reviews by default
    assert len(turns) == game.turns
    for t in turns:
        if not t.powers:
            assert t.lost == pytest.approx(0.0, abs=1e-9), t


def test_review_of_the_expert_values_each_turn_by_its_look_ahead():
    # a turn's points lost = the expert's expected final score with its move minus with
    # the player's, both from the position before the turn (same sampled next rolls)
    game = play_game(GreedyPlayer(), Difficulty.NIGHTMARE, 8, keep_game=True).game
    expert = ExpertPlayer()
    turns = review(game, expert)
    replayed = Game(Difficulty.NIGHTMARE, 8)
    rolls = [e[1] for e in game.log if e[0] == "roll"]
    for t, roll in zip(turns, rolls, strict=True):
        before = encode(replayed.cells)
        replayed.roll(roll)
        assert not t.powers  # greedy never uses one
        if t.ruined is None:
            for cell, value in t.placed:
                die = next(
                    d
                    for d in range(4)
                    if replayed.dice[d].value == value and d not in replayed.prepared
                )
                replayed.prepare(die, cell)
            replayed.confirm()
        else:
            replayed.accept_magdagdon(t.ruined)
        played = expert.value_after(before, encode(replayed.cells), Difficulty.NIGHTMARE)
        assert t.lost == pytest.approx(max(0.0, t.suggestion.expected - played))
    assert sum(t.lost for t in turns) > 20  # greedy loses points the expert sees


def test_review_with_the_strong_bot_finds_nothing_lost_when_it_followed_itself():
    game = play_game(StrongPlayer(), Difficulty.PEACEFUL, 31, keep_game=True).game
    turns = review(game, StrongPlayer())
    assert len(turns) == game.turns
    assert [t.turn for t in turns] == list(range(1, game.turns + 1))
    for t in turns:
        if not t.powers:
            assert t.lost == 0.0, t


def test_review_of_greedy_shows_points_lost_and_what_was_played():
    game = play_game(GreedyPlayer(), Difficulty.NIGHTMARE, 8, keep_game=True).game
    turns = review(game)
    assert len(turns) == game.turns
    assert sum(t.lost for t in turns) > 0
    placed = {cell for t in turns for cell, _ in t.placed}
    ruined = {t.ruined for t in turns if t.ruined is not None}
    assert placed | ruined == set(range(16))  # every cell filled or ruined, once
    assert not placed & ruined
    for t in turns:
        assert t.lost >= 0
        data = t.to_dict()
        assert data["turn"] == t.turn and len(data["roll"]) == 4
        assert data["suggestion"][0]["kind"] in ("prepare", "adjust", "reroll", "ruin")


def test_review_of_a_game_in_progress_covers_finished_turns():
    game = Game(Difficulty.SURVIVAL, 2)
    game.roll([3, 4, 4, 5])
    game.prepare(0, 5)
    game.prepare(1, 6)
    game.take_back(1)
    game.prepare(1, 9)
    game.confirm()
    game.roll([1, 1, 1, 1])
    turns = review(game)
    assert len(turns) == 1
    assert turns[0].placed == ((5, 3), (9, 4))
    assert turns[0].roll == (3, 4, 4, 5)
    assert isinstance(turns[0].suggestion.first, Prepare)


def test_the_suggestion_is_a_plan_its_placements_numbered_in_order():
    game = Game(Difficulty.PEACEFUL, 2)
    game.roll([3, 4, 4, 5])
    game.prepare(0, 5)
    game.prepare(1, 6)
    game.confirm()
    [turn] = review(game, StrongPlayer())
    data = turn.to_dict()["suggestion"]
    assert [a["kind"] for a in data] == ["prepare"] * (len(data) - 1) + ["confirm"]
    assert [a["order"] for a in data[:-1]] == list(range(1, len(data)))
    assert [a["value"] for a in data[:-1]] == [(3, 4, 4, 5)[a["die"]] for a in data[:-1]]


def test_after_a_suggested_power_the_review_shows_the_turn_that_follows():
    """The review's expert board is not left empty when the bot would DECREASE/INCREASE first
    (R5.2): it shows the placement the bot would then make with the changed dice."""
    game = play_game(GreedyPlayer(), Difficulty.PEACEFUL, 2, keep_game=True).game
    turns = review(game, StrongPlayer())
    powered = [t for t in turns if isinstance(t.suggestion.first, Adjust)]
    assert powered  # this game has such turns (turns 3 and 4)
    for t in powered:
        assert t.then is not None and isinstance(t.then.first, Prepare), t
        power = t.suggestion.first
        dice = list(t.roll)
        dice[power.die] += power.delta
        then = t.to_dict()["then"]
        values = [a["value"] for a in then if a["kind"] == "prepare"]
        assert all(values.count(v) <= dice.count(v) for v in values), (dice, values)
        assert len(values) >= 2  # PEACEFUL's minimum (R2.1)
        assert then[-1]["kind"] == "confirm"
    for t in turns:
        if not isinstance(t.suggestion.first, Adjust):
            assert t.then is None and t.to_dict()["then"] == []


def test_the_powers_used_are_plain_data_with_the_value_each_changed():
    """A REROLL then an INCREASE on the thrown die (R5.2, R5.3): the review says the value the
    INCREASE changed (the thrown one, not the rolled one), and its data are lists all the way
    down (a tuple inside reached QML as no array, and the row's text came out empty)."""
    game = Game(Difficulty.PEACEFUL, 1)
    game.roll([3, 4, 1, 6])
    game.reroll([2], [2])
    game.adjust(2, 1)  # the thrown 2 becomes a 3
    game.prepare(0, 5)
    game.prepare(1, 6)
    game.confirm()
    [turn] = review(game, StrongPlayer())
    shown = [
        (p["kind"], p["power"], p["dice"], p["values"], p["thrown"], p["value"], p["to"])
        for p in turn.to_dict()["powers"]
    ]
    assert shown == [
        ("reroll", "REROLL", [2], [1], [2], 0, 0),
        ("adjust", "INCREASE", [2], [2], [], 2, 3),
    ]
