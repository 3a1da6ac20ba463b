"""One writer per store: changes queue up, coalesce by key, and reach the file in one transaction.

In the app the writer is a background thread, so the GUI thread never waits for the lock or
the disk: a game-changing action costs a ``to_dict`` and a queue entry. Changes to the same
key coalesce (ten saves of the game in progress while a write is under way become one), and a
failed write keeps its changes queued and retries them with a growing pause (50 ms .. 2 s).
Without a thread (tests, tools) every change is written before ``submit`` returns, as before.
A finished game's record does not wait for either: it is in the journal (``journal``) first.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Final

from . import ini
from .file import SettingsFile, StorageError

log = logging.getLogger("magdagdon.storage")

Change = Callable[[ini.IniDocument], bool]  # changes the document; True if it did
RETRY_S: Final = (0.05, 0.1, 0.2, 0.5, 1.0, 2.0)
BACKGROUND_LOCK_MS: Final = 250  # per try, off the GUI thread; the next try follows


class Writer:
    """Queue of pending changes and the one thread (or the caller) that writes them."""

    def __init__(
        self,
        file: SettingsFile,
        report: Callable[[str | None], None],
        *,
        background: bool,
        before: Callable[[ini.IniDocument], tuple[bool, Callable[[], None]]] | None = None,
    ) -> None:
        self._file = file
        self._report = report  # None: saved; else the error (called on the writing thread)
        self._before = before  # runs first in every transaction (journal merge)
        self._pending: dict[str, Change] = {}
        self._cond = threading.Condition()
        self._busy = False
        self._stop = False
        self._failures = 0
        self.last_error: str | None = None
        self._thread: threading.Thread | None = None
        if background:
            self._thread = threading.Thread(target=self._run, name="magdagdon-store", daemon=True)
            self._thread.start()

    @property
    def background(self) -> bool:
        return self._thread is not None

    def submit(self, key: str, change: Change) -> bool:
        """Queue ``change`` (replacing a pending one with the same key). Without a thread it
        is written now: True if it reached the disk."""
        with self._cond:
            self._pending.pop(key, None)
            self._pending[key] = change
            self._cond.notify_all()
        if self._thread is None:
            return self._write_pending(None)
        return True

    def pending(self) -> bool:
        with self._cond:
            return bool(self._pending) or self._busy

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything queued is on disk (True) or ``timeout`` passes (False)."""
        if self._thread is None:
            return self._write_pending(None) if self._pending else self.last_error is None
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            self._cond.notify_all()
            while self._pending or self._busy:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cond.wait(left if left is None else min(left, 0.05))
            return self.last_error is None

    def close(self, timeout: float = 10.0) -> bool:
        """Write what is queued, then stop the thread."""
        ok = self.flush(timeout)
        with self._cond:
            self._stop = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)
        return ok

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._stop:
                    self._cond.wait()
                if self._stop and not self._pending:
                    return
            ok = self._write_pending(BACKGROUND_LOCK_MS)
            if not ok:
                pause = RETRY_S[min(self._failures - 1, len(RETRY_S) - 1)]
                with self._cond:
                    self._cond.wait(pause)  # a flush() or a new change wakes it early
                    if self._stop:
                        return

    def _settle(self, batch: dict[str, Change]) -> None:
        """Drop the batch's changes that nothing newer replaced, and wake whoever waits."""
        with self._cond:
            for key, change in batch.items():
                if self._pending.get(key) is change:
                    del self._pending[key]
            self._busy = False
            self._cond.notify_all()

    def _write_pending(self, timeout_ms: int | None) -> bool:
        with self._cond:
            batch = dict(self._pending)
            self._busy = True

        def apply(doc: ini.IniDocument) -> tuple[Callable[[], None] | None, bool]:
            first = [c for k, c in batch.items() if k.startswith("!")]  # repairs come first
            changed = False
            for change in first:
                changed = change(doc) or changed
            before, after = self._before(doc) if self._before else (False, None)
            changed = before or changed
            for key, change in batch.items():
                if not key.startswith("!"):
                    changed = change(doc) or changed
            return after, changed

        try:
            after = self._file.transact(apply, timeout_ms)
        except StorageError as exc:
            self._failures += 1
            message = str(exc)
            self.last_error = message
            with self._cond:
                self._busy = False
                self._cond.notify_all()
            self._report(message)
            return False
        except Exception as exc:  # a change that raises must not kill the writer
            log.exception("a change to the settings failed and was dropped")
            self._settle(batch)
            self._report(f"internal error: {exc}")
            return False
        if after is not None:
            after()
        self._settle(batch)
        was_failing, self._failures, self.last_error = self.last_error is not None, 0, None
        if was_failing or not self.background:
            self._report(None)
        return True
