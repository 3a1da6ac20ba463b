"""A test player that plays only by tapping the window's named items.

It reads the screen (cell and die properties) and the engine's public queries to decide, the
way a person looks at the board, but every action is a real tap on an item.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field

from magdagdon.engine import Difficulty, can_place
from magdagdon.engine.board import encode, iter_placements

from .conftest import Ui


@dataclass
class Seen:
    """What happened in a game, so a test can check every flow was exercised."""

    turns: int = 0
    take_backs: int = 0
    powers: int = 0
    magdagdons: int = 0
    ruins: int = 0
    dead_ends: int = 0
    drags: int = 0
    extra_dice: int = 0
    log: list[str] = field(default_factory=list)


def free_dice(ui: Ui) -> list[int]:
    return [d for d in range(4) if not ui.prop(f"die{d}", "prepared")]


def magdagdon_roll(ui: Ui) -> list[int] | None:
    """Four values that cannot be placed on the board as it stands (a MAGDAGDON), if any."""
    game = ui.session.game
    for values in itertools.combinations_with_replacement(range(1, 7), 4):
        if not can_place(game.cells, list(values), game.required):
            return list(values)
    return None


def tap_die(ui: Ui, die: int) -> None:
    """Make ``die`` the selected one (unselecting the others)."""
    for d in free_dice(ui):
        if ui.prop(f"die{d}", "selected") and d != die:
            ui.tap(f"die{d}")
    if not ui.prop(f"die{die}", "selected"):
        ui.tap(f"die{die}")
    assert ui.prop(f"die{die}", "selected")


def place(ui: Ui, rng: random.Random, seen: Seen, cell: int, value: int) -> None:
    die = next(d for d in free_dice(ui) if ui.prop(f"die{d}", "value") == value)
    if rng.random() < 0.15:  # drag it there instead of tapping
        ui.drag(f"die{die}", f"cell{cell}")
        seen.drags += 1
    else:
        tap_die(ui, die)
        assert cell in ui.lit_cells(), (die, cell, ui.session.game)
        ui.tap(f"cell{cell}")
    assert ui.prop(f"cell{cell}", "prepared"), (die, cell, ui.session.game)
    assert ui.prop(f"cell{cell}", "value") == value


def play_turn(
    ui: Ui,
    rng: random.Random,
    seen: Seen,
    *,
    force: list[int] | None = None,
    take_back: bool = False,
    power: bool = False,
) -> None:
    """One whole turn, from ROLL to CONFIRM or to the ruin."""
    if force is not None:
        ui.session.queue_rolls(force)
    ui.tap_enabled("rollButton")
    for _ in range(60):
        s = ui.session
        if s.phase in ("ROLL", "OVER"):
            seen.turns += 1
            return
        if s.phase == "MAGDAGDON":
            if power and s.canRerollAll:
                ui.session.queue_rolls(force or [1, 1, 1, 1])
                ui.tap_enabled("rerollAllButton")
                seen.powers += 1
                power = False
                continue
            ui.tap_enabled("acceptMagdagdonButton")
            seen.magdagdons += 1
            lit = ui.lit_cells()
            assert lit == sorted(ui.session.game.ruinable_cells)
            cell = rng.choice(lit)
            ui.tap(f"cell{cell}")
            assert ui.prop(f"cell{cell}", "ruin")
            seen.ruins += 1
            continue
        free = free_dice(ui)
        if power and s.powersLeft > 0 and free:
            die = rng.choice(free)
            tap_die(ui, die)
            name = "increaseButton" if ui.item("increaseButton").isEnabled() else "decreaseButton"
            before = ui.prop(f"die{die}", "value")
            after = before + (1 if name == "increaseButton" else -1)
            ui.tap_enabled(name)  # armed: it asks again, nothing spent yet (issue 38)
            assert ui.prop(f"die{die}", "value") == before
            assert ui.prop(name, "text") == f"CHANGE TO {after}"
            ui.tap_enabled(name)
            assert ui.prop(f"die{die}", "value") == after
            seen.powers += 1
            power = False
            continue
        if s.canConfirm:
            if take_back:
                prepared = [c for c in range(16) if ui.prop(f"cell{c}", "prepared")]
                ui.tap(f"cell{rng.choice(prepared)}")
                seen.take_backs += 1
                take_back = False
                continue
            if free and rng.random() < 0.3:
                extra = next(
                    iter_placements(
                        encode(s.game.field), [ui.prop(f"die{d}", "value") for d in free], 1
                    ),
                    None,
                )
                if extra:
                    place(ui, rng, seen, *extra[0])
                    seen.extra_dice += 1
                    continue
            ui.tap_enabled("confirmButton")
            continue
        missing = s.required - s.preparedCount
        values = [ui.prop(f"die{d}", "value") for d in free]
        plans = list(itertools.islice(iter_placements(encode(s.game.field), values, missing), 50))
        if not plans:  # R6.4: the prepared dice block the way
            assert s.deadEnd
            text = ui.prop("hintLabel", "text")
            assert "take a die back" in text or text.startswith("No way to place enough dice: take")
            seen.dead_ends += 1
            prepared = [c for c in range(16) if ui.prop(f"cell{c}", "prepared")]
            ui.tap(f"cell{rng.choice(prepared)}")
            seen.take_backs += 1
            continue
        assert not s.deadEnd
        place(ui, rng, seen, *rng.choice(plans)[0])
    raise AssertionError(f"turn did not end: {ui.session.game!r}")


def play_game(ui: Ui, difficulty: Difficulty, seed: int) -> Seen:
    """A complete game by taps: a take back, a power (if any), a MAGDAGDON with a ruin."""
    rng = random.Random(seed)
    seen = Seen()
    want_magdagdon = True
    while ui.session.phase != "OVER":
        force = None
        power = seen.powers == 0 and difficulty.powers > 0 and seen.turns >= 1
        if want_magdagdon and (seen.turns >= 2 or difficulty is Difficulty.NIGHTMARE):
            force = magdagdon_roll(ui)
            want_magdagdon = force is None
            power = power and force is not None
        play_turn(ui, rng, seen, force=force, take_back=seen.take_backs == 0, power=power)
        assert ui.session.rejections == 0
    return seen
