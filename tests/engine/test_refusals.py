"""Issue 12: why a die is refused (R4) as data, a MAGDAGDON's shortfall (R6.1), and the die
to take back in a dead end (R6.4)."""

from __future__ import annotations

import pytest

from magdagdon.engine import (
    RUIN,
    Difficulty,
    Game,
    Phase,
    Refusal,
    RefusalKind,
    Shortfall,
    legal_cells,
    refusal,
)
from magdagdon.engine.board import encode
from magdagdon.engine.refusals import shortfall
from tests.engine.positions import random_game

E = None
TAKEN, NOT_JOINED, TOO_FAR = RefusalKind.TAKEN, RefusalKind.NOT_JOINED, RefusalKind.TOO_FAR


def board(**cells: object) -> list[object]:
    """A board from keyword cells: board(c0=4, c5=RUIN)."""
    out: list[object] = [E] * 16
    for name, value in cells.items():
        out[int(name[1:])] = value
    return out


# rule, board, value, cell, expected
TABLE = [
    ("R4.2 empty board: anywhere", board(), 6, 10, None),
    ("R4.2 only ruins: anywhere", board(c0=RUIN, c5=RUIN), 2, 15, None),
    ("R4.1 a number", board(c0=4), 4, 0, Refusal(TAKEN)),
    ("R4.1 a ruin", board(c0=4, c1=RUIN), 4, 1, Refusal(TAKEN)),
    ("R4.1 a ruin, empty board", board(c1=RUIN), 4, 1, Refusal(TAKEN)),
    ("R4.3 not next to a number", board(c0=4), 4, 5, Refusal(NOT_JOINED)),
    ("R1.3 a diagonal does not join", board(c0=4), 4, 5, Refusal(NOT_JOINED)),
    ("R1.4 a ruin joins nothing", board(c0=4, c2=RUIN), 4, 3, Refusal(NOT_JOINED)),
    ("R4.3 equal is allowed", board(c0=4), 4, 1, None),
    ("R4.3 one apart is allowed", board(c0=4), 5, 4, None),
    ("R4.3 a 6 next to a 4", board(c0=4), 6, 1, Refusal(TOO_FAR, 0)),
    ("R4.3 a 1 next to a 6", board(c5=6), 1, 9, Refusal(TOO_FAR, 5)),
    ("R4.3 3 and 4 take only 3 or 4: a 5", board(c4=3, c1=4), 5, 5, Refusal(TOO_FAR, 4)),
    ("R4.3 3 and 4 take only 3 or 4: a 2", board(c4=3, c1=4), 2, 5, Refusal(TOO_FAR, 1)),
    ("R4.3 3 and 4 take a 4", board(c4=3, c1=4), 4, 5, None),
    ("R4.3 lowest of two far neighbours", board(c6=1, c1=1, c4=5), 6, 5, Refusal(TOO_FAR, 1)),
    ("R4.3 one near, one far", board(c1=5, c9=2), 5, 5, Refusal(TOO_FAR, 9)),
]


@pytest.mark.parametrize(
    ("rule", "cells", "value", "cell", "expected"), TABLE, ids=[t[0] for t in TABLE]
)
def test_refusal_says_which_rule_refuses(rule, cells, value, cell, expected):
    assert refusal(cells, value, cell) == expected
    assert (expected is None) == (cell in legal_cells(cells, value))  # the same rule, R4


def test_refusal_agrees_with_legal_cells_everywhere():
    """R4: refusal(...) is None exactly on the legal cells, over many real positions."""
    for seed in range(40):
        for game in random_game(seed, Difficulty.PEACEFUL):
            field = game.field
            for value in range(1, 7):
                legal = legal_cells(field, value)
                for cell in range(16):
                    found = refusal(field, value, cell)
                    assert (found is None) == (cell in legal)
                    if found is not None and found.kind is TOO_FAR:
                        assert isinstance(field[found.neighbour], int)
                        assert abs(field[found.neighbour] - value) > 1


@pytest.mark.parametrize("bad", [(0, 1), (7, 1), (3, 16), (3, -1), ("3", 1)])
def test_refusal_checks_its_arguments(bad):
    with pytest.raises(ValueError):
        refusal(board(), *bad)


