"""Wiring only: application, style, font, settings, backends, QML engine, command line.

``create_engine`` builds everything a window needs and returns the loaded engine without
starting the event loop, so tests drive the real window offscreen. ``main`` is the
``magdagdon`` command.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QSettings,
    QTimer,
    QtMsgType,
    Slot,
    qInstallMessageHandler,
)
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtQuickControls2 import QQuickStyle

from magdagdon import __version__
from magdagdon.i18n import LANGUAGES
from magdagdon.language import Language
from magdagdon.storage import THEMES, SingleInstance, make_settings, problem_with, settings_path

# The game's backends (the engine, the store, the session, the bot...) are imported after the
# window's first frame (issue 16): Main.qml draws that frame without them.
if TYPE_CHECKING:
    from magdagdon.application import Application
    from magdagdon.hints import HintService
    from magdagdon.session import GameSession
    from magdagdon.storage import Store

log = logging.getLogger(__name__)

_styled = False
STYLE = "Basic"  # pinned: the views draw their own look; no platform style may change it
FONT_FAMILY = "Quicksand"


def resource_root() -> Path:
    """Where qml/ and resources/ live: the project folder, or the frozen bundle's data."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) if frozen else Path(__file__).resolve().parent.parent


def qml_dir() -> Path:
    return resource_root() / "qml"


def app_version() -> str:
    """The version shown in About and ``--version`` (a constant: see magdagdon/__init__.py)."""
    return __version__


def ensure_application(argv: Sequence[str] | None = None) -> QGuiApplication:
    """The running application, or a new one named for QSettings and About."""
    global _styled
    if not _styled:  # once per process: Qt warns when it is set again after QML loaded
        QQuickStyle.setStyle(STYLE)
        _styled = True
    running = QGuiApplication.instance()
    if isinstance(running, QGuiApplication):
        app = running
    elif running is None:
        app = QGuiApplication(list(argv) if argv is not None else sys.argv[:1])
    else:
        raise RuntimeError("a QCoreApplication without a GUI is running: no window can open")
    QCoreApplication.setOrganizationName("CUBIRI")
    QCoreApplication.setApplicationName("MAGDAGDON")
    QCoreApplication.setApplicationVersion(app_version())
    load_fonts(app)
    return app


def load_fonts(app: QGuiApplication) -> str:
    """Register the bundled Quicksand faces once and make them the default font."""
    families: set[str] = set(QFontDatabase.families()) & {FONT_FAMILY}
    fonts = [] if families else sorted((resource_root() / "resources" / "fonts").glob("*.ttf"))
    for path in fonts:
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("could not load the font %s", path)
            continue
        families.update(QFontDatabase.applicationFontFamilies(font_id))
    family = FONT_FAMILY if FONT_FAMILY in families else app.font().family()
    font = QFont(app.font())
    font.setFamily(family)
    app.setFont(font)
    return family


class StoreLater:
    """The store as the Language sees it before the store exists (the first frame, issue 16):
    the stored choice read from the file, then the real store once the application made it."""

    def __init__(self, language: str | None) -> None:
        self.store: Store | None = None
        self._language = language

    @property
    def language(self) -> str | None:
        return self._language if self.store is None else self.store.language

    @language.setter
    def language(self, code: str) -> None:
        if self.store is None:  # no picker is on screen before the game is
            raise RuntimeError("the store is not made yet")
        self.store.language = code


def first_look(settings: QSettings) -> dict[str, object]:
    """What the first frame needs from the settings file, read without the store: the theme,
    text size, reduced motion, language and kiosk flag (a value the store would reject reads
    as its default, as the store reads it)."""
    from magdagdon.storage import ini
    from magdagdon.storage.file import MAX_FILE_BYTES
    from magdagdon.storage.schema import SETTINGS, setting_key
    from magdagdon.storage.values import load_versioned

    found: dict[str, object] = {}
    try:
        doc = ini.parse(Path(settings_path(settings)).read_bytes()[:MAX_FILE_BYTES])
    except (OSError, ValueError):
        doc = None
    for name in ("theme", "textSize", "reducedMotion", "language", "kiosk"):
        setting = SETTINGS[name]
        found[name] = setting.default
        entry = doc.entries.get(setting_key(name)) if doc is not None else None
        if entry is None or entry.text is None:
            continue
        try:
            data = load_versioned(entry.text)
        except ValueError:
            continue
        if set(data) == {"version", "value"} and setting.valid(data["value"]):
            found[name] = data["value"]
    return found


def open_window(
    engine: QQmlApplicationEngine, settings: QSettings, look: dict[str, object], theme: str | None
) -> QQuickWindow:
    """The desktop window's first frame: Main.qml without the backends (the navigation bar
    and the empty board in the stored look), at the place the player left it."""
    from magdagdon.windowplace import remember  # the window opens where it was left

    engine.setInitialProperties(
        {
            "kiosk": False,
            "startTheme": look["theme"],
            "startTextSize": look["textSize"],
            "startReducedMotion": look["reducedMotion"],
            "themeOverride": theme or "",
        }
    )
    engine.loadFromModule("Magdagdon", "Main")
    roots = engine.rootObjects()
    if not roots or not isinstance(roots[0], QQuickWindow):
        raise RuntimeError("the QML main window could not be loaded (see the QML errors above)")
    remember(roots[0], settings)
    return roots[0]


