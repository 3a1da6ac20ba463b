"""The bot: players that plan whole turns, built on the engine (pure Python, no Qt).

``GreedyPlayer``, ``StrongPlayer`` and ``ExpertPlayer`` (look-ahead over the next roll from the
first turn; what HINT and the review use) answer ``decide(game)`` with a ``Plan`` of the
engine's actions (``magdagdon.engine.Plan``), which ``Game.follow`` plays; ``make_player`` makes
one by level name. ``play_game`` plays a whole seeded game, ``review`` replays a finished one
turn by turn, and ``python -m magdagdon.ai`` measures a level over many games.
"""

from .bot import BotError, Cancelled, Player
from .expert import EXPERT_WEIGHTS, ExpertPlayer, ExpertSettings
from .levels import LEVELS, make_player
from .players import GreedyPlayer, StrongPlayer, StrongSettings
from .review import TurnReview, review
from .runner import DiceStream, GameResult, play_game

__all__ = [
    "EXPERT_WEIGHTS",
    "LEVELS",
    "BotError",
    "Cancelled",
    "DiceStream",
    "ExpertPlayer",
    "ExpertSettings",
    "GameResult",
    "GreedyPlayer",
    "Player",
    "StrongPlayer",
    "StrongSettings",
    "TurnReview",
    "make_player",
    "play_game",
    "review",
]
