"""The bot: players that choose whole turns, built on the engine (pure Python, no Qt).

``GreedyPlayer``, ``StrongPlayer`` and ``ExpertPlayer`` (look-ahead over the next roll from the
first turn; what HINT and the review use) answer ``decide(game)`` with a ``Decision``
(``Place``, ``Adjust``, ``Reroll`` or ``Ruin``); ``apply_decision`` plays it through the
engine's actions.
``play_game`` plays a whole seeded game, ``review`` replays a finished one turn by turn, and
``python -m magdagdon.ai`` measures a level over many games.
"""

from .expert import EXPERT_WEIGHTS, ExpertPlayer, ExpertSettings
from .players import (
    LEVELS,
    Adjust,
    BotError,
    Cancelled,
    Decision,
    GreedyPlayer,
    Place,
    Player,
    Reroll,
    Ruin,
    Step,
    StrongPlayer,
    StrongSettings,
    apply_decision,
    make_player,
)
from .review import TurnReview, describe, review
from .runner import DiceStream, GameResult, play_game

__all__ = [
    "EXPERT_WEIGHTS",
    "LEVELS",
    "Adjust",
    "BotError",
    "Cancelled",
    "Decision",
    "DiceStream",
    "ExpertPlayer",
    "ExpertSettings",
    "GameResult",
    "GreedyPlayer",
    "Place",
    "Player",
    "Reroll",
    "Ruin",
    "Step",
    "StrongPlayer",
    "StrongSettings",
    "TurnReview",
    "apply_decision",
    "describe",
    "make_player",
    "play_game",
    "review",
]