class _AfterFirstFrame(QObject):
    """Runs ``then`` once, from the event loop, after the window's first frame is on screen.

    A QObject of the GUI thread receives the frame (queued when the render loop has a thread
    of its own): the ``Qt`` namespace's hundred enums, which PySide builds on first use, cost
    ~30 ms that the first frame does not need.
    """

    def __init__(self, window: QQuickWindow, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._then = then
        window.frameSwapped.connect(self.swapped)

    @Slot()
    def swapped(self) -> None:
        self._window.frameSwapped.disconnect(self.swapped)
        QTimer.singleShot(0, self.run)  # not inside the render loop's signal

    def run(self) -> None:
        try:
            self._then()
        except RuntimeError as exc:  # as main() says a failed load: one line, status 1
            print(f"magdagdon: {exc}", file=sys.stderr)
            QCoreApplication.exit(1)
        except Exception:  # the game could not be made: say why and end
            log.exception("the game could not be made")
            QCoreApplication.exit(1)
        finally:
            self.deleteLater()


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
    ``magdagdon`` command) returns once the desktop window's first frame is ready to draw and
    makes the game just after that frame (issue 16); otherwise the game is there on return.
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
    window = None if kiosk else open_window(engine, settings, look, theme)

    def finish() -> None:
        from magdagdon.application import Application

        application = Application(
            engine, settings, language, seed=seed, background_writes=background_writes
        )
        stored.store = application.store
        application.load(kiosk=bool(kiosk), kiosk_pin=kiosk_pin, window=window)
        if theme is not None and kiosk:
            for root in engine.rootObjects():
                root.setProperty("themeOverride", theme)

    if window is None or not staged:
        finish()
        return engine

    _AfterFirstFrame(window, finish)
    return engine


def application(engine: QQmlApplicationEngine) -> Application:
    """The application object (and with it every backend) a ``create_engine`` engine has."""
    from magdagdon.application import Application

    return Application.of(engine)


def backends(engine: QQmlApplicationEngine) -> tuple[GameSession, Store, Language]:
    """The session, store and language a ``create_engine`` engine was built with."""
    app = application(engine)
    return app.session, app.store, app.language


def hint_service(engine: QQmlApplicationEngine) -> HintService | None:
    """The HINT / risk / review service a ``create_engine`` engine was built with (None in
    the kiosk, whose visitors play without hints)."""
    return application(engine).hints


