"""The guided first game as data: its fixed dice, and the moves the player makes, in order.

Nine steps (issue 13), each a few moves; a move names the one thing the player taps next (by
the item's ``objectName``, as the view and the tests know it) and the key of the text the
view shows for it. The game is a real PEACEFUL game of the engine, on these dice only:

======  ============  ======================================================================
turn    dice          what it teaches
======  ============  ======================================================================
1       2 3 4 6       R4.2 first die anywhere; R4.3 a 4 cannot touch the 2; R4.4 order;
                      R3.3 CONFIRM, the 6 is discarded
2       1 1 6 6       R3.4 the take-back cascade; R7.2 the STRAIGHT 1-2-3-4 of the top row
3       6 6 6 6       R6.1 MAGDAGDON (no 6 fits); R5.2 DECREASE -1 rescues it for 10 points
                      (the power bar's, pressed once to arm it and again to spend it: the
                      session offers no one-tap rescue beside it)
4       3 3 3 3       R6.3 MAGDAGDON (no 3 fits) accepted, a RUIN; then R7.4 the score, R2
======  ============  ======================================================================

``tests/tutorial/test_guide.py`` plays the script through the engine and checks each
lesson really happens (no cell lights up for the 4, the cascade takes two dice back, ...).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from magdagdon.engine import Difficulty
from magdagdon.presenter.taps import Kind, Tap

DIFFICULTY: Final = Difficulty.PEACEFUL
SEED: Final = 20261201  # any seed: every roll is given (forced), so the game is never recorded
ROLLS: Final[tuple[tuple[int, ...], ...]] = (
    (2, 3, 4, 6),
    (1, 1, 6, 6),
    (6, 6, 6, 6),
    (3, 3, 3, 3),
)


@dataclass(frozen=True)
class Move:
    """One expected tap (``presenter/taps.py``: its kind, and the die, cell or power ``arg``),
    and the key of its text.

    ``brief`` moves are played by the script itself in the short (kiosk) version, so a
    passer-by sees the lesson without repeating a tap already learnt."""

    key: str
    kind: Kind
    arg: int | str | None = None
    brief: bool = False

    @property
    def tap(self) -> Tap:
        return Tap(self.kind, self.arg)

    @property
    def target(self) -> str:
        """The objectName of the item this move waits for (a power's button is named after
        the power: ``decreaseButton``)."""
        if self.kind is Kind.POWER:
            return f"{str(self.arg).lower()}Button"
        return {
            Kind.ROLL: "rollButton",
            Kind.DIE: f"die{self.arg}",
            Kind.CELL: f"cell{self.arg}",
            Kind.CONFIRM: "confirmButton",
            Kind.REROLL_ALL: "rerollAllButton",
            Kind.RESCUE: "sureRescueButton",
            Kind.ACCEPT: "acceptMagdagdonButton",
            Kind.CANCEL_RUIN: "cancelRuinButton",
            Kind.CANCEL_REROLL: "cancelRerollButton",
            Kind.CLEAR: "",
            Kind.NEXT: "tutorialNextButton",
        }[self.kind]


def _die(key: str, die: int, *, brief: bool = False) -> Move:
    return Move(key, Kind.DIE, die, brief)


def _cell(key: str, cell: int, *, brief: bool = False) -> Move:
    return Move(key, Kind.CELL, cell, brief)


STEPS: Final[tuple[tuple[Move, ...], ...]] = (
    # 1. tap a die: the lit cells are where it may go; the first die goes anywhere (R4.2)
    (
        Move("roll", Kind.ROLL),
        _die("pickFirst", 0),
        _cell("placeFirst", 1),
    ),
    # 2. a die goes next to a number, at most 1 away from each (R4.3); a tap on a cell that
    #    does not light up says why
    (
        _die("pickDark", 2),
        Move("whyDark", Kind.NEXT),
    ),
    # 3. order within a turn (R4.4): the 3 first, then the 4 fits beside it
    (
        _die("pickBridge", 1),
        _cell("placeBridge", 2),
        _die("pickReached", 2),
        _cell("placeReached", 3),
    ),
    # 4. CONFIRM after the minimum; the unused 6 is discarded (R3.3)
    (Move("confirm", Kind.CONFIRM),),
    # 5. take a die back, and the cascade (R3.4)
    (
        Move("rollSecond", Kind.ROLL, brief=True),
        _die("pickChainFirst", 0),
        _cell("placeChainFirst", 5),
        _die("pickChainSecond", 1),
        _cell("placeChainSecond", 9),
        _cell("takeBack", 5),
    ),
    # 6. a line bonus: the STRAIGHT 1-2-3-4 and the score of that line (R7.1, R7.2)
    (
        _die("pickStraight", 0),
        _cell("placeStraight", 0),
        _die("pickSecondOne", 1, brief=True),
        _cell("placeSecondOne", 4, brief=True),
        Move("confirmStraight", Kind.CONFIRM),
        Move("lineScore", Kind.NEXT),
    ),
    # 7. MAGDAGDON rescued by a Majda Power, and its cost (R5.2, R5.5, R6.2)
    (
        Move("rollRescue", Kind.ROLL, brief=True),
        _die("pickRescue", 0),
        Move("decrease", Kind.POWER, "DECREASE"),
        Move("spendDecrease", Kind.POWER, "DECREASE"),
        _cell("placeFive", 7),
        _die("pickSix", 1, brief=True),
        _cell("placeSix", 11, brief=True),
        Move("confirmRescue", Kind.CONFIRM, brief=True),
    ),
    # 8. a MAGDAGDON accepted and a RUIN placed (R6.2, R6.3, R6.5)
    (
        Move("rollRuin", Kind.ROLL, brief=True),
        Move("accept", Kind.ACCEPT),
        _cell("placeRuin", 15),
    ),
    # 9. the score breakdown, and what each difficulty changes (R7.4, R2)
    (
        Move("breakdown", Kind.NEXT),
        Move("difficulties", Kind.NEXT, brief=True),
    ),
)
"""The nine steps of the issue, in order; each step's moves in the order they are made."""

STEP_COUNT: Final = len(STEPS)
