"""The trainer (``train.py``): temporal coherence (per-entry rates |E|/A), TD(lambda), the
searching training player and the cross layout; all of them reproducible."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from magdagdon.ai.evaluate import Evaluator
from magdagdon.ai.ntuple import LAYOUTS, TUPLES, Folded, Network
from magdagdon.engine import Difficulty
from tools.coherence import Coherence
from tools.native import NativeUnavailable, native_library, native_values
from tools.train import lambda_returns, train


def test_entries_are_the_reads_of_correction() -> None:
    rng = random.Random(1)
    net = Network()
    for t in net.tables:
        for i in range(len(t)):
            t[i] = rng.uniform(-1, 1)
    board = (3, 4, 0, -1, 5, 0, 0, 2, 0, 0, 6, 0, 1, 0, 0, 0)
    reads = net.entries(board)
    assert len(reads) == net.reads
    assert sum(net.tables[n][x] for n, x in reads) == pytest.approx(net.correction(board))


def test_each_entry_steps_by_the_rate_times_its_coherence() -> None:
    net = Network()
    tc = Coherence(net)
    board = (3, 4, 0, -1, 5, 0, 0, 2, 0, 0, 6, 0, 1, 0, 0, 0)
    once = [k for k, n in Counter(net.entries(board)).items() if n == 1]
    assert once  # most reads of this board are distinct entries
    rate = 0.5
    share = rate / net.reads
    expected = 0.0
    e = a = 0.0
    for error in (10.0, -4.0, 6.0, 6.0):
        # |E|/A before the error: 1 for an untrained entry, then 10/10, 6/14, 12/20
        expected += share * error * (abs(e) / a if a else 1.0)
        tc.update(net, board, error, rate)
        e, a = e + error, a + abs(error)
    assert expected == pytest.approx(share * (10 - 4 + 6 * 6 / 14 + 6 * 12 / 20))
    for number, x in once:
        assert net.tables[number][x] == pytest.approx(expected)
        assert tc.errors[number][x] == pytest.approx(18.0)
        assert tc.sizes[number][x] == pytest.approx(26.0)


def test_errors_that_cancel_slow_an_entry_down() -> None:
    net = Network()
    tc = Coherence(net)
    board = (6, 5, 0, 0) + (0,) * 12
    for error in (5.0, -5.0) * 20:
        tc.update(net, board, error, 1.0)
    n, x = net.entries(board)[0]
    assert tc.errors[n][x] == 0.0  # E cancelled: the next step is zero
    before = net.tables[n][x]
    tc.update(net, board, 5.0, 1.0)
    assert net.tables[n][x] == before


def test_coherent_training_is_reproducible_and_differs_from_td(tmp_path: Path) -> None:
    def run(coherent: bool) -> bytes:
        net, means = train(
            Difficulty.NIGHTMARE,
            30,
            seed=3,
            rate=1.0,
            final_rate=1.0,
            log_every=15,
            coherent=coherent,
        )
        assert len(means) == 2
        path = tmp_path / f"{coherent}.gz"
        net.save(path, {"difficulty": "NIGHTMARE"})
        return path.read_bytes()

    a = run(True)
    assert run(True) == a  # the same command gives the same bytes
    assert run(False) != a


def test_lambda_returns_mix_the_next_value_with_the_final_score() -> None:
    values = [100.0, 120.0, 90.0, 200.0]  # the last: a full board's score
    assert lambda_returns(values, 0.0) == [120.0, 90.0, 200.0]  # TD(0): the next value
    assert lambda_returns(values, 1.0) == [200.0, 200.0, 200.0]  # Monte-Carlo: the score
    half = lambda_returns(values, 0.5)
    assert half[2] == 200.0  # the step before the end: its next value is the score
    assert half[1] == pytest.approx(0.5 * 90 + 0.5 * 200)
    assert half[0] == pytest.approx(0.5 * 120 + 0.5 * half[1])


def test_td_lambda_training_is_reproducible_and_differs_from_td0(tmp_path: Path) -> None:
    def run(lam: float) -> bytes:
        net, _ = train(
            Difficulty.NIGHTMARE, 20, seed=3, rate=0.1, final_rate=0.1, log_every=20, lam=lam
        )
        path = tmp_path / f"{lam}.gz"
        net.save(path, {"difficulty": "NIGHTMARE"})
        return path.read_bytes()

    a = run(0.5)
    assert run(0.5) == a
    assert run(0.0) != a


def test_the_searching_training_player_is_reproducible_and_plays_otherwise() -> None:
    def run(lookahead: int) -> tuple[list[float], bytes]:
        net, means = train(
            Difficulty.NIGHTMARE,
            6,
            seed=3,
            rate=0.1,
            final_rate=0.1,
            log_every=6,
            lookahead=lookahead,
            samples=4,
        )
        return means, b"".join(t.tobytes() for t in net.tables)

    a = run(3)
    assert run(3) == a
    assert run(0)[1] != a[1]  # other choices: other positions trained


def test_a_cross_layout_trains_saves_and_loads_its_own_groups(tmp_path: Path) -> None:
    net, _ = train(
        Difficulty.NIGHTMARE, 10, seed=3, rate=0.1, final_rate=0.1, log_every=10, layout="cross"
    )
    assert net.tuples == LAYOUTS["cross"] and len(net.tables) == len(TUPLES) + 3
    assert net.reads == Network().reads + 3 * 8  # each added group in its 8 images
    path = tmp_path / "cross.gz"
    net.save(path, {"difficulty": "NIGHTMARE"})
    loaded, _ = Network.load(path)
    assert loaded.tuples == LAYOUTS["cross"]
    board = (3, 4, 0, 0, 5, 4, 0, 0, 0, 3) + (0,) * 6
    assert Folded(loaded).correction(board) == pytest.approx(net.correction(board), abs=0.05)


def _native_or_skip() -> None:
    try:
        native_library()
    except NativeUnavailable as exc:  # pragma: no cover - a machine without cc
        pytest.skip(str(exc))


@pytest.mark.parametrize("difficulty", [Difficulty.NIGHTMARE, Difficulty.SURVIVAL])
@pytest.mark.parametrize(
    "variant",
    [{}, {"coherent": True}, {"lam": 0.5}, {"coherent": True, "lam": 0.5}, {"layout": "cross"}],
    ids=["td0", "tc", "td-lambda", "tc-lambda", "cross"],
)
def test_the_c_trainer_plays_and_learns_exactly_as_python(
    difficulty: Difficulty, variant: dict[str, Any]
) -> None:
    """``--native`` is only faster: the same dice (R3.1), the same placements in the same
    order (R4), the same first best afterstate, the same steps, so the same tables bit for
    bit, on both dice counts (R2: 3 a turn in NIGHTMARE, 2 in SURVIVAL)."""
    _native_or_skip()
    kw: dict[str, Any] = {"seed": 5, "rate": 0.1, "final_rate": 0.02, "log_every": 10}
    kw |= variant
    python, python_means = train(difficulty, 30, **kw)
    native, native_means = train(difficulty, 30, native=True, **kw)
    assert native_means == python_means
    for a, b in zip(python.tables, native.tables, strict=True):
        assert a == b
    assert any(any(t) for t in native.tables)  # it learned something


def test_the_c_trainer_values_boards_as_the_training_player() -> None:
    """Heuristic (dead and tight cells, R4.3; ruins, R6.5; line bonuses, R7.2) plus the
    tables' reads, on boards of every kind: the same floats as Python's."""
    _native_or_skip()
    rng = random.Random(7)
    net = Network()
    for t in net.tables:
        for i in range(0, len(t), 7):
            t[i] = rng.uniform(-5, 5)
    boards: list[tuple[int, ...]] = [(0,) * 16, (-1,) + (0,) * 15, (3, 4, 5, 6) * 4]
    for _ in range(300):
        boards.append(tuple(rng.choice((-1, 0, 0, 0, 1, 2, 3, 4, 5, 6)) for _ in range(16)))
    heuristic = Evaluator()
    expected = [heuristic.value(b) + (net.correction(b) if 0 in b else 0.0) for b in boards]
    assert native_values(net, boards, Difficulty.NIGHTMARE) == expected


def test_the_c_trainer_refuses_the_searching_player() -> None:
    _native_or_skip()
    with pytest.raises(ValueError, match="greedy"):
        train(Difficulty.NIGHTMARE, 2, 1, 0.1, 0.1, lookahead=2, native=True)


def test_the_exploring_player_is_reproducible_and_learns_other_positions() -> None:
    """``explore`` (C only): random afterstates, weighted by exp((value - best) / T), from a
    stream seeded by the command; TD(0) still learns towards the best afterstate's value."""
    _native_or_skip()

    def run(explore: float) -> tuple[list[float], list[list[float]]]:
        net, means = train(
            Difficulty.NIGHTMARE, 60, 5, 0.1, 0.02, log_every=20, native=True, explore=explore
        )
        return means, [list(t) for t in net.tables]

    a = run(10.0)
    assert run(10.0) == a  # the same command, the same tables
    greedy = run(0.0)
    assert greedy[1] != a[1]
    python, python_means = train(Difficulty.NIGHTMARE, 60, 5, 0.1, 0.02, log_every=20)
    assert greedy == (python_means, [list(t) for t in python.tables])  # 0: the greedy player


def test_exploring_needs_the_c_trainer_and_td0_or_tc() -> None:
    with pytest.raises(ValueError, match="native"):
        train(Difficulty.NIGHTMARE, 2, 1, 0.1, 0.1, explore=5.0)
    with pytest.raises(ValueError, match="lam"):
        train(Difficulty.NIGHTMARE, 2, 1, 0.1, 0.1, native=True, lam=0.5, explore=5.0)
