"""Temporal coherence learning for the trainer (``train.py`` and, in C, ``native.py``): each
table entry's own learning rate, from the errors it was trained on.

Apart from the trainer so that the C trainer's wrapper, which hands these sums to C, and the
trainer, which drives it, do not import each other.
"""

from __future__ import annotations

from array import array

from magdagdon.ai.evaluate import Board
from magdagdon.ai.ntuple import Network


class Coherence:
    """Temporal coherence learning (Beal & Smith; Jaskowski 2016 for 2048): each table entry
    keeps the sum of the errors it was trained on (E) and of their sizes (A), and its step is
    scaled by |E| / A. An entry whose errors keep one sign learns at the full rate; one whose
    errors cancel out (noise around its value) slows down by itself, so no decaying rate
    schedule has to be guessed. Only the trainer keeps E and A: the tables are as TD(0)'s."""

    def __init__(self, net: Network) -> None:
        self.errors = [array("d", bytes(8 * 8 ** len(g))) for g in net.tuples]
        self.sizes = [array("d", bytes(8 * 8 ** len(g))) for g in net.tuples]

    def update(self, net: Network, board: Board, error: float, rate: float) -> None:
        """Move every entry ``board`` reads by rate x |E|/A x error / reads (|E|/A = 1 for an
        entry not trained yet), then add the error to its E and A."""
        share = rate * error / net.reads
        size = abs(error)
        for number, x in net.entries(board):
            e, a = self.errors[number], self.sizes[number]
            ax = a[x]
            net.tables[number][x] += share * (abs(e[x]) / ax if ax else 1.0)
            e[x] += error
            a[x] = ax + size
