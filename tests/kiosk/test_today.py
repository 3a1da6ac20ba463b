"""Today's best on the welcome screen: today's games of the kiosk's difficulty, best first."""

from __future__ import annotations

from datetime import datetime, timedelta

from magdagdon.engine import Difficulty

from .conftest import TEST_PIN, KioskUi, finish_game


def test_today_shows_todays_games_even_outside_the_all_time_table(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    yesterday = datetime.now().astimezone() - timedelta(days=1, hours=1)
    for i in range(10):  # an all-time table full of great games from yesterday
        ui.store.record(Difficulty.PEACEFUL, 500 + i, 8, 0, finished=yesterday)
    assert ui.kiosk.todayBest == []
    assert ui.visible("todayEmpty")

    first = finish_game(ui.session)  # not good enough for the all-time table...
    assert ui.session.lastRank == 0
    ui.session.newGame()
    second = finish_game(ui.session)
    rows = ui.kiosk.todayBest
    assert [r["score"] for r in rows] == sorted([first, second], reverse=True)  # ...but today's
    assert [r["rank"] for r in rows] == [1, 2]
    assert all(r["time"] for r in rows)

    # Another difficulty has its own list.
    ui.kiosk.openPinPad()
    assert ui.kiosk.enterPin(TEST_PIN)
    ui.kiosk.setDifficulty("SURVIVAL")
    assert ui.kiosk.todayBest == []
    ui.kiosk.setDifficulty("PEACEFUL")
    assert len(ui.kiosk.todayBest) == 2
