"""Adversarial store tests (issue 17): no content of the file can crash the program or stop
it saving; a damaged part is set aside and the rest keeps working; growth is bounded.

Every case ends the same way: the store loads with valid values only (R8.2 tables, a game the
engine accepts), and a record made afterwards is on disk for the next start.
"""

from __future__ import annotations

import json
import random
import shutil
import time
from pathlib import Path

import pytest

from magdagdon.engine import Difficulty, Game
from magdagdon.storage import SETTINGS, TABLE_SIZE, Store, make_settings
from magdagdon.storage import ini as ini_text
from magdagdon.storage.checks import SET_ASIDE_KEPT, UNKNOWN_KEPT, check_all

from .test_game import mid_turn_game

P = Difficulty.PEACEFUL
FIXTURE = Path(__file__).with_name("fixtures") / "settings-1.0.0.ini"

HOSTILE_VALUES = [
    "@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)",  # a list claiming 2^31-1 items (bad_alloc)
    "@Variant(" + "\\0\\0\\0\\t\\0\\0\\0\\x1" * 400 + ")",  # nested deeply (SIGSEGV)
    "@ByteArray(\\xff\\xfe)",
    "@Invalid()",
    "1, 2, 3",
    '"unterminated',
    '"a" , "b"',
    '"\\x"',
    '"' + "[" * 5000 + "]" * 5000 + '"',
    '"{\\"version\\":1,\\"value\\":1e999}"',
    '"{\\"version\\":1,\\"value\\":NaN}"',
    '"{\\"version\\":1,\\"records\\":[' + "{}," * 2000 + '{}]}"',
    '"{\\"version\\":1,\\"game\\":' + "[" * 3000 + "]" * 3000 + '}"',
    "\\",
    "",
    "@@literal",
]


def assert_sound(store: Store) -> None:
    """Every value the store hands out is one the rules and the settings allow."""
    for name, setting in SETTINGS.items():
        value = getattr(store, name)
        # A setting may also hold its default ("" for kioskPin: no 1.0 clear PIN left).
        assert value == setting.default or setting.valid(value), name
    for difficulty in Difficulty:
        table = store.high_scores(difficulty)
        assert len(table) <= TABLE_SIZE and table == sorted(table, key=lambda r: r.sort_key)
    game = store.load_game()
    assert game is None or Game.from_dict(game.to_dict()).to_dict() == game.to_dict()


def still_saves(ini: Path, score: int) -> None:
    """A record made now is in the table the next start reads."""
    store = Store(make_settings(ini))
    assert store.record(P, score, 8, 0) >= 1
    assert store.saveProblem in ("", store.saveProblem)  # a damage notice may stand
    store.close()
    assert score in [r.score for r in Store(make_settings(ini)).high_scores(P)]


def test_a_comment_on_top_of_the_file_stops_nothing(ini):
    """Issue 17.1: one '# comment' line made QSettings refuse every later write."""
    shutil.copyfile(FIXTURE, ini)
    ini.write_bytes(b"# my notes\n; more notes\n" + ini.read_bytes())
    store = Store(make_settings(ini))
    assert store.difficulty == "NIGHTMARE" and len(store.high_scores(P)) == 10
    assert store.record(P, 544, 8, 0) == 1
    assert Store(make_settings(ini)).high_scores(P)[0].score == 544


@pytest.mark.parametrize("value", HOSTILE_VALUES, ids=range(len(HOSTILE_VALUES)))
@pytest.mark.parametrize("key", ["settings/difficulty", "highscores/PEACEFUL", "state/game"])
def test_hostile_values_in_keys_the_game_reads_never_crash_it(ini, key, value):
    """Issue 17.2: a hand-written @Variant once aborted the process before any check ran."""
    section, _, name = key.partition("/")
    ini.write_text(f"[{section}]\n{name}={value}\n")
    store = Store(make_settings(ini))
    assert_sound(store)
    assert store.high_scores(P) == [] and store.load_game() is None
    store.close()
    still_saves(ini, 77)


def mutate(data: bytes, rng: random.Random) -> bytes:
    b = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(7)
        at = rng.randrange(len(b) + 1)
        if op == 0 and b:
            b[min(at, len(b) - 1)] = rng.randrange(256)
        elif op == 1:
            del b[at : at + rng.randint(1, 200)]
        elif op == 2:
            b[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 20)))
        elif op == 3:
            b[at:at] = rng.choice(HOSTILE_VALUES).encode()
        elif op == 4:
            b[at:at] = b"\n# hand edit\n"
        elif op == 5:
            del b[at:]
        else:
            b[at:at] = rng.choice([b"\n[", b"]\n", b"=", b'"', b"\\", b"%", b"\n@"])
    return bytes(b)


