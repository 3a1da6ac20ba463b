"""A language switched in the running window shows what a window started in it shows (issue 40).

Numbers, dates and percentages are written for the current language: a text that only calls
``Qt.locale()`` (no ``qsTr``), or a Python text read once, keeps the old language after a live
switch (the risk line's "0.0 %" in Swedish was one, the daily's tag another). So each screen of
the desktop tours is seen twice: in a window started in English and switched live to French,
and in a window started in French; every visible text must be the same in both. (The kiosk's
visitor games are random, so its screens are checked for English leftovers after each switch
by test_kiosk_screens.py instead.)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from magdagdon.app.wiring import hint_service
from tests.i18n.screens import (
    OPENING,
    build_game,
    desktop,
    seed_settings,
    texts,
    tour_comeback,
    tour_game_and_pages,
    wait_until_still,
)
from tests.i18n.tours import Look

SIZE = (1280, 800)
FIRST, THEN = "en", "fr"
#: Texts that follow the clock, not the language: the same in both windows only by chance
#: (SHARE's "COPIED" for a moment, the countdown to the next daily).
MOVING = ("COPIED",)
COUNTDOWN = re.compile(r"\d+:\d\d:\d\d")


def _seen(ui, switch: str | None) -> dict[str, Counter[str]]:
    """A ``Look`` collecting every screen's visible texts; with ``switch``, each screen is read
    after a live switch to that language (and the window switched back before moving on)."""
    screens: dict[str, Counter[str]] = {}

    hints = hint_service(ui.engine)
    assert hints is not None

    def look(name: str) -> None:
        if _dialog_open(ui):
            return  # a modal dialog covers the Settings page: no switch happens under it
        # The risk line's figure comes from the bot's thread: both windows show it known.
        ui.qtbot.waitUntil(lambda: hints.started and hints.wait(0), timeout=20_000)
        ui.settle(20)
        if switch is not None:
            start = ui.language.property("current")
            ui.language.setCurrent(switch)
            ui.settle(20)
        wait_until_still(ui.window)
        shown = (str(t.property("text")) for t in texts(ui.window))
        screens[name] = Counter(
            t for t in shown if not any(m in t for m in MOVING) and not COUNTDOWN.search(t)
        )
        if switch is not None:
            ui.language.setCurrent(start)
            ui.settle(20)

    ui.look = look
    return screens


def _dialog_open(ui) -> bool:
    """A dialog (a question, Play a code, the key list) covers the window: its text was
    written when it opened, and the language cannot change under it."""
    stack = [ui.window.contentItem()]
    while stack:
        item = stack.pop()
        if not item.isVisible():
            continue
        kind = item.metaObject().className()
        if ("Dialog" in kind or kind.startswith("QQuickPopupItem")) and item.property("open"):
            return True
        stack.extend(item.childItems())
    return False


def _tour(qtbot, settings_file: Path, lang: str, tour: Callable[..., None], switch: str | None):
    with desktop(qtbot, settings_file, size=SIZE, lang=lang) as ui:
        ui.store.setProperty("reducedMotion", True)  # no band sweeping in during a look
        screens = _seen(ui, switch)
        look: Look = ui.look
        tour(ui, look)
    return screens


@pytest.mark.parametrize(
    ("seeded", "tour"),
    [(True, tour_game_and_pages), (False, tour_comeback)],
    ids=["game-and-pages", "comeback"],
)
def test_a_live_switch_shows_what_a_fresh_start_shows(qtbot, tmp_path: Path, seeded, tour):
    results = []
    for n, (lang, switch) in enumerate([(FIRST, THEN), (THEN, None)]):
        settings_file = tmp_path / f"settings-{n}.ini"
        if seeded:
            seed_settings(settings_file, build_game(OPENING))
        results.append(_tour(qtbot, settings_file, lang, tour, switch))
    switched, fresh = results
    assert switched.keys() == fresh.keys()
    problems = []
    for name in fresh:
        stale = switched[name] - fresh[name]
        missing = fresh[name] - switched[name]
        if stale or missing:
            problems.append(
                f"{name}: after the switch {sorted(stale)}; a fresh start: {sorted(missing)}"
            )
    assert not problems, "texts that kept the old language:\n" + "\n".join(problems)


def test_the_tag_names_the_game_on_the_board(qtbot, tmp_path: Path) -> None:
    """The navigation bar's tag says which game the board shows: today's daily, in the
    language of the moment (its date too), and nothing while the guided game plays its own
    board over it (it named the daily behind it, issue 40)."""
    from datetime import date

    from PySide6.QtCore import QLocale

    from magdagdon.app.wiring import application
    from magdagdon.i18n.dates import day
    from tests.i18n.tours import go_to, tap_revealed

    with desktop(qtbot, tmp_path / "settings.ini", size=SIZE, lang="en") as ui:
        comeback = application(ui.engine).comeback
        assert comeback is not None
        comeback.playDaily("PEACEFUL")
        ui.settle(20)
        note = ui.item("navigationBar").property("note")
        today = date.today()  # the month by its name, never "12/7/26" (i18n/dates.py)
        assert note == f"DAILY {day(today, locale=QLocale('en'))}"
        assert ui.visible("gameTag")
        ui.language.setCurrent("fr")
        ui.settle(20)
        note = ui.item("navigationBar").property("note")
        assert note == f"DÉFI DU {day(today, locale=QLocale('fr'))}"
        go_to(ui, "rulesButton")
        tap_revealed(ui, "learnButton")
        ui.settle(20)
        assert ui.visible("tutorialCard")
        assert ui.item("navigationBar").property("note") == "" and not ui.visible("gameTag")
        ui.tap("tutorialSkipButton")
        ui.settle(20)
        assert ui.item("navigationBar").property("note").startswith("DÉFI DU ")
