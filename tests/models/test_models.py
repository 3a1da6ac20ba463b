"""BoardModel and DiceModel: valid Qt models, display-ready rows, minimal change signals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from magdagdon.engine import Difficulty, Game
from magdagdon.qt.models import BoardModel, CellRow, DiceModel, DieRow, board_rows, dice_rows
from magdagdon.qt.session import GameSession


@pytest.fixture
def session(qapp) -> GameSession:
    return GameSession(seed=3)


def states(session: GameSession):
    """The session in each kind of state, yielded one after the other."""
    yield "start"
    session.queue_rolls([3, 4, 4, 5])
    session.roll()
    yield "rolled"
    session.tapDie(0)
    yield "lit"
    session.tapCell(5)
    session.tapDie(1)
    session.tapCell(6)
    yield "prepared"
    session.confirm()
    session.queue_rolls([1, 1, 1, 1])
    session.roll()
    yield "magdagdon"
    session.acceptMagdagdon()
    yield "ruin"
    session.tapCell(0)
    yield "after-ruin"


@pytest.mark.parametrize("which", ["board", "dice"])
def test_models_pass_qtmodeltester_in_every_state(qtmodeltester, session, which) -> None:
    model = session.board if which == "board" else session.dice
    for _ in states(session):
        qtmodeltester.check(model, force_py=True)
        qtmodeltester.check(model)


def test_role_names_are_the_row_fields(session) -> None:
    board = {bytes(v).decode() for v in session.board.roleNames().values()}
    dice = {bytes(v).decode() for v in session.dice.roleNames().values()}
    assert board == set(CellRow._fields)
    assert dice == set(DieRow._fields)
    assert {"value", "ruin", "prepared", "legal"} <= board
    assert {"value", "prepared", "selected"} <= dice


def test_data_follows_the_game(session) -> None:
    session.queue_rolls([3, 4, 4, 5])
    session.roll()
    session.tapDie(0)
    lit = [i for i in range(16) if session.board.row(i).legal]
    assert lit == list(range(16))  # R4.2: an empty board takes the first die anywhere
    role = int(BoardModel.Role.legal)
    assert all(session.board.data(session.board.index(i), role) for i in range(16))
    session.tapCell(5)
    idx = session.board.index(5)
    assert session.board.data(idx, int(BoardModel.Role.value)) == 3
    assert session.board.data(idx, int(BoardModel.Role.prepared)) is True
    assert session.board.data(idx, int(BoardModel.Role.die)) == 0
    assert session.board.data(idx, Qt.ItemDataRole.DisplayRole) == "3"
    assert session.dice.data(session.dice.index(0), int(DiceModel.Role.prepared)) is True
    assert session.board.data(QModelIndex(), int(BoardModel.Role.value)) is None
    assert session.board.data(idx, 9999) is None


def test_only_changed_rows_signal(qtbot, session) -> None:
    session.queue_rolls([3, 4, 4, 5])
    session.roll()
    session.tapDie(0)
    session.tapCell(5)
    changes: list[tuple[int, int, list[int]]] = []
    session.board.dataChanged.connect(lambda a, b, roles: changes.append((a.row(), b.row(), roles)))
    resets: list[int] = []
    session.board.modelReset.connect(lambda: resets.append(1))
    session.tapDie(1)  # lights the cells a 4 may go to: 1, 4, 6, 9
    rows = sorted({r for a, b, _ in changes for r in range(a, b + 1)})
    assert rows == [1, 4, 6, 9]
    assert all(roles == [int(BoardModel.Role.legal)] for _, _, roles in changes)
    changes.clear()
    session.tapDie(1)  # unselect: the same four rows go dark again
    assert sorted({r for a, b, _ in changes for r in range(a, b + 1)}) == [1, 4, 6, 9]
    assert not resets


def test_update_rejects_the_wrong_number_of_rows(qapp) -> None:
    with pytest.raises(ValueError, match="16 rows"):
        BoardModel().update([BoardModel.blank()] * 3)


def test_rows_between_turns_and_at_the_end() -> None:
    game = Game(Difficulty.NIGHTMARE, seed=1)
    assert dice_rows(game, []) == [DiceModel.blank()] * 4
    game.roll([1, 3, 5, 6])  # a MAGDAGDON on an empty board in NIGHTMARE
    rows = dice_rows(game, [2])
    assert [r.value for r in rows] == [1, 3, 5, 6] and rows[2].selected
    game.accept_magdagdon(0)
    cells = board_rows(game, frozenset(), game.score())
    assert cells[0].ruin and cells[0].value == 0


def test_a_die_turns_when_its_face_is_set_and_only_then() -> None:
    """Issue 38: the tray tumbles a die when its ``turns`` grows (``Action.turned``)."""
    game = Game(Difficulty.PEACEFUL, seed=1)
    game.roll([1, 3, 5, 6])
    assert [r.turns for r in dice_rows(game, [])] == [1, 1, 1, 1]
    game.adjust(1, 1)  # INCREASE on the 3
    assert [r.turns for r in dice_rows(game, [])] == [1, 2, 1, 1]
    game.reroll([0, 3], [1, 6])  # the same faces again still count: the dice were thrown
    assert [r.turns for r in dice_rows(game, [])] == [2, 2, 1, 2]
    game.prepare(0, 0)
    assert [r.turns for r in dice_rows(game, [])] == [2, 2, 1, 2]


def test_a_cell_the_prepared_dice_kill_is_marked_before_confirm() -> None:
    """Issue 38: a 1 prepared beside a 2 and a 5 beside a 4 leave the cell between the 3
    above, the 1 and the 5 with no value (R4.3): it is marked at once, and stays so."""
    game = Game(Difficulty.PEACEFUL, seed=1)
    game.roll([1, 2, 3, 4])
    for die in range(4):
        game.prepare(die, die)  # 1 2 3 4 along the first row
    game.confirm()
    game.roll([1, 5, 6, 6])
    game.prepare(0, 5)  # the 1 under the 2
    assert not any(r.dead for r in board_rows(game, frozenset(), game.score()))
    game.prepare(1, 7)  # the 5 under the 4
    rows = board_rows(game, frozenset(), game.score())
    assert [i for i, r in enumerate(rows) if r.dead] == [6] and game.dead_cells == {6}
    game.confirm()
    assert game.dead_cells == {6}  # for the rest of the game, until a RUIN fills it
