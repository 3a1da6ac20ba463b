"""Tapping as fast as possible on random items never breaks anything (seeded dice and taps)."""

from __future__ import annotations

import random

from magdagdon.engine import Game, Phase

from .conftest import Ui, shown

GAME_ITEMS = [
    "rollButton",
    "confirmButton",
    "decreaseButton",
    "increaseButton",
    "rerollButton",
    "rerollAllButton",
    "sureRescueButton",
    "acceptMagdagdonButton",
    "cancelRuinButton",
    "gameOverNewGameButton",
    "showHighScoresButton",
    "newGameButton",
    "dialogAcceptButton",
    "dialogCancelButton",
    "backButton",
    *(f"die{d}" for d in range(4)),
    *(f"cell{c}" for c in range(16)),
]


def check(ui: Ui) -> None:
    """The session shows exactly the engine's state, and the engine accepted every action."""
    if not ui.visible("cell0"):  # a random tap opened another screen: back to the game
        ui.tap("backButton")
    game = ui.session.game
    assert ui.session.rejections == 0
    assert Game.from_dict(game.to_dict()).to_dict() == game.to_dict()
    field = game.field
    for c in range(16):
        value = field[c] if isinstance(field[c], int) else 0
        assert ui.prop(f"cell{c}", "value") == value
    if game.phase in (Phase.PLACE, Phase.MAGDAGDON):
        assert [ui.prop(f"die{d}", "value") for d in range(4)] == [d.value for d in game.dice]
    # The score counts up to the engine's (at most 400 ms).
    ui.qtbot.waitUntil(
        lambda: ui.prop("scoreLabel", "text") == shown(game.score().total), timeout=1000
    )


def test_thousands_of_random_taps(ui: Ui) -> None:
    ui.resize(800, 600)  # the smallest supported window; also the quickest to draw
    rng = random.Random(20)
    games = turns = 0
    # Seeded, but what a tap finds depends on timing (a dialog still opening, a button still
    # coming on), and once one tap differs the rest of the run does: over a dozen seeds, 3000
    # taps play 3 to 6 games. So at least 3000 taps, then on (bounded) until whole games
    # have been played, checking as it goes.
    n = 0
    while n < 3000 or ((games < 3 or turns < 30) and n < 6000):
        n += 1
        before = ui.session.turns
        # Mostly the play (board, dice, ROLL, CONFIRM, MAGDAGDON), now and then anything.
        r = rng.random()
        if r < 0.35:  # something that does something: a lit cell or an enabled button
            cells = [f"cell{c}" for c in range(16) if ui.visible(f"cell{c}")]
            lively = [c for c in cells if ui.prop(c, "legal")] + [
                m for m in GAME_ITEMS[:9] if ui.visible(m) and ui.item(m).isEnabled()
            ]
            name = rng.choice(lively or GAME_ITEMS[14:])
        elif r < 0.75:
            name = rng.choice(GAME_ITEMS[14:])
        elif r < 0.97:
            name = rng.choice(GAME_ITEMS[:9])
        else:
            name = rng.choice(GAME_ITEMS)
        if not ui.visible(name):
            name = rng.choice([m for m in GAME_ITEMS if ui.visible(m)])
        ui.tap(name)
        turns += ui.session.turns > before
        games += ui.session.phase == "OVER" and ui.session.turns > before
        if n % 150 == 0:
            check(ui)
    check(ui)
    assert games >= 3 and turns >= 30, (games, turns)  # the taps did play whole games
