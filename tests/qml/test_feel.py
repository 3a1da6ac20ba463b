"""Game feel (issue 12): every motion runs and never holds a tap back, and the layout is steady.

Motions are checked frame by frame on the real window (a die's rotation, a ribbon's sweep, a
crack's progress); reduced motion must make each of them an instant change. Geometry is
measured in scene pixels across every phase of a turn, at the two reference sizes.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QFont, QFontMetricsF, QGuiApplication
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from magdagdon.app.wiring import create_engine
from magdagdon.storage import make_settings
from tests.i18n.screens import texts

from .conftest import QmlMessages, Ui
from .conftest import shown as shown_number
from .test_screenshots import ROW, play_turn


def rect(item: QQuickItem) -> QRectF:
    top_left = item.mapToScene(QPointF(0, 0))
    return QRectF(top_left.x(), top_left.y(), item.width(), item.height())


def frames(ui: Ui, ms: int, sample) -> list:
    """``sample()`` on every frame for ``ms`` milliseconds (about 60 a second)."""
    seen = []
    for _ in range(max(1, ms // 8)):
        seen.append(sample())
        QTest.qWait(8)
    return seen


def theme(ui: Ui):
    return ui.engine.singletonInstance("Magdagdon", "Theme")


def perfect_nightmare_game(ui: Ui) -> None:
    ui.session.setDifficulty("NIGHTMARE")
    for row in range(4):
        play_turn(ui, ROW, [4 * row + c for c in range(4)])
    assert ui.session.phase == "OVER"


# ---------------------------------------------------------------------------- motion
def test_every_roll_tumbles_staggered_with_values_final_at_once(ui: Ui) -> None:
    """A fresh ROLL, a roll of the same values again, and a REROLL: each die tumbles."""
    for attempt in range(2):
        ui.session.queue_rolls([2, 2, 2, 2])
        ui.tap_enabled("rollButton")
        # Final at once: the values, the accessible names and the taps do not wait.
        assert [ui.prop(f"die{d}", "value") for d in range(4)] == [2, 2, 2, 2]
        dice = [ui.item(f"die{d}") for d in range(4)]
        seen = frames(ui, 420, lambda dice=dice: [d.property("turn") for d in dice])
        first = []
        for d in range(4):
            moving = [i for i, f in enumerate(seen) if abs(f[d]) > 0.5]
            assert moving, f"die {d} did not tumble on roll {attempt + 1}"
            first.append(moving[0])
        assert first == sorted(first) and first[3] > first[0]  # 40 ms apart, in order
        assert all(abs(a) < 0.01 for a in seen[-1])  # and each settles straight
        assert not any(d.property("tumbling") for d in dice)
        if attempt == 0:  # place 2-2 and confirm, then roll the same values again
            ui.tap("die0")
            ui.tap("cell0")
            ui.tap("die1")
            ui.tap("cell1")
            ui.tap_enabled("confirmButton")
    # REROLL of one die that comes up with its old value still tumbles (R5.3).
    ui.tap("die2")
    ui.session.queue_rolls([2])
    ui.tap_enabled("rerollButton")  # choose the dice (the selected 2 is chosen already)
    ui.tap_enabled("rerollButton")  # and throw it
    die = ui.item("die2")
    assert any(abs(t) > 0.5 for t in frames(ui, 200, lambda: die.property("turn")))


def test_a_power_moves_only_the_dice_it_changed_in_a_magdagdon_too(ui: Ui) -> None:
    """Issue 38: INCREASE/DECREASE tumbles the one die it changed and REROLL the chosen dice,
    in a MAGDAGDON as in any turn; the other dice stay still (all four spun before)."""
    ui.session.setDifficulty("PEACEFUL")
    play_turn(ui, [1, 1, 6, 6], [0, 1])  # two 1s: only 1s and 2s join them (R4.3)
    ui.session.queue_rolls([6, 6, 6, 6])
    ui.tap_enabled("rollButton")
    assert ui.session.phase == "MAGDAGDON"
    dice = [ui.item(f"die{d}") for d in range(4)]

    def moved(ms: int) -> set[int]:
        seen = frames(ui, ms, lambda: [abs(d.property("turn")) > 0.5 for d in dice])
        return {d for d in range(4) if any(f[d] for f in seen)}

    ui.tap("die2")
    ui.tap_enabled("decreaseButton")  # armed (issue 38)
    ui.tap_enabled("decreaseButton")  # 6 -> 5: still no way next to the 1s
    assert ui.session.phase == "MAGDAGDON"
    assert moved(400) == {2}
    ui.tap("die3")
    ui.session.queue_rolls([6])
    ui.tap_enabled("rerollButton")  # choose the dice (the selected 6 is chosen already)
    ui.tap_enabled("rerollButton")  # and throw it
    assert ui.session.phase == "MAGDAGDON"
    assert moved(400) == {3}
    ui.session.queue_rolls([6, 6, 6, 6])
    ui.tap_enabled("rerollAllButton")
    assert moved(500) == {0, 1, 2, 3}


def test_the_costly_buttons_are_quiet_until_they_are_the_move(ui: Ui) -> None:
    """Issue 38: right after ROLL the powers (they cost points) and HINT (it marks the game
    assisted) are drawn plain, not louder than the free next step; a power turns teal when
    the status line names it as the way out, and REROLL's throw is berry."""
    plain, teal, berry = (theme(ui).property(n) for n in ("button", "teal", "berry"))
    ui.session.setDifficulty("PEACEFUL")
    ui.session.queue_rolls([2, 3, 4, 6])
    ui.tap_enabled("rollButton")
    assert ui.item("rerollButton").isEnabled() and ui.item("hintButton").isEnabled()
    for name in ("decreaseButton", "increaseButton", "rerollButton", "hintButton"):
        assert ui.prop(name, "tone") == plain, name
    ui.tap("die0")
    ui.tap("cell5")
    ui.tap("die2")  # a 4 next to the 2: a 3 would fit (DECREASE), nothing else would
    assert ui.session.status == "NOWHERE_POWER"
    assert ui.prop("decreaseButton", "tone") == teal
    assert ui.prop("increaseButton", "tone") == plain
    assert ui.prop("hintButton", "tone") == plain
    ui.tap("rerollButton")  # choosing the dice to throw: the throw is the move
    assert ui.prop("rerollButton", "tone") == berry


