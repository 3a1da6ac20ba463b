"""The turn state machine (R2-R8): one game, its dice, its board and its log of actions.

``Game`` is one class that owns all of a game's state: the permanent board, the turn's four
dice (their values, the cell each is prepared on, the order they were prepared in), the phase,
the counters and the log. Every action is a value (``actions.py``) played by ``Game.apply``,
which dispatches on the action's type to one handler; each handler checks everything first
and only then changes state, so a ``RuleError`` leaves the game exactly as it was. The public
methods (``roll``, ``prepare``, ...) each build one action and apply it. Every applied action
is appended to ``actions``; ``replay`` plays a log again, and ``to_dict``/``from_dict`` store a
game as its difficulty, seed and actions (the format is ``persistence.py``'s).

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

from . import persistence
from .actions import (
    AcceptMagdagdon,
    Action,
    Adjust,
    Confirm,
    Plan,
    Prepare,
    Reroll,
    Roll,
    TakeBack,
)
from .board import (
    CELLS,
    EMPTY,
    NEIGHBOURS,
    RUINED,
    Cell,
    check_cell,
    dead_targets,
    decode,
    has_number,
    legal_targets,
    placeable,
)
from .dice import SEED_LIMIT, check_seed, game_code, parse_code, seeded_values
from .facts import required_for_empty
from .history import ActionLog
from .powers import DELTAS, power_adding
from .refusals import Refusal, Shortfall, refusal_on, shortfall
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


class Game:
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

    @classmethod
    def resumed_from_1_0_0(cls, difficulty: Difficulty, seed: int) -> Game:
        """A new game whose dice follow 1.0.0's single random stream ``random.Random(seed)``
        (a 1.0.0 save plays on from it); any int seed."""
        game = cls.__new__(cls)
        game._setup(difficulty, seed, legacy=True)
        return game

    def restarted(self) -> Game:
        """This game before its first action: same difficulty, seed and dice (the start of
        its ``replay``, also for a game resumed from a 1.0.0 save)."""
        game = Game.__new__(Game)
        game._setup(self._difficulty, self._seed, legacy=self._legacy is not None)
        return game

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
    def required(self) -> int:
        """R2.1: dice to place this turn (0 once the game is over)."""
        return required_for_empty(self._difficulty, self._board.count(EMPTY))

    @property
    def powers_used(self) -> int:
        return self._powers_used

    @property
    def powers_left(self) -> int:
        return self._difficulty.powers - self._powers_used

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
    def saved_actions(self) -> tuple[Action, ...]:
        """``actions`` without the moves that were undone (what a save keeps, issue 17)."""
        return self._log.saved()

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
    def dead_cells(self) -> frozenset[int]:
        """The empty cells no value can ever fill, counting the prepared dice (R4.3, R4.4):
        with none prepared they stay dead for the rest of the game (only a RUIN fills them);
        with some, they are the cells CONFIRM would make so."""
        return dead_targets(self._field())

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

    def unprepared(self) -> tuple[TakeBack, ...]:
        """The TAKE BACKs that return every prepared die to the tray, in order (R3.4: a die
        taken back takes with it the dice no longer joined without it); () when none is."""
        trial = self.copy()
        out: list[TakeBack] = []
        while trial._order:
            action = TakeBack(trial._order[0])
            trial.apply(action)
            out.append(action)
        return tuple(out)

    # --------------------------------------------------------------- actions
    def roll(self, values: Sequence[int] | None = None) -> None:
        """R3.1: roll four dice (the seed's, or ``values``); R6.1 decides PLACE or MAGDAGDON."""
        self._need(Phase.ROLL, "R3.1", "roll")
        if values is None:
            self.apply(Roll())
        else:
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
        self.apply(Reroll(tuple(chosen), None if values is None else tuple(values)))

    def accept_magdagdon(self, cell: int) -> None:
        """R6.3: ruin an empty permanent cell; the dice are discarded and the turn ends."""
        self.apply(AcceptMagdagdon(cell))

    def follow(self, plan: Plan) -> None:
        """Play ``plan``: every prepared die is taken back first (a plan starts from the
        turn's dice with none prepared), then each action in order. An illegal action raises
        RuleError with the ones before it played: a bot's plan is legal where it was made."""
        for action in (*self.unprepared(), *plan.actions):
            self.apply(action)

    def apply(self, action: Action) -> None:
        """Play one action; RuleError/ValueError if illegal. A ROLL or REROLL without values
        throws the seed's dice, and the log holds the action with the values it gave."""
        match action:
            case Roll():
                action = self._roll(action)
            case Prepare():
                self._prepare(action)
            case TakeBack():
                self._take_back(action)
            case Confirm():
                self._confirm()
            case Adjust():
                self._adjust(action)
            case Reroll():
                action = self._reroll(action)
            case AcceptMagdagdon():
                self._accept(action)
            case _:
                raise ValueError(f"not an action: {action!r}")
        self._log.append(action, (tuple(self._at), tuple(self._order)))

    # ------------------------------------------------------ action handlers
    def _roll(self, action: Roll) -> Roll:
        self._need(Phase.ROLL, "R3.1", "roll")
        every = tuple(range(DICE_PER_ROLL))
        if action.values is None:
            seeded = self._draw(0, every, peek=False)
            rolled = list(seeded)
        else:
            rolled = self._check_values(action.values, DICE_PER_ROLL, "R3.1")
            seeded = self._draw(0, every, peek=False)
        self._forced = self._forced or tuple(rolled) != seeded
        self._values = rolled
        self._at = [None] * DICE_PER_ROLL
        self._order = []
        self._rerolls = 0
        self._settle()
        return Roll(tuple(rolled))

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

    def _reroll(self, action: Reroll) -> Reroll:
        dice = action.dice
        if not isinstance(dice, tuple):
            raise PowerError("R5.3", f"REROLL takes a list of dice, got {dice!r}")
        self._check_reroll(list(dice), action.values)
        seeded = self._draw(self._rerolls + 1, dice, peek=False)
        given = seeded if action.values is None else action.values
        new = self._check_values(given, len(dice), "R5.3", PowerError)
        self._rerolls += 1
        self._forced = self._forced or tuple(new) != seeded
        for d, v in zip(dice, new, strict=True):
            self._values[d] = v
        self._powers_used += 1
        self._settle()
        return Reroll(dice, tuple(new))

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

    # ------------------------------------------------------------- checks
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

    def _check_power(self) -> None:
        if self._phase not in (Phase.PLACE, Phase.MAGDAGDON):
            raise PhaseError(
                "R5.4",
                f"powers are used after ROLL and before the turn ends, "
                f"not in phase {self._phase.name}",
            )
        if self.powers_left <= 0:
            raise PowerError("R5.1", f"no Majda Power left in {self._difficulty.name}")

    def _check_adjust(self, die: int, delta: int) -> None:
        self._check_power()
        self._check_die(die)
        power = power_adding(delta)
        if power is None:
            changes = " or ".join(f"{d:+d}" for d in DELTAS)
            raise PowerError("R5.2", f"a power changes a die by {changes}, not {delta!r}")
        if self._at[die] is not None:
            raise PowerError("R5.4", f"die {die} is prepared; take it back first")
        if power.changes(self._values[die]) is None:
            raise PowerError(
                power.rule, f"a {self._values[die]} cannot go to {self._values[die] + delta}"
            )

    def _check_reroll(self, dice: list[int], values: object) -> None:
        self._check_power()
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

    def _field(self) -> list[int]:
        field = list(self._board)
        for v, c in zip(self._values, self._at, strict=True):
            if c is not None:
                field[c] = v
        return field

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

    # ----------------------------------------------------------- persistence
    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-safe data (``persistence.py``'s version 2); ``Game.from_dict`` gives an
        equal game back."""
        return persistence.game_data(
            difficulty=self._difficulty,
            seed=self._seed,
            legacy=self.legacy,
            forced=self._forced,
            actions=self._log.saved(),
            summary=self._summary(),
        )

    def _summary(self) -> dict[str, Any]:
        """What a save states besides its log, for the replay to match (``persistence``)."""
        return persistence.summary(
            phase=self._phase,
            board=self._board,
            dice=[(d.value, d.cell) for d in self.dice],
            turns=self._turns,
            powers_used=self._powers_used,
        )

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | object) -> Game:
        """Rebuild a game by replaying its actions; anything inconsistent (including dice
        that are not its seed's unless marked ``forced``) raises GameDataError. Reads the
        format of 1.0.0 too."""
        saved = persistence.read(data)
        if saved.legacy:
            game = cls.resumed_from_1_0_0(saved.difficulty, saved.seed)
        else:
            try:
                game = cls(saved.difficulty, saved.seed)
            except ValueError as exc:
                raise GameDataError(str(exc)) from None
        for index, action in enumerate(saved.actions):
            try:
                game.apply(action)
            except (RuleError, ValueError, TypeError, IndexError) as exc:
                raise GameDataError(f"action {index} ({action!r}) is illegal: {exc}") from None
        if saved.version == 1:
            assert game._legacy is not None
            replayed = persistence.version_1_data(
                difficulty=game._difficulty,
                seed=game._seed,
                rng=game._legacy.getstate(),
                log=game.log,
                summary=game._summary(),
            )
        else:
            replayed = game.to_dict()
        persistence.check_replayed(saved, replayed, forced=game._forced)
        return game

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """``from_dict`` of JSON text; any malformed text raises GameDataError (never
        RecursionError, and NaN or Infinity are refused)."""
        return cls.from_dict(persistence.parse_json(text))

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
