"""A game's log of actions: everything applied, and the shorter log a save keeps.

The saved log drops moves that were undone: within one run of PREPAREs and TAKE BACKs (values
cannot change in it), a take-back that returns the dice to a state they already had in that
run cuts the run back to that point, so moving a die back and forth costs nothing in a save
(issue 17). Replaying the saved log gives the same game (the tests check it).

Both logs are chains of immutable links, newest first, so a copy shares them safely (also
across threads: nothing shared is ever changed) and copying a game costs the same however
long its log is; ``replay`` copies the game at every step.
"""

from __future__ import annotations

from collections.abc import Hashable

from .actions import Action, Prepare, TakeBack


class _Link:
    """One action and the link before it."""

    __slots__ = ("action", "before")

    def __init__(self, action: Action, before: _Link | None) -> None:
        self.action = action
        self.before = before


def _unwind(link: _Link | None, length: int) -> tuple[Action, ...]:
    out: list[Action] = []
    while link is not None:
        out.append(link.action)
        link = link.before
    out.reverse()
    assert len(out) == length
    return tuple(out)


class ActionLog:
    """Every action (never shortened) and the saved log (undone moves dropped)."""

    __slots__ = ("_all", "_items", "_marks", "_n", "_saved", "_saved_n")

    def __init__(self) -> None:
        self._all: _Link | None = None
        self._n = 0
        self._items: tuple[Action, ...] | None = ()  # ``items()``, kept until the next append
        self._saved: _Link | None = None
        self._saved_n = 0
        #: In the current run of PREPAREs/TAKE BACKs: state -> the saved log when it was reached.
        self._marks: dict[Hashable, tuple[_Link | None, int]] = {}

    def copy(self) -> ActionLog:
        other = ActionLog.__new__(ActionLog)
        other._all, other._n, other._items = self._all, self._n, self._items
        other._saved, other._saved_n = self._saved, self._saved_n
        other._marks = dict(self._marks)
        return other

    def append(self, action: Action, state: Hashable) -> None:
        """Log ``action``; ``state`` is what a run of PREPAREs/TAKE BACKs can change, after it."""
        self._all = _Link(action, self._all)
        self._n += 1
        self._items = None
        if not isinstance(action, (Prepare, TakeBack)):
            self._saved = _Link(action, self._saved)
            self._saved_n += 1
            self._marks = {state: (self._saved, self._saved_n)}
            return
        back = self._marks.get(state)
        if back is not None:  # the dice are where they were: forget the moves in between
            self._saved, self._saved_n = back
            self._marks = {s: m for s, m in self._marks.items() if m[1] <= self._saved_n}
            return
        self._saved = _Link(action, self._saved)
        self._saved_n += 1
        self._marks[state] = (self._saved, self._saved_n)

    def items(self) -> tuple[Action, ...]:
        if self._items is None:
            self._items = _unwind(self._all, self._n)
        return self._items

    def __len__(self) -> int:
        return self._n

    def saved(self) -> tuple[Action, ...]:
        return _unwind(self._saved, self._saved_n)
