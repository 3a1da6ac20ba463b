"""Two fingers at once, at random, many times: the game never breaks or half-applies."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from magdagdon.engine import RUIN, Game

from .conftest import KioskUi

TARGETS = (
    [f"die{i}" for i in range(4)]
    + [f"cell{i}" for i in range(16)]
    + [
        "rollButton",
        "confirmButton",
        "decreaseButton",
        "increaseButton",
        "rerollButton",
        "acceptMagdagdonButton",
        "rerollAllButton",
        "sureRescueButton",
        "cancelRuinButton",
        "gameOverNewGameButton",
    ]
)


def assert_consistent(ui: KioskUi) -> None:
    """The session's game equals a replay of its own log; the models show exactly it."""
    session = ui.session
    game = session.game
    assert session.rejections == 0
    replay = Game.from_dict(game.to_dict())  # raises if any logged action was illegal
    assert replay.to_dict() == game.to_dict()
    assert (replay.field, replay.dice, replay.phase) == (game.field, game.dice, game.phase)
    for i, cell in enumerate(game.field):
        row = session.board.row(i)
        assert row.ruin == (cell is RUIN)
        assert row.value == (cell if isinstance(cell, int) else 0)
        assert row.prepared == any(d.cell == i for d in game.dice)
    if game.dice and game.phase.name in ("PLACE", "MAGDAGDON"):
        for i, die in enumerate(game.dice):
            row = session.dice.row(i)
            assert (row.value, row.prepared) == (die.value, die.prepared)
    assert session.preparedCount == len(game.prepared)
    assert session.canConfirm == game.can_confirm


def two_fingers(ui: KioskUi, rng: random.Random, a: QPoint, b: QPoint) -> None:
    """Both fingers down in one event; then they lift together, or one after the other,
    sometimes after sliding a little (or a long way: a drag with a second finger down)."""
    ui.press(a, b)
    style = rng.random()
    if style < 0.25:  # finger 0 drags while finger 1 stays
        end = b if rng.random() < 0.5 else QPoint(a.x() + rng.randint(-200, 200), a.y() - 150)
        for i in range(1, 5):
            p = QPoint(a.x() + (end.x() - a.x()) * i // 4, a.y() + (end.y() - a.y()) * i // 4)
            QTest.touchEvent(ui.window, ui.device).move(0, p, ui.window).stationary(1).commit()
        a = end
    if style < 0.6:
        ui.release(a, b)
    else:
        first, second = (0, 1) if rng.random() < 0.5 else (1, 0)
        points = {0: a, 1: b}
        QTest.touchEvent(ui.window, ui.device).release(first, points[first], ui.window).stationary(
            second
        ).commit()
        QTest.touchEvent(ui.window, ui.device).release(second, points[second], ui.window).commit()
    QTest.qWait(1)
    # As after a tap (Ui.tap): a roll into a MAGDAGDON shows its choices once the dice land.
    ui.landed()


def sensible_tap(ui: KioskUi, rng: random.Random) -> None:
    """One finger doing what a player would, so the game moves through every phase."""
    s = ui.session
    if s.phase == "OVER":
        ui.tap("gameOverNewGameButton")
    elif s.canRoll:
        ui.tap("rollButton")
    elif s.choosingRuin or s.phase == "MAGDAGDON":
        if not s.choosingRuin:
            ui.tap("acceptMagdagdonButton")
        ui.tap(f"cell{rng.choice(ui.lit_cells())}")
    elif s.canConfirm and rng.random() < 0.5:
        ui.tap("confirmButton")
    else:
        free = [d for d in range(4) if not ui.prop(f"die{d}", "prepared")]
        if free:
            ui.tap(f"die{rng.choice(free)}")
            lit = ui.lit_cells()
            if lit:
                ui.tap(f"cell{rng.choice(lit)}")


def test_two_fingers_at_once_never_break_the_game(kiosk_ui: KioskUi) -> None:
    ui = kiosk_ui
    rng = random.Random(2026)
    ui.tap("tapToPlay")
    turns_seen = set()
    games = 0
    step = 0
    # The kiosk's dice are not seeded, so how fast turns pass varies: keep going (bounded)
    # until the game has really moved on, checking consistency after every step.
    while step < 120 or (len(turns_seen) < 6 and step < 600):
        step += 1
        if step % 3 == 0:
            sensible_tap(ui, rng)
        else:
            items = ui.shown()
            a, b = rng.sample([name for name in TARGETS if name in items], 2)
            two_fingers(ui, rng, ui.centre(items[a]), ui.centre(items[b]))
        assert_consistent(ui)
        turns_seen.add(ui.session.turns)
        if ui.session.phase == "OVER":
            games += 1
    assert len(turns_seen) >= 6  # the game really moved on, through many turns
    assert ui.kiosk.screen == "play"
