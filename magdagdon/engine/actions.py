"""The player's actions as small frozen values: the one vocabulary of a move, from the bot to QML.

``Game.apply`` takes them and ``Game.actions`` logs them, the bot plans with them (``Plan``),
the presenter builds one for each tap that plays, and every view receives them described by
``describe`` (ARCHITECTURE.md "An action and a plan, as QML gets them"), as ``chess.Move`` is
python-chess's. A logged action carries everything needed to play it again, including the
dice values a ROLL or a REROLL produced, so a log replays to the same game (see ``replay``); an
action to play may leave those values out (``None``): the game then throws the seed's dice and
logs them. ``repr`` reads back:

>>> from magdagdon.engine import Roll, Prepare, Reroll
>>> a = Reroll(dice=(0, 2), values=(5, 1))
>>> a, eval(repr(a)) == a
(Reroll(dice=(0, 2), values=(5, 1)), True)
>>> action_from_data(Prepare(die=1, cell=5).to_data())
Prepare(die=1, cell=5)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, TypeAlias

from .powers import Power, power_adding, throw_power
from .rules import DICE_PER_ROLL


def _tuple(values: Any) -> Any:
    """Lists become tuples so that actions compare and hash; anything else is kept for
    ``Game.apply`` to refuse with the rule it breaks."""
    return tuple(values) if isinstance(values, list) else values


def _values(values: tuple[int, ...] | None) -> list[int] | None:
    return None if values is None else list(values)


@dataclass(frozen=True, slots=True)
class Roll:
    """R3.1: ROLL, with the four values it gave (None: the seed's, filled in when played)."""

    name: ClassVar[str] = "roll"
    values: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", _tuple(self.values))

    @property
    def power(self) -> None:
        return None

    @property
    def turned(self) -> tuple[int, ...]:
        """The dice whose faces it sets anew (all four, R3.1): they alone tumble in the tray."""
        return tuple(range(DICE_PER_ROLL))

    def to_data(self) -> list[Any]:
        return [self.name, _values(self.values)]


@dataclass(frozen=True, slots=True)
class Prepare:
    """R3.2: put die ``die`` (0..3) on cell ``cell`` (0..15) until CONFIRM."""

    name: ClassVar[str] = "prepare"
    die: int
    cell: int

    @property
    def power(self) -> None:
        return None

    @property
    def turned(self) -> tuple[int, ...]:
        """No die's face changes (nothing tumbles in the tray)."""
        return ()

    def to_data(self) -> list[Any]:
        return [self.name, self.die, self.cell]


@dataclass(frozen=True, slots=True)
class TakeBack:
    """R3.4: take a prepared die back (and every die no longer joined without it)."""

    name: ClassVar[str] = "take_back"
    die: int

    @property
    def power(self) -> None:
        return None

    @property
    def turned(self) -> tuple[int, ...]:
        """No die's face changes (nothing tumbles in the tray)."""
        return ()

    def to_data(self) -> list[Any]:
        return [self.name, self.die]


@dataclass(frozen=True, slots=True)
class Confirm:
    """R3.3: the prepared dice become permanent; the turn ends."""

    name: ClassVar[str] = "confirm"

    @property
    def power(self) -> None:
        return None

    @property
    def turned(self) -> tuple[int, ...]:
        """No die's face changes (nothing tumbles in the tray)."""
        return ()

    def to_data(self) -> list[Any]:
        return [self.name]


@dataclass(frozen=True, slots=True)
class Adjust:
    """R5.2: DECREASE -1 (``delta=-1``) or INCREASE +1 (``delta=1``) on one available die."""

    name: ClassVar[str] = "adjust"
    die: int
    delta: int

    @property
    def power(self) -> Power | None:
        """The Majda Power that changes a die by ``delta`` (None: no power does, R5.2)."""
        return power_adding(self.delta)

    @property
    def turned(self) -> tuple[int, ...]:
        """The die whose face it sets anew (R5.2): it alone tumbles in the tray."""
        return (self.die,)

    def to_data(self) -> list[Any]:
        return [self.name, self.die, self.delta]


@dataclass(frozen=True, slots=True)
class Reroll:
    """R5.3: REROLL of the dice ``dice``, which then showed ``values`` (in the same order;
    None: the seed's, filled in when played)."""

    name: ClassVar[str] = "reroll"
    dice: tuple[int, ...]
    values: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "dice", _tuple(self.dice))
        object.__setattr__(self, "values", _tuple(self.values))

    @property
    def power(self) -> Power | None:
        """The Majda Power that throws chosen dice again (R5.3)."""
        return throw_power()

    @property
    def turned(self) -> tuple[int, ...]:
        """The chosen dice, whose faces it sets anew (R5.3): they alone tumble in the tray."""
        return self.dice

    def to_data(self) -> list[Any]:
        return [self.name, list(self.dice), _values(self.values)]


@dataclass(frozen=True, slots=True)
class AcceptMagdagdon:
    """R6.3: accept the MAGDAGDON and ruin the empty cell ``cell`` (logged as ``"ruin"``)."""

    name: ClassVar[str] = "ruin"
    cell: int

    @property
    def power(self) -> None:
        return None

    @property
    def turned(self) -> tuple[int, ...]:
        """No die's face changes (nothing tumbles in the tray)."""
        return ()

    def to_data(self) -> list[Any]:
        return [self.name, self.cell]


Action: TypeAlias = Roll | Prepare | TakeBack | Confirm | Adjust | Reroll | AcceptMagdagdon


@dataclass(frozen=True, slots=True)
class Plan:
    """A player's next moves: engine actions in the order they are played, and the final score
    the player expects from them (its own estimate, without penalties already paid).

    A bot's plan starts from the turn's four dice with none prepared (a die prepared now is
    taken back first, ``unprepared``) and ends where the bot must look again: after CONFIRM or
    ACCEPT MAGDAGDON, which end the turn, or after a Majda Power, whose outcome it weighs anew.
    """

    actions: tuple[Action, ...]
    expected: float = 0.0

    @property
    def first(self) -> Action:
        """The action the plan starts with (a plan is never empty)."""
        return self.actions[0]


#: Every action type, by the name it has in a saved log.
ACTION_TYPES: dict[str, type[Action]] = {
    t.name: t for t in (Roll, Prepare, TakeBack, Confirm, Adjust, Reroll, AcceptMagdagdon)
}
_ARITY = {
    "roll": 1,
    "prepare": 2,
    "take_back": 1,
    "confirm": 0,
    "adjust": 2,
    "reroll": 2,
    "ruin": 1,
}


def action_from_data(data: object) -> Action:
    """The action a saved log entry (``Action.to_data()``) stands for; ValueError if malformed.

    Only the shape is checked here; whether the action is legal is ``Game.apply``'s question.
    """
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise ValueError(f"an action is a list starting with its name, got {data!r}")
    name, args = data[0], data[1:]
    kind = ACTION_TYPES.get(name)
    if kind is None or _ARITY[name] != len(args):
        raise ValueError(f"unknown action {name!r} or wrong arguments: {data!r}")
    if name in ("roll", "reroll") and not all(isinstance(a, list) for a in args):
        raise ValueError(f"the dice and values of {name!r} are lists, got {data!r}")
    for arg in args:
        for v in arg if isinstance(arg, list) else [arg]:
            if type(v) is not int:
                raise ValueError(f"the arguments of {name!r} are ints, got {data!r}")
    return kind(*args)
