"""HighScoreModel: the high-score screen's rows, the new record highlighted, minimal signals."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import (
    Q_RETURN_ARG,
    QByteArray,
    QDateTime,
    QLocale,
    QMetaObject,
    QModelIndex,
    QTimeZone,
)
from PySide6.QtQml import QQmlComponent, QQmlEngine

from magdagdon.engine import Difficulty
from magdagdon.i18n.dates import moment
from magdagdon.storage import HighScoreModel, Store

P, S = Difficulty.PEACEFUL, Difficulty.SURVIVAL
T0 = datetime(2026, 6, 1, 9, 30, tzinfo=UTC)
ROLES = ["rank", "score", "date", "turns", "powersUsed", "assisted", "highlighted"]


def rows(model: HighScoreModel) -> list[dict[str, object]]:
    names = {bytes(v).decode(): k for k, v in model.roleNames().items()}
    return [
        {role: model.data(model.index(i), names[role]) for role in ROLES}
        for i in range(model.rowCount())
    ]


class Spy:
    """Counts the model's structural and data signals."""

    def __init__(self, model: HighScoreModel) -> None:
        self.changed: list[tuple[int, int]] = []
        self.inserted: list[tuple[int, int]] = []
        self.removed: list[tuple[int, int]] = []
        self.resets = 0
        model.dataChanged.connect(lambda a, b, _r=(): self.changed.append((a.row(), b.row())))
        model.rowsInserted.connect(lambda _p, a, b: self.inserted.append((a, b)))
        model.rowsRemoved.connect(lambda _p, a, b: self.removed.append((a, b)))
        model.modelReset.connect(lambda: setattr(self, "resets", self.resets + 1))


@pytest.fixture
def store(open_store) -> Store:
    return open_store()


@pytest.fixture
def model(store) -> HighScoreModel:
    m = HighScoreModel()
    m.store = store
    return m


def test_role_names():
    names = {bytes(v).decode() for v in HighScoreModel().roleNames().values()}
    assert names == set(ROLES)


def test_rows_follow_the_table(store, model):
    store.record(P, 100, 8, 1, T0, assisted=True)
    store.record(P, 150, 9, 0, T0 + timedelta(hours=1))
    got = rows(model)
    assert [(r["rank"], r["score"], r["turns"], r["powersUsed"], r["assisted"]) for r in got] == [
        (1, 150, 9, 0, False),
        (2, 100, 8, 1, True),
    ]
    assert all(not r["highlighted"] for r in got)
    # The locale's unambiguous form with the time (issue 39: not "12/7/26 12:28 PM").
    when = QDateTime.fromSecsSinceEpoch(int(T0.timestamp()), QTimeZone.systemTimeZone())
    assert got[1]["date"] == moment(when)


def test_highlight_marks_the_new_record(store, model):
    for i, s in enumerate([10, 30, 20]):
        store.record(P, s, 8, 0, T0 + timedelta(minutes=i))
    rank = store.record(P, 25, 8, 0, T0 + timedelta(minutes=9))
    assert rank == 2
    spy = Spy(model)
    model.highlightRank = rank
    assert [r["highlighted"] for r in rows(model)] == [False, True, False, False]
    assert spy.changed == [(1, 1)] and spy.resets == 0
    model.highlightRank = 0
    assert not any(r["highlighted"] for r in rows(model))


def test_a_new_record_inserts_and_shifts_rows_without_a_reset(store, model):
    store.record(P, 10, 8, 0, T0)
    store.record(P, 30, 8, 0, T0)
    spy = Spy(model)
    store.record(P, 20, 8, 0, T0)  # lands in the middle
    assert [r["score"] for r in rows(model)] == [30, 20, 10]
    assert spy.inserted == [(2, 2)]
    assert spy.changed == [(1, 1)]  # row 0 (30) did not change
    assert spy.resets == 0


def test_other_difficulties_do_not_touch_the_model(store, model):
    spy = Spy(model)
    store.record(S, 10, 8, 0, T0)
    assert model.rowCount() == 0 and spy.inserted == [] and spy.changed == []
    model.difficulty = "SURVIVAL"
    assert [r["score"] for r in rows(model)] == [10]
    with pytest.raises(ValueError):
        model.difficulty = "EASY"


def test_clearing_removes_rows(store, model):
    for s in (1, 2, 3):
        store.record(P, s, 8, 0, T0)
    spy = Spy(model)
    store.clearHighScores("PEACEFUL")
    assert model.rowCount() == 0 and spy.removed == [(0, 2)] and spy.resets == 0


def test_refresh_after_a_language_change_updates_dates_only(store, model):
    store.record(P, 5, 8, 0, T0)
    before = rows(model)[0]["date"]
    spy = Spy(model)
    old = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.French, QLocale.Country.France))
        model.refresh()
        after = rows(model)[0]["date"]
        model.refresh()  # nothing changed: no signal
    finally:
        QLocale.setDefault(old)
    assert after != before
    assert spy.changed == [(0, 0)] and spy.resets == 0


def test_thousands_of_signals(store, model):
    """PySide6 has aborted after a few hundred emits on some builds: emit plenty here."""
    for i in range(10):
        store.record(P, i, 8, 0, T0)
    spy = Spy(model)
    for i in range(3000):
        model.highlightRank = 1 + i % 10
    assert len(spy.changed) == 2999 * 2 + 1
    assert [r["highlighted"] for r in rows(model)] == [i == 9 for i in range(10)]


def test_no_store_no_rows():
    model = HighScoreModel()
    assert model.rowCount() == 0
    assert model.data(model.index(0), 0) is None
    assert model.rowCount(QModelIndex()) == 0


def test_qml_uses_the_store_and_the_model(store, qapp):
    store.record(P, 42, 8, 2, T0)
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(
        QByteArray(
            b"""
import QtQuick
import Magdagdon.Backend
Item {
    id: root
    required property Store store
    property string difficulty: store.difficulty
    property list<string> scores: []
    function tryIt() {
        const ok = store.isValidKioskPin("4321") && !store.isValidKioskPin("12")
        store.kioskPin = "4321"
        store.idleSeconds = 300
        store.kiosk = true
        store.language = "sv"
        store.clearHighScores("SURVIVAL")
        store.clearHighScores()
        return ok
    }
    HighScoreModel { id: table; store: root.store; difficulty: "PEACEFUL"; highlightRank: 1 }
    Repeater {
        model: table
        Item {
            required property int rank
            required property int score
            required property string date
            required property bool highlighted
            Component.onCompleted: root.scores = root.scores.concat(
                [rank + ":" + score + ":" + highlighted + ":" + (date.length > 0)])
        }
    }
}
"""
        ),
        "inline.qml",
    )
    root = component.createWithInitialProperties({"store": store})
    assert root is not None, component.errorString()
    assert root.property("difficulty") == "PEACEFUL"
    assert root.property("scores") == ["1:42:true:true"]
    store.difficulty = "NIGHTMARE"
    assert root.property("difficulty") == "NIGHTMARE"
    assert QMetaObject.invokeMethod(root, "tryIt", Q_RETURN_ARG("QVariant")) is True
    assert (store.kioskPin, store.idleSeconds, store.kiosk, store.language) == (
        "4321",
        300,
        True,
        "sv",
    )
    assert store.high_scores(P) == []
    assert root.property("scores") == ["1:42:true:true"]  # delegates made once, then removed
    del root
