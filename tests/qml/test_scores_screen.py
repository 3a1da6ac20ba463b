"""The high-score screen shows what is on disk when it opens, in the chosen language."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from magdagdon.engine import Difficulty
from magdagdon.storage import Store, make_settings
from tests.kiosk.conftest import finish_game
from tests.textfit import scene_rect

from .conftest import Ui


def rows(ui: Ui) -> list[str]:
    model = ui.item("highScoresList").property("model")
    role = next(k for k, v in model.roleNames().items() if bytes(v) == b"date")
    return [model.data(model.index(i, 0), role) for i in range(model.rowCount())]


def test_records_from_another_window_show_when_the_screen_opens(
    ui: Ui, settings_file: Path
) -> None:
    other = Store(make_settings(settings_file))  # a second window on the same file
    other.record(Difficulty.PEACEFUL, 123, 9, 0, datetime(2026, 5, 4, 12, 0, tzinfo=UTC))
    assert ui.store.high_scores(Difficulty.PEACEFUL) == []  # this window has not looked yet
    ui.tap("highScoresButton")
    ui.qtbot.waitUntil(lambda: ui.visible("highScoresPage"))
    assert [r.score for r in ui.store.high_scores(Difficulty.PEACEFUL)] == [123]
    assert len(rows(ui)) == 1


def test_dates_are_formatted_again_after_a_language_change(ui: Ui) -> None:
    ui.store.record(Difficulty.PEACEFUL, 99, 9, 0, datetime(2026, 5, 4, 15, 30, tzinfo=UTC))
    ui.tap("highScoresButton")
    ui.qtbot.waitUntil(lambda: ui.visible("highScoresPage"))
    [english] = rows(ui)
    ui.language.setCurrent("fr")
    ui.settle(20)
    [french] = rows(ui)
    assert french != english  # e.g. "5/4/26 3:30 PM" becomes "04/05/2026 15:30"


def test_columns_line_up_and_replay_keeps_room_for_its_focus_ring(ui: Ui) -> None:
    """The new record's star (or a wider score or date) shifts no column of its row, and the
    REPLAY buttons keep a gap between rows in which a focused one's ring shows whole."""
    ui.store.setProperty("tutorial", "declined")  # its offer lies over the right half
    for k, score in enumerate([544, 530, 520, 500, 480, 460, 440]):  # kept without a replay
        when = datetime(2026, 10, 12 + k, 22, 58, tzinfo=UTC)
        ui.store.record(Difficulty.PEACEFUL, score, 8 + k, k % 3, when, assisted=k == 1)
    for game in range(3):  # three played games: their rows carry REPLAY, the last the star
        if game:
            ui.session.newGame()
        finish_game(ui.session)
    ui.qtbot.waitUntil(lambda: ui.visible("showHighScoresButton"), timeout=5_000)
    ui.settle(300)
    ui.tap("showHighScoresButton")
    ui.qtbot.waitUntil(lambda: ui.visible("highScoresPage"))
    theme = ui.engine.singletonInstance("Magdagdon", "Theme")
    for width, height in ((1280, 800), (800, 600)):
        ui.resize(width, height)
        for lang in ("en", "sv", "fr"):
            ui.language.setCurrent(lang)
            ui.settle(50)
            where = f"{lang} {width}x{height}"
            assert len(rows(ui)) == 10, where
            marked = [
                r for r in ui.items("scoreColumn0") if str(r.property("text")).startswith("★")
            ]
            assert len(marked) == 1, where  # the star of the last game's row
            for column in [f"scoreColumn{i}" for i in range(5)] + ["assistedMark"]:
                cells = [scene_rect(c) for c in ui.items(column) if c.isVisible()]
                assert len(cells) == 11, (where, column)  # the headings and ten rows
                lefts = {round(c.left()) for c in cells}
                widths = {round(c.width()) for c in cells}
                assert len(lefts) == 1 and len(widths) == 1, (where, column, lefts, widths)

            buttons = ui.top_to_bottom("replayButton")
            assert len(buttons) == 3, where
            for upper, lower in itertools.pairwise(buttons):
                gap = scene_rect(lower).top() - scene_rect(upper).bottom()
                assert gap >= theme.property("gap") / 2, (where, gap)
            shown = scene_rect(ui.item("highScoresList"))  # the list clips its rows
            for button in buttons:
                for _ in range(40):  # Tab to it, as a keyboard player would
                    if ui.window.activeFocusItem() == button:
                        break
                    QTest.keyClick(ui.window, Qt.Key.Key_Tab)
                    ui.settle()
                assert ui.window.activeFocusItem() == button, where
                ui.settle(20)
                [ring] = [r for r in button.childItems() if r.objectName() == "focusRing"]
                assert ring.isVisible(), where
                assert shown.contains(scene_rect(ring)), (where, shown, scene_rect(ring))


def test_replay_is_never_cut_short(ui: Ui) -> None:
    """At 200% text in a small window the REPLAY label read "REV…": the button was a fixed
    width; it is now as wide as its word needs, in every language."""
    ui.store.setProperty("tutorial", "declined")
    ui.store.textSize = 200
    finish_game(ui.session)
    ui.qtbot.waitUntil(lambda: ui.visible("showHighScoresButton"), timeout=5_000)
    ui.settle(300)
    ui.tap("showHighScoresButton")
    ui.qtbot.waitUntil(lambda: ui.visible("highScoresPage"))
    ui.resize(800, 600)
    for lang in ("en", "sv", "fr"):
        ui.language.setCurrent(lang)
        ui.settle(50)
        [button] = [b for b in ui.items("replayButton") if b.isVisible()]
        labels = [t for t in button.findChildren(QQuickItem) if t.property("truncated") is not None]
        assert labels and not any(t.property("truncated") for t in labels), lang
        page = ui.item("highScoresPage")
        assert scene_rect(button).right() <= scene_rect(page).right(), lang  # still on screen