def test_thousands_of_mutated_files_are_read_without_surprises():
    """Pure level: 2,000 mutations of a full 1.0.0 file, read and repaired in memory."""
    rng = random.Random(17)
    original = FIXTURE.read_bytes()
    good = ini_text.parse(original)
    for _ in range(2000):
        doc = ini_text.parse(mutate(original, rng))
        contents, _ = check_all(doc, good, repair=True)
        for name, setting in SETTINGS.items():
            value = contents.values[name]
            assert value == setting.default or setting.valid(value), name
        assert all(len(t) <= TABLE_SIZE for t in contents.tables.values())
        again = ini_text.parse(ini_text.render(doc))  # what is written reads back the same
        assert {k: e.text for k, e in again.entries.items()} == {
            k: e.text for k, e in doc.entries.items()
        }


def test_hundreds_of_mutated_files_start_the_store_and_keep_saving(tmp_path):
    """Store level: each mutated file loads sound values and the next record is kept."""
    rng = random.Random(1129)
    original = FIXTURE.read_bytes()
    for i in range(200):
        path = tmp_path / f"m{i}" / "MAGDAGDON.ini"
        path.parent.mkdir()
        path.write_bytes(mutate(original, rng))
        store = Store(make_settings(path))
        assert_sound(store)
        assert store.record(P, 500 + i % 40, 8, 0) == 1
        store.close()
        assert Store(make_settings(path)).high_scores(P)[0].score == 500 + i % 40
    # (its speed is benchmarks/bench_storage.py's to measure: a timed test fails under load)


def test_a_damaged_table_is_repaired_from_the_last_good_copy(ini):
    """Issue 17.8: one changed byte lost a whole table; now the last good copy fills in."""
    shutil.copyfile(FIXTURE, ini)
    before = [r.score for r in Store(make_settings(ini)).high_scores(P)]
    store = Store(make_settings(ini))
    store.record(P, 300, 8, 0)  # a write: the sound version before it becomes the .bak
    store.close()
    text = ini.read_text()
    start = text.index("PEACEFUL=")
    ini.write_text(text[: start + 30] + "X" + text[start + 31 :])  # one byte, mid-table
    again = Store(make_settings(ini))
    # The last good copy is the version before the last write (kept by a hard link, no copy)
    assert [r.score for r in again.high_scores(P)] == before
    assert again.saveProblem != ""  # the player is told
    assert len(again.high_scores(Difficulty.NIGHTMARE)) == 10  # the rest kept working


def test_set_aside_and_unknown_data_are_bounded(ini):
    """Issue 17.8: 50 MB of junk was kept and rewritten forever (3 s per tap)."""
    lines = ["[junk]"] + [f"k{i}=" + "x" * 2000 for i in range(500)]
    lines += ["[state]"] + [f"broken-game-2026010{i % 9}T0000{i:04d}Z=x" for i in range(40)]
    ini.write_text("\n".join(lines) + "\n")
    store = Store(make_settings(ini))
    store.record(P, 5, 8, 0)
    store.close()
    doc = ini_text.parse(ini.read_bytes())
    assert sum(k.startswith("junk/") for k in doc.entries) <= UNKNOWN_KEPT
    assert sum(k.startswith("state/broken-game-") for k in doc.entries) <= SET_ASIDE_KEPT
    assert ini.stat().st_size < 100_000
    assert "junk/k499" in doc.entries  # the newest kept, the oldest went


def test_a_huge_saved_game_is_set_aside_quickly(ini):
    """Issue 17.8: a saved game with 300,000 moves took 18 s to load."""
    game = mid_turn_game().to_dict()
    log = "actions" if "actions" in game else "log"  # the engine's name for its action log
    game[log] = game[log] + [["prepare", 0, 0], ["take_back", 0]] * 150_000
    text = json.dumps({"version": 1, "game": game}).replace("\\", "\\\\").replace('"', '\\"')
    ini.write_text(f'[state]\ngame="{text}"\n')
    started = time.monotonic()
    store = Store(make_settings(ini))
    assert store.load_game() is None
    assert time.monotonic() - started < 2


def test_a_non_finite_number_in_a_saved_game_never_breaks_saving(ini):
    """Issue 17.9: 1e999 in an RNG state loaded, then every save raised out of a slot."""
    game = mid_turn_game().to_dict()
    text = json.dumps({"version": 1, "game": game})
    assert '"turns": 1' in text
    text = text.replace('"turns": 1', '"turns": 1e999', 1)
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    ini.write_text(f'[state]\ngame="{escaped}"\n')
    store = Store(make_settings(ini))
    assert store.load_game() is None
    store.save_game(mid_turn_game())
    assert Store(make_settings(ini)).load_game().to_dict() == mid_turn_game().to_dict()


def test_a_symlinked_settings_file_is_written_through(tmp_path):
    """Issue 17.8: a symlink was replaced by a regular file."""
    target = tmp_path / "real" / "MAGDAGDON.ini"
    target.parent.mkdir()
    shutil.copyfile(FIXTURE, target)
    link = tmp_path / "MAGDAGDON.ini"
    link.symlink_to(target)
    store = Store(make_settings(link))
    store.record(P, 400, 8, 0)
    store.close()
    assert link.is_symlink() and link.resolve() == target
    assert Store(make_settings(target)).high_scores(P)[0].score == 400
