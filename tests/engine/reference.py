"""An independent reading of RULEBOOK.md used as an oracle by the engine tests.

Nothing here imports the engine's board, search or scoring code: each function restates a
rule directly (and slowly) so that the engine can be checked against it. Boards use the
public form: ``None`` empty, ``1..6`` a number, ``RUIN`` a ruin.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations, permutations

from magdagdon.engine import RUIN


def neighbours(cell: int) -> list[int]:
    """R1.3: cells sharing a side with ``cell`` on the 4x4 board (R1.1, row-major)."""
    row, col = divmod(cell, 4)
    out = []
    if row > 0:
        out.append(cell - 4)
    if row < 3:
        out.append(cell + 4)
    if col > 0:
        out.append(cell - 1)
    if col < 3:
        out.append(cell + 1)
    return out


def is_number(value: object) -> bool:
    """R1.2/R1.4: a ruin or an empty cell is not a number."""
    return value is not None and value is not RUIN


def legal_cells(cells: Sequence[object], value: int) -> set[int]:
    """R4 read literally, one cell at a time."""
    field_has_number = any(is_number(v) for v in cells)
    out = set()
    for cell in range(16):
        if cells[cell] is not None:  # R4.1: not a number, not a ruin, not a prepared die
            continue
        if not field_has_number:  # R4.2
            out.add(cell)
            continue
        around = [cells[n] for n in neighbours(cell) if is_number(cells[n])]
        if around and all(abs(n - value) <= 1 for n in around):  # R4.3
            out.add(cell)
    return out


def valid_set(cells: Sequence[object], placed: dict[int, int]) -> bool:
    """R4.4: is this set of prepared dice (cell -> value) valid as a whole?

    Each die must be joined to a permanent number through a chain of neighbouring numbers
    (on a board with no permanent number: the dice form one connected group), and every
    neighbouring pair that involves a die must differ by at most 1.
    """
    field = list(cells)
    for cell, value in placed.items():
        if field[cell] is not None:
            return False
        field[cell] = value
    for cell, value in placed.items():
        for n in neighbours(cell):
            if is_number(field[n]) and abs(field[n] - value) > 1:
                return False
    if not placed:
        return True
    permanent = [c for c in range(16) if is_number(cells[c])]
    start = permanent if permanent else [next(iter(placed))]
    reached = set(start)
    todo = list(start)
    while todo:
        cell = todo.pop()
        for n in neighbours(cell):
            if n not in reached and is_number(field[n]):
                reached.add(n)
                todo.append(n)
    return all(cell in reached for cell in placed)


def _connected_cells(cells: Sequence[object], chosen: tuple[int, ...]) -> bool:
    """Connectivity half of R4.4, which depends only on which cells are filled."""
    permanent = [c for c in range(16) if is_number(cells[c])]
    filled = set(permanent) | set(chosen)
    start = permanent if permanent else [chosen[0]]
    reached = set(start)
    todo = list(start)
    while todo:
        cell = todo.pop()
        for n in neighbours(cell):
            if n in filled and n not in reached:
                reached.add(n)
                todo.append(n)
    return all(c in reached for c in chosen)


def placement_sets(
    cells: Sequence[object], dice: Sequence[int], required: int
) -> set[frozenset[tuple[int, int]]]:
    """Every valid set of ``required`` placements of the dice, found with no notion of order.

    Enumerates sets of empty cells and assignments of distinct dice to them, and keeps those
    that R4.4 accepts as a whole.
    """
    empty = [c for c in range(16) if cells[c] is None]
    out: set[frozenset[tuple[int, int]]] = set()
    if required == 0:
        return {frozenset()}
    if required > len(dice):
        return out
    assignments = set(permutations(dice, required))
    for chosen in combinations(empty, required):
        if not _connected_cells(cells, chosen):
            continue
        for values in assignments:
            placed = dict(zip(chosen, values, strict=True))
            if valid_set(cells, placed):
                out.add(frozenset(placed.items()))
    return out


def can_place(cells: Sequence[object], dice: Sequence[int], required: int) -> bool:
    """R6.1, order-free: does any valid set of ``required`` placements exist?"""
    if required == 0:
        return True
    empty = [c for c in range(16) if cells[c] is None]
    assignments = set(permutations(dice, required))
    for chosen in combinations(empty, required):
        if not _connected_cells(cells, chosen):
            continue
        for values in assignments:
            if valid_set(cells, dict(zip(chosen, values, strict=True))):
                return True
    return False


def line_bonus(values: Sequence[object]) -> int:
    """R7.2/R7.3: the bonus points of one line, written from the rule's wording."""
    if any(not is_number(v) for v in values):
        return 0
    forward = all(values[i + 1] == values[i] + 1 for i in range(3))
    backward = all(values[i + 1] == values[i] - 1 for i in range(3))
    if forward or backward:
        return 60
    counts = Counter(values)
    if len(counts) == 1:
        return 40
    if sorted(counts.values()) == [2, 2]:
        return 20
    return 0


PENALTIES = {"PEACEFUL": [10, 20, 40], "SURVIVAL": [70], "NIGHTMARE": []}


def total_score(cells: Sequence[object], difficulty_name: str, powers_used: int) -> int:
    """R7.4 recomputed from scratch: base + bonuses - 15 per ruin - power penalties."""
    rows = [[cells[4 * r + c] for c in range(4)] for r in range(4)]
    columns = [[cells[4 * r + c] for r in range(4)] for c in range(4)]
    base = sum(v for line in rows + columns for v in line if is_number(v))
    bonus = sum(line_bonus(line) for line in rows + columns)
    ruins = sum(1 for v in cells if v is RUIN)
    return base + bonus - 15 * ruins - sum(PENALTIES[difficulty_name][:powers_used])


def numbers_connected(cells: Sequence[object]) -> bool:
    """All numbers on the board form one group of side-neighbours (R4.4 over a whole game)."""
    numbers = [c for c in range(16) if is_number(cells[c])]
    if not numbers:
        return True
    reached = {numbers[0]}
    todo = [numbers[0]]
    while todo:
        cell = todo.pop()
        for n in neighbours(cell):
            if n not in reached and is_number(cells[n]):
                reached.add(n)
                todo.append(n)
    return len(reached) == len(numbers)


def neighbours_within_one(cells: Sequence[object]) -> bool:
    """R4.3 over a whole board: no two neighbouring numbers differ by more than 1."""
    return all(
        abs(cells[a] - cells[b]) <= 1
        for a in range(16)
        for b in neighbours(a)
        if is_number(cells[a]) and is_number(cells[b])
    )
