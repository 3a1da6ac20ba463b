"""The expert's learned correction: the shipped tables, their format, and their training."""

from __future__ import annotations

import gzip
import json
import random
import tracemalloc

import pytest

from magdagdon.ai.evaluate import Evaluator
from magdagdon.ai.levels import make_player
from magdagdon.ai.ntuple import (
    FORMAT,
    LAYOUTS,
    TUPLES,
    Folded,
    LearnedEvaluator,
    Network,
    _symmetries,
    data_file,
    images,
    shipped,
)
from magdagdon.ai.turns import running_total
from magdagdon.engine import Difficulty, Game
from tools.train import train

SHIPPED = [d for d in Difficulty if data_file(d).exists()]


def _random_board(rng: random.Random) -> tuple[int, ...]:
    return tuple(rng.choice((-1, 0, 0, 0, 1, 2, 3, 4, 5, 6)) for _ in range(16))


def test_nightmare_ships_a_network():
    assert Difficulty.NIGHTMARE in SHIPPED


@pytest.mark.parametrize("difficulty", SHIPPED)
def test_the_shipped_file_matches_the_training_scripts_format(difficulty):
    path = data_file(difficulty)
    doc = json.loads(gzip.decompress(path.read_bytes()))
    assert doc["format"] == FORMAT
    tuples = tuple(tuple(g) for g in doc["tuples"])
    assert tuples in LAYOUTS.values()
    meta = doc["meta"]
    assert data_file(Difficulty[meta["difficulty"]]) == path  # PEACEFUL reads SURVIVAL's
    # The shipped tables were made before the trainer moved out of the game package into
    # tools/ (the same code): either name makes the same file.
    assert meta["command"].startswith(("python -m tools.train ", "python -m magdagdon.ai.train "))
    assert f"--seed {meta['seed']}" in meta["command"]
    for group, entries in zip(tuples, doc["tables"], strict=True):
        assert all(0 <= i < 8 ** len(group) for i, _ in entries)
    network, loaded_meta = Network.load(path)
    assert loaded_meta == meta
    assert all(any(t) for t in network.tables)  # every table learned something
    folded = shipped(difficulty)
    assert folded is not None
    board = (3, 4, 0, 0) + (0,) * 12
    assert folded.correction(board) == pytest.approx(network.correction(board))


def test_a_network_reads_every_group_in_all_its_images():
    # R1.3: rotations and reflections keep neighbours and turn rows into rows or columns
    assert len(images((0, 1, 2, 3))) == 8  # rows 0 and 3, columns 0 and 3, both ways
    assert len(images((0, 5, 10, 15))) == 4  # the two diagonals, both ways
    rng = random.Random(4)
    network = Network()
    for _ in range(50):
        network.update(_random_board(rng), rng.uniform(-1, 1))
    for _ in range(20):
        board = _random_board(rng)
        value = network.correction(board)
        for m in _symmetries():
            image = [0] * 16
            for cell, v in enumerate(board):
                image[m[cell]] = v
            assert network.correction(tuple(image)) == pytest.approx(value)


def test_the_folded_tables_read_the_same_values():
    rng = random.Random(5)
    network = Network()
    for _ in range(300):
        network.update(_random_board(rng), rng.uniform(-1, 1))
    folded = Folded(network)
    for _ in range(200):
        board = _random_board(rng)
        assert folded.correction(board) == pytest.approx(network.correction(board), abs=1e-4)
    # every 6-cell group is read in place in each of its 8 images, never copied (a copy is
    # 1 MB); only the 4-cell groups' images that cover the same cells are summed
    read = [t for t, *_ in folded._sixes]
    sixes = sum(len(g) == 6 for g in TUPLES)
    assert len(read) == 8 * sixes and len({id(t) for t in read}) == sixes
    assert all(t.typecode == "f" for t, *_ in (*folded._fours, *folded._sixes))
    assert len(folded._fours) + len(folded._sixes) == 43


def test_the_loaded_tables_stay_small():
    """HINT and the review load a difficulty's tables in the game (issue 16's memory): single
    precision, no copied 6-cell tables, a few MiB in all."""
    shipped.cache_clear()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        folded = shipped(Difficulty.NIGHTMARE)
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert folded is not None
    assert kept < 4 * 2**20


def test_a_full_board_is_worth_exactly_its_score():
    # R7.4: no correction once no cell is empty
    network = Network()
    full = (3, 4, 5, 6) * 4
    network.update(full, 50.0)
    assert LearnedEvaluator(network).value(full) == running_total(full) == Evaluator().value(full)


