"""Where the desktop window was: it opens again at the size and place the player left it.

Kept in a small INI file of its own next to the settings file (``window.ini``), so the
storage layer's transactional file is never written behind its back. A remembered place
that no longer fits any screen (a monitor unplugged, a smaller display) is ignored, and the
window keeps the first size Main.qml gives it (one that fits the screen).
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path

from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow

from magdagdon.storage.file import settings_path
from magdagdon.storage.safeio import read_regular, write_durably

log = logging.getLogger("magdagdon.storage")

_LIMIT = 4096  # bytes read at most: the file holds one short line


def place_path(settings: QSettings | str) -> Path:
    """The window's own small file, beside ``settings`` (a QSettings or its file name)."""
    name = settings if isinstance(settings, str) else settings_path(settings)
    return Path(name).with_name("window.ini")


def stored_place(settings: QSettings | str) -> str | None:
    """The remembered "x,y,w,h", read as plain text: Qt never decodes this file, so no
    hand-written value in it can crash the program (issue 17)."""
    try:  # regular files only, never blocking (a FIFO there once hung the start)
        found = read_regular(place_path(settings), _LIMIT)
    except OSError as exc:
        log.warning("the window's place is not read: %s", exc)
        return None
    if found is None:
        return None
    text = found.data.decode("utf-8", "replace")
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key.strip() == "geometry":
            return value.strip()
    return None


def store_place(settings: QSettings | str, value: str) -> None:
    """Write the place atomically (a crash leaves the old file or the new one)."""
    with contextlib.suppress(OSError):  # a comfort, never worth an error (a FIFO there: left)
        write_durably(place_path(settings), f"[window]\ngeometry={value}\n".encode())


def fits(rect: QRect, window: QQuickWindow) -> bool:
    """On one screen, whole, and not below the window's smallest size."""
    if rect.width() < window.minimumWidth() or rect.height() < window.minimumHeight():
        return False
    return any(screen.availableGeometry().contains(rect) for screen in QGuiApplication.screens())


def restore(window: QQuickWindow, settings: QSettings) -> bool:
    """Put ``window`` where it was last closed, if that still fits a screen."""
    raw = stored_place(settings)
    try:
        x, y, w, h = (int(part) for part in str(raw).split(","))
    except ValueError:
        return False
    rect = QRect(x, y, w, h)
    if not fits(rect, window):
        return False
    window.setGeometry(rect)
    return True


def save(window: QQuickWindow, settings: QSettings | str) -> None:
    """Remember the window's place (its frame-less geometry, as setGeometry takes it)."""
    g = window.geometry()
    store_place(settings, f"{g.x()},{g.y()},{g.width()},{g.height()}")


def remember(window: QQuickWindow, settings: QSettings) -> None:
    """Restore the window's place now and save it whenever the window closes (hides)."""
    restore(window, settings)
    name = settings_path(settings)  # the QSettings may be gone when the window hides at exit

    def hidden(visible: bool) -> None:
        if not visible:
            save(window, name)

    window.visibleChanged.connect(hidden)
