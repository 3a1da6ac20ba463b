"""``python -m magdagdon.ai``: let a bot play many seeded games and print how it did.

Example: ``python -m magdagdon.ai --level strong --difficulty PEACEFUL --games 1000 --seed 1``

With ``--dice-file`` (``../shared/bench/clairvoyant-30.json``) it plays that file's games and
compares the mean with the file's clairvoyant optimum, on a line starting with ``mean``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from magdagdon.engine import Difficulty

from .dicefile import DiceFile, DiceFileError, load, optimum_key
from .figures import ProgressBar, Summary, game_seeds, run_games
from .levels import LEVELS


def _whole_number(least: int, bound: str) -> Callable[[str], int]:
    """An argparse type: a whole number no smaller than ``least`` (``bound`` says so)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"must be {bound}, got {value}")
        return value

    return parse


_positive = _whole_number(1, "at least 1")
_seed = _whole_number(0, "0 or more")


def _difficulty(text: str) -> Difficulty:
    try:
        return Difficulty[text.upper()]
    except KeyError:
        names = ", ".join(d.name for d in Difficulty)
        raise argparse.ArgumentTypeError(f"unknown difficulty {text!r} (choose {names})") from None


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m magdagdon.ai",
        description="Let a MAGDAGDON bot play seeded games and print its score statistics.",
    )
    p.add_argument("--level", choices=LEVELS, default="strong", help="which player")
    p.add_argument(
        "--difficulty",
        type=_difficulty,
        default=Difficulty.PEACEFUL,
        help="PEACEFUL, SURVIVAL or NIGHTMARE",
    )
    p.add_argument(
        "--games", type=_positive, help="number of games (default 100; all of a --dice-file)"
    )
    p.add_argument(
        "--seed",
        type=_seed,
        default=1,
        help="run seed: game i uses seed*100000+i, so two levels with one seed see the same dice",
    )
    p.add_argument(
        "--workers",
        type=_positive,
        default=min(2, os.cpu_count() or 1),
        help="processes to play on (default: 2, or 1 on a single core)",
    )
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument(
        "--dice-file",
        type=Path,
        help="play this benchmark file's games (their rolls) and compare with its optimum; "
        "--games then takes only the first games of the file",
    )
    p.add_argument(
        "--no-powers", action="store_true", help="never use a Majda Power (R5 is optional)"
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    p = parser()
    args = p.parse_args(argv)
    difficulty: Difficulty = args.difficulty
    powers = not args.no_powers
    label = f"{args.level} {difficulty.name} "
    if args.dice_file is not None:
        try:
            dice = load(args.dice_file)
        except DiceFileError as exc:
            p.error(str(exc))
        if args.games is not None:
            dice = dice.head(args.games)
        progress = None if args.quiet else ProgressBar(len(dice.games), label)
        results = run_games(
            args.level,
            difficulty,
            [g.id for g in dice.games],
            args.workers,
            progress,
            rolls=[g.rolls for g in dice.games],
            powers=powers,
        )
        print(f"{args.level} on {difficulty.name}, {len(dice.games)} games of {args.dice_file}")
        summary = Summary.of(results)
        for line in summary.lines():
            if not line.startswith("mean"):  # the one line starting with "mean" comes last
                print(line)
        for line in _against_optimum(dice, difficulty, summary, powers):
            print(line)
        return 0
    games = args.games if args.games is not None else 100
    progress = None if args.quiet else ProgressBar(games, label)
    results = run_games(
        args.level,
        difficulty,
        game_seeds(args.seed, games),
        args.workers,
        progress,
        powers=powers,
    )
    print(f"{args.level} on {difficulty.name}, seed {args.seed}")
    for line in Summary.of(results).lines():
        print(line)
    return 0


def _against_optimum(
    dice: DiceFile, difficulty: Difficulty, summary: Summary, powers: bool
) -> list[str]:
    """The ``mean`` line: the mean over the optimum of the same games, and how to read it."""
    key = optimum_key(difficulty)
    optimum = dice.optimum(key) if key else None
    if key is None or optimum is None:
        return [f"mean {summary.mean:.1f} (the file has no optimum for {difficulty.name})"]
    lines = [
        f"mean {summary.mean:.1f} = {summary.mean / optimum:.3f} x the clairvoyant optimum "
        f"{optimum:.1f} ({key})"
    ]
    if difficulty.powers:
        if summary.powers > 0:
            lines.append(
                f"powers used: {summary.powers:.2f} per game, penalties included; the optimum "
                "uses none (--no-powers switches them off for a like-for-like comparison)"
            )
        else:
            why = "switched off by --no-powers" if not powers else "none chosen"
            lines.append(f"powers used: none ({why}), like the optimum")
    return lines


if __name__ == "__main__":
    sys.exit(main())
