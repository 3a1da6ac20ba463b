"""The guided first game (issue 13): a real game on fixed dice, taught step by step.

``script`` is the step table and the dice, ``guide`` the pure presenter that checks every
tap, ``qt`` the thin QObjects QML uses (``Tutorial`` and its ``TutorialSession``).
"""

from .guide import Guide, Why, WhyKind
from .script import DIFFICULTY, ROLLS, STEP_COUNT, STEPS, Move

__all__ = ["DIFFICULTY", "ROLLS", "STEPS", "STEP_COUNT", "Guide", "Move", "Why", "WhyKind"]
