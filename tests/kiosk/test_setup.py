"""Issue 17.7: no default PIN. The first start asks for one on screen, typed twice; the
operator page changes it and lists the log-ins; no clear PIN on disk or in ``ps``."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from magdagdon.kiosk import PIN_TRIES, pin_path

from .conftest import TEST_PIN, KioskUi

ROOT = Path(__file__).resolve().parents[2]


def type_pin(ui: KioskUi, pin: str) -> None:
    for digit in pin:
        ui.tap(f"pinKey{digit}")
    ui.tap("pinOk")


def files_hold(folder: Path, text: str) -> list[str]:
    return [p.name for p in folder.rglob("*") if p.is_file() and text.encode() in p.read_bytes()]


def test_first_start_sets_the_pin_on_screen_typed_twice(new_kiosk_ui: KioskUi, tmp_path) -> None:
    ui = new_kiosk_ui
    assert ui.kiosk.pinSetup and ui.visible("pinPad") and ui.kiosk.pinPad.mode == "new"
    assert not ui.visible("pinCancel")  # no way round it
    assert "no operator PIN yet" in ui.prop("pinMessage", "text")
    ui.kiosk.pinPad.close()
    ui.kiosk.idleMs = 100
    ui.qtbot.wait(300)  # the idle reset closes an ordinary pad, never this one
    ui.kiosk.idleMs = 60_000
    assert ui.visible("pinPad")
    ui.kiosk.play()
    assert ui.kiosk.screen == "welcome"

    type_pin(ui, "123")  # too short
    assert "4 to 8 digits" in ui.prop("pinMessage", "text") and ui.kiosk.pinPad.mode == "new"
    type_pin(ui, "80417")
    assert ui.kiosk.pinPad.mode == "repeat" and ui.prop("pinTitle", "text") == "Confirm the new PIN"
    type_pin(ui, "80418")  # a slip of the finger: start again
    assert ui.kiosk.pinPad.mode == "new" and "differ" in ui.prop("pinMessage", "text")
    type_pin(ui, "80417")
    type_pin(ui, "80417")
    assert not ui.visible("pinPad") and not ui.kiosk.pinSetup
    assert ui.kiosk.screen == "welcome"
    assert files_hold(tmp_path, "80417") == []
    assert pin_path(tmp_path / "settings.ini").exists()

    # The new PIN opens the operator screen; the log says so.
    ui.kiosk.openPinPad()
    assert ui.visible("pinCancel") and ui.kiosk.pinPad.mode == "enter"
    type_pin(ui, "80417")
    assert ui.kiosk.screen == "operator"
    assert [e["event"] for e in ui.kiosk.pinPad.log] == ["login", "set"]


def test_the_operator_page_changes_the_pin_and_shows_log_ins(kiosk_ui: KioskUi, tmp_path) -> None:
    ui = kiosk_ui
    ui.kiosk.openPinPad()
    type_pin(ui, "1111")
    assert "Wrong PIN" in ui.prop("pinMessage", "text")
    type_pin(ui, TEST_PIN)
    assert ui.kiosk.screen == "operator"
    assert ui.visible("operatorLog") and ui.items("operatorLogRows")[0].property("count") == 3

    ui.tap_in_view("operatorChangePin")
    assert ui.visible("pinPad") and ui.prop("pinTitle", "text") == "New operator PIN"
    type_pin(ui, "97531")
    type_pin(ui, "97531")
    assert not ui.visible("pinPad") and ui.kiosk.screen == "operator"
    assert ui.visible("operatorPinChangedLabel")
    events = [e["event"] for e in ui.kiosk.pinPad.log]
    assert events[:3] == ["changed", "login", "wrong"]
    assert all(e["time"] for e in ui.kiosk.pinPad.log)
    assert files_hold(tmp_path, "97531") == []

    ui.tap("operatorBack")
    ui.kiosk.openPinPad()
    assert not ui.kiosk.enterPin(TEST_PIN)
    assert ui.kiosk.enterPin("97531")


def log_times(ui: KioskUi) -> list[str]:
    """The log's times as the operator reads them, top to bottom."""
    return [t.property("text") for t in ui.top_to_bottom("operatorLogTime")]


