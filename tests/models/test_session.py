"""GameSession: taps become engine actions, state becomes properties, and nothing escapes."""

from __future__ import annotations

import random

import pytest

from magdagdon.engine import Difficulty, Game
from magdagdon.qt.session import GameSession
from magdagdon.storage import Store, make_settings
from magdagdon.storage.saver import NOT_SAVED


@pytest.fixture
def store(qapp, tmp_path) -> Store:
    return Store(make_settings(tmp_path / "settings.ini"))


def counter(signal) -> list[int]:
    hits: list[int] = []
    signal.connect(lambda *a: hits.append(1))
    return hits


def test_starts_peaceful_and_waits_for_roll(qapp) -> None:
    s = GameSession(seed=1)
    assert (s.phase, s.difficulty, s.turn, s.turns, s.score) == ("ROLL", "PEACEFUL", 1, 0, 0)
    assert (s.powersLeft, s.powersTotal, s.nextPenalty, s.required) == (3, 3, 10, 2)
    assert s.canRoll and not s.canConfirm and not s.inProgress and s.lastRank == -1


def test_properties_notify_only_on_change(qapp) -> None:
    s = GameSession(seed=1)
    phase = counter(s.phaseChanged)
    selected = counter(s.selectedCountChanged)
    score = counter(s.scoreChanged)
    s.queue_rolls([3, 4, 4, 5])
    s.roll()
    assert len(phase) == 1 and not score
    s.tapDie(0)
    s.tapDie(1)  # a tap selects that die alone: the count stays 1 (issue 12)
    assert len(selected) == 1 and s.selected == (1,) and len(phase) == 1
    s.tapCell(99)  # nothing there: nothing changes, nothing is emitted
    s.tapDie(-1)
    s.dropDie(7, 3)
    assert len(selected) == 1


def test_a_turn_through_the_slots(qapp) -> None:
    s = GameSession(seed=1)
    s.queue_rolls([3, 4, 1, 6])
    s.roll()
    s.tapDie(0)
    s.tapCell(5)
    assert not s.canConfirm and s.preparedCount == 1
    s.dropDie(1, 6)
    assert s.canConfirm and s.preparedCount == 2
    s.confirm()
    assert (s.turns, s.turn, s.score, s.phase) == (1, 2, 14, "ROLL")
    assert s.game.cells[5:7] == (3, 4)
    assert s.rejections == 0


def test_powers_act_on_the_selection(qapp) -> None:
    s = GameSession(seed=1)
    s.queue_rolls([3, 4, 1, 6])
    s.roll()
    assert s.canUse == {"DECREASE": False, "INCREASE": False, "REROLL": True}  # REROLL chooses
    s.tapDie(3)
    assert s.canUse == {"DECREASE": True, "INCREASE": False, "REROLL": True}  # 6 cannot go up
    s.usePower("DECREASE")  # armed: the button asks again (issue 38)
    assert s.armed == {"power": "DECREASE", "die": 3, "value": 6, "to": 5, "cost": 10}
    assert s.dice.row(3).value == 6 and s.powersUsed == 0
    s.usePower("DECREASE")
    assert s.armed == {}
    assert s.dice.row(3).value == 5 and (s.powersUsed, s.nextPenalty, s.score) == (1, 20, -10)
    s.usePower("REROLL")  # REROLL starts choosing the dice (the selected 5 is chosen), issue 12
    assert s.choosingReroll and s.selected == (3,)
    s.tapDie(2)  # two dice chosen: ±1 needs exactly one, REROLL throws both
    assert s.canUse == {"DECREASE": False, "INCREASE": False, "REROLL": True}
    s.queue_rolls([2, 2])
    s.usePower("REROLL")
    assert [s.dice.row(d).value for d in range(4)] == [3, 4, 2, 2]
    assert s.powersUsed == 2
    assert [p["name"] for p in s.powers] == ["DECREASE", "INCREASE", "REROLL"]


