"""The kiosk's idle reset: a timer restarted by every touch, then a "Still playing?" count.

Why apart from the controller: the timing (idle interval, the 10 s countdown, its ticks) is
one concern with its own states; the controller only decides what running out means on the
screen it shows (count down during a game, go home elsewhere).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal

#: The "Still playing?" countdown (issue 8: 10 s).
COUNTDOWN_SECONDS = 10

#: Events that mean somebody is at the screen.
ACTIVITY = frozenset(
    {
        QEvent.Type.TouchBegin,
        QEvent.Type.TouchUpdate,
        QEvent.Type.TouchEnd,
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseMove,
        QEvent.Type.Wheel,
        QEvent.Type.KeyPress,
    }
)


class IdleReset(QObject):
    """Idle timer plus countdown. ``ranOut`` when nobody touched the screen for ``interval``
    ms; ``expired`` when a countdown started by :meth:`count_down` reached zero untouched."""

    ranOut = Signal()
    expired = Signal()
    countdownChanged = Signal()
    countdownSecondsChanged = Signal()
    intervalChanged = Signal()

    def __init__(self, interval_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._countdown = 0
        self._countdown_seconds = COUNTDOWN_SECONDS
        self._enabled = False
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(max(1, interval_ms))
        self._idle.timeout.connect(self.ranOut)
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._on_tick)

    # ------------------------------------------------------------------ state
    @property
    def countdown(self) -> int:
        """Seconds left on the "Still playing?" overlay; 0 when it is not shown."""
        return self._countdown

    @property
    def countdown_seconds(self) -> int:
        return self._countdown_seconds

    @countdown_seconds.setter
    def countdown_seconds(self, seconds: int) -> None:
        """Tests shorten the countdown; the kiosk itself always uses 10 s."""
        seconds = max(1, int(seconds))
        if seconds != self._countdown_seconds:
            self._countdown_seconds = seconds
            self.countdownSecondsChanged.emit()

    @property
    def interval(self) -> int:
        return self._idle.interval()

    @interval.setter
    def interval(self, ms: int) -> None:
        if ms > 0 and ms != self._idle.interval():
            self._idle.setInterval(ms)
            self.intervalChanged.emit()
            if self._idle.isActive():
                self._idle.start()

    # ---------------------------------------------------------------- actions
    def enable(self, on: bool) -> None:
        """Timing runs only while the window is attached (and stops for good on release)."""
        self._enabled = on
        if not on:
            self._idle.stop()
            self._tick.stop()
        else:
            self.restart()

    def activity(self, kind: QEvent.Type) -> None:
        """An event reached the window: a touch restarts the idle time (not the countdown:
        only a tap on the overlay, :meth:`carry_on`, answers it)."""
        if kind in ACTIVITY and self._countdown == 0:
            self.restart()

    def restart(self) -> None:
        if self._enabled:
            self._idle.start()

    def count_down(self) -> None:
        """Show "Still playing?" and count from ``countdown_seconds``."""
        self._set_countdown(self._countdown_seconds)
        self._tick.start()

    def carry_on(self) -> None:
        """The visitor answered: no countdown, the idle time starts again."""
        if self._countdown:
            self._tick.stop()
            self._set_countdown(0)
        self.restart()

    def _on_tick(self) -> None:
        left = self._countdown - 1
        if left > 0:
            self._set_countdown(left)
            return
        self._tick.stop()
        self._set_countdown(0)
        self.expired.emit()

    def _set_countdown(self, seconds: int) -> None:
        if seconds != self._countdown:
            self._countdown = seconds
            self.countdownChanged.emit()
