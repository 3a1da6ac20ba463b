"""The heuristic players: greedy and strong, each planning a whole turn for any game state.

A player never touches the game it is asked about; it returns a ``Plan`` of the engine's
actions, which ``Game.follow`` plays like a person's moves, so the rules check every move the
bot makes. The levels by name are ``levels.py``'s; the expert (``expert.py``) builds on the
strong player's heuristic, ruins, roll tables and power options (its public methods).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from magdagdon.engine import (
    POWERS,
    ROLLS,
    AcceptMagdagdon,
    Adjust,
    Difficulty,
    Effect,
    Game,
    Phase,
    Plan,
    Reroll,
    required_for_empty,
)
from magdagdon.engine.board import EMPTY, RUINED, iter_placements
from magdagdon.engine.powers import throw_power
from magdagdon.engine.rules import RUIN_PENALTY
from magdagdon.engine.search import magdagdon_rolls, roll_multisets

from .bot import Cancelled
from .evaluate import Board, Evaluator, Weights, fill_values
from .turns import multisets, placed_on, placements, placing, running_total, turn_state


# -------------------------------------------------------------------------------- greedy
class GreedyPlayer:
    """Never uses powers; takes the placement with the highest running score afterwards;
    in MAGDAGDON ruins the empty cell the fewest values could ever fill."""

    name = "greedy"

    def decide(self, game: Game) -> Plan:
        board, values = turn_state(game)
        if game.phase is Phase.MAGDAGDON:
            cell = min(
                (c for c in range(len(board)) if board[c] == EMPTY),
                key=lambda c: (fill_values(board, c), c),
            )
            return Plan((AcceptMagdagdon(cell),), float(running_total(board) - RUIN_PENALTY))
        best: tuple[tuple[int, int], ...] | None = None
        best_total = 0
        for placement in placements(board, values, game.required):
            total = running_total(placed_on(board, placement))
            if best is None or total > best_total:
                best, best_total = placement, total
        assert best is not None  # PLACE means a legal placement exists (R6.1)
        return Plan(placing(values, best), float(best_total))


# -------------------------------------------------------------------------------- strong
#: A placement with its value.
_Scored = tuple[float, tuple[tuple[int, int], ...]]


@dataclass(frozen=True, slots=True)
class StrongSettings:
    """How hard the strong player looks: risk-checked candidates and whether powers are tried."""

    refine: int = 6
    #: How many of the refined candidates get a full look at every next roll (0: none).
    lookahead: int = 3
    #: Look ahead only when the board after the turn has at most this many empty cells
    #: (early boards have too many ways to place and little risk).
    lookahead_empties: int = 8
    powers: bool = True
    #: Try DECREASE/INCREASE outside MAGDAGDON only while the next power costs at most this.
    adjust_below: int = 20
    #: ... and only once the board has at most this many empty cells (cheaper to weigh).
    adjust_empties: int = 8


class StrongPlayer:
    """Maximises a value heuristic of the board after the turn (current score + bonus
    potential of each line, cells that can no longer be filled, the exact chance of a
    MAGDAGDON on the next roll), and weighs each Majda Power against its penalty."""

    name = "strong"

    def __init__(
        self,
        weights: Weights | None = None,
        settings: StrongSettings | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> None:
        #: Polled while thinking; when it returns True, ``decide`` raises ``Cancelled``.
        self.should_stop = should_stop
        self.evaluator = Evaluator(weights)
        self.settings = settings or StrongSettings()
        self._risk: dict[tuple[Board, int], float] = {}
        self._ahead: dict[Board, float] = {}
        self._tables: dict[tuple[Board, int], tuple[dict[tuple[int, ...], float], float]] = {}
        self._best: dict[tuple[Board, tuple[int, ...], int], _Scored] = {}

    def clear_caches(self) -> None:
        """Forget every cached value (after the evaluator changed)."""
        for cache in (self._risk, self._ahead, self._tables, self._best):
            cache.clear()

    # -- public
    def decide(self, game: Game) -> Plan:
        board, values = turn_state(game)
        self._best.clear()
        difficulty = game.difficulty
        required = game.required
        options: list[Plan] = []
        if game.phase is Phase.PLACE:
            value, placement = self._best_placement(board, tuple(values), required, difficulty)
            options.append(Plan(placing(values, placement), value))
        else:
            cell, value = self.best_ruin(board)
            options.append(Plan((AcceptMagdagdon(cell),), value))
        if self.settings.powers and game.powers_left > 0:
            options.extend(self.power_options(game, board, values, options[0].expected))
        return max(options, key=lambda o: o.expected)

    def value(self, board: Board) -> float:
        """The heuristic value of a permanent board (for reviews and tests)."""
        return self.evaluator.value(board)

    # -- placements
    def _best_placement(
        self,
        board: Board,
        values: tuple[int, ...],
        required: int,
        difficulty: Difficulty,
    ) -> tuple[float, tuple[tuple[int, int], ...]]:
        """Best placement by heuristic, then the top few re-ranked with the exact ruin risk."""
        key = (board, tuple(sorted(values)), required)
        result: _Scored
        hit = self._best.get(key)
        if hit is not None:
            return hit
        value = self.evaluator.value
        scored = []
        for i, placement in enumerate(placements(board, values, required)):
            if not i & 255:
                self.check_stop()
            scored.append((value(placed_on(board, placement)), placement))
        if not scored:
            result = (float("-inf"), ())
            self._best[key] = result
            return result
        scored.sort(key=lambda s: s[0], reverse=True)
        refined = []
        for v, placement in scored[: self.settings.refine]:
            after = placed_on(board, placement)
            refined.append((v - self.risk_cost(after, difficulty), placement))
        result = max(refined, key=lambda s: s[0])
        if self.settings.lookahead:
            refined.sort(key=lambda s: s[0], reverse=True)
            ahead = []
            for v, placement in refined[: self.settings.lookahead]:
                after = placed_on(board, placement)
                if after.count(EMPTY) > self.settings.lookahead_empties:
                    break
                ahead.append((self._next_roll_value(after, difficulty), v, placement))
            if len(ahead) > 1:
                # choose by the look ahead, but report the one-turn value so that every
                # option of a decision (placements, powers, ruins) is on the same scale
                _, v, placement = max(ahead, key=lambda s: s[0])
                result = (v, placement)
        self._best[key] = result
        return result

    def _next_roll_value(self, board: Board, difficulty: Difficulty) -> float:
        """Expected heuristic value after the next turn, over all 1,296 rolls (no powers)."""
        hit = self._ahead.get(board)
        if hit is not None:
            return hit
        required = required_for_empty(difficulty, board.count(EMPTY))
        if required == 0:
            return self.evaluator.value(board)
        total = 0.0
        for roll, ways in roll_multisets():
            total += ways * self.roll_value(board, roll, required)
        result: float = total / ROLLS
        if len(self._ahead) > 20_000:
            self._ahead.clear()
        self._ahead[board] = result
        return result

    def roll_value(self, board: Board, roll: Sequence[int], required: int) -> float:
        """Heuristic value of the best turn with these four dice (a MAGDAGDON: the best ruin)."""
        best, ruined = self._roll_table(board, required)
        top = ruined
        roll = tuple(sorted(roll))
        for size in range(required, min(len(roll), board.count(EMPTY)) + 1):
            for sub in combinations(roll, size):
                v = best.get(sub)
                if v is not None and v > top:
                    top = v
        return top

    def _roll_table(
        self, board: Board, required: int
    ) -> tuple[dict[tuple[int, ...], float], float]:
        """For every sorted multiset of values some placement can take, the best value it
        reaches; plus the best ruin. One enumeration answers all 126 possible rolls."""
        key = (board, required)
        hit = self._tables.get(key)
        if hit is not None:
            return hit
        self.check_stop()
        value = self.evaluator.value
        anything = (1, 2, 3, 4, 5, 6) * 4
        best: dict[tuple[int, ...], float] = {}
        for size in range(max(required, 1), min(4, board.count(EMPTY)) + 1):
            for i, placement in enumerate(iter_placements(board, anything, size)):
                if not i & 255:
                    self.check_stop()
                v = value(placed_on(board, placement))
                sub = tuple(sorted(val for _, val in placement))
                if v > best.get(sub, float("-inf")):
                    best[sub] = v
        result = (best, self.best_ruin(board)[1])
        if len(self._tables) > 2_000:
            self._tables.clear()
        self._tables[key] = result
        return result

    def check_stop(self) -> None:
        if self.should_stop is not None and self.should_stop():
            raise Cancelled

    def risk_cost(self, board: Board, difficulty: Difficulty) -> float:
        """Expected loss from a MAGDAGDON on the next roll: its chance times its cost."""
        empties = board.count(EMPTY)
        required = required_for_empty(difficulty, empties)
        if required == 0:
            return 0.0
        key = (board, required)
        chance = self._risk.get(key)
        if chance is None:
            chance = magdagdon_rolls(board, required) / ROLLS
            if len(self._risk) > 50_000:
                self._risk.clear()
            self._risk[key] = chance
        if chance == 0.0:
            return 0.0
        _, ruined = self.best_ruin(board)
        loss = self.evaluator.value(board) - ruined
        return self.evaluator.weights.risk * chance * max(loss, 0.0)

    def best_ruin(self, board: Board) -> tuple[int, float]:
        value = self.evaluator.value
        best_cell, best = -1, float("-inf")
        for cell in range(len(board)):
            if board[cell] == EMPTY:
                work = list(board)
                work[cell] = RUINED
                v = value(tuple(work))
                if v > best:
                    best_cell, best = cell, v
        return best_cell, best

    # -- powers
    def reserve(self, board: Board, powers_left: int) -> float:
        """What the remaining powers are worth for later turns; less as the board fills."""
        return self.evaluator.weights.power_reserve * powers_left * board.count(EMPTY) / 16

    def power_options(
        self, game: Game, board: Board, values: list[int], baseline: float
    ) -> list[Plan]:
        """A plan for each power use worth considering (the table's, in its order), valued as
        ``baseline`` plus what it gains over the dice as they are, minus its penalty and the
        lost reserve."""
        penalty = game.next_power_penalty
        assert penalty is not None
        in_magdagdon = game.phase is Phase.MAGDAGDON
        if not in_magdagdon and (
            penalty > self.settings.adjust_below
            or board.count(EMPTY) > self.settings.adjust_empties
        ):
            return []
        required = game.required
        cost = (
            penalty
            + self.reserve(board, game.powers_left)
            - self.reserve(board, game.powers_left - 1)
        )
        now = self.roll_value(board, values, required)
        out: list[Plan] = []
        adding = [p for p in POWERS if p.effect is Effect.ADD]
        for die in range(len(values)):
            for power in adding:
                changed = power.changes(values[die])
                if changed is None:
                    continue
                new = list(values)
                new[die] = changed
                gain = self.roll_value(board, new, required) - now
                out.append(Plan((Adjust(die, power.delta),), baseline + gain - cost))
        if in_magdagdon and throw_power() is not None:
            for size in range(1, len(values) + 1):
                for dice in combinations(range(len(values)), size):
                    kept = [values[d] for d in range(len(values)) if d not in dice]
                    total, ways = 0.0, 0
                    for rolled, n in multisets(size):
                        total += n * self.roll_value(board, (*kept, *rolled), required)
                        ways += n
                    out.append(Plan((Reroll(dice),), baseline + total / ways - now - cost))
        return out
