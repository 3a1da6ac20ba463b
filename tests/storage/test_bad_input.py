"""Broken settings files, written as raw INI text: the app starts, keeps what is valid,
uses defaults for the rest, sets a broken saved game aside and logs exactly one warning."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QLockFile, QSettings

from magdagdon import storage
from magdagdon.engine import Difficulty, Game, GameDataError
from magdagdon.storage import Record, Store, make_settings
from magdagdon.storage.store import NOT_SAVED
from tests.i18n.stand_in import check_stand_in

from .conftest import ini_string
from .test_game import mid_turn_game

P, S, N = Difficulty.PEACEFUL, Difficulty.SURVIVAL, Difficulty.NIGHTMARE
GOOD = {
    "score": 120,
    "finished": "2026-04-01T10:00:00+02:00",
    "turns": 9,
    "powers_used": 1,
    "assisted": False,
}


def setting(value: object, version: int = 1) -> str:
    return ini_string(json.dumps({"version": version, "value": value}))


def table(*records: object, version: int = 1) -> str:
    return ini_string(json.dumps({"version": version, "records": list(records)}))


def rec(**changes: object) -> dict[str, object]:
    return {**GOOD, **changes}


def raw(ini, key: str) -> object:
    return QSettings(str(ini), QSettings.Format.IniFormat).value(key)


def keys(ini) -> list[str]:
    return QSettings(str(ini), QSettings.Format.IniFormat).allKeys()


def load(ini, warnings, text: str | bytes) -> Store:
    """Write the file, open it, and check the load logged exactly one warning."""
    if isinstance(text, str):
        ini.write_text(text, encoding="utf-8")
    else:
        ini.write_bytes(text)
    store = Store(make_settings(ini))
    store.load_game()
    assert len(warnings()) == 1, warnings()
    return store


def reload_quietly(ini, warnings) -> Store:
    """The repaired file loads again with no new warning (unknown keys aside)."""
    before = len(warnings())
    store = Store(make_settings(ini))
    store.load_game()
    assert warnings()[before:] == []
    return store


def test_wrong_types_fall_back_one_by_one(ini, warnings):
    store = load(
        ini,
        warnings,
        f"""[settings]
difficulty={setting(3)}
language={setting("fr")}
kiosk={setting("yes")}
kioskPin={setting(2020)}
idleSeconds={setting("120")}
""",
    )
    assert store.language == "fr"  # the one valid value is kept
    assert (store.difficulty, store.kiosk, store.kioskPin, store.idleSeconds) == (
        "PEACEFUL",
        False,
        "",  # no default PIN (issue 17.7): the kiosk asks for one at its first start
        90,
    )
    (message,) = warnings()
    for name in ("difficulty", "kiosk", "kioskPin", "idleSeconds"):
        assert f"setting {name}" in message
    assert "setting language" not in message
    assert reload_quietly(ini, warnings).language == "fr"


def test_garbage_json_falls_back_and_keeps_the_rest(ini, warnings):
    store = load(
        ini,
        warnings,
        f"""[settings]