def test_magdagdon_accept_then_ruin(qapp) -> None:
    s = GameSession(seed=1)
    s.setDifficulty("NIGHTMARE")
    s.queue_rolls([1, 3, 5, 6])
    s.roll()
    assert s.phase == "MAGDAGDON" and s.canAccept and not s.canRerollAll
    s.tapCell(4)  # not yet: nothing is ruined before ACCEPT MAGDAGDON
    assert not s.board.row(4).ruin
    s.acceptMagdagdon()
    assert s.choosingRuin and not s.canAccept
    assert all(s.board.row(i).legal for i in range(16))
    s.tapDie(0)  # dice do nothing while choosing the ruin
    assert s.selectedCount == 0
    s.tapCell(4)
    assert s.board.row(4).ruin and s.phase == "ROLL" and not s.choosingRuin
    assert s.score == -15 and s.turns == 1


def test_dead_end_is_reported(qapp) -> None:
    s = GameSession(seed=1)
    s.setDifficulty("NIGHTMARE")
    s.queue_rolls([2, 3, 4, 6])
    s.roll()
    dead = counter(s.deadEndChanged)
    s.dropDie(3, 0)  # the 6 first: nothing else can join it, and 3 are needed (R6.4)
    assert s.deadEnd and not s.canConfirm and not s.canAccept and len(dead) == 1
    s.dropDie(1, 1)  # refused: a 3 beside a 6
    assert s.preparedCount == 1
    s.tapDie(3)  # take it back by tapping the die
    assert not s.deadEnd and s.preparedCount == 0 and len(dead) == 2
    assert s.rejections == 0


def test_thousands_of_signals_do_not_crash(qapp) -> None:
    """Guards against the PySide6 build that aborts after ~570 Signal.emit calls."""
    s = GameSession(seed=2)
    s.queue_rolls([1, 2, 3, 4])
    s.roll()
    hits = counter(s.selectedCountChanged)
    for _ in range(3000):
        s.tapDie(0)
    assert len(hits) == 3000 and s.selectedCount == 0


def test_random_slot_calls_never_break_the_rules(qapp) -> None:
    rng = random.Random(7)
    s = GameSession(seed=7)
    slots = [
        s.roll,
        s.confirm,
        lambda: s.usePower("DECREASE"),
        lambda: s.usePower("INCREASE"),
        lambda: s.usePower("REROLL"),
        s.rerollAll,
        s.acceptMagdagdon,
        s.cancelMagdagdon,
        s.cancelReroll,
        s.clearSelection,
    ]
    over = 0
    for _ in range(10000):
        r = rng.random()
        if r < 0.35:
            s.tapCell(rng.randrange(-1, 17))
        elif r < 0.6:
            die = rng.randrange(-1, 5)
            s.tapDie(die)
            if s.selected == (die,) and rng.random() < 0.8:  # a die, then a cell, as people do
                s.tapCell(rng.randrange(16))
        elif r < 0.7:
            s.dropDie(rng.randrange(4), rng.randrange(16))
        else:
            rng.choice(slots)()
        if s.phase == "OVER":
            over += 1
            s.newGame()
    assert s.rejections == 0 and over >= 1
    assert Game.from_dict(s.game.to_dict()).to_dict() == s.game.to_dict()


def test_every_action_is_saved_and_a_restart_restores_mid_turn(store, tmp_path) -> None:
    s = GameSession(store, seed=4)
    s.queue_rolls([2, 3, 3, 4])
    s.roll()
    s.dropDie(1, 5)
    s.tapDie(3)  # selection is not game state; the prepared die is
    restored = GameSession(Store(make_settings(tmp_path / "settings.ini")))
    assert restored.game.to_dict() == s.game.to_dict()
    assert restored.phase == "PLACE" and restored.preparedCount == 1
    assert [restored.dice.row(d).value for d in range(4)] == [2, 3, 3, 4]
    s.roll()  # the restored copy and this one roll the same dice (same seed, issue 14)
    s.confirm() if s.canConfirm else None
    assert (
        restored.game.to_dict()["seed"]
        == Game.from_dict(store.load_game().to_dict()).to_dict()["seed"]
    )


