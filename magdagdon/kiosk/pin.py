"""The operator PIN check and its lock after too many wrong tries.

Why apart from the controller: who may reach the operator screen is a security concern of
its own, with its own state (wrong tries, the lock), kept away from the screens' logic.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

log = logging.getLogger(__name__)

#: Wrong PINs in a row before the pad locks for ``PIN_LOCK_SECONDS``.
PIN_TRIES = 5
PIN_LOCK_SECONDS = 30


class PinGate(QObject):
    """Checks PINs against ``expected()``; ``PIN_TRIES`` wrong ones lock it for a while."""

    lockChanged = Signal()

    def __init__(self, expected: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._expected = expected
        self._wrong = 0
        self._lock_left = 0
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._on_tick)

    @property
    def lock_seconds(self) -> int:
        """Seconds before a PIN may be tried again; 0: it may be tried now."""
        return self._lock_left

    def check(self, pin: str) -> bool:
        if self._lock_left > 0:
            return False
        if pin == self._expected():
            self._wrong = 0
            return True
        self._wrong += 1
        log.warning("kiosk: wrong operator PIN (%d in a row)", self._wrong)
        if self._wrong >= PIN_TRIES:
            self._wrong = 0
            self._lock_left = PIN_LOCK_SECONDS
            self.lockChanged.emit()
            self._timer.start()
        return False

    def stop(self) -> None:
        self._timer.stop()

    def _on_tick(self) -> None:
        self._lock_left = max(0, self._lock_left - 1)
        if self._lock_left == 0:
            self._timer.stop()
        self.lockChanged.emit()
