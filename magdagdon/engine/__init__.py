"""MAGDAGDON's rules (RULES.md R1-R8) in pure Python: no Qt, no I/O, no user-facing text.

Public API: ``Difficulty``, ``Phase``, ``RUIN``, ``RuleError``, ``legal_cells``, ``can_place``,
``score`` and ``Game``; the rest is for the app, the bot and the tests.
"""

from .board import CELLS, COLUMNS, LINES, NEIGHBOURS, ROWS, RUIN, Cell, can_place, legal_cells
from .game import Die, Game
from .rules import (
    Difficulty,
    GameDataError,
    Phase,
    PhaseError,
    PlacementError,
    PowerError,
    RuleError,
)
from .scoring import Bonus, LineKind, LineScore, Score, line_bonus, score
from .search import magdagdon_chance

__all__ = [
    "CELLS",
    "COLUMNS",
    "LINES",
    "NEIGHBOURS",
    "ROWS",
    "RUIN",
    "Bonus",
    "Cell",
    "Die",
    "Difficulty",
    "Game",
    "GameDataError",
    "LineKind",
    "LineScore",
    "Phase",
    "PhaseError",
    "PlacementError",
    "PowerError",
    "RuleError",
    "Score",
    "can_place",
    "legal_cells",
    "line_bonus",
    "magdagdon_chance",
    "score",
]
