"""The guided game's script and its guide, without Qt: every lesson really happens in the
engine (R3-R7), a wrong tap changes nothing and says why, skip/resume lands on the same game."""

from __future__ import annotations

import pytest

from magdagdon.engine import RUIN, Bonus, Phase, Roll
from magdagdon.presenter.presenter import Change
from magdagdon.presenter.taps import Kind, Tap
from magdagdon.tutorial import DIFFICULTY, ROLLS, STEP_COUNT, STEPS, Guide, WhyKind


def play_until(guide: Guide, key: str) -> None:
    """Play the awaited moves until the move ``key`` is the awaited one."""
    while guide.key != key:
        move = guide.current
        assert move is not None, f"{key} never came"
        assert guide.tap(move.tap) is not None


def finish(guide: Guide) -> int:
    taps = 0
    while not guide.done:
        move = guide.current
        assert move is not None
        assert guide.tap(move.tap) is not None
        taps += 1
    return taps


def state(guide: Guide) -> tuple[object, ...]:
    p = guide.presenter
    return (p.game.to_dict(), list(p.selected), p.choosing_ruin, guide.step, guide.move)


def test_nine_steps_with_unique_texts_and_targets() -> None:
    assert STEP_COUNT == 9  # the nine steps
    keys = [m.key for step in STEPS for m in step]
    assert len(keys) == len(set(keys))
    for move in (m for step in STEPS for m in step):
        assert move.target in {
            "rollButton",
            "confirmButton",
            "decreaseButton",
            "acceptMagdagdonButton",
            "tutorialNextButton",
            *(f"die{d}" for d in range(4)),
            *(f"cell{c}" for c in range(16)),
        }


def test_the_whole_script_plays_through_the_engine_and_is_never_recorded() -> None:
    guide = Guide()
    taps = finish(guide)
    game = guide.game
    assert taps == sum(len(s) for s in STEPS)
    assert game.forced  # every roll was given: a forced game is never a record (R8.2)
    assert guide.presenter.rejections == 0
    assert game.difficulty is DIFFICULTY
    assert [a.values for a in game.actions if isinstance(a, Roll)] == list(ROLLS)
    assert game.cells == (1, 2, 3, 4, 1, None, None, 5, None, None, None, 6) + (None,) * 3 + (RUIN,)
    s = game.score()  # R7.4: base + bonus - 15 x ruins - power penalties
    assert (s.base, s.bonus, s.ruin_penalty, s.power_penalty, s.total) == (44, 60, 15, 10, 79)
    assert guide.target == "" and guide.key == ""


def test_step_1_the_first_die_goes_anywhere_R4_2() -> None:
    guide = Guide()
    play_until(guide, "placeFirst")
    assert guide.game.legal_cells(0) == frozenset(range(16))
    assert guide.presenter.display().board[1].legal


def test_step_2_the_4_may_not_touch_the_2_R4_3() -> None:
    guide = Guide()
    play_until(guide, "whyDark")
    assert guide.presenter.active == 2 and guide.game.dice[2].value == 4
    assert guide.game.legal_cells(2) == frozenset()
    assert not any(c.legal for c in guide.presenter.display().board)


def test_step_3_a_prepared_die_opens_a_cell_R4_4() -> None:
    guide = Guide()
    play_until(guide, "placeReached")
    assert guide.presenter.active == 2  # the 4 picked up again
    assert guide.game.legal_cells(2) == frozenset({3, 6})  # only beside the 3 just prepared


def test_step_4_confirm_discards_the_unused_die_R3_3() -> None:
    guide = Guide()
    play_until(guide, "confirm")
    assert guide.game.can_confirm and guide.game.dice[3].cell is None
    play_until(guide, "rollSecond")
    assert guide.game.cells[:4] == (None, 2, 3, 4) and guide.game.phase is Phase.ROLL


def test_step_5_taking_back_cascades_R3_4() -> None:
    guide = Guide()
    play_until(guide, "takeBack")
    assert guide.game.taken_back_with(0) == (0, 1)
    guide.tap(Tap(Kind.CELL, 5))
    assert guide.game.prepared == ()
    assert guide.key == "pickStraight"


def test_step_6_the_top_row_is_a_straight_R7_2() -> None:
    guide = Guide()
    play_until(guide, "lineScore")
    top = guide.game.score().lines[0]
    assert (top.sum, top.bonus) == (10, Bonus.STRAIGHT)


