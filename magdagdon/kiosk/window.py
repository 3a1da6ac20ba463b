"""The kiosk window's lock: no cursor, no closing for a stranger, every event reported.

Why apart from the controller: what the window itself may do (close, show a cursor) is a
concern of its own, independent of which screen shows.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QCursor, QGuiApplication, QPixmap
from PySide6.QtQuick import QQuickWindow


def blank_cursor() -> QCursor:
    """An invisible cursor: one transparent pixel. (``Qt.CursorShape.BlankCursor`` hides it
    the same way, but naming it makes PySide build its whole ``Qt`` namespace: 2 MiB and
    10-30 ms, issue 16.)"""
    pixel = QPixmap(1, 1)
    pixel.fill(QColor(0, 0, 0, 0))
    return QCursor(pixel)


class WindowLock(QObject):
    """Refuses close requests (Alt+F4, the window manager) until :meth:`release`, hides
    the cursor, and calls ``on_event`` with the type of every event the window gets."""

    def __init__(self, on_event: Callable[[QEvent.Type], None], parent: QObject | None) -> None:
        super().__init__(parent)
        self._on_event = on_event
        self.window: QQuickWindow | None = None
        self.may_close = False
        self._cursor_hidden = False

    def attach(self, window: QQuickWindow) -> None:
        self.window = window
        window.installEventFilter(self)
        self.hide_cursor()

    def hide_cursor(self) -> None:
        if not self._cursor_hidden:
            QGuiApplication.setOverrideCursor(blank_cursor())
            self._cursor_hidden = True

    def release(self) -> None:
        """The window may close now; the cursor comes back."""
        self.may_close = True
        if self.window is not None:
            self.window.removeEventFilter(self)
        if self._cursor_hidden:
            QGuiApplication.restoreOverrideCursor()
            self._cursor_hidden = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Close and watched is self.window and not self.may_close:
            event.ignore()  # a kiosk never closes for a stranger
            return True
        self._on_event(kind)
        return False