def test_a_cell_no_die_can_fill_is_marked_and_named_before_confirm(ui: Ui) -> None:
    """Issue 38: the cell between a 3, a 1 and a 5 can never take a die (R4.3). It is marked
    on the board as soon as the prepared dice make it so, the screen reader names it, and
    the risk line gives it as the cause."""
    ui.session.setDifficulty("PEACEFUL")
    play_turn(ui, [1, 2, 3, 4], [0, 1, 2, 3])
    ui.session.queue_rolls([1, 5, 6, 6])
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell5")  # the 1 under the 2
    assert ui.session.deadCells == 0 and not ui.visible("deadMark6")
    ui.tap("die1")
    ui.tap("cell7")  # the 5 under the 4
    assert ui.session.deadCells == 1
    assert ui.visible("deadMark6")
    assert [i for i in range(16) if ui.visible(f"deadMark{i}")] == [6]
    face = QAccessible.queryAccessibleInterface(ui.item("cell6"))
    assert face.text(QAccessible.Text.Name) == "Row 2, column 3: empty, no die can ever go here"
    assert "1 cell can never take a die" in ui.prop("riskLabel", "text")
    ui.tap_enabled("confirmButton")
    assert ui.visible("deadMark6")  # for the rest of the game


def test_reduced_motion_makes_every_motion_instant(ui: Ui) -> None:
    theme(ui).setProperty("reducedMotion", True)
    ui.session.queue_rolls([3, 4, 5, 6])
    ui.tap_enabled("rollButton")
    dice = [ui.item(f"die{d}") for d in range(4)]
    seen = frames(ui, 120, lambda: [(d.property("turn"), d.property("tumbling")) for d in dice])
    assert all(turn == 0 and not running for f in seen for turn, running in f)
    ui.tap("die0")
    ui.tap("cell0")
    tile = ui.item("tile0")
    offset = rect(tile).topLeft() - rect(ui.item("cell0")).topLeft()
    assert offset.manhattanLength() < 0.01  # landed already: no flight
    for d in range(1, 4):
        ui.tap(f"die{d}")
        ui.tap(f"cell{d}")
    ui.tap_enabled("confirmButton")  # a STRAIGHT: its ribbon is there at once
    assert ui.items("band0")[0].property("sweep") == 1
    assert ui.prop("scoreLabel", "text") == shown_number(ui.session.score)  # no count-up


