"""The operator PIN: a salted slow hash in a file of its own, and a lock that grows.

Why a module of its own: who may reach the operator screen is the kiosk's one security
concern (issue 17.7), the way an ATM or a point-of-sale terminal treats its PIN:

* there is no built-in PIN: until one is set, the kiosk asks the operator for one;
* the PIN is kept only as ``hashlib.scrypt`` of a random per-install salt, never in clear,
  in ``<settings file stem>.kiosk.json`` next to the settings file (mode 0600, replaced
  atomically and durably, so a crash or a power cut leaves the old or the new file);
* after ``PIN_TRIES - 1`` free wrong tries, each further wrong try locks the pad for longer
  (``LOCK_SCHEDULE``: 30 s, 1, 5, 15, 60 min); the count and the lock are in the file, so a
  restart (pulling the plug) does not reset them;
* every log-in and every wrong try is logged with its time, at most ``LOG_LIMIT`` entries.

It fails closed (issue 37.3). Once a kiosk has had a PIN (its PIN file exists, or the
settings file says a PIN was kept: ``known``), a missing, empty, damaged, unreadable or
special PIN file never lets anyone set a new PIN on the screen: the vault is ``closed``,
the pad says so, and ``problem`` is the operator's one-line message, logged at every start
(the kiosk itself plays on: no crash, no restart loop, whatever the file holds). The
machine's administrator recovers with ``magdagdon --kiosk-reset-pin`` (docs/KIOSK.md). When
the PIN file cannot be written, the lock-out state goes to a state file elsewhere
(``lock_places``: the user's state folder, then the session's runtime folder) and the newest
of them counts at the next start; when nothing can be written at all, every wrong try locks
the pad at once, for the lock-out time.

:class:`PinVault` is plain Python (no Qt) with a clock the caller gives, so tests control
time; :mod:`magdagdon.kiosk.pinpad` is its Qt side, the pad's states.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from magdagdon.storage.safeio import FileRefused, read_regular, write_durably

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
#: The largest PIN file read: a sound one is a few kB (the log is bounded); anything larger
#: was not written by the game.
MAX_FILE_BYTES: Final = 64 * 1024
#: The command that gives a kiosk a new PIN when its PIN file is lost (docs/KIOSK.md).
RESET_COMMAND: Final = "magdagdon --kiosk-reset-pin"


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


#: The vault's states: no PIN ever (the first start sets one), a stored PIN, or closed (a
#: PIN existed but its file is lost or damaged: only the administrator's reset opens it).
NONE: Final = "none"
READY: Final = "ready"
CLOSED: Final = "closed"


class PinFileDamaged(ValueError):
    """The PIN file's content is not what the vault writes; the text says what is wrong."""


