"""Every screen in every language, switched at runtime in one running window.

Screenshots go to test-artifacts/screenshots/i18n/ (800×600 and 1280×800, sv/fr/en), and
every visible text is checked by tests/textfit.py (elided, cut, spilling out, overlapping).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtTest import QTest

from magdagdon.app.wiring import hint_service
from magdagdon.i18n.workflow import SHIPPED
from tests.i18n.screens import (
    CLOSING,
    MAGDAGDON_ROLL,
    MID_TURN_ROLL,
    OPENING,
    build_game,
    checked_shot,
    desktop_window,
    ruined_game,
    seed_settings,
    texts,
    wait_until_still,
)
from tests.qml.conftest import Ui

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots" / "i18n"
SIZES = [(800, 600), (1280, 800)]

# What the player must see in each language (translations/GLOSSARY.md).
ROLL = {"sv": "KASTA", "fr": "LANCER", "en": "ROLL"}
CONFIRM = {"sv": "BEKRÄFTA", "fr": "CONFIRMER", "en": "CONFIRM"}
SETTINGS_TITLE = {"sv": "INSTÄLLNINGAR", "fr": "PARAMÈTRES", "en": "SETTINGS"}
GOAL = {"sv": "Mål", "fr": "But", "en": "Goal"}


class Screens(Ui):
    """The window, plus language switching and checked screenshots."""

    def shot(self, name: str, code: str) -> Path:
        wait_until_still(self.window)
        return checked_shot(self.window, SHOTS, name, code)

    def switch(self, code: str) -> None:
        self.language.setCurrent(code)
        self.settle(20)

    def open_page(self, button: str) -> None:
        self.tap(button)
        self.settle(20)

    def back(self) -> None:
        self.tap("backButton")
        self.settle(20)


@pytest.fixture
def screens(qtbot, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Screens]:
    """The real window on a settings file holding the game ``request.param`` names."""
    settings_file = tmp_path / "settings.ini"
    param = request.param
    seed_settings(settings_file, param() if callable(param) else build_game(param))
    with desktop_window(qtbot, settings_file, Screens, lang="sv") as ui:
        yield ui


@pytest.mark.parametrize("screens", [OPENING], indirect=True)
def test_language_switches_in_the_running_window(screens: Screens) -> None:
    """sv → fr → en from the settings screen: game, settings and rules follow, no restart."""
    ui = screens
    window, session = ui.window, ui.session
    ui.session.queue_rolls(MID_TURN_ROLL)
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell8")  # a prepared die must survive the switches
    before = session.game.to_dict()
    seen: dict[str, dict[str, str]] = {}
    for code in ("sv", "fr", "en"):
        ui.open_page("settingsButton")
        ui.tap(f"language_{code}")
        ui.settle(20)
        assert ui.language.property("current") == code
        assert ui.store.language == code, "the choice is remembered for the next start"
        settings_title = ui.item("settingsPage").property("title")
        ui.back()
        roll = ui.prop("rollButton", "text")
        confirm = ui.prop("confirmButton", "text")
        ui.open_page("rulesButton")
        heading = ui.prop("rulesHeading0", "text")
        first_step = ui.prop("rulesParagraph1_0", "text")
        ui.back()
        seen[code] = {"settings": settings_title, "roll": roll, "heading": heading}
        assert settings_title == SETTINGS_TITLE[code]
        assert roll == ROLL[code]
        assert confirm == CONFIRM[code]
        assert heading == GOAL[code]
        assert ROLL[code] in first_step
    assert len({v["roll"] for v in seen.values()}) == 3
    assert ui.window is window and ui.engine.rootObjects()[0] is window, "no new window"
    assert session.game.to_dict() == before, "switching language must not touch the game"
    assert session.game.prepared, "the prepared die is still prepared"


def _each_language(ui: Screens, name: str) -> None:
    for code in SHIPPED:
        ui.switch(code)
        ui.shot(name, code)


def _each_language_on_page(ui: Screens, button: str, name: str, check=None) -> None:
    """Switch, open the page as a player would after choosing a language, shoot, go back."""
    for code in SHIPPED:
        ui.switch(code)
        ui.open_page(button)
        if check is not None:
            check(ui, code)
        ui.shot(name, code)
        ui.back()


def _scroll_rules_to_end(ui: Screens, _code: str) -> None:
    flick = ui.item("rulesFlickable")
    flick.setProperty("contentY", max(0.0, flick.property("contentHeight") - flick.height()))
    ui.settle(20)
    last = ui.item("rulesSection7")
    bottom = last.mapToItem(ui.window.contentItem(), 0, last.height()).y()
    assert bottom <= ui.window.contentItem().height() + 1, "the last section can be reached"


def _dates_follow_the_language(ui: Screens, code: str) -> None:
    shown = {item.property("text") for item in texts(ui.window)}
    from magdagdon.i18n.dates import moment

    first = QDateTime.fromSecsSinceEpoch(int(datetime(2026, 3, 14, 18, 5, tzinfo=UTC).timestamp()))
    expected = moment(first, locale=QLocale(code))  # "14 mars 2026 kl. 18:05"
    assert expected in shown, f"high-score date not shown as {expected!r} for {code}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screens", [OPENING], indirect=True)
def test_screenshots_of_game_and_pages(screens: Screens, size: tuple[int, int]) -> None:
    ui = screens
    ui.resize(*size)
    _each_language(ui, "01-game-start")
    ui.session.queue_rolls(MID_TURN_ROLL)
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell8")
    ui.tap("die1")
    assert 9 in ui.lit_cells()
    _each_language(ui, "02-game-mid-turn")
    hints = hint_service(ui.engine)
    assert hints is not None
    ui.tap_enabled("hintButton")
    ui.settle(50)
    ui.tap("dialogAcceptButton")  # a new player's first HINT: told first that it counts
    ui.qtbot.waitUntil(lambda: not hints.busy and bool(hints.hint), timeout=20_000)
    _each_language(ui, "02b-game-hint")
    _each_language_on_page(ui, "rulesButton", "03-rules")
    _each_language_on_page(ui, "rulesButton", "04-rules-end", _scroll_rules_to_end)
    _each_language_on_page(ui, "highScoresButton", "05-high-scores", _dates_follow_the_language)
    _each_language_on_page(ui, "settingsButton", "06-settings")
    _each_language_on_page(ui, "aboutButton", "07-about")
    for code in SHIPPED:  # a game is in progress: NEW GAME asks first
        ui.switch(code)
        ui.tap("newGameButton")
        ui.shot("08-confirm-new-game", code)
        ui.tap("dialogCancelButton")
        ui.settle(20)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screens", [OPENING + CLOSING], indirect=True)
def test_screenshots_of_magdagdon_and_game_over(screens: Screens, size: tuple[int, int]) -> None:
    ui = screens
    ui.resize(*size)
    ui.session.queue_rolls(MAGDAGDON_ROLL)
    ui.tap_enabled("rollButton")
    assert ui.session.phase == "MAGDAGDON"
    _each_language(ui, "09-magdagdon")
    ui.tap_enabled("acceptMagdagdonButton")
    _each_language(ui, "10-choose-ruin")
    ui.tap("cell15")
    assert ui.session.phase == "OVER"
    _each_language(ui, "11-game-over")
    hints = hint_service(ui.engine)
    assert hints is not None
    ui.tap_enabled("reviewButton")
    ui.qtbot.waitUntil(lambda: not hints.busy and bool(hints.review), timeout=30_000)
    _each_language(ui, "12-review")
    QTest.keyClick(ui.window, Qt.Key.Key_Escape)


@pytest.mark.parametrize("screens", [ruined_game], indirect=True)
def test_numbers_follow_the_language(screens: Screens) -> None:
    """A negative score is written the language's way, with a true minus sign in every one."""
    ui = screens
    for code in SHIPPED:
        ui.switch(code)
        shown = ui.prop("scoreLabel", "text")
        expected = QLocale(code).toString(15)
        assert shown == f"\u2212{expected}", f"{code}: score shown as {shown!r}"
