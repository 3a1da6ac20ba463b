"""Replays: a recorded game steps back and forth and ends on its final board and score."""

from __future__ import annotations

import pytest

from magdagdon.comeback import Replay
from magdagdon.engine import Difficulty, Phase

from .games import finished_game


@pytest.mark.parametrize("seed", range(12))
def test_a_replay_steps_through_a_recorded_game_to_its_final_board(seed: int) -> None:
    difficulty = list(Difficulty)[seed % 3]
    game = finished_game(difficulty, seed)
    replay = Replay(difficulty, game.seed, game.log)
    assert replay.position == 0 and replay.game.cells == (None,) * 16 and replay.turn == 0
    assert replay.last == len(game.log)
    seen = []
    while replay.next():
        seen.append(replay.game.log[-1])
    assert seen == list(game.log)  # one step per recorded action
    end = replay.game
    assert end.is_over and end.cells == game.cells
    assert end.score() == game.score() and end.turns == game.turns
    assert replay.turn == replay.turn_count == game.turns  # R3.6: one ROLL per turn
    assert not replay.next()  # the end stays the end

    # Back one action at a time to the start, through the very same positions.
    while replay.previous():
        assert list(replay.game.log) == list(game.log)[: replay.position]
    assert replay.position == 0


def test_turn_steps_and_jumps_land_on_each_turns_roll() -> None:
    game = finished_game(Difficulty.PEACEFUL, 42)
    replay = Replay(Difficulty.PEACEFUL, game.seed, game.log)
    for turn in range(1, game.turns + 1):
        assert replay.next_turn()
        here = replay.game
        assert replay.turn == turn
        assert (
            here.log[-1][0] == "roll"
            and here.turns == turn - 1
            and here.phase
            in (
                Phase.PLACE,
                Phase.MAGDAGDON,
            )
        )
    assert replay.next_turn() and replay.position == replay.last  # then the final board
    assert replay.previous_turn() and replay.turn == game.turns
    replay.to_turn(3)
    assert replay.turn == 3 and replay.game.turns == 2
    replay.next()
    assert replay.previous_turn() and replay.turn == 3  # back to this turn's ROLL first
    assert replay.previous_turn() and replay.turn == 2
    replay.to_turn(0)
    assert replay.position == 0
    replay.to_turn(99)
    assert replay.position == replay.last


def test_a_log_the_rules_reject_is_refused() -> None:
    with pytest.raises(ValueError):
        Replay(Difficulty.PEACEFUL, 1, [["roll", [1, 2, 3, 4]], ["prepare", 0, 99]])


@pytest.mark.parametrize("seed", range(6))
def test_every_step_is_said_from_the_action_that_made_it(qapp, seed: int) -> None:
    """The replay's line for a step comes from the action itself (``engine.describe``), a
    Majda Power named by its button's word."""
    from magdagdon.comeback.replayer import step_text
    from magdagdon.engine import Adjust, Prepare, Reroll, TakeBack, replay

    game = finished_game(Difficulty.PEACEFUL, seed)
    said = {}
    for step in replay(game.restarted(), game.actions):
        text = step_text(step.before, step.action, step.after)
        assert text, step.action
        said.setdefault(type(step.action), text)
        match step.action:
            case Adjust(delta=delta):
                label = "INCREASE +1" if delta > 0 else "DECREASE −1"
                value = step.before.dice[step.action.die].value
                assert text.startswith(f"{label}: {value} becomes {value + delta}"), text
            case Reroll():
                assert text.startswith("REROLL: now "), text
            case Prepare(die=die):
                assert text.startswith(f"{step.before.dice[die].value} prepared on row "), text
            case TakeBack():
                assert text.startswith("Taken back: "), text
    assert len(said) >= 4  # rolls, prepares, confirms and more in every one of these games
