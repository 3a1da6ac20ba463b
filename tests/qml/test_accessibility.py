"""Screen readers (issue 15): every control has a role and a name that says its state, the
names follow the state, and what a sighted player sees change is announced."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from magdagdon.engine import Difficulty

from .conftest import Ui
from .player import play_game

NAME = QAccessible.Text.Name
R = QAccessible.Role
# What a control may be to a screen reader (each says how to use it).
ROLES = {R.Button, R.PushButton, R.RadioButton, R.CheckBox, R.Slider, R.EditableText, R.PageTab}


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
    assert spoken(ui, "cell1") == "Row 1, column 2: 3, prepared, press to take back"
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
    live.textChanged.connect(lambda: said.append(live.property("text")))  # type: ignore[attr-defined]
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


def test_the_state_is_in_the_name_on_the_pages(ui: Ui) -> None:
    """Settings' choices say which is chosen (a checked radio button or check box), and the
    names follow a change."""
    QAccessible.setActive(True)
    ui.tap("settingsButton")
    ui.settle(50)

    def checked(name: str) -> bool:
        face = QAccessible.queryAccessibleInterface(ui.item(name))
        assert face is not None and face.role() in (R.RadioButton, R.CheckBox), name
        return bool(face.state().checked)

    assert checked("theme_system") and not checked("theme_dark")
    assert checked("difficultyPEACEFUL") and checked("textSize100")
    assert not checked("reducedMotion")
    ui.item("theme_dark").forceActiveFocus()
    ui.settle(20)
    ui.tap("theme_dark")
    ui.settle()
    assert checked("theme_dark") and not checked("theme_system")
    ui.item("reducedMotion").forceActiveFocus()
    ui.settle(20)
    ui.tap("reducedMotion")
    ui.settle()
    assert checked("reducedMotion")


def test_the_powers_say_what_they_do_and_whether_they_can(ui: Ui) -> None:
    """DECREASE/INCREASE/REROLL and HINT: available or not, as the game stands (R5)."""
    QAccessible.setActive(True)
    assert spoken(ui, "increaseButton") == "INCREASE\u00a0+1, not available"
    ui.session.queue_rolls([6, 4, 5, 5])
    ui.tap("rollButton")
    ui.tap("die0")
    assert spoken(ui, "increaseButton") == "INCREASE\u00a0+1, not available"  # R5.2: no 7
    assert spoken(ui, "decreaseButton") == "DECREASE\u00a0−1, available"
    assert spoken(ui, "rerollButton") == "REROLL, available"


def test_the_board_speaks_the_cell_under_the_cursor(ui: Ui) -> None:
    """The arrow keys move a cursor, not the focus: the focused board's name must be the cell
    under the cursor, so that each move is heard."""
    QAccessible.setActive(True)
    ui.window.requestActivate()
    QTest.keyClick(ui.window, Qt.Key.Key_Right)
    ui.settle()
    board = QAccessible.queryAccessibleInterface(ui.item("board"))
    assert board is not None and board.role() in (R.Table, R.Grouping, R.List)
    assert spoken(ui, "cell1") in board.text(NAME)
    QTest.keyClick(ui.window, Qt.Key.Key_Down)
    ui.settle()
    assert spoken(ui, "cell5") in board.text(NAME)


def test_a_tab_says_it_is_the_shown_one(ui: Ui) -> None:
    QAccessible.setActive(True)
    ui.tap("highScoresButton")
    ui.settle(50)
    shown = QAccessible.queryAccessibleInterface(ui.item("scoresTabPEACEFUL"))
    other = QAccessible.queryAccessibleInterface(ui.item("scoresTabSURVIVAL"))
    assert shown is not None and other is not None
    said = (shown.text(NAME), bool(shown.state().checked))
    assert said != (other.text(NAME).replace("SURVIVAL", "PEACEFUL"), bool(other.state().checked))


def test_a_bonus_line_is_announced(ui: Ui) -> None:
    """A STRAIGHT along the top row (R7.2): CONFIRM says so."""
    said: list[str] = []
    live = ui.items("announcement")[0]
    live.textChanged.connect(lambda: said.append(live.property("text")))  # type: ignore[attr-defined]
    ui.session.queue_rolls([1, 2, 3, 4])
    ui.tap("rollButton")
    assert said[-1].startswith("Rolled 1, 2, 3")  # (", 4" or " and 4": the language's list)
    for die in range(4):
        ui.tap(f"die{die}")
        ui.tap(f"cell{die}")
    ui.tap_enabled("confirmButton")
    ui.settle()
    assert any(line["bonus"] != "NONE" for line in ui.session.lines)
    assert said[-1] == "Bonus line!"
