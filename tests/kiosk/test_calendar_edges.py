"""Issue 17.6: the kiosk starts whatever valid dates the records hold, in any time zone.

A record finished at 0001-01-01 00:00 +14:00 lies before the calendar's start in any zone west
of it; one at 9999-12-31 23:59 −12:00 lies after its end in any zone east of it. Each start
runs in its own process, because the time zone is read once per process (TZ).
"""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from magdagdon.engine import Difficulty
from magdagdon.kiosk import local_time, today_rows
from magdagdon.storage import Store, make_settings

ROOT = Path(__file__).resolve().parents[2]

#: Valid datetimes at the calendar's edges, with the offsets that push them over in some zone.
EDGES = (
    datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=14))),
    datetime(1, 1, 1, 0, 30, tzinfo=UTC),
    datetime(9999, 12, 31, 23, 59, tzinfo=timezone(timedelta(hours=-12))),
    datetime(9999, 12, 31, 23, 0, tzinfo=UTC),
)

#: POSIX zones (no tz database needed) from UTC−12 to UTC+14, and named zones if installed.
ZONES = ("UTC0", "WEST+12", "EAST-14", "NPT-5:45", "America/St_Johns", "Pacific/Kiritimati")

SCRIPT = r"""
import sys
from magdagdon.app.wiring import application, create_engine
from magdagdon.storage import make_settings
from PySide6.QtTest import QTest

engine = create_engine(make_settings(sys.argv[1]), lang="en", kiosk=True)
kiosk = application(engine).kiosk
QTest.qWait(200)
kiosk.openPinPad()
kiosk.enterPin(sys.argv[2])
kiosk.home()
QTest.qWait(50)
print("started", kiosk.screen, [row["score"] for row in kiosk.todayBest])
kiosk.release()
"""


@pytest.fixture(scope="module")
def edge_settings(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("edges") / "edges.ini"
    store = Store(make_settings(path))
    for i, when in enumerate(EDGES):
        for difficulty in Difficulty:
            store.record(difficulty, 100 + i, 8, 0, finished=when)
    store.record(Difficulty.PEACEFUL, 321, 8, 0)  # today's game, in every zone
    assert len(store.high_scores(Difficulty.PEACEFUL)) == len(EDGES) + 1
    return path


@pytest.mark.parametrize("zone", ZONES)
def test_kiosk_starts_with_records_at_the_calendars_edges(
    zone: str, edge_settings: Path, qapp
) -> None:
    if "/" in zone and not Path("/usr/share/zoneinfo", zone).exists():
        pytest.skip(f"no tz database entry for {zone}")
    env = {**os.environ, "TZ": zone, "QT_QPA_PLATFORM": "offscreen"}
    env["MAGDAGDON_KIOSK_PIN"] = "2468"
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(edge_settings), "2468"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "OverflowError" not in done.stderr
    assert "started welcome [321]" in done.stdout, (done.stdout, done.stderr[-2000:])


def test_edge_dates_are_never_today_and_never_raise(qapp) -> None:
    today = datetime.now().astimezone().date()
    now = datetime.now(UTC)
    rows = today_rows([(5, when) for when in EDGES] + [(7, now)], today)
    assert [row["score"] for row in rows] == [7]
    for when in EDGES:
        local = local_time(when)
        assert local is None or local.date() != today
