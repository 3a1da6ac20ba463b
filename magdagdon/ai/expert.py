"""The expert player: looks ahead over the next roll from the very first turn.

The strong player ranks a turn by a heuristic of the board right after it, and only looks at
the next roll once the board is nearly full. Most of its loss is made in the first turns, so
the expert does, for every decision (placements, the ruined cell, powers):

1. score every legal outcome of the turn with the fast heuristic (``Evaluator``), keep the
   best ``candidates``;
2. value each kept afterstate by the expectation over the next roll of the best reply to that
   roll (expectimax, one roll deep): over the same ``samples`` rolls for every candidate
   (common random numbers, drawn systematically from the exact roll distribution, seeded by
   the position so a hint never flickers), or over all 1,296 rolls once few cells are left;
3. race: rank the candidates on every other sampled roll, finish the best ``finalists``.

The leaves are valued by the strong player's heuristic (``EXPERT_WEIGHTS``: re-weightings,
fitted weights and extra terms did not play better) plus, for a difficulty that ships one, the
n-tuple network's learned correction (``ntuple.py``, trained by self-play with
``python -m tools.train``): it sees how rows and columns share cells, which the
heuristic, line by line, cannot (benchmarks/RESULTS.md).

A plan's ``expected`` is that look-ahead value minus the power penalties the plan itself
costs: the expert's estimate of the final score (without penalties already paid).

Per-difficulty settings are maps keyed by ``Difficulty``; a difficulty without an entry plays
with the setting's default (``NEVER`` two rolls deep, no learned correction), so a new
difficulty plays well before it is tuned (ARCHITECTURE.md, "A new difficulty").

Threads: a player is not shared between threads at once; from a worker thread set
``should_stop`` (a callable polled while thinking, e.g. ``threading.Event().is_set``) and
``decide`` raises ``bot.Cancelled`` as soon as it returns True.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from magdagdon.engine import (
    ROLLS,
    AcceptMagdagdon,
    Adjust,
    Difficulty,
    Game,
    Phase,
    Plan,
    required_for_empty,
)
from magdagdon.engine.board import (
    EMPTY,
    RUINED,
    placeable,
)
from magdagdon.engine.search import roll_multisets

from .evaluate import Board, Evaluator, Weights
from .futures import Placement, Roll, afterstates, sample_rolls
from .ntuple import Folded, LearnedEvaluator, Network, shipped
from .players import StrongPlayer, StrongSettings
from .turns import placing, turn_state

#: Heuristic weights for the expert's leaves (under the learned correction): the strong
#: player's; the alternatives measured in benchmarks/RESULTS.md did no better.
EXPERT_WEIGHTS = Weights()
#: ``ExpertSettings.deep_empties`` of a difficulty that never looks two rolls deep.
NEVER = 17


@dataclass(frozen=True, slots=True)
class ExpertSettings:
    """How far the expert looks; the defaults keep a decision to tens of milliseconds."""

    #: Outcomes of the turn (placements or ruins) kept by the cheap heuristic for look-ahead.
    candidates: int = 12
    #: Next rolls sampled per decision (the same ones for every candidate).
    samples: int = 16
    #: Candidates still in the race after half the samples (0: all go the distance).
    finalists: int = 4
    #: Two rolls deep for the finalists while the board before the turn has at least this
    #: many empty cells, per difficulty (``NEVER``, the default): each sampled roll's best
    #: few replies are valued by their own look-ahead over the same rolls. On the heuristic
    #: alone it paid (SURVIVAL +9.9 +- 3.5 points from 12 empty cells, +6.4 +- 3.7 more from
    #: 8); with the learned correction it no longer does (SURVIVAL +1.1 +- 5.0 for 3.6x the
    #: time; none in NIGHTMARE), and every difficulty now plays with it (``learned``), so
    #: none goes two rolls deep (benchmarks/RESULTS.md).
    deep_empties: Mapping[Difficulty, int] = field(
        default_factory=lambda: {
            Difficulty.PEACEFUL: NEVER,
            Difficulty.SURVIVAL: NEVER,
            Difficulty.NIGHTMARE: NEVER,
        }
    )
    #: Rolls sampled at the first level of the two-roll look-ahead.
    deep_samples: int = 6
    #: Replies to each of those rolls (best by the heuristic) looked at one roll further.
    deep_replies: int = 2
    #: When the board after the turn has at most this many empty cells, take the exact
    #: expectation over all 1,296 rolls instead of the sample (cheap on a nearly full board).
    exact_empties: int = 5
    #: Use Majda Powers at all (off: PEACEFUL plays like its no-powers benchmark).
    powers: bool = True
    #: Power options (by the strong player's estimate) re-valued with the look-ahead.
    power_candidates: int = 3
    #: Replies to a sampled roll charged with the exact risk that the roll after is a
    #: MAGDAGDON (the best few by the heuristic; 0: none).
    risky_replies: int = 0
    #: Per difficulty (off by default): add the shipped n-tuple correction (``ntuple.py``,
    #: trained by self-play) to the heuristic at every leaf. On everywhere: the strongest
    #: player measured in each difficulty (PEACEFUL, with SURVIVAL's tables and one roll of
    #: look-ahead: +17.9 +- 6.9 points over the heuristic two rolls deep, and a p95 of 279
    #: instead of 593 ms; benchmarks/RESULTS.md).
    learned: Mapping[Difficulty, bool] = field(
        default_factory=lambda: {
            Difficulty.PEACEFUL: True,
            Difficulty.SURVIVAL: True,
            Difficulty.NIGHTMARE: True,
        }
    )


class ExpertPlayer:
    """Expectimax over the next roll for every decision, on the heuristic plus a learned
    correction."""

    name = "expert"

    def __init__(
        self,
        weights: Weights | None = None,
        settings: ExpertSettings | None = None,
        should_stop: Callable[[], bool] | None = None,
        networks: Mapping[Difficulty, Network | Folded | None] | None = None,
    ) -> None:
        self.settings = settings or ExpertSettings()
        self._weights = weights or EXPERT_WEIGHTS
        #: The n-tuple correction per difficulty: ``networks`` when given, else the shipped
        #: ones (``settings.learned``); a difficulty without one uses the heuristic alone.
        self._networks = networks
        self._evaluators: dict[Difficulty, Evaluator] = {}
        self._evaluating: Difficulty | None = None
        # the strong player supplies the heuristic, ruins, exact roll tables and power
        # estimates; it never looks ahead itself here (the expert does)
        self._strong = StrongPlayer(
            self._weights,
            StrongSettings(lookahead=0, powers=self.settings.powers),
            should_stop,
        )
        self.evaluator = self._strong.evaluator
        self._replies: dict[tuple[Board, Roll, int], float] = {}
        self._exact: dict[tuple[Board, int], float] = {}
        self._difficulty = Difficulty.PEACEFUL
        self._deep = False
        #: The first-level rolls of the two-roll look-ahead: common to every candidate of a
        #: decision (seeded by the board before the turn), like the one-roll sample.
        self._deep_rolls: tuple[Roll, ...] | None = None
        self._deep_cache: dict[
            tuple[Board, int, Sequence[Roll], tuple[Roll, ...] | None], float
        ] = {}

    # -- cancellation: polled while thinking; when it returns True, ``decide`` raises
    # ``Cancelled`` (the hint worker sets it to its stop event's ``is_set``)
    @property
    def should_stop(self) -> Callable[[], bool] | None:
        return self._strong.should_stop

    @should_stop.setter
    def should_stop(self, value: Callable[[], bool] | None) -> None:
        self._strong.should_stop = value

    def _use(self, difficulty: Difficulty) -> None:
        """Switch the leaves to this difficulty's evaluator (and drop values cached by
        another's)."""
        if difficulty is self._evaluating:
            return
        self._evaluating = difficulty
        evaluator = self._evaluators.get(difficulty)
        if evaluator is None:
            if self._networks is not None:
                network = self._networks.get(difficulty)
            else:
                on = self.settings.learned.get(difficulty, False)
                network = shipped(difficulty) if on else None
            evaluator = (
                Evaluator(self._weights)
                if network is None
                else LearnedEvaluator(network, self._weights)
            )
            self._evaluators[difficulty] = evaluator
        self.evaluator = self._strong.evaluator = evaluator
        for cache in (self._replies, self._exact, self._deep_cache):
            cache.clear()
        self._strong.clear_caches()

    # -- public
    def decide(self, game: Game) -> Plan:
        board, values = turn_state(game)
        difficulty = game.difficulty
        self._use(difficulty)
        self._difficulty = difficulty
        self._deep = board.count(EMPTY) >= self._deep_from(difficulty)
        self._deep_rolls = sample_rolls((*board, -2), self.settings.deep_samples)
        rolls = sample_rolls(board, self.settings.samples)
        if game.phase is Phase.PLACE:
            value, placement = self._best_placement(board, values, game.required, difficulty, rolls)
            options = [Plan(placing(values, placement), value)]
        else:
            cell, value = self._best_ruin(board, difficulty, rolls)
            options = [Plan((AcceptMagdagdon(cell),), value)]
        if self.settings.powers and game.powers_left > 0:
            options.extend(self._power_options(game, board, values, options[0].expected, rolls))
        return max(options, key=lambda o: o.expected)

    def value_after(self, before: Board, after: Board, difficulty: Difficulty) -> float:
        """The look-ahead value of ending a turn that started on ``before`` with ``after``
        (the same sampled rolls as ``decide`` on ``before``): what reviews compare."""
        self._use(difficulty)
        rolls = sample_rolls(before, self.settings.samples)
        if before.count(EMPTY) >= self._deep_from(difficulty):
            self._deep_rolls = sample_rolls((*before, -2), self.settings.deep_samples)
            return self._deep_lookahead(after, difficulty, rolls)
        return self._lookahead(after, difficulty, rolls)

    def _deep_from(self, difficulty: Difficulty) -> int:
        return self.settings.deep_empties.get(difficulty, NEVER)

    def value(self, board: Board) -> float:
        """The heuristic value of a permanent board (no look-ahead)."""
        return self.evaluator.value(board)

    def power_cost(self, game: Game) -> float:
        """What the next power use costs on the expert's scale: its penalty (R5.5) plus
        the value of the power no longer held for later turns."""
        board, _ = turn_state(game)
        penalty = game.next_power_penalty
        if penalty is None:
            return 0.0
        reserve = self._strong.reserve
        return penalty + reserve(board, game.powers_left) - reserve(board, game.powers_left - 1)

    # -- look-ahead
    def _lookahead(self, board: Board, difficulty: Difficulty, rolls: Sequence[Roll]) -> float:
        """Expected heuristic value after the next turn's best reply (the final score when
        ``board`` is full)."""
        empties = board.count(EMPTY)
        required = required_for_empty(difficulty, empties)
        if required == 0:
            return self.evaluator.value(board)
        if empties <= self.settings.exact_empties:
            return self._exact_lookahead(board, required)
        total = 0.0
        for roll in rolls:
            total += self._reply(board, roll, required)
        return total / len(rolls)

    def _exact_lookahead(self, board: Board, required: int) -> float:
        key = (board, required)
        hit = self._exact.get(key)
        if hit is not None:
            return hit
        total = 0.0
        for roll, ways in roll_multisets():
            total += ways * self._strong.roll_value(board, roll, required)
        result = total / float(ROLLS)
        if len(self._exact) > 50_000:
            self._exact.clear()
        self._exact[key] = result
        return result

    def _reply(self, board: Board, roll: Roll, required: int) -> float:
        """Heuristic value of the best turn with these dice (a MAGDAGDON: the best ruin)."""
        key = (board, roll, required)
        hit = self._replies.get(key)
        if hit is not None:
            return hit
        value = self.evaluator.value
        best = float("-inf")
        top: list[tuple[float, Board]] = []
        keep = self.settings.risky_replies
        for i, (_, after) in enumerate(afterstates(board, roll, required)):
            if not i & 127:
                self._strong.check_stop()
            v = value(after)
            if v > best:
                best = v
            if keep:
                top.append((v, after))
        if best == float("-inf"):
            best = self._strong.best_ruin(board)[1]
        elif keep:
            top.sort(key=lambda s: s[0], reverse=True)
            best = max(v - self._strong.risk_cost(a, self._difficulty) for v, a in top[:keep])
        if len(self._replies) > 100_000:
            self._replies.clear()
        self._replies[key] = best
        return best

    def _choose(
        self, scored: list[tuple[float, Board]], difficulty: Difficulty, rolls: Sequence[Roll]
    ) -> tuple[float, int]:
        """Index into ``scored`` (heuristic value, afterstate) of the best candidate by the
        look-ahead, with its look-ahead value; candidates are the best few by heuristic."""
        order = sorted(range(len(scored)), key=lambda i: scored[i][0], reverse=True)
        order = order[: self.settings.candidates]
        keep = self.settings.finalists
        if 0 < keep < len(order) and len(rolls) >= 4:
            # every other roll is itself a systematic sample: rank on it, finish the best
            half = rolls[::2]
            partial = {i: self._lookahead(scored[i][1], difficulty, half) for i in order}
            order = sorted(order, key=lambda i: partial[i], reverse=True)[:keep]
        best_value, best_index = float("-inf"), order[0]
        for i in order:
            if self._deep:
                v = self._deep_lookahead(scored[i][1], difficulty, rolls)
            else:
                v = self._lookahead(scored[i][1], difficulty, rolls)
            if v > best_value:
                best_value, best_index = v, i
        return best_value, best_index

    def _deep_lookahead(self, board: Board, difficulty: Difficulty, rolls: Sequence[Roll]) -> float:
        """Two rolls deep: over a few sampled rolls, the best of the best few replies valued by
        ``_lookahead`` (one roll further, over ``rolls``)."""
        empties = board.count(EMPTY)
        required = required_for_empty(difficulty, empties)
        if required == 0 or empties <= self.settings.exact_empties:
            return self._lookahead(board, difficulty, rolls)
        key = (board, required, rolls, self._deep_rolls)
        hit = self._deep_cache.get(key)
        if hit is not None:
            return hit
        value = self.evaluator.value
        first = (
            rolls[: self.settings.deep_samples] if self._deep_rolls is None else self._deep_rolls
        )
        total = 0.0
        for roll in first:
            self._strong.check_stop()
            replies = sorted(
                ((value(after), after) for _, after in afterstates(board, roll, required)),
                key=lambda s: s[0],
                reverse=True,
            )[: self.settings.deep_replies]
            if not replies:
                cell, _ = self._strong.best_ruin(board)
                work = list(board)
                work[cell] = RUINED
                replies = [(0.0, tuple(work))]
            total += max(self._lookahead(after, difficulty, rolls) for _, after in replies)
        result = total / len(first)
        if len(self._deep_cache) > 20_000:
            self._deep_cache.clear()
        self._deep_cache[key] = result
        return result

    def _best_placement(
        self,
        board: Board,
        values: Sequence[int],
        required: int,
        difficulty: Difficulty,
        rolls: Sequence[Roll],
    ) -> tuple[float, Placement]:
        value = self.evaluator.value
        found: list[Placement] = []
        scored: list[tuple[float, Board]] = []
        for i, (placement, after) in enumerate(afterstates(board, values, required)):
            if not i & 127:
                self._strong.check_stop()
            found.append(placement)
            scored.append((value(after), after))
        if not found:
            return float("-inf"), ()
        best_value, index = self._choose(scored, difficulty, rolls)
        return best_value, found[index]

    def _best_ruin(
        self, board: Board, difficulty: Difficulty, rolls: Sequence[Roll]
    ) -> tuple[int, float]:
        cells = [c for c in range(len(board)) if board[c] == EMPTY]
        scored = []
        for cell in cells:
            work = list(board)
            work[cell] = RUINED
            after = tuple(work)
            scored.append((self.evaluator.value(after), after))
        best_value, index = self._choose(scored, difficulty, rolls)
        return cells[index], best_value

    # -- powers
    def _power_options(
        self,
        game: Game,
        board: Board,
        values: list[int],
        baseline: float,
        rolls: Sequence[Roll],
    ) -> list[Plan]:
        """The strong player's power options, moved onto the look-ahead scale; the most
        promising DECREASE/INCREASE ones are valued again with the look-ahead itself."""
        # the strong player's estimates, relative to playing the dice as they are (0)
        options = self._strong.power_options(game, board, values, 0.0)
        if not options:
            return []
        cost = self.power_cost(game)
        out: list[Plan] = []
        ranked = sorted(options, key=lambda o: o.expected, reverse=True)
        for rank, option in enumerate(ranked):
            match option.first:
                case Adjust(die=die, delta=delta) if rank < self.settings.power_candidates:
                    new = list(values)
                    new[die] += delta
                    if placeable(board, new, game.required):
                        v, _ = self._best_placement(
                            board, new, game.required, game.difficulty, rolls
                        )
                    else:
                        _, v = self._best_ruin(board, game.difficulty, rolls)
                    out.append(Plan(option.actions, v - cost))
                case _:
                    out.append(Plan(option.actions, baseline + option.expected))
        return out
