"""The bot's players: only legal moves, sensible choices on crafted positions, fair dice."""

from __future__ import annotations

import pytest

from magdagdon.ai.bot import BotError, Cancelled
from magdagdon.ai.levels import make_player
from magdagdon.ai.players import GreedyPlayer, StrongPlayer, StrongSettings
from magdagdon.ai.runner import DiceStream, play_game
from magdagdon.ai.turns import placed_on, placements, running_total
from magdagdon.engine import (
    AcceptMagdagdon,
    Adjust,
    Confirm,
    Difficulty,
    Game,
    Phase,
    Plan,
    Prepare,
    Reroll,
)
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
        plan = player.decide(game)
        match plan.actions:
            case (*prepares, Confirm()):
                assert all(isinstance(a, Prepare) for a in prepares)
                assert len(prepares) >= game.required  # R3.3
                assert len({a.die for a in prepares}) == len(prepares)
            case (AcceptMagdagdon(cell=cell),):
                assert cell in game.ruinable_cells
            case (Adjust(die=die, delta=delta),):
                assert game.can_adjust(die, delta)
            case (Reroll(dice=chosen, values=None),):
                assert game.can_reroll(chosen)
            case _:
                pytest.fail(f"not a plan of one turn or one power: {plan}")
        before = game.powers_used
        game.follow(dice.thrown(plan))  # a RuleError here fails the test
        if plan.first.power is not None:
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
    plan = StrongPlayer().decide(game)
    assert isinstance(plan.actions[-1], Confirm)
    assert (3, 6) in {(a.cell, game.dice[a.die].value) for a in plan.actions[:-1]}
    game.follow(plan)
    assert game.score().bonus == 60


def test_strong_plans_an_order_through_empty_cells():
    # the 4 can only reach cell 2 once the 5 is on cell 3 (R4.4)
    game = game_with_board(Difficulty.NIGHTMARE, [None, None, None, None, 5, 5, 6, 6] + [None] * 8)
    game.roll([6, 5, 5, 1])
    plan = StrongPlayer().decide(game)
    assert isinstance(plan.first, Prepare)
    game.follow(plan)  # legal in the order given
    assert game.phase in (Phase.ROLL, Phase.OVER)


def test_strong_rescues_a_straight_with_a_cheap_power():
    board = [None, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6, 3, 4, 5, 6]
    game = game_with_board(Difficulty.PEACEFUL, board)
    game.roll([2, 2, 2, 2])  # a 2 cannot go next to a 4: MAGDAGDON
    assert game.phase is Phase.MAGDAGDON
    plan = StrongPlayer().decide(game)
    assert isinstance(plan.first, (Adjust, Reroll)) and len(plan.actions) == 1
    if isinstance(plan.first, Adjust):
        assert plan.first.delta == 1


def test_strong_accepts_a_cheap_ruin_rather_than_pay_seventy():
    # SURVIVAL: the power costs 70, the ruin costs 15 and no bonus is at stake
    board = [None, 1, 2, 1, 1, 1, 2, 1, 2, 2, 1, 2, 1, 2, 2, 1]
    game = game_with_board(Difficulty.SURVIVAL, board)
    game.roll([6, 6, 6, 6])
    assert game.phase is Phase.MAGDAGDON
    plan = StrongPlayer().decide(game)
    assert plan == Plan((AcceptMagdagdon(0),), plan.expected)


def test_greedy_takes_the_highest_running_score():
    game = game_with_board(Difficulty.PEACEFUL, [3, 4, 5, None] + [None] * 12)
    game.roll([6, 4, 4, 5])
    plan = GreedyPlayer().decide(game)
    board = encode(game.cells)
    game.follow(plan)
    best = running_total(encode(game.cells))
    # no placement of the same dice scores more
    for placement in placements(board, [6, 4, 4, 5], 2):
        assert running_total(placed_on(board, placement)) <= best


def test_greedy_ruins_the_cell_fewest_values_can_fill():
    game = game_with_board(Difficulty.NIGHTMARE, [1, 2, 3, 4] + [None] * 12)
    game.roll([6, 6, 6, 6])
    assert game.phase is Phase.MAGDAGDON
    plan = GreedyPlayer().decide(game)
    assert plan.actions == (AcceptMagdagdon(4),)  # under the 1: only 1 or 2 fit


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
    assert isinstance(player.decide(game).first, Prepare)


def test_prepared_dice_are_taken_back_before_a_planned_turn():
    game = Game(Difficulty.PEACEFUL, 3)
    game.roll([3, 4, 4, 5])
    game.prepare(0, 15)
    plan = StrongPlayer().decide(game)
    game.follow(plan)
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