def test_prepare_flies_in_and_confirm_sinks_and_the_ribbon_sweeps(ui: Ui) -> None:
    ui.session.queue_rolls([3, 4, 5, 6])
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell0")
    tile, cell = ui.item("tile0"), ui.item("cell0")
    offsets = frames(ui, 220, lambda: rect(tile).topLeft() - rect(cell).topLeft())
    assert max(abs(o.x()) + abs(o.y()) for o in offsets[:3]) > 20  # it came from the tray
    assert offsets[-1].manhattanLength() < 0.5  # and landed on its cell
    for d in range(1, 4):
        ui.tap(f"die{d}")
        ui.tap(f"cell{d}")
    ui.tap_enabled("confirmButton")
    band, score = ui.items("band0")[0], ui.item("scoreLabel")
    seen = frames(ui, 450, lambda: (band.property("sweep"), int(score.property("text"))))
    sweeps, scores = [s for s, _ in seen], [n for _, n in seen]
    # The STRAIGHT's ribbon swept in (R7.2): seen part-way, then whole.
    assert any(0 < s < 1 for s in sweeps) and sweeps[-1] == 1
    assert sweeps == sorted(sweeps)
    # The score counts up to its value (R7.5: 18 + 18 + 60) rather than jumping.
    assert scores[0] < 96 and scores[-1] == ui.session.score == 96 and scores == sorted(scores)


def test_a_ruin_cracks(ui: Ui) -> None:
    ui.session.setDifficulty("NIGHTMARE")
    ui.session.queue_rolls([1, 3, 5, 6])  # places only two dice on an empty board
    ui.tap_enabled("rollButton")
    assert ui.session.phase == "MAGDAGDON"
    ui.tap_enabled("acceptMagdagdonButton")
    ui.tap("cell5")
    mark = ui.item("ruinMark5")
    progress = frames(ui, 280, lambda: mark.property("progress"))
    assert progress[0] < 0.6 and progress[-1] == 1 and progress == sorted(progress)


def test_a_tap_30_ms_after_new_game_rolls(ui: Ui) -> None:
    perfect_nightmare_game(ui)
    ui.wait_for_card()
    ui.tap_enabled("gameOverNewGameButton")
    ui.session.queue_rolls([3, 4, 5, 6])
    QTest.qWait(30)  # the veil is still fading out: it must not take the tap
    dialog = ui.items("gameOverDialog")[0]
    assert dialog.property("opacity") > 0
    # ...but the finished game's card is gone at once: fading, it read the new game's zeros
    assert not any(ui.visible(n) for n in ("finalScoreLabel", "scoreBreakdown", "rankLabel"))
    # and the new game's score is 0 at once, not counting down from the last total
    assert ui.prop("scoreLabel", "text") == shown_number(0)
    ui.tap_enabled("rollButton")
    assert ui.session.phase == "PLACE"


def test_game_over_holds_the_board_then_the_card_counts_up_and_can_be_put_aside(ui: Ui) -> None:
    perfect_nightmare_game(ui)
    assert not ui.visible("gameOverNewGameButton")  # the finished board is held a moment
    bands = [ui.items(f"band{i}")[0] for i in range(8)]
    swept = frames(ui, 300, lambda: min(b.property("sweep") for b in bands))
    assert min(swept) < 1  # the ribbons sweep again
    ui.qtbot.waitUntil(lambda: ui.visible("gameOverNewGameButton"), timeout=2000)
    label = ui.items("finalScoreLabel")[0]
    shown = frames(ui, 450, lambda: int(label.property("text")))
    assert shown[0] < 544 and shown[-1] == 544 and shown == sorted(shown)  # it counts up
    assert ui.prop("rankLabel", "text") == "First NIGHTMARE score"  # not a record yet
    ui.tap_enabled("putAsideButton")
    ui.qtbot.waitUntil(lambda: not ui.visible("gameOverNewGameButton"))
    ui.tap_enabled("showResultButton")
    ui.qtbot.waitUntil(lambda: ui.visible("gameOverNewGameButton"))
    ui.tap_enabled("gameOverNewGameButton")
    assert ui.session.phase == "ROLL" and not ui.visible("showResultButton")


