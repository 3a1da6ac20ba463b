"""The player's language, switchable at runtime without a restart.

One :class:`Language` object is created by the app and handed to Main.qml as a required
property. Switching installs the new catalogues, sets the default :class:`QLocale` (so numbers
and dates follow the language) and asks the QML engine to re-evaluate every ``qsTr`` binding.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement, QQmlEngine

from magdagdon.i18n.workflow import (
    LANGUAGES,
    SHIPPED,
    SOURCE_LANGUAGE,
    built_qm,
    offered_languages,
    qm_path,
    translations_dir,
)
from magdagdon.qt.properties import Published, published, uncreatable

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

# Each language by its own name, as a player looking for it would read it.
NATIVE_NAMES: dict[str, str] = {"sv": "Svenska", "fr": "Français", "en": "English"}
# Used when neither the command line, the settings nor the system name a shipped language.
FALLBACK = "en"
# The one line logged when a catalogue was not built (the game never builds one itself).
MISSING_QM = "%s is missing: English until it is built (python -m magdagdon.i18n build)"
# Qt's own catalogues worth loading (standard button texts, dialogs, text-field menus).
QT_CATALOGUES: tuple[str, ...] = ("qtbase", "qtdeclarative")


def native_name(code: str) -> str:
    """A language's name in itself ("Deutsch" for de), as its speakers look for it."""
    if code in NATIVE_NAMES:
        return NATIVE_NAMES[code]
    name = QLocale(code).nativeLanguageName()
    return name[:1].upper() + name[1:] if name else code


_PLACEHOLDER = re.compile(r"%([12])")


def _pair(pattern: str, first: str, second: str) -> str:
    """``pattern`` with %1 and %2 filled in one pass (an item holding "%2" stays as it is)."""
    return _PLACEHOLDER.sub(lambda m: first if m.group(1) == "1" else second, pattern)


def spoken_list(items: Sequence[object]) -> str:
    """A list in the player's language ("3, 4 and 5", "3, 4 et 5"), for Python's texts.

    The one rule numbers.js's ``list()`` follows too: the same two messages of its context
    ("numbers"), so a translator sets a language's list words once for QML and Python alike;
    whole numbers are written as ``whole()`` writes them (the language's digits, a true minus).
    """
    from magdagdon.comeback.text import number

    words = [number(i) if isinstance(i, int) else str(i) for i in items]
    if not words:
        return ""
    text = words[-1]
    if len(words) > 1:
        #: A list's last two items ("3 and 4"; "3, 4 and 5" with the next message); %1 the
        #: second-to-last item, %2 the last one.
        #: Room: 8 characters.
        text = _pair(QCoreApplication.translate("numbers", "%1 and %2"), words[-2], text)
    for word in reversed(words[:-2]):
        #: A list's items before its last two ("3, 4 and 5"); %1 one item, %2 the rest of the list.
        #: Room: 5 characters.
        text = _pair(QCoreApplication.translate("numbers", "%1, %2"), word, text)
    return text


def normalize(code: str | None) -> str | None:
    """Reduce "sv_SE", "fr-CA", "EN" to the code of a language with a catalogue (shipped or in
    progress), or None if there is none."""
    if not code:
        return None
    base = code.replace("-", "_").split("_", 1)[0].strip().lower()
    return base if base in LANGUAGES else None


def _ui_languages() -> list[str]:
    """The user's ordered language list from the system ("fr-CA", "fr", "en-US")."""
    return list(QLocale.system().uiLanguages())


def regional_locale(code: str, ui_languages: list[str] | None = None) -> QLocale:
    """The locale for numbers and dates in language ``code``, keeping the player's region.

    A Canadian or Belgian player who picks French keeps fr_CA / fr_BE dates, a British one
    keeps en_GB dates, because the region comes from the system's list whenever it names the
    same language; otherwise the language's main country (sv_SE, fr_FR, en_US).
    """
    preferred = ui_languages if ui_languages is not None else _ui_languages()
    for name in preferred:
        if normalize(name) == code and ("-" in name or "_" in name):
            regional = QLocale(name.replace("-", "_"))
            if regional.language() == QLocale(code).language():
                return regional
    return QLocale(code)


def system_language(ui_languages: list[str] | None = None) -> str | None:
    """The first shipped language in the system's preference list, if any.

    ``uiLanguages`` is the user's ordered list (e.g. ["fr-CA", "fr", "en-US"]), so a French
    Canadian gets French rather than the English that may also be listed. A language still in
    progress is never picked for the player: only ``--lang`` or a saved choice shows it.
    """
    preferred = ui_languages if ui_languages is not None else _ui_languages()
    for name in preferred:
        code = normalize(name)
        if code in SHIPPED:
            return code
    return None


class _Relay(QObject):
    built = Signal(bool)  # the missing catalogues were built (True) or could not be (False)


