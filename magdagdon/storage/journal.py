"""The journal: a finished game's record on disk at once, before the settings file has it.

``record()`` appends one JSON line to this process's journal (``<file>.journal-<pid>-<id>``)
and fsyncs it: that takes no lock, so it never waits for another window. The next write of
the settings file (under its lock) merges every journal it finds; merging is idempotent (a
record already in its table is the same record), so a journal replayed twice changes
nothing. A journal whose process is gone (no lock held on it: ``osfiles.try_lock``, ``flock``
on POSIX and ``msvcrt.locking`` on Windows) is deleted once merged; the next start replays
whatever a crash or a failed write left. When the settings folder cannot be written, the
journal goes to ``fallback_dir()`` instead. A journal is read with ``safeio.read_regular``:
something else at a journal's name (a FIFO, a device) is skipped, and said once.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import threading
import uuid
from pathlib import Path
from typing import Any, Final

from magdagdon.engine.digests import sha1

from . import osfiles, safeio
from .values import dump

log = logging.getLogger("magdagdon.storage")

MAX_ENTRIES: Final = 1_000  # per journal file read: more is junk
MAX_BYTES: Final = 4 * 1024 * 1024


def fallback_dir() -> Path:
    """Where a journal goes when the settings folder refuses it."""
    base = os.environ.get("MAGDAGDON_JOURNAL_DIR") or os.environ.get("XDG_STATE_HOME")
    root = Path(base) if base else Path.home() / ".local" / "state"
    return root / "magdagdon" if not os.environ.get("MAGDAGDON_JOURNAL_DIR") else root


def _alive(path: Path) -> bool:
    """Someone holds the journal's lock (its writer is running)."""
    return osfiles.locked_elsewhere(path)


def _regular(path: Path) -> bool:
    try:
        return safeio.check_replaceable(path) is not None
    except safeio.FileRefused:
        return False


class Journal:
    """This process's journal for one settings file, and the reader of everyone's."""

    def __init__(self, settings_path: Path) -> None:
        self.settings_path = settings_path
        self._name = f"{os.getpid()}-{uuid.uuid4().hex}"
        self._lock = threading.Lock()
        self._fd: int | None = None
        self._path: Path | None = None
        self._refused: set[str] = set()  # journals refused (said once each)

    def _places(self) -> list[tuple[Path, str]]:
        real = Path(os.path.realpath(self.settings_path))
        tag = sha1(os.fsencode(real)).hexdigest()[:16]
        return [(real.parent, f"{real.name}.journal-"), (fallback_dir(), f"{tag}.journal-")]

    def append(self, entry: dict[str, Any]) -> bool:
        """Keep ``entry`` on disk (fsynced) before returning True; False if nowhere would."""
        line = (dump(entry) + "\n").encode()
        with self._lock:
            for _attempt in range(2):
                if self._fd is None and not self._open():
                    return False
                assert self._fd is not None
                try:
                    os.write(self._fd, line)
                    os.fsync(self._fd)
                    return True
                except OSError:
                    self._close()
                    self._skip = self._path
            return False

    _skip: Path | None = None

    def _open(self) -> bool:
        for folder, prefix in self._places():
            path = folder / (prefix + self._name)
            if path == self._skip:
                continue
            try:
                folder.mkdir(parents=True, exist_ok=True)
                fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            except OSError:
                continue
            osfiles.try_lock(fd)  # held while this process lives: it is alive
            self._fd, self._path = fd, path
            return True
        return False

    def _close(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
        self._fd = None

    def files(self) -> list[Path]:
        found: list[Path] = []
        for folder, prefix in self._places():
            pattern = re.compile(re.escape(prefix) + r"\d+-[0-9a-f]{32}")
            with contextlib.suppress(OSError):
                found.extend(Path(e.path) for e in os.scandir(folder) if pattern.fullmatch(e.name))
        return sorted(found)

    def entries(self) -> tuple[list[dict[str, Any]], dict[Path, int]]:
        """Every readable entry of every journal, and how many lines each file had."""
        out: list[dict[str, Any]] = []
        counts: dict[Path, int] = {}
        for path in self.files():
            try:
                found = safeio.read_regular(path, MAX_BYTES)
            except safeio.FileRefused as exc:
                if str(exc) not in self._refused:
                    self._refused.add(str(exc))
                    log.warning("MAGDAGDON journal skipped: %s", exc)
                continue
            if found is None:
                continue
            lines = found.data.split(b"\n")
            complete = lines[:-1]  # a line cut by a kill has no newline: never acknowledged
            counts[path] = len(complete)
            for raw in complete[:MAX_ENTRIES]:
                with contextlib.suppress(ValueError, RecursionError):
                    item = json.loads(raw)
                    if isinstance(item, dict):
                        out.append(item)
        return out, counts

    def merged(self, counts: dict[Path, int]) -> None:
        """The entries counted in ``counts`` are in the settings file now: forget them."""
        for path, count in counts.items():
            if path == self._path:
                with self._lock:
                    self._drop_own(count)
            elif not _alive(path) and _regular(path):
                with contextlib.suppress(OSError):
                    path.unlink()

    def _drop_own(self, count: int) -> None:
        assert self._path is not None
        try:
            found = safeio.read_regular(self._path, MAX_BYTES)
            rest = (found.data if found is not None else b"").split(b"\n")[count:]
            if self._fd is not None:
                os.ftruncate(self._fd, 0)
                remaining = b"\n".join(rest)
                if remaining:
                    os.write(self._fd, remaining)
                os.fsync(self._fd)
        except OSError:
            pass

    def close(self) -> None:
        """Close (and delete, when empty) this process's journal."""
        # (its lock goes with the descriptor)
        with self._lock:
            path = self._path
            self._close()
            if path is not None:
                with contextlib.suppress(OSError):
                    if path.stat().st_size == 0:
                        path.unlink()
