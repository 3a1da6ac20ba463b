"""A settings file as a whole session leaves it: every setting changed, 30 records, a game in
progress, and its .bak one write behind. Shared by the integrity tests and
benchmarks/bench_integrity.py, so both damage the same file."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from magdagdon.engine import Difficulty
from magdagdon.storage import Store, make_settings

from .test_game import mid_turn_game

#: Every setting away from its default.
CHANGED = {
    "difficulty": "SURVIVAL",
    "language": "fr",
    "theme": "dark",
    "textSize": 150,
    "reducedMotion": True,
    "kiosk": True,
    "kioskDaily": True,
    "kioskTheme": "dark",
    "kioskTextSize": 120,
    "kioskReducedMotion": True,
    "idleSeconds": 600,
    "tutorial": "finished",
    "tutorialStep": 5,
    "hintExplained": True,
}


def write_full_file(path: Path) -> None:
    """Every setting changed, 30 records, a game; then one more write, so the .bak is the
    version before it (as any session leaves the files)."""
    store = Store(make_settings(path))
    for name, value in CHANGED.items():
        setattr(store, name, value)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    for difficulty in Difficulty:
        for i in range(10):
            store.record(difficulty, 10 * i + 3, 8, 0, start + timedelta(hours=i))
    store.save_game(mid_turn_game())
    store.idleSeconds = 601
    store.close()