def test_a_finished_game_is_recorded_at_once_with_its_rank(store) -> None:
    s = GameSession(store, seed=4)
    s.setDifficulty("NIGHTMARE")
    assert store.difficulty == "NIGHTMARE"
    over = counter(s.gameOver)
    for _ in range(4):  # 3-4-5-6 on every row: the best board there is (544)
        s.queue_rolls([3, 4, 5, 6])
        s.roll()
        row = s.turns
        for die in range(4):
            s.dropDie(die, 4 * row + die)
        s.confirm()
    assert s.phase == "OVER" and s.score == 544 and len(over) == 1
    assert s.lastRank == 1
    [record] = store.high_scores(Difficulty.NIGHTMARE)
    assert (record.score, record.turns, record.powers_used) == (544, 4, 0)
    assert store.load_game() is None  # nothing left to resume
    assert s.breakdown == {
        "base": 144,
        "bonus": 400,
        "ruins": 0,
        "ruinPenalty": 0,
        "ruinCost": 15,
        "powersUsed": 0,
        "powerPenalty": 0,
        "total": 544,
    }
    assert [line["bonus"] for line in s.lines] == ["STRAIGHT"] * 4 + ["FOUR_OF_A_KIND"] * 4
    s.newGame()
    assert s.lastRank == -1 and s.phase == "ROLL" and s.difficulty == "NIGHTMARE"


def test_unknown_difficulty_is_ignored(qapp, caplog) -> None:
    s = GameSession(seed=1)
    s.setDifficulty("EASY")
    assert s.difficulty == "PEACEFUL"
    assert "unknown difficulty" in caplog.text


def test_difficulty_comes_from_the_store(store) -> None:
    store.difficulty = "SURVIVAL"
    assert GameSession(store).difficulty == "SURVIVAL"


class BrokenStore(Store):
    """A store on a disk that refuses every write."""

    def save_game(self, game, *, assisted: bool = False) -> None:
        raise OSError("disk full")

    def record(self, *args, **kwargs) -> int:
        raise OSError("disk full")


def play_nightmare_544(s: GameSession) -> None:
    """Four turns of 3-4-5-6, one row each: the best board there is."""
    for _ in range(4):
        s.queue_rolls([3, 4, 5, 6])
        s.roll()
        row = s.turns
        for die in range(4):
            s.dropDie(die, 4 * row + die)
        s.confirm()


def test_a_failing_disk_never_stops_the_game(qapp, tmp_path, caplog) -> None:
    s = GameSession(BrokenStore(make_settings(tmp_path / "s.ini")), seed=1)
    s.setDifficulty("NIGHTMARE")
    play_nightmare_544(s)
    assert s.phase == "OVER" and s.score == 544 and s.lastRank == NOT_SAVED
    assert "could not save" in caplog.text and "could not record" in caplog.text


def finish(s: GameSession) -> None:
    """Play on to the end with the seeded dice: each die at its lowest legal cell, and the
    lowest cell ruined at a MAGDAGDON."""
    while s.phase != "OVER":
        if s.phase == "ROLL":
            s.roll()
        elif s.phase == "MAGDAGDON":
            s.acceptMagdagdon()
            s.tapCell(min(s.game.ruinable_cells))
        else:
            free = [d for d in range(4) if not s.game.dice[d].prepared and s.game.legal_cells(d)]
            if s.canConfirm and not free:
                s.confirm()
            elif free:
                s.dropDie(free[0], min(s.game.legal_cells(free[0])))
            else:
                s.tapDie(s.game.unblocking_die)  # a dead end (R6.4): take the named die back


