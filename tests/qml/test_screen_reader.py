"""Issue 15: what a sighted player sees change reaches a real screen reader, over AT-SPI.

The other accessibility tests ask Qt's own accessibility interfaces in the test process; this
one checks the last step, the one a Linux screen reader (Orca) depends on: the real window on
a real X display (Xvfb), on a private session bus with the AT-SPI bus launcher and registry
running, and a listener on the accessibility bus (tests/qml/atspi_listener.py) registered for
the events Orca speaks from. A whole game is played with keys from the X server (xdotool):
the roll, a bonus line (R7.2), a MAGDAGDON (R6.1), a ruin (R6.3), a HINT and game over with
the score (R8.2) must each arrive as an AT-SPI ``Object:Announcement`` event, and moving the
board cursor must arrive as the focused board's new name.

Without the system pieces (Xvfb, xdotool, dbus-daemon, at-spi2-core) the test is skipped and
says which one is missing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtDBus import QDBusConnection, QDBusMessage

from .atspi_listener import Heard, ScreenReader

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LAUNCHERS = (
    "/usr/libexec/at-spi-bus-launcher",
    "/usr/lib/at-spi2-core/at-spi-bus-launcher",
    "/usr/lib/at-spi2/at-spi-bus-launcher",
)
# The Debian/Ubuntu packages each missing piece comes in (the skip reason names them).
FOCUSED = 12  # ATSPI_STATE_FOCUSED
PACKAGES = {
    "Xvfb": "xvfb",
    "xdotool": "xdotool",
    "dbus-daemon": "dbus-daemon",
    "at-spi-bus-launcher": "at-spi2-core",
}


def launcher() -> str | None:
    found = shutil.which("at-spi-bus-launcher")
    return found or next((p for p in LAUNCHERS if os.access(p, os.X_OK)), None)


def missing() -> list[str]:
    """The system pieces this test needs and this machine lacks."""
    gone = [tool for tool in ("Xvfb", "xdotool", "dbus-daemon") if shutil.which(tool) is None]
    if launcher() is None:
        gone.append("at-spi-bus-launcher")
    return gone


@dataclass
class Desktop:
    """A private X display and session bus with the accessibility bus running on it."""

    env: dict[str, str]
    a11y_address: str
    log: Path


def start_xvfb(processes: list[subprocess.Popen[bytes]]) -> str:
    """An X server of the test's own: MAGDAGDON_TEST_DISPLAY's number, or the first free one."""
    wanted = os.environ.get("MAGDAGDON_TEST_DISPLAY")
    if wanted:
        display = f":{wanted.lstrip(':')}"
        processes.append(
            subprocess.Popen(
                ["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
        time.sleep(1.0)
        return display
    read, write = os.pipe()
    processes.append(
        subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    )
    os.close(write)
    with os.fdopen(read) as told:
        number = told.readline().strip()
    assert number, "Xvfb did not say its display"
    return f":{number}"


def a11y_address(session: str, timeout: float = 15.0) -> str:
    """The accessibility bus's address, from the launcher on the session bus (org.a11y.Bus)."""
    bus = QDBusConnection.connectToBus(session, f"session-{time.monotonic_ns()}")
    call = QDBusMessage.createMethodCall(
        "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"
    )
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        reply = bus.call(call)
        if reply.type() == QDBusMessage.MessageType.ReplyMessage and reply.arguments()[0]:
            return str(reply.arguments()[0])
        time.sleep(0.2)
    raise AssertionError("the AT-SPI bus launcher never answered on the session bus")