def test_the_log_times_follow_the_language(kiosk_ui: KioskUi) -> None:
    """The operator switches to Swedish: the log-ins read the Swedish way (the month by its
    name, the 24-hour clock; issue 39: never "1/2/26"), not as they were written in English,
    newest first."""
    ui = kiosk_ui
    # A log-in from another day, so the order shows on every run (not only when this one's
    # log-ins straddle a minute).
    ui.kiosk.pinPad.vault.log.insert(0, {"at": "2026-01-02T10:00:00+00:00", "event": "login"})
    ui.kiosk.openPinPad()
    type_pin(ui, TEST_PIN)
    english = log_times(ui)
    assert english and all(english) and len(set(english)) > 1
    assert english == [row["time"] for row in ui.kiosk.pinPad.log]
    ui.tap_in_view("operatorLanguage_sv")
    ui.settle(20)
    swedish = log_times(ui)
    assert swedish == [row["time"] for row in ui.kiosk.pinPad.log]
    assert swedish[-1].startswith("2 jan. 2026 kl. ") and english[-1].startswith("Jan 2, 2026, ")
    assert swedish != english and all(
        re.match(r"\d{1,2} \w+\.? \d{4} kl\. \d\d:\d\d$", t) for t in swedish
    )
    ui.tap_in_view("operatorLanguage_en")


