"""The high-score screen shows what is on disk when it opens, in the chosen language."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from magdagdon.engine import Difficulty
from magdagdon.storage import Store, make_settings

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
