"""Startup to first frame and peak memory: MAGDAGDON against an empty Controls window.

    python benchmarks/bench_startup.py [--runs 9] [--kiosk] [--bundle] [--before DIR]
        [--settings-flag] [--write]

Every contestant is started offscreen as a player starts it, with no options (the kiosk:
``--kiosk``), its settings in a throw-away config folder (``XDG_CONFIG_HOME``; with
``--settings-flag``, and off Linux, a throw-away ``--settings-file`` instead), and Qt's render-loop
timing log on (``qt.scenegraph.time.renderloop``); the time from starting the process to the
first "Frame rendered" line on its stderr is its startup to first frame, and its peak resident
memory then (``VmHWM``) its peak memory at the first frame. MAGDAGDON's desktop window draws
that first frame (the navigation bar and the empty board) before its Python backends exist
and makes the game just after it (issue 16), so the game's own log line ``magdagdon: first
playable frame`` (on stderr with ``MAGDAGDON_TRACE_STARTUP`` set) is timed too: the
first frame that shows the game itself, with the peak memory by then (``ru_maxrss``); the
process is then stopped. For the empty window and an older checkout without that line, both
are the same.
Contestants:

- ``empty``: benchmarks/empty_window.py, a Basic-style ApplicationWindow with one Button,
  started the same way (the yardstick of issue 16);
- ``magdagdon``: ``python -m magdagdon`` from the venv (from ``--source DIR`` instead when
  given: another checkout, e.g. the code before a change);
- ``kiosk`` (``--kiosk``): the same with ``--kiosk``;
- ``bundle`` (``--bundle``): dist/magdagdon/ from ``python packaging/build.py``, measured
  against ``empty bundle``: the empty window frozen the same way (benchmarks/empty_window.spec,
  the game's PyInstaller settings; built into build/bench/ when missing), since issue 16 asks
  for the same kind of window "started the same way"; the report also gives its figures
  against the venv's empty window;
- ``magdagdon before`` / ``kiosk before`` (``--before DIR``): the same from an older checkout
  (``git worktree add /tmp/before <commit>``), in the same alternating run.

Runs alternate (the order reverses every round) so a busy machine slows all alike; one
warm-up run each is not counted. Targets (issue 16): first frame ≤ 1.25x and peak memory
≤ 1.3x the empty window's medians. ``--write`` records the figures in benchmarks/STARTUP.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
BUNDLE_EXE = ROOT / "dist" / "magdagdon" / ("magdagdon.exe" if os.name == "nt" else "magdagdon")
EMPTY = Path(__file__).resolve().parent / "empty_window.py"
EMPTY_SPEC = EMPTY.with_suffix(".spec")
EMPTY_BUNDLE = ROOT / "build" / "bench" / "dist" / "empty_window"
EMPTY_BUNDLE_EXE = EMPTY_BUNDLE / ("empty_window.exe" if os.name == "nt" else "empty_window")
#: Whose first frame each contestant is measured against: the bundle against the empty window
#: frozen the same way (issue 16: "started the same way"), the others against the venv's.
YARDSTICK = {"bundle": "empty bundle"}
REPORT = ROOT / "benchmarks" / "STARTUP.md"
FRAME_TARGET = 1.25
MEMORY_TARGET = 1.3
FRAME_MARK = "Frame rendered"
PLAYABLE_MARK = "magdagdon: first playable frame"


class Run(NamedTuple):
    """One start: wall seconds to the first frame, CPU seconds used by then (user + system,
    all threads), and peak resident memory in MiB (None where the OS does not report it);
    then the same at the first playable frame."""

    wall: float
    cpu: float | None
    peak_mib: float | None
    play_wall: float
    play_cpu: float | None
    play_peak_mib: float | None


def _proc_now(pid: int) -> tuple[float | None, float | None]:
    """CPU seconds (all threads) and peak resident MiB of a running process (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        status = Path(f"/proc/{pid}/status").read_text()
    except (OSError, ValueError, IndexError):
        return None, None
    peak = next(
        (int(line.split()[1]) / 1024 for line in status.splitlines() if line.startswith("VmHWM:")),
        None,
    )
    return cpu, peak


def first_frame(
    cmd: list[str],
    settings: Path,
    cwd: Path,
    playable: bool = False,
    timeout: float = 60.0,
    *,
    settings_flag: bool = False,
) -> Run:
    """Start ``cmd``, wait for its first rendered frame (and, when ``playable``, for its first
    playable frame), stop it. ``settings_flag``: name the settings on the command line
    (``--settings-file``, the way before 2026-12-01) instead of in XDG_CONFIG_HOME."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QT_LOGGING_RULES="qt.scenegraph.time.renderloop=true",
        MAGDAGDON_TRACE_STARTUP="1",
    )
    # Compiled modules are kept, as an installed game (pip, the bundle) has them: a
    # PYTHONDONTWRITEBYTECODE shell would compile every module again on every start.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if cwd != ROOT:
        env["PYTHONPATH"] = str(cwd)  # that checkout's package, not the installed one
    # Started as a player starts it, with no options: its settings in a throw-away config
    # folder (Qt's user scope follows XDG_CONFIG_HOME), never the player's own. Elsewhere, and
    # with --settings-flag, the file is named on the command line (MAGDAGDON then first tries
    # a write there, issue 17; the empty window ignores the option).
    flag = settings_flag or not sys.platform.startswith("linux")
    if not flag:
        env["XDG_CONFIG_HOME"] = str(settings.parent / "config")
    start = time.perf_counter()
    proc = subprocess.Popen(
        [*cmd, *(["--settings-file", str(settings)] if flag else [])],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        cwd=cwd,
    )
    assert proc.stderr is not None
    stopper = threading.Timer(timeout, proc.kill)  # a start that never draws ends too
    stopper.start()
    tail: list[str] = []
    wall: float | None = None
    play_wall: float | None = None
    at_frame: tuple[float | None, float | None] = (None, None)
    for line in proc.stderr:
        if wall is None and FRAME_MARK in line:
            wall = time.perf_counter() - start
            at_frame = _proc_now(proc.pid)
            if not playable:
                break
        if PLAYABLE_MARK in line:  # logged as the frame is swapped, before its timing line
            play_wall = time.perf_counter() - start
            if wall is None:  # the kiosk: its first frame is already the game
                wall, at_frame = play_wall, _proc_now(proc.pid)
            break
        tail = [*tail[-20:], line]
        if time.perf_counter() - start > timeout:
            break
    proc.kill()
    stopper.cancel()
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
    if wall is None or (playable and play_wall is None):
        raise RuntimeError(f"{cmd[0]} showed no frame (exit {proc.returncode})\n{''.join(tail)}")
    if not playable:  # killed at the first frame: that is also its first playable one
        return Run(wall, cpu, peak, wall, cpu, peak)
    assert play_wall is not None
    frame_cpu = at_frame[0] if at_frame[0] is not None else cpu
    frame_peak = at_frame[1] if at_frame[1] is not None else peak
    return Run(wall, frame_cpu, frame_peak, play_wall, cpu, peak)


def contestants(args: argparse.Namespace) -> dict[str, tuple[list[str], Path, bool]]:
    """Name -> (command, working folder, whether it logs its first playable frame)."""
    source = Path(args.source).resolve() if args.source else ROOT
    game = [sys.executable, "-m", "magdagdon"]
    chosen = {
        "empty": ([sys.executable, str(EMPTY)], ROOT, False),
        "magdagdon": (game, source, True),
    }
    if args.kiosk:
        chosen["kiosk"] = ([*game, "--kiosk"], source, True)
    if args.before:  # the same, from an older checkout, in the same alternating run
        before = Path(args.before).resolve()
        chosen["magdagdon before"] = (game, before, False)
        if args.kiosk:
            chosen["kiosk before"] = ([*game, "--kiosk"], before, False)
    if args.bundle:
        chosen["empty bundle"] = ([str(EMPTY_BUNDLE_EXE)], ROOT, False)
        chosen["bundle"] = ([str(BUNDLE_EXE)], ROOT, True)
    return chosen


def ensure_empty_bundle() -> None:
    """Freeze the empty window (benchmarks/empty_window.spec: the game's PyInstaller settings)
    unless an up-to-date build is there."""
    newest = max(EMPTY.stat().st_mtime, EMPTY_SPEC.stat().st_mtime)
    if EMPTY_BUNDLE_EXE.is_file() and EMPTY_BUNDLE_EXE.stat().st_mtime >= newest:
        return
    work = ROOT / "build" / "bench"
    # packaging/build.py's pyinstaller(), the game's own way to run it (loaded by its path: a
    # PyPI package is also called "build")
    spec = importlib.util.spec_from_file_location("packaging_build", ROOT / "packaging/build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    if build.pyinstaller(EMPTY_SPEC, work / "dist", work / "work") != 0:
        raise RuntimeError("PyInstaller could not freeze the empty window (its log is above)")


def measure(
    chosen: dict[str, tuple[list[str], Path, bool]], runs: int, settings_flag: bool = False
) -> dict[str, list[Run]]:
    """Alternating runs of every contestant, after one uncounted warm-up each."""
    times: dict[str, list[Run]] = {name: [] for name in chosen}
    with tempfile.TemporaryDirectory(prefix="magdagdon-bench-") as folder:
        settings = Path(folder) / "settings.ini"  # never the player's own settings
        for cmd, cwd, playable in chosen.values():
            # warm-up: file cache, .pyc, fontconfig
            first_frame(cmd, settings, cwd, playable, settings_flag=settings_flag)
        for i in range(runs):
            order = list(chosen) if i % 2 == 0 else list(reversed(chosen))
            for name in order:
                cmd, cwd, playable = chosen[name]
                times[name].append(
                    first_frame(cmd, settings, cwd, playable, settings_flag=settings_flag)
                )
    return times


def _median(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.median(known) if known else None


def _fmt(value: float | None, scale: float = 1.0) -> str:
    return "n/a" if value is None else f"{value * scale:.0f}"


def _x(value: float | None, base: float | None) -> str:
    return f"{value / base:.2f}x" if value and base else ""


def report(times: dict[str, list[Run]], argv: list[str], label: str) -> str:
    """The figures as a Markdown section, with the command and the machine."""
    lines = []
    playable = []
    verdicts = []
    for name, runs in times.items():
        yardstick = YARDSTICK.get(name, "empty") if YARDSTICK.get(name) in times else "empty"
        empty = times[yardstick]
        empty_wall = _median([r.wall for r in empty])
        empty_cpu = _median([r.cpu for r in empty])
        empty_peak = _median([r.peak_mib for r in empty])
        wall = _median([r.wall for r in runs])
        cpu = _median([r.cpu for r in runs])
        peak = _median([r.peak_mib for r in runs])
        lines.append(
            f"| {name} | {_fmt(wall, 1000)} | {_fmt(min(r.wall for r in runs), 1000)} | "
            f"{_fmt(max(r.wall for r in runs), 1000)} | {_fmt(cpu, 1000)} | "
            f"{_fmt(peak)} | {_x(wall, empty_wall)} | {_x(cpu, empty_cpu)} | "
            f"{_x(peak, empty_peak)} | {yardstick} | {len(runs)} |"
        )
        play_wall = _median([r.play_wall for r in runs])
        play_cpu = _median([r.play_cpu for r in runs])
        play_peak = _median([r.play_peak_mib for r in runs])
        if not name.startswith("empty"):
            playable.append(
                f"| {name} | {_fmt(play_wall, 1000)} | {_fmt(play_cpu, 1000)} | "
                f"{_fmt(play_peak)} | {_x(play_wall, empty_wall)} | "
                f"{_x(play_cpu, empty_cpu)} | {_x(play_peak, empty_peak)} |"
            )
        if not name.startswith("empty") and wall and empty_wall and peak and empty_peak:
            frame_x, memory_x = wall / empty_wall, peak / empty_peak
            ok_frame = "holds" if frame_x <= FRAME_TARGET else "does NOT hold"
            ok_memory = "holds" if memory_x <= MEMORY_TARGET else "does NOT hold"
            verdicts.append(
                f"- {name}: first frame **{frame_x:.2f}x** the {yardstick} window (target ≤ "
                f"{FRAME_TARGET}x {ok_frame}; CPU {_x(cpu, empty_cpu)}), peak memory "
                f"**{memory_x:.2f}x** (target ≤ {MEMORY_TARGET}x {ok_memory}); first playable "
                f"frame {_x(play_wall, empty_wall)} (CPU {_x(play_cpu, empty_cpu)}), memory "
                f"then {_x(play_peak, empty_peak)}."
                + (
                    f" Against the venv's empty window: first frame "
                    f"{_x(wall, _median([r.wall for r in times['empty']]))}, peak memory "
                    f"{_x(peak, _median([r.peak_mib for r in times['empty']]))}."
                    if yardstick != "empty"
                    else ""
                )
            )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (
        f"## First frame and peak memory{label} ({datetime.now(UTC):%Y-%m-%d %H:%M} UTC)\n\n"
        f"Command: `python benchmarks/bench_startup.py {' '.join(argv)}`.\n"
        f"Machine: {platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load average {load:.1f} at the end; "
        "QT_QPA_PLATFORM=offscreen (software scene graph).\n\n"
        "First frame:\n\n"
        "| start | median wall ms | min ms | max ms | median CPU ms | peak MiB | "
        "frame vs empty | CPU vs empty | memory vs empty | yardstick | runs |\n"
        "|---|---|---|---|---|---|---|---|---|---|---|\n"
        + "\n".join(lines)
        + "\n\nFirst playable frame (the game itself; the empty window's first frame is its "
        "yardstick):\n\n"
        "| start | median wall ms | median CPU ms | peak MiB | frame vs empty | "
        "CPU vs empty | memory vs empty |\n"
        "|---|---|---|---|---|---|---|\n"
        + "\n".join(playable)
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
    parser.add_argument(
        "--settings-flag",
        action="store_true",
        help="start every contestant with --settings-file (not as a player starts it)",
    )
    parser.add_argument("--write", action="store_true", help=f"write {REPORT.name}")
    args = parser.parse_args(argv)
    if args.bundle and not BUNDLE_EXE.is_file():
        print(f"{BUNDLE_EXE} not found: run python packaging/build.py first", file=sys.stderr)
        return 1
    if args.bundle:
        ensure_empty_bundle()
    label = f", {args.label}" if args.label else ""
    text = report(measure(contestants(args), args.runs, args.settings_flag), argv, label)
    print(text)
    if args.write:  # newest first: after the file's own header, before the older sections
        old = REPORT.read_text(encoding="utf-8") if REPORT.is_file() else "# Startup benchmark\n\n"
        cut = old.find("\n## ")
        head, rest = (old, "") if cut < 0 else (old[: cut + 1], old[cut + 1 :])
        REPORT.write_text(
            head.rstrip("\n") + "\n\n" + text + ("\n" + rest if rest else ""), encoding="utf-8"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