@QmlElement
@uncreatable("Language is created by the application and passed to Main.qml.")
class Language(Published):
    """Current language of the interface, the languages on offer, and the switch between them."""

    currentChanged = Signal()

    def __init__(
        self,
        engine: QQmlEngine | None,
        store: Any | None = None,  # the Store (anything with a ``language`` attribute)
        parent: QObject | None = None,
        *,
        folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self._engine = engine
        self._store = store
        self._folder = folder
        self.publish({"current": ""})
        # Installed translators are kept referenced here: Qt does not own them, and a
        # translator collected by Python would silently turn every text back to English source.
        self._translators: list[QTranslator] = []
        self._checked = False  # after_first_frame looked for missing or stale catalogues
        self._available = [{"code": c, "name": native_name(c)} for c in offered_languages(folder)]

    # --- properties -------------------------------------------------------------------------

    def _set_current(self, code: str) -> None:
        self.setCurrent(code)

    # The language shown, as a code ("sv"); assigning one switches to it and saves it.
    current = published(str, "current", currentChanged, write=_set_current)

    def _get_available(self) -> list[dict[str, str]]:
        return [dict(entry) for entry in self._available]

    # [{code, name}] in picker order, each name in its own language.
    available = Property(list, _get_available, constant=True)

    # --- actions ----------------------------------------------------------------------------

    @Slot(str)
    def setCurrent(self, code: str) -> None:
        """The player picked a language: apply it and remember it for the next start.

        An unknown code from QML is logged and ignored rather than raised, because an exception
        must never reach QML.
        """
        chosen = normalize(code)
        if chosen is None:
            log.warning("ignoring unknown language %r (available: %s)", code, ", ".join(LANGUAGES))
            return
        self._apply(chosen)
        self._persist(chosen)

    def start(self, forced: str | None = None) -> str:
        """Pick and apply the language at start-up; returns the code applied.

        Order: ``forced`` (``--lang``, for this run only, not saved) > the saved choice >
        the system locale > English. An unknown forced code is a usage error and raises.
        """
        if forced is not None:
            code = normalize(forced)
            if code is None:
                raise ValueError(
                    f"unknown language {forced!r}: choose one of {', '.join(LANGUAGES)}"
                )
        else:
            code = normalize(self._stored()) or system_language() or FALLBACK
        self._apply(code)
        return code

    def after_first_frame(self) -> threading.Thread | None:
        """Once: build missing or stale catalogues off the GUI thread, then show them.

        Only a source checkout can lack them or hold stale ones (tests, packaging and
        ``python -m magdagdon.i18n build`` make them); its start shows what it has at the
        first frame instead of waiting for lrelease before it.
        """
        if self._checked:
            return None
        self._checked = True
        folder = self._folder
        relay = _Relay(self)  # carries the thread's answer to the GUI thread (queued)
        relay.built.connect(self._reload)

        def build() -> None:
            from magdagdon.i18n.workflow import TranslationToolError, ensure_qm, stale_languages

            if not stale_languages(folder):
                return
            try:
                ensure_qm(folder)
            except TranslationToolError as exc:
                log.error("the translations could not be built: %s", exc)
                return
            relay.built.emit(True)

        thread = threading.Thread(target=build, name="magdagdon-lrelease", daemon=True)
        thread.start()
        return thread

    def _reload(self, built: bool) -> None:
        if built and self.current:
            self._apply(self.current, force=True)

    # --- internals --------------------------------------------------------------------------

    def _stored(self) -> str | None:
        if self._store is None:
            return None
        value = getattr(self._store, "language", None)
        return value if isinstance(value, str) else None

    def _persist(self, code: str) -> None:
        if self._store is not None and self._stored() != code:
            self._store.language = code

    def _load_translators(self, code: str) -> list[QTranslator]:
        """The game's catalogue plus Qt's own (standard dialog buttons and the like)."""
        folder = self._folder or translations_dir()
        translators: list[QTranslator] = []
        game = QTranslator(self)
        # A shipped language's catalogue; a language in progress, its preview (English
        # leftovers marked) or a catalogue its translator built by hand.
        path = built_qm(code, folder) or qm_path(code, folder)
        if game.load(str(path)):
            translators.append(game)
        else:  # built at packaging and test time and after the first frame, never before it
            log.warning(MISSING_QM, path)
        # Qt's own catalogues, one per module: the "qt_<code>" meta catalogue needs modules
        # PySide6-Essentials does not ship, so it fails to load as a whole.
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for module in QT_CATALOGUES if code != SOURCE_LANGUAGE else ():
            qt = QTranslator(self)
            if qt.load(QLocale(code), module, "_", qt_dir):
                translators.append(qt)
        return translators

    def _apply(self, code: str, *, force: bool = False) -> None:
        if code == self.current and self._translators and not force:
            return
        new = self._load_translators(code)
        app = QCoreApplication.instance()
        if app is not None:
            for old in self._translators:
                app.removeTranslator(old)
            for translator in new:
                app.installTranslator(translator)
        for old in self._translators:
            old.deleteLater()
        self._translators = new
        QLocale.setDefault(regional_locale(code))
        self.publish({"current": code})
        if self._engine is not None:
            self._engine.retranslate()
