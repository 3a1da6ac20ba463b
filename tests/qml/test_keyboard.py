"""The whole game by keyboard (issue 15): complete games on every difficulty played with key
events only, through the window's shortcuts, the board cursor and Enter, never a pointer."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from magdagdon.app.wiring import application
from magdagdon.engine import Difficulty, Game
from magdagdon.engine.board import encode, iter_placements

from .conftest import Ui, inside
from .player import Seen, magdagdon_roll
from .test_screenshots import ROW
from .test_screenshots import play_turn as tap_turn

K = Qt.Key


def key(ui: Ui, k: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(ui.window, k, modifier)
    ui.settle()


def focused(ui: Ui) -> str:
    item = ui.window.activeFocusItem()
    return item.objectName() if item is not None else ""


def tab_to(ui: Ui, name: str) -> None:
    """Tab until the control named ``name`` has the focus (as a player looking at the ring)."""
    for _ in range(80):
        if focused(ui) == name:
            return
        key(ui, K.Key_Tab)
    raise AssertionError(f"Tab never reached {name}; last focus {focused(ui)!r}")


def choose_difficulty_by_keys(ui: Ui, name: str) -> None:
    tab_to(ui, "settingsButton")
    key(ui, K.Key_Space)
    assert ui.visible("settingsPage")
    tab_to(ui, f"difficulty{name}")
    key(ui, K.Key_Space)
    if ui.visible("dialogAcceptButton"):
        tab_to(ui, "dialogAcceptButton")
        key(ui, K.Key_Space)
    key(ui, K.Key_Escape)  # back to the game
    assert not ui.visible("settingsPage")
    assert ui.session.difficulty == name


def move_to(ui: Ui, cell: int) -> None:
    """Arrow keys from wherever the cursor is to ``cell``."""
    for _ in range(8):
        here = ui.session.cursor
        if here == cell:
            break
        dr, dc = cell // 4 - here // 4, cell % 4 - here % 4
        if dr:
            key(ui, K.Key_Down if dr > 0 else K.Key_Up)
        else:
            key(ui, K.Key_Right if dc > 0 else K.Key_Left)
    assert ui.session.cursor == cell
    ring = ui.item("boardCursor")  # the visible ring stands on that cell
    assert ring.property("cell") == cell


def free(ui: Ui) -> list[int]:
    return [d for d in range(4) if not ui.session.game.dice[d].prepared]


def select(ui: Ui, die: int) -> None:
    """Keys 1-4 follow the tap's rule: a press selects that die alone, again unselects."""
    if die not in ui.session.selected or len(ui.session.selected) != 1:
        key(ui, getattr(K, f"Key_{die + 1}"))
    if ui.session.selected != (die,):
        key(ui, getattr(K, f"Key_{die + 1}"))
    assert ui.session.selected == (die,)
    assert ui.prop(f"die{die}", "selected")


def place(ui: Ui, cell: int, value: int) -> None:
    die = next(d for d in free(ui) if ui.session.game.dice[d].value == value)
    select(ui, die)
    assert ui.prop(f"cell{cell}", "legal")
    move_to(ui, cell)
    key(ui, K.Key_Return)
    assert ui.prop(f"cell{cell}", "prepared") and ui.prop(f"cell{cell}", "value") == value