@pytest.fixture
def desktop(qapp: Any, tmp_path: Path) -> Iterator[Desktop]:
    if not sys.platform.startswith("linux"):
        pytest.skip("AT-SPI is the Linux accessibility bus")
    if gone := missing():
        apt = " ".join(PACKAGES[g] for g in gone)
        pytest.skip(f"needs {', '.join(gone)} (Debian/Ubuntu: apt-get install {apt})")
    processes: list[subprocess.Popen[bytes]] = []
    # The launcher's socket lives here: a short path (a socket's path has ~100 bytes at most).
    runtime = Path(tempfile.mkdtemp(prefix="a11y-"))
    log = (tmp_path / "at-spi.log").open("wb")  # the launcher's and its buses' words
    try:
        display = start_xvfb(processes)
        bus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        processes.append(bus)
        assert bus.stdout is not None
        session = bus.stdout.readline().decode().strip()
        env = {
            **os.environ,
            "DISPLAY": display,
            "DBUS_SESSION_BUS_ADDRESS": session,
            "XDG_RUNTIME_DIR": str(runtime),
            "QT_QPA_PLATFORM": "xcb",
            "PYTHONPATH": str(ROOT),
        }
        for key in ("WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON"):
            env.pop(key, None)
        # As when Orca runs: the desktop says a screen reader is on (org.a11y.Status). The game
        # is also told the bus's address (AT_SPI_BUS_ADDRESS, as a session's environment may):
        # found through org.a11y.Bus alone, the window joined late or never in about one start
        # in four here, a start-up race outside the game's code.
        processes.append(
            subprocess.Popen(
                [str(launcher()), "--launch-immediately", "--a11y=1", "--screen-reader=1"],
                env=env,
                stdout=log,
                stderr=log,
            )
        )
        yield Desktop(env=env, a11y_address=a11y_address(session), log=tmp_path / "at-spi.log")
    finally:
        for process in reversed(processes):
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
        log.close()
        shutil.rmtree(runtime, ignore_errors=True)


def die_is(what: str, die: int) -> Callable[[dict[str, Any]], bool]:
    """Whether ``die`` is the one selected, or prepared, in a state the game printed."""
    if what == "selected":
        return lambda state: bool(state["selected"] == [die])
    return lambda state: bool(state["prepared"][die])


