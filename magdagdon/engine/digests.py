"""SHA-1, SHA-256 and SHAKE-256 from CPython's own implementations, not OpenSSL's.

``import hashlib`` loads OpenSSL's libcrypto, 3.4 MiB of resident memory for the whole life of
the window (issue 16: memory after ten games), while the game hashes a few bytes: a roll's
stream, the daily seed, a saved game's id and a journal's name. CPython ships the same
algorithms as built-in modules (``_sha1``, ``_sha256`` (3.11) / ``_sha2`` (3.12+), ``_sha3``),
which give exactly the same bytes; a Python built without one falls back to ``hashlib``.

>>> sha256(b"abc").hexdigest()[:16]
'ba7816bf8f01cfea'
>>> shake_256(b"abc").digest(4).hex(), sha1(b"abc").hexdigest()[:16]
('48336660', 'a9993e364706816a')
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:  # (typing's Protocol classes cost ~0.5 ms to build: this runs before the
    # window's first frame, issue 16)
    from typing import Protocol

    class Digest(Protocol):
        """What the game reads from a hash object."""

        def digest(self) -> bytes: ...

        def hexdigest(self) -> str: ...

    class Shake(Protocol):
        """A SHAKE hash object: its digest has the length asked for."""

        def digest(self, length: int, /) -> bytes: ...


def _builtin(name: str, modules: tuple[str, ...]) -> Callable[[bytes], object]:
    """The constructor ``name`` of the first built-in module that has it, else hashlib's.
    Found when this module is imported (a process that then gives up its rights, as a test
    does, may no longer read Python's library folder)."""
    for module in modules:
        try:
            return cast("Callable[[bytes], object]", getattr(importlib.import_module(module), name))
        except (ImportError, AttributeError):
            continue
    import hashlib  # a Python without the built-in module: OpenSSL's (the same bytes)

    return cast("Callable[[bytes], object]", getattr(hashlib, name))


_sha1 = _builtin("sha1", ("_sha1",))
_sha256 = _builtin("sha256", ("_sha2", "_sha256"))
_shake_256 = _builtin("shake_256", ("_sha3",))


def sha1(data: bytes) -> Digest:
    """SHA-1 of ``data`` (names and ids only: not for anything secret)."""
    return cast("Digest", _sha1(data))


def sha256(data: bytes) -> Digest:
    """SHA-256 of ``data``."""
    return cast("Digest", _sha256(data))


def shake_256(data: bytes) -> Shake:
    """SHAKE-256 of ``data``: an extendable output, ``.digest(n)`` gives n bytes."""
    return cast("Shake", _shake_256(data))
