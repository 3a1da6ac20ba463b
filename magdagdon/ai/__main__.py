"""``python -m magdagdon.ai``: let a bot play many seeded games and print how it did.

Example: ``python -m magdagdon.ai --level strong --difficulty PEACEFUL --games 1000 --seed 1``
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from magdagdon.engine import Difficulty

from .players import LEVELS
from .stats import ProgressBar, Summary, game_seeds, run_games


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
    p.add_argument("--games", type=_positive, default=100, help="number of games")
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
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    difficulty: Difficulty = args.difficulty
    label = f"{args.level} {difficulty.name} "
    progress = None if args.quiet else ProgressBar(args.games, label)
    results = run_games(
        args.level, difficulty, game_seeds(args.seed, args.games), args.workers, progress
    )
    print(f"{args.level} on {difficulty.name}, seed {args.seed}")
    for line in Summary.of(results).lines():
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
