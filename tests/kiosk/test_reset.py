"""Issue 37.3: a kiosk whose PIN file is lost or damaged stays closed to everyone on the
screen; the machine's administrator gives it a new PIN with ``magdagdon --kiosk-reset-pin``."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from magdagdon.kiosk import PinVault, pin_path
from magdagdon.kiosk.legacy import open_vault
from magdagdon.kiosk.reset import ResetRefused, main, new_pin
from magdagdon.storage import Store, make_settings

from .conftest import TEST_COST, KioskUi, kiosk_window

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def gui_application(qapp: object) -> object:
    """The tests' own application, before the command would make a window-less one."""
    return qapp


def kiosk_with_a_pin(settings: Path, pin: str = "2468") -> Path:
    """A kiosk that has set its PIN on screen (the PIN file, and the settings file's note)."""
    store = Store(make_settings(settings))
    vault = open_vault(store)
    vault._cost = TEST_COST
    assert vault.set_pin(pin)
    store.close()
    assert Store(make_settings(settings)).kioskPinKept
    return pin_path(settings)


def run(*args: str, stdin: int | None = subprocess.DEVNULL) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "magdagdon", *args],
        cwd=ROOT,
        env=env,
        stdin=stdin,
        capture_output=True,
        text=True,
        timeout=120,  # a bound, never a wait: a hang fails here instead of blocking the run
    )


@pytest.mark.parametrize("damage", ["missing", "empty", "garbage"])
def test_the_administrator_opens_a_closed_kiosk_with_a_new_pin(
    tmp_path: Path, damage: str, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = tmp_path / "kiosk.ini"
    path = kiosk_with_a_pin(settings)
    if damage == "missing":
        path.unlink()
    else:
        path.write_bytes(b"" if damage == "empty" else b"\x00{{{ not a PIN file")
    closed = open_vault(Store(make_settings(settings)))
    assert closed.closed and not closed.needs_setup  # no visitor may choose a PIN now
    assert main(settings, "13579") == 0
    out = capsys.readouterr()
    assert out.err == "" and out.out.count("\n") == 1 and str(path) in out.out
    vault = open_vault(Store(make_settings(settings)))
    assert not vault.closed and vault.check("13579") is True
    assert [e["event"] for e in vault.log][-2:] == ["reset", "login"]
    assert b"13579" not in path.read_bytes()


def test_the_new_pin_may_come_through_a_pipe(tmp_path: Path) -> None:
    settings = tmp_path / "kiosk.ini"
    kiosk_with_a_pin(settings).unlink()
    assert main(settings, None, stdin=io.StringIO("24680\n")) == 0
    assert PinVault(pin_path(settings), known=True).check("24680") is True


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        (["123", "123"], "4 to 8 digits"),
        (["12345", "12354"], "the two PINs differ"),
        (["12a45", "12a45"], "4 to 8 digits"),
    ],
)
def test_a_pin_typed_at_the_terminal_is_asked_twice(typed: list[str], why: str) -> None:
    answers = iter(typed)
    with pytest.raises(ResetRefused, match=why):
        new_pin(None, Terminal(), ask=lambda _prompt: next(answers))
    answers = iter(["97531", "97531"])
    assert new_pin(None, Terminal(), ask=lambda _prompt: next(answers)) == "97531"


def test_a_special_file_at_the_pin_path_is_named_never_replaced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = tmp_path / "kiosk.ini"
    path = kiosk_with_a_pin(settings)
    path.unlink()
    os.mkfifo(path)
    assert main(settings, "13579") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "FIFO" in err and str(path) in err
    assert path.is_fifo()


