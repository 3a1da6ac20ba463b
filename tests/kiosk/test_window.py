"""The kiosk window itself: fullscreen, frameless, no cursor, no way out without the PIN."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow

from magdagdon.app.cli import parse_args
from magdagdon.app.wiring import application, create_engine
from magdagdon.kiosk import KioskController, pin_path
from magdagdon.storage import Store, make_settings

from .conftest import TEST_PIN, KioskUi, close_kiosk, open_kiosk, provision_pin


def test_create_engine_gives_the_kiosk_window(kiosk_ui: KioskUi) -> None:
    window = kiosk_ui.window
    assert window.objectName() == "kioskWindow"
    assert window.visibility() == QQuickWindow.Visibility.FullScreen
    assert window.flags() & Qt.WindowType.FramelessWindowHint
    assert window.geometry() == window.screen().geometry()
    cursor = QGuiApplication.overrideCursor()
    assert cursor is not None and cursor.shape() == Qt.CursorShape.BitmapCursor
    image = cursor.pixmap().toImage()  # no pixel of the cursor shows
    assert all(
        image.pixelColor(x, y).alpha() == 0
        for x in range(image.width())
        for y in range(image.height())
    )
    assert isinstance(kiosk_ui.kiosk, KioskController)
    assert kiosk_ui.kiosk.screen == "welcome"
    # No way out for a stranger: no navigation bar, settings or quit button anywhere.
    for name in ("settingsButton", "newGameButton", "quitButton", "backButton"):
        assert not kiosk_ui.items(name), name


def test_close_is_refused(kiosk_ui: KioskUi) -> None:
    assert kiosk_ui.window.close() is False
    kiosk_ui.settle(20)
    assert kiosk_ui.window.isVisible()
    assert kiosk_ui.window.visibility() == QQuickWindow.Visibility.FullScreen
    kiosk_ui.tap("tapToPlay")  # and it still answers fingers
    assert kiosk_ui.kiosk.screen == "play"
    assert kiosk_ui.window.close() is False
    assert kiosk_ui.window.isVisible()


def test_touch_targets_are_at_least_10_mm(kiosk_ui: KioskUi) -> None:
    minimum = 10 * kiosk_ui.pixels_per_mm() - 0.5
    kiosk_ui.tap("tapToPlay")
    kiosk_ui.tap("rollButton")
    names = [f"cell{i}" for i in range(16)] + [f"die{i}" for i in range(4)]
    names += ["rollButton", "confirmButton", "decreaseButton", "increaseButton", "rerollButton"]
    for name in names:
        item = kiosk_ui.item(name)
        assert min(item.width(), item.height()) >= minimum, (name, item.width(), item.height())
    corner = kiosk_ui.item("operatorCorner")
    assert min(corner.width(), corner.height()) >= minimum
    kiosk_ui.kiosk.openPinPad()
    kiosk_ui.settle()
    for name in [f"pinKey{d}" for d in range(10)] + ["pinOk", "pinBack", "pinCancel"]:
        item = kiosk_ui.item(name)
        assert min(item.width(), item.height()) >= minimum, name
    assert kiosk_ui.kiosk.enterPin(TEST_PIN)
    kiosk_ui.settle()
    names = [f"operatorDifficulty{d}" for d in ("PEACEFUL", "SURVIVAL", "NIGHTMARE")]
    names += [f"operatorLanguage_{c}" for c in ("sv", "fr", "en")]
    names += ["operatorClearScores", "operatorBack", "operatorExit"]
    for name in names:
        item = kiosk_ui.item(name)
        assert min(item.width(), item.height()) >= minimum, name
    kiosk_ui.tap("operatorBack")
    for name in ["tapToPlay", "language_sv", "language_fr", "language_en"]:
        item = kiosk_ui.item(name)
        assert min(item.width(), item.height()) >= minimum, name


def test_stored_kiosk_setting_turns_kiosk_mode_on(qtbot, tmp_path) -> None:
    path = tmp_path / "preset.ini"
    preset = Store(make_settings(path))  # what an operator's preset INI holds
    preset.kiosk = True
    ui, messages, previous = open_kiosk(qtbot, path, kiosk=None)
    try:
        assert ui.window.objectName() == "kioskWindow"
        ui.kiosk.openPinPad()
        assert not ui.kiosk.enterPin("2020")  # version 1.0's built-in PIN opens nothing
        assert ui.kiosk.enterPin(TEST_PIN)
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems


def test_a_pin_for_one_run_replaces_the_stored_pin(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MAGDAGDON_KIOSK_PIN", "97531")
    ui, messages, previous = open_kiosk(qtbot, tmp_path / "s.ini", kiosk=True)
    try:
        assert "MAGDAGDON_KIOSK_PIN" not in os.environ  # no child process inherits it
        ui.kiosk.openPinPad()
        assert not ui.kiosk.enterPin(TEST_PIN)
        assert ui.kiosk.enterPin("97531")
        assert ui.kiosk.screen == "operator"
        assert "97531" not in pin_path(tmp_path / "s.ini").read_text()
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems


def test_command_line_never_carries_the_pin(tmp_path) -> None:
    pin_file = tmp_path / "pin"
    pin_file.write_text("123456\n")
    args = parse_args(["--kiosk", "--kiosk-pin-file", str(pin_file)])
    assert args.kiosk and args.kiosk_pin_file == "123456"
    assert parse_args([]).kiosk_pin_file is None
    for bad in ("12", "abcd", "123456789", "١٢٣٤"):
        pin_file.write_text(bad)
        with pytest.raises(SystemExit):
            parse_args(["--kiosk-pin-file", str(pin_file)])
    with pytest.raises(SystemExit):
        parse_args(["--kiosk-pin-file", str(tmp_path / "missing")])
    with pytest.raises(SystemExit):  # the old option is refused: ps would show the PIN
        parse_args(["--kiosk-pin", "123456"])


def test_desktop_window_is_unchanged(qtbot, tmp_path) -> None:
    engine = create_engine(make_settings(tmp_path / "d.ini"), lang="en")
    window = engine.rootObjects()[0]
    assert window.objectName() != "kioskWindow"
    assert application(engine).kiosk is None
    assert QGuiApplication.overrideCursor() is None
    window.close()
    engine.deleteLater()


def test_first_frame_builds_only_the_welcome_screen(kiosk_ui: KioskUi) -> None:
    """Issue 16: the operator's screens, the scores and the overlays are made on first use."""
    ui = kiosk_ui
    later = ("pinPad", "operatorPage", "kioskScoresPage", "idleOverlay", "howToCard")
    for name in later:
        assert not ui.items(name), f"{name} was built before it was needed"
    assert ui.visible("welcomePage")
    ui.kiosk.openPinPad()
    assert ui.visible("pinPad")
    ui.kiosk.pinPad.close()
    assert ui.items("pinPad") and not ui.visible("pinPad")  # kept, hidden
    assert not ui.items("operatorPage")


