"""Screen readers (issue 15): every control has a role and a name that says its state, the
names follow the state, and what a sighted player sees change is announced."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem

from magdagdon.engine import Difficulty

from .conftest import Ui
from .player import play_game

NAME = QAccessible.Text.Name


def spoken(ui: Ui, name: str) -> str:
    """What a screen reader says for the visible item ``name``."""
    face = QAccessible.queryAccessibleInterface(ui.item(name))
    assert face is not None and face.isValid(), name
    return face.text(NAME)


def role(item: QQuickItem) -> QAccessible.Role:
    face = QAccessible.queryAccessibleInterface(item)
    assert face is not None, item.objectName()
    return face.role()


def test_every_control_of_the_game_screen_has_a_role_and_a_name(ui: Ui) -> None:
    QAccessible.setActive(True)
    names = [f"cell{i}" for i in range(16)] + [f"die{d}" for d in range(4)]
    names += ["rollButton", "confirmButton", "hintButton", "newGameButton", "settingsButton"]
    for name in names:
        item = ui.item(name)
        assert role(item) in (QAccessible.Role.Button, QAccessible.Role.PushButton), name
        assert spoken(ui, name), name


def test_names_change_with_the_state(ui: Ui) -> None:
    QAccessible.setActive(True)
    assert spoken(ui, "cell1") == "Row 1, column 2: empty"
    assert spoken(ui, "confirmButton") == "CONFIRM, not available"
    assert spoken(ui, "rollButton") == "ROLL, available"
    assert spoken(ui, "die0") == "Die 1, not rolled"
    ui.session.queue_rolls([3, 4, 1, 6])
    ui.tap("rollButton")
    assert spoken(ui, "rollButton") == "ROLL, not available"
    assert spoken(ui, "die0") == "Die 1: 3"
    ui.tap("die0")
    assert spoken(ui, "die0") == "Die 1: 3, selected"
    assert spoken(ui, "cell1") == "Row 1, column 2: empty, allowed"  # R4: a 3 may go there
    ui.tap("cell1")
    assert spoken(ui, "cell1") == "Row 1, column 2: 3, prepared, tap to take back"
    assert spoken(ui, "die0") == "Die 1: 3, on the board"
    ui.tap("die1")
    ui.tap(f"cell{min(ui.lit_cells())}")
    assert spoken(ui, "confirmButton") == "CONFIRM, available"
    ui.tap("confirmButton")
    assert spoken(ui, "cell1") == "Row 1, column 2: 3"


def test_the_roll_a_magdagdon_a_ruin_and_game_over_are_announced(ui: Ui) -> None:
    said: list[str] = []
    live = ui.item("announcement") if ui.visible("announcement") else ui.items("announcement")[0]
    assert role(live) == QAccessible.Role.StaticText
    live.textChanged.connect(lambda: said.append(live.property("text")))
    play_game(ui, Difficulty.NIGHTMARE, seed=3)  # forces a MAGDAGDON on the first turn
    kind, values = ui.session.game.log[0]  # the engine's record of the first ROLL
    assert kind == "roll"
    listed = ", ".join(map(str, values[:-1])) + f" and {values[-1]}"  # the language's list
    assert said[0].split(". ")[0] == f"Rolled {listed}", said[:3]
    assert any("MAGDAGDON: not enough dice can be placed" in s for s in said)
    assert any("A cell became a RUIN" in s for s in said)
    total = ui.session.game.score().total
    assert said[-1] == f"Game over. Final score {total}".replace("-", "\u2212")  # true minus
    if ui.session.game.score().bonus > 0:
        assert any("Bonus line!" in s for s in said)