def test_training_is_reproducible_and_saves_what_it_loads(tmp_path):
    a, means_a = train(Difficulty.NIGHTMARE, 40, seed=3, rate=0.1, final_rate=0.05, log_every=20)
    b, means_b = train(Difficulty.NIGHTMARE, 40, seed=3, rate=0.1, final_rate=0.05, log_every=20)
    assert means_a == means_b and len(means_a) == 2
    assert [t.tobytes() for t in a.tables] == [t.tobytes() for t in b.tables]
    path = tmp_path / "n.ntuple.gz"
    a.save(path, {"difficulty": "NIGHTMARE"})
    loaded, meta = Network.load(path)
    assert meta == {"difficulty": "NIGHTMARE"}
    rng = random.Random(9)
    for _ in range(20):
        board = _random_board(rng)
        assert loaded.correction(board) == pytest.approx(a.correction(board), abs=0.05)
    a.save(tmp_path / "again.gz", {"difficulty": "NIGHTMARE"})
    assert (tmp_path / "again.gz").read_bytes() == path.read_bytes()  # same tables, same bytes


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A temporary data folder in place of the shipped one; ``shipped``'s cache is cleared
    before and after, so no other test sees what this one loaded (or failed to)."""
    import magdagdon.ai.ntuple as ntuple

    monkeypatch.setattr(ntuple, "DATA", tmp_path)  # data_file() reads it: names unchanged
    shipped.cache_clear()
    yield tmp_path
    shipped.cache_clear()


def _warnings(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]


def test_a_missing_table_file_is_a_warning_and_the_heuristic_alone(data_dir, caplog):
    with caplog.at_level("WARNING", logger="magdagdon.ai.ntuple"):
        assert shipped(Difficulty.NIGHTMARE) is None
    (message,) = _warnings(caplog)
    assert str(data_dir / "nightmare.ntuple.gz") in message
    assert "missing" in message and "heuristic alone" in message


@pytest.mark.parametrize(
    "content",
    [
        b"not gzip at all",
        gzip.compress(b"{not json"),
        gzip.compress(b"\xff\xfe\x00 not utf-8"),
        gzip.compress(b"[1, 2, 3]"),  # JSON, not a table file
        gzip.compress(json.dumps({"format": FORMAT + 1, "tuples": [], "tables": []}).encode()),
        gzip.compress(b"{}")[:-6],  # truncated
    ],
    ids=["not-gzip", "not-json", "not-utf8", "not-a-table-file", "other-format", "truncated"],
)
def test_an_unreadable_table_file_is_a_warning_and_the_heuristic_alone(data_dir, caplog, content):
    path = data_dir / "nightmare.ntuple.gz"
    path.write_bytes(content)
    with caplog.at_level("WARNING", logger="magdagdon.ai.ntuple"):
        assert shipped(Difficulty.NIGHTMARE) is None
    (message,) = _warnings(caplog)
    assert str(path) in message and "heuristic alone" in message


def test_a_good_table_file_still_loads_from_the_data_folder(data_dir, caplog):
    net, _ = train(Difficulty.NIGHTMARE, 20, seed=5, rate=0.1, final_rate=0.05, log_every=20)
    net.save(data_dir / "survival.ntuple.gz", {"difficulty": "SURVIVAL"})
    with caplog.at_level("WARNING", logger="magdagdon.ai.ntuple"):
        folded = shipped(Difficulty.PEACEFUL)  # PEACEFUL reads SURVIVAL's file
    assert isinstance(folded, Folded)
    assert _warnings(caplog) == []
    board = (3, 4, 0, 0, 5) + (0,) * 11
    assert folded.correction(board) == pytest.approx(net.correction(board), abs=0.05)


def test_the_expert_still_decides_when_its_tables_are_broken(data_dir, caplog):
    (data_dir / "nightmare.ntuple.gz").write_bytes(b"garbage")
    game = Game(Difficulty.NIGHTMARE, 11)
    game.roll([3, 4, 4, 5])
    with caplog.at_level("WARNING", logger="magdagdon.ai.ntuple"):
        plan = make_player("expert").decide(game)
    game.follow(plan)  # a move the engine accepts (R3)
    assert game.cells.count(None) <= 16 - 3  # NIGHTMARE: at least 3 dice on turn 1 (R2)
    assert any("heuristic alone" in m for m in _warnings(caplog))


def test_warm_start_continues_the_given_tables_reproducibly():
    init, _ = train(Difficulty.NIGHTMARE, 20, seed=3, rate=0.1, final_rate=0.05, log_every=20)
    start = [t.tobytes() for t in init.tables]
    seen: list[int] = []

    def run() -> Network:
        copy = Network([t.__copy__() for t in init.tables])
        net, means = train(
            Difficulty.NIGHTMARE,
            40,
            seed=4,
            rate=0.05,
            final_rate=0.02,
            log_every=10,
            init=copy,
            checkpoint=lambda n, m: seen.append(len(m)),
            checkpoint_every=20,
        )
        assert len(means) == 4
        return net

    a, b = run(), run()
    assert seen == [2, 2]  # one checkpoint at 20 of 40 games, none at the end
    assert [t.tobytes() for t in a.tables] == [t.tobytes() for t in b.tables]
    assert [t.tobytes() for t in a.tables] != start  # it learned on from the given tables
