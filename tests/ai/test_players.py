"""The bot's players: only legal moves, sensible choices on crafted positions, fair dice."""

from __future__ import annotations

import pytest

from magdagdon.ai.players import (
    Adjust,
    BotError,
    Cancelled,
    GreedyPlayer,
    Place,
    Reroll,
    Ruin,
    StrongPlayer,
    StrongSettings,
    _after,
    apply_decision,
    make_player,
    placements,
    running_total,
)
from magdagdon.ai.runner import DiceStream, play_game
from magdagdon.engine import Difficulty, Game, Phase
from magdagdon.engine.board import encode

from .boards import game_with_board

FAST = StrongSettings(refine=1, lookahead=0)


def _checked_game(player, difficulty: Difficulty, seed: int) -> Game:
    """Play a game like the runner does, checking each decision against the rules first."""
    game = Game(difficulty, seed)
    dice = DiceStream(seed)
    while not game.is_over:
        if game.phase is Phase.ROLL:
            game.roll(dice.roll())
            continue
        decision = player.decide(game)
        if isinstance(decision, Place):
            assert len(decision.steps) >= game.required  # R3.3
            assert len({s.die for s in decision.steps}) == len(decision.steps)
            assert all(game.dice[s.die].value == s.value for s in decision.steps)
        elif isinstance(decision, Ruin):
            assert decision.cell in game.ruinable_cells
        elif isinstance(decision, Adjust):
            assert game.can_adjust(decision.die, decision.delta)
        else:
            assert isinstance(decision, Reroll)
            assert game.can_reroll(decision.dice)
        before = game.powers_used
        values = dice.reroll(len(decision.dice)) if isinstance(decision, Reroll) else None
        apply_decision(game, decision, values)  # a RuleError here fails the test
        if isinstance(decision, (Adjust, Reroll)):
            assert game.powers_used == before + 1
    return game


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_greedy_only_makes_legal_moves(difficulty):
    player = GreedyPlayer()
    first = 1_000 * list(Difficulty).index(difficulty)  # other dice on every difficulty
    for seed in range(first, first + 400):
        game = _checked_game(player, difficulty, seed)
        assert game.powers_used == 0  # greedy never uses a power
        assert Game.from_dict(game.to_dict()).score() == game.score()  # the log replays


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_strong_only_makes_legal_moves(difficulty):
    player = StrongPlayer(settings=FAST)
    for seed in range(60):
        game = _checked_game(player, difficulty, 10_000 + seed)
        assert Game.from_dict(game.to_dict()).score() == game.score()


def test_default_strong_plays_whole_games_legally():
    player = StrongPlayer()
    for difficulty in Difficulty:
        for seed in range(4):
            _checked_game(player, difficulty, 77 + seed)


def test_strong_completes_a_straight():
    game = game_with_board(Difficulty.PEACEFUL, [3, 4, 5, None] + [None] * 12)
    game.roll([1, 6, 2, 2])
    decision = StrongPlayer().decide(game)
    assert isinstance(decision, Place)
    assert (3, 6) in {(s.cell, s.value) for s in decision.steps}
    apply_decision(game, decision)
    assert game.score().bonus == 60


def test_strong_plans_an_order_through_empty_cells():
    # the 4 can only reach cell 2 once the 5 is on cell 3 (R4.4)
    game = game_with_board(Difficulty.NIGHTMARE, [None, None, None, None, 5, 5, 6, 6] + [None] * 8)
    game.roll([6, 5, 5, 1])
    decision = StrongPlayer().decide(game)
    assert isinstance(decision, Place)
    apply_decision(game, decision)  # legal in the order given
    assert game.phase in (Phase.ROLL, Phase.OVER)


def test_strong_rescues_a_straight_with_a_cheap_power():
    board = [None, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6]
    game = game_with_board(Difficulty.PEACEFUL, board)
    game.roll([2, 2, 2, 2])  # a 2 cannot go next to a 4: MAGDAGDON
    assert game.phase is Phase.MAGDAGDON
    decision = StrongPlayer().decide(game)
    assert isinstance(decision, (Adjust, Reroll))
    if isinstance(decision, Adjust):
        assert decision.delta == 1


def test_strong_accepts_a_cheap_ruin_rather_than_pay_seventy():
    # SURVIVAL: the power costs 70, the ruin costs 15 and no bonus is at stake
    board = [None, 1, 2, 1, 1, 1, 2, 1, 2, 2, 1, 2, 1, 2, 2, 1]
    game = game_with_board(Difficulty.SURVIVAL, board)
    game.roll([6, 6, 6, 6])
    assert game.phase is Phase.MAGDAGDON
    decision = StrongPlayer().decide(game)
    assert decision == Ruin(0, decision.expected)


def test_greedy_takes_the_highest_running_score():
    game = game_with_board(Difficulty.PEACEFUL, [3, 4, 5, None] + [None] * 12)
    game.roll([6, 4, 4, 5])
    decision = GreedyPlayer().decide(game)
    board = encode(game.cells)
    apply_decision(game, decision)
    best = running_total(encode(game.cells))
    # no placement of the same dice scores more
    for placement in placements(board, [6, 4, 4, 5], 2):
        assert running_total(_after(board, placement)) <= best


def test_greedy_ruins_the_cell_fewest_values_can_fill():
    game = game_with_board(Difficulty.NIGHTMARE, [1, 2, 3, 4] + [None] * 12)
    game.roll([6, 6, 6, 6])
    assert game.phase is Phase.MAGDAGDON
    decision = GreedyPlayer().decide(game)
    assert decision.cell == 4  # under the 1: only 1 or 2 fit


def test_deciding_outside_a_turn_is_an_error():
    with pytest.raises(BotError):
        StrongPlayer().decide(Game(Difficulty.PEACEFUL, 1))
    with pytest.raises(ValueError, match="unknown level"):
        make_player("grandmaster")


def test_a_decision_can_be_cancelled():
    game = Game(Difficulty.PEACEFUL, 3)
    game.roll([3, 4, 4, 5])
    player = StrongPlayer(should_stop=lambda: True)
    with pytest.raises(Cancelled):
        player.decide(game)
    player.should_stop = None
    assert isinstance(player.decide(game), Place)


def test_prepared_dice_are_taken_back_before_a_planned_turn():
    game = Game(Difficulty.PEACEFUL, 3)
    game.roll([3, 4, 4, 5])
    game.prepare(0, 15)
    decision = StrongPlayer().decide(game)
    apply_decision(game, decision)
    assert game.turns == 1


def test_both_levels_face_the_same_rolls():
    seed = 4242
    for difficulty in Difficulty:
        games = [
            play_game(p, difficulty, seed, keep_game=True).game
            for p in (GreedyPlayer(), StrongPlayer(settings=FAST))
        ]
        logs = [[e[1] for e in game.log if e[0] == "roll"] for game in games]
        shared = min(len(log) for log in logs)
        assert shared >= 3
        assert logs[0][:shared] == logs[1][:shared]