def test_a_real_record_is_celebrated(ui: Ui) -> None:
    from datetime import datetime

    from magdagdon.engine import Difficulty

    ui.store.record(Difficulty.NIGHTMARE, 300, 9, 0, datetime(2026, 5, 1, 20))
    perfect_nightmare_game(ui)
    ui.wait_for_card()
    assert ui.prop("rankLabel", "text") == "★ A new record in NIGHTMARE! ★"


def test_a_tap_while_the_board_is_held_shows_the_card(ui: Ui) -> None:
    perfect_nightmare_game(ui)
    assert not ui.visible("gameOverNewGameButton")
    ui.tap("cell5")
    assert ui.visible("gameOverNewGameButton")


# ---------------------------------------------------------------------------- layout
STEADY = [
    "statusPanel",
    "diceTray",
    "powerBar",
    "rollButton",
    "confirmButton",
    "decreaseButton",
    "increaseButton",
    "rerollButton",
    "boardTray",
    *(f"die{d}" for d in range(4)),
    *(f"cell{c}" for c in range(16)),
    *(f"rowTag{i}" for i in range(4)),
    *(f"columnTag{i}" for i in range(4)),
]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_handle_keeps_its_place_in_every_phase(ui: Ui, size: tuple[int, int]) -> None:
    ui.resize(*size)
    phases: dict[str, dict[str, QRectF]] = {}

    def measure(phase: str, slot: str) -> None:
        ui.settle(300)
        shown = {name: rect(ui.item(name)) for name in STEADY}
        shown["slot"] = rect(ui.item(slot))  # HINT, BACK or RESULT: one slot
        phases[phase] = shown

    ui.session.setDifficulty("SURVIVAL")
    measure("ROLL", "hintButton")
    ui.session.queue_rolls([2, 3, 4, 6])
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    measure("PLACE", "hintButton")
    ui.tap("cell5")
    ui.tap("die3")  # a 6: it fits nowhere next to the 2 (a long status line)
    measure("PLACE, a die that fits nowhere", "hintButton")
    ui.tap("die3")
    ui.tap("cell5")  # take the 2 back; the 6 alone on cell 5 blocks 3 dice (R6.4)
    ui.tap("die3")
    ui.tap("cell5")
    assert ui.session.deadEnd
    measure("dead end", "hintButton")
    ui.tap("cell5")
    for die, cell in [(0, 5), (1, 6), (2, 7)]:
        ui.tap(f"die{die}")
        ui.tap(f"cell{cell}")
    ui.tap_enabled("confirmButton")
    ui.session.queue_rolls([6, 6, 6, 6])
    ui.tap_enabled("rollButton")
    assert ui.session.phase == "MAGDAGDON"
    measure("MAGDAGDON", "hintButton")
    ui.tap_enabled("acceptMagdagdonButton")
    measure("choosing a ruin", "cancelRuinButton")
    ui.tap("cell0")
    ui.session.newGame()  # a whole game by taps, to its end
    for row in range(4):
        play_turn(ui, ROW, [4 * row + c for c in range(4)])
    measure("game over, board held", "hintButton")
    ui.wait_for_card()
    ui.tap_enabled("putAsideButton")
    measure("game over", "showResultButton")

    first = phases["ROLL"]
    for phase, shown in phases.items():
        for name, where in shown.items():
            was = first[name]
            for a, b in [
                (where.x(), was.x()),
                (where.y(), was.y()),
                (where.width(), was.width()),
                (where.height(), was.height()),
            ]:
                assert abs(a - b) <= 1, f"{name} moved in {phase}: {was} -> {where}"