def play_turn(ui: Ui, rng: random.Random, seen: Seen, force, take_back: bool, power: bool) -> None:
    if force is not None:
        ui.session.queue_rolls(force)
    key(ui, K.Key_R)
    assert ui.session.phase in ("PLACE", "MAGDAGDON")
    for _ in range(60):
        s = ui.session
        if s.phase in ("ROLL", "OVER"):
            seen.turns += 1
            return
        if s.phase == "MAGDAGDON":
            key(ui, K.Key_A)
            assert s.choosingRuin
            cell = rng.choice(sorted(s.game.ruinable_cells))
            move_to(ui, cell)
            key(ui, K.Key_Space)
            assert ui.prop(f"cell{cell}", "ruin")
            seen.magdagdons += 1
            seen.ruins += 1
            continue
        if power and s.powersLeft > 0:
            die = rng.choice(free(ui))
            select(ui, die)
            before = s.game.dice[die].value
            up = s.canUse["INCREASE"]
            key(ui, K.Key_Plus if up else K.Key_Minus)  # armed: the same key again spends it
            assert s.armed["to"] == before + (1 if up else -1) and s.game.dice[die].value == before
            key(ui, K.Key_Plus if up else K.Key_Minus)
            assert s.game.dice[die].value == before + (1 if up else -1)
            seen.powers += 1
            power = False
            continue
        if s.canConfirm:
            if take_back:
                cell = next(c for c in range(16) if ui.prop(f"cell{c}", "prepared"))
                move_to(ui, cell)
                key(ui, K.Key_Return)
                assert not ui.prop(f"cell{cell}", "prepared")  # R3.4: taken back
                seen.take_backs += 1
                take_back = False
                continue
            key(ui, K.Key_C)
            continue
        values = [s.game.dice[d].value for d in free(ui)]
        missing = s.required - s.preparedCount
        plans = list(itertools.islice(iter_placements(encode(s.game.field), values, missing), 30))
        if not plans:  # R6.4: a prepared die blocks the way; take it back
            cell = next(c for c in range(16) if ui.prop(f"cell{c}", "prepared"))
            move_to(ui, cell)
            key(ui, K.Key_Return)
            seen.take_backs += 1
            continue
        place(ui, *rng.choice(plans)[0])
    raise AssertionError(f"turn did not end: {ui.session.game!r}")


@pytest.mark.parametrize("difficulty", list(Difficulty), ids=lambda d: d.name)
def test_a_complete_game_by_keys_only(ui: Ui, difficulty: Difficulty) -> None:
    ui.window.requestActivate()
    ui.settle(20)
    choose_difficulty_by_keys(ui, difficulty.name)
    assert ui.session.cursor == 0  # every new game starts on the top-left cell
    rng = random.Random(hash(difficulty.name) % 997)
    seen = Seen()
    want_magdagdon = True
    while ui.session.phase != "OVER":
        force = None
        if want_magdagdon and (seen.turns >= 2 or difficulty is Difficulty.NIGHTMARE):
            force = magdagdon_roll(ui)
            want_magdagdon = force is None
        power = seen.powers == 0 and difficulty.powers > 0 and seen.turns >= 1 and force is None
        play_turn(ui, rng, seen, force, take_back=seen.take_backs == 0, power=power)
        assert ui.session.rejections == 0
    game = ui.session.game
    assert Game.from_dict(game.to_dict()).to_dict() == game.to_dict()  # every action legal
    assert seen.take_backs >= 1 and seen.magdagdons >= 1 and seen.ruins >= 1
    assert seen.powers >= (1 if difficulty.powers else 0) and game.powers_used == seen.powers
    ui.wait_for_card()
    # N after the game: no question, a new game at once, the cursor back on cell 0.
    key(ui, K.Key_N)
    assert ui.session.phase == "ROLL" and ui.session.turns == 0 and ui.session.cursor == 0


def test_new_game_asks_first_and_escape_keeps_the_game(ui: Ui) -> None:
    ui.window.requestActivate()
    key(ui, K.Key_R)
    key(ui, K.Key_Right)
    key(ui, K.Key_Down)
    assert ui.session.cursor == 5
    key(ui, K.Key_N)
    assert ui.visible("dialogAcceptButton")  # R2.2: a running game is not dropped silently
    key(ui, K.Key_R)  # the game's keys wait while the question is open
    key(ui, K.Key_Escape)
    ui.settle(200)  # the question fades out
    assert not ui.visible("dialogAcceptButton") and ui.session.phase == "PLACE"
    key(ui, K.Key_N)
    tab_to(ui, "dialogAcceptButton")
    key(ui, K.Key_Space)
    assert ui.session.phase == "ROLL" and ui.session.cursor == 0


def test_a_question_takes_the_focus_and_gives_it_back(ui: Ui) -> None:
    """A question (NEW GAME over a game in progress, R2.2; the first HINT) left the focus
    behind it: a keyboard player had to Tab through the screen to reach its buttons, and a
    screen reader did not read it. It takes the focus (NEW GAME's on CANCEL: nothing is lost
    by Enter; HINT's on SHOW HINT) and gives it back once answered."""
    from magdagdon.app.wiring import hint_service

    ui.window.requestActivate()
    key(ui, K.Key_R)
    before = focused(ui)
    key(ui, K.Key_N)
    assert ui.visible("dialogAcceptButton") and focused(ui) == "dialogCancelButton"
    key(ui, K.Key_Return)
    ui.settle(200)
    assert not ui.visible("dialogAcceptButton") and ui.session.phase == "PLACE"
    assert focused(ui) == before

    ui.store.setProperty("hintExplained", False)
    key(ui, K.Key_H)
    assert ui.visible("dialogAcceptButton") and focused(ui) == "dialogAcceptButton"
    key(ui, K.Key_Return)
    hints = hint_service(ui.engine)
    ui.qtbot.waitUntil(lambda: hints.hint != [], timeout=10_000)
    assert ui.session.assisted and focused(ui) == before