difficulty=NIGHTMARE
kioskPin={{{{{{
idleSeconds=1,2,3
language={setting("sv")}
kiosk={setting(True)}

[highscores]
PEACEFUL=this is not json
SURVIVAL={table(rec(score=55))}
NIGHTMARE="{{\\"version\\":1,\\"records\\":[{{\\"score\\":"
""",
    )
    assert (store.difficulty, store.kioskPin, store.idleSeconds) == ("PEACEFUL", "", 90)
    assert (store.language, store.kiosk) == ("sv", True)
    assert store.high_scores(P) == [] and store.high_scores(N) == []
    assert [r.score for r in store.high_scores(S)] == [55]
    # The unreadable tables are not thrown away: they are set aside, verbatim.
    aside = {k: raw(ini, k) for k in keys(ini) if k.startswith("highscores/broken-")}
    assert sorted(v for v in aside.values()) == sorted(
        ['{"version":1,"records":[{"score":', "this is not json"]
    )
    assert any(k.startswith("highscores/broken-PEACEFUL-") for k in aside)
    reload_quietly(ini, warnings)


def test_out_of_range_values_and_records_are_dropped_alone(ini, warnings):
    store = load(
        ini,
        warnings,
        f"""[settings]
idleSeconds={setting(5)}
kioskPin={setting("12")}
language={setting(check_stand_in())}
difficulty={setting("SURVIVAL")}

[highscores]
PEACEFUL={
            table(
                rec(),
                rec(score=9999),
                rec(turns=2),
                rec(powers_used=5),
                rec(finished="2026-04-01T10:00:00"),
                rec(finished="yesterday"),
                rec(assisted="no"),
                {"score": 1},
                "a string",
                rec(score=200, finished="2026-04-02T10:00:00+00:00"),
            )
        }
SURVIVAL={table(rec(powers_used=2), rec(score=30, powers_used=1))}
""",
    )
    assert (store.idleSeconds, store.kioskPin, store.language) == (90, "", "")
    assert store.difficulty == "SURVIVAL"
    assert [r.score for r in store.high_scores(P)] == [200, 120]
    assert [r.score for r in store.high_scores(S)] == [30]
    (message,) = warnings()
    assert "dropped 8 broken record(s)" in message and "dropped 1 broken record(s)" in message
    again = reload_quietly(ini, warnings)
    assert again.high_scores(P) == store.high_scores(P)


def test_unknown_keys_are_reported_and_left_alone(ini, warnings):
    store = load(
        ini,
        warnings,
        f"""[settings]
colour={setting("red")}
language={setting("en")}

[misc]
foo=bar

[highscores]
PEACEFUL={table(rec(comment="from a newer version"))}
""",
    )
    assert store.language == "en"
    assert [r.score for r in store.high_scores(P)] == [120]  # an extra field does not spoil it
    (message,) = warnings()
    assert "misc/foo" in message and "settings/colour" in message and "comment" in message
    assert raw(ini, "misc/foo") == "bar"


def test_unknown_versions_are_not_guessed_at(ini, warnings):
    store = load(
        ini,
        warnings,
        f"""[settings]
idleSeconds={setting(300, version=2)}
kiosk={ini_string('{"value":true}')}

[highscores]
PEACEFUL={table(rec(), version=2)}
SURVIVAL={table(rec(powers_used=0))}

[state]
game={ini_string(json.dumps({"version": 7, "game": mid_turn_game().to_dict()}))}
""",
    )
    assert (store.idleSeconds, store.kiosk) == (90, False)
    assert store.high_scores(P) == [] and len(store.high_scores(S)) == 1
    assert store.load_game() is None
    assert any(k.startswith("state/broken-game-") for k in keys(ini))
    assert any(k.startswith("highscores/broken-PEACEFUL-") for k in keys(ini))


def test_more_than_ten_records_keep_the_best_ten(ini, warnings):
    records = [rec(score=s, finished=f"2026-04-01T10:{s:02d}:00+00:00") for s in range(14)]
    random.Random(1).shuffle(records)
    store = load(ini, warnings, f"[highscores]\nPEACEFUL={table(*records)}\n")
    assert [r.score for r in store.high_scores(P)] == list(range(13, 3, -1))
    assert "best 10 of 14" in warnings()[0]


def test_duplicated_and_unsorted_records_are_tidied_silently(ini, warnings):
    ini.write_text(f"[highscores]\nPEACEFUL={table(rec(score=1), rec(score=9), rec(score=1))}\n")
    store = Store(make_settings(ini))
    assert [r.score for r in store.high_scores(P)] == [9, 1]
    assert warnings() == []


@pytest.mark.parametrize(
    "game_text",
    [
        pytest.param("tampered", id="engine-rejects"),
        pytest.param('{"version":1,"game":{"format":"magdagdon.game"', id="truncated"),
        pytest.param('{"version":1,"game":[1,2,3]}', id="not-a-mapping"),
        pytest.param('{"version":1}', id="no-game"),
        pytest.param("{{{", id="garbage"),
    ],
)
def test_a_broken_saved_game_is_set_aside_not_discarded(ini, warnings, game_text):
    if game_text == "tampered":
        data = mid_turn_game().to_dict()
        data["cells"][15] = 6  # a number the log never placed
        game_text = json.dumps({"version": 1, "game": data})
    store = load(
        ini,
        warnings,
        f"""[state]
game={ini_string(game_text)}

[settings]
difficulty={setting("NIGHTMARE")}
""",
    )
    assert store.load_game() is None
    assert store.difficulty == "NIGHTMARE"
    aside = [k for k in keys(ini) if k.startswith("state/broken-game-")]
    assert len(aside) == 1 and raw(ini, aside[0]) == game_text
    assert raw(ini, "state/game") is None
    assert "saved game" in warnings()[0] and aside[0] in warnings()[0]
    again = reload_quietly(ini, warnings)
    assert again.load_game() is None
    game = Game(Difficulty.SURVIVAL, seed=5)
    again.save_game(game)  # a new game saves normally; the broken one stays aside
    assert Store(make_settings(ini)).load_game().to_dict() == game.to_dict()
    assert [k for k in keys(ini) if k.startswith("state/broken-game-")] == aside


def full_file(ini) -> tuple[Store, Game]:
    store = Store(make_settings(ini))
    store.difficulty = "SURVIVAL"
    store.language = "fr"
    store.idleSeconds = 600
    for d in Difficulty:
        for i in range(10):
            store.record(d, 10 * i, 8, 0, datetime(2026, 1, 1, i, tzinfo=UTC))
    game = mid_turn_game()
    store.save_game(game)
    return store, game


def test_a_truncated_file_keeps_whatever_came_before_the_cut(ini, warnings, tmp_path):
    """A power cut can leave a prefix of the file: every prefix loads, nothing invented."""
    full, game = full_file(ini)
    data = ini.read_bytes()
    tables = {d: set(full.high_scores(d)) for d in Difficulty}
    cuts = sorted({len(data) * k // 29 for k in range(1, 29)} | {data.index(b"game=") + 60})
    for n, cut in enumerate(cuts):
        path = tmp_path / f"cut{n}.ini"
        path.write_bytes(data[:cut])
        before = len(warnings())
        store = Store(make_settings(path))
        loaded = store.load_game()
        assert len(warnings()) - before <= 1
        assert store.difficulty in ("SURVIVAL", "PEACEFUL")
        assert store.language in ("fr", "")
        assert store.idleSeconds in (600, 90)
        for d in Difficulty:
            assert set(store.high_scores(d)) <= tables[d]
        assert loaded is None or loaded.to_dict() == game.to_dict()
        Store(make_settings(path)).load_game()
        assert len(warnings()) - before <= 1  # repaired: the second start is quiet


def test_a_cut_in_the_saved_game_keeps_tables_and_settings(ini, warnings, tmp_path):
    """The game is written last in the file, so a cut there spares everything else."""
    full, _ = full_file(ini)
    data = ini.read_bytes()
    start = data.index(b"game=")
    assert data.index(b"[highscores]") < data.index(b"[settings]") < start
    path = tmp_path / "cut.ini"
    path.write_bytes(data[: start + (len(data) - start) // 2])  # half the game's line
    store = Store(make_settings(path))
    assert store.load_game() is None
    assert (store.difficulty, store.language, store.idleSeconds) == ("SURVIVAL", "fr", 600)
    for d in Difficulty:
        assert store.high_scores(d) == full.high_scores(d)
    assert len(warnings()) == 1 and "saved game" in warnings()[0]
    aside = [k for k in keys(path) if k.startswith("state/broken-game-")]
    assert len(aside) == 1


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_binary_garbage_over_the_games_file_loads_with_defaults_and_is_kept_aside(
    ini, warnings, seed
):
    """The game's own file (its last good copy says so) turned to garbage: repaired."""
    Store(make_settings(ini)).language = "fr"
    Store(make_settings(ini)).idleSeconds = 600  # a second write: the first is the .bak now
    junk = random.Random(seed).randbytes(4000)
    ini.write_bytes(junk)
    store = Store(make_settings(ini))
    store.load_game()
    assert len(warnings()) == 1, warnings()
    # the last good copy holds what the garbage hid (issue 37.1: it comes back)
    assert (store.difficulty, store.language, store.kiosk) == ("PEACEFUL", "fr", False)
    assert all(store.high_scores(d) == [] for d in Difficulty)
    assert store.load_game() is None
    copies = list(ini.parent.glob(ini.name + ".broken-*"))
    assert len(copies) == 1 and copies[0].read_bytes() == junk
    assert "damaged" in warnings()[0] and copies[0].name in warnings()[0]
    assert all(k.isprintable() for k in keys(ini))
    again = reload_quietly(ini, warnings)
    again.record(P, 10, 8, 0)
    assert len(Store(make_settings(ini)).high_scores(P)) == 1


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_binary_garbage_that_was_never_the_games_is_refused_and_left_alone(ini, caplog, seed):
    """Issue 37.8: a file the game did not write is never rewritten (a typo, a symlink)."""
    junk = random.Random(seed).randbytes(4000)
    ini.write_bytes(junk)
    store = Store(make_settings(ini))
    assert store.saveProblem != "" and not store.can_save
    assert store.record(P, 10, 8, 0) == NOT_SAVED
    store.language = "fr"
    store.close()
    assert ini.read_bytes() == junk
    assert sorted(p.name for p in ini.parent.iterdir()) == [ini.name, "journal-fallback"] or (
        sorted(p.name for p in ini.parent.iterdir()) == [ini.name]
    )
    assert "is not a MAGDAGDON settings file" in caplog.text


def test_garbage_after_valid_entries_keeps_the_valid_ones(ini, warnings):
    full, game = full_file(ini)
    ini.write_bytes(ini.read_bytes() + b"\n\x00\xff\xfe[\x01\x02=\x03\n\xc3\x28garbage")
    store = load(ini, warnings, ini.read_bytes())
    assert (store.difficulty, store.language, store.idleSeconds) == ("SURVIVAL", "fr", 600)
    for d in Difficulty:
        assert store.high_scores(d) == full.high_scores(d)
    assert store.load_game().to_dict() == game.to_dict()
    reload_quietly(ini, warnings)


def test_an_empty_file_is_a_fresh_start(ini, warnings):
    ini.write_bytes(b"")
    store = Store(make_settings(ini))
    assert store.load_game() is None and store.difficulty == "PEACEFUL"
    assert warnings() == []


def test_a_file_that_cannot_be_written_still_loads(ini, warnings, monkeypatch):
    """Another process holds the lock (hung): repairs wait, the app still starts."""
    ini.write_text(f"[settings]\nidleSeconds={setting(1)}\nlanguage={setting('sv')}\n")
    monkeypatch.setattr(storage.file, "LOCK_TIMEOUT_MS", 100)
    lock = QLockFile(str(ini) + ".lock")
    assert lock.tryLock(0)
    try:
        store = Store(make_settings(ini))
        assert (store.idleSeconds, store.language) == (90, "sv")
        assert len(warnings()) == 1 and "not saved" in warnings()[0]
        assert store.record(P, 50, 8, 0) == 1  # logged, kept in memory
        assert [r.score for r in store.high_scores(P)] == [50]
    finally:
        lock.unlock()
    assert store.record(P, 40, 8, 0) == 2  # the next write carries the unsaved record too
    assert [r.score for r in Store(make_settings(ini)).high_scores(P)] == [50, 40]


def test_records_read_back_equal_what_was_written(ini):
    when = datetime(2026, 4, 1, 10, 0, tzinfo=UTC)
    ini.write_text(f"[highscores]\nSURVIVAL={table(rec(finished=when.isoformat()))}\n")
    assert Store(make_settings(ini)).high_scores(S) == [Record(120, when, 9, 1, False)]


def mutations(seed: int, count: int) -> list[object]:
    """Saved games damaged at random: fields dropped, retyped, log entries bent."""
    rng = random.Random(seed)
    base = mid_turn_game().to_dict()
    junk: list[object] = [None, True, 0, -1, 2**70, 1.5, "", "RUIN", [], {}, [1, 2], {"a": 1}]

    def bend(node: object) -> object:
        if isinstance(node, dict) and node:
            key = rng.choice(list(node))
            roll = rng.random()
            if roll < 0.2:
                del node[key]
            elif roll < 0.6:
                node[key] = json.loads(json.dumps(rng.choice(junk)))
            else:
                node[key] = bend(node[key])
        elif isinstance(node, list) and node:
            i = rng.randrange(len(node))
            roll = rng.random()
            if roll < 0.2:
                del node[i]
            elif roll < 0.5:
                node[i] = json.loads(json.dumps(rng.choice(junk)))
            else:
                node[i] = bend(node[i])
        elif type(node) is int:
            return node + rng.choice([-1, 1, 7])
        return node

    out = []
    for _ in range(count):
        game = json.loads(json.dumps(base))
        for _ in range(rng.randint(1, 3)):
            game = bend(game)
        out.append(game)
    return out


def test_randomly_damaged_saved_games_never_crash_the_start(ini, warnings):
    for n, game in enumerate(mutations(11, 15)):
        path = ini.with_name(f"fuzz{n}.ini")
        text = json.dumps({"version": 1, "game": game})
        path.write_text(f"[state]\ngame={ini_string(text)}\n")
        store = Store(make_settings(path))
        loaded = store.load_game()
        if loaded is None:
            assert any(k.startswith("state/broken-game-") for k in keys(path)), n
        else:
            assert loaded.to_dict() == game  # only an undamaged-equivalent game loads


def test_many_damaged_saved_games_are_judged_without_surprises():
    """The engine answers every damaged game with GameDataError, or restores it exactly."""
    rejected = 0
    for game in mutations(12, 1500):
        try:
            restored = Game.from_dict(game)
        except GameDataError:
            rejected += 1
        else:
            assert restored.to_dict() == game
    assert rejected > 1000


def test_a_place_that_cannot_hold_a_file_never_crashes(tmp_path, warnings):
    """The settings folder cannot be created (a file is in the way): defaults, errors logged."""
    (tmp_path / "blocker").write_text("not a folder")
    path = tmp_path / "blocker" / "MAGDAGDON.ini"
    store = Store(make_settings(path))
    assert warnings() == []  # nothing to repair: nothing to say yet
    assert store.record(P, 30, 8, 0) == 1
    store.save_game(mid_turn_game())
    store.language = "fr"
    assert store.language == "fr" and [r.score for r in store.high_scores(P)] == [30]
    assert len(warnings()) == 3 and all("could not be saved" in m for m in warnings())


def test_a_non_ini_qsettings_is_used_directly(tmp_path):
    """Only an INI file gets the locked transactions; other formats still work."""
    settings = QSettings(str(tmp_path / "native.conf"), QSettings.Format.NativeFormat)
    store = Store(settings)
    game = mid_turn_game()
    store.save_game(game)
    store.record(S, 12, 8, 1)
    store.kiosk = True
    again = Store(QSettings(str(tmp_path / "native.conf"), QSettings.Format.NativeFormat))
    assert again.load_game().to_dict() == game.to_dict()
    assert [r.score for r in again.high_scores(S)] == [12] and again.kiosk is True


def test_a_table_damaged_after_start_up_is_set_aside_by_the_next_record(ini, warnings):
    store = Store(make_settings(ini))
    store.record(P, 10, 8, 0)
    ini.write_text(f"[highscores]\nPEACEFUL={table(rec(), rec(score=9999))}\n")
    assert store.record(P, 500, 8, 0) == 1
    assert [r.score for r in Store(make_settings(ini)).high_scores(P)] == [500, 120]
    aside = [k for k in keys(ini) if k.startswith("highscores/broken-PEACEFUL-")]
    assert len(aside) == 1 and "9999" in raw(ini, aside[0])
    assert len(warnings()) == 1


def test_a_finished_game_whose_record_failed_is_cleared_by_the_next_save(
    ini, warnings, monkeypatch
):
    store = Store(make_settings(ini))
    store.save_game(mid_turn_game())
    monkeypatch.setattr(storage.file, "LOCK_TIMEOUT_MS", 50)
    lock = QLockFile(str(ini) + ".lock")
    assert lock.tryLock(0)
    try:
        assert store.record(P, 70, 8, 0, finished_game=True) == 1
    finally:
        lock.unlock()
    store.save_game(None)  # what the session does next: now it reaches the disk
    again = Store(make_settings(ini))
    assert again.load_game() is None
    store.record(P, 60, 8, 0)
    assert [r.score for r in Store(make_settings(ini)).high_scores(P)] == [70, 60]
