"""High-score tables: R8.2 recording, R8.3 ordering, one table per difficulty."""

from __future__ import annotations

import json
import zlib
from datetime import UTC, datetime, timedelta, timezone

import pytest
from PySide6.QtCore import QSettings

from magdagdon.engine import Difficulty
from magdagdon.storage import TABLE_SIZE, Record, Store, best, make_settings
from magdagdon.storage.integrity import canonical

P, S, N = Difficulty.PEACEFUL, Difficulty.SURVIVAL, Difficulty.NIGHTMARE
T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def at(minutes: int) -> datetime:
    return T0 + timedelta(minutes=minutes)


def scores(store: Store, difficulty: Difficulty = P) -> list[int]:
    return [r.score for r in store.high_scores(difficulty)]


def test_higher_score_first_and_rank_returned(open_store):
    store = open_store()
    assert store.record(P, 100, 8, 1, at(0)) == 1
    assert store.record(P, 150, 9, 0, at(1)) == 1
    assert store.record(P, 120, 7, 2, at(2)) == 2
    assert store.record(P, -20, 16, 3, at(3)) == 4
    assert scores(store) == [150, 120, 100, -20]


def test_tie_goes_to_the_earlier_game(open_store):
    """R8.3: on a tie the earlier game ranks first, whatever order they were recorded in."""
    store = open_store()
    assert store.record(P, 200, 8, 0, at(10)) == 1
    assert store.record(P, 200, 8, 0, at(5)) == 1  # earlier game, recorded later
    assert store.record(P, 200, 8, 0, at(20)) == 3
    assert [r.finished for r in store.high_scores(P)] == [at(5), at(10), at(20)]


def test_tie_compares_instants_across_time_zones(open_store):
    store = open_store()
    paris = timezone(timedelta(hours=1))
    store.record(P, 50, 8, 0, datetime(2026, 3, 1, 12, 30, tzinfo=UTC))
    # 13:10 in Paris is 12:10 UTC: earlier, so first.
    assert store.record(P, 50, 8, 0, datetime(2026, 3, 1, 13, 10, tzinfo=paris)) == 1


def test_only_the_best_ten_are_kept_and_the_eleventh_is_judged_fairly(open_store):
    store = open_store()
    for i in range(TABLE_SIZE):
        assert store.record(P, 100 + 10 * i, 8, 0, at(i)) == 1
    assert scores(store) == list(range(190, 99, -10))
    assert store.record(P, 99, 8, 0, at(20)) == 0  # below the 10th: not entered
    assert store.record(P, 100, 8, 0, at(21)) == 0  # ties the 10th but later: not entered
    assert scores(store)[-1] == 100
    assert store.record(P, 100, 8, 0, at(-1)) == 10  # ties the 10th, earlier: takes its place
    assert store.high_scores(P)[-1].finished == at(-1)
    assert store.record(P, 500, 8, 0, at(22)) == 1
    assert scores(store) == [500, *range(190, 109, -10)]
    assert len(store.high_scores(P)) == TABLE_SIZE
    again = open_store()
    assert again.high_scores(P) == store.high_scores(P)


def test_each_difficulty_has_its_own_table(open_store):
    store = open_store()
    store.record(P, 300, 8, 3, at(0))
    store.record(S, 200, 8, 1, at(1))
    store.record(N, 100, 8, 0, at(2))
    store.record(N, 150, 8, 0, at(3))
    again = open_store()
    assert scores(again, P) == [300]
    assert scores(again, S) == [200]
    assert scores(again, N) == [150, 100]
    for i in range(12):
        store.record(S, i, 8, 0, at(10 + i))
    assert scores(open_store(), P) == [300]
    assert scores(open_store(), N) == [150, 100]


def test_a_record_round_trips_every_field(open_store):
    store = open_store()
    when = datetime(2026, 7, 14, 21, 5, 33, 123456, tzinfo=timezone(timedelta(hours=2)))
    store.record(S, 321, 11, 1, when, assisted=True)
    (rec,) = open_store().high_scores(S)
    assert rec == Record(321, when, 11, 1, True)
    assert rec.finished.utcoffset() == timedelta(hours=2)


def test_the_table_is_one_versioned_json_value_of_sealed_records(open_store, ini):
    """The table keeps release 1's shape (1.x still reads it); each record is versioned and
    carries its own check (issue 37.1), of its table and canonical JSON."""
    open_store().record(P, 42, 9, 2, at(0))
    raw = QSettings(str(ini), QSettings.Format.IniFormat).value("highscores/PEACEFUL")
    data = json.loads(raw)
    record = {
        "score": 42,
        "finished": "2026-03-01T12:00:00+00:00",
        "turns": 9,
        "powers_used": 2,
        "assisted": False,
        "version": 2,
    }
    check = zlib.crc32(b"highscores/PEACEFUL\n" + canonical(record).encode())
    assert data == {"version": 1, "records": [{**record, "crc": f"{check:08x}"}]}