class QmlErrorCounter:
    """Counts QML warnings and errors (``--smoke-test`` fails on any)."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self._previous: Callable[..., None] | None = None

    def __call__(self, mode: QtMsgType, context: object, message: str) -> None:
        serious = mode in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
        qml = mode == QtMsgType.QtWarningMsg and (".qml" in message or "qrc:" in message)
        if serious or qml:
            self.messages.append(message)
        sys.stderr.write(message + "\n")

    def install(self) -> None:
        self._previous = qInstallMessageHandler(self)

    def uninstall(self) -> None:
        qInstallMessageHandler(self._previous)


def play_scripted_turn(session: GameSession) -> None:
    """One turn through the session's slots, as a player would: roll, place, confirm.

    The placement comes from the engine's own search, so the turn never walks into a dead end.
    A game restored mid-turn or finished (from ``--settings-file``) is replaced by a new one.
    """
    if not session.canRoll:
        session.newGame()
    turns = session.turns
    session.roll()
    game = session.game
    if session.phase == "MAGDAGDON":
        session.acceptMagdagdon()
        session.tapCell(min(game.ruinable_cells))
        return
    from magdagdon.engine.board import encode, iter_placements

    values = [d.value for d in game.dice]
    plan = next(iter_placements(encode(game.field), values, game.required))
    free = list(range(len(values)))
    for cell, value in plan:
        die = next(d for d in free if values[d] == value)
        free.remove(die)
        session.tapDie(die)
        session.tapCell(cell)
    session.confirm()
    if session.turns != turns + 1:
        raise RuntimeError(f"the scripted turn did not end: {game!r}")


def smoke_test(engine: QQmlApplicationEngine, errors: QmlErrorCounter, timeout_ms: int) -> int:
    """First frame, one scripted turn, every language; 0 when nothing complained."""
    app = QGuiApplication.instance()
    assert app is not None
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    session, store, language = backends(engine)
    result: dict[str, int] = {}

    def fail(why: str) -> None:
        print(f"smoke test failed: {why}", file=sys.stderr)
        result.setdefault("code", 1)
        app.exit()  # not quit(): a kiosk window refuses to close, which cancels quit()

    def after_first_frame() -> None:
        window.frameSwapped.disconnect(after_first_frame)
        try:
            play_scripted_turn(session)
            app.processEvents()
            for code in (*LANGUAGES, language.current):
                language.setCurrent(code)
                app.processEvents()
        except Exception as exc:  # report any failure as the test's result
            fail(repr(exc))
            return
        if session.rejections:
            fail(f"the engine refused {session.rejections} action(s)")
            return
        if not store.flush(10) or not store.can_save:  # issue 17: nothing can be saved
            fail(f"nothing can be saved: {store.saveProblem or 'the writes did not finish'}")
            return
        print(f"smoke test: first frame, turn {session.turns} played, languages {LANGUAGES}")
        result.setdefault("code", 0)
        app.exit()  # not quit(): a kiosk window refuses to close, which cancels quit()

    window.frameSwapped.connect(after_first_frame)
    if not window.isVisible():
        window.show()  # (never on a shown window: show() makes a fullscreen kiosk windowed)
    window.update()  # a window already on screen draws again, so the test sees a frame
    QTimer.singleShot(timeout_ms, lambda: fail("no frame within the time limit"))
    app.exec()
    if errors.messages:
        print(f"smoke test failed: {len(errors.messages)} QML error(s)", file=sys.stderr)
        return 1
    return result.get("code", 1)


def _kiosk_pin(text: str) -> str:
    if not (text.isascii() and text.isdigit() and 4 <= len(text) <= 8):
        raise argparse.ArgumentTypeError("a kiosk PIN is 4 to 8 digits")
    return text


def _kiosk_pin_file(path: str) -> str:
    """The PIN from a file: on the command line, ``ps`` would show it to every user."""
    try:
        text = Path(path).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeError) as exc:
        raise argparse.ArgumentTypeError(f"cannot read the PIN file: {exc}") from exc
    return _kiosk_pin(text)


def _no_pin_on_command_line(_text: str) -> str:
    raise argparse.ArgumentTypeError(
        "a PIN on the command line shows in ps: use --kiosk-pin-file PATH or MAGDAGDON_KIOSK_PIN"
    )


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="magdagdon",
        description="MAGDAGDON, a CUBIRI ORIGINAL: roll four dice, grow one field of numbers.",
    )
    parser.add_argument("--lang", choices=LANGUAGES, help="language for this run only")
    parser.add_argument(
        "--settings-file", metavar="PATH", type=Path, help="use this INI file for settings"
    )
    parser.add_argument(
        "--theme", choices=THEMES, help="colour theme for this run only (contrast: high contrast)"
    )
    parser.add_argument("--kiosk", action="store_true", help="fullscreen kiosk mode")
    parser.add_argument(
        "--kiosk-pin-file",
        metavar="PATH",
        type=_kiosk_pin_file,
        help="operator PIN for this run (4-8 digits), read from this file"
        " (or set MAGDAGDON_KIOSK_PIN)",
    )
    parser.add_argument("--kiosk-pin", type=_no_pin_on_command_line, help=argparse.SUPPRESS)
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the window, play one turn, switch languages, quit (exit 0 when healthy)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {app_version()}")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """The ``magdagdon`` command."""
    args = parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.settings_file is not None and (why := problem_with(args.settings_file)):
        print(f"magdagdon: {why}", file=sys.stderr)  # issue 17: one line, exit status 2
        return 2
    errors = QmlErrorCounter()
    temp: tempfile.TemporaryDirectory[str] | None = None
    if args.smoke_test:
        no_display = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
        if no_display and sys.platform.startswith("linux"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        if args.settings_file is None:  # never touch the player's own settings
            temp = tempfile.TemporaryDirectory(prefix="magdagdon-smoke-")
            args.settings_file = Path(temp.name) / "settings.ini"
        errors.install()
    ensure_application(sys.argv[:1])
    settings = make_settings(args.settings_file) if args.settings_file else make_settings()
    instance = SingleInstance(settings_path(settings))  # one window per settings file
    if not args.smoke_test and not instance.claim():
        print(instance.message())
        return 0
    try:
        engine = create_engine(
            settings,
            lang=args.lang,
            kiosk=True if args.kiosk else None,
            kiosk_pin=args.kiosk_pin_file,
            background_writes=True,
            theme=args.theme,
            staged=not args.smoke_test,
        )
    except RuntimeError as exc:
        print(f"magdagdon: {exc}", file=sys.stderr)
        return 1
    if args.smoke_test:
        code = smoke_test(engine, errors, timeout_ms=20_000)
        errors.uninstall()
        del engine
        if temp is not None:
            temp.cleanup()
        return code
    window = engine.rootObjects()[0]
    if isinstance(
        window, QQuickWindow
    ):  # a second start hands over: this window comes to the front

        def to_front() -> None:
            window.show()
            window.raise_()
            window.requestActivate()

        instance.raiseRequested.connect(to_front)
    app = QGuiApplication.instance()
    assert app is not None
    return app.exec()
