"""Issue 19: a pseudo-translation, every text 40% longer and accented, over every screen at
800×600: no text elided, cut, spilling out of its box or over another text (tests/textfit.py).

The catalogue is made at test time from the real sources (tests/i18n/screens.py: pseudo), so
every message the code has is in it, plural forms and placeholders included; it is loaded
with a QTranslator into the real window. Screenshots: test-artifacts/screenshots/pseudo/.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from magdagdon.i18n.workflow import PROJECT_DIR, ts_path
from tests.i18n.catalogue import placeholders, read
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


@pytest.mark.parametrize(
    "seeded, tour",
    [(OPENING, tour_game_and_pages), (OPENING + CLOSING, tour_game_over), (None, tour_comeback)],
    ids=["game-and-pages", "game-over", "comeback"],
)
def test_pseudo_locale_desktop_screens(qtbot, tmp_path: Path, pseudo_qm: Path, seeded, tour):
    settings_file = tmp_path / "settings.ini"
    if seeded is not None:
        seed_settings(settings_file, build_game(seeded))
    with desktop(qtbot, settings_file, size=SIZE, qm=pseudo_qm) as ui:
        Looker(ui, SHOTS, "pseudo").tour(tour)


def test_pseudo_locale_first_start_and_guided_game(qtbot, tmp_path: Path, pseudo_qm: Path):
    with desktop(qtbot, tmp_path / "s.ini", size=SIZE, qm=pseudo_qm, returning=False) as ui:
        Looker(ui, SHOTS, "pseudo").tour(tour_first_start)


@pytest.mark.parametrize(
    "tour, provision", [(tour_kiosk, True), (tour_kiosk_first_start, False)], ids=["kiosk", "pin"]
)
def test_pseudo_locale_kiosk_screens(qtbot, tmp_path: Path, pseudo_qm: Path, tour, provision):
    with kiosk(qtbot, tmp_path / "s.ini", size=SIZE, provision=provision, qm=pseudo_qm) as ui:
        Looker(ui, SHOTS, "pseudo").tour(tour)
