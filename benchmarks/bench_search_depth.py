"""What deeper search on the expert's learned values is worth: NIGHTMARE games at look-ahead
depth 0, 1 and 2, in C (``search_depth.c``), far beyond the game's time budget.

Run from the repository root (needs a C compiler):

    .venv/bin/python benchmarks/bench_search_depth.py --games 300 --start 300000 \\
        --play 0 --play 1:8 --play 2:4:3:24:8 --workers 2

``--play`` is ``depth[:k[:k2:samples:deep_from]]`` (search_depth.c says what each means;
``3:8:0:64`` are rollouts: the 8 best afterstates, 64 futures each played to the end;
``4:8:3:0:0`` is exact two-roll expectimax on every turn: the 8 best afterstates, the 3
best replies to each of the 126 rolls valued at depth 1);
``--tables`` a table file (the shipped NIGHTMARE tables by default). Every setting plays the
same dice (``runner.DiceStream``, seeds ``start..start+games-1``); the output is each
setting's mean and decision times, and each one's paired difference to the first. Every move
is an afterstate of the engine's own placement order (trainer.c, checked bit for bit against
Python in tests/ai/test_train.py), so no illegal move can be scored.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from magdagdon.ai.evaluate import Evaluator, Weights  # noqa: E402
from magdagdon.ai.ntuple import Network, data_file  # noqa: E402
from magdagdon.ai.runner import DiceStream  # noqa: E402
from magdagdon.engine import Difficulty  # noqa: E402
from tools.native import TRAINER, Native, address, build  # noqa: E402

SOURCE = Path(__file__).with_name("search_depth.c")


def play(job: tuple[str, tuple[int, ...], list[int]]) -> list[tuple[int, list[float]]]:
    """Each seed's score and decision times for one setting."""
    tables, setting, seeds = job
    depth, k, k2, samples, deep_from = (*setting, 1, 1, 1, 1, 99)[:5]
    lib = build(SOURCE, [TRAINER])
    native = Native(Network.load(Path(tables))[0], Weights(), None)
    heuristic = Evaluator()
    out = array("b", bytes(16))
    results = []
    for seed in seeds:
        dice = DiceStream(seed)
        board: tuple[int, ...] = (0,) * 16
        times = []
        while 0 in board:
            roll, before = array("b", dice.roll()), array("b", board)
            started = time.perf_counter()
            lib.decide(
                address(before),
                address(roll),
                Difficulty.NIGHTMARE.minimum,
                *native.args(),
                depth,
                k,
                k2,
                samples,
                deep_from,
                address(out),
            )
            times.append(time.perf_counter() - started)
            board = tuple(out)
        results.append((round(heuristic.value(board)), times))  # a full board: its score
    return results


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", default=str(data_file(Difficulty.NIGHTMARE)))
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--start", type=int, default=300000)
    p.add_argument("--play", action="append", required=True, help="depth[:k[:k2:samples:from]]")
    p.add_argument("--workers", type=int, default=1)
    args = p.parse_args()
    seeds = list(range(args.start, args.start + args.games))
    settings = [tuple(int(x) for x in s.split(":")) for s in args.play]
    scores: dict[tuple[int, ...], list[int]] = {}
    print(f"tables {args.tables}; {args.games} NIGHTMARE games, seeds {args.start}+i")
    print("| setting | mean | paired difference to the first | decision median / p95 ms |")
    print("|---|---|---|---|")
    for setting in settings:
        jobs = [(args.tables, setting, seeds[w :: args.workers]) for w in range(args.workers)]
        with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
            parts = pool.map(play, jobs)
        ordered: list[tuple[int, list[float]]] = [(0, [])] * len(seeds)
        for w, part in enumerate(parts):
            for j, result in enumerate(part):
                ordered[w + j * args.workers] = result
        scores[setting] = [s for s, _ in ordered]
        times = sorted(t for _, ts in ordered for t in ts)
        first = scores[settings[0]]
        diff = [a - b for a, b in zip(scores[setting], first, strict=True)]
        paired = (
            f"{statistics.fmean(diff):+.1f} +- {statistics.stdev(diff) / math.sqrt(len(diff)):.1f}"
            if setting != settings[0]
            else "-"
        )
        print(
            f"| {':'.join(map(str, setting))} | {statistics.fmean(scores[setting]):.1f} | "
            f"{paired} | {1000 * times[len(times) // 2]:.0f} / "
            f"{1000 * times[int(0.95 * len(times))]:.0f} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
