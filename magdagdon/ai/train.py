"""Train the expert's n-tuple correction (``ntuple.py``) by TD(0) self-play, reproducibly.

    python -m magdagdon.ai.train --difficulty NIGHTMARE --games 60000 --seed 1
    python -m magdagdon.ai.train --difficulty SURVIVAL --games 60000 --seed 1

write ``magdagdon/ai/data/nightmare.ntuple.gz`` and ``survival.ntuple.gz`` (PEACEFUL reads
SURVIVAL's); each committed file stores the command that made it in its ``meta``. The player
that trains is the cheap one: each turn it takes the afterstate of highest value (heuristic +
correction), no look-ahead, no powers; the expert then searches on top of what it learned.
TD(0) on afterstates: the value of the afterstate before a turn is moved towards the value of
the afterstate the turn chose (a full board: its score). The dice come from a stream seeded by
``--seed`` alone, so the same command gives the same file (about 15 minutes for NIGHTMARE,
30 for SURVIVAL, on one core; with ``--native``, 20 and 30 seconds: the same games and the
same bytes, played and learned by ``trainer.c``, which needs a C compiler). ``--init FILE``
continues the training of a table file (a warm start, on the dice of its own ``--seed``).
Variants, each measured in RESULTS.md: ``--tc`` (temporal coherence: per-entry rates),
``--lam`` (TD(lambda) targets), ``--lookahead`` (a training player that searches one roll
ahead), ``--layout cross`` (more groups of cells), ``--explore`` (in C: an exploring
training player).
"""

from __future__ import annotations

import argparse
import ctypes
import hashlib
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

from magdagdon.engine import Difficulty, required_for_empty
from magdagdon.engine.board import CELLS, EMPTY, RUINED

from .evaluate import Board, Evaluator, Weights
from .futures import afterstates, sample_rolls
from .ntuple import LAYOUTS, Network, data_file


class Coherence:
    """Temporal coherence learning (Beal & Smith; Jaskowski 2016 for 2048): each table entry
    keeps the sum of the errors it was trained on (E) and of their sizes (A), and its step is
    scaled by |E| / A. An entry whose errors keep one sign learns at the full rate; one whose
    errors cancel out (noise around its value) slows down by itself, so no decaying rate
    schedule has to be guessed. Only the trainer keeps E and A: the tables are as TD(0)'s."""

    def __init__(self, net: Network) -> None:
        self.errors = [array("d", bytes(8 * 8 ** len(g))) for g in net.tuples]
        self.sizes = [array("d", bytes(8 * 8 ** len(g))) for g in net.tuples]

    def update(self, net: Network, board: Board, error: float, rate: float) -> None:
        """Move every entry ``board`` reads by rate x |E|/A x error / reads (|E|/A = 1 for an
        entry not trained yet), then add the error to its E and A."""
        share = rate * error / net.reads
        size = abs(error)
        for number, x in net.entries(board):
            e, a = self.errors[number], self.sizes[number]
            ax = a[x]
            net.tables[number][x] += share * (abs(e[x]) / ax if ax else 1.0)
            e[x] += error
            a[x] = ax + size


def lambda_returns(values: list[float], lam: float) -> list[float]:
    """The lambda-return of each afterstate of a game but the last, from the values the game
    saw (the last afterstate is the full board: its value is the score). G = the score at the
    end; before it, G_t = (1 - lam) x value_{t+1} + lam x G_{t+1}."""
    out = [0.0] * (len(values) - 1)
    target = values[-1]
    for t in range(len(values) - 2, -1, -1):
        target = (1 - lam) * values[t + 1] + lam * target
        out[t] = target
    return out


