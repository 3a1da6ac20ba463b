"""The staged start (issue 16): what happens before and at the window's first frame.

The application, its style and fonts; the look the first frame needs, read from the settings
file without the store (``first_look``); the desktop window's backend-free first frame
(``open_window``: Main.qml) and the kiosk's (``open_kiosk_window``: KioskMain.qml); and
``AfterFirstFrame``, which makes the game once that frame is on screen. Nothing here imports
the engine, the store, the session or the bot: ``app.create_engine`` does, after the frame.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QTimer, Slot
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtQuickControls2 import QQuickStyle

from magdagdon import __version__
from magdagdon.app import pyside_hook  # noqa: F401 (first: PySide's hook reads no sources)
from magdagdon.storage import settings_path

if TYPE_CHECKING:
    from magdagdon.storage import Store

log = logging.getLogger(__name__)

_styled = False
STYLE = "Basic"  # pinned: the views draw their own look; no platform style may change it
FONT_FAMILY = "Quicksand"


def resource_root() -> Path:
    """Where qml/ and resources/ live: the project folder, or the frozen bundle's data."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) if frozen else Path(__file__).resolve().parents[2]


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


#: The kiosk's own look (issue 15: chosen on its operator screen), where the store keeps one.
KIOSK_LOOK = {
    "theme": "kioskTheme",
    "textSize": "kioskTextSize",
    "reducedMotion": "kioskReducedMotion",
}


def first_look(settings: QSettings) -> dict[str, object]:
    """What the first frame needs from the settings file, read without the store: the theme,
    text size, reduced motion, language and kiosk flag, and the kiosk's own look where the
    store has one (a value the store would reject reads as its default, as the store reads
    it); whether the game the window will show has Majda Powers (``powers``: NIGHTMARE's
    game screen has no power bar, so its board sits elsewhere), and their names (the power
    bar's buttons, how many share its row: ``powerNames``, the engine's table)."""
    from magdagdon.engine.powers import POWERS
    from magdagdon.engine.rules import Difficulty  # the schema's import: loaded already
    from magdagdon.storage import ini
    from magdagdon.storage.file import KEY_GAME, MAX_FILE_BYTES, SECTIONS
    from magdagdon.storage.file import known as the_games
    from magdagdon.storage.safeio import read_regular
    from magdagdon.storage.schema import SETTINGS, setting_key
    from magdagdon.storage.values import load_versioned

    found: dict[str, object] = {}
    try:  # bounded, never blocking: a FIFO or /dev/zero there is the store's to refuse
        read = read_regular(settings_path(settings), MAX_FILE_BYTES)
        doc = ini.parse(read.data, SECTIONS, the_games) if read is not None else None
    except (OSError, ValueError):
        doc = None
    kiosk_look = [name for name in KIOSK_LOOK.values() if name in SETTINGS]
    names = ("theme", "textSize", "reducedMotion", "language", "kiosk", "difficulty")
    for name in (*names, *kiosk_look):
        setting = SETTINGS[name]
        found[name] = setting.default
        entry = doc.entries.get(setting_key(name)) if doc is not None else None
        if entry is None or entry.text is None:
            continue
        try:
            data = load_versioned(entry.text, setting_key(name))
        except ValueError:
            continue
        if set(data) == {"version", "value"} and setting.valid(data["value"]):
            found[name] = data["value"]
    # The session restores the saved game (a daily may be of another difficulty than the
    # one last chosen); without one it starts a game of the chosen difficulty.
    entry = doc.entries.get(KEY_GAME) if doc is not None else None
    try:
        saved = load_versioned(entry.text, KEY_GAME)["game"]["difficulty"] if entry else None
    except (ValueError, KeyError, TypeError):
        saved = None
    known = isinstance(saved, str) and saved in Difficulty.__members__
    found["powers"] = Difficulty[str(saved if known else found["difficulty"])].powers > 0
    found["powerNames"] = [power.name for power in POWERS]
    return found


def open_window(
    engine: QQmlApplicationEngine, settings: QSettings, look: dict[str, object], theme: str | None
) -> QQuickWindow:
    """The desktop window's first frame: Main.qml without the backends (the navigation bar
    and the empty board in the stored look), at the place the player left it."""
    from magdagdon.app.windowplace import remember  # the window opens where it was left

    engine.setInitialProperties(
        {
            "kiosk": False,
            "startTheme": look["theme"],
            "startTextSize": look["textSize"],
            "startReducedMotion": look["reducedMotion"],
            "startPowers": look["powers"],
            "startPowerNames": look["powerNames"],
            "themeOverride": theme or "",
        }
    )
    window = _load_window(engine, "Main")
    remember(window, settings)
    return window


def open_kiosk_window(
    engine: QQmlApplicationEngine, look: dict[str, object], theme: str | None
) -> QQuickWindow:
    """The kiosk window's first frame: KioskMain.qml without the backends (the welcome
    screen's paper, frame and title) in the kiosk's stored look, fullscreen;
    ``kiosk.load_kiosk`` fills it."""
    start = {f"start{key[0].upper()}{key[1:]}": look.get(name) for key, name in KIOSK_LOOK.items()}
    engine.setInitialProperties(
        {**{k: v for k, v in start.items() if v is not None}, "themeOverride": theme or ""}
    )
    return _load_window(engine, "KioskMain")


def _load_window(engine: QQmlApplicationEngine, name: str) -> QQuickWindow:
    engine.loadFromModule("Magdagdon", name)
    roots = engine.rootObjects()
    if not roots or not isinstance(roots[0], QQuickWindow):
        raise RuntimeError("the QML main window could not be loaded (see the QML errors above)")
    return roots[0]


class AfterFirstFrame(QObject):
    """Runs ``then`` once, from the event loop, after the window's first frame is on screen.

    A QObject of the GUI thread receives the frame (queued when the render loop has a thread
    of its own): the ``Qt`` namespace's hundred enums, which PySide builds on first use, cost
    ~30 ms that the first frame does not need (so no SingleShotConnection). A threaded render
    loop may have queued a second frame before the first arrives: only the first counts.
    """

    def __init__(
        self, window: QQuickWindow, then: Callable[[], None], *, fatal: bool = True
    ) -> None:
        super().__init__(window)
        self._window = window
        self._then = then
        self._fatal = fatal  # False: a failure of ``then`` is logged, the window goes on
        self._seen = False
        window.frameSwapped.connect(self.swapped)

    @Slot()
    def swapped(self) -> None:
        if self._seen:  # a second frame, queued before the disconnect below
            return
        self._seen = True
        self._window.frameSwapped.disconnect(self.swapped)
        # Not inside the render loop's signal; with this object as the context, a window
        # closed before the event loop comes round (its backends gone) drops the call.
        QTimer.singleShot(0, self, self.run)

    def run(self) -> None:
        if not self._fatal:
            try:
                self._then()
            except Exception:  # what comes after the frame must not take the window down
                log.exception("after the first frame")
            finally:
                self.deleteLater()
            return
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
