"""Language picks, applies and remembers the player's language."""

from __future__ import annotations

import gc
import logging
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtQml import QQmlApplicationEngine

from magdagdon.i18n import language as language_module
from magdagdon.i18n import workflow as i18n_module
from magdagdon.i18n.language import Language, native_name, normalize, system_language
from magdagdon.i18n.workflow import LANGUAGES, SHIPPED
from tests.i18n.stand_in import check_stand_in

#: A language with no catalogue (tests/i18n/stand_in.py): what a German or Japanese system
#: was before any of them could have a catalogue.
NONE = check_stand_in()


class FakeStore:
    """Stands in for storage.Store: only the `language` attribute matters here."""

    def __init__(self, language: str = "") -> None:
        self.language = language
        self.writes: list[str] = []

    def __setattr__(self, name: str, value: object) -> None:
        if name == "language" and hasattr(self, "writes"):
            self.writes.append(str(value))
        super().__setattr__(name, value)


@pytest.fixture
def engine(qapp, monkeypatch: pytest.MonkeyPatch) -> Iterator[QQmlApplicationEngine]:
    """An engine; every Language made in the test has its translators removed afterwards.

    Without that, a translator left by an earlier test would answer first and hide what the
    test's own Language installed.
    """
    made: list[Language] = []
    original_init = Language.__init__

    def tracking_init(self, *args, **kwargs) -> None:
        original_init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(Language, "__init__", tracking_init)
    engine = QQmlApplicationEngine()
    yield engine
    for lang in made:
        for translator in lang._translators:
            qapp.removeTranslator(translator)
    # Gone now, not when a later test's window waits for events or Python collects them.
    made.clear()
    engine.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del engine
    gc.collect()


@pytest.fixture(autouse=True)
def _restore_locale(qapp):
    """Each test starts from English and leaves no translator of its own behind."""
    saved = QLocale()
    yield
    QLocale.setDefault(saved)


@pytest.fixture
def system(monkeypatch: pytest.MonkeyPatch):
    """Pretend the system asks for a given language list."""

    def set_system(*names: str) -> None:
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda: _Sys(list(names))))

    class _Sys:
        def __init__(self, names: list[str]) -> None:
            self._names = names

        def uiLanguages(self) -> list[str]:
            return self._names

    return set_system


def tr(text: str = "Goal", context: str = "RulesPage") -> str:
    return QCoreApplication.translate(context, text)


def test_offers_the_shipped_languages_by_their_own_names(engine) -> None:
    """The rule sheets' two languages and English first, as translations/languages.txt lists
    them; a language shipped later follows, by its own name too."""
    lang = Language(engine)
    available = lang.property("available")
    assert available[:3] == [
        {"code": "sv", "name": "Svenska"},
        {"code": "fr", "name": "Français"},
        {"code": "en", "name": "English"},
    ]
    assert available == [{"code": code, "name": native_name(code)} for code in SHIPPED]


@pytest.mark.parametrize(
    ("forced", "stored", "system_names", "expected"),
    [
        ("fr", "sv", ["en-US"], "fr"),  # --lang wins over everything
        (None, "sv", ["fr-FR"], "sv"),  # then the saved choice
        (None, "", [f"{NONE}-001", "fr-CA", "en-US"], "fr"),  # then the first shipped one
        (None, "", [f"{NONE}-001", "tlh"], "en"),  # then English
        (None, "xx", ["sv-FI"], "sv"),  # a corrupt saved value is ignored
    ],
)
def test_start_picks_forced_then_stored_then_system_then_english(
    engine, system, forced, stored, system_names, expected
) -> None:
    system(*system_names)
    store = FakeStore(stored)
    lang = Language(engine, store)
    assert lang.start(forced) == expected
    assert lang.property("current") == expected
    assert store.writes == [], "start() must not overwrite the saved choice"


def test_start_without_store(engine, system) -> None:
    system("sv-SE")
    assert Language(engine, None).start() == "sv"


def test_unknown_forced_language_is_a_usage_error(engine) -> None:
    with pytest.raises(ValueError, match=rf"unknown language '{NONE}'.*{', '.join(LANGUAGES)}"):
        Language(engine).start(NONE)


def test_switching_translates_sets_locale_and_persists(engine, system) -> None:
    system("en-GB")
    store = FakeStore()
    lang = Language(engine, store)
    lang.start()
    changes: list[str] = []
    lang.currentChanged.connect(lambda: changes.append(lang.property("current")))

    expected = {"sv": "Mål", "fr": "But", "en": "Goal"}
    thousands = {"sv": "1\u00a0234\u00a0567", "fr": "1\u202f234\u202f567", "en": "1,234,567"}
    for code in ("sv", "fr", "en"):
        lang.setCurrent(code)
        assert tr() == expected[code]
        assert QLocale().name().startswith(code)
        assert QLocale().toString(1234567) == thousands[code]
    assert changes == ["sv", "fr", "en"]
    assert store.writes == ["sv", "fr", "en"]


