"""Wiring only: ``create_engine`` makes a window's QML engine and its backends.

``create_engine`` builds everything a window needs and returns the loaded engine without
starting the event loop, so tests drive the real window offscreen; ``application`` finds the
backends again. The staged start (the backend-free first frame) is :mod:`magdagdon.app.startup`,
the ``magdagdon`` command :mod:`magdagdon.app.cli` and its ``--smoke-test``
:mod:`magdagdon.app.smoke`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtQml import QQmlApplicationEngine

from magdagdon.app.startup import (
    AfterFirstFrame,
    StoreLater,
    ensure_application,
    first_look,
    open_kiosk_window,
    open_window,
    qml_dir,
)
from magdagdon.i18n.language import Language
from magdagdon.storage import make_settings

# The game's backends (the engine, the store, the session, the bot...) are imported after the
# window's first frame (issue 16): Main.qml and KioskMain.qml draw that frame without them.
if TYPE_CHECKING:
    from magdagdon.app.application import Application
    from magdagdon.qt.hints import HintService
    from magdagdon.qt.session import GameSession
    from magdagdon.storage import Store


def create_engine(
    settings: QSettings | None = None,
    *,
    lang: str | None = None,
    kiosk: bool | None = False,
    kiosk_pin: str | None = None,
    seed: int | None = None,
    background_writes: bool = False,
    theme: str | None = None,
    staged: bool = False,
) -> QQmlApplicationEngine:
    """A loaded engine whose root object is the main window; the event loop is not started.

    ``settings`` replaces the player's own settings (tests, ``--settings-file``); ``lang``
    forces a language for this run (``--lang``); ``kiosk`` loads the kiosk window instead
    (KioskMain.qml, see magdagdon.kiosk; None: as the stored kiosk setting says) and
    ``kiosk_pin`` replaces the stored operator PIN for this run (``--kiosk-pin-file``); ``seed``
    makes every new game's dice reproducible (tests, replays); ``background_writes`` saves on
    the store's writer thread, as the ``magdagdon`` command does (tests read the file at once);
    ``theme`` overrides the stored theme for this run (``--theme``). ``staged`` (the
    ``magdagdon`` command) returns once the window's first frame (desktop or kiosk) is ready
    to draw and makes the game just after that frame (issue 16); otherwise the game is there
    on return.
    """
    ensure_application()
    settings = settings if settings is not None else make_settings()
    engine = QQmlApplicationEngine()
    engine.addImportPath(str(qml_dir()))
    look = first_look(settings)
    stored = StoreLater(look["language"] if isinstance(look["language"], str) else None)
    language = Language(engine, stored, engine)
    language.start(lang)
    if kiosk is None:
        kiosk = bool(look["kiosk"])
    if kiosk:
        window = open_kiosk_window(engine, look, theme)
    else:
        window = open_window(engine, settings, look, theme)

    def finish() -> None:
        from magdagdon.app.application import Application

        application = Application(
            engine, settings, language, seed=seed, background_writes=background_writes
        )
        stored.store = application.store
        application.load(kiosk=bool(kiosk), kiosk_pin=kiosk_pin, window=window)

    if not staged:
        finish()
        return engine

    AfterFirstFrame(window, finish)
    return engine


def application(engine: QQmlApplicationEngine) -> Application:
    """The application object (and with it every backend) a ``create_engine`` engine has."""
    from magdagdon.app.application import Application

    return Application.of(engine)


def backends(engine: QQmlApplicationEngine) -> tuple[GameSession, Store, Language]:
    """The session, store and language a ``create_engine`` engine was built with."""
    app = application(engine)
    return app.session, app.store, app.language


def hint_service(engine: QQmlApplicationEngine) -> HintService | None:
    """The HINT / risk / review service a ``create_engine`` engine was built with (None in
    the kiosk, whose visitors play without hints)."""
    return application(engine).hints
