"""The trainer's inner loop in C (``trainer.c``), reached through ctypes: building it, and
handing it a network, the heuristic and the dice.

``train.py --native`` plays and learns here; the tests compare every game and every float
with the Python loop (tests/ai/test_train.py), and ``benchmarks/bench_search_depth.py``
builds its own C search on the same code. Nothing here runs in the game.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import random
import shutil
import subprocess
import tempfile
from array import array
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from magdagdon.ai.evaluate import Board, Evaluator, Weights
from magdagdon.ai.ntuple import Network
from magdagdon.engine import Difficulty

if TYPE_CHECKING:
    from tools.coherence import Coherence


class NativeUnavailable(RuntimeError):
    """The C trainer cannot be built here (no C compiler): train without ``--native``."""


def build(source: Path, depends: Sequence[Path] = ()) -> ctypes.CDLL:
    """A C file (and the files it includes, ``depends``) compiled once per version of their
    text, in the temporary directory, and loaded. -ffp-contract=off: no fused multiply-add,
    so every sum rounds as Python's."""
    text = b"".join(p.read_bytes() for p in (source, *depends))
    digest = hashlib.sha256(text).hexdigest()[:16]
    built = Path(tempfile.gettempdir()) / f"magdagdon-{source.stem}-{digest}.so"
    if not built.exists():
        cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
        if cc is None:
            raise NativeUnavailable("no C compiler (cc) was found: train without --native")
        partial = built.with_name(f"{built.name}.{os.getpid()}.tmp")
        command = [cc, "-O2", "-shared", "-fPIC", "-ffp-contract=off", "-o", str(partial)]
        subprocess.run([*command, str(source), "-lm"], check=True)
        os.replace(partial, built)
    return ctypes.CDLL(str(built))


#: The C loop of ``--native`` (``build`` compiles it).
TRAINER = Path(__file__).with_name("trainer.c")


def native_library() -> ctypes.CDLL:
    """``trainer.c``, built and loaded."""
    lib = build(TRAINER)
    lib.train_games.restype = ctypes.c_int
    lib.values_of.restype = None
    return lib


class Native:
    """What ``trainer.c`` reads of a network and the heuristic: the heuristic's line table
    (indexed as the tables are: 3 bits a cell), its cell weights, pointers to the tables
    (and temporal coherence's E and A) and every read as (table, cells, the cells)."""

    def __init__(self, net: Network, weights: Weights, coherence: Coherence | None) -> None:
        lines = Evaluator(weights).line_values
        self.lines = array("d", bytes(8 * 4096))
        for line, v in lines.items():
            x = 0
            for cell in line:
                x = x << 3 | cell & 7
            self.lines[x] = v
        self.weights = array("d", [weights.empty_cell, weights.tight_cell, weights.dead_cell])
        reads: list[int] = []
        for number, cells in net.read_order():  # each padded to 8: table, count, cells
            reads += [number, len(cells), *cells, *(0,) * (6 - len(cells))]
        self.reads = array("i", reads)
        self.nreads = net.reads
        self._owners = (net, coherence)  # the pointers below are only valid while these live
        self.tables = self._pointers(net.tables)
        self.errors = self._pointers(coherence.errors) if coherence else None
        self.sizes = self._pointers(coherence.sizes) if coherence else None

    @staticmethod
    def _pointers(tables: Sequence[array[float]]) -> ctypes.Array[ctypes.c_void_p]:
        return (ctypes.c_void_p * len(tables))(*[t.buffer_info()[0] for t in tables])

    def args(self) -> tuple[object, ...]:
        """The arguments ``train_games`` and ``values_of`` share, in their order."""
        return (
            address(self.lines),
            address(self.weights),
            self.tables,
            address(self.reads),
            self.nreads,
        )


def address(data: array[int] | array[float]) -> ctypes.c_void_p:
    """A pointer to an array's items (the array must outlive the call)."""
    return ctypes.c_void_p(data.buffer_info()[0])


def native_values(net: Network, boards: Sequence[Board], difficulty: Difficulty) -> list[float]:
    """The training player's value of each board (heuristic + correction), computed in C:
    what the tests compare with Python's."""
    flat = array("b", [v for board in boards for v in board])
    out = array("d", bytes(8 * len(boards)))
    native = Native(net, Weights(), None)
    native_library().values_of(
        len(boards),
        address(flat),
        difficulty.minimum,
        *native.args(),
        address(out),
    )
    return list(out)


def play_block(
    lib: ctypes.CDLL,
    native: Native,
    difficulty: Difficulty,
    rng: random.Random,
    dice: list[int],
    rates: Sequence[float],
    lam: float,
    explore: float = 0.0,
) -> list[int]:
    """Play ``len(rates)`` games in C on the dice stream ``rng`` draws (``dice``: drawn and not
    used yet, kept for the next block); their scores."""
    scores: list[int] = []
    while len(scores) < len(rates):
        left = len(rates) - len(scores)
        dice += [rng.randint(1, 6) for _ in range(max(0, 24 * left + 64 - len(dice)))]
        buffer = array("b", dice)
        block = array("d", rates[len(scores) :])  # referenced until the call returns
        out = array("i", bytes(4 * left))
        used = ctypes.c_int32(0)
        done = lib.train_games(
            left,
            address(block),
            address(buffer),
            len(buffer),
            difficulty.minimum,
            *native.args(),
            native.errors,
            native.sizes,
            ctypes.c_double(lam),
            ctypes.c_double(explore),
            address(out),
            ctypes.byref(used),
        )
        if done < 0:
            raise ValueError("the network reads more entries a board than trainer.c holds")
        scores += out[:done]
        del dice[: used.value]
    return scores


def seed_exploring(lib: ctypes.CDLL, difficulty: Difficulty, seed: int) -> None:
    """Start the exploring player's draws (``--explore``) from a stream of its own, seeded by
    the command, so exploring leaves the dice as they are."""
    draws = random.Random(f"magdagdon-explore-{difficulty.name}-{seed}")
    lib.explore_seed(ctypes.c_uint64(draws.getrandbits(64)))
