"""A game's log of actions: everything applied, and the shorter log a save keeps.

The saved log drops moves that were undone: within one run of PREPAREs and TAKE BACKs (values
cannot change in it), a take-back that returns the dice to a state they already had in that
run cuts the run back to that point, so moving a die back and forth costs nothing in a save
(issue 17). Replaying the saved log gives the same game (the tests check it).

Copies share storage until one of them grows (copy-on-write), so copying a game is cheap
however long its log is; ``replay`` copies the game at every step.
"""

from __future__ import annotations

from collections.abc import Hashable

from .actions import Action, Prepare, TakeBack


def _push(items: list[Action], length: int, action: Action) -> list[Action]:
    """Append to a shared list: in place when ``items`` is exactly ours, else on a copy."""
    if len(items) != length:
        items = items[:length]
    items.append(action)
    return items


class ActionLog:
    """Every action (never shortened) and the saved log (undone moves dropped)."""

    __slots__ = ("_all", "_marks", "_n", "_saved", "_saved_n")

    def __init__(self) -> None:
        self._all: list[Action] = []
        self._n = 0
        self._saved: list[Action] = []
        self._saved_n = 0
        #: In the current run of PREPAREs/TAKE BACKs: state -> saved length once it was reached.
        self._marks: dict[Hashable, int] = {}

    def copy(self) -> ActionLog:
        other = ActionLog.__new__(ActionLog)
        other._all, other._n = self._all, self._n
        other._saved, other._saved_n = self._saved, self._saved_n
        other._marks = dict(self._marks)
        return other

    def append(self, action: Action, state: Hashable) -> None:
        """Log ``action``; ``state`` is what a run of PREPAREs/TAKE BACKs can change, after it."""
        self._all = _push(self._all, self._n, action)
        self._n += 1
        if not isinstance(action, (Prepare, TakeBack)):
            self._saved = _push(self._saved, self._saved_n, action)
            self._saved_n += 1
            self._marks = {state: self._saved_n}
            return
        back = self._marks.get(state)
        if back is not None:  # the dice are where they were: forget the moves in between
            self._saved_n = back
            self._marks = {s: i for s, i in self._marks.items() if i <= back}
            return
        self._saved = _push(self._saved, self._saved_n, action)
        self._saved_n += 1
        self._marks[state] = self._saved_n

    def items(self) -> tuple[Action, ...]:
        return tuple(self._all[: self._n])

    def __len__(self) -> int:
        return self._n

    def saved(self) -> tuple[Action, ...]:
        return tuple(self._saved[: self._saved_n])
