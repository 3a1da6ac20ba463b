"""Issue 15: text at 200% on every screen at 1280×800, with no text elided, cut, spilling out
of its box or over another text (the checker of tests/textfit.py, as for the pseudo-locale).

Screenshots: test-artifacts/screenshots/text-200/. The kiosk's own text size (the operator
page's, store kioskTextSize) is checked on every kiosk screen at 200% in en/sv/fr, at
1080×1920 and 1920×1080, by tests/kiosk/test_look.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from magdagdon.i18n.workflow import SHIPPED
from tests.i18n.screens import (
    CLOSING,
    OPENING,
    Looker,
    build_game,
    desktop,
    seed_settings,
    tour_comeback,
    tour_first_start,
    tour_game_and_pages,
    tour_game_over,
)
from tests.qml.conftest import SCREENSHOTS

SHOTS = SCREENSHOTS / "text-200"
#: Every shipped translation, French and Swedish first (the longest words so far).
TRANSLATED = ("fr", "sv", *(c for c in SHIPPED if c not in ("fr", "sv", "en")))
SIZE = (1280, 800)
LARGEST = 200  # percent, the top of the Settings slider


@pytest.mark.parametrize(
    "seeded, tour",
    [(OPENING, tour_game_and_pages), (OPENING + CLOSING, tour_game_over), (None, tour_comeback)],
    ids=["game-and-pages", "game-over", "comeback"],
)
def test_200_percent_text_desktop_screens(qtbot, tmp_path: Path, seeded, tour) -> None:
    settings_file = tmp_path / "settings.ini"
    if seeded is not None:
        seed_settings(settings_file, build_game(seeded))
    with desktop(qtbot, settings_file, size=SIZE, text_size=LARGEST) as ui:
        Looker(ui, SHOTS, "en-200").tour(tour)


def walk_pages(qtbot, tmp_path: Path, langs: tuple[str, ...], text_size: int) -> None:
    """The game and every page in each of ``langs``, one after the other in one window (the
    language switched live, the seeded game started again): one window start for all."""
    settings_file = tmp_path / "settings.ini"
    seed_settings(settings_file, build_game(OPENING))
    with desktop(qtbot, settings_file, size=SIZE, lang=langs[0], text_size=text_size) as ui:
        for n, lang in enumerate(langs):
            if n:
                ui.language.setCurrent(lang)
                ui.session.start_game(build_game(OPENING))
                ui.settle(20)
            Looker(ui, SHOTS, f"{lang}-{text_size}").tour(tour_game_and_pages)


def test_200_percent_text_in_the_longer_languages(qtbot, tmp_path: Path) -> None:
    """French and Swedish words are longer than English ones: the pages hold them too, and
    those of every language shipped later (translations/languages.txt)."""
    walk_pages(qtbot, tmp_path, TRANSLATED, LARGEST)


def test_200_percent_text_on_a_daily_in_french(qtbot, tmp_path: Path) -> None:
    """A returning player's daily, statistics, replay and review: the daily's tag takes the
    navigation bar's second row, and the row of ROLL, CONFIRM and HINT under the board
    still holds CONFIRMER whole."""
    with desktop(qtbot, tmp_path / "settings.ini", size=SIZE, lang="fr", text_size=LARGEST) as ui:
        Looker(ui, SHOTS, "fr-200").tour(tour_comeback)


def test_200_percent_text_first_start_and_guided_game(qtbot, tmp_path: Path) -> None:
    with desktop(qtbot, tmp_path / "s.ini", size=SIZE, text_size=LARGEST, returning=False) as ui:
        Looker(ui, SHOTS, "en-200").tour(tour_first_start)


def test_150_percent_text_pages(qtbot, tmp_path: Path) -> None:
    """Halfway up the slider: layouts that change at some size (the bar's two lines, the
    dialogs' buttons one over the other) hold on either side of the change."""
    walk_pages(qtbot, tmp_path, ("en", *TRANSLATED), 150)
