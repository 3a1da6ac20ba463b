"""Tap to next frame over whole games played by taps, on the software renderer.

    python benchmarks/bench_taps.py [--games 10] [--seed 1] [--write]
    PYTHONPATH=<another checkout> python benchmarks/bench_taps.py ...   # e.g. the code before

The real window (create_engine, offscreen, ``QT_QUICK_BACKEND=software``) is played by real
mouse clicks on its named items: select a die, put it on a cell, now and then take it back,
CONFIRM, the powers, ACCEPT MAGDAGDON and the ruin, NEW GAME at game over. The greedy bot
chooses each turn (its thinking is not timed). Before each tap the window is left idle (no
frame for 40 ms, as between a person's taps); the time from the click to the next
``frameSwapped`` is that tap's figure. Also records the process's resident memory after the
first, the tenth and the last game (issue 16: no growth per game).
``--write`` records the figures in benchmarks/STARTUP.md (under the startup figures).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["QT_QUICK_BACKEND"] = "software"

from PySide6.QtCore import QEventLoop, QPoint, QPointF, Qt, QTimer
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from magdagdon.ai.players import GreedyPlayer
from magdagdon.app import wiring as magdagdon_app
from magdagdon.app.wiring import backends, create_engine
from magdagdon.engine import AcceptMagdagdon, Prepare
from magdagdon.storage import make_settings

ROOT = Path(__file__).resolve().parent.parent
REPORT = ROOT / "benchmarks" / "STARTUP.md"
FRAME_MS = 1000 / 60
SECTION = "## Tap to next frame"


def rss_mib() -> float:
    """Resident memory now (Linux /proc; 0 elsewhere)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except OSError:
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


class Player:
    """Taps the window's named items and times each tap to the frame after it."""

    def __init__(self, window: QQuickWindow, session: object = None) -> None:
        self.window = window
        self.session = session
        self.frames = 0
        self.times: dict[str, list[float]] = defaultdict(list)
        self.unpainted: list[str] = []  # taps after which no frame came within a second
        self._loop = QEventLoop()
        window.frameSwapped.connect(self._swapped)

    def _swapped(self) -> None:
        self.frames += 1
        self._loop.quit()

    def item(self, name: str, wait_s: float = 5.0) -> QQuickItem:
        """The one visible, enabled item named ``name`` (waiting for it, as a person would:
        the game-over card, say, comes after the finished board is held a moment)."""
        deadline = time.perf_counter() + wait_s
        while True:
            stack = [self.window.contentItem().parentItem() or self.window.contentItem()]
            found = []
            while stack:
                node = stack.pop()
                if node.objectName() == name and node.isVisible() and node.isEnabled():
                    found.append(node)
                stack.extend(node.childItems())
            if len(found) == 1:
                return found[0]
            if time.perf_counter() > deadline:
                raise LookupError(f"{len(found)} visible items named {name!r}")
            QTest.qWait(20)

    def idle(self) -> None:
        """Wait until no frame came for 40 ms (animations done), at most 2 s."""
        deadline = time.perf_counter() + 2
        while time.perf_counter() < deadline:
            before = self.frames
            QTest.qWait(40)
            if self.frames == before:
                return

    def tap(self, name: str, kind: str) -> None:
        item = self.item(name)
        p = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
        point = QPoint(round(p.x()), round(p.y()))
        self.idle()
        before = self.frames
        start = time.perf_counter()
        QTest.mouseClick(
            self.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )
        if self.frames == before:
            QTimer.singleShot(1000, self._loop.quit)
            self._loop.exec()
        if self.frames == before:  # nothing repainted: say so, do not count it as fast
            s = self.session
            state = "" if s is None else f" ({s.phase}, selected {s.selected})"
            self.unpainted.append(f"{name}{state}")
            return
        self.times[kind].append((time.perf_counter() - start) * 1000)


