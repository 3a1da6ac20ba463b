"""One background lane for the bot: cancellable jobs whose stale results are dropped.

The bot can think for up to a second, so it never runs on the GUI thread: every question goes
to a one-thread ``QThreadPool`` as a job that carries a token and a stop flag. A newer request
or ``cancel()`` bumps the token and raises the old job's stop flag (the bot polls it and gives
up); a result whose token is no longer current is dropped by its receiver, so an answer never
shows for a position that is gone. Used by the hint service (hints.py) and the attract driver
(attract.py).
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, Signal

log = logging.getLogger(__name__)

Work = Callable[[threading.Event], object]
"""A job: it gets its stop flag, returns its result (or raises ``Cancelled`` to give up)."""


class _Relay(QObject):
    """Carries a worker's result back to the GUI thread (queued: it lives there)."""

    done = Signal(int, object)
    failed = Signal(int, str)


def _run(token: int, work: Work, relay: _Relay, stop: threading.Event) -> None:
    """One job, on the lane's thread. (A plain callable for ``QThreadPool.start``: a Python
    ``QRunnable`` stayed referenced by the pool's wrapper after it ran, with its work and
    position: ~20 kB a game, issue 16's "no growth per game".)"""
    from magdagdon.ai.players import Cancelled  # the worker thread is the bot's anyway

    if stop.is_set():
        return
    try:
        result = work(stop)
    except Cancelled:
        return
    except Exception as exc:  # a bug in the bot must not kill the GUI's worker
        log.exception("hint worker failed")
        relay.failed.emit(token, str(exc))
        return
    if not stop.is_set():
        relay.done.emit(token, result)


class Worker(QObject):
    """One background lane: at most one job thinks at a time, newer requests win.

    ``on_done(token, result)`` runs on the GUI thread; ``result`` is None when the job failed.
    """

    def __init__(self, on_done: Callable[[int, object], None], parent: QObject) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.done.connect(lambda token, result: on_done(token, result))
        self.relay.failed.connect(lambda token, _message: on_done(token, None))
        self.token = 0
        self._stop = threading.Event()

    def start(self, work: Work) -> int:
        """Cancel the job running (if any) and start ``work``; returns its token."""
        self.cancel()
        self._stop = threading.Event()
        self.pool.start(functools.partial(_run, self.token, work, self.relay, self._stop))
        return self.token

    def cancel(self) -> None:
        self.token += 1
        self._stop.set()

    def wait(self, msecs: int = 5000) -> bool:
        return self.pool.waitForDone(msecs)