class Game:
    """The game window in its own process, played by X key events."""

    def __init__(self, desktop: Desktop, settings: Path, reader: ScreenReader) -> None:
        self.desktop = desktop
        self.reader = reader
        self.process = subprocess.Popen(
            [sys.executable, str(HERE / "screen_reader_app.py"), str(settings)],
            env={**desktop.env, "AT_SPI_BUS_ADDRESS": desktop.a11y_address},  # see desktop()
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert json.loads(self.read())["ready"]

    def read(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            _, err = self.process.communicate(timeout=10)
            raise AssertionError(f"the game ended: {err[-3000:]}")
        return line

    def tell(self, line: str) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        answer: dict[str, Any] = json.loads(self.read())
        return answer

    def state(self) -> dict[str, Any]:
        return self.tell("state")

    def until(self, check: Callable[[dict[str, Any]], bool], what: str) -> dict[str, Any]:
        """The game's state once ``check`` holds (the keys travel through the X server)."""
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            state = self.state()
            if check(state):
                return state
            self.reader.wait(lambda: False, 0.05)
        raise AssertionError(f"never {what}: {self.state()}")

    def keys(self, *names: str) -> None:
        subprocess.run(
            ["xdotool", "key", "--delay", "40", *names], env=self.desktop.env, check=True
        )

    def move_to(self, cell: int) -> None:
        here = self.state()["cursor"]
        dr, dc = cell // 4 - here // 4, cell % 4 - here % 4
        moves = ["Down" if dr > 0 else "Up"] * abs(dr) + ["Right" if dc > 0 else "Left"] * abs(dc)
        if moves:
            self.keys(*moves)
        self.until(lambda s: s["cursor"] == cell, f"on cell {cell}")

    def place_row(self, values: list[int], cells: list[int]) -> None:
        """ROLL ``values`` (queued) and put die i on cells[i], by number keys and Enter."""
        self.tell("rolls " + " ".join(map(str, values)))
        self.keys("r")
        self.until(lambda s: s["phase"] == "PLACE", "rolled")
        for die, cell in enumerate(cells):
            self.move_to(cell)
            self.keys(str(die + 1))
            self.until(die_is("selected", die), f"die {die + 1} selected")
            self.keys("Return")
            self.until(die_is("prepared", die), f"die {die + 1} on cell {cell}")

    def confirm(self) -> dict[str, Any]:
        self.keys("c")
        return self.until(lambda s: s["phase"] in ("ROLL", "OVER"), "confirmed")

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def heard_after(reader: ScreenReader, count: int, text: str, timeout: float = 10.0) -> str:
    """The first announcement after the first ``count`` that contains ``text``."""

    def found() -> str | None:
        return next((a for a in reader.announcements()[count:] if text in a), None)

    reader.wait(lambda: found() is not None, timeout)
    said = found()
    assert said is not None, f"no announcement with {text!r}; heard {reader.announcements()}"
    return said


def test_a_whole_game_is_heard_over_at_spi(desktop: Desktop, tmp_path: Path) -> None:
    reader = ScreenReader(desktop.a11y_address)
    game = Game(desktop, tmp_path / "settings.ini", reader)
    try:
        # Once the window is on the accessibility bus (the registry says it embedded it), the
        # keyboard focus goes to it as a click would (there is no window manager to give it).
        def embedded() -> bool:
            return any(h.member == "ChildrenChanged" and h.detail == "add" for h in reader.heard)

        if not reader.wait(embedded, 20):
            game.close()
            assert game.process.stderr is not None
            raise AssertionError(
                "the window never joined the accessibility bus:\n"
                + game.process.stderr.read()[-2000:]
                + desktop.log.read_text(errors="replace")[-2000:]
            )
        reader.wait(lambda: False, 1.0)
        subprocess.run(
            [
                "xdotool",
                "search",
                "--sync",
                "--onlyvisible",
                "--name",
                "MAGDAGDON",
                "windowfocus",
                "--sync",
            ],
            env=desktop.env,
            check=True,
            timeout=30,
        )
        assert game.state()["phase"] == "ROLL" and game.state()["cursor"] == 0
        # The arrow keys move the cursor, not the focus: the focused board takes the name of
        # the cell under the cursor, which the screen reader reads out.
        game.move_to(1)

        def renamed() -> Heard | None:
            return next(
                (
                    h
                    for h in reader.heard
                    if h.member == "PropertyChange" and str(h.value).startswith("Row 1, column 2")
                ),
                None,
            )

        assert reader.wait(lambda: renamed() is not None, 10), reader.names()
        board = renamed()
        assert board is not None
        assert board.value == "Row 1, column 2: empty"
        assert FOCUSED in reader.state_of(board.sender, board.path)

        # The roll (R3.1) and a STRAIGHT along the top row (R7.2). Moving the cursor renames
        # the focused board: the cell under it, as the screen reader reads it out.
        start = len(reader.announcements())
        game.place_row([1, 2, 3, 4], [0, 1, 2, 3])
        assert heard_after(reader, start, "Rolled") == "Rolled 1, 2, 3 and 4"

        def on_board() -> list[object]:
            return [
                h.value
                for h in reader.heard
                if h.path == board.path
                and h.member == "PropertyChange"
                and h.detail == "accessible-name"
            ]

        def named(column: int) -> bool:
            return any(str(n).startswith(f"Row 1, column {column}: ") for n in on_board())

        # the names come over the bus after the keys: wait for them (a slow CI lagged here)
        reader.wait(lambda: all(named(column) for column in (2, 3, 4)), 10)
        for column in (2, 3, 4):
            assert named(column), on_board()
        start = len(reader.announcements())
        game.confirm()
        assert heard_after(reader, start, "Bonus") == "Bonus line!"

        # A roll that fits nowhere: MAGDAGDON (R6.1); accepting ruins the cell chosen with the
        # cursor and Enter (R6.3).
        start = len(reader.announcements())
        game.tell("rolls 6 6 6 6")
        game.keys("r")
        said = heard_after(reader, start, "MAGDAGDON")
        assert said == "Rolled 6, 6, 6 and 6. MAGDAGDON: not enough dice can be placed", said
        game.keys("a")
        game.move_to(15)
        start = len(reader.announcements())
        game.keys("Return")
        game.until(lambda s: s["cells"][15] == "RUIN", "ruined")
        assert heard_after(reader, start, "RUIN") == "A cell became a RUIN"

        # A HINT is said as well as drawn (the bot starts after the first frame: it may take a
        # few seconds to answer).
        game.tell("rolls 2 3 4 5")
        game.keys("r")
        game.until(lambda s: s["phase"] == "PLACE", "rolled")
        start = len(reader.announcements())
        game.keys("h")  # the first HINT asks first (it marks the game assisted), SHOW HINT focused
        game.keys("Return")
        assert heard_after(reader, start, "HINT", timeout=60).startswith("HINT: the ")
        for die, cell in enumerate([4, 5, 6, 7]):
            game.move_to(cell)
            game.keys(str(die + 1), "Return")
            game.until(die_is("prepared", die), f"die {die + 1} on cell {cell}")
        game.confirm()
        game.place_row([3, 4, 5, 6], [8, 9, 10, 11])
        game.confirm()
        game.place_row([4, 5, 6, 1], [12, 13, 14])

        # The board is full (R8.1): game over, with the final score (R8.2).
        start = len(reader.announcements())
        final = game.confirm()
        assert final["over"], final
        total = f"{final['score']}".replace("-", "\u2212")
        assert heard_after(reader, start, "Game over") == f"Game over. Final score {total}"
    finally:
        game.close()
