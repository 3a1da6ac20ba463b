"""Saved games and records that set a screen up, for the language and text-size tours.

Every placement in these turns is legal (R4); ``seed_settings`` adds high scores in every
table, so the score pages, the replay and the statistics have something to show.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from magdagdon.engine import Difficulty, Game
from magdagdon.storage import Store, make_settings

# Turns as (rolled values, cells for dice 0.. in order); every placement is legal (R4).
OPENING = [
    ([3, 4, 5, 6], [0, 1, 2, 3]),
    ([3, 4, 5, 6], [4, 5, 6, 7]),
]
CLOSING = [
    ([2, 3, 4, 5], [8, 9, 10, 11]),
    ([1, 2, 3, 1], [12, 13, 14]),
]
# After CLOSING only cell 15 is empty; it touches a 5 and a 3, so only a 4 fits there.
MAGDAGDON_ROLL = [1, 1, 6, 6]
# The next roll in the mid-game state: die 0 (a 2) may go on cell 8, die 1 (a 3) on 9.
MID_TURN_ROLL = [2, 3, 4, 5]


def build_game(turns: list[tuple[list[int], list[int]]]) -> Game:
    game = Game(Difficulty.PEACEFUL, seed=7)
    for values, cells in turns:
        game.roll(values)
        for die, cell in enumerate(cells):
            game.prepare(die, cell)
        game.confirm()
    return game


def ruined_game() -> Game:
    """NIGHTMARE whose first roll (1-3-5-6) places only two dice: a ruin, score −15."""
    game = Game(Difficulty.NIGHTMARE, seed=3)
    game.roll([1, 3, 5, 6])
    game.accept_magdagdon(0)
    assert game.score().total == -15
    return game


def seed_settings(path: Path, game: Game) -> None:
    """A settings file holding ``game`` in progress and a few high scores in every table."""
    store = Store(make_settings(path))
    store.save_game(game)
    for i, (score, turns, powers) in enumerate([(312, 9, 1), (276, 8, 0), (188, 10, 3)]):
        finished = datetime(2026, 3 + i, 14 + i, 18, 5 + i, tzinfo=UTC)
        for difficulty in Difficulty:
            used = min(powers, difficulty.powers)
            store.record(difficulty, score, turns, used, finished=finished)
