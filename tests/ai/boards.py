"""Crafted positions reached through legal play only (the engine checks every step)."""

from __future__ import annotations

from collections.abc import Sequence

from magdagdon.engine import NEIGHBOURS, Difficulty, Game


def game_with_board(difficulty: Difficulty, target: Sequence[int | None]) -> Game:
    """A game whose permanent board is ``target`` (numbers and empties, one connected field),
    built by rolling exactly the needed dice and placing them outward from the first number."""
    cells = [i for i, v in enumerate(target) if v is not None]
    order: list[int] = []
    if cells:
        frontier = [cells[0]]
        while frontier:
            cell = frontier.pop(0)
            if cell in order:
                continue
            order.append(cell)
            frontier.extend(n for n in NEIGHBOURS[cell] if target[n] is not None)
    assert sorted(order) == cells, "the numbers of a crafted board must form one group"
    game = Game(difficulty, seed=0)
    while order:
        left = len(order)
        size = left if left <= 4 else 4 if left - 4 >= difficulty.minimum else left - 4
        size = max(size, min(left, difficulty.minimum))
        chunk, order = order[:size], order[size:]
        values = [target[c] for c in chunk]
        game.roll([*values, *[values[0]] * (4 - len(values))])  # type: ignore[list-item]
        for die, cell in enumerate(chunk):
            game.prepare(die, cell)
        game.confirm()
    return game
