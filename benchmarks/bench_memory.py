"""Resident memory of the game over many played games, against the empty window's peak.

    python benchmarks/bench_memory.py [--games 50] [--runs 3] [--seed 1] [--kiosk] [--detail]
        [--write]

Issue 16: after ten played games the game may use at most 1.5x the peak memory of an empty
Controls window (benchmarks/empty_window.py), and it may not grow per game. Each run starts
a fresh process that opens the real desktop window as the ``magdagdon`` command does
(offscreen, software scene graph, saving on the store's writer thread, the hint service and
its bot started after the first frame), then plays whole games through the session's slots:
each turn the first placement the engine's own search finds, as ``--smoke-test`` plays, so
no bot lives in the measured process; after each turn the window draws until its
animations end. It reports the resident memory (``VmRSS``) after the start and after games
1, 10 and the last. The empty window's peak is bench_startup.py's measurement, in the same
run. ``--detail`` also prints where the memory is (``/proc/self/smaps``: the heap, other
anonymous memory, each library). ``--write`` records the figures in benchmarks/STARTUP.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPORT = ROOT / "benchmarks" / "STARTUP.md"
TARGET = 1.5
MARK = "MEMORY "


def rss_mib() -> float:
    """Resident memory now (Linux /proc)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def where(top: int = 12) -> list[tuple[str, float]]:
    """Resident MiB per mapping kind: the heap, anonymous memory, each file (Linux smaps)."""
    totals: dict[str, float] = defaultdict(float)
    name = "?"
    for line in Path("/proc/self/smaps").read_text().splitlines():
        head = line.split()
        if not head:
            continue
        if "-" in head[0] and len(head) >= 5 and not head[0].endswith(":"):
            name = head[5] if len(head) > 5 else "[anonymous]"
            name = Path(name).name if name.startswith("/") else name
        elif head[0] == "Rss:":
            totals[name] += int(head[1]) / 1024
    return sorted(totals.items(), key=lambda kv: -kv[1])[:top]