def test_qml_property_setter_switches_too(engine) -> None:
    lang = Language(engine, FakeStore())
    lang.start("en")
    lang.setProperty("current", "fr")
    assert lang.property("current") == "fr"
    assert tr() == "But"


def test_same_language_again_changes_nothing(engine) -> None:
    store = FakeStore("fr")
    lang = Language(engine, store)
    lang.start()
    emitted: list[int] = []
    lang.currentChanged.connect(lambda: emitted.append(1))
    lang.setCurrent("fr")
    lang.setCurrent("fr_FR")
    assert emitted == []
    assert store.writes == []


def test_unknown_language_from_qml_is_ignored(engine, caplog) -> None:
    store = FakeStore()
    lang = Language(engine, store)
    lang.start("sv")
    with caplog.at_level(logging.WARNING, logger="magdagdon.i18n.language"):
        lang.setCurrent("klingon")
    assert lang.property("current") == "sv"
    assert tr() == "Mål"
    assert store.writes == []
    assert "klingon" in caplog.text


def test_translator_stays_alive_without_other_references(engine) -> None:
    lang = Language(engine)
    lang.start("fr")
    gc.collect()
    QCoreApplication.processEvents()
    assert tr() == "But"


def test_qt_standard_texts_follow_the_language(engine) -> None:
    lang = Language(engine)
    lang.start("fr")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    lang.setCurrent("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


@pytest.mark.parametrize(
    ("name", "code"),
    [("sv_SE", "sv"), ("fr-CA", "fr"), ("EN", "en"), (NONE, None), ("", None), (None, None)],
)
def test_normalize(name, code) -> None:
    assert normalize(name) == code


def test_system_language_takes_the_first_shipped_one() -> None:
    assert system_language([f"{NONE}-001", "sv-FI", "fr-FR"]) == "sv"
    assert system_language([f"{NONE}-001"]) is None
    assert system_language([]) is None


def test_module_registers_for_qml() -> None:
    assert language_module.QML_IMPORT_NAME == "Magdagdon.Backend"
    assert language_module.QML_IMPORT_MAJOR_VERSION == 1


def test_a_missing_catalogue_is_a_one_line_warning_not_a_build(
    engine, monkeypatch, caplog, tmp_path
) -> None:
    """Issue 16: the game never runs lrelease at start; a missing .qm still starts it."""

    def never(*_args, **_kwargs):
        raise AssertionError("the game must not build translations at start")

    monkeypatch.setattr(i18n_module, "ensure_qm", never)
    monkeypatch.setattr(i18n_module, "build_qm", never)
    lang = Language(engine, folder=tmp_path)  # an empty folder: no catalogue at all
    with caplog.at_level(logging.WARNING, logger="magdagdon.i18n.language"):
        assert lang.start("fr") == "fr"
    [line] = [r.getMessage() for r in caplog.records if r.name == "magdagdon.i18n.language"]
    assert "missing" in line and "python -m magdagdon.i18n build" in line and "\n" not in line
    assert lang.property("current") == "fr"


def test_a_fresh_checkout_builds_its_catalogues_after_the_first_frame(
    engine, qtbot, monkeypatch, tmp_path
) -> None:
    """No .qm yet (a fresh clone): English at the first frame, the language a moment later."""
    import shutil

    from magdagdon.i18n.workflow import LANGUAGES as CODES
    from magdagdon.i18n.workflow import ts_path

    for code in CODES:
        shutil.copy(ts_path(code), tmp_path)
    lang = Language(engine, folder=tmp_path)
    assert lang.start("fr") == "fr"
    loaded = [t.filePath() for t in lang._translators]
    assert not any(p.endswith("magdagdon_fr.qm") for p in loaded)  # English for now
    thread = lang.after_first_frame()
    assert thread is not None
    thread.join(60)

    def french() -> bool:
        return any(t.filePath().endswith("magdagdon_fr.qm") for t in lang._translators)

    qtbot.waitUntil(french, timeout=10_000)
    assert lang.after_first_frame() is None  # once built, nothing more to do


@pytest.mark.parametrize(
    ("system_list", "code", "name", "short_date"),
    [
        (["fr-CA", "en-US"], "fr", "fr_CA", "2026-03-09"),
        (["fr-BE"], "fr", "fr_BE", "9/03/26"),
        (["en-GB"], "en", "en_GB", "09/03/2026"),
        (["en-US"], "en", "en_US", "3/9/26"),
        (["fr-CA"], "sv", "sv_SE", "2026-03-09"),  # another language: its own main country
    ],
)
def test_the_default_locale_keeps_the_players_region(
    engine, system, system_list: list[str], code: str, name: str, short_date: str
) -> None:
    """A French Canadian or a British player keeps their own date format (issue 19)."""
    from PySide6.QtCore import QDate

    system(*system_list)
    lang = Language(engine)
    lang.setCurrent(code)
    assert QLocale().name() == name
    assert QLocale().toString(QDate(2026, 3, 9), QLocale.FormatType.ShortFormat) == short_date
