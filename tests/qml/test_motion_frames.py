"""Short frame sequences of the motions (issue 12), kept in test-artifacts/motion/ to look at.

Each sequence is grabbed from the real window every ~30 ms; the test also checks that the
frames really change while the motion runs and that the last two are alike (it settled).
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest

from .conftest import SCREENSHOTS, Ui
from .test_feel import rect

MOTION = SCREENSHOTS.parent / "motion"


def grab(ui: Ui, area: QRect, count: int, step_ms: int = 30) -> list[QImage]:
    frames = []
    for _ in range(count):
        frames.append(ui.window.grabWindow().copy(area))
        QTest.qWait(step_ms)
    return frames


def save_strip(name: str, frames: list[QImage]) -> None:
    MOTION.mkdir(parents=True, exist_ok=True)
    w, h = frames[0].width(), frames[0].height()
    strip = QImage(w * len(frames), h, QImage.Format.Format_RGB32)
    painter = QPainter(strip)
    for i, frame in enumerate(frames):
        painter.drawImage(i * w, 0, frame)
    painter.end()
    assert strip.save(str(MOTION / f"{name}.png"))


def check_motion(ui: Ui, name: str, area: QRect, frames: list[QImage]) -> None:
    """The frames change while it runs, and it comes to rest (no motion that never ends)."""
    save_strip(name, frames)
    changes = sum(frames[i] != frames[i + 1] for i in range(len(frames) - 1))
    assert changes >= 2, f"{name}: the frames hardly change"
    ui.settle(600)
    rest = ui.window.grabWindow().copy(area)
    ui.settle(100)
    assert ui.window.grabWindow().copy(area) == rest, f"{name}: it did not settle"


def area_of(ui: Ui, name: str, pad: int = 6) -> QRect:
    r = rect(ui.item(name)).toRect()
    return r.adjusted(-pad, -pad, pad, pad)


def test_motion_sequences(ui: Ui) -> None:
    ui.session.queue_rolls([3, 4, 5, 6])
    ui.tap_enabled("rollButton")
    tray = area_of(ui, "diceTray")
    check_motion(ui, "roll-tumble", tray, grab(ui, tray, 16))
    ui.tap("die0")
    ui.settle(150)
    ui.tap("cell0")
    board = area_of(ui, "boardTray", 4).united(area_of(ui, "diceTray"))
    check_motion(ui, "prepare-flight", board, grab(ui, board, 10, 20))
    for d in range(1, 4):
        ui.tap(f"die{d}")
        ui.tap(f"cell{d}")
    ui.settle(300)
    ui.tap_enabled("confirmButton")
    lines = area_of(ui, "boardTray", 4).adjusted(0, 0, 200, 0)
    check_motion(ui, "confirm-ribbon-sweep", lines, grab(ui, lines, 16))
    ui.session.setDifficulty("NIGHTMARE")
    ui.session.queue_rolls([1, 3, 5, 6])
    ui.tap_enabled("rollButton")
    ui.settle(500)
    ui.tap_enabled("acceptMagdagdonButton")
    ui.settle(300)
    ui.tap("cell5")
    cell = area_of(ui, "cell5", 10)
    check_motion(ui, "ruin-crack", cell, grab(ui, cell, 14, 25))
