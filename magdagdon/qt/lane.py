"""One background lane for the bot: cancellable jobs whose stale results are dropped.

The bot can think for up to a second, so it never runs on the GUI thread: every question goes
to a one-thread ``QThreadPool`` as a job that carries a token and a stop flag. A newer request
or ``cancel()`` bumps the token and raises the old job's stop flag (the bot polls it and gives
up); a result whose token is no longer current is dropped by its receiver, so an answer never
shows for a position that is gone. A job started with ``start_reporting`` may also hand back
partial results as it goes (the review, turn by turn). Used by the hint service (hints.py)
and the attract driver (attract.py).

A lane is safe to destroy however its owner goes (issue 37.9): ``Application.shutdown`` at
quit cancels and waits, but a test harness or an embedding may delete the QML engine
without it, from inside Qt's event processing, which holds the interpreter lock. Qt's own
``~QThreadPool`` would then wait for a job that needs that lock: a deadlock. So the lane's
``destroyed`` (sent before its children go) stops the job and waits through the binding,
which lets go of the interpreter lock while it waits.
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
Report = Callable[[object], None]
"""Hands a partial result to the GUI thread (dropped once the job is stale)."""
ReportingWork = Callable[[threading.Event, Report], object]
"""A job that also gets its ``Report``."""


class _Relay(QObject):
    """Carries a worker's result back to the GUI thread (queued: it lives there)."""

    done = Signal(int, object)
    failed = Signal(int, str)
    progress = Signal(int, object)


def _run(token: int, work: Work, relay: _Relay, stop: threading.Event) -> None:
    """One job, on the lane's thread. (A plain callable for ``QThreadPool.start``: a Python
    ``QRunnable`` stayed referenced by the pool's wrapper after it ran, with its work and
    position: ~20 kB a game, issue 16's "no growth per game".)"""
    from magdagdon.ai.bot import Cancelled  # the worker thread is the bot's anyway

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


def _report(relay: _Relay, token: int, stop: threading.Event, partial: object) -> None:
    """A job's partial result, on the lane's thread (nothing once the job is cancelled)."""
    if not stop.is_set():
        relay.progress.emit(token, partial)


class _Teardown:
    """What the lane's end needs, outside the QObject (whose wrapper is going): the pool and
    the running job's stop flag."""

    def __init__(self, pool: QThreadPool) -> None:
        self.pool = pool
        self.stop = threading.Event()

    def drain(self, *_: object) -> None:
        """Stop the job, drop what is queued, and wait for the pool's thread with the
        interpreter lock released (PySide's ``waitForDone`` lets it go)."""
        self.stop.set()
        self.pool.clear()
        self.pool.waitForDone(-1)


class Worker(QObject):
    """One background lane: at most one job thinks at a time, newer requests win.

    ``on_done(token, result)`` runs on the GUI thread; ``result`` is None when the job failed.
    ``on_progress(token, partial)`` too, for what a ``start_reporting`` job reports.
    """

    def __init__(
        self,
        on_done: Callable[[int, object], None],
        parent: QObject,
        *,
        on_progress: Callable[[int, object], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.done.connect(lambda token, result: on_done(token, result))
        self.relay.failed.connect(lambda token, _message: on_done(token, None))
        if on_progress is not None:
            self.relay.progress.connect(lambda token, partial: on_progress(token, partial))
        self.token = 0
        self._lane = _Teardown(self.pool)
        self.destroyed.connect(self._lane.drain)  # before the pool itself is destroyed

    def start(self, work: Work) -> int:
        """Cancel the job running (if any) and start ``work``; returns its token."""
        self.cancel()
        stop = self._lane.stop = threading.Event()
        self.pool.start(functools.partial(_run, self.token, work, self.relay, stop))
        return self.token

    def start_reporting(self, work: ReportingWork) -> int:
        """``start``, for a job that also reports partial results (to ``on_progress``)."""
        self.cancel()
        stop = self._lane.stop = threading.Event()
        report = functools.partial(_report, self.relay, self.token, stop)
        job = functools.partial(_with_report, work, report)
        self.pool.start(functools.partial(_run, self.token, job, self.relay, stop))
        return self.token

    def cancel(self) -> None:
        self.token += 1
        self._lane.stop.set()

    def wait(self, msecs: int = 5000) -> bool:
        return self.pool.waitForDone(msecs)


def _with_report(work: ReportingWork, report: Report, stop: threading.Event) -> object:
    """A reporting job as a plain ``Work``, so ``_run`` runs both kinds alike."""
    return work(stop, report)
