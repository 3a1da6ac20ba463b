"""The after-game REVIEW page: a failed review says so and offers TRY AGAIN; the list of
turns keeps its place while new turns come in."""

from __future__ import annotations

import pytest

from magdagdon.app.wiring import hint_service
from tests.kiosk.conftest import finish_game
from tests.test_hints import BrokenReview

from .conftest import Ui


def open_review(ui: Ui) -> None:
    """A finished game, then REVIEW on its card (the review starts on the tap)."""
    finish_game(ui.session)
    ui.wait_for_card()
    ui.tap_enabled("reviewButton")
    ui.qtbot.waitUntil(lambda: ui.visible("reviewPage"))


def reviewed(ui: Ui) -> list:
    """The review page of a finished game, once every turn is in: the turns."""
    hints = hint_service(ui.engine)
    open_review(ui)
    ui.qtbot.waitUntil(lambda: len(hints.review) == ui.session.turns, timeout=60_000)
    assert hints.wait(10_000)
    # The lane's "done" is queued to this thread when its job ends: delivered now, it cannot
    # publish the whole list again in the middle of a test's own publishing (seen under load).
    ui.settle(50)
    return hints.review


def test_a_failed_review_says_so_and_try_again_gives_the_whole_review(
    ui: Ui, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = BrokenReview(monkeypatch)
    hints = hint_service(ui.engine)
    open_review(ui)
    ui.qtbot.waitUntil(lambda: ui.visible("reviewRetryButton"), timeout=30_000)
    assert hints.reviewFailed
    assert ui.prop("reviewSummary", "text") == "The expert could not finish this review."
    assert not ui.visible("reviewBusy")  # not turning for ever
    assert ui.item("reviewList").property("count") == 1  # the turn it finished stays

    bot.mend()
    ui.tap("reviewRetryButton")
    turns = ui.session.turns
    ui.qtbot.waitUntil(lambda: len(hints.review) == turns, timeout=60_000)
    ui.settle(50)
    assert not hints.reviewFailed
    assert not ui.visible("reviewRetryButton") and not ui.visible("reviewBusy")
    assert ui.item("reviewList").property("count") == turns
    assert "Turns as good as the expert's: " in ui.prop("reviewSummary", "text")


def test_the_list_keeps_its_place_while_turns_come_in(ui: Ui) -> None:
    """Scrolled down to read a turn, the player stays there when the next turn arrives (the
    turns of a real review, published one more at a time as the bot's lane does)."""
    hints = hint_service(ui.engine)
    full = reviewed(ui)
    turns = len(full)
    assert turns >= 4
    hints.publish({"review": []})  # as when a review starts
    view = ui.item("reviewList")
    for n in range(1, turns):
        hints.publish({"review": full[:n]})
        ui.settle()
        assert view.property("count") == n
    ui.settle(50)
    below = view.property("contentHeight") - view.height()
    assert below > 50, "the list must be taller than its view"
    view.setProperty("contentY", below - 10)  # reading the last turn in
    ui.settle(50)
    held = view.property("contentY")
    assert held > 40
    hints.publish({"review": full})  # the last turn arrives
    ui.settle(50)
    assert view.property("count") == turns
    assert view.property("contentY") == pytest.approx(held)
    assert not ui.visible("reviewBusy")


def test_a_review_started_over_replaces_the_rows_without_a_warning(ui: Ui) -> None:
    """A list that does not continue the rows shown (TRY AGAIN, another game's review) comes
    as rows removed and inserted: a model reset while the view makes a row ahead of the
    scrolling (asynchronously) warned "DelegateModel::cancel: index out range"."""
    hints = hint_service(ui.engine)
    full = reviewed(ui)
    turns = len(full)
    view = ui.item("reviewList")
    for where in range(turns):
        ui.settle(30)
        view.positionViewAtIndex(where, 0)  # ListView.Beginning: rows below are made next
        hints.publish({"review": full[:1]})  # at once, before they are
        ui.settle(30)
        hints.publish({"review": full})
    ui.settle(50)
    assert view.property("count") == turns
    view.positionViewAtEnd()
    ui.settle(50)
    assert ui.item(f"reviewRow{turns - 1}").property("turnData") == full[-1]


def test_the_experts_order_reads_on_the_small_boards(ui: Ui) -> None:
    """The order of the expert's dice was an 8 px digit in a 26 px tile's corner ("3" read as
    "5"); it is a round badge over the corner, its digit at least 3/4 of the small text."""
    from PySide6.QtQuick import QQuickItem

    reviewed(ui)
    ui.settle(100)
    theme_small = ui.item("reviewLostMeaning").property("font").pixelSize()
    badges = [
        b
        for i in range(16)
        for b in ui.items(f"miniOrder{i}")
        if b.isVisible() and b.mapToScene(b.boundingRect().center()).y() < ui.window.height()
    ]
    assert badges, "the expert's dice on screen carry their order"
    for badge in badges:
        [digit] = [c for c in badge.childItems() if isinstance(c, QQuickItem)]
        assert digit.property("text") in {str(n) for n in range(1, 5)}
        assert digit.property("font").pixelSize() >= theme_small * 0.75 - 0.5
        board = badge.parentItem()  # the small board: the badge lies over a tile's corner
        cell, gap = board.property("cellSize"), board.property("gap")
        corner_x = (badge.x() + badge.width() * 0.3 - gap) / (cell + gap)
        corner_y = (badge.y() + badge.width() * 0.3 - gap) / (cell + gap)
        assert abs(corner_x - round(corner_x)) < 0.01 and abs(corner_y - round(corner_y)) < 0.01
        assert badge.width() >= cell * 0.45