def test_a_hint_marks_the_game_assisted_over_a_restart_and_in_its_record(store, tmp_path):
    s = GameSession(store, seed=5)
    s.setDifficulty("NIGHTMARE")
    changed = counter(s.assistedChanged)
    assert not s.assisted
    s.roll()  # the seed's dice: a restored game with chosen dice would never be recorded
    s.markAssisted()
    s.markAssisted()  # once is enough: no second signal, no second write
    assert s.assisted and len(changed) == 1
    store.flush()
    restarted = GameSession(Store(make_settings(tmp_path / "settings.ini")))
    assert restarted.assisted and restarted.phase in ("PLACE", "MAGDAGDON")
    finish(restarted)
    assert restarted.phase == "OVER"
    on_disk = Store(make_settings(tmp_path / "settings.ini"))
    [record] = on_disk.high_scores(Difficulty.NIGHTMARE)
    assert record.assisted and record.score == restarted.score
    assert on_disk.load_game() is None and not on_disk.game_assisted
    restarted.newGame()
    assert not restarted.assisted


def test_a_game_without_hints_is_recorded_unassisted(store) -> None:
    s = GameSession(store, seed=6)
    s.setDifficulty("NIGHTMARE")
    play_nightmare_544(s)
    [record] = store.high_scores(Difficulty.NIGHTMARE)
    assert not record.assisted and not s.assisted
    s.markAssisted()  # too late: the game is over and recorded
    assert not s.assisted


def test_the_record_is_on_disk_and_the_game_cleared_before_game_over(store, tmp_path) -> None:
    """R8.2 and issue 16: when gameOver is emitted, another reader of the file already sees
    the record and no game in progress (how storage keeps that atomic: tests/storage)."""
    s = GameSession(store, seed=7)
    s.setDifficulty("NIGHTMARE")
    seen: list[tuple[list[int], bool]] = []

    def look(_score: int) -> None:
        other = Store(make_settings(tmp_path / "settings.ini"))
        records = [r.score for r in other.high_scores(Difficulty.NIGHTMARE)]
        seen.append((records, other.load_game() is None))

    s.gameOver.connect(look)
    play_nightmare_544(s)
    assert s.phase == "OVER" and seen == [([544], True)]


def test_the_difficulty_facts_come_from_the_engine(qapp) -> None:
    # Issue 11: Settings words these; QML holds no rule number (R2.1, R5.1, R5.5, R6.5).
    s = GameSession(None, seed=1)
    facts = {f["difficulty"]: f for f in s.difficulties}
    assert facts["PEACEFUL"]["penalties"] == [10, 20, 40] and facts["PEACEFUL"]["minimum"] == 2
    assert facts["SURVIVAL"]["penalties"] == [70] and facts["SURVIVAL"]["powers"] == 1
    assert facts["NIGHTMARE"]["powers"] == 0 and facts["NIGHTMARE"]["minimum"] == 3
    assert {f["ruin_penalty"] for f in facts.values()} == {15}


def test_a_restored_game_with_chosen_dice_never_enters_a_table(store, tmp_path) -> None:
    # Issue 17.9: a save whose dice were chosen (Game.forced) plays on after a restart but
    # is never recorded, so a hand-made save cannot put 544 in the table.
    s = GameSession(store, seed=4)
    s.setDifficulty("NIGHTMARE")
    for _ in range(3):
        s.queue_rolls([3, 4, 5, 6])
        s.roll()
        row = s.turns
        for die in range(4):
            s.dropDie(die, 4 * row + die)
        s.confirm()
    store.flush()
    again = GameSession(Store(make_settings(tmp_path / "settings.ini")), seed=5)
    assert again.game.forced and again.turns == 3
    again.queue_rolls([3, 4, 5, 6])
    again.roll()
    for die in range(4):
        again.dropDie(die, 12 + die)
    again.confirm()
    assert again.phase == "OVER" and again.score == 544
    assert again.lastRank == 0
    fresh = Store(make_settings(tmp_path / "settings.ini"))
    assert fresh.high_scores(Difficulty.NIGHTMARE) == [] and fresh.load_game() is None


def test_not_saved_is_one_number_for_the_store_and_the_session() -> None:
    from magdagdon.storage import store

    assert store.NOT_SAVED == NOT_SAVED < -1  # below "not recorded yet" (-1) and "no rank" (0)
