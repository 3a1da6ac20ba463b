"""Tap to sound (issue 38): Qt Multimedia's QSoundEffect against a miniaudio mixer, side by side.

    python benchmarks/bench_sound.py [--trials 30] [--write]

Needs the ``pulseaudio`` and ``parec`` programs (Debian: pulseaudio, pulseaudio-utils) and, for
the comparison, the ``miniaudio`` package (``pip install miniaudio``; without it only Qt is
measured).

Method. The benchmark starts its own PulseAudio server whose only output is a null sink (no
sound card is needed, or touched) and records that sink's monitor with ``parec`` at 2 ms
latency on a thread (tests/nullsink.py). A real ``GameSession`` with the game's
``SoundService`` is tapped through its slots, as QML's taps and keys call them: ROLL
(``roll()``, the rattle) and a die set down (``tapDie`` + ``tapCell``, the knock). A tap's
figure is the time from just before the slot call to the arrival, at the recorder, of the first
chunk louder than -44 dBFS. It therefore includes everything the player waits for on the
machine's side: the session's change, the cue, the backend's call, the backend's buffering and
PulseAudio's mixing; and also the recorder's own latency (a few ms), so the figures are upper
bounds. The speaker's DAC and the speaker itself add their own few ms on a real machine (the
same for both libraries). Between taps the benchmark waits for 150 ms of silence.

The two backends alternate tap by tap in one process, so the machine's load hits both alike:

- ``qt``: the game's own Speaker (``QSoundEffect`` per sound, mixing in Qt's C++ on its
  audio thread, warmed up at start as the game does);
- ``miniaudio``: one ``miniaudio.PlaybackDevice`` (20 ms buffer, the PulseAudio backend)
  fed by a Python generator that mixes the same WAV files; the simplest honest way to play
  several overlapping sounds with it.

Idle CPU is the process's CPU time per second while nothing plays and the event loop waits:
for ``qt`` the whole idle process (the recorder's thread included), for ``miniaudio`` what its
running device adds on top (its Python callback runs every period, sound or not).

Each runs twice: with the GUI thread idle between taps, and with the bot busy (a Python thread
computing, as HINT's lane does while the player plays), which shows what the GIL does to a
mixer written in Python. ``--write`` records the table in benchmarks/RESULTS.md.
"""

from __future__ import annotations

import argparse
import array
import os
import platform
import statistics
import sys
import threading
import time
import wave
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.nullsink import Monitor, Unavailable, null_sink  # noqa: E402

REPORT = ROOT / "benchmarks" / "RESULTS.md"
BEGIN, END = "<!-- bench_sound begin -->", "<!-- bench_sound end -->"
TARGET_MS = 50.0


class MiniaudioSpeaker:
    """The game's sounds through miniaudio: one device, a Python mixer (the comparison)."""

    def __init__(self, folder: Path, names: tuple[str, ...]) -> None:
        import miniaudio

        self._sounds: dict[str, array.array[int]] = {}
        for name in names:
            with wave.open(str(folder / f"{name}.wav")) as w:
                self._sounds[name] = array.array("h", w.readframes(w.getnframes()))
        self._voices: list[list[object]] = []
        self._lock = threading.Lock()
        self.device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=44100,
            buffersize_msec=20,
            backends=[miniaudio.Backend.PULSEAUDIO],
            app_name="magdagdon-bench",
        )
        mixer = self._mix()
        next(mixer)
        self.device.start(mixer)
        self.available = True

    def _mix(self) -> Generator[array.array[int], int, None]:
        frames = yield array.array("h")
        while True:
            out = [0.0] * frames
            with self._lock:
                for voice in self._voices:
                    sound, pos, gain = voice
                    assert isinstance(sound, array.array) and isinstance(pos, int)
                    assert isinstance(gain, float)
                    for i, v in enumerate(sound[pos : pos + frames]):
                        out[i] += v * gain
                    voice[1] = pos + frames
                self._voices = [v for v in self._voices if v[1] < len(v[0])]  # type: ignore[arg-type]
            frames = yield array.array("h", (max(-32767, min(32767, int(v))) for v in out))

    def play(self, name: str, volume: float) -> bool:
        with self._lock:
            self._voices.append([self._sounds[name], 0, volume])
        return True

    def close(self) -> None:
        self.device.close()


@contextmanager
def busy_bot(on: bool) -> Iterator[None]:
    """A Python thread computing, as the hint lane's bot does (it holds the GIL in turns)."""
    stop = threading.Event()

    def spin() -> None:
        x = 0
        while not stop.is_set():
            for i in range(20_000):
                x = (x * 31 + i) % 1_000_003

    worker = threading.Thread(target=spin, daemon=True)
    if on:
        worker.start()
    try:
        yield
    finally:
        stop.set()
        if on:
            worker.join()


