"""A private PulseAudio server whose one output is a null sink, and a recorder of what reaches it.

Sound is tested where it goes (issue 38): the game plays into this server as into a desktop's,
and :class:`Monitor` reads the sink's monitor source (``parec``), so a test or a benchmark sees
when, and how loud, a sound reached the system's mixer. The server is the test's own (its
socket in a temporary folder); nothing touches a desktop's sound. Without the ``pulseaudio``
and ``parec`` programs (Debian: pulseaudio, pulseaudio-utils) :func:`null_sink` raises
:class:`Unavailable`.
"""

from __future__ import annotations

import array
import contextlib
import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

SINK = "magdagdon"
RATE = 44100


class Unavailable(RuntimeError):
    """No PulseAudio server can be started here."""


@contextlib.contextmanager
def null_sink(timeout: float = 20.0) -> Iterator[dict[str, str]]:
    """Start the server; yields the environment that points a process at it."""
    if shutil.which("pulseaudio") is None or shutil.which("parec") is None:
        raise Unavailable("pulseaudio and parec are not installed (pulseaudio, pulseaudio-utils)")
    folder = Path(tempfile.mkdtemp(prefix="magdagdon-pulse-"))
    socket = folder / "native"
    env = {
        **os.environ,
        "XDG_RUNTIME_DIR": str(folder),
        "HOME": str(folder),
        "PULSE_SERVER": f"unix:{socket}",
        "PULSE_SINK": SINK,
    }
    server = subprocess.Popen(
        [
            "pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
            "--disallow-exit", "--log-target=stderr", "--log-level=error",
            "-L", f"module-null-sink sink_name={SINK} rate={RATE}",
            "-L", f"module-native-protocol-unix socket={socket} auth-anonymous=1",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + timeout
        while not socket.exists():
            if server.poll() is not None:
                raise Unavailable(
                    f"pulseaudio stopped: {server.stderr.read() if server.stderr else ''}"
                )
            if time.monotonic() > deadline:
                raise Unavailable("pulseaudio did not open its socket")
            time.sleep(0.02)
        yield env
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        shutil.rmtree(folder, ignore_errors=True)


class Monitor:
    """Records the null sink's output (mono, 16 bits) on a thread: when sound arrived, how loud.

    ``arm()`` starts waiting for the next sound; ``heard`` is then the ``time.perf_counter()``
    at which the first chunk louder than ``threshold`` arrived (the recorder's own latency,
    a few milliseconds, is included: figures from here are upper bounds).
    """

    def __init__(self, env: dict[str, str], threshold: int = 200) -> None:
        self.threshold = threshold
        self.peak = 0
        self.loud_at = 0.0
        self.heard: float | None = None
        self._armed = False
        self._recorder = subprocess.Popen(
            [
                "parec", "-d", f"{SINK}.monitor", "--latency-msec=2", "--format=s16le",
                "--channels=1", f"--rate={RATE}", "--raw",
            ],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        assert self._recorder.stdout is not None
        fd = self._recorder.stdout.fileno()
        while True:
            chunk = os.read(fd, 256)
            if not chunk:
                return
            now = time.perf_counter()
            samples = array.array("h", chunk[: len(chunk) // 2 * 2])
            loudest = max((abs(v) for v in samples), default=0)
            if loudest > self.threshold:
                self.loud_at = now
                self.peak = max(self.peak, loudest)
                if self._armed and self.heard is None:
                    self.heard = now

    def arm(self) -> None:
        self.heard = None
        self._armed = True

    def quiet_for(self, seconds: float) -> bool:
        """Nothing loud has arrived for ``seconds``."""
        return time.perf_counter() - self.loud_at >= seconds

    def close(self) -> None:
        self._recorder.terminate()
        self._recorder.wait(timeout=5)