def test_the_magdagdon_waits_for_the_dice_to_land(ui: Ui) -> None:
    """The verdict came while the dice still tumbled, showing other faces (a play-tester:
    from 60 ms the shade and "no Majda Power can help", the dice rolling until ~500 ms): the
    shade, its buttons and the status line's verdict come once the roll has landed."""
    ui.session.setDifficulty("NIGHTMARE")
    ui.session.queue_rolls([1, 3, 5, 6])  # NIGHTMARE: only the 5 and 6 join (R6.1)
    before = ui.prop("hintLabel", "text")
    QTest.mouseClick(
        ui.window,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        ui.centre(ui.item("rollButton")),
    )  # (not ui.tap: it waits for the landing)
    QTest.qWait(30)
    [shade] = ui.items("magdagdonShade")
    dice = [ui.items(f"die{i}")[0] for i in range(4)]
    assert ui.session.phase == "MAGDAGDON"
    assert any(d.property("tumbling") for d in dice)
    assert shade.property("holding") and not shade.property("active")
    assert not ui.items("acceptMagdagdonButton")[0].isEnabled()
    assert ui.prop("hintLabel", "text") == before  # no verdict yet
    ui.qtbot.waitUntil(lambda: shade.property("active"), timeout=2000)
    assert not any(d.property("tumbling") for d in dice)  # landed first
    assert ui.item("acceptMagdagdonButton").isEnabled()
    assert ui.prop("hintLabel", "text").startswith("MAGDAGDON")


def test_the_magdagdon_shade_covers_exactly_the_tray(ui: Ui) -> None:
    for size in [(1280, 800), (800, 600), (800, 1280)]:
        ui.resize(*size)
        ui.session.newGame()
        ui.session.setDifficulty("NIGHTMARE")
        ui.session.queue_rolls([1, 3, 5, 6])
        ui.tap_enabled("rollButton")
        ui.settle(300)
        shade, tray = rect(ui.item("magdagdonShade")), rect(ui.item("boardTray"))
        assert abs(shade.x() - tray.x()) <= 1 and abs(shade.y() - tray.y()) <= 1, size
        assert abs(shade.width() - tray.width()) <= 1, size
        assert abs(shade.height() - tray.height()) <= 1, size


def test_no_stray_marks_on_an_empty_board(ui: Ui) -> None:
    shown = [t.property("text") for t in texts(ui.window)]
    assert "·" not in shown and "0" not in shown[:0]
    assert not any(i.isVisible() for i in ui.items("lineSum"))  # no sum for an empty line


def test_no_power_buttons_in_nightmare(ui: Ui) -> None:
    for name in ("decreaseButton", "increaseButton", "rerollButton"):
        assert ui.visible(name)
    ui.session.setDifficulty("NIGHTMARE")
    ui.settle(20)
    for name in ("decreaseButton", "increaseButton", "rerollButton"):
        assert not ui.visible(name), name


def test_no_text_under_12_px_at_800x600(ui: Ui) -> None:
    ui.resize(800, 600)

    def check(state: str) -> None:
        ui.settle(300)
        for text in texts(ui.window):
            size = text.property("font").pixelSize()
            assert size >= 12, (state, text.property("text"), size)
            # What a Fit text may shrink to (Qt's default is 12 when fitting is off).
            assert text.property("minimumPixelSize") >= 12, (state, text.property("text"))

    ui.session.queue_rolls([3, 4, 5, 6])
    ui.tap_enabled("rollButton")
    ui.tap("die0")
    ui.tap("cell0")
    check("PLACE")
    for d in range(1, 4):
        ui.tap(f"die{d}")
        ui.tap(f"cell{d}")
    ui.tap_enabled("confirmButton")
    check("a ribbon")
    ui.session.queue_rolls([1, 1, 1, 1])
    ui.tap_enabled("rollButton")
    check("MAGDAGDON")


