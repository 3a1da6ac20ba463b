"""Random positions and random legal play for the engine tests (seeded, reproducible)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from magdagdon.engine import RUIN, Difficulty, Game, Phase


def random_action(game: Game, rng: random.Random, power_rate: float = 0.15) -> None:
    """Make one random legal move, exploring powers, take-backs and dead ends on the way."""
    if game.phase is Phase.ROLL:
        game.roll()
        return
    if game.powers_left and rng.random() < power_rate:
        free = [d for d, die in enumerate(game.dice) if die.cell is None]
        if free:
            if rng.random() < 0.5:
                moves = [(d, s) for d in free for s in (-1, 1) if game.can_adjust(d, s)]
                if moves:
                    game.adjust(*rng.choice(moves))
                    return
            else:
                game.reroll(rng.sample(free, rng.randint(1, len(free))))
                return
    if game.phase is Phase.MAGDAGDON:
        game.accept_magdagdon(rng.choice(sorted(game.ruinable_cells)))
        return
    moves = [(d, c) for d in range(len(game.dice)) for c in sorted(game.legal_cells(d))]
    if game.prepared and rng.random() < 0.1:
        game.take_back(rng.choice(game.prepared))
    elif game.can_confirm and (not moves or rng.random() < 0.3):
        game.confirm()
    elif moves:
        game.prepare(*rng.choice(moves))
    else:  # a dead end (R6.4): a die must come back
        game.take_back(rng.choice(game.prepared))


def random_game(seed: int, difficulty: Difficulty | None = None) -> Iterator[Game]:
    """Yield the game after every action of one random legal game, to the end."""
    rng = random.Random(seed)
    game = Game(difficulty or rng.choice(list(Difficulty)), seed=seed)
    yield game
    while not game.is_over:
        random_action(game, rng)
        yield game


def random_dice(rng: random.Random) -> list[int]:
    if rng.random() < 0.35:
        return rng.sample(range(1, 7), 4)  # all distinct: the hardest rolls to place
    return [rng.randint(1, 6) for _ in range(4)]


def random_boards(seed: int, count: int) -> list[list[object]]:
    """Boards reached by legal play (permanent and with prepared dice), then the same boards
    with extra ruins, boards holding only ruins, and boards of arbitrary cells."""
    rng = random.Random(seed)
    boards: list[list[object]] = []
    game_seed = seed * 1000
    while len(boards) < count:
        kind = rng.random()
        if kind < 0.55:
            game_seed += 1
            states = [list(g.field) for g in random_game(game_seed)]
            boards.extend(rng.sample(states, min(len(states), 6)))
        elif kind < 0.8 and boards:
            cells = list(rng.choice(boards))
            empty = [i for i, v in enumerate(cells) if v is None]
            for i in rng.sample(empty, rng.randint(0, len(empty))):
                cells[i] = RUIN
            boards.append(cells)
        elif kind < 0.9:
            cells = [None] * 16
            for i in rng.sample(range(16), rng.randint(0, 12)):
                cells[i] = RUIN
            boards.append(cells)
        else:
            pool = [None, None, None, RUIN, 1, 2, 3, 4, 5, 6]
            boards.append([rng.choice(pool) for _ in range(16)])
    return boards[:count]


def place_turn(game: Game) -> None:
    """Prepare dice until CONFIRM is possible, never walking into a dead end (R6.4)."""
    while not game.can_confirm:
        for die, cell in [(d, c) for d in range(4) for c in sorted(game.legal_cells(d))]:
            game.prepare(die, cell)
            if not game.dead_end:
                break
            game.take_back(die)
        else:  # pragma: no cover - R6.1 promises a way when the phase is PLACE
            raise AssertionError(f"no way to place in {game!r}")
