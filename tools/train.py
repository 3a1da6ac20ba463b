"""Train the expert's n-tuple correction (``ntuple.py``) by TD(0) self-play, reproducibly.

    python -m tools.train --difficulty NIGHTMARE --games 60000 --seed 1
    python -m tools.train --difficulty SURVIVAL --games 60000 --seed 1

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
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from magdagdon.ai.evaluate import Board, Evaluator
from magdagdon.ai.futures import afterstates, sample_rolls
from magdagdon.ai.ntuple import LAYOUTS, Network, data_file
from magdagdon.engine import Difficulty, required_for_empty
from magdagdon.engine.board import CELLS, EMPTY, RUINED
from tools.coherence import Coherence
from tools.native import Native, native_library, play_block, seed_exploring


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
    and learn in C (``trainer.c``: the same games and tables, about 40 times faster;
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
        seed_exploring(lib, difficulty, seed)
    game = 0
    while game < games:
        if native:
            # up to the next log line or checkpoint, in C
            stop = min(games, (game // log_every + 1) * log_every)
            stop = min(stop, (game // checkpoint_every + 1) * checkpoint_every)
            rates = [rate_of(g) for g in range(game, stop)]
            block += play_block(lib, fast, difficulty, rng, dice, rates, lam, explore)
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
        "about 40 times faster; not with --lookahead",
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
        f"python -m tools.train --difficulty {difficulty.name} --games {args.games} "
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
