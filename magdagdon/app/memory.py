"""Free memory goes back to the system after each game (issue 16: memory after ten games).

A finished game drops its turns, its dialogs' work and the bot's questions, but glibc's
``malloc`` keeps the pages it freed for later, so the window's resident memory only grows.
``malloc_trim(0)`` hands every whole free page back (1-2 MiB after a game here, measured by
benchmarks/bench_memory.py). It exists on glibc only (Linux); elsewhere, and if the C library
cannot be loaded, this does nothing. ``ctypes`` is imported on the first call, after the
first game, never on the way to the first frame.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from functools import cache

log = logging.getLogger(__name__)


@cache
def _trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or None where there is none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        function: Callable[[int], int] = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):  # musl, or no libc.so.6: nothing to give back this way
        log.debug("malloc_trim is not available here")
        return None
    return function


def release_free_memory() -> bool:
    """Give the C allocator's free pages back to the system; True when that was possible."""
    trim = _trim()
    if trim is None:
        return False
    trim(0)
    return True
