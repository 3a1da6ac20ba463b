"""A child for the history's kill test: it adds games one by one, as the app does (the
background writer), and after each reports on one line which game is acknowledged on disk
(``FileHistory.wait`` returned True). The parent kills it at any moment.

``python history_child.py HISTORY REPORT FIRST``: games FIRST, FIRST+1, ... until killed.
"""

from __future__ import annotations

import os
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from magdagdon.comeback.keeper import FileHistory
from magdagdon.comeback.sources import Played
from magdagdon.engine import Difficulty

START = datetime(2026, 12, 1, tzinfo=UTC)


def game(number: int) -> Played:
    """Game ``number``: told apart by its finish time (the history's identity of a game)."""
    return Played(
        difficulty=Difficulty.PEACEFUL,
        seed=number,
        code="",
        actions=(),
        score=number % 500,
        finished=START + timedelta(seconds=number),
        turns=8,
        powers_used=0,
        magdagdons=0,
    )


def main(path: str, report: str, first: int) -> None:
    history = FileHistory(Path(path))
    out = os.open(report, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.write(out, f"READY {len(history.games())}\n".encode())
    number = first
    while True:
        history.add_game(game(number))
        if history.wait(timeout=None):
            os.write(out, f"SAVED {number}\n".encode())
        number += 1


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