def test_the_scores_are_made_when_they_show_and_let_go_after(kiosk_ui: KioskUi) -> None:
    """Issue 16: a kiosk shows its scores after every game all day; they are not kept."""
    ui = kiosk_ui
    ui.kiosk.play()
    ui.settle()
    ui.kiosk.showScores()
    ui.settle()
    assert ui.visible("kioskScoresPage")
    ui.kiosk.play()
    ui.settle()
    assert not ui.items("kioskScoresPage")
    ui.kiosk.showScores()
    ui.settle()
    assert ui.visible("kioskScoresPage")  # made again, on the same records


def named(window, name: str) -> list:
    stack, found = [window.contentItem()], []
    while stack:
        item = stack.pop()
        if item.objectName() == name:
            found.append(item)
        stack.extend(item.childItems())
    return found


def test_the_bot_and_the_game_come_after_the_first_frame(qtbot, tmp_path) -> None:
    """Issue 16: the bot (its import, its thread) and the play screen are not on the way to
    the first frame; both are ready before a visitor's first tap."""
    provision_pin(tmp_path / "s.ini")
    engine = create_engine(make_settings(tmp_path / "s.ini"), lang="en", kiosk=True)
    kiosk = application(engine).kiosk
    window = engine.rootObjects()[0]
    try:
        assert kiosk._show.driver is None  # loaded, not yet drawn: no bot yet
        assert not named(window, "kioskGameView") and named(window, "welcomePage")
        qtbot.waitUntil(lambda: kiosk._show.driver is not None, timeout=5000)
        assert kiosk._show.driver.running  # the welcome screen shows: it plays
        qtbot.waitUntil(lambda: bool(named(window, "kioskGameView")), timeout=5000)
        assert not named(window, "kioskGameView")[0].isVisible()
    finally:
        kiosk.release()
        window.close()
        engine.deleteLater()


def test_a_tap_before_the_play_screen_is_ready_finds_it_made(qtbot, tmp_path) -> None:
    provision_pin(tmp_path / "s.ini")
    engine = create_engine(make_settings(tmp_path / "s.ini"), lang="en", kiosk=True)
    kiosk = application(engine).kiosk
    window = engine.rootObjects()[0]
    try:
        kiosk.play()  # before the first frame, before the background load began
        views = named(window, "kioskGameView")
        assert len(views) == 1 and views[0].isVisible()
        assert named(window, "rollButton")[0].isEnabled()
    finally:
        kiosk.release()
        window.close()
        engine.deleteLater()
