"""A child process for the storage process tests: plays and records through a real Store.

``python player.py kill SETTINGS SEED`` plays seeded random games forever, saving the game
after every action and recording every finished game (plus synthetic records between
actions). It reports each write on stdout before it starts (WILL-...) and after it returned
(SAVED, RECORDED, or FINISHED: a finished game recorded and cleared in one write), so the
parent that SIGKILLs it knows what must be on disk.

``python player.py race SETTINGS SEED SCORES...`` waits for a line on stdin, then records the
given PEACEFUL scores (and the first five as SURVIVAL too), saving a game between records.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from PySide6.QtCore import QCoreApplication

from magdagdon.engine import Difficulty, Game, Phase
from magdagdon.storage import Record, Store, make_settings


def digest(game: Game | None) -> str:
    if game is None:
        return "none"
    text = json.dumps(game.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha1(text.encode()).hexdigest()


_report = 1  # file descriptor the reports go to: stdout, or a file the parent reads


def say(*parts: object) -> None:
    """One report line in one write() call, so a kill never leaves half of it."""
    os.write(_report, (" ".join(str(p) for p in parts) + "\n").encode())


def report_to(path: str) -> None:
    global _report
    _report = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)


def record_line(difficulty: Difficulty, record: Record) -> str:
    return json.dumps({"difficulty": difficulty.name, **record.to_json()}, sort_keys=True)


def step(game: Game, rng: random.Random, *, reroll_chance: float = 0.5) -> None:
    """One random legal action, as a player's tap would make it."""
    if game.phase is Phase.ROLL:
        game.roll()
    elif game.phase is Phase.MAGDAGDON:
        if game.powers_left and rng.random() < reroll_chance:
            game.reroll(range(len(game.dice)))
        else:
            game.accept_magdagdon(rng.choice(sorted(game.ruinable_cells)))
    elif game.dead_end and game.unblocking_die is not None:  # R6.4: take back the blocker
        game.take_back(game.unblocking_die)
    else:
        moves = [
            (d, c)
            for d, die in enumerate(game.dice)
            if not die.prepared
            for c in sorted(game.legal_cells(d))
        ]
        if game.can_confirm and (not moves or rng.random() < 0.4):
            game.confirm()
        elif moves:
            game.prepare(*rng.choice(moves))
        else:
            game.take_back(game.prepared[-1])


def synthetic(rng: random.Random, difficulty: Difficulty, finished: datetime) -> Record:
    powers = rng.randint(0, difficulty.powers)
    return Record(rng.randint(-50, 300), finished, rng.randint(4, 16), powers, rng.random() < 0.2)


def play_forever(path: str, seed: int) -> None:
    rng = random.Random(seed)
    store = Store(make_settings(path), background=True)  # as the app runs it (issue 16)
    game = store.load_game()
    say("READY", digest(game))
    while True:
        if game is None:
            game = Game(rng.choice(list(Difficulty)), seed=rng.randrange(2**32))
        else:
            step(game, rng)
        if game.is_over:
            total = game.score().total
            record = Record(total, datetime.now(UTC), game.turns, game.powers_used)
            say("WILL-FINISH", record_line(game.difficulty, record))
            rank = store.record(
                game.difficulty,
                record.score,
                record.turns,
                record.powers_used,
                record.finished,
                finished_game=True,
            )
            say("FINISHED", record_line(game.difficulty, record), rank)
            game = None
            continue
        say("WILL-SAVE", digest(game))
        store.save_game(game)
        if store.flush():  # the background writer has it on disk
            say("SAVED", digest(game))
        if rng.random() < 0.15:
            seconds = rng.choice([s for s in (10, 90, 600, 3600) if s != store.idleSeconds])
            say("WILL-SET", seconds)
            store.idleSeconds = seconds
            if store.flush():
                say("SET", seconds)
        if rng.random() < 0.5:
            difficulty = rng.choice(list(Difficulty))
            record = synthetic(rng, difficulty, datetime.now(UTC))
            say("WILL-RECORD", record_line(difficulty, record))
            rank = store.record(
                difficulty,
                record.score,
                record.turns,
                record.powers_used,
                record.finished,
                record.assisted,
            )
            say("RECORDED", record_line(difficulty, record), rank)


def race(path: str, seed: int, scores: list[int], go: Callable[[], object]) -> None:
    rng = random.Random(seed)
    store = Store(make_settings(path), background=True)
    game = Game(Difficulty.PEACEFUL, seed=seed)
    start = datetime(2026, 1, 1, tzinfo=UTC) + timedelta(days=seed)
    say("READY")
    go()
    for i, score in enumerate(scores):
        for difficulty in (
            (Difficulty.PEACEFUL, Difficulty.SURVIVAL) if i < 5 else (Difficulty.PEACEFUL,)
        ):
            record = Record(score, start + timedelta(minutes=i), 8, 0)
            rank = store.record(difficulty, record.score, record.turns, 0, record.finished)
            say("RECORDED", record_line(difficulty, record), rank)
        if game.is_over:
            game = Game(Difficulty.PEACEFUL, seed=rng.randrange(2**32))
        step(game, rng)
        store.save_game(game)
    assert store.close()  # everything on disk before the process ends
    say("DONE")


def child(mode: str, path: str, seed: int, report: str, *args: Any) -> None:
    """Entry point for a forked child (multiprocessing): same as the command line."""
    report_to(report)
    _app = QCoreApplication.instance() or QCoreApplication([])
    if mode == "kill":
        play_forever(path, seed)
    else:
        scores, barrier = args
        race(path, seed, scores, barrier.wait)


def main(argv: list[str]) -> None:
    _app = QCoreApplication([])  # QLockFile names the owner application in the lock file
    mode, path, seed = argv[0], argv[1], int(argv[2])
    if mode == "kill":
        play_forever(path, seed)
    else:
        race(path, seed, [int(s) for s in argv[3:]], sys.stdin.readline)


if __name__ == "__main__":
    main(sys.argv[1:])
