"""The after-game review: how long the expert bot takes, alone and in the window.

    python benchmarks/bench_review.py [--games 5] [--seed 1]

1. The bot alone (``review(game, ExpertPlayer())``) on greedy games of each difficulty:
   the first review of the process (its n-tuple tables loaded then) and the later ones,
   the whole game and its first turn (the slowest: the most cells empty).
2. The real window (create_engine, offscreen, ``QT_QUICK_BACKEND=software``): a game
   played through the session's slots, then REVIEW clicked once its card is up, as a
   person would. For each game: from game over to the review complete (it starts by itself
   when the bot has what it needs) and from the click to the first turn and the last on
   the review page. PEACEFUL needs no tables (the review starts at game over); NIGHTMARE's
   first game in a window waits for the click, the games after it do not (issue 16: the
   tables are loaded only for a player who asks for HINT or REVIEW).

Waiting is a ``QEventLoop``, as in the app: ``QTest.qWait`` keeps the GIL while it sleeps
and makes the bot look three times slower than it is.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["QT_QUICK_BACKEND"] = "software"

from PySide6.QtCore import QEventLoop, QPoint, QPointF, Qt, QTimer
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from magdagdon.ai.expert import ExpertPlayer
from magdagdon.ai.players import GreedyPlayer
from magdagdon.ai.review import iter_review
from magdagdon.ai.runner import play_game
from magdagdon.engine import Difficulty


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f}"


def bot_alone(games: int, seed: int) -> None:
    print("## The bot alone (ms: median, max)\n")
    print("| difficulty | first review of the process | first turn | later reviews | first turn |")
    print("|---|---|---|---|---|")
    for difficulty in Difficulty:
        totals, firsts = [], []
        for n in range(games + 1):
            game = play_game(GreedyPlayer(), difficulty, seed + n, keep_game=True).game
            start = time.perf_counter()
            turns = iter_review(game, ExpertPlayer())
            next(turns)
            firsts.append(time.perf_counter() - start)
            for _ in turns:
                pass
            totals.append(time.perf_counter() - start)
        later = totals[1:]
        print(
            f"| {difficulty.name} | {ms(totals[0])} | {ms(firsts[0])} | "
            f"{ms(statistics.median(later))}, {ms(max(later))} | "
            f"{ms(statistics.median(firsts[1:]))} |"
        )
    print()


def wait_until(test: Callable[[], bool], timeout_s: float = 60.0) -> None:
    """Run the event loop (releasing the GIL, as the app does) until ``test()``."""
    deadline = time.perf_counter() + timeout_s
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: (test() or time.perf_counter() > deadline) and loop.quit())
    timer.start()
    if not test():
        loop.exec()
    timer.stop()
    if not test():
        raise TimeoutError("the review did not come")


def pause(msecs: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(msecs, loop.quit)
    loop.exec()


def find(window: QQuickWindow, name: str) -> QQuickItem | None:
    stack = [window.contentItem().parentItem() or window.contentItem()]
    while stack:
        node = stack.pop()
        if node.objectName() == name and node.isVisible() and node.isEnabled():
            return node
        stack.extend(node.childItems())
    return None


def in_the_window(games: int, seed: int) -> None:
    from magdagdon.app.smoke import play_scripted_turn
    from magdagdon.app.wiring import application, create_engine
    from magdagdon.storage import make_settings

    print("## In the window (ms from game over / from the REVIEW click)\n")
    print(
        "| difficulty | game | turns | over to complete | click | click to first turn | "
        "click to complete |"
    )
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory(prefix="magdagdon-review-") as folder:
        engine = create_engine(make_settings(Path(folder) / "s.ini"), lang="en", seed=seed)
        app = application(engine)
        hints, session, window = app.hints, app.session, app.window
        assert hints is not None and window is not None
        window.resize(1280, 800)
        window.show()
        app.store.tutorial = "declined"
        wait_until(lambda: hints.started and hints.wait(0))  # the bot is built on its lane
        marks: dict[str, float] = {}

        def changed() -> None:
            n = len(hints.review)
            if n == 1:
                marks.setdefault("first", time.perf_counter())
            if n and n == session.turns:
                marks.setdefault("complete", time.perf_counter())

        hints.reviewChanged.connect(changed)
        session.gameOver.connect(lambda _score: marks.__setitem__("over", time.perf_counter()))
        for difficulty in (Difficulty.PEACEFUL, Difficulty.NIGHTMARE):
            session.setDifficulty(difficulty.name)
            for number in range(1, games + 1):
                session.newGame()
                marks.clear()
                while session.phase != "OVER":
                    play_scripted_turn(session)
                    pause(300)  # the turn's animations, and a person's pace
                wait_until(lambda: find(window, "reviewButton") is not None)
                button = find(window, "reviewButton")
                assert button is not None
                wait_until(lambda: time.perf_counter() > marks["over"] + 1.5)  # reads the card
                p = button.mapToScene(QPointF(button.width() / 2, button.height() / 2))
                click = time.perf_counter()
                ready = "complete" in marks
                QTest.mouseClick(
                    window,
                    Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.NoModifier,
                    QPoint(round(p.x()), round(p.y())),
                )
                wait_until(lambda: "complete" in marks)
                first = "before" if marks["first"] < click else ms(marks["first"] - click)
                done = "ready" if ready else ms(marks["complete"] - click)
                print(
                    f"| {difficulty.name} | {number} | {session.turns} | "
                    f"{ms(marks['complete'] - marks['over'])} | {ms(click - marks['over'])} | "
                    f"{first} | {done} |"
                )
                QTest.keyClick(window, Qt.Key.Key_Escape)  # back to the game screen
        app.shutdown()
        window.close()
    print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--part", choices=("bot", "window"), help=argparse.SUPPRESS)
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.part == "bot":
        bot_alone(args.games, args.seed)
    elif args.part == "window":
        in_the_window(args.games, args.seed)
    else:  # each part in a fresh process: the tables are loaded by neither before it
        print(f"load average {os.getloadavg()[0]:.1f}, {os.cpu_count()} cores\n", flush=True)
        for part in ("bot", "window"):
            command = [sys.executable, __file__, "--part", part, "--games", str(args.games)]
            subprocess.run([*command, "--seed", str(args.seed)], check=True)
        print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
