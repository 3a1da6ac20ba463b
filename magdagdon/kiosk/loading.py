"""Loading the kiosk into its window: KioskWindow.qml with the app's backends and the controller."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import Q_ARG, QMetaObject
from PySide6.QtQuick import QQuickWindow

from magdagdon.app.startup import AfterFirstFrame
from magdagdon.kiosk.attract import ATTRACT_INTERVAL_MS
from magdagdon.kiosk.controller import KioskController
from magdagdon.kiosk.pin import PIN_MAX_DIGITS, PIN_MIN_DIGITS, valid_pin

#: The operator PIN for one run, for starts that cannot use ``--kiosk-pin-file``.
PIN_VARIABLE = "MAGDAGDON_KIOSK_PIN"

if TYPE_CHECKING:
    from PySide6.QtQml import QQmlApplicationEngine

    from magdagdon.i18n.language import Language
    from magdagdon.kiosk.autoplay import AttractDriver
    from magdagdon.qt.session import GameSession
    from magdagdon.storage import Store


def load_kiosk(
    engine: QQmlApplicationEngine,
    session: GameSession,
    store: Store,
    language: Language,
    *,
    pin: str | None = None,
    window: QQuickWindow,
    extra: dict[str, object] | None = None,
) -> KioskController:
    """Make the kiosk (KioskWindow.qml) in ``window``, the KioskMain.qml that drew the first
    frame (``startup.open_kiosk_window``), with the app's backends plus the kiosk controller.

    ``pin`` (``--kiosk-pin-file``; else the ``MAGDAGDON_KIOSK_PIN`` variable, which is then
    removed so no child process inherits it) replaces the stored PIN for this run only.
    """
    from_environment = os.environ.pop(PIN_VARIABLE, None)
    if pin is None and from_environment is not None:
        if not valid_pin(from_environment.strip()):
            digits = f"{PIN_MIN_DIGITS} to {PIN_MAX_DIGITS} digits"
            raise RuntimeError(f"{PIN_VARIABLE} must be {digits}")
        pin = from_environment.strip()
    kiosk = KioskController(session, store, language, engine, pin=pin)

    def make_driver() -> AttractDriver:
        from magdagdon.kiosk.autoplay import AttractDriver  # the bot (and its threads): kiosks only

        return AttractDriver(kiosk.attract_session, kiosk, interval=ATTRACT_INTERVAL_MS)

    kiosk.set_attract_driver(make_driver)
    properties: dict[str, object] = {
        "session": session,
        "store": store,
        "language": language,
        "kiosk": kiosk,
        **(extra or {}),
    }
    # The window drew its first frame without the backends (issue 16): now the kiosk in it.
    QMetaObject.invokeMethod(window, "start", Q_ARG("QVariant", properties))
    if not window.property("playable"):
        raise RuntimeError("the QML kiosk window could not be loaded (see the QML errors above)")
    kiosk.attach(window)

    # The play screen and the bot come after the first frame (issue 16): the welcome screen
    # shows first.
    def first_frame() -> None:  # on the GUI thread, after the frame
        window.setProperty("warm", True)  # the play screen is made now, in the background
        kiosk.start_attract()

    AfterFirstFrame(window, first_frame, fatal=False)
    return kiosk
