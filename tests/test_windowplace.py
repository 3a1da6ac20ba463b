"""The desktop window opens again where the player left it (issue 12), if it still fits."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect

from magdagdon.app import create_engine
from magdagdon.storage import make_settings
from magdagdon.windowplace import KEY, place_file


def open_window(qtbot, path: Path):
    engine = create_engine(make_settings(path), lang="en", seed=1)
    window = engine.rootObjects()[0]
    window.show()
    qtbot.waitExposed(window)
    return engine, window


def close(qtbot, engine, window) -> None:
    window.close()
    engine.deleteLater()
    qtbot.wait(1)


def test_the_window_reopens_at_its_last_size_and_place(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    engine, window = open_window(qtbot, path)
    window.setGeometry(QRect(20, 30, 740, 620))
    qtbot.wait(20)
    close(qtbot, engine, window)
    assert place_file(make_settings(path)).value(KEY) == "20,30,740,620"

    engine, window = open_window(qtbot, path)
    try:
        g = window.geometry()
        assert (g.x(), g.y(), g.width(), g.height()) == (20, 30, 740, 620)
    finally:
        close(qtbot, engine, window)


def test_a_place_that_no_longer_fits_a_screen_is_ignored(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    store = place_file(make_settings(path))
    store.setValue(KEY, "5000,4000,900,700")  # a monitor that is gone
    store.sync()
    engine, window = open_window(qtbot, path)
    try:
        screen = window.screen().availableGeometry()
        assert screen.contains(window.geometry())
    finally:
        close(qtbot, engine, window)
