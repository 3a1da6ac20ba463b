"""Strength and speed of the bot: greedy vs strong, and expert vs strong and vs perfect play.

Run from the repository root:

    .venv/bin/python benchmarks/bench_ai.py --games 1000 --seed 1 --workers 2
        greedy vs strong on every difficulty (issue 7, about 15 minutes on 2 cores)
    .venv/bin/python benchmarks/bench_ai.py --part file
        every level on ../shared/bench/clairvoyant-30.json against its optimum (issue 20)
    .venv/bin/python benchmarks/bench_ai.py --part NIGHTMARE --games 1000 --seed 1
        expert vs strong on one difficulty (issue 20; also PEACEFUL, SURVIVAL)

Each part writes its own section of ``benchmarks/RESULTS.md`` with the command that produced
it. All levels of a part play game ``i`` with the same seed, and the runner feeds turn rolls
and reroll values from separate streams, so they face the same roll on every turn
(magdagdon/ai/runner.py).
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

from magdagdon.ai.dicefile import load, optimum_key
from magdagdon.ai.figures import ProgressBar, Summary, game_seeds, run_games
from magdagdon.engine import Difficulty

TARGETS = {Difficulty.PEACEFUL: 1.5, Difficulty.SURVIVAL: 1.5, Difficulty.NIGHTMARE: 1.6}
#: Issue 20: expert / strong over seeded games, and expert / optimum on the dice file.
EXPERT_TARGETS = {Difficulty.PEACEFUL: 1.1, Difficulty.SURVIVAL: 1.1, Difficulty.NIGHTMARE: 1.25}
FILE_TARGETS = {Difficulty.NIGHTMARE: 0.65, Difficulty.PEACEFUL: 0.75}
#: Issue 20: decision time of the expert.
MEDIAN_MS, P95_MS = 250.0, 1000.0
RESULTS = Path(__file__).with_name("RESULTS.md")
BEGIN, END = "<!-- bench_ai begin -->", "<!-- bench_ai end -->"
DICE_FILE = Path(__file__).resolve().parents[1] / ".." / "shared" / "bench" / "clairvoyant-30.json"
HEADER = (
    "| difficulty | level | mean | sd | 95% interval | min | max | ruins/game | "
    "powers/game | decision median ms | decision p95 ms |"
)


def _row(label: str, level: str, s: Summary) -> str:
    return (
        f"| {label} | {level} | {s.mean:.1f} | {s.stdev:.1f} | {s.low:.1f} .. {s.high:.1f} | "
        f"{s.minimum} | {s.maximum} | {s.ruins:.2f} | {s.powers:.2f} | {s.median_ms:.1f} | "
        f"{s.p95_ms:.1f} |"
    )


def _verdict(value: float, target: float) -> str:
    return "holds" if value >= target else "MISSED"


def _timing(s: Summary) -> str:
    ok = s.median_ms <= MEDIAN_MS and s.p95_ms <= P95_MS
    return (
        f"median {s.median_ms:.0f} ms, p95 {s.p95_ms:.0f} ms "
        f"(target <= {MEDIAN_MS:.0f} / {P95_MS:.0f} ms: {'holds' if ok else 'MISSED'})"
    )


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--part",
        choices=["levels", "file", *(d.name for d in Difficulty)],
        default="levels",
        help="levels: greedy vs strong (issue 7); file: the dice file; a difficulty: expert "
        "vs strong on it",
    )
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--dice-file", type=Path, default=DICE_FILE)
    p.add_argument("--output", type=Path, default=RESULTS)
    args = p.parse_args()
    if args.games < 2 or args.workers < 1:
        p.error("--games must be at least 2 and --workers at least 1")
    if args.part == "file":
        return file_part(args)
    if args.part != "levels":
        return expert_part(args, Difficulty[args.part])
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
            "played through the engine's actions (each plan by `Game.follow`), so none contained "
            "a move the rules refuse.",
            END,
        ]
    )
    write_section(args.output, section)
    print(section)
    return 0


def _stamp(args: argparse.Namespace, minutes: float) -> str:
    return (
        f"Measured {datetime.now(UTC):%Y-%m-%d %H:%M} UTC on {platform.machine()}, Python "
        f"{platform.python_version()}, {args.workers} worker processes, {minutes:.1f} minutes "
        "wall clock (the 2 cores were shared with other jobs: times are upper bounds)."
    )


def expert_part(args: argparse.Namespace, difficulty: Difficulty) -> int:
    """Expert vs strong over the same seeded games of one difficulty (issue 20)."""
    started = time.monotonic()
    seeds = game_seeds(args.seed, args.games)
    summaries = {}
    for level in ("strong", "expert"):
        bar = ProgressBar(args.games, f"{level:6} {difficulty.name:9} ")
        summaries[level] = Summary.of(run_games(level, difficulty, seeds, args.workers, bar))
    ratio = summaries["expert"].mean / summaries["strong"].mean
    target = EXPERT_TARGETS[difficulty]
    command = (
        f"nice -n 10 .venv/bin/python benchmarks/bench_ai.py --part {difficulty.name} "
        f"--games {args.games} --seed {args.seed} --workers {args.workers}"
    )
    section = "\n".join(
        [
            f"<!-- bench_expert {difficulty.name} begin -->",
            f"### {difficulty.name}: expert vs strong, {args.games} seeded games (issue 20)",
            "",
            f"Command: `{command}`",
            "",
            _stamp(args, (time.monotonic() - started) / 60)
            + f" Game i uses seed {seeds.start}+i for both levels.",
            "",
            f"Expert / strong: **{ratio:.3f}x** (target {target:.2f}x: "
            f"{_verdict(ratio, target)}). Expert decision time: {_timing(summaries['expert'])}.",
            "",
            HEADER,
            "|---|---|---|---|---|---|---|---|---|---|---|",
            *(_row(difficulty.name, level, s) for level, s in summaries.items()),
            f"<!-- bench_expert {difficulty.name} end -->",
        ]
    )
    write_section(args.output, section, *_markers(f"bench_expert {difficulty.name}"))
    print(section)
    return 0


def file_part(args: argparse.Namespace) -> int:
    """Every level on the dice file's games, against the clairvoyant optimum (issue 20)."""
    started = time.monotonic()
    dice = load(args.dice_file)
    seeds = [g.id for g in dice.games]
    rolls = [g.rolls for g in dice.games]
    rows, verdicts = [], []
    plays = [
        (Difficulty.NIGHTMARE, True, ("greedy", "strong", "expert")),
        (Difficulty.PEACEFUL, False, ("greedy", "strong", "expert")),
        (Difficulty.PEACEFUL, True, ("strong", "expert")),
    ]
    for difficulty, powers, levels in plays:
        key = optimum_key(difficulty)
        optimum = dice.optimum(key) if key else None
        assert optimum is not None
        label = difficulty.name + ("" if powers else ", powers off")
        for level in levels:
            bar = ProgressBar(len(seeds), f"{level:6} {label:21} ")
            s = Summary.of(
                run_games(level, difficulty, seeds, args.workers, bar, rolls=rolls, powers=powers)
            )
            rows.append(_row(label, level, s) + f" {s.mean / optimum:.3f} |")
            if level == "expert" and (difficulty is Difficulty.NIGHTMARE or not powers):
                target = FILE_TARGETS[difficulty]
                share = s.mean / optimum
                verdicts.append(
                    f"| {label} | {s.mean:.1f} | {optimum:.1f} ({key}) | {share:.3f} | "
                    f"{target:.2f} (>= {target * optimum:.0f}) | {_verdict(share, target)} | "
                    f"{s.median_ms:.0f} / {s.p95_ms:.0f} |"
                )
    command = (
        f"nice -n 10 .venv/bin/python benchmarks/bench_ai.py --part file --workers {args.workers}"
    )
    section = "\n".join(
        [
            "<!-- bench_expert file begin -->",
            f"### Against perfect play: {len(seeds)} games of `clairvoyant-30.json` (issue 20)",
            "",
            f"Command: `{command}` (the CLI gives the same figures: `python -m magdagdon.ai "
            "--level expert --difficulty NIGHTMARE --dice-file ../shared/bench/clairvoyant-30.json`"
            ", add `--no-powers` for PEACEFUL)",
            "",
            _stamp(args, (time.monotonic() - started) / 60)
            + " Every level plays the file's rolls; rerolls come from the game's seeded stream.",
            "",
            "| play | expert mean | optimum | share | target | verdict | expert median / p95 ms |",
            "|---|---|---|---|---|---|---|",
            *verdicts,
            "",
            HEADER.replace("difficulty", "play") + " share of optimum |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|",
            *rows,
            "",
            "PEACEFUL with powers is shown for reference: its penalties are included, while "
            "the optimum uses no power.",
            "<!-- bench_expert file end -->",
        ]
    )
    write_section(args.output, section, *_markers("bench_expert file"))
    print(section)
    return 0


def _markers(name: str) -> tuple[str, str]:
    return f"<!-- {name} begin -->", f"<!-- {name} end -->"


def write_section(path: Path, section: str, begin: str = BEGIN, end: str = END) -> None:
    """Replace this benchmark's section of RESULTS.md, keeping what other benchmarks wrote."""
    text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmark results\n"
    if begin in text and end in text:
        head, rest = text.split(begin, 1)
        tail = rest.split(end, 1)[1]
        text = head + section + tail
    else:
        text = text.rstrip("\n") + "\n\n" + section + "\n"
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