def each_bonus_line(ui: Ui) -> Iterator[tuple[list[int], list[int]]]:
    """Each bonus (R7.2: STRAIGHT, FOUR OF A KIND, TWO PAIRS) on a row, then on a column,
    each in a new game, confirmed and its ribbon swept: yields the dice and their cells."""
    for values in ([3, 4, 5, 6], [2, 2, 2, 2], [1, 1, 2, 2]):
        for cells in ([0, 1, 2, 3], [0, 4, 8, 12]):  # a row's flag, then a column's
            ui.session.newGame()
            ui.session.queue_rolls(values)
            ui.tap_enabled("rollButton")
            for d in range(4):
                ui.tap(f"die{d}")
                ui.tap(f"cell{cells[d]}")
            ui.tap_enabled("confirmButton")
            ui.settle(350)
            yield values, cells


def test_ribbon_labels_fit_on_one_line_at_800x600(ui: Ui) -> None:
    ui.resize(800, 600)
    for values, cells in each_bonus_line(ui):
        [name] = [t for t in ui.items("ribbonName") if t.isVisible()]
        width = name.property("implicitWidth")
        # A name of at most 9 characters keeps one line; a longer one (the glossary's FOUR OF
        # A KIND) takes the ribbon's two-line form, as its translator comment's room says.
        lines = 1 if len(str(name.property("text"))) <= 9 else 2
        assert name.property("lineCount") <= lines, (values, cells)
        assert not name.property("truncated"), (values, cells, width, name.width())


@pytest.mark.parametrize("lang", ["en", "sv", "fr"])
def test_a_ribbon_in_the_smallest_window_at_200_percent_shows_whole_words(
    ui: Ui, lang: str
) -> None:
    """The smallest window (720×560) with the largest text: the board is small and its flags
    narrow. A flag shows its name in whole words or, where a word cannot fit even at 12 px,
    its points alone; never "STR…" or "STRAIG/HT" (the kiosk showed one, R7.2)."""
    ui.language.setCurrent(lang)
    ui.store.textSize = 200
    ui.resize(720, 560)
    for values, cells in each_bonus_line(ui):
        shown = [t for t in ui.items("ribbonName") + ui.items("ribbonPoints") if t.isVisible()]
        assert shown, (values, cells)
        assert any(t.objectName() == "ribbonPoints" or "+" in t.property("text") for t in shown)
        for text in shown:
            font = QFont(text.property("font"))
            font.setPixelSize(text.property("fontInfo").property("pixelSize").toInt())
            metrics = QFontMetricsF(font)
            widest = max(metrics.horizontalAdvance(w) for w in text.property("text").split(" "))
            where = (lang, values, cells, text.property("text"), text.width())
            assert widest <= text.width() + 0.5, where  # no word broken or cut
            assert not text.property("truncated"), where


def test_the_first_window_fits_the_screen_and_stops_at_the_smallest_size(
    qtbot, settings_file: Path
) -> None:
    messages = QmlMessages()
    engine = create_engine(make_settings(settings_file), lang="en", seed=1)
    window = engine.rootObjects()[0]
    try:
        available = QGuiApplication.primaryScreen().availableGeometry()
        assert window.width() <= available.width() and window.height() <= available.height()
        assert window.width() >= window.minimumWidth() > 480
        assert window.height() >= window.minimumHeight() > 480
    finally:
        window.close()
        engine.deleteLater()
        qtbot.wait(1)
    assert not messages.problems


