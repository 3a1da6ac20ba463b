"""Issue 15: text at 200% on every screen at 1280×800, with no text elided, cut, spilling out
of its box or over another text (the checker of tests/textfit.py, as for the pseudo-locale).

Screenshots: test-artifacts/screenshots/text-200/. The kiosk's own text size (the operator
page's, store kioskTextSize) is checked on every kiosk screen at 200% in en/sv/fr, at
1080×1920 and 1920×1080, by tests/kiosk/test_look.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

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


@pytest.mark.parametrize(
    "lang, seeded, tour",
    [
        ("fr", OPENING, tour_game_and_pages),
        ("sv", OPENING, tour_game_and_pages),
        ("fr", None, tour_comeback),
    ],
    ids=["fr-pages", "sv-pages", "fr-comeback"],
)
def test_200_percent_text_in_the_longer_languages(
    qtbot, tmp_path: Path, lang, seeded, tour
) -> None:
    """French and Swedish words are longer than English ones: the pages hold them too."""
    settings_file = tmp_path / "settings.ini"
    if seeded is not None:
        seed_settings(settings_file, build_game(seeded))
    with desktop(qtbot, settings_file, size=SIZE, lang=lang, text_size=LARGEST) as ui:
        Looker(ui, SHOTS, f"{lang}-200").tour(tour)


def test_200_percent_text_first_start_and_guided_game(qtbot, tmp_path: Path) -> None:
    with desktop(qtbot, tmp_path / "s.ini", size=SIZE, text_size=LARGEST, returning=False) as ui:
        Looker(ui, SHOTS, "en-200").tour(tour_first_start)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_150_percent_text_pages(qtbot, tmp_path: Path, lang: str) -> None:
    """Halfway up the slider: layouts that change at some size (the bar's two lines, the
    dialogs' buttons one over the other) hold on either side of the change."""
    settings_file = tmp_path / "settings.ini"
    seed_settings(settings_file, build_game(OPENING))
    with desktop(qtbot, settings_file, size=SIZE, lang=lang, text_size=150) as ui:
        Looker(ui, SHOTS, f"{lang}-150").tour(tour_game_and_pages)
