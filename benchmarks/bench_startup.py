"""Startup to first frame and peak memory: MAGDAGDON against an empty Controls window.

    python benchmarks/bench_startup.py [--runs 9] [--kiosk] [--bundle] [--before DIR] [--write]

Every contestant is started offscreen with a throw-away settings file and Qt's render-loop
timing log on (``qt.scenegraph.time.renderloop``); the time from starting the process to the
first "Frame rendered" line on its stderr is its startup to first frame, and the process is
then stopped; its peak resident memory (``ru_maxrss``) at that moment is its peak memory at the
first frame. Contestants:

- ``empty``: benchmarks/empty_window.py, a Basic-style ApplicationWindow with one Button,
  started the same way (the yardstick of issue 16);
- ``magdagdon``: ``python -m magdagdon`` from the venv (from ``--source DIR`` instead when
  given: another checkout, e.g. the code before a change);
- ``kiosk`` (``--kiosk``): the same with ``--kiosk``;
- ``bundle`` (``--bundle``): dist/magdagdon/ from ``python packaging/build.py``;
- ``magdagdon before`` / ``kiosk before`` (``--before DIR``): the same from an older checkout
  (``git worktree add /tmp/before <commit>``), in the same alternating run.

Runs alternate (the order reverses every round) so a busy machine slows all alike; one
warm-up run each is not counted. Targets (issue 16): first frame ≤ 1.25x and peak memory
≤ 1.3x the empty window's medians. ``--write`` records the figures in benchmarks/STARTUP.md.
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
EMPTY = Path(__file__).resolve().parent / "empty_window.py"
REPORT = ROOT / "benchmarks" / "STARTUP.md"
FRAME_TARGET = 1.25
MEMORY_TARGET = 1.3
FRAME_MARK = "Frame rendered"


class Run(NamedTuple):
    """One start: wall seconds to the first frame, CPU seconds used by then (user + system,
    all threads), and peak resident memory in MiB (None where the OS does not report it)."""

    wall: float
    cpu: float | None
    peak_mib: float | None


def first_frame(cmd: list[str], settings: Path, cwd: Path, timeout: float = 60.0) -> Run:
    """Start ``cmd``, wait for its first rendered frame, stop it."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QT_LOGGING_RULES="qt.scenegraph.time.renderloop=true",
    )
    if cwd != ROOT:
        env["PYTHONPATH"] = str(cwd)  # that checkout's package, not the installed one
    start = time.perf_counter()
    proc = subprocess.Popen(
        [*cmd, "--settings-file", str(settings)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        cwd=cwd,
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
    peak: float | None = None
    if hasattr(os, "wait4"):
        _pid, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        cpu = usage.ru_utime + usage.ru_stime
        peak = usage.ru_maxrss / 1024  # KiB on Linux
    else:
        proc.wait()
    proc.stderr.close()
    if wall is None:
        raise RuntimeError(f"{cmd[0]} showed no frame (exit {proc.returncode})\n{''.join(tail)}")
    return Run(wall, cpu, peak)


def contestants(args: argparse.Namespace) -> dict[str, tuple[list[str], Path]]:
    """Name -> (command, working folder)."""
    source = Path(args.source).resolve() if args.source else ROOT
    game = [sys.executable, "-m", "magdagdon"]
    chosen = {"empty": ([sys.executable, str(EMPTY)], ROOT), "magdagdon": (game, source)}
    if args.kiosk:
        chosen["kiosk"] = ([*game, "--kiosk"], source)
    if args.before:  # the same, from an older checkout, in the same alternating run
        before = Path(args.before).resolve()
        chosen["magdagdon before"] = (game, before)
        if args.kiosk:
            chosen["kiosk before"] = ([*game, "--kiosk"], before)
    if args.bundle:
        chosen["bundle"] = ([str(BUNDLE_EXE)], ROOT)
    return chosen


def measure(chosen: dict[str, tuple[list[str], Path]], runs: int) -> dict[str, list[Run]]:
    """Alternating runs of every contestant, after one uncounted warm-up each."""
    times: dict[str, list[Run]] = {name: [] for name in chosen}
    with tempfile.TemporaryDirectory(prefix="magdagdon-bench-") as folder:
        settings = Path(folder) / "settings.ini"  # never the player's own settings
        for cmd, cwd in chosen.values():
            first_frame(cmd, settings, cwd)  # warm-up: file cache, .pyc, fontconfig
        for i in range(runs):
            order = list(chosen) if i % 2 == 0 else list(reversed(chosen))
            for name in order:
                cmd, cwd = chosen[name]
                times[name].append(first_frame(cmd, settings, cwd))
    return times


def _median(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.median(known) if known else None


def _fmt(value: float | None, scale: float = 1.0) -> str:
    return "n/a" if value is None else f"{value * scale:.0f}"


def report(times: dict[str, list[Run]], argv: list[str], label: str) -> str:
    """The figures as a Markdown section, with the command and the machine."""
    empty_wall = _median([r.wall for r in times["empty"]])
    empty_peak = _median([r.peak_mib for r in times["empty"]])
    lines = []
    verdicts = []
    for name, runs in times.items():
        wall = _median([r.wall for r in runs])
        peak = _median([r.peak_mib for r in runs])
        frame_x = wall / empty_wall if wall and empty_wall else None
        memory_x = peak / empty_peak if peak and empty_peak else None
        lines.append(
            f"| {name} | {_fmt(wall, 1000)} | {_fmt(min(r.wall for r in runs), 1000)} | "
            f"{_fmt(max(r.wall for r in runs), 1000)} | "
            f"{_fmt(_median([r.cpu for r in runs]), 1000)} | "
            f"{_fmt(peak)} | {'' if frame_x is None else f'{frame_x:.2f}x'} | "
            f"{'' if memory_x is None else f'{memory_x:.2f}x'} | {len(runs)} |"
        )
        if name != "empty" and frame_x is not None and memory_x is not None:
            ok_frame = "holds" if frame_x <= FRAME_TARGET else "does NOT hold"
            ok_memory = "holds" if memory_x <= MEMORY_TARGET else "does NOT hold"
            verdicts.append(
                f"- {name}: first frame **{frame_x:.2f}x** the empty window (target ≤ "
                f"{FRAME_TARGET}x {ok_frame}), peak memory **{memory_x:.2f}x** (target ≤ "
                f"{MEMORY_TARGET}x {ok_memory})."
            )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (
        f"## First frame and peak memory{label} ({datetime.now(UTC):%Y-%m-%d %H:%M} UTC)\n\n"
        f"Command: `python benchmarks/bench_startup.py {' '.join(argv)}`.\n"
        f"Machine: {platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load average {load:.1f} at the end; "
        "QT_QPA_PLATFORM=offscreen (software scene graph).\n\n"
        "| start | median wall ms | min ms | max ms | median CPU ms | peak MiB | "
        "frame vs empty | memory vs empty | runs |\n"
        "|---|---|---|---|---|---|---|---|---|\n"
        + "\n".join(lines)
        + "\n\n"
        + "\n".join(verdicts)
        + "\n"
    )


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--kiosk", action="store_true", help="also the kiosk window")
    parser.add_argument("--bundle", action="store_true", help="also dist/magdagdon/")
    parser.add_argument("--source", metavar="DIR", help="run MAGDAGDON from this checkout")
    parser.add_argument(
        "--before", metavar="DIR", help="also run MAGDAGDON from this (older) checkout"
    )
    parser.add_argument("--label", default="", help="a word for the heading (before, after)")
    parser.add_argument("--write", action="store_true", help=f"write {REPORT.name}")
    args = parser.parse_args(argv)
    if args.bundle and not BUNDLE_EXE.is_file():
        print(f"{BUNDLE_EXE} not found: run python packaging/build.py first", file=sys.stderr)
        return 1
    label = f", {args.label}" if args.label else ""
    text = report(measure(contestants(args), args.runs), argv, label)
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