def play_and_learn(
    net: Network,
    heuristic: Evaluator,
    difficulty: Difficulty,
    rng: random.Random,
    rate: float,
    coherence: Coherence | None = None,
    lam: float = 0.0,
    lookahead: int = 0,
    samples: int = 8,
) -> int:
    """One self-play game with a TD(0) step after every turn (scaled per entry by
    ``coherence`` when given); its final score (R7.4). With ``lam`` > 0, TD(lambda) instead:
    once the game is over, each afterstate moves towards its lambda-return (1 - lam) x the
    next afterstate's value + lam x the next one's return, down to the final score (lam = 1:
    Monte-Carlo, the score itself), which cuts the bias of bootstrapping on a poor value.
    With ``lookahead`` > 0 the player chooses among its best few afterstates by a one-roll
    look-ahead (``searched``), so the values fit the positions a searching player reaches."""

    def learn(board: Board, error: float) -> None:
        if coherence is None:
            net.update(board, rate * error / net.reads)
        else:
            coherence.update(net, board, error, rate)

    def value(board: Board) -> float:
        v = heuristic.value(board)
        return v + net.correction(board) if EMPTY in board else v

    def best_of(board: Board, roll: Sequence[int]) -> tuple[Board, float]:
        """The afterstate of highest value for these dice (a MAGDAGDON: the least bad ruin,
        R6.3), and its value."""
        required = required_for_empty(difficulty, board.count(EMPTY))
        best, best_value = board, float("-inf")
        for _, after in afterstates(board, roll, required):
            v = value(after)
            if v > best_value:
                best, best_value = after, v
        if best_value == float("-inf"):
            for cell in range(CELLS):
                if board[cell] == EMPTY:
                    after = (*board[:cell], RUINED, *board[cell + 1 :])
                    v = value(after)
                    if v > best_value:
                        best, best_value = after, v
        return best, best_value

    def searched(board: Board, roll: Sequence[int]) -> tuple[Board, float]:
        """The best of the ``lookahead`` afterstates of highest value by their mean over
        ``samples`` next rolls of the best reply's value (the expert's look-ahead, smaller)."""
        required = required_for_empty(difficulty, board.count(EMPTY))
        scored = sorted(
            ((value(after), after) for _, after in afterstates(board, roll, required)),
            key=lambda s: s[0],
            reverse=True,
        )[:lookahead]
        if len(scored) < 2:
            return best_of(board, roll)
        best, best_value, best_search = board, float("-inf"), float("-inf")
        for v, after in scored:
            if EMPTY not in after:
                m = v
            else:
                rolls = sample_rolls(after, samples)
                m = sum(best_of(after, r)[1] for r in rolls) / len(rolls)
            if m > best_search:
                best, best_value, best_search = after, v, m
        return best, best_value

    board: Board = (EMPTY,) * CELLS
    before: Board | None = None
    path: list[tuple[Board, float]] = []  # TD(lambda): each afterstate, its value then
    while EMPTY in board:
        roll = [rng.randint(1, 6) for _ in range(4)]
        best, best_value = searched(board, roll) if lookahead else best_of(board, roll)
        if lam:
            path.append((best, best_value))
        elif before is not None:
            learn(before, best_value - value(before))
        before = board = best
    if lam:
        targets = lambda_returns([v for _, v in path], lam)
        for (after, _), target in zip(path, targets, strict=False):
            learn(after, target - value(after))
    return round(heuristic.value(board))  # a full board: its exact score


class NativeUnavailable(RuntimeError):
    """The C trainer cannot be built here (no C compiler): train without ``--native``."""


def build(source: Path, depends: Sequence[Path] = ()) -> ctypes.CDLL:
    """A C file (and the files it includes, ``depends``) compiled once per version of their
    text, in the temporary directory, and loaded. -ffp-contract=off: no fused multiply-add,
    so every sum rounds as Python's."""
    text = b"".join(p.read_bytes() for p in (source, *depends))
    digest = hashlib.sha256(text).hexdigest()[:16]
    built = Path(tempfile.gettempdir()) / f"magdagdon-{source.stem}-{digest}.so"
    if not built.exists():
        cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
        if cc is None:
            raise NativeUnavailable("no C compiler (cc) was found: train without --native")
        partial = built.with_name(f"{built.name}.{os.getpid()}.tmp")
        command = [cc, "-O2", "-shared", "-fPIC", "-ffp-contract=off", "-o", str(partial)]
        subprocess.run([*command, str(source), "-lm"], check=True)
        os.replace(partial, built)
    return ctypes.CDLL(str(built))


