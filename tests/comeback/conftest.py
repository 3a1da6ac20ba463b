"""The real window for the come-back screens, with a clock the test controls."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

import pytest

from magdagdon.app.application import Application
from magdagdon.comeback.comeback import Comeback
from tests.qml.conftest import Ui, settings_file, ui  # noqa: F401  (fixtures reused)

from .games import FakeClock, noon

# The player's clock starts at the real time (the high-score records carry the real time of
# their game) and moves only when the test says so.
TODAY = datetime.now().astimezone().date()


@pytest.fixture
def clock() -> FakeClock:
    now = datetime.now().astimezone()
    return FakeClock(now if now.date() == TODAY else noon(TODAY))  # a run across midnight


@pytest.fixture
def comeback_ui(ui: Ui, clock: FakeClock) -> Iterator[Ui]:  # noqa: F811
    """The main window whose daily runs on ``clock``."""
    comeback = Application.of(ui.engine).comeback
    assert isinstance(comeback, Comeback)
    comeback.daily.clock = clock
    # A returning player: the first start's guided-game offer was answered long ago (it lies
    # over the right half of every screen while it waits).
    ui.store.setProperty("tutorial", "declined")
    comeback.changed.emit()
    ui.comeback = comeback  # type: ignore[attr-defined]
    yield ui
    # No bot thread (risk, review) may outlive the window these tests close.
    app = Application.of(ui.engine)
    for hints in (app.hints, comeback.replay.reviewHints if comeback.replay else None):
        if hints is not None:
            hints.shutdown()
