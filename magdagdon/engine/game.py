"""The turn state machine (R2-R8): one game, its dice, its board and its log.

Every action checks everything first and only then changes state, so a ``RuleError`` leaves
the game exactly as it was. Every action is also written to ``log`` with the dice values it
produced; ``from_dict`` rebuilds a game by replaying that log, so a saved game that does not
follow the rules cannot be loaded.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from .board import (
    CELLS,
    EMPTY,
    NEIGHBOURS,
    RUINED,
    Cell,
    check_cell,
    decode,
    has_number,
    legal_targets,
    placeable,
)
from .rules import (
    DICE_PER_ROLL,
    Difficulty,
    GameDataError,
    Phase,
    PhaseError,
    PlacementError,
    PowerError,
    RuleError,
)
from .scoring import Score, score_board

FORMAT: Final = "magdagdon.game"
FORMAT_VERSION: Final = 1

LogEntry = list[Any]


@dataclass(frozen=True, slots=True)
class Die:
    """One of the turn's four dice: its value, and the cell it is prepared on (or None)."""

    value: int
    cell: int | None = None

    @property
    def prepared(self) -> bool:
        return self.cell is not None


class Game:
    """One game of MAGDAGDON.

    >>> g = Game(Difficulty.PEACEFUL, seed=1)
    >>> g.roll([3, 4, 1, 6]); g.phase
    Phase.PLACE
    >>> g.prepare(0, 5); g.prepare(1, 6); g.confirm()
    >>> g.cells[4:8], g.turns, g.score().total
    ((None, 3, 4, None), 1, 14)
    """

    def __init__(self, difficulty: Difficulty, seed: int | None = None) -> None:
        if not isinstance(difficulty, Difficulty):
            raise ValueError(f"difficulty must be a Difficulty, got {difficulty!r}")
        if seed is None:
            seed = secrets.randbits(63)
        elif type(seed) is not int:
            raise ValueError(f"seed must be an int, got {seed!r}")
        self._difficulty = difficulty
        self._seed = seed
        self._rng = random.Random(seed)
        self._board: list[int] = [EMPTY] * CELLS
        self._values: list[int] = []  # the turn's dice; empty outside a turn
        self._at: list[int | None] = []  # the cell each die is prepared on
        self._order: list[int] = []  # prepared dice, earliest first (R3.4)
        self._phase = Phase.ROLL
        self._powers_used = 0
        self._turns = 0
        self._log: list[LogEntry] = []

    # ----------------------------------------------------------------- state
    @property
    def difficulty(self) -> Difficulty:
        return self._difficulty

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The permanent board (prepared dice are not in it)."""
        return decode(self._board)

    @property
    def field(self) -> tuple[Cell, ...]:
        """The board as the player sees it: permanent numbers plus prepared dice (R4)."""
        return decode(self._field())

    @property
    def dice(self) -> tuple[Die, ...]:
        return tuple(Die(v, c) for v, c in zip(self._values, self._at, strict=True))

    @property
    def prepared(self) -> tuple[int, ...]:
        """Indices of the prepared dice, in the order they were prepared."""
        return tuple(self._order)

    @property
    def required(self) -> int:
        """R2.1: dice to place this turn (0 once the game is over)."""
        return min(self._difficulty.minimum, self._board.count(EMPTY))

    @property
    def powers_left(self) -> int:
        return self._difficulty.powers - self._powers_used

    @property
    def powers_used(self) -> int:
        return self._powers_used

    @property
    def next_power_penalty(self) -> int | None:
        """Points the next power use would cost (R5.5), None when none is left."""
        return self._difficulty.next_penalty(self._powers_used)

    @property
    def turns(self) -> int:
        return self._turns

    @property
    def log(self) -> tuple[LogEntry, ...]:
        return tuple(list(e) for e in self._log)

    @property
    def is_over(self) -> bool:
        return self._phase is Phase.OVER

    # --------------------------------------------------------------- queries
    def score(self) -> Score:
        """The running score of the permanent board (R7.5); the final one once OVER."""
        return score_board(self._board, self._difficulty, self._powers_used)

    def legal_cells(self, die: int) -> frozenset[int]:
        """Where ``die`` may be prepared now, counting the prepared dice (R4.4)."""
        self._check_die(die)
        if self._phase is not Phase.PLACE or self._at[die] is not None:
            return frozenset()
        return legal_targets(self._field(), self._values[die])

    @property
    def can_roll(self) -> bool:
        return self._phase is Phase.ROLL

    @property
    def can_confirm(self) -> bool:
        """R3.3: at least ``required`` dice prepared."""
        return self._phase is Phase.PLACE and len(self._order) >= self.required

    @property
    def dead_end(self) -> bool:
        """R6.4: a placement exists, but the prepared dice block it; a die must be taken back."""
        if self._phase is not Phase.PLACE:
            return False
        missing = self.required - len(self._order)
        if missing <= 0:
            return False
        free = [v for v, c in zip(self._values, self._at, strict=True) if c is None]
        return not placeable(self._field(), free, missing)

    @property
    def can_accept_magdagdon(self) -> bool:
        return self._phase is Phase.MAGDAGDON

    @property
    def ruinable_cells(self) -> frozenset[int]:
        """R6.3: the empty permanent cells one of which a MAGDAGDON ruins."""
        if self._phase is not Phase.MAGDAGDON:
            return frozenset()
        return frozenset(i for i, v in enumerate(self._board) if v == EMPTY)

    def can_take_back(self, die: int) -> bool:
        self._check_die(die)
        return self._phase is Phase.PLACE and self._at[die] is not None

    def can_adjust(self, die: int, delta: int) -> bool:
        try:
            self._check_adjust(die, delta)
        except RuleError:
            return False
        return True

    def can_reroll(self, dice: Iterable[int]) -> bool:
        try:
            self._check_reroll(list(dice), None)
        except RuleError:
            return False
        return True

    def taken_back_with(self, die: int) -> tuple[int, ...]:
        """The dice ``take_back(die)`` would return to the tray, ``die`` first (R3.4)."""
        if not self.can_take_back(die):
            return ()
        keep = self._kept_after_removing(die)
        return (die, *(d for d in self._order if d != die and d not in keep))

    # --------------------------------------------------------------- actions
    def roll(self, values: Sequence[int] | None = None) -> None:
        """R3.1: roll four dice (or take ``values``); R6.1 decides PLACE or MAGDAGDON."""
        self._need(Phase.ROLL, "R3.1", "roll")
        if values is None:
            rolled = [self._rng.randint(1, 6) for _ in range(DICE_PER_ROLL)]
        else:
            rolled = self._check_values(values, DICE_PER_ROLL, "R3.1")
        self._values = rolled
        self._at = [None] * DICE_PER_ROLL
        self._order = []
        self._log.append(["roll", list(rolled)])
        self._settle()

    def prepare(self, die: int, cell: int) -> None:
        """R3.2: put an available die on a cell where it may go (R4)."""
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
        self._log.append(["prepare", die, cell])

    def take_back(self, die: int) -> None:
        """R3.4: return a prepared die, and every die no longer joined to the field without it."""
        self._need(Phase.PLACE, "R3.4", "take a die back")
        self._check_die(die)
        if self._at[die] is None:
            raise PlacementError("R3.4", f"die {die} is not prepared")
        keep = self._kept_after_removing(die)
        for d in self._order:
            if d not in keep:
                self._at[d] = None
        self._order = [d for d in self._order if d in keep]
        self._log.append(["take_back", die])

    def confirm(self) -> None:
        """R3.3: the prepared dice become permanent; the turn ends."""
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
        self._log.append(["confirm"])
        self._end_turn()

    def adjust(self, die: int, delta: int) -> None:
        """R5.2: DECREASE -1 / INCREASE +1 on one available die, for one power use."""
        self._check_adjust(die, delta)
        self._values[die] += delta
        self._powers_used += 1
        self._log.append(["adjust", die, delta])
        self._settle()

    def reroll(self, dice: Sequence[int], values: Sequence[int] | None = None) -> None:
        """R5.3: reroll the chosen available dice together, for one power use."""
        dice = list(dice)
        self._check_reroll(dice, values)
        new = (
            [self._rng.randint(1, 6) for _ in dice]
            if values is None
            else self._check_values(values, len(dice), "R5.3", PowerError)
        )
        for d, v in zip(dice, new, strict=True):
            self._values[d] = v
        self._powers_used += 1
        self._log.append(["reroll", list(dice), list(new)])
        self._settle()

    def accept_magdagdon(self, cell: int) -> None:
        """R6.3: ruin an empty permanent cell; the dice are discarded and the turn ends."""
        if self._phase is Phase.PLACE:
            raise RuleError("R6.4", "a legal way to place the required dice exists")
        self._need(Phase.MAGDAGDON, "R6.3", "accept MAGDAGDON")
        check_cell(cell)
        if self._board[cell] != EMPTY:
            raise PlacementError("R6.3", f"only an empty cell can become a ruin, not cell {cell}")
        self._board[cell] = RUINED
        self._log.append(["ruin", cell])
        self._end_turn()

    # ----------------------------------------------------------- persistence
    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-safe data; ``Game.from_dict`` gives the same game back, RNG included."""
        version, internal, gauss = self._rng.getstate()
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "difficulty": self._difficulty.name,
            "seed": self._seed,
            "rng": [version, list(internal), gauss],
            "log": [list(e) for e in self._log],
            "phase": self._phase.name,
            "cells": [None if v == EMPTY else "RUIN" if v == RUINED else v for v in self._board],
            "dice": [[v, c] for v, c in zip(self._values, self._at, strict=True)],
            "turns": self._turns,
            "powers_used": self._powers_used,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Game:
        """Rebuild a game by replaying its log; anything inconsistent raises GameDataError."""
        if not isinstance(data, Mapping):
            raise GameDataError(f"a saved game is a mapping, got {type(data).__name__}")
        if data.get("format") != FORMAT:
            raise GameDataError(f"not a saved MAGDAGDON game (format {data.get('format')!r})")
        if data.get("version") != FORMAT_VERSION:
            raise GameDataError(f"unknown saved-game version {data.get('version')!r}")
        try:
            difficulty = Difficulty[data["difficulty"]]
        except (KeyError, TypeError):
            raise GameDataError(f"unknown difficulty {data.get('difficulty')!r}") from None
        seed = data.get("seed")
        if type(seed) is not int:
            raise GameDataError(f"seed must be an int, got {seed!r}")
        log = data.get("log")
        if not isinstance(log, list):
            raise GameDataError("the log must be a list of actions")
        game = cls(difficulty, seed)
        for i, entry in enumerate(log):
            try:
                game._replay(entry)
            except (RuleError, ValueError, TypeError, IndexError) as exc:
                raise GameDataError(
                    f"action {i} of the log ({entry!r}) is illegal: {exc}"
                ) from None
        game._rng.setstate(_check_rng(data.get("rng")))
        if game.to_dict() != dict(data):
            raise GameDataError("the saved state does not match its own log (edited?)")
        return game

    def copy(self) -> Game:
        """An independent game in the same state (for search and hints)."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        other._board = list(self._board)
        other._values = list(self._values)
        other._at = list(self._at)
        other._order = list(self._order)
        other._log = [list(e) for e in self._log]
        return other

    def __repr__(self) -> str:
        return (
            f"<Game {self._difficulty.name} seed={self._seed} turn={self._turns} "
            f"phase={self._phase.name} dice={self._values} field={list(self.field)}>"
        )

    # -------------------------------------------------------------- internal
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
        values: Sequence[int], count: int, rule: str, error: type[RuleError] = RuleError
    ) -> list[int]:
        out = list(values)
        if len(out) != count or any(type(v) is not int or not 1 <= v <= 6 for v in out):
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

    def _check_reroll(self, dice: list[int], values: Sequence[int] | None) -> None:
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
        self._phase = Phase.OVER if EMPTY not in self._board else Phase.ROLL  # R8.1

    def _kept_after_removing(self, die: int) -> set[int]:
        """R3.4/R4.4: the prepared dice still joined to the field once ``die`` is gone."""
        rest = {self._at[d]: d for d in self._order if d != die}
        if has_number(self._board):
            frontier = [c for c in rest if any(self._board[n] > 0 for n in NEIGHBOURS[c])]
        else:
            first = next((d for d in self._order if d != die), None)
            frontier = [] if first is None else [self._at[first]]
        joined: set[int] = set()
        while frontier:
            cell = frontier.pop()
            if cell in joined:
                continue
            joined.add(cell)
            frontier.extend(n for n in NEIGHBOURS[cell] if n in rest and n not in joined)
        return {rest[c] for c in joined}

    def _replay(self, entry: object) -> None:
        if not isinstance(entry, list) or not entry or not isinstance(entry[0], str):
            raise ValueError("an action is a list starting with its name")
        name, args = entry[0], entry[1:]
        arity = {
            "roll": 1,
            "prepare": 2,
            "take_back": 1,
            "confirm": 0,
            "adjust": 2,
            "reroll": 2,
            "ruin": 1,
        }
        if arity.get(name) != len(args):
            raise ValueError(f"unknown action {name!r} or wrong arguments")
        if name == "roll":
            self._require_list(args[0])
            self.roll(args[0])
        elif name == "prepare":
            self.prepare(args[0], args[1])
        elif name == "take_back":
            self.take_back(args[0])
        elif name == "confirm":
            self.confirm()
        elif name == "adjust":
            self.adjust(args[0], args[1])
        elif name == "reroll":
            self._require_list(args[0])
            self._require_list(args[1])
            self.reroll(args[0], args[1])
        else:
            self.accept_magdagdon(args[0])

    @staticmethod
    def _require_list(value: object) -> None:
        if not isinstance(value, list):
            raise ValueError(f"expected a list, got {value!r}")


def _check_rng(state: object) -> tuple[int, tuple[int, ...], float | None]:
    """Validate a ``random.Random`` state read from JSON (version 3, 624 words + index)."""
    if not (isinstance(state, list) and len(state) == 3 and state[0] == 3):
        raise GameDataError("the RNG state is malformed")
    internal, gauss = state[1], state[2]
    if not (
        isinstance(internal, list)
        and len(internal) == 625
        and all(type(w) is int and 0 <= w < 2**32 for w in internal[:624])
        and type(internal[624]) is int
        and 0 <= internal[624] <= 624
    ):
        raise GameDataError("the RNG state is malformed")
    if gauss is not None and type(gauss) is not float:
        raise GameDataError("the RNG state is malformed")
    return (3, tuple(internal), gauss)
