"""The desktop window opens again where the player left it (issue 12), if it still fits."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect

from magdagdon.app.windowplace import place_path, store_place, stored_place
from magdagdon.app.wiring import create_engine
from magdagdon.storage import make_settings


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
    assert stored_place(make_settings(path)) == "20,30,740,620"

    engine, window = open_window(qtbot, path)
    try:
        g = window.geometry()
        assert (g.x(), g.y(), g.width(), g.height()) == (20, 30, 740, 620)
    finally:
        close(qtbot, engine, window)


def test_a_place_that_no_longer_fits_a_screen_is_ignored(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    store_place(make_settings(path), "5000,4000,900,700")  # a monitor that is gone
    engine, window = open_window(qtbot, path)
    try:
        screen = window.screen().availableGeometry()
        assert screen.contains(window.geometry())
    finally:
        close(qtbot, engine, window)


def test_a_hostile_window_file_is_only_text(qtbot, tmp_path: Path) -> None:
    # Issue 17: a hand-written @Variant (a list claiming 2**31-1 items) must not reach Qt.
    path = tmp_path / "settings.ini"
    place_path(str(path)).write_bytes(
        b"[window]\ngeometry=@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)\n"
    )
    assert stored_place(str(path)) is not None  # read back as text, and refused below
    engine, window = open_window(qtbot, path)
    try:
        assert window.screen().availableGeometry().contains(window.geometry())
    finally:
        close(qtbot, engine, window)