# ------------------------------------------------------------------- the status line
def test_the_status_line_words_every_row_true_for_the_screen(ui: Ui) -> None:
    """Each row of status.py's table, reached by real taps, shows its own true sentence."""
    s = ui.session
    seen: dict[str, str] = {}

    def shows(row: str, text: str) -> None:
        ui.settle(5)
        assert s.status == row
        assert ui.prop("hintLabel", "text") == text, row
        seen[row] = text

    shows("ROLL", "Press ROLL to throw the four dice.")
    s.queue_rolls([2, 3, 4, 6])
    ui.tap_enabled("rollButton")
    shows("PLACE", "Place 2 more dice: choose a die, then a lit cell.")
    ui.tap("die0")
    # the count and its word are kept together on a line break
    shows("SELECTED", "Choose a lit cell for the 2. 2\u00a0more to place.")
    ui.tap("cell5")
    ui.tap("die3")
    shows("NOWHERE", "The 6 fits nowhere now: select another die, or take one back.")
    warning = ui.prop("hintLabel", "color")  # the warning band's text colour
    ui.tap("die2")  # a 4: a 3 would fit beside the 2, so the line names the power (R5.2)
    shows("NOWHERE_POWER", "The 4 fits nowhere as it is; a 3 would fit (DECREASE\u00a0\u22121).")
    assert ui.prop("hintLabel", "color") != warning  # advice, not a warning
    ui.tap("die1")
    ui.tap("cell6")
    shows("READY", "Ready: CONFIRM adds +10 points, or place more dice first.")
    assert ui.prop("confirmButton", "detail") == "+10 points"  # the turn, previewed
    ui.tap("die2")
    shows("SELECTED_EXTRA", "Choose a lit cell to place the 4 too, or press CONFIRM.")
    ui.tap("rerollButton")
    shows("CHOOSING_REROLL", "Choose the dice to throw again (1 chosen), then REROLL (−10).")
    ui.tap("cancelRerollButton")
    ui.tap_enabled("confirmButton")
    s.queue_rolls([6, 6, 6, 6], [6, 6, 6, 6])
    ui.tap_enabled("rollButton")
    shows("MAGDAGDON", "MAGDAGDON: rescue it with a Majda Power (3 left) or accept.")
    ui.settle(300)
    ui.tap_enabled("rerollAllButton")
    shows("STILL_MAGDAGDON", "Still MAGDAGDON: use another Majda Power (2 left) or accept.")
    assert ui.items("stillMagdagdon")[0].property("opacity") == 1
    ui.tap_enabled("acceptMagdagdonButton")
    shows("CHOOSING_RUIN", "Choose an empty cell to make it a RUIN (−15).")
    ui.tap("cell0")
    s.setDifficulty("NIGHTMARE")
    s.queue_rolls([2, 3, 4, 6])
    ui.tap_enabled("rollButton")
    ui.tap("die3")
    ui.tap("cell5")
    shows("DEAD_END", "No way to place enough dice: take the 6 back.")
    s.newGame()
    s.queue_rolls([1, 3, 5, 6])
    ui.tap_enabled("rollButton")
    shows("MAGDAGDON_NO_POWERS", "MAGDAGDON: NIGHTMARE has no Majda Power. Press ACCEPT MAGDAGDON.")
    assert len(set(seen.values())) == len(seen)  # one sentence per row


def test_ready_and_reroll_say_only_what_can_be_done(ui: Ui) -> None:
    """No "or place more dice first" when no other die has a cell; no "REROLL 0" while
    choosing the dice before any is chosen."""
    ui.session.queue_rolls([1, 1, 6, 6])
    ui.tap_enabled("rollButton")
    assert ui.prop("rerollButton", "text") == "REROLL"
    ui.tap("rerollButton")  # choosing, nothing chosen yet
    assert ui.session.choosingReroll and ui.prop("rerollButton", "text") == "REROLL"
    ui.tap("die2")
    assert ui.prop("rerollButton", "text") == "REROLL 1"
    ui.tap("cancelRerollButton")
    for die, cell in [(0, 5), (1, 6)]:
        ui.tap(f"die{die}")
        ui.tap(f"cell{cell}")
    ui.settle(5)
    assert ui.session.status == "READY"  # the 6s fit by no 1 (R4.3)
    assert ui.prop("hintLabel", "text") == "Ready: CONFIRM adds +4 points."


def test_a_die_that_goes_hands_its_focus_to_the_board(ui: Ui) -> None:
    """Issue 15 (found by the Tab walk): a focused die that is placed gives the focus to the
    board, so no empty slot keeps the ring and Qt has nothing to warn about (the fixture
    fails on any Qt warning)."""
    ui.session.queue_rolls([3, 4, 4, 5])
    ui.tap_enabled("rollButton")
    die = ui.item("die0")
    die.forceActiveFocus()
    ui.settle(5)
    assert die.hasActiveFocus()
    QTest.keyClick(ui.window, Qt.Key.Key_Space)  # selects it
    ui.tap("cell5")  # placed: it leaves the tray
    ui.settle(5)
    assert ui.prop("cell5", "prepared")
    assert not die.hasActiveFocus()
    assert ui.item("board").hasActiveFocus()
