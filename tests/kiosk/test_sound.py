"""Sound in the kiosk (issue 38): the visitors' game sounds at the operator's volume, the
welcome screen's demo is silent unless the operator wants it heard, and quiet hours silence
all; the operator screen sets each, and the kiosk remembers them."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtGui import QAccessible

from magdagdon.app.wiring import application
from magdagdon.kiosk.look import KioskLook, quiet_at
from magdagdon.storage import Store, make_settings

from .conftest import KioskUi, close_kiosk, open_kiosk
from .test_look import checked, to_operator


def requests(ui: KioskUi) -> list[tuple[str, int, bool]]:
    service = application(ui.engine).sound
    seen = [(r.name, r.volume, r.demo) for r in service.requests]
    service.requests.clear()
    return seen


def test_the_demo_is_silent_by_default_and_the_visitors_game_is_heard(
    qtbot, settings_file: Path
) -> None:
    ui, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True)
    try:
        demo = ui.kiosk.attract_session
        requests(ui)
        demo.roll()  # the bot's demo on the welcome screen
        assert requests(ui) == [("roll", 0, True)]  # asked for, never heard
        ui.kiosk.look.demoSound = True
        demo.newGame()
        demo.roll()
        assert requests(ui) == [("roll", 60, True)]
        ui.session.roll()  # a visitor's ROLL
        assert requests(ui) == [("roll", 60, False)]
        ui.kiosk.look.soundVolume = 35
        ui.kiosk.look.reducedMotion = True  # motion reduced: the dice land, still heard
        ui.session.newGame()
        ui.session.roll()
        assert requests(ui) == [("land", 35, False)]
        ui.kiosk.look.sound = False
        ui.session.newGame()
        ui.session.roll()
        assert requests(ui) == [("land", 0, False)]
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, problems


def test_the_operator_sets_the_kiosks_sound_and_it_is_kept(qtbot, settings_file: Path) -> None:
    ui, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True)
    try:
        QAccessible.setActive(True)
        to_operator(ui)
        ui.settle(20)
        assert checked(ui, "operatorSound") and not checked(ui, "operatorDemoSound")
        assert not checked(ui, "operatorQuietHours")
        assert not ui.visible("operatorQuietFrom")
        ui.tap_in_view("operatorDemoSound")
        assert ui.kiosk.look.demoSound
        ui.tap_in_view("operatorQuietHours")
        assert ui.kiosk.look.quietHours == [20, 9]
        assert ui.visible("operatorQuietFrom")
        ui.item("operatorQuietUntil").setProperty("value", 8)  # as its arrows would
        ui.item("operatorQuietUntil").valueModified.emit()
        assert ui.kiosk.look.quietHours == [20, 8]
        ui.item("operatorQuietFrom").setProperty("value", 8)  # the same hour twice: refused
        ui.item("operatorQuietFrom").valueModified.emit()
        assert ui.kiosk.look.quietHours == [20, 8]
        ui.tap_in_view("operatorSound")
        assert not ui.kiosk.look.sound
        assert not ui.item("operatorSoundVolumeSlider").isEnabled()
        ui.windowed(1920, 1080)
        ui.shot("operator-sound")
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, problems
    store = Store(make_settings(settings_file))
    assert (store.kioskSound, store.kioskDemoSound, store.kioskQuietHours) == (False, True, [20, 8])
    assert (store.sound, store.soundVolume) == (True, 70)  # a desktop's own are untouched


def test_quiet_hours_silence_the_kiosk(qapp, tmp_path: Path) -> None:
    store = Store(make_settings(tmp_path / "s.ini"))
    now = datetime(2026, 12, 7, 21, 30)
    look = KioskLook(store, clock=lambda: now)
    assert look.volume(demo=False) == 60
    store.kioskQuietHours = [20, 9]
    assert look.volume(demo=False) == 0  # 21:30
    now = datetime(2026, 12, 8, 9, 0)
    assert look.volume(demo=False) == 60  # until 9:00, not including it
    assert [h for h in range(24) if quiet_at([22, 6], h)] == [0, 1, 2, 3, 4, 5, 22, 23]
    assert [h for h in range(24) if quiet_at([12, 14], h)] == [12, 13]
    assert not any(quiet_at([], h) for h in range(24))