def child(games: int, seed: int, detail: bool, kiosk: bool = False) -> int:
    """One process: the real window (the kiosk's: its visitors' games, from TAP TO PLAY to
    the scores), ``games`` games played, memory printed as JSON lines."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_QUICK_BACKEND"] = "software"
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQuick import QQuickWindow

    from magdagdon.app.smoke import play_scripted_turn
    from magdagdon.app.wiring import application, create_engine
    from magdagdon.storage import make_settings

    frames = [0]

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def settle() -> None:
        """Until no frame came for 40 ms (the animations are over), at most 2 s."""
        for _ in range(50):
            before = frames[0]
            wait(40)
            if frames[0] == before:
                return

    def say(label: str) -> None:
        figures: dict[str, object] = {"at": label, "rss": round(rss_mib(), 1)}
        if detail:
            figures["where"] = [(n, round(m, 1)) for n, m in where()]
        print(MARK + json.dumps(figures), flush=True)

    with tempfile.TemporaryDirectory(prefix="magdagdon-memory-") as temp:
        engine = create_engine(
            make_settings(Path(temp) / "s.ini"),
            lang="en",
            seed=seed,
            background_writes=True,
            kiosk=kiosk,
            kiosk_pin="2468" if kiosk else None,  # an operator's PIN: no set-up screen
        )
        app = application(engine)
        window = app.window
        assert isinstance(window, QQuickWindow)
        window.frameSwapped.connect(lambda: frames.__setitem__(0, frames[0] + 1))
        settle()
        if app.kiosk is None:
            hints = app.hints
            assert hints is not None
            assert hints.player is not None  # the bot is built (the hint lane, after the frame)
            hints.wait()
        settle()
        say("start")
        session = app.session
        for game in range(1, games + 1):
            if app.kiosk is not None:  # a visitor taps to play (from the welcome or scores)
                app.kiosk.play()
                settle()
            elif session.phase == "OVER":
                session.newGame()
                settle()
            while session.phase != "OVER":
                play_scripted_turn(session)  # the engine's own search: no bot in this process
                settle()
            if session.rejections:
                raise RuntimeError(f"the engine refused {session.rejections} action(s)")
            settle()
            if game in (1, 10, games):
                say(f"game {game}")
            if app.kiosk is not None:
                app.kiosk.showScores()
                settle()
        if app.kiosk is not None:
            app.kiosk.release()  # the kiosk keeps its window open otherwise
        app.shutdown()
        window.close()
        del engine
    QGuiApplication.instance()
    return 0


def run_child(games: int, seed: int, detail: bool, kiosk: bool) -> list[dict[str, object]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run(
        [sys.executable, __file__, "--child", "--games", str(games), "--seed", str(seed)]
        + (["--detail"] if detail else [])
        + (["--kiosk"] if kiosk else []),
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=3600,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"the game process failed ({done.returncode}):\n{done.stderr[-3000:]}")
    lines = done.stdout.splitlines()
    return [json.loads(line[len(MARK) :]) for line in lines if line.startswith(MARK)]


def empty_peak(runs: int) -> float:
    """The empty window's peak memory at its first frame (median of ``runs`` starts)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_startup import EMPTY, first_frame

    with tempfile.TemporaryDirectory(prefix="magdagdon-memory-") as folder:
        settings = Path(folder) / "s.ini"
        peaks = [
            first_frame([sys.executable, str(EMPTY)], settings, ROOT).peak_mib for _ in range(runs)
        ]
    return statistics.median(p for p in peaks if p is not None)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--detail", action="store_true", help="where the memory is")
    parser.add_argument("--kiosk", action="store_true", help="the kiosk window's games")
    parser.add_argument("--write", action="store_true", help=f"write {REPORT.name}")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return child(args.games, args.seed, args.detail, args.kiosk)
    base = empty_peak(max(3, args.runs))
    per_label: dict[str, list[float]] = defaultdict(list)
    details: list[dict[str, object]] = []
    for run in range(args.runs):
        figures = run_child(args.games, args.seed + run, args.detail, args.kiosk)
        for entry in figures:
            per_label[str(entry["at"])].append(float(entry["rss"]))  # type: ignore[arg-type]
            if "where" in entry and run == 0:
                details.append(entry)
    rows = [
        f"| {label} | {statistics.median(values):.0f} | {min(values):.0f} | {max(values):.0f} | "
        f"{statistics.median(values) / base:.2f}x |"
        for label, values in per_label.items()
    ]
    ten = per_label.get("game 10") or per_label[f"game {args.games}"]
    last = per_label[f"game {args.games}"]
    ten_x = statistics.median(ten) / base
    growth = (statistics.median(last) - statistics.median(ten)) / max(1, args.games - 10)
    verdict = "holds" if ten_x <= TARGET else "does NOT hold"
    load = os.getloadavg()[0]
    text = (
        f"## Memory over played games{', kiosk' if args.kiosk else ''} "
        f"({datetime.now(UTC):%Y-%m-%d %H:%M} UTC)\n\n"
        f"Command: `python benchmarks/bench_memory.py {' '.join(argv)}`.\n"
        f"Machine: {platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load average {load:.1f} at the end; offscreen, "
        f"software scene graph. The empty window's peak: {base:.0f} MiB.\n\n"
        "| resident after | median MiB | min | max | vs empty peak |\n|---|---|---|---|---|\n"
        + "\n".join(rows)
        + f"\n\nAfter ten games **{ten_x:.2f}x** the empty window (target ≤ {TARGET}x {verdict});"
        f" {growth:+.2f} MiB a game after the tenth.\n"
    )
    for entry in details:
        text += f"\nWhere ({entry['at']}): " + ", ".join(
            f"{n} {m}"
            for n, m in entry["where"]  # type: ignore[union-attr, attr-defined]
        )
    print(text)
    if args.write:
        old = REPORT.read_text(encoding="utf-8")
        cut = old.find("\n## ")
        REPORT.write_text(
            old[: cut + 1].rstrip("\n") + "\n\n" + text + "\n" + old[cut + 1 :], encoding="utf-8"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
