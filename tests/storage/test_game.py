"""The game in progress: saved after every action, restored exactly, mid-turn included."""

from __future__ import annotations

import itertools
import json
from datetime import UTC, datetime

from PySide6.QtCore import QSettings

from magdagdon.engine import Difficulty, Game, Phase
from magdagdon.storage import Store, integrity, make_settings


def mid_turn_game() -> Game:
    """A PEACEFUL game mid-turn: one turn done, dice rolled, a power used, a die prepared."""
    game = Game(Difficulty.PEACEFUL, seed=2026)
    game.roll([3, 4, 1, 6])
    game.prepare(0, 5)
    game.prepare(1, 6)
    game.confirm()
    game.roll()
    free = [d for d, die in enumerate(game.dice) if game.can_adjust(d, 1) or game.can_adjust(d, -1)]
    if free:
        d = free[0]
        game.adjust(d, 1 if game.can_adjust(d, 1) else -1)
    if game.phase is Phase.PLACE:
        d = next(d for d in range(4) if game.legal_cells(d))
        game.prepare(d, min(game.legal_cells(d)))
    return game


def test_no_saved_game_at_first_start(open_store):
    assert open_store().load_game() is None


def test_restore_mid_turn_in_a_new_store_is_identical(open_store, warnings):
    game = mid_turn_game()
    assert game.phase is Phase.PLACE and game.prepared and game.powers_used == 1
    open_store().save_game(game)

    restored = open_store().load_game()  # a new Store on a new QSettings: a restart
    assert restored is not None
    assert restored.to_dict() == game.to_dict()
    assert restored.dice == game.dice and restored.prepared == game.prepared
    assert restored.phase is game.phase and restored.powers_left == game.powers_left
    # Same RNG state: what comes next is identical, so restarting never rerolls anything.
    for g in (game, restored):
        while g.prepared:
            g.take_back(g.prepared[0])
        g.reroll([0, 1, 2, 3])
    assert restored.dice == game.dice
    assert restored.to_dict() == game.to_dict()
    assert warnings() == []


def test_the_next_roll_after_restore_is_the_same(open_store):
    game = Game(Difficulty.NIGHTMARE, seed=7)
    game.roll()
    open_store().save_game(game)
    restored = open_store().load_game()
    assert restored is not None
    # Finish the turn the same way in both, then roll: the same four dice.
    for g in (game, restored):
        g.accept_magdagdon(0) if g.phase is Phase.MAGDAGDON else None
    if game.phase is Phase.PLACE:
        for g in (game, restored):
            while not g.can_confirm:
                d = next(d for d in range(4) if g.legal_cells(d))
                g.prepare(d, min(g.legal_cells(d)))
            g.confirm()
    game.roll()
    restored.roll()
    assert [d.value for d in restored.dice] == [d.value for d in game.dice]


def test_every_save_replaces_the_previous_one(open_store):
    store = open_store()
    game = Game(Difficulty.SURVIVAL, seed=3)
    store.save_game(game)
    game.roll()
    store.save_game(game)
    assert open_store().load_game().to_dict() == game.to_dict()


def test_saving_none_clears_the_game_in_progress(open_store, ini):
    store = open_store()
    store.save_game(mid_turn_game())
    store.save_game(None)
    assert open_store().load_game() is None
    assert QSettings(str(ini), QSettings.Format.IniFormat).value("state/game") is None


def test_the_saved_game_is_versioned_json_with_its_own_check(open_store, ini):
    game = mid_turn_game()
    open_store().save_game(game)
    raw = QSettings(str(ini), QSettings.Format.IniFormat).value("state/game")
    saved = json.loads(raw)
    # "id" names this game for the window that plays it (two windows, one file: issue 17);
    # "crc" is its own check (issue 37.1), of its identity and canonical JSON
    assert saved == {
        "version": 2,
        "game": game.to_dict(),
        "id": saved["id"],
        "crc": integrity.check_of("state/game", saved),
    }
    assert raw == integrity.canonical(saved)
    assert isinstance(saved["id"], str) and 1 <= len(saved["id"]) <= 40


def test_recording_a_finished_game_clears_it_in_the_same_write(open_store):
    store = open_store()
    store.save_game(mid_turn_game())
    store.record(Difficulty.PEACEFUL, 99, 8, 1, datetime.now(UTC), finished_game=True)
    again = open_store()
    assert again.load_game() is None
    assert [r.score for r in again.high_scores(Difficulty.PEACEFUL)] == [99]


def test_a_finished_game_can_be_kept_too(open_store):
    game = Game(Difficulty.NIGHTMARE, seed=1)
    while not game.is_over:
        if game.phase is Phase.ROLL:
            game.roll()
        elif game.phase is Phase.MAGDAGDON:
            game.accept_magdagdon(min(game.ruinable_cells))
        elif game.can_confirm:
            game.confirm()
        else:
            d = next(d for d in range(4) if game.legal_cells(d))
            game.prepare(d, min(game.legal_cells(d)))
    open_store().save_game(game)
    restored = open_store().load_game()
    assert restored is not None and restored.is_over
    assert restored.score() == game.score()


