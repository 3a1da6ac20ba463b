"""Every number shown goes through the locale, negatives with a true minus (issue 19, R7.4).

A NIGHTMARE game ruined cell after cell ends below zero: the running score, the game-over
card and its breakdown, their screen-reader names, the high-score table, and the kiosk's
Today's best must all write it the language's way ("−188": U+2212, never "-188"), in
Swedish and French alike, and a list of dice in the language's words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QUrl
from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from magdagdon.engine import Difficulty, Game, Phase
from magdagdon.storage import Store, make_settings
from tests.i18n.screens import desktop_window, texts
from tests.kiosk.conftest import close_kiosk, open_kiosk
from tests.qml.conftest import Ui

# A hyphen-minus (or Qt's locale minus) right before a digit: a number that skipped numbers.js.
RAW_NEGATIVE = re.compile(r"(?<![\w])[-\u2010\u2011]\d")
MINUS = "\u2212"
TABLE_SCORE = -1 - 15 * 14  # fourteen RUINs and a lone 1 (R6.5, R7.4)
QML_DIR = Path(__file__).resolve().parents[2] / "qml" / "Magdagdon"


def ruined_to_the_last_turn() -> Game:
    """R6: every roll of 1-3-5-6 is a MAGDAGDON until two cells are left (R2.2: the minimum
    drops to 2), then the 5 and 6 fill them; CONFIRM is the only action left."""
    game = Game(Difficulty.NIGHTMARE, seed=3)
    while True:
        game.roll([1, 3, 5, 6])
        if game.phase is not Phase.MAGDAGDON:
            break
        game.accept_magdagdon(min(game.ruinable_cells))
    game.prepare(2, 14)
    game.prepare(3, 15)
    return game


def _shown(ui: Ui) -> set[str]:
    return {str(item.property("text")) for item in texts(ui.window)}


def _minus(code: str, value: int) -> str:
    """``value`` as numbers.js writes it: the locale's digits and grouping, a true minus."""
    digits = QLocale(code).toString(abs(value))
    return f"{MINUS}{digits}" if value < 0 else digits


@pytest.fixture
def ruined(qtbot: QtBot, tmp_path: Path) -> Iterator[Ui]:
    settings_file = tmp_path / "settings.ini"
    store = Store(make_settings(settings_file))
    store.difficulty = "NIGHTMARE"
    store.save_game(ruined_to_the_last_turn())
    # R8.2: a game restored with chosen dice never enters a table, so its record is seeded.
    store.record(Difficulty.NIGHTMARE, TABLE_SCORE, 15, 0)
    store.close()
    with desktop_window(qtbot, settings_file, Ui, lang="sv") as ui:
        yield ui


def _name(item: QQuickItem) -> str:
    """What a screen reader says for ``item``."""
    face = QAccessible.queryAccessibleInterface(item)
    return face.text(QAccessible.Text.Name) if face is not None else ""


def _raw(ui: Ui) -> list[str]:
    return sorted(t for t in _shown(ui) if RAW_NEGATIVE.search(t))


def test_negative_scores_on_every_screen_in_swedish_and_french(ruined: Ui) -> None:
    ui = ruined
    running = ui.session.game.score().total
    assert running < -100
    label = ui.items("scoreLabel")[0]
    spoken = {"sv": "Poäng: ", "fr": "Score\u00a0: "}
    for code in ("sv", "fr"):
        ui.language.setCurrent(code)
        ui.settle(20)
        assert label.property("text") == _minus(code, running)
        assert _name(label) == spoken[code] + _minus(code, running)
        assert not _raw(ui), f"{code}: the game screen shows {_raw(ui)}"

    ui.tap_enabled("confirmButton")
    assert ui.session.phase == "OVER"
    final = ui.session.game.score().total
    assert final < 0 and final != running
    ui.qtbot.waitUntil(lambda: ui.visible("gameOverNewGameButton"), timeout=3000)
    card = ui.items("finalScoreLabel")[0]
    said = {"sv": "Slutpoäng: ", "fr": "Score final\u00a0: "}
    for code in ("sv", "fr"):
        ui.language.setCurrent(code)
        ui.qtbot.waitUntil(lambda c=code: card.property("text") == _minus(c, final), timeout=5000)
        assert _name(card) == said[code] + _minus(code, final)
        # The breakdown's last row repeats the total; the running score has counted up to it.
        shown = [str(item.property("text")) for item in texts(ui.window)]
        assert shown.count(_minus(code, final)) >= 3, f"{code}: card, breakdown row, score"
        assert not _raw(ui), f"{code}: game over shows {_raw(ui)}"

    ui.tap("gameOverNewGameButton")
    ui.settle(20)
    ui.tap("highScoresButton")
    ui.settle(20)
    ui.tap("scoresTabNIGHTMARE")
    ui.settle(20)
    for code in ("sv", "fr"):
        ui.language.setCurrent(code)
        ui.settle(20)
        assert _minus(code, TABLE_SCORE) in _shown(ui), f"{code}: the table's score"
        assert not _raw(ui), f"{code}: the high-score table shows {_raw(ui)}"


