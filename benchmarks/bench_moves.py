"""The bot's moves and speed against another checkout: the same dice, the same moves?

Run from the repository root, with another checkout of MAGDAGDON (e.g. ``git worktree add``
of the commit before a change to the bot, or any older clone):

    .venv/bin/python benchmarks/bench_moves.py --against ../magdagdon-before --games 40

Every level (greedy, strong, expert) plays the same seeded games on every difficulty, and the
expert the games of ``clairvoyant-30.json`` (NIGHTMARE; PEACEFUL with and without powers), in
both checkouts. Each block of games runs in a process of its own, this checkout's and the
other's one after the other, so the two share the machine's load alike (it is shared and
noisy). It prints, per block, how many games made exactly the same actions (``Game.actions``,
as a saved log writes them), the mean scores, and the bot's decision time in this checkout
over the other's; ``--output`` replaces its section of ``benchmarks/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DICE_FILE = ROOT / ".." / "shared" / "bench" / "clairvoyant-30.json"
RESULTS = Path(__file__).with_name("RESULTS.md")
BEGIN, END = "<!-- bench_moves begin -->", "<!-- bench_moves end -->"

#: Run in a fresh interpreter on one checkout (``PYTHONPATH``): only names every version of
#: the bot has had (``figures.player_for``, ``runner.play_game``, ``Game.actions``).
CHILD = """
import json, sys
from magdagdon.ai.dicefile import load
from magdagdon.ai.figures import player_for
from magdagdon.ai.runner import play_game
from magdagdon.engine import Difficulty
level, difficulty, powers, seeds, dice_file = json.loads(sys.argv[1])
player = player_for(level, powers)
rolls = {}
if dice_file:
    rolls = {g.id: g.rolls for g in load(dice_file).games}
    seeds = sorted(rolls)
out = []
for seed in seeds:
    r = play_game(player, Difficulty[difficulty], seed, keep_game=True, rolls=rolls.get(seed))
    out.append([seed, r.score, [a.to_data() for a in r.game.actions], sum(r.decision_times)])
print(json.dumps(out))
"""


def play(checkout: Path, block: list[object]) -> tuple[list[list[object]], float]:
    """One block of games on ``checkout``: per game [seed, score, actions, decision seconds],
    and the block's wall-clock seconds."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", CHILD, json.dumps(block)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=checkout,
    )
    return json.loads(done.stdout.strip().splitlines()[-1]), time.perf_counter() - start


def blocks(games: int, seed: int, dice_file: Path | None) -> list[tuple[str, list[object]]]:
    seeds = list(range(seed, seed + games))
    out: list[tuple[str, list[object]]] = [
        (f"{level} {difficulty}", [level, difficulty, True, seeds, ""])
        for level in ("greedy", "strong", "expert")
        for difficulty in ("PEACEFUL", "SURVIVAL", "NIGHTMARE")
    ]
    if dice_file is not None:
        for difficulty, powers in (("NIGHTMARE", True), ("PEACEFUL", False), ("PEACEFUL", True)):
            name = f"expert {difficulty} file" + ("" if powers else ", powers off")
            out.append((name, ["expert", difficulty, powers, [], str(dice_file)]))
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--against", type=Path, required=True, help="the other checkout's folder")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--seed", type=int, default=500, help="game i of a block uses seed + i")
    p.add_argument("--dice-file", type=Path, default=DICE_FILE)
    p.add_argument("--no-file", action="store_true", help="skip the dice file's games")
    p.add_argument("--output", type=Path, default=None, help="write the section here")
    args = p.parse_args()
    started = time.monotonic()
    dice_file = None if args.no_file or not args.dice_file.exists() else args.dice_file.resolve()
    rows, total, identical = [], 0, 0
    for name, block in blocks(args.games, args.seed, dice_file):
        theirs, _ = play(args.against.resolve(), block)
        ours, _ = play(ROOT, block)
        same = sum(a[2] == b[2] for a, b in zip(theirs, ours, strict=True))
        total += len(ours)
        identical += same
        mean = [sum(g[1] for g in games) / len(games) for games in (theirs, ours)]
        seconds = [sum(g[3] for g in games) for games in (theirs, ours)]
        ratio = seconds[1] / seconds[0] if seconds[0] else 1.0
        rows.append(
            f"| {name} | {len(ours)} | {same} | {mean[0]:.2f} | {mean[1]:.2f} | "
            f"{seconds[0]:.1f} | {seconds[1]:.1f} | {ratio:.2f} |"
        )
        print(rows[-1], flush=True)
    minutes = (time.monotonic() - started) / 60
    section = "\n".join(
        [
            BEGIN,
            "## The bot's moves against another checkout (bench_moves.py)",
            "",
            f"Command: `.venv/bin/python benchmarks/bench_moves.py --against <checkout> "
            f"--games {args.games} --seed {args.seed}`",
            "",
            f"Measured {datetime.now(UTC):%Y-%m-%d %H:%M} UTC on {platform.machine()}, Python "
            f"{platform.python_version()}, {minutes:.0f} minutes (the 2 cores shared with "
            "other jobs: each block ran in both checkouts one after the other). "
            f"**{identical} of {total} games made exactly the same actions.**",
            "",
            "| block | games | identical | mean before | mean after | decide s before | "
            "decide s after | after / before |",
            "|---|---|---|---|---|---|---|---|",
            *rows,
            END,
        ]
    )
    if args.output is not None:
        from bench_ai import write_section  # the one way sections replace their text

        write_section(args.output, section, BEGIN, END)
    print(section)
    return 0 if identical == total else 1


if __name__ == "__main__":
    sys.exit(main())