def test_game_refusal_counts_the_prepared_dice():
    """R4.4: a prepared die is a number for every later check in the same turn."""
    g = Game(Difficulty.PEACEFUL, seed=1)
    g.roll([3, 4, 6, 1])
    assert g.refusal(1, 6) is None  # R4.2: the first die anywhere
    g.prepare(0, 5)
    assert g.refusal(1, 5) == Refusal(TAKEN)  # R4.1: a prepared die takes the cell
    assert g.refusal(1, 15) == Refusal(NOT_JOINED)
    assert g.refusal(2, 6) == Refusal(TOO_FAR, 5)  # a 6 next to the prepared 3
    assert g.refusal(1, 6) is None
    g.prepare(1, 6)
    assert g.refusal(3, 7) == Refusal(TOO_FAR, 6)  # a 1 next to the prepared 4
    assert g.refusal(3, 10) == Refusal(TOO_FAR, 6)
    assert g.refusal(3, 9) == Refusal(TOO_FAR, 5)
    assert g.refusal(2, 11) == Refusal(NOT_JOINED)
    for die in (2, 3):
        assert {c for c in range(16) if g.refusal(die, c) is None} == g.legal_cells(die)


def test_shortfall_of_a_magdagdon():
    """R6.1: 1-3-5-6 on an empty NIGHTMARE board: only the 5 and the 6 join; 3 are needed."""
    g = Game(Difficulty.NIGHTMARE, seed=5)
    g.roll([1, 3, 5, 6])
    assert g.phase is Phase.MAGDAGDON
    assert g.shortfall == Shortfall(required=3, most=2, groups=((5, 6),), dice=(2, 3))


def test_shortfall_with_two_groups_and_none_at_all():
    g = Game(Difficulty.NIGHTMARE, seed=5)
    g.roll([1, 2, 5, 6])
    assert g.shortfall == Shortfall(3, 2, ((1, 2), (5, 6)), (0, 1, 2, 3))
    g.accept_magdagdon(0)
    assert g.shortfall is None  # not in MAGDAGDON
    # Cell 0 is the only empty cell, between a 6 and a 1: no die can join (R4.3).
    cells = [E, 6, 5, 5] + [1] + [2] * 3 + [3, 3, 4, 4] * 2
    assert shortfall(encode(cells), [1, 3, 5, 6], 1) == Shortfall(1, 0, (), ())


def test_shortfall_agrees_with_the_search_over_random_games():
    """R6.1: the most that can be placed is below what is required; each group can be placed."""
    from magdagdon.engine import can_place

    seen = 0
    for seed in range(150):
        for game in random_game(seed, Difficulty.NIGHTMARE):
            if game.phase is not Phase.MAGDAGDON:
                continue
            seen += 1
            short = game.shortfall
            values = [d.value for d in game.dice]
            assert short is not None and short.required == game.required > short.most
            for group in short.groups:
                assert len(group) == short.most and can_place(game.cells, list(group), short.most)
            assert not can_place(game.cells, values, short.most + 1)
            if short.most:
                assert can_place(game.cells, values, short.most)
    assert seen > 20


def test_the_die_to_take_back_in_a_dead_end():
    """R6.4: the prepared dice block the way; ``unblocking_die`` names the one to take back."""
    g = Game(Difficulty.PEACEFUL, seed=2)
    g.roll([2, 6, 4, 5])  # a 2 on an empty board: no 6, 4 or 5 can go next to it
    assert g.unblocking_die is None
    g.prepare(0, 0)
    assert g.dead_end and g.unblocking_die == 0
    g.take_back(0)
    g.prepare(2, 5)
    assert not g.dead_end and g.unblocking_die is None


def test_unblocking_die_leaves_a_way_over_random_dead_ends():
    seen = 0
    for seed in range(300):
        for game in random_game(seed, Difficulty.NIGHTMARE):
            if not game.dead_end:
                assert game.unblocking_die is None
                continue
            seen += 1
            singles = []
            for die in game.prepared:
                trial = game.copy()
                trial.take_back(die)
                singles += [] if trial.dead_end else [die]
            trial = game.copy()
            first = trial.unblocking_die
            assert first in game.prepared and (first in singles or not singles)
            for _ in range(4):  # taking back what it names always ends the dead end
                if not trial.dead_end:
                    break
                trial.take_back(trial.unblocking_die)
            assert not trial.dead_end
    assert seen > 5
