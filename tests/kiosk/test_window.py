"""The kiosk window itself: fullscreen, frameless, no cursor, no way out without the PIN."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow

from magdagdon.app import application, create_engine, parse_args
from magdagdon.kiosk import KioskController
from magdagdon.storage import Store, make_settings

from .conftest import KioskUi, close_kiosk, open_kiosk


def test_create_engine_gives_the_kiosk_window(kiosk_ui: KioskUi) -> None:
    window = kiosk_ui.window
    assert window.objectName() == "kioskWindow"
    assert window.visibility() == QQuickWindow.Visibility.FullScreen
    assert window.flags() & Qt.WindowType.FramelessWindowHint
    assert window.geometry() == window.screen().geometry()
    cursor = QGuiApplication.overrideCursor()
    assert cursor is not None and cursor.shape() == Qt.CursorShape.BlankCursor
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
    assert kiosk_ui.kiosk.enterPin("2020")
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
    preset.kioskPin = "8642"
    ui, messages, previous = open_kiosk(qtbot, path, kiosk=None)
    try:
        assert ui.window.objectName() == "kioskWindow"
        ui.kiosk.openPinPad()
        assert not ui.kiosk.enterPin("2020")
        assert ui.kiosk.enterPin("8642")
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems


def test_kiosk_pin_option_replaces_the_stored_pin(qtbot, tmp_path) -> None:
    ui, messages, previous = open_kiosk(qtbot, tmp_path / "s.ini", kiosk=True, kiosk_pin="97531")
    try:
        ui.kiosk.openPinPad()
        assert not ui.kiosk.enterPin("2020")
        assert ui.kiosk.enterPin("97531")
        assert ui.kiosk.screen == "operator"
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems


def test_command_line() -> None:
    args = parse_args(["--kiosk", "--kiosk-pin", "123456"])
    assert args.kiosk and args.kiosk_pin == "123456"
    assert parse_args([]).kiosk_pin is None
    for bad in ("12", "abcd", "123456789", "١٢٣٤"):
        with pytest.raises(SystemExit):
            parse_args(["--kiosk-pin", bad])


def test_desktop_window_is_unchanged(qtbot, tmp_path) -> None:
    engine = create_engine(make_settings(tmp_path / "d.ini"), lang="en")
    window = engine.rootObjects()[0]
    assert window.objectName() != "kioskWindow"
    assert application(engine).kiosk is None
    assert QGuiApplication.overrideCursor() is None
    window.close()
    engine.deleteLater()
