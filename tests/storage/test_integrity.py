"""Bit rot (issue 37.1, 37.4): one damaged byte costs at most the one value it is in, which the
notice names; a value under a damaged name, in a damaged line or only in the last good copy
comes back. The property is checked over thousands of single-byte changes (hypothesis), and
the cases the issue found one by one (table-driven).

A "value" is a setting, a high-score record or the game in progress: the full file of these
tests holds 14 changed settings, 30 records and a game.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QGuiApplication

from magdagdon.engine import Difficulty
from magdagdon.i18n.workflow import qm_path, translations_dir
from magdagdon.storage import Store, ini, integrity, make_settings
from magdagdon.storage.checks import Contents, check_all
from magdagdon.storage.file import SECTIONS, known

from .full_file import CHANGED, write_full_file

EXPLORE = os.environ.get("MAGDAGDON_HYPOTHESIS") == "explore"
TRIALS = settings(
    max_examples=20_000 if EXPLORE else 2_000,
    derandomize=not EXPLORE,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
P = Difficulty.PEACEFUL


@pytest.fixture(scope="module")
def full(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, bytes]:
    folder = tmp_path_factory.mktemp("full")
    os.environ.setdefault("MAGDAGDON_JOURNAL_DIR", str(folder / "journals"))
    write_full_file(folder / "MAGDAGDON.ini")
    return (folder / "MAGDAGDON.ini").read_bytes(), (folder / "MAGDAGDON.ini.bak").read_bytes()


def read(data: bytes, backup: bytes | None) -> Contents:
    doc = ini.parse(data, SECTIONS, known)
    contents, _ = check_all(
        doc, ini.parse(backup, SECTIONS, known) if backup else None, repair=False
    )
    return contents


def lost(truth: Contents, got: Contents) -> int:
    """Values of ``truth`` that ``got`` does not hold; anything invented counts 100."""
    n = sum(got.values[k] != v for k, v in truth.values.items())
    for d in Difficulty:
        n += len(set(truth.tables[d]) - set(got.tables[d]))
        n += 100 * bool(set(got.tables[d]) - set(truth.tables[d]))
    return n + (got.game != truth.game)


def named(got: Contents) -> int:
    """How many values the notice says were lost."""
    return sum(int(x.rsplit(":", 1)[1]) if x.startswith("records:") else 1 for x in got.lost)


def damaged(data: bytes, at: int, value: int) -> bytes:
    out = bytearray(data)
    out[at] = value if value != out[at] else (value + 1) % 256
    return bytes(out)


# --------------------------------------------------------------- the property
@TRIALS
@given(place=st.floats(0, 1, exclude_max=True), value=st.integers(0, 255))
def test_any_one_damaged_byte_costs_at_most_one_value_and_the_notice_names_it(full, place, value):
    data, backup = full
    truth = read(data, None)
    bad = damaged(data, int(place * len(data)), value)
    alone = read(bad, None)
    assert lost(truth, alone) <= 1
    assert named(alone) == lost(truth, alone)  # named in the notice: no more, no fewer
    with_backup = read(bad, backup)
    assert lost(truth, with_backup) <= 1
    assert named(with_backup) >= lost(truth, with_backup)


@settings(
    max_examples=200 if EXPLORE else 40,
    derandomize=not EXPLORE,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(place=st.floats(0, 1, exclude_max=True), value=st.integers(0, 255))
def test_a_damaged_file_is_repaired_on_disk_and_the_next_start_keeps_everything(
    full, tmp_path_factory, place, value
):
    """Store level: the start repairs the file (the copy it keeps aside aside), a record made
    then is kept, and the next start reads everything the first one did, quietly."""
    data, backup = full
    folder = tmp_path_factory.mktemp("store")
    path = folder / "MAGDAGDON.ini"
    path.write_bytes(damaged(data, int(place * len(data)), value))
    (folder / "MAGDAGDON.ini.bak").write_bytes(backup)
    first = Store(make_settings(path))
    seen = {d: first.high_scores(d) for d in Difficulty}
    values = {n: getattr(first, n) for n in CHANGED}
    game = first.load_game()
    first.close()
    again = Store(make_settings(path))
    assert {d: again.high_scores(d) for d in Difficulty} == seen
    assert {n: getattr(again, n) for n in CHANGED} == values
    assert (again.load_game() is None) == (game is None)
    truth = read(data, None)
    assert sum(len(set(truth.tables[d]) - set(seen[d])) for d in Difficulty) <= 1
    again.close()


# ---------------------------------------------------------- the issue's cases
def replace_once(data: bytes, old: bytes, new: bytes) -> bytes:
    assert data.count(old) >= 1, old
    return data.replace(old, new, 1)


def without_line(data: bytes, start: bytes) -> bytes:
    at = data.index(start)
    return data[:at] + data[data.index(b"\n", at) + 1 :]


CASES: list[tuple[str, Any]] = [
    ("a letter of [highscores]", lambda d: replace_once(d, b"[highscores]", b"[highscorez]")),
    ("a letter of [settings]", lambda d: replace_once(d, b"[settings]", b"[setTings]")),
    ("[state]'s bracket", lambda d: replace_once(d, b"[state]", b"{state]")),
    ("a letter of a table's key", lambda d: replace_once(d, b"PEACEFUL=", b"PEACEFUK=")),
    ("a letter of a setting's key", lambda d: replace_once(d, b"language=", b"languagf=")),
    ("a table's line made a comment", lambda d: replace_once(d, b"\nSURVIVAL=", b"\n#URVIVAL=")),
    ("a setting's line made a comment", lambda d: replace_once(d, b"\ntheme=", b"\n;heme=")),
    ("the game's key", lambda d: replace_once(d, b"\ngame=", b"\ngamf=")),
    ("two lines joined", lambda d: replace_once(d, b'"\nPEACEFUL=', b'"XPEACEFUL=')),
    ("a table's line cut in two", lambda d: replace_once(d, b'},{\\"a', b'},\n\\"a')),
    ("a byte that is not UTF-8 in a record", lambda d: replace_once(d, b":53", b":\xff3")),
    ("a UTF-8 byte-order mark (Notepad)", lambda d: b"\xef\xbb\xbf" + d),
    ("Windows line ends (CRLF)", lambda d: d.replace(b"\n", b"\r\n")),
    ("a table's line deleted (only in .bak)", lambda d: without_line(d, b"NIGHTMARE=")),
    ("a setting's line deleted (only in .bak)", lambda d: without_line(d, b"kioskTheme=")),
]


@pytest.mark.parametrize(("case", "damage"), CASES, ids=[c for c, _ in CASES])
def test_each_damage_the_issue_found_loses_at_most_the_value_hit(full, case, damage):
    data, backup = full
    truth = read(data, None)
    got = read(damage(data), backup)
    hit = "record" in case or "cut in two" in case
    assert lost(truth, got) <= (1 if hit else 0), got.problems
    if "deleted" not in case:  # found again in the file itself, without the last good copy
        alone = read(damage(data), None)
        assert lost(truth, alone) <= (1 if hit else 0), alone.problems
        assert named(alone) == lost(truth, alone)


def test_a_cleared_table_does_not_come_back_from_the_last_good_copy(tmp_path):
    """A table missing from the file comes back from .bak only if it was not cleared since."""
    path = tmp_path / "MAGDAGDON.ini"
    write_full_file(path)
    store = Store(make_settings(path))
    store.clearHighScores("PEACEFUL")
    store.close()
    data = path.read_bytes()
    assert (
        b"PEACEFUL=" not in data and b"PEACEFUL" in path.with_name(path.name + ".bak").read_bytes()
    )
    assert Store(make_settings(path)).high_scores(P) == []


def test_a_file_of_release_1_is_sealed_by_the_first_write(tmp_path):
    """Earlier files load as ever; the next write gives every value its own check."""
    fixture = Path(__file__).with_name("fixtures") / "settings-1.0.0.ini"
    path = tmp_path / "MAGDAGDON.ini"
    shutil.copyfile(fixture, path)
    assert b"crc" not in path.read_bytes()
    store = Store(make_settings(path))
    tables = {d: store.high_scores(d) for d in Difficulty}
    store.language = "sv"
    store.close()
    doc = ini.parse(path.read_bytes(), SECTIONS, known)
    for key in ("settings/language", "settings/difficulty", "state/game", "state/recorded"):
        if key in doc.entries:
            assert integrity.verifies(key, __import__("json").loads(doc.get(key))), key
    again = Store(make_settings(path))
    assert {d: again.high_scores(d) for d in Difficulty} == tables


def test_the_notice_names_what_one_damaged_byte_cost(tmp_path: Path) -> None:
    """The window's notice says which value was lost (here: one PEACEFUL record)."""
    path = tmp_path / "MAGDAGDON.ini"
    write_full_file(path)
    path.with_name(path.name + ".bak").unlink()
    data = path.read_bytes()
    at = data.index(b"PEACEFUL=") + data[data.index(b"PEACEFUL=") :].index(b"score") + 8
    path.write_bytes(damaged(data, at, ord("x")))
    app = QGuiApplication.instance() or QGuiApplication([])  # as the game runs it
    english = QTranslator(app)  # the notice's plural forms live in the English catalogue
    assert english.load(str(qm_path("en", translations_dir())))
    QCoreApplication.installTranslator(english)
    try:
        store = Store(make_settings(path))
        assert "1 high score of PEACEFUL could not be read back" in store.saveProblem
    finally:
        QCoreApplication.removeTranslator(english)
    assert len(store.high_scores(P)) == 9 and len(store.high_scores(Difficulty.SURVIVAL)) == 10
    store.close()
