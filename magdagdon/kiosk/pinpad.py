"""The PIN pad's states, for PinPadDialog.qml: enter the PIN, or set a new one twice.

Why apart from the vault: the vault (:mod:`magdagdon.kiosk.pin`) knows PINs, tries and
time; this object knows what the pad on screen is doing: whether it is open, which step it
asks for, and how long its lock lasts, ticking once a second for the view.

Steps (``mode``): ``enter`` checks the PIN; ``new`` asks for a new PIN and ``repeat`` for
the same digits again, then the vault keeps its hash. ``setup`` is the first start: no PIN
exists, so the pad asks for one and cannot be closed until it is set. ``closed``: a PIN
existed but its file is lost or damaged (issue 37.3): the pad says so, takes no digits, and
never offers to set a new PIN; the administrator's reset (docs/KIOSK.md) opens it again.

PinPadDialog.qml and OperatorPage.qml read it directly (``kiosk.pinPad``): the pad's state
and its CANCEL need nothing from the controller, which keeps only what touches the screens
and the idle timer (opening the pad, OK).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, cast

from PySide6.QtCore import Property, QDateTime, QLocale, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from magdagdon.i18n.dates import moment
from magdagdon.kiosk.pin import PIN_MAX_DIGITS, PIN_MIN_DIGITS, PinVault, valid_pin
from magdagdon.kiosk.today import local_time

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

#: How many log entries the operator page shows (the file keeps more).
LOG_SHOWN = 12


@QmlElement
# PySide6's stubs declare QmlUncreatable a class without __call__; it is a decorator.
@QmlUncreatable("PinPad belongs to the KioskController (kiosk.pinPad).")
class PinPad(QObject):  # type: ignore[operator]
    """What the PIN pad shows and what its OK key does. ``granted``: the right PIN was
    entered; ``changed``: a new PIN was set (first start or a change)."""

    openChanged = Signal()
    modeChanged = Signal()
    lockChanged = Signal()
    logChanged = Signal()
    granted = Signal()
    changed = Signal()

    def __init__(self, vault: PinVault, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.vault = vault
        self._open = False
        self._mode = "enter"
        self._first = ""
        self._shown_lock = 0
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._tick)
        self._saved = True  # the last PIN set reached the disk
        self._setup = vault.needs_setup
        if self._setup:
            self._open, self._mode = True, "new"
        self._tick()  # a lock from before a restart goes on

    # ------------------------------------------------------------------ state
    @property
    def is_open(self) -> bool:
        return self._open

    def _get_mode(self) -> str:
        return self._mode

    def _get_setup(self) -> bool:
        return self._setup

    def _get_lock(self) -> int:
        """Whole seconds before a PIN may be tried again; 0: it may be tried now."""
        return self._shown_lock

    def _get_closed(self) -> bool:
        return self.vault.closed

    def _get_saved(self) -> bool:
        return self._saved

    def _get_durable(self) -> bool:
        return self.vault.durable

    opened = Property(bool, lambda self: self._open, notify=openChanged)
    # Typed for Python readers, as qtprops.published does.
    mode = cast(str, Property(str, _get_mode, notify=modeChanged))  # enter, new, repeat
    setup = cast(bool, Property(bool, _get_setup, notify=modeChanged))  # first start: no PIN
    lockSeconds = cast(int, Property(int, _get_lock, notify=lockChanged))  # 0: may be tried
    # The PIN file is lost or damaged: nothing opens the operator screen (mode "closed").
    closed = cast(bool, Property(bool, _get_closed, notify=modeChanged))
    # The last PIN set reached the disk (False: it holds until the kiosk restarts).
    saved = cast(bool, Property(bool, _get_saved, notify=modeChanged))
    # The wrong-try count is kept on disk (False: every wrong try locks the pad at once).
    durable = cast(bool, Property(bool, _get_durable, notify=lockChanged))
    log = cast(
        list[dict[str, Any]],
        Property("QVariantList", lambda self: self.log_rows(), notify=logChanged),  # type: ignore[arg-type]
    )
    # A PIN's length in digits, for the pad's limit and texts (one source: kiosk.pin).
    minDigits = Property(int, lambda _self: PIN_MIN_DIGITS, constant=True)
    maxDigits = Property(int, lambda _self: PIN_MAX_DIGITS, constant=True)

    def log_rows(self, locale: QLocale | None = None) -> list[dict[str, Any]]:
        """The latest log-ins, newest first, each with a display-ready local time."""
        locale = locale if locale is not None else QLocale()
        rows = []
        for entry in reversed(self.vault.log[-LOG_SHOWN:]):
            try:
                when = local_time(datetime.fromisoformat(entry["at"]))
            except ValueError:
                when = None
            text = ""
            if when is not None:
                stamp = QDateTime.fromMSecsSinceEpoch(int(when.timestamp() * 1000))
                text = moment(stamp, locale)
            rows.append({"time": text, "event": entry["event"]})
        return rows

    def relocalise(self) -> None:
        """The language changed: the log's times are written the new locale's way."""
        self.logChanged.emit()

    # ---------------------------------------------------------------- actions
    def open(self, mode: str = "enter") -> None:
        """Show the pad for ``enter`` (the operator corner) or ``new`` (change the PIN); a
        closed vault opens it as ``closed``, whatever was asked."""
        self._first = ""
        self._set(True, "closed" if self.vault.closed else mode)

    @Slot(result=bool)
    def close(self) -> bool:
        """CANCEL: hide the pad; refused during the first start's set-up."""
        if self._setup:
            return False
        self._first = ""
        self._set(False, "enter")
        return True

    def submit(self, pin: str) -> str:
        """The OK key. Returns what happened, for the view's message: ``granted``,
        ``wrong``, ``locked``, ``invalid`` (not 4-8 digits), ``repeat`` (type the new PIN
        again), ``mismatch`` (the two differed; start again), ``changed`` (``saved`` says
        whether it reached the disk), or ``closed`` (the pad is not open, or the vault is)."""
        if not self._open or self._mode == "closed":
            return "closed"
        if self._mode == "enter":
            right = self.vault.check(pin)
            self._tick()
            if right is None:
                return "locked"
            self.logChanged.emit()
            if not right:
                return "wrong"
            self._set(False, "enter")
            self.granted.emit()
            return "granted"
        if not valid_pin(pin):
            return "invalid"
        if self._mode == "new":
            self._first = pin
            self._set(True, "repeat")
            return "repeat"
        first, self._first = self._first, ""
        if pin != first:
            self._set(True, "new")
            return "mismatch"
        self._saved = self.vault.set_pin(pin, event="set" if self._setup else "changed")
        self._setup = False
        self._tick()
        self.logChanged.emit()
        self._set(False, "enter")
        self.changed.emit()
        return "changed"

    def stop(self) -> None:
        self._timer.stop()

    def _set(self, shown: bool, mode: str) -> None:
        if mode != self._mode:
            self._mode = mode
            self.modeChanged.emit()
        if shown != self._open:
            self._open = shown
            self.openChanged.emit()

    def _tick(self) -> None:
        left = self.vault.lock_left()
        shown = int(left) + (left % 1 > 0)  # 0.2 s left still shows "1 second"
        if shown and not self._timer.isActive():
            self._timer.start()
        elif not shown:
            self._timer.stop()
        if shown != self._shown_lock:
            self._shown_lock = shown
            self.lockChanged.emit()
