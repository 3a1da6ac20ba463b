"""Sound in the real window (issue 38): keys and taps ask for the same sounds, from the game's
own changes; Settings turns them off and sets their volume, remembered."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from magdagdon.app.wiring import application
from magdagdon.storage import Store, make_settings

from .conftest import Ui
from .test_keyboard import move_to

K = Qt.Key


def sounds(ui: Ui) -> list[str]:
    """The sounds asked for since the last call."""
    service = application(ui.engine).sound
    names = service.names()
    service.requests.clear()
    return names


def key(ui: Ui, k: Qt.Key) -> None:
    QTest.keyClick(ui.window, k)
    ui.settle()


def test_taps_and_keys_sound_alike(ui: Ui) -> None:
    ui.window.requestActivate()
    ui.settle(20)
    sounds(ui)
    ui.session.queue_rolls([3, 4, 1, 1], [3, 4, 2, 2])
    ui.tap("rollButton")
    assert sounds(ui) == ["roll"]
    ui.tap("die0")
    assert sounds(ui) == []  # a selection is no change of the game
    ui.tap("cell5")
    assert sounds(ui) == ["place"]
    ui.tap("cell5")  # the prepared die, tapped on the board: taken back
    assert sounds(ui) == ["take_back"]
    ui.drag("die0", "cell5")
    assert sounds(ui) == ["place"]
    ui.tap("die1")
    ui.tap("cell6")
    ui.tap("confirmButton")
    assert sounds(ui) == ["place", "confirm"]
    # The same by keys: R rolls, 1 selects the first die, the arrows and Enter put it down.
    key(ui, K.Key_R)
    assert sounds(ui) == ["roll"]
    key(ui, K.Key_1)
    move_to(ui, 9)
    key(ui, K.Key_Return)
    assert sounds(ui) == ["place"]
    key(ui, K.Key_Return)  # Enter on a prepared die takes it back
    assert sounds(ui) == ["take_back"]


def in_view(ui: Ui, item: QQuickItem) -> None:
    """Scroll the page holding ``item`` until it is in view, as a player would."""
    flick = item.parentItem()
    while flick is not None and not flick.metaObject().className().startswith("QQuickFlickable"):
        flick = flick.parentItem()
    assert flick is not None
    top = item.mapToItem(flick.property("contentItem"), QPointF(0, 0)).y()
    most = max(0.0, float(flick.property("contentHeight")) - flick.height())
    flick.setProperty("contentY", min(most, max(0.0, top - (flick.height() - item.height()) / 2)))
    ui.settle(20)


def test_settings_turn_the_sound_off_and_set_its_volume(ui: Ui, settings_file) -> None:
    service = application(ui.engine).sound
    ui.tap("settingsButton")
    ui.settle(50)
    assert ui.visible("settingsPage")
    slider = ui.item("soundVolumeSlider")
    assert slider.isEnabled() and round(slider.property("value")) == 70
    in_view(ui, slider)
    # Drag the handle to the slider's left end and let go: the volume is chosen, and heard.
    service.requests.clear()
    handle = slider.property("handle")
    start = ui.centre(handle)
    left = slider.mapToScene(QPointF(slider.property("leftPadding"), slider.height() / 2))
    end = QPoint(round(left.x()), start.y())
    QTest.mousePress(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(ui.window, end, 20)
    QTest.mouseRelease(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    ui.qtbot.waitUntil(lambda: ui.store.soundVolume == 0, timeout=2000)
    assert [(r.name, r.volume) for r in service.requests] == [("place", 0)]
    assert ui.prop("soundVolumePercent", "text") == "0%"
    # Arrow keys step it by 5.
    slider.forceActiveFocus()
    key(ui, K.Key_Right)
    key(ui, K.Key_Right)
    assert ui.store.soundVolume == 10
    ui.tap("sound")  # off: nothing is heard, the slider rests
    assert ui.store.sound is False and not slider.isEnabled()
    service.requests.clear()
    service.play("place")
    assert [r.volume for r in service.requests] == [0]
    again = Store(make_settings(settings_file))
    assert (again.sound, again.soundVolume) == (False, 10)
