"""A settings file written by release 1.0.0 loads, forever (issue 11: "saved games and settings
files written by version 1.0.0 still load").

``fixtures/settings-1.0.0.ini`` was written by the 1.0.0 store (``make_settings_1_0_0.py``):
every setting changed from its default, full tables for all three difficulties (R8.2), a
table and a game set aside as broken, a key of an unknown section, and an assisted game in
progress in the middle of a turn. ``settings-1.0.0.expected.json`` is what 1.0.0 read from it.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from magdagdon.engine import RUIN, Difficulty, Phase
from magdagdon.storage import Store, make_settings

FIXTURES = Path(__file__).with_name("fixtures")
EXPECTED = json.loads((FIXTURES / "settings-1.0.0.expected.json").read_text())


def copy_of_fixture(tmp_path: Path) -> Path:
    path = tmp_path / "MAGDAGDON.ini"
    shutil.copyfile(FIXTURES / "settings-1.0.0.ini", path)
    return path


def test_the_1_0_0_settings_load(tmp_path):
    store = Store(make_settings(copy_of_fixture(tmp_path)))
    assert {n: getattr(store, n) for n in EXPECTED["settings"]} == EXPECTED["settings"]


def test_the_1_0_0_high_scores_load_in_r8_3_order(tmp_path):
    store = Store(make_settings(copy_of_fixture(tmp_path)))
    for difficulty in Difficulty:
        table = [r.to_json() for r in store.high_scores(difficulty)]
        assert table == EXPECTED["highscores"][difficulty.name]
        assert len(table) == 10  # R8.2: the best 10 of the 12 recorded


def test_the_1_0_0_game_in_progress_resumes_as_it_was(tmp_path):
    store = Store(make_settings(copy_of_fixture(tmp_path)))
    game = store.load_game()
    expected = EXPECTED["game"]
    assert game is not None and store.game_assisted is EXPECTED["assisted"]
    assert game.difficulty.name == expected["difficulty"] and game.seed == expected["seed"]
    assert game.phase is Phase[expected["phase"]] and game.turns == expected["turns"]
    assert game.powers_used == expected["powers_used"]
    assert [c if c is None or isinstance(c, int) else "RUIN" for c in game.cells] == (
        expected["cells"]
    )
    assert RUIN in game.cells
    assert [[d.value, d.cell] for d in game.dice] == expected["dice"]


def test_the_1_0_0_file_survives_a_write_and_a_restart(tmp_path):
    """Saving with today's store keeps every 1.0.0 value (nothing is lost by an upgrade)."""
    path = copy_of_fixture(tmp_path)
    store = Store(make_settings(path))
    game = store.load_game()
    assert game is not None
    store.save_game(game, assisted=True)
    store.idleSeconds = EXPECTED["settings"]["idleSeconds"] + 1
    again = Store(make_settings(path))
    assert again.idleSeconds == EXPECTED["settings"]["idleSeconds"] + 1
    assert again.kioskPin == EXPECTED["settings"]["kioskPin"]
    for difficulty in Difficulty:
        assert [r.to_json() for r in again.high_scores(difficulty)] == (
            EXPECTED["highscores"][difficulty.name]
        )
    restored = again.load_game()
    assert restored is not None and restored.to_dict() == game.to_dict()