def _reject_constant(name: str) -> None:
    raise PinFileDamaged(f"{name} is not a number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # "1e999": infinite
        raise PinFileDamaged(f"{text} is not a finite number")
    return value


def _whole(data: dict[str, Any], key: str, low: int, high: int, default: int | None = None) -> int:
    value = data.get(key, default)
    if type(value) is not int or not low <= value <= high:
        raise PinFileDamaged(f"{key} is not a whole number {low}..{high}")
    return value


def _hex(data: dict[str, Any], key: str, sizes: range) -> bytes:
    text = data.get(key)
    if not isinstance(text, str) or len(text) > 2 * sizes.stop:
        raise PinFileDamaged(f"{key} is not a hexadecimal text")
    try:
        value = bytes.fromhex(text)
    except ValueError:
        raise PinFileDamaged(f"{key} is not a hexadecimal text") from None
    if len(value) not in sizes:
        raise PinFileDamaged(f"{key} has {len(value)} bytes, not {sizes.start}..{sizes.stop - 1}")
    return value


def parse_document(raw: bytes) -> dict[str, Any]:
    """The JSON object of a PIN or lock-state file; ``PinFileDamaged`` says why it is none.
    Nothing in it can raise anything else (deep nesting, 1e999, NaN, bad UTF-8...)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise PinFileDamaged("it is not UTF-8 text") from None
    if not text.strip():
        raise PinFileDamaged("it is empty")
    try:
        data = json.loads(text, parse_constant=_reject_constant, parse_float=_finite)
    except RecursionError:
        raise PinFileDamaged("it is nested too deeply") from None
    except ValueError as exc:  # (PinFileDamaged is one)
        raise PinFileDamaged(f"it is not JSON ({str(exc)[:80]})") from None
    if not isinstance(data, dict):
        raise PinFileDamaged("it is not a JSON object")
    version = data.get("version")
    if type(version) is not int or version != FORMAT_VERSION:
        raise PinFileDamaged(f"it is not a version {FORMAT_VERSION} PIN file")
    return data


def checksum(data: dict[str, Any]) -> str:
    """The digest of a PIN file's content (all but ``check``) as canonical JSON: a changed
    byte anywhere (in the hash, the salt, the count) no longer matches."""
    from magdagdon.engine.digests import sha1  # (never hashlib: see ARCHITECTURE.md)

    canonical = json.dumps(
        {k: v for k, v in data.items() if k != "check"}, sort_keys=True, separators=(",", ":")
    )
    return sha1(canonical.encode()).hexdigest()


def lock_state(data: dict[str, Any]) -> tuple[int, float, int]:
    """The wrong tries in a row, the lock's end (epoch seconds) and the save's number."""
    failures = _whole(data, "failures", 0, 10**9, 0)
    until = data.get("lockedUntil", 0)
    if type(until) not in (int, float) or not 0 <= until < 1e12:
        raise PinFileDamaged("lockedUntil is not a time")
    return failures, float(until), _whole(data, "seq", 0, 2**53, 0)


def lock_places(path: Path) -> list[Path]:
    """Where the lock-out state goes when the PIN file cannot be written: the user's state
    folder (the journal's second home), then the session's runtime folder (memory, kept
    across restarts of the kiosk, not of the machine)."""
    from magdagdon.engine.digests import sha1  # (never hashlib: see ARCHITECTURE.md)
    from magdagdon.storage.journal import fallback_dir

    name = sha1(os.fsencode(os.path.realpath(path))).hexdigest()[:16] + ".kiosk-lock.json"
    places = [fallback_dir() / name]
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        places.append(Path(runtime) / "magdagdon" / name)
    return places


class PinVault:
    """The PIN's hash, the wrong-try count, the lock and the log-in log, kept in ``path``.

    ``override`` (from ``--kiosk-pin-file`` or ``MAGDAGDON_KIOSK_PIN``) is the PIN for this
    run only: hashed in memory, never written. ``clock`` gives the wall time in seconds
    (the lock must outlast a restart, so it cannot be a monotonic clock). ``known``: the
    settings file says this kiosk has had a PIN, so a missing PIN file closes the vault.
    ``stored`` is called once a PIN's hash has reached the disk (the settings file keeps
    that it was, for ``known``). ``places``: where the lock-out state goes when the PIN
    file cannot be written (``lock_places``).
    """

    def __init__(
        self,
        path: Path,
        *,
        override: str | None = None,
        clock: Callable[[], float] = time.time,
        cost: int = SCRYPT_N,
        known: bool = False,
        places: list[Path] | None = None,
    ) -> None:
        self.path = path
        self._clock = clock
        self._cost = cost
        self._salt: bytes | None = None
        self._digest: bytes | None = None
        self._n = cost
        self.failures = 0
        self._locked_until = 0.0
        self._seq = 0  # the number of the last save (the newest state file wins at a start)
        self._durable = True  # the last lock-out state reached a disk (or memory that lasts)
        self._unsaved_tries = 0  # wrong tries in a row no disk has kept
        self.log: list[dict[str, Any]] = []
        self.state = NONE
        self.problem: str | None = None  # why the vault is closed: the operator's one line
        self.stored: Callable[[], None] | None = None
        self.save_error: str | None = None  # why the PIN file could not be written last
        self._places = lock_places(path) if places is None else places
        self._load(known)
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

    @property
    def closed(self) -> bool:
        """A PIN existed but its file is lost or damaged, and no PIN for this run was given:
        nothing opens the operator screen, and no new PIN can be set on the screen."""
        return self.state == CLOSED and self._override is None

    @property
    def needs_setup(self) -> bool:
        """This kiosk never had a PIN: the first start asks the operator to choose one."""
        return self.state == NONE and self._override is None

    @property
    def durable(self) -> bool:
        """The wrong-try count reached a disk: if not, every wrong try locks the pad."""
        return self._durable

    def lock_left(self) -> float:
        """Seconds before a PIN may be tried; 0 now. A clock set back never lengthens it."""
        left = self._locked_until - self._clock()
        return max(0.0, min(left, float(self._lock_for(self.failures))))

    def _lock_for(self, failures: int) -> int:
        """The lock after ``failures`` wrong tries in a row; while the count cannot be kept
        (a restart would forget it) there are no free tries: each one no disk kept locks,
        for longer each time."""
        if self._durable:
            return lock_after(failures)
        return lock_after(max(failures, PIN_TRIES - 1 + self._unsaved_tries))

    # ---------------------------------------------------------------- actions
    def set_pin(self, pin: str, *, event: str = "set") -> bool:
        """A new PIN (first set-up, a change on the operator page, a migration, or the
        administrator's reset). True once its hash is on disk; False: it holds for this run
        only (the failure is logged)."""
        if not valid_pin(pin):
            raise ValueError(f"a kiosk PIN is {PIN_MIN_DIGITS} to {PIN_MAX_DIGITS} digits")
        self._salt = os.urandom(16)
        self._n = self._cost
        self._digest = _hash(pin, self._salt, self._n)
        self._override = None  # the operator's new PIN applies from now on
        self.failures = 0
        self._locked_until = 0.0
        self.state, self.problem = READY, None
        self._log(event)
        kept = self.save()
        if kept and self.stored is not None:
            self.stored()
        return kept

    def check(self, pin: str) -> bool | None:
        """True: the right PIN. False: wrong (counted, maybe locking). None: locked, closed,
        or no PIN yet; nothing is compared then, so a locked pad gives nothing away."""
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
            self.failures = self._unsaved_tries = 0
            self._locked_until = 0.0
            self._log("login")
            log.info("kiosk: operator logged in")
        else:
            self.failures += 1
            self._locked_until = self._clock() + self._lock_for(self.failures)
            self._log("wrong")
            log.warning("kiosk: wrong operator PIN (%d in a row)", self.failures)
        self.save()
        if not right and not self._durable:  # the count is in memory only: lock now
            self._unsaved_tries += 1
            self._locked_until = self._clock() + self._lock_for(self.failures)
        return right

    # ------------------------------------------------------------------ file
    def _log(self, event: str) -> None:
        when = datetime.fromtimestamp(self._clock(), UTC).isoformat(timespec="seconds")
        self.log.append({"at": when, "event": event})
        del self.log[:-LOG_LIMIT]

    def _close(self, why: str) -> None:
        """A PIN existed, but its file cannot be used: nothing opens, nothing is set anew."""
        self.state = CLOSED
        self._salt = self._digest = None
        self.problem = (
            f"the operator PIN file {self.path} {why}: the operator screen stays closed "
            f"until the machine's administrator runs {RESET_COMMAND}"
        )
        log.error("kiosk: %s", self.problem)

    def _load(self, known: bool) -> None:
        self._read(known)
        self._load_lock_states()

    def _read(self, known: bool) -> None:
        try:
            found = read_regular(self.path, MAX_FILE_BYTES)  # never a FIFO's wait
        except FileRefused as exc:  # a FIFO, a device, a folder, no permission...
            self._close(f"cannot be read ({exc.reason})")
            return
        if found is None:
            if known:
                self._close("is missing")
            return
        if found.truncated:
            self._close(f"is larger than any PIN file ({found.size} bytes)")
            return
        try:
            data = parse_document(found.data)
            check = data.get("check")  # (a file of an earlier release has none)
            if check is not None and check != checksum(data):
                raise PinFileDamaged("its checksum does not match its content")
            if data.get("kdf", "scrypt") != "scrypt":
                raise PinFileDamaged("its hash is not scrypt's")
            if data.get("salt") is None and data.get("hash") is None:
                raise PinFileDamaged("it holds no PIN")
            salt, digest = _hex(data, "salt", range(8, 65)), _hex(data, "hash", range(32, 33))
            n = _whole(data, "n", 2**10, 2**15)
            if n & (n - 1):
                raise PinFileDamaged("n is not a power of two")
            if _whole(data, "r", 1, 64, SCRYPT_R) != SCRYPT_R:
                raise PinFileDamaged(f"r is not {SCRYPT_R}")
            if _whole(data, "p", 1, 64, SCRYPT_P) != SCRYPT_P:
                raise PinFileDamaged(f"p is not {SCRYPT_P}")
            self.failures, self._locked_until, self._seq = lock_state(data)
        except PinFileDamaged as exc:
            self._close(f"is damaged ({exc})")
            return
        self._salt, self._digest, self._n = salt, digest, n
        self.state = READY
        entries = data.get("log")
        if isinstance(entries, list):
            self.log = [
                {"at": e["at"][:40], "event": e["event"][:20]}
                for e in entries[-LOG_LIMIT:]
                if isinstance(e, dict)
                and isinstance(e.get("at"), str)
                and isinstance(e.get("event"), str)
            ]

    def _load_lock_states(self) -> None:
        """A newer lock-out state kept elsewhere (the PIN file could not be written) wins."""
        for place in self._places:
            try:
                found = read_regular(place, 4096)
                if found is None or found.truncated:
                    continue
                failures, until, seq = lock_state(parse_document(found.data))
            except (OSError, PinFileDamaged):
                continue
            if seq > self._seq:
                self.failures, self._locked_until, self._seq = failures, until, seq

    def save(self) -> bool:
        """Write the file atomically and durably with mode 0600. True: the PIN file has it.
        Else the lock-out state goes to the first of ``places`` that takes it (``durable``
        says whether one did), and the PIN itself holds for this run."""
        self._seq += 1
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
            "seq": self._seq,
            "log": self.log,
        }
        data["check"] = checksum(data)
        if self.state == CLOSED and self._digest is None:
            return self._save_lock_state()  # a damaged file is the administrator's to reset
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_durably(self.path, json.dumps(data, indent=1).encode("utf-8"), mode=0o600)
        except OSError as exc:
            self.save_error = str(exc)
            log.error("kiosk: the PIN file %s could not be written: %s", self.path, exc)
            self._save_lock_state()
            return False
        self._durable, self.save_error, self._unsaved_tries = True, None, 0
        return True

    def _save_lock_state(self) -> bool:
        """The lock-out state alone (never the hash) in the first place that takes it."""
        state = {
            "version": FORMAT_VERSION,
            "for": str(self.path),
            "failures": self.failures,
            "lockedUntil": self._locked_until,
            "seq": self._seq,
        }
        for place in self._places:
            with contextlib.suppress(OSError):
                place.parent.mkdir(parents=True, exist_ok=True)
                write_durably(place, json.dumps(state).encode("utf-8"), mode=0o600)
                self._durable, self._unsaved_tries = True, 0
                return True
        if self._durable:
            log.error("kiosk: the wrong-try count cannot be kept on disk: each wrong try locks")
        self._durable = False
        return False