def test_the_cursor_stops_at_the_edges_and_its_ring_shows(ui: Ui) -> None:
    ui.window.requestActivate()
    assert not ui.visible("boardCursor")  # no ring for a pointer player until a key is used
    key(ui, K.Key_Up)
    key(ui, K.Key_Left)
    assert ui.session.cursor == 0 and ui.visible("boardCursor")
    for _ in range(5):
        key(ui, K.Key_Right)
    assert ui.session.cursor == 3
    for _ in range(5):
        key(ui, K.Key_Down)
    assert ui.session.cursor == 15


def test_f1_and_question_mark_show_the_keys_and_escape_closes_them(ui: Ui) -> None:
    ui.window.requestActivate()
    key(ui, K.Key_F1)
    assert ui.visible("keysCloseButton")
    names = [i.property("text") for i in ui.items("keyName")]
    assert "1 2 3 4" in names and "Escape" in names
    key(ui, K.Key_Escape)
    ui.settle(200)
    assert not ui.visible("keysCloseButton")
    key(ui, K.Key_Question, Qt.KeyboardModifier.ShiftModifier)
    assert ui.visible("keysCloseButton")
    key(ui, K.Key_Escape)
    ui.settle(200)
    assert not ui.visible("keysCloseButton")


def test_the_rules_scroll_with_the_keys(ui: Ui) -> None:
    ui.window.requestActivate()
    ui.tap("rulesButton")
    flick = ui.item("rulesFlickable")
    assert flick.property("contentY") == 0
    key(ui, K.Key_PageDown)
    down = flick.property("contentY")
    assert down > 0
    key(ui, K.Key_Down)
    assert flick.property("contentY") > down
    key(ui, K.Key_PageUp)
    key(ui, K.Key_PageUp)
    assert flick.property("contentY") == 0
    key(ui, K.Key_Escape)
    assert ui.visible("rollButton")


def test_a_die_hands_its_focus_on(ui: Ui) -> None:
    """Tab to a die, then CONFIRM by key (C): the die goes back to an empty slot, and the focus
    must go on (to the board), not stay on a control Tab can no longer reach."""
    ui.window.requestActivate()
    ui.session.queue_rolls([3, 4, 5, 6])
    key(ui, K.Key_R)
    for die in (0, 1):
        ui.tap(f"die{die}")
        ui.tap(f"cell{min(ui.lit_cells())}")
    assert ui.session.canConfirm
    tab_to(ui, "die3")
    key(ui, K.Key_C)
    assert ui.session.phase == "ROLL"
    problems = list(ui.messages.problems)
    ui.messages.problems.clear()  # said here, not after the test
    assert not problems
    assert focused(ui) != "die3"


