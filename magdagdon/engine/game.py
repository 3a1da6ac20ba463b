"""The turn state machine (R2-R8): one game, its dice, its board and its log of actions.

Every action is a value (``actions.py``) played by ``Game.apply``, which checks everything
first and only then changes state, so a ``RuleError`` leaves the game exactly as it was. The
public methods (``roll``, ``prepare``, ...) each build one action and apply it. Every applied
action is appended to ``actions``; ``replay`` plays a log again, and ``to_dict``/``from_dict``
(``saving.py``) store a game as its difficulty, seed and actions.

Dice come from the seed, turn by turn (``dice.py``): the ROLL of turn n depends only on
(seed, n), the k-th REROLL of turn n on (seed, n, k). Values given to ``roll``/``reroll``
that differ from the seed's make the game ``forced`` (a test or a tool, never a record).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .actions import AcceptMagdagdon, Action, Adjust, Confirm, Prepare, Reroll, Roll, TakeBack
from .board import (
    EMPTY,
    Cell,
    check_cell,
    decode,
    legal_targets,
    placeable,
)
from .dice import SEED_LIMIT, check_seed, game_code, parse_code
from .refusals import Refusal, Shortfall, refusal_on, shortfall
from .rules import (
    DICE_PER_ROLL,
    Difficulty,
    Phase,
    RuleError,
)
from .scoring import Score, score_board
from .turn import TurnState

#: A new game's seed comes from the system's randomness (``os.urandom``, as ``secrets`` does;
#: ``secrets`` itself would load OpenSSL through ``hmac``: 3.4 MiB, issue 16).
_SYSTEM_RANDOM = random.SystemRandom()


@dataclass(frozen=True, slots=True)
class Die:
    """One of the turn's four dice: its value, and the cell it is prepared on (or None)."""

    value: int
    cell: int | None = None

    @property
    def prepared(self) -> bool:
        return self.cell is not None