def test_settings_and_game_do_not_disturb_each_other(ini):
    store = Store(make_settings(ini))
    game = mid_turn_game()
    store.save_game(game)
    store.difficulty = "SURVIVAL"
    store.record(Difficulty.SURVIVAL, 10, 8, 0)
    again = Store(make_settings(ini))
    assert again.load_game().to_dict() == game.to_dict()
    assert again.difficulty == "SURVIVAL"


def test_the_file_keeps_its_permissions(open_store, ini):
    store = open_store()
    store.save_game(mid_turn_game())
    ini.chmod(0o600)
    store.record(Difficulty.PEACEFUL, 10, 8, 0)
    assert ini.stat().st_mode & 0o777 == 0o600


def test_an_unchanged_game_is_not_written_again(open_store, ini):
    store = open_store()
    game = mid_turn_game()
    store.save_game(game)
    stamp = ini.stat().st_mtime_ns
    store.save_game(game.copy())
    assert ini.stat().st_mtime_ns == stamp
    game.take_back(game.prepared[0])
    store.save_game(game)
    assert ini.stat().st_mtime_ns != stamp
    assert open_store().load_game().to_dict() == game.to_dict()


def test_a_failed_save_is_retried_by_the_next(open_store, ini, monkeypatch, warnings):
    from PySide6.QtCore import QLockFile

    from magdagdon import storage

    store = open_store()
    game = mid_turn_game()
    monkeypatch.setattr(storage.file, "LOCK_TIMEOUT_MS", 50)
    lock = QLockFile(str(ini) + ".lock")
    assert lock.tryLock(0)
    try:
        store.save_game(game)  # cannot lock: logged, not lost from memory
    finally:
        lock.unlock()
    assert any("could not be saved" in m for m in warnings())
    assert open_store().load_game() is None
    store.save_game(game)
    assert open_store().load_game().to_dict() == game.to_dict()


def test_every_version_written_is_strictly_newer(open_store, ini):
    """QSettings tells versions apart by size and mtime (ms): two writes in one clock tick
    must still differ, or another process's cache could take the new file for the old."""
    store = open_store()
    game = Game(Difficulty.PEACEFUL, seed=9)
    stamps = []
    for _ in range(15):
        game.roll() if game.can_roll else game.accept_magdagdon(min(game.ruinable_cells))
        if game.phase is Phase.PLACE:
            d = next(d for d in range(4) if game.legal_cells(d))
            game.prepare(d, min(game.legal_cells(d)))
            while not game.can_confirm:
                d = next(d for d in range(4) if game.legal_cells(d))
                game.prepare(d, min(game.legal_cells(d)))
            game.confirm()
        store.save_game(game)
        stamps.append(ini.stat().st_mtime_ns // 1_000_000)
        if game.is_over:
            break
    assert all(a < b for a, b in itertools.pairwise(stamps))


# --------------------------------------------------------------- assisted (issue 7)
def test_a_game_with_a_hint_keeps_its_assisted_mark_over_a_restart(open_store, ini, warnings):
    game = mid_turn_game()
    store = open_store()
    store.save_game(game)
    assert not store.game_assisted
    store.save_game(game, assisted=True)  # same game, now marked: written even so
    raw = QSettings(str(ini), QSettings.Format.IniFormat).value("state/game")
    saved = json.loads(raw)
    assert saved == {
        "version": 2,
        "game": game.to_dict(),
        "assisted": True,
        "id": saved["id"],
        "crc": saved["crc"],
    }
    assert integrity.verifies("state/game", saved)
    again = open_store()
    assert again.game_assisted
    assert again.load_game().to_dict() == game.to_dict()
    assert again.game_assisted
    assert warnings() == []


def test_an_unassisted_game_is_written_as_before(open_store, ini):
    game = mid_turn_game()
    open_store().save_game(game, assisted=False)
    raw = QSettings(str(ini), QSettings.Format.IniFormat).value("state/game")
    assert "assisted" not in json.loads(raw)
    assert not open_store().game_assisted


def test_clearing_the_game_clears_its_assisted_mark(open_store):
    store = open_store()
    store.save_game(mid_turn_game(), assisted=True)
    store.save_game(None)
    assert not store.game_assisted
    assert not open_store().game_assisted
    store.save_game(mid_turn_game(), assisted=True)
    store.record(Difficulty.PEACEFUL, 99, 8, 1, assisted=True, finished_game=True)
    assert not store.game_assisted
    assert open_store().high_scores(Difficulty.PEACEFUL)[0].assisted


def test_a_bad_assisted_value_sets_the_saved_game_aside(open_store, ini, warnings):
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    bad = {"version": 1, "game": mid_turn_game().to_dict(), "assisted": "yes"}
    settings.setValue("state/game", json.dumps(bad))
    settings.sync()
    del settings
    store = open_store()
    assert store.load_game() is None and not store.game_assisted
    assert any("assisted" in w for w in warnings())
