"""Time never deletes a record (issue 37.2): the operator's "clear high scores" voids the
records it saw by their identity, never by the clock, and a record dated in the future or
far past is kept as dated."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from magdagdon.engine import Difficulty
from magdagdon.storage import Record, Store
from magdagdon.storage import ini as ini_text
from magdagdon.storage import store as store_module
from magdagdon.storage.journal import Journal
from magdagdon.storage.merge import KEY_CLEARED, entry_id, voided_ids

P, S = Difficulty.PEACEFUL, Difficulty.SURVIVAL
NOW = datetime(2026, 12, 7, 12, 0, tzinfo=UTC)
YEARS_BACK = NOW - timedelta(days=5 * 365)


class WallClock:
    """``time.time`` of the store, moved by hand (the machine's clock, set back or on)."""

    def __init__(self) -> None:
        self.now = NOW.timestamp()

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def wall(monkeypatch: pytest.MonkeyPatch) -> Iterator[WallClock]:
    clock = WallClock()
    monkeypatch.setattr(store_module.time, "time", clock)
    yield clock


def scores(store: Store, difficulty: Difficulty = P) -> list[int]:
    return [r.score for r in store.high_scores(difficulty)]


def entry(score: int, finished: datetime, *, ident: str | None = None) -> dict[str, object]:
    """A journal line as another window (or an earlier release, without ``id``) writes it."""
    record = Record(score, finished, 8, 0).to_json()
    line: dict[str, object] = {"difficulty": P.name, "record": record, "at": finished.timestamp()}
    if ident is not None:
        line["id"] = ident
    return line


def test_records_after_a_clear_count_with_the_clock_years_behind(open_store, wall) -> None:
    store = open_store()
    assert store.record(P, 100, 8, 0, NOW) == 1
    store.clearHighScores()
    wall.now = YEARS_BACK.timestamp()  # the clock is set back, years before the clear
    assert store.record(P, 50, 8, 0, YEARS_BACK) == 1
    assert store.record(P, 40, 8, 0, YEARS_BACK + timedelta(minutes=1)) == 2
    assert scores(store) == [50, 40]
    store.reloadHighScores()  # the next merge keeps them
    assert scores(store) == [50, 40]
    assert scores(open_store()) == [50, 40]  # and so does the next start


def test_a_clear_voids_what_another_window_journalled_before_it_and_keeps_what_came_after(
    ini, open_store, wall
) -> None:
    other = Journal(ini)  # another window's journal: alive (its lock is held), not merged
    assert other.append(entry(300, NOW - timedelta(minutes=5), ident="before"))
    assert other.append(entry(200, NOW - timedelta(minutes=4)))  # an earlier release's line
    store = open_store()
    assert scores(store) == [300, 200]
    store.clearHighScores(P.name)
    assert scores(store) == []
    assert scores(open_store()) == []  # the journal still holds them: voided, not merged
    # After the clear, that window records a game dated years back (its clock is wrong).
    assert other.append(entry(10, YEARS_BACK, ident="after"))
    assert scores(open_store()) == [10]
    store.record(P, 20, 8, 0, NOW - timedelta(days=3000))
    assert scores(open_store()) == [20, 10]
    doc = ini_text.parse(ini.read_bytes())
    assert set(voided_ids(doc)) == {"before", entry_id(entry(200, NOW - timedelta(minutes=4)))}
    assert KEY_CLEARED in doc.entries
    other.close()


def test_clearing_one_table_voids_only_its_own_records(ini, open_store, wall) -> None:
    other = Journal(ini)
    line = entry(77, NOW, ident="survival-line")
    line["difficulty"] = S.name
    assert other.append(line)
    assert other.append(entry(66, NOW, ident="peaceful-line"))
    store = open_store()
    store.clearHighScores(P.name)
    again = open_store()
    assert scores(again, S) == [77] and scores(again, P) == []
    other.close()


@pytest.mark.parametrize(
    "finished",
    [
        datetime(9999, 12, 30, 12, 0, tzinfo=UTC),  # the calendar's last days
        NOW + timedelta(days=400),  # next year: a clock set ahead
        datetime(1970, 1, 1, tzinfo=UTC),  # a clock reset to the epoch
        datetime(1, 1, 2, 12, 0, tzinfo=UTC),  # the calendar's first days
    ],
    ids=["year-9999", "next-year", "epoch", "year-1"],
)
def test_a_record_dated_anywhere_in_the_calendar_is_kept_as_dated(
    open_store, wall, finished
) -> None:
    store = open_store()
    store.record(P, 100, 8, 0, NOW)
    assert store.record(P, 90, 8, 0, finished) == 2
    store.clearHighScores(S.name)  # another table's clear takes nothing from this one
    again = open_store()
    assert [(r.score, r.finished) for r in again.high_scores(P)] == [
        (100, NOW),
        (90, finished),
    ]
