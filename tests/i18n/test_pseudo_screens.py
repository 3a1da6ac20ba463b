"""Issues 19 and 40: a pseudo-language, every text 40% longer, accented and bracketed, over
every page of the desktop game and the kiosk at 800×600: no text elided, cut, spilling out of
its box or over another text (tests/textfit.py), and no text that came from no catalogue (a
word outside every bracket: hard-coded, or glued together in code).

The catalogue is made at test time from the real sources (tests/i18n/pseudo.py), so every
message the code has is in it, plural forms and placeholders included; it is loaded with a
QTranslator into the real window. ``SHOWN`` lists the QML files whose texts each tour shows,
and a test holds every file with texts to being shown (or to a reason it is not).
Screenshots: test-artifacts/screenshots/pseudo/.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magdagdon.i18n.workflow import PROJECT_DIR, ts_path
from tests.i18n.catalogue import placeholders, read
from tests.i18n.pseudo import outside_catalogues
from tests.i18n.screens import (
    CLOSING,
    OPENING,
    PSEUDO,
    Looker,
    build_game,
    desktop,
    kiosk,
    pseudo,
    seed_settings,
    tour_comeback,
    tour_first_start,
    tour_game_and_pages,
    tour_game_over,
    tour_kiosk,
    tour_kiosk_first_start,
    write_pseudo_catalogue,
)
from tests.qml.conftest import SCREENSHOTS

SHOTS = SCREENSHOTS / "pseudo"
SIZE = (800, 600)


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_pseudo_catalogue(tmp_path_factory.mktemp("pseudo"))


def test_pseudo_texts_are_longer_accented_and_keep_placeholders() -> None:
    text = "Streak: %n days in a row · best %L1"
    shown = pseudo(text)
    assert shown.startswith("[Šţŕéåķ: %n ðåýš") and shown.endswith("]")
    assert placeholders(shown) == placeholders(text)
    assert len(shown) >= len(text) * 1.4
    assert "<br/>" in pseudo("Two<br/>lines") and "\n" in pseudo("Two\nlines")
    assert pseudo("CONFIRM").startswith("[ÇÖÑFÎŔM") and pseudo("CONFIRM").isupper()
    assert pseudo("%1 · %2") == "%1 · %2"  # a pattern without words stays as it is


def test_the_pseudo_catalogue_holds_every_message_and_plural(pseudo_qm: Path) -> None:
    _, english = read(ts_path("en", PROJECT_DIR / "translations"))
    _, made = read(ts_path(PSEUDO, pseudo_qm.parent))
    live = {m.key: m for m in english if m.type not in ("vanished", "obsolete")}
    assert {m.key for m in made} == set(live)
    for m in made:
        assert all(placeholders(form) == placeholders(m.source) for form in m.forms), m.where()
        if m.numerus:  # English's two plural forms, each made from its own form
            assert len(m.forms) == 2 and all(f.startswith("[") for f in m.forms), m.where()
    assert ET.parse(ts_path(PSEUDO, pseudo_qm.parent)).getroot().get("language") == "en"
    assert pseudo_qm.stat().st_size > 10_000


#: The QML files whose texts each tour shows (the file that declares each visible text):
#: a tour that stops showing one fails, and a new file with texts fails the coverage test
#: until a tour shows it in the pseudo-language.
SHOWN = {
    "game-and-pages": {
        "AboutPage.qml",
        "ActionButton.qml",
        "CellDelegate.qml",
        "ChoiceRow.qml",
        "ConfirmDialog.qml",
        "DailyPage.qml",
        "DailyTable.qml",
        "GhostDie.qml",
        "KeysDialog.qml",
        "LineTag.qml",
        "NavButton.qml",
        "NavigationBar.qml",
        "PlayCodeDialog.qml",
        "PowerBar.qml",
        "RulesPage.qml",
        "ScoreRow.qml",
        "SettingsPage.qml",
        "StatisticsPage.qml",
        "StatusPanel.qml",
        "TutorialCard.qml",
        "VolumeRow.qml",
    },
    "game-over": {
        "GameOverDialog.qml",
        "MagdagdonOverlay.qml",
        "MiniBoard.qml",
        "ReviewPage.qml",
        "ReviewTurnDelegate.qml",
        "ScoreBreakdownView.qml",
    },
    "comeback": {
        "HighScoresPage.qml",
        "HistogramChart.qml",
        "HistoryChart.qml",
        "ReplayPage.qml",
        "StatCard.qml",
    },
    "first-start": {"TutorialOverlay.qml"},
    "kiosk": {
        "IdleCountdownOverlay.qml",
        "KioskHowToCard.qml",
        "KioskPlayScreen.qml",
        "KioskScoresPage.qml",
        "OperatorLookSection.qml",
        "OperatorPage.qml",
        "OperatorSoundSection.qml",
        "PinPadDialog.qml",
        "WelcomePage.qml",
    },
    "pin": {"PinPadDialog.qml"},
    "notice-and-menu": {"SaveProblemBanner.qml", "NavigationMenu.qml"},
}
#: Files with texts no tour needs to show, and why.
NOT_SHOWN = {
    "BoardView.qml": "a screen-reader name only",
    "DieDelegate.qml": "screen-reader names only (the dice show pips)",
    "KioskCornerArea.qml": "a screen-reader name only",
    "GameView.qml": "screen-reader names and announcements; its buttons are ActionButtons",
    "ShareButton.qml": "an ActionButton, which draws its texts",
    "GameWindow.qml": "its questions are drawn by ConfirmDialog",
    "Main.qml": "the window's title, drawn by the system",
    "KioskMain.qml": "the window's title, drawn by the system",
    "KioskStartFrame.qml": "the kiosk's first frame, drawn before any catalogue is loaded;"
    " its texts are WelcomePage's, which the kiosk tour shows",
}
QML_TEXT = re.compile(r"\bqsTr(?:anslate)?\(|^\s*Text\s*\{", re.M)


def _look(ui, tour, name: str) -> set[str]:
    """Tour ``ui`` in the pseudo-language: fails on cut-off text and on text from no
    catalogue; returns the QML files whose texts it showed."""
    looker = Looker(ui, SHOTS, "pseudo", leaks=outside_catalogues)
    looker.tour(tour)
    missing = SHOWN[name] - looker.files
    assert not missing, f"the {name} tour no longer shows the texts of {sorted(missing)}"
    return looker.files


def test_the_tours_show_every_file_with_texts() -> None:
    """Every QML file that declares a text is shown by a pseudo tour, or says why not."""
    files = {p.name for p in (PROJECT_DIR / "qml").rglob("*.qml") if QML_TEXT.search(p.read_text())}
    shown = set().union(*SHOWN.values())
    assert files - shown - set(NOT_SHOWN) == set(), "texts no pseudo tour shows"
    assert set(NOT_SHOWN) <= files and not shown & set(NOT_SHOWN)


@pytest.mark.parametrize(
    "seeded, tour",
    [(OPENING, tour_game_and_pages), (OPENING + CLOSING, tour_game_over), (None, tour_comeback)],
    ids=["game-and-pages", "game-over", "comeback"],
)
def test_pseudo_locale_desktop_screens(qtbot, tmp_path: Path, pseudo_qm: Path, seeded, tour):
    settings_file = tmp_path / "settings.ini"
    if seeded is not None:
        seed_settings(settings_file, build_game(seeded))
    name = {tour_game_and_pages: "game-and-pages", tour_game_over: "game-over"}.get(
        tour, "comeback"
    )
    with desktop(qtbot, settings_file, size=SIZE, qm=pseudo_qm) as ui:
        _look(ui, tour, name)


def test_pseudo_locale_first_start_and_guided_game(qtbot, tmp_path: Path, pseudo_qm: Path):
    with desktop(qtbot, tmp_path / "s.ini", size=SIZE, qm=pseudo_qm, returning=False) as ui:
        _look(ui, tour_first_start, "first-start")


def tour_notice_and_menu(ui, look) -> None:
    """A settings file that cannot be used: the notice over the game. Then text large enough
    that the navigation bar keeps some pages in its MORE menu, open."""
    look("25-save-problem")
    ui.store.setProperty("textSize", 150)
    ui.settle(50)
    if not ui.visible("moreButton"):
        ui.store.setProperty("textSize", 200)
        ui.settle(50)
    ui.tap("moreButton")
    ui.settle(100)
    look("26-more-menu")
    QTest.keyClick(ui.window, Qt.Key.Key_Escape)
    ui.settle(100)


def test_pseudo_locale_notice_and_more_menu(qtbot, tmp_path: Path, pseudo_qm: Path):
    unusable = tmp_path / "settings.ini"
    unusable.mkdir()  # a folder where the settings file should be: nothing can be saved
    with desktop(qtbot, unusable, size=SIZE, qm=pseudo_qm) as ui:
        _look(ui, tour_notice_and_menu, "notice-and-menu")


@pytest.mark.parametrize(
    "tour, provision", [(tour_kiosk, True), (tour_kiosk_first_start, False)], ids=["kiosk", "pin"]
)
def test_pseudo_locale_kiosk_screens(qtbot, tmp_path: Path, pseudo_qm: Path, tour, provision):
    with kiosk(qtbot, tmp_path / "s.ini", size=SIZE, provision=provision, qm=pseudo_qm) as ui:
        _look(ui, tour, "kiosk" if tour is tour_kiosk else "pin")


@pytest.mark.parametrize(
    ("text", "leaks"),
    [
        ("[Ŕöļļ ļöŕém]", []),
        ("[Šţéþ 2 öƒ 9 · [Ŕöļļîñĝ·]]", []),  # a text made of others keeps their brackets
        ("PEACEFUL · 218 · −15", []),  # a name no language translates, numbers
        ("MAGDAGDON P5WX9RG-DQTQK1N", []),  # a game code is data
        ("Monday, December 7, 2026", []),  # the locale writes dates
        ("Roll", ["Roll"]),  # a text that came from no catalogue
        ("[Ŕöļļ] and [ķéþţ]", ["and"]),  # a sentence glued from translated pieces
    ],
)
def test_a_text_from_no_catalogue_is_found(text: str, leaks: list[str]) -> None:
    assert outside_catalogues(text) == leaks