def test_kiosk_todays_best_writes_a_negative_score_with_a_true_minus(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings_file = tmp_path / "settings.ini"
    store = Store(make_settings(settings_file))
    store.record(Difficulty.PEACEFUL, -15, 16, 3, finished=datetime.now(UTC))
    store.close()
    ui, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True)
    try:
        best = ui.item("todayBest")
        for code in ("sv", "fr"):
            ui.language.setCurrent(code)
            ui.settle(20)
            shown = {str(t.property("text")) for t in texts(ui.window) if best.isAncestorOf(t)}
            assert _minus(code, -15) in shown, f"{code}: {sorted(shown)}"
            assert not [t for t in shown if RAW_NEGATIVE.search(t)], f"{code}: {sorted(shown)}"
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, "Qt warnings or errors:\n" + "\n".join(problems)


@pytest.mark.parametrize(
    ("code", "expected"),
    [("sv", "3, 4 och 5"), ("fr", "3, 4 et 5"), ("en", "3, 4 and 5")],
)
def test_lists_of_dice_follow_the_language(ruined: Ui, code: str, expected: str) -> None:
    """numbers.js joins a list with the language's words, not a hard-coded ", "."""
    ui = ruined
    ui.language.setCurrent(code)
    ui.settle(20)
    from PySide6.QtQml import QQmlComponent

    component = QQmlComponent(ui.engine)
    component.setData(
        b'import QtQuick\nimport "numbers.js" as Numbers\n'
        b"QtObject { property string text: Numbers.list([3, 4, 5])"
        b" + '|' + Numbers.whole(-1234) }",
        QUrl.fromLocalFile(str(QML_DIR / "components" / "Probe.qml")),
    )
    probe = component.create()
    assert probe is not None, component.errorString()
    listed, number = str(probe.property("text")).split("|")
    assert listed == expected
    assert number == _minus(code, -1234)


def test_the_operator_corner_says_the_hold_time_the_kiosk_times(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The corner's screen-reader name counts the seconds of HOLD_MS, in a plural message."""
    from magdagdon.kiosk import HOLD_MS

    ui, messages, previous = open_kiosk(qtbot, tmp_path / "settings.ini", kiosk=True)
    try:
        corner = ui.item("operatorCorner")
        said = {}
        for hold, code in ((HOLD_MS, "en"), (HOLD_MS, "fr"), (1000, "fr"), (5000, "sv")):
            ui.kiosk.setProperty("holdMs", hold)
            ui.language.setCurrent(code)
            ui.settle(20)
            said[(hold, code)] = _name(corner)
        seconds = HOLD_MS // 1000
        assert said[(HOLD_MS, "en")] == f"Operator: hold for {seconds} seconds"
        assert said[(HOLD_MS, "fr")].endswith(f"pendant {seconds}\u00a0secondes")
        assert said[(1000, "fr")].endswith("pendant 1\u00a0seconde")
        assert said[(5000, "sv")] == "Operatör: håll in i 5\u00a0sekunder"
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, "Qt warnings or errors:\n" + "\n".join(problems)
