"""A recorded game, action by action, without Qt: the engine replays it once and the stepper
walks back and forth over the positions it passed through.

Position 0 is the empty board before the first ROLL; position k is the game after its k-th
action; the last position is the final board with the final score. A turn starts at its ROLL.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from typing import Any

from magdagdon.engine import Action, Difficulty, Game

from .sources import replay_games, typed_actions


class Replay:
    """The positions of one recorded game and where the viewer stands among them."""

    def __init__(self, difficulty: Difficulty, seed: int, actions: Iterable[Any]) -> None:
        self.actions = typed_actions(actions)
        self.games = replay_games(difficulty, seed, self.actions)
        # Position of each turn's ROLL: the game there has dice, the one before has none.
        self.rolls = [
            k
            for k in range(1, len(self.games))
            if self.games[k].dice and not self.games[k - 1].dice
        ]
        self.position = 0

    # ----------------------------------------------------------------- where
    @property
    def last(self) -> int:
        return len(self.games) - 1

    @property
    def game(self) -> Game:
        """The game at the current position (a copy: look, do not play)."""
        return self.games[self.position].copy()

    @property
    def final(self) -> Game:
        return self.games[-1]

    @property
    def turn_count(self) -> int:
        return len(self.rolls)

    @property
    def turn(self) -> int:
        """The turn being shown, 1-based; 0 before the first ROLL."""
        return bisect.bisect_right(self.rolls, self.position)

    def action(self) -> Action | None:
        """The action that led to the current position (None at the start)."""
        return self.actions[self.position - 1] if self.position > 0 else None

    # ------------------------------------------------------------------ steps
    def go(self, position: int) -> bool:
        """Stand at ``position`` (clamped); True when that moved."""
        new = max(0, min(self.last, position))
        moved = new != self.position
        self.position = new
        return moved

    def next(self) -> bool:
        return self.go(self.position + 1)

    def previous(self) -> bool:
        return self.go(self.position - 1)

    def next_turn(self) -> bool:
        """To the next turn's ROLL, or the final board after the last turn."""
        later = [r for r in self.rolls if r > self.position]
        return self.go(later[0] if later else self.last)

    def previous_turn(self) -> bool:
        """To this turn's ROLL, or the one before when already there; the start before that."""
        earlier = [r for r in self.rolls if r < self.position]
        return self.go(earlier[-1] if earlier else 0)

    def to_turn(self, turn: int) -> bool:
        """To turn ``turn``'s ROLL (1-based); 0 is the start, past the last is the end."""
        if turn <= 0:
            return self.go(0)
        if turn > len(self.rolls):
            return self.go(self.last)
        return self.go(self.rolls[turn - 1])
