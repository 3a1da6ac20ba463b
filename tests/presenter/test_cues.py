"""What each change of the game sounds like (magdagdon.presenter.cues, issue 38)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from magdagdon.engine import Difficulty, Game, Phase
from magdagdon.presenter.cues import (
    CHIME_GAP_MS,
    LAND_MS,
    RECORD_GAP_MS,
    ROLL_SETTLE_MS,
    SINK_MS,
    STAGGER_MS,
    TUMBLE_MS,
    Cue,
    CueReader,
)

THEME = Path(__file__).resolve().parents[2] / "qml" / "Magdagdon" / "components" / "Theme.qml"


def theme_ms(name: str) -> int:
    found = re.search(rf"property int {name}: reducedMotion \? 0 : (\d+)", THEME.read_text())
    assert found, name
    return int(found.group(1))


def test_the_timings_are_theme_qmls():
    assert (
        theme_ms("tumble"),
        theme_ms("stagger"),
        theme_ms("sink"),
    ) == (TUMBLE_MS, STAGGER_MS, SINK_MS)
    assert theme_ms("sweep") == CHIME_GAP_MS


def straight_row() -> tuple[Game, CueReader]:
    """PEACEFUL, one turn from a STRAIGHT in row 0 (3 4 _ _ confirmed, the 5 and 6 rolled)."""
    game = Game(Difficulty.PEACEFUL, 1)
    game.roll([3, 4, 1, 1])
    game.prepare(0, 0)
    game.prepare(1, 1)
    game.confirm()
    game.roll([5, 6, 1, 1])
    return game, CueReader(game)


def test_each_action_has_its_sound():
    game = Game(Difficulty.PEACEFUL, 1)
    reader = CueReader(game)
    assert reader.hear(game) == []  # nothing happened
    game.roll([3, 4, 1, 1])
    assert reader.hear(game) == [Cue("roll")]
    game.prepare(0, 0)
    assert reader.hear(game) == [Cue("place")]
    game.take_back(0)
    assert reader.hear(game) == [Cue("take_back")]
    game.adjust(2, +1)
    assert reader.hear(game) == [Cue("adjust")]
    game.reroll([2, 3], [1, 2])
    assert reader.hear(game) == [Cue("reroll")]
    game.prepare(0, 0)
    game.prepare(1, 1)
    assert reader.hear(game) == [Cue("place"), Cue("place")]  # two actions in one change
    game.confirm()
    assert reader.hear(game) == [Cue("confirm")]  # no line completed


def test_reduced_motion_lands_the_dice_at_once():
    game = Game(Difficulty.PEACEFUL, 1)
    reader = CueReader(game)
    game.roll([3, 4, 1, 1])
    assert reader.hear(game, reduced_motion=True) == [Cue("land")]
    game.reroll([2], [5])
    assert reader.hear(game, reduced_motion=True) == [Cue("land")]


def test_a_completed_bonus_line_chimes_after_the_dice_sink():
    game, reader = straight_row()
    reader.hear(game)
    game.prepare(0, 2)
    game.prepare(1, 3)
    reader.hear(game)
    game.confirm()
    assert reader.hear(game) == [Cue("confirm"), Cue("straight", SINK_MS)]
    game.roll([2, 2, 1, 1])
    assert reader.hear(game) == [Cue("roll")]  # the straight chimes once, not on every change


@pytest.mark.parametrize(
    ("row", "sound"),
    [([3, 4, 4, 3], "two_pairs"), ([4, 4, 4, 4], "four_of_a_kind"), ([6, 5, 4, 3], "straight")],
)
def test_each_bonus_has_its_chime(row, sound):
    game = Game(Difficulty.PEACEFUL, 1)
    game.roll([*row[:2], 1, 1])
    game.prepare(0, 0)
    game.prepare(1, 1)
    game.confirm()
    game.roll([*row[2:], 1, 1])
    reader = CueReader(game)
    game.prepare(0, 2)
    game.prepare(1, 3)
    game.confirm()
    assert reader.hear(game, reduced_motion=True) == [
        Cue("place"),
        Cue("place"),
        Cue("confirm"),
        Cue(sound, 0),  # reduced motion: nothing sinks, the chime comes at once
    ]


def test_two_lines_at_once_chime_one_after_the_other():
    """One die on cell 0 completes row 0 (4 3 4 3, TWO PAIRS) and column 0 (4 4 4 4, FOUR OF
    A KIND): both chime, one after the other, rows first."""
    game = Game(Difficulty.PEACEFUL, 1)
    for values, places in (
        ([3, 4, 1, 1], ((0, 1), (1, 2))),
        ([3, 4, 1, 1], ((0, 3), (1, 5))),
        ([4, 4, 1, 1], ((0, 4), (1, 8))),
    ):
        game.roll(values)
        for die, cell in places:
            game.prepare(die, cell)
        game.confirm()
    game.roll([4, 4, 1, 1])
    game.prepare(0, 12)
    game.prepare(1, 0)
    reader = CueReader(game)
    game.confirm()
    assert reader.hear(game) == [
        Cue("confirm"),
        Cue("two_pairs", SINK_MS),
        Cue("four_of_a_kind", SINK_MS + CHIME_GAP_MS),
    ]


def test_magdagdon_sounds_once_the_dice_settle():
    game = Game(Difficulty.NIGHTMARE, 1)
    reader = CueReader(game)
    game.roll([1, 3, 5, 6])  # R6.1: only the 5 and the 6 go together, three must
    assert game.phase is Phase.MAGDAGDON
    assert reader.hear(game) == [Cue("roll"), Cue("magdagdon", ROLL_SETTLE_MS)]
    game.accept_magdagdon(0)
    assert reader.hear(game) == [Cue("ruin")]
    game.roll([1, 3, 5, 6])
    assert reader.hear(game, reduced_motion=True) == [Cue("land"), Cue("magdagdon", LAND_MS)]


def test_a_power_that_does_not_rescue_sounds_the_magdagdon_again():
    game = Game(Difficulty.SURVIVAL, 1)
    game.roll([1, 2, 1, 1])
    game.prepare(0, 0)
    game.prepare(1, 1)
    game.confirm()
    game.roll([6, 6, 6, 6])  # nothing goes next to the 1 and the 2
    assert game.phase is Phase.MAGDAGDON
    reader = CueReader(game)
    game.reroll([0, 1], [6, 5])
    assert game.phase is Phase.MAGDAGDON
    assert reader.hear(game) == [Cue("reroll"), Cue("magdagdon", TUMBLE_MS)]


def test_a_new_game_or_a_restored_one_is_silent():
    game = Game(Difficulty.PEACEFUL, 1)
    reader = CueReader(game)
    game.roll([3, 4, 1, 1])
    other = Game.from_dict(game.to_dict())  # the same game, another object: a restore
    assert reader.hear(other) == []
    other.prepare(0, 0)
    assert reader.hear(other) == [Cue("place")]
    assert reader.hear(Game(Difficulty.PEACEFUL, 2)) == []


def ruins_to_the_end() -> tuple[Game, CueReader]:
    """NIGHTMARE: fourteen MAGDAGDONs ruin cells 0..13; the last turn places a 5 and a 6."""
    game = Game(Difficulty.NIGHTMARE, 1)
    for cell in range(14):
        game.roll([1, 3, 5, 6])
        game.accept_magdagdon(cell)
    game.roll([5, 6, 1, 1])
    game.prepare(0, 14)
    game.prepare(1, 15)
    return game, CueReader(game)


def test_a_new_record_plays_its_fanfare_after_the_last_sound():
    game, reader = ruins_to_the_end()
    game.confirm()
    assert game.is_over
    assert reader.hear(game, record=True) == [Cue("confirm"), Cue("record", RECORD_GAP_MS)]


def test_a_game_over_without_a_record_plays_no_fanfare():
    game, reader = ruins_to_the_end()
    game.confirm()
    assert reader.hear(game, record=False) == [Cue("confirm")]
    assert reader.hear(game, record=True) == []  # nothing new since: no fanfare twice
