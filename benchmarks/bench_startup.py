"""Startup to first frame: the PyInstaller bundle against the same app run from the venv.

    python packaging/build.py                  # once, to have dist/magdagdon/
    python benchmarks/bench_startup.py [--runs 9] [--write]

Both are started offscreen with a throw-away settings file and Qt's render-loop timing
log on (``qt.scenegraph.time.renderloop``); the time from starting the process to the first
"Frame rendered" line on its stderr is its startup to first frame, and the process is then
stopped. Runs alternate venv/bundle so a busy machine slows both alike; one warm-up run each
is not counted. The target (issue 6) is a bundle median within 1.3x of the venv median.
``--write`` records the figures in benchmarks/STARTUP.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE_EXE = ROOT / "dist" / "magdagdon" / ("magdagdon.exe" if os.name == "nt" else "magdagdon")
REPORT = ROOT / "benchmarks" / "STARTUP.md"
TARGET_RATIO = 1.3
FRAME_MARK = "Frame rendered"


def first_frame_seconds(cmd: list[str], settings: Path, timeout: float = 60.0) -> float:
    """Seconds from process start to its first rendered frame; the process is then stopped."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QT_LOGGING_RULES="qt.scenegraph.time.renderloop=true",
    )
    start = time.perf_counter()
    proc = subprocess.Popen(
        [*cmd, "--settings-file", str(settings)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert proc.stderr is not None
    tail: list[str] = []
    try:
        for line in proc.stderr:
            if FRAME_MARK in line:
                return time.perf_counter() - start
            tail = [*tail[-20:], line]
            if time.perf_counter() - start > timeout:
                break
    finally:
        proc.kill()
        proc.wait()
    raise RuntimeError(f"{cmd[0]} showed no frame (exit {proc.returncode})\n{''.join(tail)}")


def measure(runs: int) -> dict[str, list[float]]:
    """Alternating runs of both, after one uncounted warm-up each."""
    commands = {
        "venv": [sys.executable, "-m", "magdagdon"],
        "bundle": [str(BUNDLE_EXE)],
    }
    times: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="magdagdon-bench-") as folder:
        settings = Path(folder) / "settings.ini"  # never the player's own settings
        for cmd in commands.values():
            first_frame_seconds(cmd, settings)  # warm-up: file cache, .pyc, fontconfig
        for i in range(runs):
            order = list(commands) if i % 2 == 0 else list(reversed(commands))
            for name in order:
                times[name].append(first_frame_seconds(commands[name], settings))
    return times


def report(times: dict[str, list[float]]) -> str:
    """The figures as a Markdown section, with the command and the machine."""
    venv, bundle = statistics.median(times["venv"]), statistics.median(times["bundle"])
    ratio = bundle / venv
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    rows = "\n".join(
        f"| {name} | {statistics.median(t) * 1000:.0f} | {min(t) * 1000:.0f} | "
        f"{max(t) * 1000:.0f} | {len(t)} |"
        for name, t in times.items()
    )
    verdict = "holds" if ratio <= TARGET_RATIO else "does NOT hold"
    return (
        f"## Startup to first frame ({datetime.now(UTC):%Y-%m-%d %H:%M} UTC)\n\n"
        f"Command: `python benchmarks/bench_startup.py --runs {len(times['venv'])} --write` "
        "(after `python packaging/build.py`).\n"
        f"Machine: {platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load average {load:.1f} at the end; "
        "QT_QPA_PLATFORM=offscreen (software scene graph).\n\n"
        "| run from | median ms | min ms | max ms | runs |\n|---|---|---|---|---|\n"
        f"{rows}\n\n"
        f"Bundle / venv (medians): **{ratio:.2f}x** — target ≤ {TARGET_RATIO}x {verdict}.\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--write", action="store_true", help=f"write {REPORT.name}")
    args = parser.parse_args(argv)
    if not BUNDLE_EXE.is_file():
        print(f"{BUNDLE_EXE} not found: run python packaging/build.py first", file=sys.stderr)
        return 1
    text = report(measure(args.runs))
    print(text)
    if args.write:
        header = (
            "# Startup benchmark\n\n"
            "Written by benchmarks/bench_startup.py; the newest measurement comes first.\n\n"
        )
        old = REPORT.read_text(encoding="utf-8") if REPORT.is_file() else header
        body = old[len(header) :] if old.startswith(header) else ""
        REPORT.write_text(header + text + ("\n" + body if body else ""), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
