"""Strength and speed of the bot: greedy vs strong on every difficulty, same dice seeds.

Run from the repository root (about 15-30 minutes on 2 cores):

    .venv/bin/python benchmarks/bench_ai.py --games 1000 --seed 1 --workers 2

It writes ``benchmarks/RESULTS.md`` (the AI section) with the command that produced it. Both
levels play game ``i`` with the same seed, and the runner feeds turn rolls and reroll values
from separate streams, so both face the same roll on every turn (magdagdon/ai/runner.py).
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

from magdagdon.ai.stats import ProgressBar, Summary, game_seeds, run_games
from magdagdon.engine import Difficulty

TARGETS = {Difficulty.PEACEFUL: 1.5, Difficulty.SURVIVAL: 1.5, Difficulty.NIGHTMARE: 1.6}
RESULTS = Path(__file__).with_name("RESULTS.md")
BEGIN, END = "<!-- bench_ai begin -->", "<!-- bench_ai end -->"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--output", type=Path, default=RESULTS)
    args = p.parse_args()
    if args.games < 2 or args.workers < 1:
        p.error("--games must be at least 2 and --workers at least 1")
    command = (
        f".venv/bin/python benchmarks/bench_ai.py --games {args.games} --seed {args.seed} "
        f"--workers {args.workers}"
    )
    started = time.monotonic()
    rows = []
    verdicts = []
    seeds = game_seeds(args.seed, args.games)
    for difficulty in Difficulty:
        summaries = {}
        for level in ("greedy", "strong"):
            bar = ProgressBar(args.games, f"{level:6} {difficulty.name:9} ")
            results = run_games(level, difficulty, seeds, args.workers, bar)
            summaries[level] = Summary.of(results)
        ratio = summaries["strong"].mean / summaries["greedy"].mean
        target = TARGETS[difficulty]
        verdicts.append(
            f"| {difficulty.name} | {ratio:.2f}x | {target:.1f}x | "
            f"{'holds' if ratio >= target else 'MISSED'} |"
        )
        for level, s in summaries.items():
            rows.append(
                f"| {difficulty.name} | {level} | {s.mean:.1f} | {s.stdev:.1f} | "
                f"{s.low:.1f} .. {s.high:.1f} | {s.minimum} | {s.maximum} | {s.ruins:.2f} | "
                f"{s.powers:.2f} | {s.median_ms:.1f} | {s.p95_ms:.1f} |"
            )
    minutes = (time.monotonic() - started) / 60
    section = "\n".join(
        [
            BEGIN,
            "## AI: greedy vs strong (issue 7)",
            "",
            f"Command: `{command}`",
            "",
            f"Measured {datetime.now(UTC):%Y-%m-%d %H:%M} UTC on {platform.machine()}, "
            f"Python {platform.python_version()}, {args.workers} worker processes, "
            f"{minutes:.1f} minutes wall clock (the machine was shared with other jobs, so the "
            "times are upper bounds). Game i uses seed "
            f"{seeds.start}+i for both levels; the same dice on every turn.",
            "",
            "| difficulty | strong / greedy | target | verdict |",
            "|---|---|---|---|",
            *verdicts,
            "",
            "| difficulty | level | mean | sd | 95% interval | min | max | ruins/game | "
            "powers/game | decision median ms | decision p95 ms |",
            "|---|---|---|---|---|---|---|---|---|---|---|",
            *rows,
            "",
            "Greedy never uses a power and both difficulties place 2 dice a turn, so its "
            "PEACEFUL and SURVIVAL games are the same games. Every one of these games was "
            "played through the engine's public actions (`apply_decision`), so none contained "
            "a move the rules refuse.",
            END,
        ]
    )
    write_section(args.output, section)
    print(section)
    return 0


def write_section(path: Path, section: str) -> None:
    """Replace this benchmark's section of RESULTS.md, keeping what other benchmarks wrote."""
    text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmark results\n"
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        text = head + section + tail
    else:
        text = text.rstrip("\n") + "\n\n" + section + "\n"
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
