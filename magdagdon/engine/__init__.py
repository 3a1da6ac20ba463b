"""MAGDAGDON's rules (RULEBOOK.md R1-R8) in pure Python: no Qt, no I/O, no user-facing text.

Public API: ``Difficulty``, ``Phase``, ``RUIN``, ``RuleError``, ``legal_cells``, ``can_place``,
``score`` and ``Game``; the actions ``Game.apply`` takes, a ``Plan`` of them, ``replay`` and
``describe`` (an action as every view receives it); the Majda Powers' table (``POWERS``); why a
placement is refused (``refusal``); the seeded dice and game codes (``daily_seed``); and every
derived fact (``facts.py``: ``MAX_SCORE``, ``ROLLS``, ``required_dice``, ...). The rest is for
the app, the bot and the tests.
"""

import sys
from types import ModuleType
from typing import TYPE_CHECKING

from magdagdon.lazy import loader

if TYPE_CHECKING:
    from .actions import (
        ACTION_TYPES,
        AcceptMagdagdon,
        Action,
        Adjust,
        Confirm,
        Plan,
        Prepare,
        Reroll,
        Roll,
        TakeBack,
        action_from_data,
    )
    from .board import CELLS, COLUMNS, LINES, NEIGHBOURS, ROWS, RUIN, Cell, can_place, legal_cells
    from .describe import describe, describe_plan
    from .dice import SEED_LIMIT, daily_seed, game_code, parse_code
    from .facts import (
        BOARD_SIZE,
        DICE_PER_ROLL,
        MAX_SCORE,
        ROLLS,
        RUIN_PENALTY,
        DifficultyFacts,
        difficulty_facts,
        required_dice,
        required_for_empty,
    )
    from .game import Die, Game
    from .persistence import FORMAT_VERSION, MAX_SAVED_ACTIONS
    from .powers import POWERS, Effect, Power, power_named
    from .refusals import Refusal, RefusalKind, Shortfall, refusal
    from .replay import Step, replay
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

# Each name is imported on first use (PEP 562), so a start that needs one module does not
# import the whole package first (issue 16: the window's first frame).
_WHERE: dict[str, str] = {
    "ACTION_TYPES": "actions",
    "AcceptMagdagdon": "actions",
    "Action": "actions",
    "Adjust": "actions",
    "BOARD_SIZE": "facts",
    "Bonus": "scoring",
    "CELLS": "board",
    "COLUMNS": "board",
    "Cell": "board",
    "Confirm": "actions",
    "DICE_PER_ROLL": "facts",
    "Die": "game",
    "Difficulty": "rules",
    "DifficultyFacts": "facts",
    "Effect": "powers",
    "FORMAT_VERSION": "persistence",
    "Game": "game",
    "GameDataError": "rules",
    "LINES": "board",
    "LineKind": "scoring",
    "LineScore": "scoring",
    "MAX_SAVED_ACTIONS": "persistence",
    "MAX_SCORE": "facts",
    "NEIGHBOURS": "board",
    "Phase": "rules",
    "PhaseError": "rules",
    "PlacementError": "rules",
    "POWERS": "powers",
    "Plan": "actions",
    "Power": "powers",
    "PowerError": "rules",
    "Prepare": "actions",
    "ROLLS": "facts",
    "ROWS": "board",
    "RUIN": "board",
    "RUIN_PENALTY": "facts",
    "Refusal": "refusals",
    "RefusalKind": "refusals",
    "Reroll": "actions",
    "Roll": "actions",
    "RuleError": "rules",
    "SEED_LIMIT": "dice",
    "Score": "scoring",
    "Shortfall": "refusals",
    "Step": "replay",
    "TakeBack": "actions",
    "action_from_data": "actions",
    "can_place": "board",
    "daily_seed": "dice",
    "describe": "describe",
    "describe_plan": "describe",
    "difficulty_facts": "facts",
    "game_code": "dice",
    "legal_cells": "board",
    "line_bonus": "scoring",
    "magdagdon_chance": "search",
    "parse_code": "dice",
    "power_named": "powers",
    "refusal": "refusals",
    "replay": "replay",
    "required_dice": "facts",
    "required_for_empty": "facts",
    "score": "scoring",
}


class _Package(ModuleType):
    """Keeps the names that share a submodule's name (``replay``, the function of
    ``replay.py``) for the function: importing that submodule sets the package's attribute to
    the module, which the eager imports used to overwrite again (the module stays in
    ``sys.modules``)."""

    def __setattr__(self, name: str, value: object) -> None:
        if isinstance(value, ModuleType) and _WHERE.get(name) == name:
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package


_load = loader(__name__, _WHERE)


def __getattr__(name: str) -> object:
    return _load(name)


__all__ = [
    "ACTION_TYPES",
    "BOARD_SIZE",
    "CELLS",
    "COLUMNS",
    "DICE_PER_ROLL",
    "FORMAT_VERSION",
    "LINES",
    "MAX_SAVED_ACTIONS",
    "MAX_SCORE",
    "NEIGHBOURS",
    "POWERS",
    "ROLLS",
    "ROWS",
    "RUIN",
    "RUIN_PENALTY",
    "SEED_LIMIT",
    "AcceptMagdagdon",
    "Action",
    "Adjust",
    "Bonus",
    "Cell",
    "Confirm",
    "Die",
    "Difficulty",
    "DifficultyFacts",
    "Effect",
    "Game",
    "GameDataError",
    "LineKind",
    "LineScore",
    "Phase",
    "PhaseError",
    "PlacementError",
    "Plan",
    "Power",
    "PowerError",
    "Prepare",
    "Refusal",
    "RefusalKind",
    "Reroll",
    "Roll",
    "RuleError",
    "Score",
    "Shortfall",
    "Step",
    "TakeBack",
    "action_from_data",
    "can_place",
    "daily_seed",
    "describe",
    "describe_plan",
    "difficulty_facts",
    "game_code",
    "legal_cells",
    "line_bonus",
    "magdagdon_chance",
    "parse_code",
    "power_named",
    "refusal",
    "replay",
    "required_dice",
    "required_for_empty",
    "score",
]