def play(
    games: int, seed: int, folder: str | None = None
) -> tuple[dict[str, list[float]], dict[int, float]]:
    rng = random.Random(seed)
    bot = GreedyPlayer()
    with tempfile.TemporaryDirectory(prefix="magdagdon-taps-", dir=folder) as temp:
        settings = make_settings(Path(temp) / "s.ini")
        try:  # saving on the store's writer thread, as the magdagdon command does
            engine = create_engine(settings, lang="en", seed=seed, background_writes=True)
        except TypeError:  # an older checkout (PYTHONPATH) without that option
            engine = create_engine(settings, lang="en", seed=seed)
        window = engine.rootObjects()[0]
        assert isinstance(window, QQuickWindow)
        window.show()
        session = backends(engine)[0]
        player = Player(window, session)
        player.idle()
        memory: dict[int, float] = {}
        for game in range(1, games + 1):
            if session.phase == "OVER":
                player.tap("gameOverNewGameButton", "new game")
            while session.phase != "OVER":
                if session.phase == "ROLL":
                    player.tap("rollButton", "roll")
                plan = bot.decide(session.game)  # greedy: a placement or a ruin, no power
                match plan.first:
                    case AcceptMagdagdon(cell=cell):
                        player.tap("acceptMagdagdonButton", "accept")
                        player.tap(f"cell{cell}", "ruin")
                    case _:
                        steps = [a for a in plan.actions if isinstance(a, Prepare)]
                        for i, step in enumerate(steps):
                            player.tap(f"die{step.die}", "select")
                            player.tap(f"cell{step.cell}", "prepare")
                            if i == 0 and rng.random() < 0.25:
                                player.tap(f"cell{step.cell}", "take back")
                                if step.die not in session.selected:  # it may come back selected
                                    player.tap(f"die{step.die}", "select")
                                player.tap(f"cell{step.cell}", "prepare")
                        player.tap("confirmButton", "confirm")
            if session.rejections:
                raise RuntimeError("the engine refused a tap")
            if game in (1, 10, games):
                memory[game] = rss_mib()
        if hasattr(magdagdon_app, "application"):  # PYTHONPATH=<an older checkout> has none
            magdagdon_app.application(engine).shutdown()
        window.close()
        if player.unpainted:
            print(f"no frame within 1 s after {len(player.unpainted)} tap(s): {player.unpainted}")
        return dict(player.times), memory


def _p95(values: list[float]) -> float:
    return (
        statistics.quantiles(values, n=100, method="inclusive")[94]
        if len(values) > 1
        else values[0]
    )


def report(times: dict[str, list[float]], memory: dict[int, float], argv: list[str]) -> str:
    every = [t for values in times.values() for t in values]
    rows = "\n".join(
        f"| {kind} | {len(values)} | {statistics.median(values):.1f} | {_p95(values):.1f} | "
        f"{max(values):.1f} |"
        for kind, values in sorted(times.items())
    )
    verdict = "holds" if _p95(every) <= FRAME_MS else "does NOT hold"
    mem = ", ".join(f"after game {g}: {m:.0f} MiB" for g, m in sorted(memory.items()))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (
        f"{SECTION} ({datetime.now(UTC):%Y-%m-%d %H:%M} UTC)\n\n"
        f"Command: `python benchmarks/bench_taps.py {' '.join(argv)}`.\n"
        f"Machine: {platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load average {load:.1f} at the end; offscreen, "
        "QT_QUICK_BACKEND=software.\n\n"
        "| tap | count | median ms | p95 ms | max ms |\n|---|---|---|---|---|\n"
        f"{rows}\n"
        f"| **every tap** | {len(every)} | {statistics.median(every):.1f} | "
        f"{_p95(every):.1f} | {max(every):.1f} |\n\n"
        f"Every tap p95 **{_p95(every):.1f} ms** — target ≤ {FRAME_MS:.1f} ms {verdict}. "
        f"Resident memory {mem}.\n"
    )


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--settings-dir",
        help="where the settings file lives (default: the temp folder; "
        "/dev/shm takes the disk's fsync latency out of the figure)",
    )
    parser.add_argument("--write", action="store_true", help=f"add to {REPORT.name}")
    args = parser.parse_args(argv)
    times, memory = play(args.games, args.seed, args.settings_dir)
    text = report(times, memory, argv)
    print(text)
    if args.write:
        old = REPORT.read_text(encoding="utf-8")
        REPORT.write_text(old.rstrip("\n") + "\n\n" + text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
