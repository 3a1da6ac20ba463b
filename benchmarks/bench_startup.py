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
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
BUNDLE_EXE = ROOT / "dist" / "magdagdon" / ("magdagdon.exe" if os.name == "nt" else "magdagdon")
REPORT = ROOT / "benchmarks" / "STARTUP.md"
TARGET_RATIO = 1.3
FRAME_MARK = "Frame rendered"


class Run(NamedTuple):
    """One start: wall seconds to the first frame, and CPU seconds the process had used
    by then (user + system, all threads; None where the OS does not report it). CPU time
    barely moves when other jobs load the machine, so it is the steadier comparison."""

    wall: float
    cpu: float | None


def first_frame(cmd: list[str], settings: Path, timeout: float = 60.0) -> Run:
    """Start ``cmd``, wait for its first rendered frame, stop it."""
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
    wall: float | None = None
    for line in proc.stderr:
        if FRAME_MARK in line:
            wall = time.perf_counter() - start
            break
        tail = [*tail[-20:], line]
        if time.perf_counter() - start > timeout:
            break
    proc.kill()
    cpu: float | None = None
    if hasattr(os, "wait4"):
        _pid, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        cpu = usage.ru_utime + usage.ru_stime
    else:
        proc.wait()
    proc.stderr.close()
    if wall is None:
        raise RuntimeError(f"{cmd[0]} showed no frame (exit {proc.returncode})\n{''.join(tail)}")
    return Run(wall, cpu)


def measure(runs: int) -> dict[str, list[Run]]:
    """Alternating runs of both, after one uncounted warm-up each."""
    commands = {
        "venv": [sys.executable, "-m", "magdagdon"],
        "bundle": [str(BUNDLE_EXE)],
    }
    times: dict[str, list[Run]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="magdagdon-bench-") as folder:
        settings = Path(folder) / "settings.ini"  # never the player's own settings
        for cmd in commands.values():
            first_frame(cmd, settings)  # warm-up: file cache, .pyc, fontconfig
        for i in range(runs):
            order = list(commands) if i % 2 == 0 else list(reversed(commands))
            for name in order:
                times[name].append(first_frame(commands[name], settings))
    return times


def _median_ms(values: list[float | None]) -> str:
    known = [v for v in values if v is not None]
    return f"{statistics.median(known) * 1000:.0f}" if known else "n/a"


def report(times: dict[str, list[Run]]) -> str:
    """The figures as a Markdown section, with the command and the machine."""
    wall = {name: statistics.median(r.wall for r in runs) for name, runs in times.items()}
    ratio = wall["bundle"] / wall["venv"]
    cpu = {name: [r.cpu for r in runs] for name, runs in times.items()}
    cpu_ratio = (
        statistics.median(cpu["bundle"]) / statistics.median(cpu["venv"])  # type: ignore[type-var]
        if all(v is not None for values in cpu.values() for v in values)
        else None
    )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    rows = "\n".join(
        f"| {name} | {wall[name] * 1000:.0f} | {min(r.wall for r in runs) * 1000:.0f} | "
        f"{max(r.wall for r in runs) * 1000:.0f} | {_median_ms(cpu[name])} | {len(runs)} |"
        for name, runs in times.items()
    )
    verdict = "holds" if ratio <= TARGET_RATIO else "does NOT hold"
    cpu_line = f"; CPU time to first frame: **{cpu_ratio:.2f}x**" if cpu_ratio else ""
    return (
        f"## Startup to first frame ({datetime.now(UTC):%Y-%m-%d %H:%M} UTC)\n\n"
        f"Command: `python benchmarks/bench_startup.py --runs {len(times['venv'])} --write` "
        "(after `python packaging/build.py`).\n"
        f"Machine: {platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load average {load:.1f} at the end; "
        "QT_QPA_PLATFORM=offscreen (software scene graph).\n\n"
        "| run from | median wall ms | min wall ms | max wall ms | median CPU ms | runs |\n"
        "|---|---|---|---|---|---|\n"
        f"{rows}\n\n"
        f"Bundle / venv, median wall time: **{ratio:.2f}x** — target ≤ {TARGET_RATIO}x "
        f"{verdict}{cpu_line}.\n"
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