#: The C loop of ``--native`` (``build`` compiles it).
TRAINER = Path(__file__).with_name("trainer.c")


def native_library() -> ctypes.CDLL:
    """``trainer.c``, built and loaded."""
    lib = build(TRAINER)
    lib.train_games.restype = ctypes.c_int
    lib.values_of.restype = None
    return lib


class Native:
    """What ``trainer.c`` reads of a network and the heuristic: the heuristic's line table
    (indexed as the tables are: 3 bits a cell), its cell weights, pointers to the tables
    (and temporal coherence's E and A) and every read as (table, cells, the cells)."""

    def __init__(self, net: Network, weights: Weights, coherence: Coherence | None) -> None:
        lines = Evaluator(weights)._lines
        self.lines = array("d", bytes(8 * 4096))
        for line, v in lines.items():
            x = 0
            for cell in line:
                x = x << 3 | cell & 7
            self.lines[x] = v
        self.weights = array("d", [weights.empty_cell, weights.tight_cell, weights.dead_cell])
        numbers = {id(t): n for n, t in enumerate(net.tables)}
        reads: list[int] = []
        # in ``ntuple._read``'s order (its sum rounds the same way): the 4-cell reads first
        for table, *cells in net._fours:
            reads += [numbers[id(table)], 4, *cells, 0, 0]
        for table, *cells in net._sixes:
            reads += [numbers[id(table)], 6, *cells]
        self.reads = array("i", reads)
        self.nreads = net.reads
        self._owners = (net, coherence)  # the pointers below are only valid while these live
        self.tables = self._pointers(net.tables)
        self.errors = self._pointers(coherence.errors) if coherence else None
        self.sizes = self._pointers(coherence.sizes) if coherence else None

    @staticmethod
    def _pointers(tables: Sequence[array[float]]) -> ctypes.Array[ctypes.c_void_p]:
        return (ctypes.c_void_p * len(tables))(*[t.buffer_info()[0] for t in tables])

    def args(self) -> tuple[object, ...]:
        """The arguments ``train_games`` and ``values_of`` share, in their order."""
        return (
            _address(self.lines),
            _address(self.weights),
            self.tables,
            _address(self.reads),
            self.nreads,
        )


def _address(data: array[int] | array[float]) -> ctypes.c_void_p:
    """A pointer to an array's items (the array must outlive the call)."""
    return ctypes.c_void_p(data.buffer_info()[0])


def native_values(net: Network, boards: Sequence[Board], difficulty: Difficulty) -> list[float]:
    """The training player's value of each board (heuristic + correction), computed in C:
    what the tests compare with Python's."""
    flat = array("b", [v for board in boards for v in board])
    out = array("d", bytes(8 * len(boards)))
    native = Native(net, Weights(), None)
    native_library().values_of(
        len(boards),
        _address(flat),
        difficulty.minimum,
        *native.args(),
        _address(out),
    )
    return list(out)


def _native_block(
    lib: ctypes.CDLL,
    native: Native,
    difficulty: Difficulty,
    rng: random.Random,
    dice: list[int],
    rates: Sequence[float],
    lam: float,
    explore: float = 0.0,
) -> list[int]:
    """Play ``len(rates)`` games in C on the dice stream ``rng`` draws (``dice``: drawn and not
    used yet, kept for the next block); their scores."""
    scores: list[int] = []
    while len(scores) < len(rates):
        left = len(rates) - len(scores)
        dice += [rng.randint(1, 6) for _ in range(max(0, 24 * left + 64 - len(dice)))]
        buffer = array("b", dice)
        block = array("d", rates[len(scores) :])  # referenced until the call returns
        out = array("i", bytes(4 * left))
        used = ctypes.c_int32(0)
        done = lib.train_games(
            left,
            _address(block),
            _address(buffer),
            len(buffer),
            difficulty.minimum,
            *native.args()[:2],
            native.tables,
            native.args()[3],
            native.nreads,
            native.errors,
            native.sizes,
            ctypes.c_double(lam),
            ctypes.c_double(explore),
            _address(out),
            ctypes.byref(used),
        )
        if done < 0:
            raise ValueError("the network reads more entries a board than trainer.c holds")
        scores += out[:done]
        del dice[: used.value]
    return scores