def test_step_7_a_power_rescues_a_magdagdon_R5_2_R6_2() -> None:
    guide = Guide()
    play_until(guide, "pickRescue")
    assert guide.game.phase is Phase.MAGDAGDON  # four 6s: none fits (R6.1)
    play_until(guide, "placeFive")
    assert guide.game.phase is Phase.PLACE  # R6.1 asked again after the power
    assert guide.game.powers_used == 1 and guide.game.score().power_penalty == 10  # R5.5
    assert guide.game.dice[0].value == 5 and guide.game.legal_cells(0) == frozenset({7})


def test_step_8_a_magdagdon_accepted_ruins_a_cell_R6_3() -> None:
    guide = Guide()
    play_until(guide, "accept")
    assert guide.game.phase is Phase.MAGDAGDON and guide.game.powers_left == 2
    play_until(guide, "placeRuin")
    assert guide.presenter.choosing_ruin
    guide.tap(Tap(Kind.CELL, 15))
    assert guide.game.cells[15] is RUIN and guide.game.score().ruin_penalty == 15  # R6.5


@pytest.mark.parametrize(
    ("key", "kind", "arg", "why", "value", "neighbour"),
    [
        ("whyDark", Kind.CELL, 0, WhyKind.TOO_FAR, 4, 2),  # R4.3: a 4 next to the 2
        ("whyDark", Kind.CELL, 6, WhyKind.NOT_JOINED, 4, 0),  # R4.3: touches no number
        ("whyDark", Kind.CELL, 1, WhyKind.TAKEN, 0, 0),  # R4.1
        ("placeFirst", Kind.CELL, 7, WhyKind.ELSEWHERE, 2, 0),  # allowed, not the lesson's
        ("confirm", Kind.CELL, 8, WhyKind.NO_DIE, 0, 0),
        ("roll", Kind.CONFIRM, None, WhyKind.NOT_NOW, 0, 0),
        ("pickFirst", Kind.DIE, 3, WhyKind.NOT_NOW, 0, 0),
        ("decrease", Kind.POWER, "INCREASE", WhyKind.NOT_NOW, 0, 0),
        ("placeRuin", Kind.CELL, 14, WhyKind.NOT_NOW, 0, 0),
    ],
)
def test_a_wrong_tap_is_explained_and_changes_nothing(
    key: str, kind: Kind, arg: int | str | None, why: WhyKind, value: int, neighbour: int
) -> None:
    guide = Guide()
    play_until(guide, key)
    before = state(guide)
    assert guide.tap(Tap(kind, arg)) is None
    assert guide.why is not None
    assert (guide.why.kind, guide.why.value, guide.why.neighbour) == (why, value, neighbour)
    assert state(guide) == before
    move = guide.current
    assert move is not None
    assert guide.tap(move.tap) is not None and guide.why is None


def test_a_drag_is_a_pick_and_a_tap() -> None:
    dragged, tapped = Guide(), Guide()
    play_until(dragged, "pickChainFirst")
    play_until(tapped, "pickChainSecond")
    assert dragged.drop(0, 5) is Change.GAME
    assert state(dragged)[:1] == state(tapped)[:1] and dragged.key == "pickChainSecond"
    before = state(dragged)
    assert dragged.drop(1, 13) is None and state(dragged) == before  # not the lesson's cell


@pytest.mark.parametrize("step", range(STEP_COUNT))
def test_resume_at_a_step_is_the_game_played_to_it(step: int) -> None:
    played = Guide()
    while played.step < step:
        move = played.current
        assert move is not None
        played.tap(move.tap)
    resumed = Guide()
    play_until(resumed, "pickBridge")  # somewhere else first: resume starts again
    resumed.resume(step)
    assert state(resumed) == state(played)
    assert (resumed.step, resumed.move) == (step, 0)


def test_the_brief_version_plays_the_brief_moves_itself() -> None:
    full, brief = Guide(), Guide(brief=True)
    full_taps, brief_taps = finish(full), finish(brief)
    assert brief_taps == sum(1 for s in STEPS for m in s if not m.brief) < full_taps
    assert brief.game.to_dict() == full.game.to_dict()
    assert all(any(not m.brief for m in step) for step in STEPS)  # every step is still taught
