"""The state of one game and the rules that change it (R2-R6, R8), under ``Game``.

``Game`` (``game.py``) is the public face: queries, the actions as methods and ``apply``,
saving. This base class holds the state and the one handler per action type; every handler
checks everything before it changes anything, so a ``RuleError`` leaves the game as it was.
"""

from __future__ import annotations

import random

from .actions import AcceptMagdagdon, Adjust, Prepare, Reroll, Roll, TakeBack
from .board import (
    CELLS,
    EMPTY,
    NEIGHBOURS,
    RUINED,
    check_cell,
    has_number,
    legal_targets,
    placeable,
)
from .dice import seeded_values
from .facts import required_for_empty
from .history import ActionLog
from .rules import (
    DICE_PER_ROLL,
    Difficulty,
    Phase,
    PhaseError,
    PlacementError,
    PowerError,
    RuleError,
)


class TurnState:
    """The board, the turn's dice, the phase, the counters and the log of one game."""

    def _setup(self, difficulty: Difficulty, seed: int, legacy: bool = False) -> None:
        self._difficulty = difficulty
        self._seed = seed
        #: Games resumed from a 1.0.0 save keep drawing from one ``random.Random(seed)``.
        self._legacy: random.Random | None = random.Random(seed) if legacy else None
        self._board: list[int] = [EMPTY] * CELLS
        self._values: list[int] = []  # the turn's dice; empty outside a turn
        self._at: list[int | None] = []  # the cell each die is prepared on
        self._order: list[int] = []  # prepared dice, earliest first (R3.4)
        self._phase = Phase.ROLL
        self._powers_used = 0
        self._turns = 0
        self._rerolls = 0  # REROLLs so far this turn: the next draws from stream k + 1
        self._forced = False
        self._log = ActionLog()

    @property
    def required(self) -> int:
        """R2.1: dice to place this turn (0 once the game is over)."""
        return required_for_empty(self._difficulty, self._board.count(EMPTY))

    @property
    def powers_left(self) -> int:
        return self._difficulty.powers - self._powers_used

    # ------------------------------------------------------ action handlers
    def _roll(self, action: Roll) -> None:
        self._need(Phase.ROLL, "R3.1", "roll")
        rolled = self._check_values(action.values, DICE_PER_ROLL, "R3.1")
        seeded = self._draw(0, tuple(range(DICE_PER_ROLL)), peek=False)
        self._forced = self._forced or tuple(rolled) != seeded
        self._values = rolled
        self._at = [None] * DICE_PER_ROLL
        self._order = []
        self._rerolls = 0
        self._settle()

    def _prepare(self, action: Prepare) -> None:
        die, cell = action.die, action.cell
        self._need(Phase.PLACE, "R3.2", "prepare a die")
        self._check_die(die)
        check_cell(cell)
        if self._at[die] is not None:
            raise PlacementError("R3.2", f"die {die} is already prepared on cell {self._at[die]}")
        field = self._field()
        if field[cell] != EMPTY:
            what = "a ruin" if field[cell] == RUINED else "a number"
            raise PlacementError("R4.1", f"cell {cell} already holds {what}")
        if cell not in legal_targets(field, self._values[die]):
            raise PlacementError(
                "R4.3",
                f"a {self._values[die]} on cell {cell} must touch a number and differ by at "
                "most 1 from every neighbouring number",
            )
        self._at[die] = cell
        self._order.append(die)

    def _take_back(self, action: TakeBack) -> None:
        die = action.die
        self._need(Phase.PLACE, "R3.4", "take a die back")
        self._check_die(die)
        if self._at[die] is None:
            raise PlacementError("R3.4", f"die {die} is not prepared")
        keep = self._kept_after_removing(die)
        for d in self._order:
            if d not in keep:
                self._at[d] = None
        self._order = [d for d in self._order if d in keep]

    def _confirm(self) -> None:
        self._need(Phase.PLACE, "R3.3", "confirm")
        if len(self._order) < self.required:
            raise RuleError(
                "R3.3",
                f"{self.required} dice must be prepared before CONFIRM, {len(self._order)} are",
            )
        for d in self._order:
            cell = self._at[d]
            assert cell is not None
            self._board[cell] = self._values[d]
        self._end_turn()

    def _adjust(self, action: Adjust) -> None:
        self._check_adjust(action.die, action.delta)
        self._values[action.die] += action.delta
        self._powers_used += 1
        self._settle()

    def _reroll(self, action: Reroll) -> None:
        dice = action.dice
        if not isinstance(dice, tuple):
            raise PowerError("R5.3", f"REROLL takes a list of dice, got {dice!r}")
        self._check_reroll(list(dice), action.values)
        new = self._check_values(action.values, len(dice), "R5.3", PowerError)
        self._rerolls += 1
        seeded = self._draw(self._rerolls, dice, peek=False)
        self._forced = self._forced or tuple(new) != seeded
        for d, v in zip(dice, new, strict=True):
            self._values[d] = v
        self._powers_used += 1
        self._settle()

    def _accept(self, action: AcceptMagdagdon) -> None:
        cell = action.cell
        if self._phase is Phase.PLACE:
            raise RuleError("R6.4", "a legal way to place the required dice exists")
        self._need(Phase.MAGDAGDON, "R6.3", "accept MAGDAGDON")
        check_cell(cell)
        if self._board[cell] != EMPTY:
            raise PlacementError("R6.3", f"only an empty cell can become a ruin, not cell {cell}")
        self._board[cell] = RUINED
        self._end_turn()

    # -------------------------------------------------------------- internal
    def _draw(self, stream: int, dice: tuple[int, ...], *, peek: bool) -> tuple[int, ...]:
        """The seed's values for ``dice`` from ``stream`` of this turn (0 ROLL, k REROLL k).

        A 1.0.0 game draws from its one random stream instead (``peek`` leaves it as it was).
        """
        if self._legacy is None:
            values = seeded_values(self._seed, self._turns, stream)
            return tuple(values[d] for d in dice)
        state = self._legacy.getstate()
        out = tuple(self._legacy.randint(1, 6) for _ in dice)
        if peek:
            self._legacy.setstate(state)
        return out

    def _segment_state(self) -> tuple[tuple[int | None, ...], tuple[int, ...]]:
        """What a run of PREPAREs and TAKE BACKs can change (for the saved log's compaction)."""
        return tuple(self._at), tuple(self._order)

    def _field(self) -> list[int]:
        field = list(self._board)
        for v, c in zip(self._values, self._at, strict=True):
            if c is not None:
                field[c] = v
        return field

    def _need(self, phase: Phase, rule: str, action: str) -> None:
        if self._phase is not phase:
            raise PhaseError(rule, f"cannot {action} in phase {self._phase.name}")

    def _check_die(self, die: object) -> None:
        if not self._values:
            raise ValueError(f"there are no dice in phase {self._phase.name} (R3.1: roll first)")
        if type(die) is not int or not 0 <= die < len(self._values):
            raise ValueError(f"die must be an index 0..{len(self._values) - 1}, got {die!r}")

    @staticmethod
    def _check_values(
        values: object, count: int, rule: str, error: type[RuleError] = RuleError
    ) -> list[int]:
        out = list(values) if isinstance(values, (list, tuple)) else None
        if (
            out is None
            or len(out) != count
            or any(type(v) is not int or not 1 <= v <= 6 for v in out)
        ):
            raise error(rule, f"expected {count} die values 1..6, got {values!r}")
        return out

    def _check_power(self, rule: str) -> None:
        if self._phase not in (Phase.PLACE, Phase.MAGDAGDON):
            raise PhaseError(
                "R5.4",
                f"powers are used after ROLL and before the turn ends, "
                f"not in phase {self._phase.name}",
            )
        if self.powers_left <= 0:
            raise PowerError("R5.1", f"no Majda Power left in {self._difficulty.name}")

    def _check_adjust(self, die: int, delta: int) -> None:
        self._check_power("R5.2")
        self._check_die(die)
        if delta not in (-1, 1) or type(delta) is not int:
            raise PowerError("R5.2", f"a power changes a die by exactly 1, not {delta!r}")
        if self._at[die] is not None:
            raise PowerError("R5.4", f"die {die} is prepared; take it back first")
        if not 1 <= self._values[die] + delta <= 6:
            raise PowerError(
                "R5.2", f"a {self._values[die]} cannot go to {self._values[die] + delta}"
            )

    def _check_reroll(self, dice: list[int], values: object) -> None:
        self._check_power("R5.3")
        if not dice:
            raise PowerError("R5.3", "REROLL needs at least one die")
        for d in dice:
            self._check_die(d)
        if len(set(dice)) != len(dice):
            raise PowerError("R5.3", f"each die is rerolled once, got {dice!r}")
        for d in dice:
            if self._at[d] is not None:
                raise PowerError("R5.4", f"die {d} is prepared; take it back first")
        if values is not None:
            self._check_values(values, len(dice), "R5.3", PowerError)

    def _settle(self) -> None:
        """R6.1, asked after ROLL and after every power use."""
        if placeable(self._board, self._values, self.required):
            self._phase = Phase.PLACE
        else:
            self._at = [None] * len(self._values)
            self._order = []
            self._phase = Phase.MAGDAGDON

    def _end_turn(self) -> None:
        self._values, self._at, self._order = [], [], []
        self._turns += 1  # R3.6
        self._rerolls = 0
        self._phase = Phase.OVER if EMPTY not in self._board else Phase.ROLL  # R8.1

    def _kept_after_removing(self, die: int) -> set[int]:
        """R3.4/R4.4: the prepared dice still joined to the field once ``die`` is gone."""
        rest: dict[int, int] = {}
        for d in self._order:
            cell = self._at[d]
            if d != die and cell is not None:
                rest[cell] = d
        if has_number(self._board):
            frontier = [c for c in rest if any(self._board[n] > 0 for n in NEIGHBOURS[c])]
        else:
            first = next((d for d in self._order if d != die), None)
            start = None if first is None else self._at[first]
            frontier = [] if start is None else [start]
        joined: set[int] = set()
        while frontier:
            at = frontier.pop()
            if at in joined:
                continue
            joined.add(at)
            frontier.extend(n for n in NEIGHBOURS[at] if n in rest and n not in joined)
        return {rest[c] for c in joined}