def train(
    difficulty: Difficulty,
    games: int,
    seed: int,
    rate: float,
    final_rate: float,
    log_every: int = 1000,
    init: Network | None = None,
    checkpoint: Callable[[Network, list[float]], None] | None = None,
    checkpoint_every: int = 10_000,
    coherent: bool = False,
    lam: float = 0.0,
    lookahead: int = 0,
    samples: int = 8,
    layout: str = "base",
    native: bool = False,
    explore: float = 0.0,
) -> tuple[Network, list[float]]:
    """Train from zero tables, or on from ``init`` (a warm start: a shipped network trained
    longer); the learning rate falls geometrically from ``rate`` to ``final_rate``. Every
    ``checkpoint_every`` games ``checkpoint`` is given the network so far (a bounded run that
    is stopped still leaves tables). Returns the network and the mean score of each block of
    ``log_every``. ``coherent``: temporal coherence (``Coherence``) scales each entry's step
    on top of the rate (a warm start's accumulators begin at zero); ``lam``: TD(lambda)
    (``play_and_learn``); ``lookahead``, ``samples``: the searching training player (there);
    ``layout``: the groups of cells of new tables (``ntuple.LAYOUTS``); ``native``: play
    and learn in C (``trainer.c``: the same games and tables, about a hundred times faster;
    not the searching player); ``explore``: in C only, the training player picks among its
    afterstates at random with chances exp((value - best) / explore), still learning towards
    the best one's value, so the tables also learn positions the greedy player never reaches
    (not with ``lam``: its returns would follow the random choices)."""
    net = init if init is not None else Network(tuples=LAYOUTS[layout])
    coherence = Coherence(net) if coherent else None
    heuristic = Evaluator()
    rng = random.Random(f"magdagdon-train-{difficulty.name}-{seed}")
    block: list[int] = []
    means: list[float] = []
    started = time.monotonic()

    def rate_of(game: int) -> float:
        return float(rate * (final_rate / rate) ** (game / max(games - 1, 1)))

    if explore and (not native or lam):
        raise ValueError("exploring is for the C trainer's TD(0) or TC: --native, no --lam")
    if native:
        if lookahead:
            raise ValueError("the C trainer plays the greedy player only: no lookahead")
        lib, fast = native_library(), Native(net, heuristic.weights, coherence)
        dice: list[int] = []
        draws = random.Random(f"magdagdon-explore-{difficulty.name}-{seed}")
        lib.explore_seed(ctypes.c_uint64(draws.getrandbits(64)))
    game = 0
    while game < games:
        if native:
            # up to the next log line or checkpoint, in C
            stop = min(games, (game // log_every + 1) * log_every)
            stop = min(stop, (game // checkpoint_every + 1) * checkpoint_every)
            rates = [rate_of(g) for g in range(game, stop)]
            block += _native_block(lib, fast, difficulty, rng, dice, rates, lam, explore)
        else:
            stop = game + 1
            block.append(
                play_and_learn(
                    net,
                    heuristic,
                    difficulty,
                    rng,
                    rate_of(game),
                    coherence,
                    lam,
                    lookahead,
                    samples,
                )
            )
        game = stop
        if len(block) == log_every:
            means.append(sum(block) / len(block))
            print(
                f"{game:7d} games  mean {means[-1]:6.1f}  rate {rate_of(game - 1):.4f}  "
                f"{time.monotonic() - started:6.0f}s",
                file=sys.stderr,
                flush=True,
            )
            block = []
        if checkpoint is not None and game % checkpoint_every == 0 and game < games:
            checkpoint(net, means)
    return net, means


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--difficulty",
        choices=["NIGHTMARE", "SURVIVAL"],
        default="NIGHTMARE",
        help="SURVIVAL's tables serve PEACEFUL too (the same 2 dice a turn; no power here)",
    )
    p.add_argument("--games", type=int, default=60_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rate", type=float, default=0.1)
    p.add_argument("--final-rate", type=float, default=0.02)
    p.add_argument("--output", type=Path, default=None)
    p.add_argument(
        "--init",
        type=Path,
        default=None,
        help="warm start: continue training the tables of this file (e.g. the shipped ones); "
        "use another --seed than the file's, so the dice are new",
    )
    p.add_argument("--checkpoint-every", type=int, default=10_000)
    p.add_argument(
        "--tc",
        action="store_true",
        help="temporal coherence: per-entry rates |E|/A on top of --rate (Jaskowski 2016)",
    )
    p.add_argument(
        "--lam",
        type=float,
        default=0.0,
        help="TD(lambda): targets mix the next value with the final score (1: Monte-Carlo)",
    )
    p.add_argument(
        "--lookahead",
        type=int,
        default=0,
        help="choose among this many best afterstates by a one-roll look-ahead (0: greedy)",
    )
    p.add_argument("--samples", type=int, default=8, help="next rolls of that look-ahead")
    p.add_argument("--layout", choices=sorted(LAYOUTS), default="base", help="groups of cells")
    p.add_argument(
        "--native",
        action="store_true",
        help="play and learn in C (trainer.c, built with the system's cc): the same tables, "
        "about a hundred times faster; not with --lookahead",
    )
    p.add_argument(
        "--explore",
        type=float,
        default=0.0,
        help="with --native: pick afterstates at random, chances exp((value - best) / this), "
        "learning towards the best (0: greedy)",
    )
    args = p.parse_args()
    difficulty = Difficulty[args.difficulty]
    init, init_meta = Network.load(args.init) if args.init else (None, None)
    command = (
        f"python -m magdagdon.ai.train --difficulty {difficulty.name} --games {args.games} "
        f"--seed {args.seed} --rate {args.rate} --final-rate {args.final_rate}"
    )
    if args.tc:
        command += " --tc"
    if args.lam:
        command += f" --lam {args.lam}"
    if args.lookahead:
        command += f" --lookahead {args.lookahead} --samples {args.samples}"
    if args.layout != "base":
        command += f" --layout {args.layout}"
    if args.explore:
        command += f" --native --explore {args.explore}"
    if args.init:
        command += f" --init {args.init}"
    output = args.output or data_file(difficulty)

    def save(net: Network, means: list[float], done: int | None = None) -> None:
        meta: dict[str, object] = {
            "difficulty": difficulty.name,
            "games": args.games if done is None else done,
            "seed": args.seed,
            "rate": args.rate,
            "final_rate": args.final_rate,
            "learning": ("TC" if args.tc else "TD")
            + f"({args.lam})"
            + (f", exploring at {args.explore}" if args.explore else ""),
            "command": command,
            "block_means": [round(m, 1) for m in means],
        }
        if init_meta is not None:
            meta["warm_start_from"] = init_meta
        net.save(output, meta)

    net, means = train(
        difficulty,
        args.games,
        args.seed,
        args.rate,
        args.final_rate,
        init=init,
        checkpoint=lambda n, m: save(n, m, done=len(m) * 1000),
        checkpoint_every=args.checkpoint_every,
        coherent=args.tc,
        lam=args.lam,
        lookahead=args.lookahead,
        samples=args.samples,
        layout=args.layout,
        native=args.native or bool(args.explore),
        explore=args.explore,
    )
    save(net, means)
    return 0


if __name__ == "__main__":
    sys.exit(main())