def test_default_time_is_now_with_a_time_zone(open_store):
    store = open_store()
    before = datetime.now(UTC)
    store.record(P, 10, 8, 0)
    (rec,) = store.high_scores(P)
    assert rec.finished.utcoffset() is not None
    assert before <= rec.finished <= datetime.now(UTC)


def test_a_naive_time_is_taken_as_local_time(open_store):
    store = open_store()
    naive = datetime(2026, 5, 5, 10, 0)
    store.record(P, 10, 8, 0, naive)
    assert store.high_scores(P)[0].finished == naive.astimezone()


def test_the_same_record_twice_is_kept_once(open_store):
    store = open_store()
    assert store.record(P, 77, 8, 0, at(0)) == 1
    assert store.record(P, 77, 8, 0, at(0)) == 1
    assert len(store.high_scores(P)) == 1


@pytest.mark.parametrize(
    ("difficulty", "score", "turns", "powers", "assisted"),
    [
        (P, 545, 8, 0, False),  # above the best possible 544
        (N, -241, 16, 0, False),  # below 16 ruins in NIGHTMARE
        (P, 10, 3, 0, False),  # 16 cells need at least 4 turns
        (P, 10, 17, 0, False),  # and at most 16
        (S, 10, 8, 2, False),  # SURVIVAL has one power
        (N, 10, 8, 1, False),  # NIGHTMARE has none
        (P, True, 8, 0, False),  # a bool is not a score
        (P, 10.0, 8, 0, False),
        (P, 10, 8, 0, "yes"),
    ],
)
def test_impossible_records_are_refused_and_change_nothing(
    open_store, difficulty, score, turns, powers, assisted
):
    store = open_store()
    store.record(difficulty, 0, 8, 0, at(0))
    with pytest.raises(ValueError):
        store.record(difficulty, score, turns, powers, at(1), assisted)
    assert scores(open_store(), difficulty) == [0]


def test_lowest_possible_scores_are_accepted(open_store):
    store = open_store()
    assert store.record(P, -310, 16, 3, at(0)) == 1  # 16 ruins, all three powers
    assert store.record(S, -310, 16, 1, at(0)) == 1
    assert store.record(N, -240, 16, 0, at(0)) == 1
    assert store.record(P, 544, 4, 0, at(0)) == 1


def test_high_scores_changed_names_the_difficulty(open_store, qtbot):
    store = open_store()
    seen: list[str] = []
    store.highScoresChanged.connect(seen.append)
    store.record(S, 10, 8, 0, at(0))
    assert seen == ["SURVIVAL"]
    for i in range(TABLE_SIZE):
        store.record(S, 100 + i, 8, 0, at(i + 1))
    seen.clear()
    assert store.record(S, 5, 8, 0, at(50)) == 0
    assert seen == []  # the table did not change


def test_clear_one_table_or_all(open_store):
    store = open_store()
    for d in Difficulty:
        store.record(d, 10, 8, 0, at(0))
    store.clearHighScores("SURVIVAL")
    assert [len(open_store().high_scores(d)) for d in (P, S, N)] == [1, 0, 1]
    store.clearHighScores()
    assert [len(open_store().high_scores(d)) for d in (P, S, N)] == [0, 0, 0]
    with pytest.raises(ValueError):
        store.clearHighScores("EASY")


def test_record_merges_what_another_store_wrote_meanwhile(ini):
    """Two windows on one file: each record is merged into the table found on disk."""
    first = Store(make_settings(ini))
    second = Store(make_settings(ini))
    first.record(P, 100, 8, 0, at(0))
    assert second.record(P, 50, 8, 0, at(1)) == 2  # sees first's 100 above it
    first.record(P, 75, 8, 0, at(2))
    assert scores(Store(make_settings(ini))) == [100, 75, 50]
    second.reloadHighScores()
    assert scores(second) == [100, 75, 50]


def test_best_orders_dedupes_and_cuts():
    recs = [Record(s, at(i), 8, 0) for i, s in enumerate([5, 9, 9, 1, 7, 3, 8, 2, 6, 4, 0, 10])]
    top = best([*recs, recs[0]])
    assert [r.score for r in top] == [10, 9, 9, 8, 7, 6, 5, 4, 3, 2]
    assert top[1].finished < top[2].finished
