"""A minimal screen reader for tests: it listens on the AT-SPI accessibility bus as Orca does.

Qt's AT-SPI bridge sends an event only when some client has asked the registry for it
(``org.a11y.atspi.Registry.RegisterEvent``; Qt reads ``GetRegisteredEvents``), so this
listener registers the events a screen reader speaks from, then records every
``org.a11y.atspi.Event.Object`` and ``Event.Focus`` signal on the bus: the Announcement
signal Qt 6.8+ makes of ``Accessible.announce``, the name changes, the focus changes.
It uses QtDBus only (no pyatspi), so it needs nothing but the bus itself.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import SLOT, QCoreApplication, QEventLoop, QObject, Slot
from PySide6.QtDBus import QDBusArgument, QDBusConnection, QDBusMessage, QDBusVariant

REGISTRY = ("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry")
# What Orca asks for (the subset this game's screen reader use needs).
EVENTS = (
    "Object:Announcement",
    "Object:PropertyChange:AccessibleName",
    "Object:StateChanged:Focused",
    "Focus:",
)


@dataclass(frozen=True)
class Heard:
    """One AT-SPI event: its interface's last part (Object, Focus), member and details."""

    kind: str
    member: str
    detail: str
    value: object
    sender: str
    path: str


def plain(value: object) -> object:
    """A D-Bus argument as a Python value (variants unwrapped)."""
    while isinstance(value, QDBusVariant):
        value = value.variant()
    return value


class ScreenReader(QObject):
    """Listens on the accessibility bus at ``address`` and keeps what it heard, in order."""

    def __init__(self, address: str) -> None:
        super().__init__()
        self.heard: list[Heard] = []
        self.bus = QDBusConnection.connectToBus(address, f"screen-reader-{id(self)}")
        if not self.bus.isConnected():
            raise RuntimeError(f"cannot reach the accessibility bus {address}")
        for interface in ("org.a11y.atspi.Event.Object", "org.a11y.atspi.Event.Focus"):
            slot = SLOT("hear(QDBusMessage)")  # PySide takes the str (its stubs say bytes)
            ok = self.bus.connect("", "", interface, "", self, slot)  # type: ignore[call-overload]
            if not ok:
                raise RuntimeError(f"cannot listen to {interface}")
        for event in EVENTS:
            # The event alone (signature "s", which every registry takes): a Python list
            # would go out as "av", which the registry ignores without an error.
            call = QDBusMessage.createMethodCall(*REGISTRY, "RegisterEvent")
            call.setArguments([event])
            for _ in range(20):  # the bus starts the registry on the first call: it may lag
                reply = self.bus.call(call)
                if reply.type() != QDBusMessage.MessageType.ErrorMessage:
                    break
                time.sleep(0.25)
            else:
                raise RuntimeError(f"the registry refused {event}: {reply.errorMessage()}")

    def state_of(self, sender: str, path: str) -> set[int]:
        """The AT-SPI states (ATSPI_STATE_* numbers) of the object at ``sender``/``path``."""
        call = QDBusMessage.createMethodCall(sender, path, "org.a11y.atspi.Accessible", "GetState")
        reply = self.bus.call(call)
        if reply.type() == QDBusMessage.MessageType.ErrorMessage:
            raise RuntimeError(f"GetState failed: {reply.errorMessage()}")
        words = plain(reply.arguments()[0])
        if isinstance(words, QDBusArgument):  # an "au" Qt left marshalled
            array, words = words, []
            array.beginArray()
            while not array.atEnd():
                words.append(array.asVariant())
            array.endArray()
        assert isinstance(words, list), words
        return {
            32 * i + bit
            for i, word in enumerate(words)
            for bit in range(32)
            if int(word) >> bit & 1
        }

    @Slot(QDBusMessage)
    def hear(self, message: QDBusMessage) -> None:
        args = message.arguments()
        self.heard.append(
            Heard(
                kind=message.interface().rsplit(".", 1)[-1],
                member=message.member(),
                detail=str(args[0]) if args else "",
                value=plain(args[3]) if len(args) > 3 else None,
                sender=message.service(),
                path=message.path(),
            )
        )

    def announcements(self) -> list[str]:
        """The texts of the Announcement events heard so far."""
        return [str(h.value) for h in self.heard if h.member == "Announcement"]

    def names(self) -> list[str]:
        """The accessible names that changed (PropertyChange accessible-name), in order."""
        return [
            str(h.value)
            for h in self.heard
            if h.member == "PropertyChange" and h.detail == "accessible-name"
        ]

    def wait(self, until: Callable[[], bool], timeout: float = 10.0) -> bool:
        """Pump events until ``until()`` holds or ``timeout`` seconds pass."""
        app = QCoreApplication.instance()
        assert app is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if until():
                return True
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            time.sleep(0.01)
        return until()