def test_equals_reroll_hint_and_the_keypad_enter(ui: Ui) -> None:
    """The keys the whole-game test does not need: = (INCREASE, like +), X twice (REROLL the
    chosen dice, R5.3), H (HINT) and the keypad's Enter on the board."""
    ui.window.requestActivate()
    hints = application(ui.engine).hints
    assert hints is not None
    ui.session.queue_rolls([3, 4, 5, 5])
    key(ui, K.Key_R)
    select(ui, 0)
    key(ui, K.Key_Equal)  # armed (issue 38), then spent: the selected 3 becomes a 4 (R5.2)
    key(ui, K.Key_Equal)
    assert ui.session.game.dice[0].value == 4 and ui.session.powersUsed == 1
    key(ui, K.Key_X)
    assert ui.session.choosingReroll
    key(ui, K.Key_2)  # die 1 joins die 0
    ui.session.queue_rolls([1, 2])
    key(ui, K.Key_X)  # thrown together, one use
    assert not ui.session.choosingReroll and ui.session.powersUsed == 2
    assert [d.value for d in ui.session.game.dice][:2] == [1, 2]
    ui.qtbot.waitUntil(lambda: hints.canHint, timeout=20000)
    key(ui, K.Key_H)
    ui.qtbot.waitUntil(lambda: len(hints.hint) > 0, timeout=20000)
    ui.qtbot.waitUntil(lambda: ui.visible("ghost0"), timeout=2000)  # the HINT on the board
    select(ui, 2)
    move_to(ui, 0)
    QTest.keyClick(ui.window, K.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    ui.settle()
    assert ui.prop("cell0", "prepared") and ui.prop("cell0", "value") == 5


def test_shortcuts_work_whatever_has_focus_except_in_a_text_field(ui: Ui) -> None:
    ui.window.requestActivate()
    tab_to(ui, "settingsButton")  # a control of the navigation bar holds the focus
    key(ui, K.Key_R)
    assert ui.session.phase == "PLACE"  # R rolled all the same
    ui.tap("dailyButton")
    ui.settle(50)
    ui.tap("playCodeButton")
    ui.settle(250)
    assert ui.item("codeField").hasActiveFocus()
    before = ui.session.game.to_dict()
    for k in (K.Key_R, K.Key_C, K.Key_X, K.Key_A, K.Key_N, K.Key_H):
        key(ui, k)
    assert ui.prop("codeField", "text").upper() == "RCXANH"  # typed, not played
    assert ui.session.game.to_dict() == before and not ui.visible("dialogAcceptButton")


def test_escape_steps_back_from_choosing(ui: Ui) -> None:
    """Escape: out of choosing the dice to REROLL (nothing spent, R5.3), out of an armed
    DECREASE (nothing spent, R5.2) and out of choosing the ruin (back to the MAGDAGDON
    choice, R6.3)."""
    ui.window.requestActivate()
    s = ui.session
    s.queue_rolls([3, 4, 5, 6])
    key(ui, K.Key_R)
    key(ui, K.Key_X)
    assert s.choosingReroll
    key(ui, K.Key_Escape)
    assert not s.choosingReroll and s.powersUsed == 0 and s.phase == "PLACE"
    key(ui, K.Key_4)  # the 6 (issue 38: DECREASE is armed first, Escape disarms it)
    key(ui, K.Key_Minus)
    assert s.armed["to"] == 5 and ui.visible("cancelRerollButton")
    key(ui, K.Key_Escape)
    assert s.armed == {} and s.powersUsed == 0 and s.game.dice[3].value == 6
    assert ui.visible("rerollButton") and not ui.visible("cancelRerollButton")
    s.setDifficulty("NIGHTMARE")
    s.queue_rolls([1, 3, 5, 6])  # only two dice fit (R6.1)
    key(ui, K.Key_R)
    assert s.phase == "MAGDAGDON"
    key(ui, K.Key_A)
    assert s.choosingRuin
    key(ui, K.Key_Escape)
    assert not s.choosingRuin and s.phase == "MAGDAGDON" and ui.visible("acceptMagdagdonButton")


@pytest.mark.parametrize("enter", [K.Key_Return, K.Key_Enter])
def test_enter_presses_the_focused_button_as_space_does(ui: Ui, enter: Qt.Key) -> None:
    """The keys list says "Enter, Space: ... on a button: press it": Qt Quick's buttons take
    Space only, so Enter on ROLL, on a page's BACK, on a radio button and on a dialog's
    button did nothing."""
    ui.store.tutorial = "declined"
    ui.settle(50)
    modifier = Qt.KeyboardModifier.KeypadModifier if enter == K.Key_Enter else None
    press = (lambda: key(ui, enter, modifier)) if modifier else (lambda: key(ui, enter))
    tab_to(ui, "rollButton")
    press()
    assert ui.session.phase in ("PLACE", "MAGDAGDON")  # rolled
    tab_to(ui, "settingsButton")
    press()
    assert ui.visible("settingsPage")
    tab_to(ui, "difficultyNIGHTMARE")
    press()  # a game is running: the change is asked first
    assert ui.visible("dialogAcceptButton")
    tab_to(ui, "dialogAcceptButton")
    press()
    assert ui.session.difficulty == "NIGHTMARE"
    assert not ui.visible("settingsPage")  # the new game is on view
    tab_to(ui, "rulesButton")
    press()
    assert ui.visible("rulesPage")
    tab_to(ui, "backButton")
    press()
    assert not ui.visible("rulesPage")


def test_the_focus_goes_on_after_roll_and_confirm(ui: Ui) -> None:
    """ROLL and CONFIRM are disabled by their own press: pressed from the keyboard, the focus
    goes on (ROLL to the board's cursor, CONFIRM to the next ROLL) instead of dropping to the
    window, where the next Tab started again at the navigation bar. A mouse press moves no
    focus (no cursor ring appears on the board)."""
    ui.store.tutorial = "declined"
    ui.settle(50)
    ui.session.queue_rolls([3, 4, 4, 5])
    ui.tap("rollButton")
    assert ui.session.phase == "PLACE" and focused(ui) != "board"
    assert not ui.visible("boardCursor")
    ui.session.newGame()
    ui.settle(50)
    ui.session.queue_rolls([3, 4, 4, 5])
    tab_to(ui, "rollButton")
    key(ui, K.Key_Space)
    assert focused(ui) == "board" and ui.visible("boardCursor")
    place(ui, 5, 3)
    place(ui, 6, 4)
    tab_to(ui, "confirmButton")
    key(ui, K.Key_Space)
    assert ui.session.phase == "ROLL" and focused(ui) == "rollButton"


def _on(ui: Ui, name: str) -> bool:
    """Whether the focused item is inside the item called ``name``."""
    return inside(ui.window.activeFocusItem(), ui.item(name))


def test_tab_stops_nowhere_under_the_game_over_card(ui: Ui) -> None:
    """The card's veil covers the game: Tab goes round the card's buttons and the navigation
    bar (both in use), never to the board behind the veil (it stopped there, on cell 0)."""
    ui.store.tutorial = "declined"
    ui.window.requestActivate()
    for row in range(4):
        tap_turn(ui, ROW, [4 * row + c for c in range(4)])
    ui.wait_for_card()
    stops = []
    for _ in range(30):
        key(ui, K.Key_Tab)
        stops.append(focused(ui))
        assert _on(ui, "gameOverDialog") or _on(ui, "navigationBar"), stops
    assert "gameOverNewGameButton" in stops and "board" not in stops
    for _ in range(30):
        key(ui, K.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        assert _on(ui, "gameOverDialog") or _on(ui, "navigationBar"), focused(ui)
    key(ui, K.Key_Escape)  # the card put aside: the board is a Tab stop again
    ui.settle(200)
    tab_to(ui, "board")


def test_no_tab_stop_on_the_board_under_the_magdagdon_shade(ui: Ui) -> None:
    """Under the MAGDAGDON shade the board has nothing to do until ACCEPT (R6.3): Tab skips it,
    then stops on it again to choose the ruin."""
    ui.store.tutorial = "declined"
    ui.window.requestActivate()
    ui.session.setDifficulty("NIGHTMARE")
    ui.session.queue_rolls([1, 3, 5, 6])  # NIGHTMARE places only the 5 and 6 (R6.1)
    key(ui, K.Key_R)  # a game key: the board took the focus, and passes it on
    assert ui.session.phase == "MAGDAGDON"
    ui.settle(20)
    assert focused(ui) == "acceptMagdagdonButton"
    stops = set()
    for _ in range(40):
        key(ui, K.Key_Tab)
        stops.add(focused(ui))
    assert "acceptMagdagdonButton" in stops and "board" not in stops
    key(ui, K.Key_A)  # accept: now the board is where the ruin is chosen
    assert ui.session.choosingRuin
    ui.settle(20)
    assert focused(ui) == "board" and ui.visible("boardCursor")  # the focus was not lost
    key(ui, K.Key_Escape)  # back to the choice: by Enter on ACCEPT this time
    ui.settle(20)
    tab_to(ui, "acceptMagdagdonButton")
    key(ui, K.Key_Return)
    assert ui.session.choosingRuin
    ui.settle(20)
    assert focused(ui) == "board" and ui.visible("boardCursor")


def test_a_rescue_from_the_keyboard_hands_the_focus_to_the_board(ui: Ui) -> None:
    """REROLL ALL DICE pressed from the keyboard rescues the MAGDAGDON (R6.2): the button goes
    with the shade, and the focus goes on to the board, where the new dice are placed."""
    ui.store.tutorial = "declined"
    ui.window.requestActivate()
    ui.session.queue_rolls([3, 4, 5, 6])
    key(ui, K.Key_R)
    for die in range(4):
        select(ui, die)
        move_to(ui, die)
        key(ui, K.Key_Return)
    key(ui, K.Key_C)
    ui.session.queue_rolls([1, 1, 1, 1], [3, 4, 4, 5])  # a MAGDAGDON, then the rescue
    key(ui, K.Key_R)
    assert ui.session.phase == "MAGDAGDON"
    tab_to(ui, "rerollAllButton")
    key(ui, K.Key_Space)
    assert ui.session.phase == "PLACE"
    ui.settle(20)
    assert focused(ui) == "board" and ui.visible("boardCursor")


def test_a_pointer_tap_on_a_die_hides_the_board_cursor(ui: Ui) -> None:
    """The keyboard's cursor ring is for keyboard play: a mouse tap on a die hides it, as a
    tap on a cell does (it stayed on the board and read as a bonus outline)."""
    ui.store.tutorial = "declined"
    ui.window.requestActivate()
    ui.session.queue_rolls([3, 4, 4, 5])
    key(ui, K.Key_R)
    key(ui, K.Key_Right)
    assert ui.visible("boardCursor")
    ui.tap("die0")
    assert ui.session.selected == (0,)
    assert not ui.visible("boardCursor")
    key(ui, K.Key_Left)  # a key again: the ring is back
    assert ui.visible("boardCursor")


@pytest.mark.parametrize("target", ["die0", "cell5"])
def test_a_pointer_tap_on_the_game_takes_the_ring_off_the_navigation(ui: Ui, target: str) -> None:
    """A keyboard player who reached STATS with Tab and goes on with the mouse: the first tap
    on a die or a cell takes the focus (and its ring) off STATS, as a click does on the web;
    the board takes it for the mouse, with no cursor ring."""
    ui.store.tutorial = "declined"
    ui.window.requestActivate()
    ui.session.queue_rolls([3, 4, 4, 5])
    ui.tap_enabled("rollButton")
    tab_to(ui, "statisticsButton")
    stats = ui.item("statisticsButton")
    assert stats.property("visualFocus")
    if target == "cell5":
        ui.tap("die0")
    ui.tap(target)
    assert not stats.hasActiveFocus() and not stats.property("visualFocus")
    assert ui.item("board").hasActiveFocus() and not ui.visible("boardCursor")
    key(ui, K.Key_Tab)  # the keyboard again: Tab goes on from the board
    assert focused(ui) not in ("board", "statisticsButton"), focused(ui)


def test_the_cursor_ring_leaves_the_take_back_badge_on_top(ui: Ui) -> None:
    """On a prepared die the keyboard's ring crossed the take-back badge (the badge at the
    tile's corner, the ring just outside it): the badge is drawn over the ring."""
    ui.store.tutorial = "declined"
    ui.store.reducedMotion = True
    ui.window.requestActivate()
    ui.session.queue_rolls([3, 4, 4, 5])
    key(ui, K.Key_R)
    key(ui, K.Key_Right)  # the cursor on cell 1
    key(ui, K.Key_1)  # the first die
    key(ui, K.Key_Return)  # ... prepared there
    ui.settle(100)
    assert ui.prop("cell1", "prepared") and ui.visible("boardCursor")
    badge = ui.item("takeBackBadge1")
    image = ui.window.grabWindow()
    dpr = image.width() / ui.window.width()
    ring = ui.item("boardCursor")
    edge = ring.mapToScene(QPointF(ring.width() - 1.5, ring.height() / 2))  # its right side
    focus = image.pixelColor(int(edge.x() * dpr), int(edge.y() * dpr))
    assert focus.blue() > 150 and focus.red() < 100  # the light theme's blue ring
    centre = badge.mapToScene(QPointF(badge.width() / 2, badge.height() / 2))
    r = badge.width() / 2 - 2
    ringed = 0
    for dx in range(-int(r), int(r) + 1):
        for dy in range(-int(r), int(r) + 1):
            if dx * dx + dy * dy <= r * r:
                pixel = image.pixelColor(int((centre.x() + dx) * dpr), int((centre.y() + dy) * dpr))
                ringed += pixel == focus
    assert ringed == 0, f"{ringed} pixels of the badge show the ring"
