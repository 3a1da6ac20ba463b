"""The operator PIN: a salted slow hash in a file of its own, and a lock that grows.

Why a module of its own: who may reach the operator screen is the kiosk's one security
concern (issue 17.7), the way an ATM or a point-of-sale terminal treats its PIN:

* there is no built-in PIN: until one is set, the kiosk asks the operator for one;
* the PIN is kept only as ``hashlib.scrypt`` of a random per-install salt, never in clear,
  in ``<settings file stem>.kiosk.json`` next to the settings file (mode 0600, replaced
  atomically, so a crash leaves the old or the new file, never half of one);
* after ``PIN_TRIES - 1`` free wrong tries, each further wrong try locks the pad for longer
  (``LOCK_SCHEDULE``: 30 s, 1, 5, 15, 60 min); the count and the lock are in the file, so a
  restart (pulling the plug) does not reset them;
* every log-in and every wrong try is logged with its time, at most ``LOG_LIMIT`` entries.

:class:`PinVault` is plain Python (no Qt) with a clock the caller gives, so tests control
time; :mod:`magdagdon.kiosk.pinpad` is its Qt side, the pad's states.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import stat
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

#: Wrong PINs in a row that lock the pad: the first lock comes with this many.
PIN_TRIES = 5
#: Seconds locked after the 5th, 6th, 7th, 8th and every later wrong PIN in a row.
LOCK_SCHEDULE: tuple[int, ...] = (30, 60, 5 * 60, 15 * 60, 60 * 60)
#: The first lock (kept for callers of the flat lock of version 1.0).
PIN_LOCK_SECONDS = LOCK_SCHEDULE[0]
#: Log-ins (right and wrong) kept in the file, oldest dropped first.
LOG_LIMIT = 100
#: scrypt's cost: 2**14 takes about 40 ms here, 16 MiB of memory (RFC 7914's interactive use).
SCRYPT_N = 2**14
SCRYPT_R = 8
SCRYPT_P = 1
FORMAT_VERSION = 1


#: A PIN's length in digits (the pad's texts and its limit say these numbers).
PIN_MIN_DIGITS = 4
PIN_MAX_DIGITS = 8


def valid_pin(pin: str) -> bool:
    """PIN_MIN_DIGITS to PIN_MAX_DIGITS ASCII digits: what the on-screen pad can type."""
    return pin.isascii() and pin.isdigit() and PIN_MIN_DIGITS <= len(pin) <= PIN_MAX_DIGITS


def lock_after(failures: int) -> int:
    """Seconds the pad stays locked after the ``failures``-th wrong PIN in a row."""
    if failures < PIN_TRIES:
        return 0
    return LOCK_SCHEDULE[min(failures - PIN_TRIES, len(LOCK_SCHEDULE) - 1)]


def pin_path(settings_file: Path) -> Path:
    """Where the PIN of the kiosk that keeps its settings in ``settings_file`` lives."""
    return settings_file.with_name(settings_file.stem + ".kiosk.json")


def _hash(pin: str, salt: bytes, n: int) -> bytes:
    import hashlib  # OpenSSL's scrypt: libcrypto (3.4 MiB) only once a PIN is hashed (issue 16)

    return hashlib.scrypt(
        pin.encode("ascii"), salt=salt, n=n, r=SCRYPT_R, p=SCRYPT_P, maxmem=64 * 2**20, dklen=32
    )


class PinVault:
    """The PIN's hash, the wrong-try count, the lock and the log-in log, kept in ``path``.

    ``override`` (from ``--kiosk-pin-file`` or ``MAGDAGDON_KIOSK_PIN``) is the PIN for this
    run only: hashed in memory, never written. ``clock`` gives the wall time in seconds
    (the lock must outlast a restart, so it cannot be a monotonic clock).
    """

    def __init__(
        self,
        path: Path,
        *,
        override: str | None = None,
        clock: Callable[[], float] = time.time,
        cost: int = SCRYPT_N,
    ) -> None:
        self.path = path
        self._clock = clock
        self._cost = cost
        self._salt: bytes | None = None
        self._digest: bytes | None = None
        self._n = cost
        self.failures = 0
        self._locked_until = 0.0
        self.log: list[dict[str, Any]] = []
        self._load()
        self._override: str | tuple[bytes, bytes] | None = None
        if override is not None:
            self.use_for_this_run(override)

    def use_for_this_run(self, pin: str) -> None:
        """The PIN for this run only (the file keeps its own). It is hashed when first
        compared, not at start: scrypt's 40 ms stay off the way to the first frame."""
        if not valid_pin(pin):
            raise ValueError(f"a kiosk PIN is {PIN_MIN_DIGITS} to {PIN_MAX_DIGITS} digits")
        self._override = pin

    # ------------------------------------------------------------------ state
    @property
    def has_pin(self) -> bool:
        return self._override is not None or self._digest is not None

    @property
    def has_stored_pin(self) -> bool:
        """A PIN's hash is in the file (not only one for this run)."""
        return self._digest is not None

    def lock_left(self) -> float:
        """Seconds before a PIN may be tried; 0 now. A clock set back never lengthens it."""
        left = self._locked_until - self._clock()
        return max(0.0, min(left, float(lock_after(self.failures))))

    # ---------------------------------------------------------------- actions
    def set_pin(self, pin: str, *, event: str = "set") -> None:
        """A new PIN (first set-up, a change on the operator page, or a migration)."""
        if not valid_pin(pin):
            raise ValueError(f"a kiosk PIN is {PIN_MIN_DIGITS} to {PIN_MAX_DIGITS} digits")
        self._salt = os.urandom(16)
        self._n = self._cost
        self._digest = _hash(pin, self._salt, self._n)
        self._override = None  # the operator's new PIN applies from now on
        self.failures = 0
        self._locked_until = 0.0
        self._log(event)
        self.save()

    def check(self, pin: str) -> bool | None:
        """True: the right PIN. False: wrong (counted, maybe locking). None: locked, or no
        PIN yet; nothing is compared then, so a locked pad gives nothing away."""
        if not self.has_pin or self.lock_left() > 0:
            return None
        from hmac import compare_digest  # with _hash's OpenSSL, only when a PIN is typed

        if isinstance(self._override, str):
            salt = os.urandom(16)
            self._override = (salt, _hash(self._override, salt, self._cost))
        if self._override is not None:
            salt, digest = self._override
            right = compare_digest(_hash(pin, salt, self._cost), digest)
        else:
            assert self._salt is not None and self._digest is not None
            right = compare_digest(_hash(pin, self._salt, self._n), self._digest)
        if right:
            self.failures = 0
            self._locked_until = 0.0
            self._log("login")
            log.info("kiosk: operator logged in")
        else:
            self.failures += 1
            self._locked_until = self._clock() + lock_after(self.failures)
            self._log("wrong")
            log.warning("kiosk: wrong operator PIN (%d in a row)", self.failures)
        self.save()
        return right

    # ------------------------------------------------------------------ file
    def _log(self, event: str) -> None:
        when = datetime.fromtimestamp(self._clock(), UTC).isoformat(timespec="seconds")
        self.log.append({"at": when, "event": event})
        del self.log[:-LOG_LIMIT]

    def _load(self) -> None:
        try:
            if not stat.S_ISREG(os.stat(self.path).st_mode):  # a FIFO would hang the start
                log.warning("kiosk: %s is not a regular file; it is not read", self.path)
                return
            with self.path.open(encoding="utf-8") as source:
                data = json.loads(source.read(1_000_000))  # a few kB when sound
        except FileNotFoundError:
            return
        except (OSError, ValueError) as exc:
            self._set_aside(f"unreadable ({exc})")
            return
        try:
            if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
                raise ValueError("not a version 1 PIN file")
            salt, digest = data.get("salt"), data.get("hash")
            if salt is not None or digest is not None:
                if not isinstance(salt, str) or not isinstance(digest, str):
                    raise ValueError("salt and hash must be hex strings")
                self._salt, self._digest = bytes.fromhex(salt), bytes.fromhex(digest)
                self._n = int(data["n"])
                # scrypt's cost: a power of two this machine can afford (64 MiB at most)
                if (
                    len(self._digest) != 32
                    or not 2**10 <= self._n <= 2**15
                    or self._n & (self._n - 1)
                ):
                    raise ValueError("a hash of the wrong shape")
            failures, until = data.get("failures", 0), data.get("lockedUntil", 0)
            if type(failures) is not int or failures < 0 or not isinstance(until, int | float):
                raise ValueError("a bad lock state")
            self.failures, self._locked_until = failures, float(until)
            entries = data.get("log", [])
            self.log = [
                {"at": str(e["at"]), "event": str(e["event"])}
                for e in entries[-LOG_LIMIT:]
                if isinstance(e, dict) and "at" in e and "event" in e
            ]
        except (TypeError, ValueError, KeyError) as exc:
            self._salt = self._digest = None
            self._set_aside(f"damaged ({exc})")

    def _set_aside(self, why: str) -> None:
        """A broken PIN file is kept for the operator to look at; the kiosk asks for a PIN."""
        aside = self.path.with_name(self.path.name + f".broken-{int(self._clock())}")
        with contextlib.suppress(OSError):
            self.path.replace(aside)
        log.warning("kiosk: the PIN file %s is %s; set aside as %s", self.path, why, aside.name)

    def save(self) -> None:
        """Write the file atomically with mode 0600 (mkstemp's); a failure is logged, and
        the state stays in memory for this run."""
        data: dict[str, Any] = {
            "version": FORMAT_VERSION,
            "kdf": "scrypt",
            "n": self._n,
            "r": SCRYPT_R,
            "p": SCRYPT_P,
            "salt": self._salt.hex() if self._salt is not None else None,
            "hash": self._digest.hex() if self._digest is not None else None,
            "failures": self.failures,
            "lockedUntil": self._locked_until,
            "log": self.log,
        }
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(dir=self.path.parent, prefix=self.path.name + ".")
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as out:
                    json.dump(data, out, indent=1)
                    out.flush()
                    os.fsync(out.fileno())
                os.replace(temp, self.path)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(temp)
                raise
        except OSError as exc:
            log.error("kiosk: the PIN file %s could not be written: %s", self.path, exc)
