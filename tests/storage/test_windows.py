"""Two windows on one file (issue 17.5): neither destroys the other's game in progress, and
one saved game finished in both is recorded once (R8.2)."""

from __future__ import annotations

import random

from magdagdon.engine import Difficulty, Game
from magdagdon.storage import Store, make_settings
from magdagdon.storage import ini as ini_text

from .player import step
from .test_game import mid_turn_game

P = Difficulty.PEACEFUL


def record_finished(store: Store, game: Game) -> int:
    return store.record(
        game.difficulty, game.score().total, game.turns, game.powers_used, finished_game=True
    )


def test_a_window_saving_its_game_parks_the_other_windows_game(ini):
    a, b = Store(make_settings(ini)), Store(make_settings(ini))
    game_a = Game(P, seed=1)
    game_a.roll()
    a.save_game(game_a)
    game_b = mid_turn_game()
    b.save_game(game_b)  # b's game is the one in progress now; a's is kept aside
    doc = ini_text.parse(ini.read_bytes())
    parked = [k for k in doc.entries if k.startswith("state/parked-")]
    assert len(parked) == 1
    assert Store(make_settings(ini)).load_game().to_dict() == game_b.to_dict()


def test_a_window_finishing_its_game_leaves_the_other_windows_game(ini):
    a, b = Store(make_settings(ini)), Store(make_settings(ini))
    game_a = Game(P, seed=2)
    a.save_game(finish_but_one(game_a))
    game_b = mid_turn_game()
    b.save_game(game_b)
    step_to_end(game_a)
    record_finished(a, game_a)
    a.save_game(None)
    a.close()
    assert Store(make_settings(ini)).load_game().to_dict() == game_b.to_dict()


def finish_but_one(game: Game) -> Game:
    """Play ``game`` to its last action (the next one ends it)."""
    rng = random.Random(9)
    while True:
        trial, same = game.copy(), random.Random()
        same.setstate(rng.getstate())
        step(trial, same)
        if trial.is_over:
            return game
        step(game, rng)


def step_to_end(game: Game) -> None:
    rng = random.Random(1)
    while not game.is_over:
        step(game, rng)


def test_one_saved_game_finished_in_two_windows_is_recorded_once(ini):
    game = Game(Difficulty.SURVIVAL, seed=44)
    finish_but_one(game)
    Store(make_settings(ini)).save_game(game)
    a, b = Store(make_settings(ini)), Store(make_settings(ini))
    ga, gb = a.load_game(), b.load_game()
    assert ga is not None and gb is not None and ga.to_dict() == gb.to_dict()
    step_to_end(ga)
    step_to_end(gb)
    assert ga.is_over and gb.is_over and ga.score().total == gb.score().total
    record_finished(a, ga)
    record_finished(b, gb)
    a.close()
    b.close()
    table = Store(make_settings(ini)).high_scores(Difficulty.SURVIVAL)
    assert len(table) == 1 and table[0].score == ga.score().total
