"""Whole games played on the engine, with every kind of action, for the come-back tests."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta

from magdagdon.engine import Difficulty, Game, Phase
from magdagdon.engine.board import encode, iter_placements


class FakeClock:
    """The player's clock, moved by the test."""

    def __init__(self, when: datetime) -> None:
        self.when = when

    def now(self) -> datetime:
        return self.when

    def next_day(self, days: int = 1) -> None:
        self.when += timedelta(days=days)


def noon(day: date) -> datetime:
    return datetime(day.year, day.month, day.day, 12, 0).astimezone()


def play_turn(game: Game, rng: random.Random) -> None:
    """One turn with the engine's own dice: powers, take-backs, MAGDAGDONs now and then."""
    game.roll()
    while game.phase is Phase.MAGDAGDON:
        if game.powers_left and rng.random() < 0.5:
            game.reroll(range(4))
        else:
            game.accept_magdagdon(min(game.ruinable_cells))
            return
    if game.powers_left and rng.random() < 0.2:
        die = rng.randrange(4)
        for delta in (1, -1):
            if game.can_adjust(die, delta):
                game.adjust(die, delta)
                break
        if game.phase is Phase.MAGDAGDON:
            game.accept_magdagdon(min(game.ruinable_cells))
            return
    values = [d.value for d in game.dice]
    plans = list(iter_placements(encode(game.field), values, game.required))
    plan = rng.choice(plans[:20])
    free = list(range(4))
    for cell, value in plan:
        die = next(d for d in free if values[d] == value)
        free.remove(die)
        game.prepare(die, cell)
    if rng.random() < 0.3 and game.prepared:
        last = game.prepared[-1]
        back_to = game.dice[last].cell
        game.take_back(last)
        assert back_to is not None
        game.prepare(last, back_to)
    game.confirm()


def finished_game(difficulty: Difficulty, seed: int, rng: random.Random | None = None) -> Game:
    rng = rng or random.Random(seed)
    game = Game(difficulty, seed)
    while not game.is_over:
        play_turn(game, rng)
    return game