def test_the_command_end_to_end(tmp_path: Path) -> None:
    settings = tmp_path / "kiosk.ini"
    kiosk_with_a_pin(settings).write_bytes(b"")
    new = tmp_path / "new-pin"
    new.write_text("86420\n")
    done = run("--kiosk-reset-pin", "--settings-file", str(settings), "--kiosk-pin-file", str(new))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("magdagdon: the operator PIN is set")
    assert PinVault(pin_path(settings), known=True).check("86420") is True
    nothing = run("--kiosk-reset-pin", "--settings-file", str(settings))  # no PIN given
    assert nothing.returncode == 2 and nothing.stderr.count("\n") == 1
    assert "standard input must be 4 to 8 digits" in nothing.stderr


@pytest.mark.parametrize("kind", ["fifo", "zero", "huge", "folder"])
def test_a_pin_file_option_naming_a_special_file_is_refused_at_once(
    tmp_path: Path, kind: str
) -> None:
    """A FIFO given as --kiosk-pin-file hung the start; /dev/zero filled the memory."""
    given = tmp_path / "pin"
    if kind == "fifo":
        os.mkfifo(given)
    elif kind == "zero":
        given.symlink_to("/dev/zero")
    elif kind == "huge":
        given.write_bytes(b"1234" + b" " * 10_000_000)
    else:
        given.mkdir()
    done = run(
        "--kiosk", "--settings-file", str(tmp_path / "s.ini"), "--kiosk-pin-file", str(given)
    )
    assert done.returncode == 2
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("magdagdon: error: argument --kiosk-pin-file")
    expected = {
        "fifo": "FIFO",
        "zero": "device",
        "huge": "holds more than a PIN",
        "folder": "folder",
    }
    assert expected[kind] in last


# --------------------------------------------------------------------- on the screen
@pytest.fixture
def closed_kiosk_ui(qtbot, settings_file: Path):
    """A kiosk that had a PIN; its PIN file was lost since."""
    kiosk_with_a_pin(settings_file).unlink()
    yield from kiosk_window(qtbot, settings_file, provision=False)


def test_a_lost_pin_file_keeps_the_operator_screen_closed_and_the_game_open(
    closed_kiosk_ui: KioskUi,
) -> None:
    ui = closed_kiosk_ui
    assert not ui.kiosk.pinSetup and not ui.visible("pinPad")  # no "choose a PIN" for anyone
    ui.hold(ui.centre(ui.item("operatorCorner")), ui.kiosk.holdMs + 250)
    ui.qtbot.waitUntil(lambda: ui.visible("pinPad"))
    assert ui.kiosk.pinPad.mode == "closed"
    message = str(ui.prop("pinMessage", "text"))
    assert "missing or damaged" in message
    assert "magdagdon --kiosk-reset-pin" in message.replace("\u00a0", " ").replace("\u2060", "")
    assert not ui.visible("pinKeys") and not ui.visible("pinOk")  # nothing to type
    assert ui.kiosk.submitPin("2468") == "closed" and ui.kiosk.screen == "welcome"
    ui.tap("pinCancel")
    ui.qtbot.waitUntil(lambda: not ui.visible("pinPad"))
    ui.kiosk.play()  # the visitors' game goes on
    assert ui.kiosk.screen == "play"


@pytest.mark.parametrize(
    "content",
    [b'{"version": 1, "n": 1e999, "salt": "00", "hash": "00"}', b"[" * 30_000 + b"]" * 30_000],
    ids=["n-1e999", "deep-nesting"],
)
def test_a_kiosk_starts_and_plays_whatever_its_pin_file_holds(tmp_path: Path, content) -> None:
    """Issue 37.3: such a PIN file made the kiosk exit at every start (a restart loop under
    systemd). Now it starts, plays, and the log names the file and the way out."""
    settings = tmp_path / "kiosk.ini"
    pin_path(settings).write_bytes(content)
    done = run("--smoke-test", "--kiosk", "--settings-file", str(settings))
    assert done.returncode == 0, done.stderr[-2000:]
    told = [line for line in done.stderr.splitlines() if "operator PIN file" in line]
    assert len(told) == 1 and "--kiosk-reset-pin" in told[0] and str(pin_path(settings)) in told[0]