class Game(TurnState):
    """One game of MAGDAGDON. Two games are equal when they save the same (``to_dict``).

    >>> g = Game(Difficulty.PEACEFUL, seed=1)
    >>> g.roll([3, 4, 1, 6]); g.phase
    Phase.PLACE
    >>> g.prepare(0, 5); g.prepare(1, 6); g.confirm()
    >>> g.cells[4:8], g.turns, g.score().total, g.forced
    ((None, 3, 4, None), 1, 14, True)
    >>> g.actions[:2]
    (Roll(values=(3, 4, 1, 6)), Prepare(die=0, cell=5))
    """

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value

    def __init__(self, difficulty: Difficulty, seed: int | None = None) -> None:
        if not isinstance(difficulty, Difficulty):
            raise ValueError(f"difficulty must be a Difficulty, got {difficulty!r}")
        fresh = seed is None
        self._setup(difficulty, _SYSTEM_RANDOM.randrange(SEED_LIMIT) if fresh else check_seed(seed))

    @classmethod
    def from_code(cls, code: str) -> Game:
        """A new game with the difficulty and seed a game code names (ValueError if bad)."""
        difficulty, seed = parse_code(code)
        return cls(difficulty, seed)

    def restarted(self) -> Game:
        """This game before its first action: same difficulty, seed and dice (the start of
        its ``replay``, also for a game resumed from a 1.0.0 save)."""
        game = Game.__new__(Game)
        game._setup(self._difficulty, self._seed, legacy=self._legacy is not None)
        return game

    # ----------------------------------------------------------------- state
    @property
    def difficulty(self) -> Difficulty:
        return self._difficulty

    @property
    def seed(self) -> int:
        """The seed the dice come from: 0 <= seed < 2**60 (any int in a 1.0.0 game)."""
        return self._seed

    @property
    def code(self) -> str | None:
        """The game code that starts this game again (``from_code``); None for a game
        resumed from a 1.0.0 save, whose dice do not come turn by turn from its seed."""
        if self._legacy is not None:
            return None
        return game_code(self._difficulty, self._seed)

    @property
    def forced(self) -> bool:
        """Some ROLL or REROLL was given values other than the seed's: never record it."""
        return self._forced

    @property
    def legacy(self) -> bool:
        """Resumed from a 1.0.0 save: the dice follow 1.0.0's single random stream."""
        return self._legacy is not None

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
    def actions(self) -> tuple[Action, ...]:
        """Every action applied so far, in order (immutable; never shortened)."""
        return self._log.items()

    @property
    def log(self) -> tuple[list[Any], ...]:
        """``actions`` as the plain lists 1.0.0 logged (``["prepare", die, cell]``, ...)."""
        return tuple(a.to_data() for a in self._log.items())

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

    def refusal(self, die: int, cell: int) -> Refusal | None:
        """Why R4 refuses ``die`` on ``cell`` now, counting the prepared dice (R4.4); None
        when it may go there. (A prepared die's own cell is TAKEN.)"""
        self._check_die(die)
        return refusal_on(self._field(), self._values[die], check_cell(cell))

    @property
    def shortfall(self) -> Shortfall | None:
        """In MAGDAGDON (R6.1): which dice could join and how many were needed; else None."""
        if self._phase is not Phase.MAGDAGDON:
            return None
        return shortfall(self._board, self._values, self.required)

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
    def unblocking_die(self) -> int | None:
        """In a dead end (R6.4), the prepared die to take back: the latest prepared whose
        take-back (R3.4) alone leaves a way to place the turn, else the latest prepared (taking
        back in this order always ends the dead end); None when not in a dead end."""
        if not self.dead_end:
            return None
        for die in reversed(self._order):
            trial = self.copy()
            trial.take_back(die)
            if not trial.dead_end:
                return die
        return self._order[-1]

    @property
    def can_accept_magdagdon(self) -> bool:
        return self._phase is Phase.MAGDAGDON

    @property
    def rescuable(self) -> bool:
        """In MAGDAGDON: whether some values of the four dice would place the turn's dice
        (R6.1), so that a Majda Power could rescue it (R6.2; a REROLL can bring any roll).
        False when no roll at all fits the board's empty cells: then no power helps."""
        if self._phase is not Phase.MAGDAGDON:
            return False
        return _any_roll_places(tuple(self._board), self.required)

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

    def fits_adjusted(self, die: int, delta: int) -> bool:
        """Whether ``die``, changed by ``delta`` with a Majda Power (R5.2), would fit: in
        PLACE, have a cell now (R4); in MAGDAGDON, let the turn place its dice (R6.1), a sure
        rescue. So the player can be told which power helps, and that it surely does."""
        if not self.can_adjust(die, delta):
            return False
        value = self._values[die] + delta
        if self._phase is Phase.MAGDAGDON:
            values = [value if i == die else v for i, v in enumerate(self._values)]
            return placeable(self._board, values, self.required)
        return bool(legal_targets(self._field(), value))

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
        """R3.1: roll four dice (the seed's, or ``values``); R6.1 decides PLACE or MAGDAGDON."""
        self._need(Phase.ROLL, "R3.1", "roll")
        if values is None:
            values = self._draw(0, tuple(range(DICE_PER_ROLL)), peek=True)
        self.apply(Roll(tuple(self._check_values(values, DICE_PER_ROLL, "R3.1"))))

    def prepare(self, die: int, cell: int) -> None:
        """R3.2: put an available die on a cell where it may go (R4)."""
        self.apply(Prepare(die, cell))

    def take_back(self, die: int) -> None:
        """R3.4: return a prepared die, and every die no longer joined to the field without it."""
        self.apply(TakeBack(die))

    def confirm(self) -> None:
        """R3.3: the prepared dice become permanent; the turn ends."""
        self.apply(Confirm())

    def adjust(self, die: int, delta: int) -> None:
        """R5.2: DECREASE -1 / INCREASE +1 on one available die, for one power use."""
        self.apply(Adjust(die, delta))

    def reroll(self, dice: Sequence[int], values: Sequence[int] | None = None) -> None:
        """R5.3: reroll the chosen available dice together (the seed's values, or
        ``values``), for one power use."""
        chosen = list(dice)
        self._check_reroll(chosen, values)
        if values is None:
            values = self._draw(self._rerolls + 1, tuple(chosen), peek=True)
        self.apply(Reroll(tuple(chosen), tuple(values)))

    def accept_magdagdon(self, cell: int) -> None:
        """R6.3: ruin an empty permanent cell; the dice are discarded and the turn ends."""
        self.apply(AcceptMagdagdon(cell))

    def apply(self, action: Action) -> None:
        """Play one action (with the dice values it names); RuleError/ValueError if illegal."""
        if isinstance(action, Roll):
            self._roll(action)
        elif isinstance(action, Prepare):
            self._prepare(action)
        elif isinstance(action, TakeBack):
            self._take_back(action)
        elif isinstance(action, Confirm):
            self._confirm()
        elif isinstance(action, Adjust):
            self._adjust(action)
        elif isinstance(action, Reroll):
            self._reroll(action)
        elif isinstance(action, AcceptMagdagdon):
            self._accept(action)
        else:
            raise ValueError(f"not an action: {action!r}")
        self._log.append(action, self._segment_state())

    # ----------------------------------------------------------- persistence
    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-safe data; ``Game.from_dict`` gives an equal game back."""
        from .persistence import game_to_dict

        return game_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Game:
        """Rebuild a game by replaying its actions; anything inconsistent (including dice
        that are not its seed's unless marked ``forced``) raises GameDataError. Reads the
        format of 1.0.0 too."""
        from .persistence import game_from_dict

        return game_from_dict(data)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """``from_dict`` of JSON text; any malformed text raises GameDataError (never
        RecursionError, and NaN or Infinity are refused)."""
        from .persistence import game_from_json

        return game_from_json(text)

    def copy(self) -> Game:
        """An independent game in the same state (for search, hints and replay steps)."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        if self._legacy is not None:
            other._legacy = random.Random()
            other._legacy.setstate(self._legacy.getstate())
        other._board = list(self._board)
        other._values = list(self._values)
        other._at = list(self._at)
        other._order = list(self._order)
        other._log = self._log.copy()
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        return (
            f"<Game {self._difficulty.name} seed={self._seed} turn={self._turns} "
            f"phase={self._phase.name} dice={self._values} field={list(self.field)}>"
        )


@lru_cache(maxsize=64)
def _any_roll_places(board: tuple[int, ...], required: int) -> bool:
    """Whether some roll places ``required`` dice on this internal board: the view asks on
    every tap of a MAGDAGDON (its status and its screen), the board stays the same."""
    from .search import placeable_multisets  # the start path does not need the search

    return bool(placeable_multisets(board, required))
