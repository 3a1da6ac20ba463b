"""The evaluator's board cache stays bounded however long a bot plays (issue 16: the kiosk's
attract game and HINT run for hours; a 200,000-board cache held 40-50 MiB)."""

from __future__ import annotations

from magdagdon.ai.evaluate import CACHE_SIZE, Evaluator
from magdagdon.ai.levels import make_player
from magdagdon.ai.runner import play_game
from magdagdon.engine import Difficulty


def test_the_cache_never_holds_more_than_its_size() -> None:
    player = make_player("strong")
    evaluators = [v for v in vars(player).values() if isinstance(v, Evaluator)]
    assert evaluators, "the strong player scores boards with an Evaluator"
    for seed in range(8):
        play_game(player, Difficulty.PEACEFUL, 500 + seed)
        assert all(len(e._cache) <= CACHE_SIZE for e in evaluators)
    assert CACHE_SIZE <= 20_000


def test_the_cache_changes_no_value() -> None:
    """A cached value is the value computed afresh (R7: the score part is exact)."""
    small, fresh = Evaluator(cache_size=3), Evaluator(cache_size=1)
    boards = [(0,) * 16, (1, 2, 3, 4) + (0,) * 12, (6,) * 4 + (5,) * 4 + (0,) * 8]
    for _ in range(3):
        for board in boards:
            assert small.value(board) == fresh.value(board)
    assert len(small._cache) <= 3


def test_the_experts_learned_leaves_share_the_bound() -> None:
    """The expert behind HINT (NIGHTMARE, SURVIVAL) keeps no bigger cache than the rest."""
    import inspect

    from magdagdon.ai.ntuple import LearnedEvaluator

    default = inspect.signature(LearnedEvaluator.__init__).parameters["cache_size"].default
    assert default == CACHE_SIZE