def run(trials: int) -> list[dict[str, object]]:
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from PySide6.QtGui import QGuiApplication

    from magdagdon.presenter.cues import SOUNDS
    from magdagdon.qt.session import GameSession
    from magdagdon.qt.sound import SOUNDS_DIR, SoundService

    app = QGuiApplication.instance() or QGuiApplication([])

    class Loud:
        def volume(self, *, demo: bool) -> int:
            return 100

        def reduced_motion(self) -> bool:
            return False

    def pump(done: Callable[[], bool], seconds: float = 10) -> None:
        deadline = time.monotonic() + seconds
        while not done():
            if time.monotonic() > deadline:
                raise TimeoutError("no sound arrived")
            QCoreApplication.processEvents()
            time.sleep(0.0005)

    monitor = Monitor(dict(os.environ))
    session = GameSession(None, seed=1)
    service = SoundService(Loud())
    service.watch(session)
    service.start()
    qt_speaker = service.speaker
    assert qt_speaker is not None and qt_speaker.available, qt_speaker and qt_speaker.reason
    pump(qt_speaker.ready)
    speakers: dict[str, object] = {"qt": qt_speaker}

    def idle_cpu(seconds: float = 4.0) -> float:
        """The process's CPU time per second while nothing plays and Qt's event loop waits
        (ms/s; the recorder's thread included, the same for both)."""
        pump(lambda: monitor.quiet_for(0.3))
        loop = QEventLoop()
        QTimer.singleShot(round(seconds * 1000), loop.quit)
        start, cpu = time.perf_counter(), time.process_time()
        loop.exec()
        return (time.process_time() - cpu) * 1000 / (time.perf_counter() - start)

    idle: dict[str, float] = {"qt": idle_cpu()}
    try:
        speakers["miniaudio"] = MiniaudioSpeaker(SOUNDS_DIR, SOUNDS)
        idle["miniaudio"] = idle_cpu() - idle["qt"]  # on top of the same idle process
    except ImportError:
        print("miniaudio is not installed: measuring Qt alone", file=sys.stderr)

    def roll() -> None:
        session.newGame()
        session.queue_rolls([3, 4, 1, 1])
        t0 = time.perf_counter()
        session.roll()
        return t0

    def place() -> float:
        session.tapDie(0)
        t0 = time.perf_counter()
        session.tapCell(5)
        return t0

    taps: dict[str, Callable[[], float]] = {"ROLL": roll, "die set down": place}
    rows: list[dict[str, object]] = []
    for bot in (False, True):
        times: dict[tuple[str, str], list[float]] = {(b, t): [] for b in speakers for t in taps}
        with busy_bot(bot):
            for _trial in range(trials):
                for tap_name, tap in taps.items():
                    for backend, speaker in speakers.items():
                        service._speaker = speaker  # type: ignore[assignment]
                        pump(lambda: monitor.quiet_for(0.15))
                        monitor.arm()
                        t0 = tap()
                        pump(lambda: monitor.heard is not None)
                        assert monitor.heard is not None
                        times[(backend, tap_name)].append((monitor.heard - t0) * 1000)
        for (backend, tap_name), values in times.items():
            ordered = sorted(values)
            rows.append(
                {
                    "bot": "busy" if bot else "idle",
                    "backend": backend,
                    "tap": tap_name,
                    "median": statistics.median(ordered),
                    "p90": ordered[int(0.9 * (len(ordered) - 1))],
                    "max": ordered[-1],
                    "idle": idle[backend],
                }
            )
    service._speaker = qt_speaker
    for speaker in speakers.values():
        if isinstance(speaker, MiniaudioSpeaker):
            speaker.close()
    monitor.close()
    del app
    return rows


def table(rows: list[dict[str, object]]) -> str:
    lines = [
        "| bot | tap | backend | median ms | p90 ms | max ms | median / Qt's | within 50 ms "
        "| idle CPU ms/s |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    qt = {(r["bot"], r["tap"]): r["median"] for r in rows if r["backend"] == "qt"}
    for r in rows:
        base = qt[(r["bot"], r["tap"])]
        assert isinstance(base, float) and isinstance(r["median"], float)
        assert isinstance(r["p90"], float) and isinstance(r["max"], float)
        ratio = r["median"] / base if base > 0 else float("nan")
        verdict = "yes" if r["max"] <= TARGET_MS else ("p90" if r["p90"] <= TARGET_MS else "no")
        lines.append(
            f"| {r['bot']} | {r['tap']} | {r['backend']} | {r['median']:.1f} | {r['p90']:.1f} "
            f"| {r['max']:.1f} | {ratio:.1f}x | {verdict} | {r['idle']:.1f} |"
        )
    return "\n".join(lines)


def write(text: str) -> None:
    report = REPORT.read_text(encoding="utf-8")
    block = f"{BEGIN}\n{text}\n{END}"
    if BEGIN in report:
        head, rest = report.split(BEGIN, 1)
        report = head + block + rest.split(END, 1)[1]
    else:
        report = report.rstrip("\n") + "\n\n" + block + "\n"
    REPORT.write_text(report, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=30, help="taps of each kind per backend")
    parser.add_argument("--write", action="store_true", help="record in benchmarks/RESULTS.md")
    args = parser.parse_args()
    try:
        server = null_sink()
        env = server.__enter__()
    except Unavailable as exc:
        print(f"cannot measure: {exc}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    try:
        for key in ("XDG_RUNTIME_DIR", "PULSE_SERVER", "PULSE_SINK"):
            os.environ[key] = env[key]
        rows = run(args.trials)
    finally:
        server.__exit__(None, None, None)
    minutes = (time.perf_counter() - started) / 60
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    from PySide6 import __version__ as pyside

    text = "\n".join(
        [
            "## Tap to sound (issue 38)",
            "",
            f"Command: `python benchmarks/bench_sound.py --trials {args.trials}`",
            "",
            f"Measured {datetime.now(UTC):%Y-%m-%d %H:%M} UTC on {platform.machine()}, Python "
            f"{platform.python_version()}, PySide6 {pyside}, {minutes:.1f} minutes, load average "
            f"{load:.1f} (2 cores shared with other jobs). From the slot call (as a tap or a "
            "key makes it) to the sound's arrival at a PulseAudio null sink's monitor, "
            "recorder latency included (upper bounds); method in the script's docstring.",
            "",
            table(rows),
        ]
    )
    print(text)
    if args.write:
        write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