def test_the_lock_is_counted_across_restarts(kiosk_ui: KioskUi, qtbot, settings_file) -> None:
    from .conftest import close_kiosk, open_kiosk

    ui = kiosk_ui
    ui.kiosk.openPinPad()
    for _ in range(PIN_TRIES):
        type_pin(ui, "0000")
    assert 0 < ui.kiosk.pinPad.lockSeconds <= 30
    # A restart (a second window on the same files) finds the pad still locked.
    again, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True)
    try:
        assert again.kiosk.pinPad.lockSeconds > 0
        again.kiosk.openPinPad()
        assert not again.kiosk.enterPin(TEST_PIN)
        assert "Too many tries" in again.prop("pinMessage", "text")
    finally:
        assert not close_kiosk(again, messages, previous)


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="needs /proc (ps)")
def test_the_pin_never_shows_in_ps(tmp_path) -> None:
    pin_file = tmp_path / "operator-pin"
    pin_file.write_text("73915\n")
    pin_file.chmod(0o600)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MAGDAGDON_KIOSK_PIN": "64208"}
    command = [sys.executable, "-m", "magdagdon", "--kiosk", "--settings-file"]
    command += [str(tmp_path / "s.ini"), "--kiosk-pin-file", str(pin_file)]
    child = subprocess.Popen(command, cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
    try:  # Popen returns once the program runs: its command line is what ps shows
        cmdline = Path(f"/proc/{child.pid}/cmdline").read_bytes()
        assert b"73915" not in cmdline and b"64208" not in cmdline
        environ = Path(f"/proc/{child.pid}/environ")
        assert environ.stat().st_mode & 0o077 == 0  # only the owner reads the environment
        with pytest.raises(subprocess.TimeoutExpired):  # it runs: the PIN file was accepted
            child.communicate(timeout=4)  # a refused file ends it within a second
    finally:
        child.kill()
        child.wait(10)
    assert files_hold(tmp_path, "73915") == ["operator-pin"]


def test_a_clear_pin_of_version_1_0_moves_into_the_hash_once(qtbot, tmp_path) -> None:
    from magdagdon.storage import Store, make_settings

    from .conftest import close_kiosk, open_kiosk

    path = tmp_path / "legacy.ini"
    path.write_text(
        '[settings]\nkiosk="{\\"version\\":1,\\"value\\":true}"\n'
        'kioskPin="{\\"version\\":1,\\"value\\":\\"4711\\"}"\n'
    )  # as version 1.0 wrote it
    ui, messages, previous = open_kiosk(qtbot, path, provision=False, kiosk=None)
    try:
        assert not ui.kiosk.pinSetup  # the old PIN is the PIN: no set-up
        assert "4711" not in path.read_text() and "kioskPin=" not in path.read_text()
        assert files_hold(tmp_path, "4711") == []
        ui.kiosk.openPinPad()
        assert ui.kiosk.enterPin("4711")
        assert [e["event"] for e in ui.kiosk.pinPad.log] == ["login", "migrated"]
    finally:
        assert not close_kiosk(ui, messages, previous)
    assert Store(make_settings(path)).kioskPin == ""  # once: nothing left to move


def test_the_old_default_pin_is_never_migrated(qtbot, tmp_path) -> None:
    from .conftest import close_kiosk, open_kiosk

    path = tmp_path / "legacy.ini"
    path.write_text('[settings]\nkioskPin="{\\"version\\":1,\\"value\\":\\"2020\\"}"\n')
    ui, messages, previous = open_kiosk(qtbot, path, provision=False, kiosk=True)
    try:
        assert ui.kiosk.pinSetup  # 1.0's well-known default opens nothing: set a real one
        assert "kioskPin=" not in path.read_text()
        ui.kiosk.pinPad.close()
        assert not ui.kiosk.enterPin("2020")
    finally:
        assert not close_kiosk(ui, messages, previous)


def test_a_long_lock_reads_in_minutes_after_a_restart(qtbot, tmp_path) -> None:
    """Eight wrong tries before the plug was pulled: 15 minutes (R: LOCK_SCHEDULE[3])."""
    import json
    import time as clock

    from magdagdon.kiosk.pin import checksum

    from .conftest import close_kiosk, open_kiosk, provision_pin

    path = tmp_path / "settings.ini"
    provision_pin(path)
    state = json.loads(pin_path(path).read_text())
    state.update(failures=PIN_TRIES + 3, lockedUntil=clock.time() + 14 * 60 + 30)
    state["check"] = checksum(state)  # as the kiosk itself wrote it
    pin_path(path).write_text(json.dumps(state))
    ui, messages, previous = open_kiosk(qtbot, path, kiosk=True)
    try:
        assert 14 * 60 < ui.kiosk.pinPad.lockSeconds <= 15 * 60
        ui.kiosk.openPinPad()
        assert ui.prop("pinMessage", "text") == "Too many tries. Wait 15 minutes."
        assert not ui.item("pinKey1").isEnabled()
        assert not ui.kiosk.enterPin(TEST_PIN)
    finally:
        assert not close_kiosk(ui, messages, previous)


def test_migration_leaves_no_clear_pin_in_a_copy_of_a_damaged_file(qtbot, tmp_path) -> None:
    """Issue 37.3: a settings file damaged at migration was copied aside whole, its clear
    1.0 PIN with it; a damaged key name still held the digits."""
    from .conftest import close_kiosk, open_kiosk

    path = tmp_path / "legacy.ini"
    path.write_bytes(
        b'[settings]\nkiosk="{\\"version\\":1,\\"value\\":true}"\n'
        b'kioskPin="{\\"version\\":1,\\"value\\":\\"4711\\"}"\n'
        b"broken=\xff\xfe not text\n"  # an unreadable line: the store keeps a copy aside
    )
    (tmp_path / "legacy.ini.broken-20250101T000000000000Z").write_bytes(
        b'[settings]\nkioskPjn="{\\"version\\":1,\\"value\\":\\"4711\\"}"\n'  # bit rot
    )
    ui, messages, previous = open_kiosk(qtbot, path, provision=False, kiosk=None)
    try:
        assert not ui.kiosk.pinSetup
        assert files_hold(tmp_path, "4711") == []  # not in the file, its copies or .bak
        assert ui.kiosk.enterPin("4711") or ui.kiosk.pinPad.mode == "enter"
    finally:
        close_kiosk(ui, messages, previous)
    assert files_hold(tmp_path, "4711") == []
