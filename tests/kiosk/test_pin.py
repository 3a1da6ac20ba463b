"""Issue 17.7: the operator PIN as a salted slow hash, and a lock that grows and persists."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from magdagdon.kiosk import LOCK_SCHEDULE, PIN_TRIES, PinVault, lock_after, pin_path
from magdagdon.kiosk import pin as pin_module
from magdagdon.kiosk.pin import LOG_LIMIT, MAX_FILE_BYTES, RESET_COMMAND, SCRYPT_N

COST = 2**10  # fast hashes for the schedule tests; the kiosk uses SCRYPT_N


class Clock:
    """Wall time the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


def vault_at(tmp_path, clock: Clock) -> PinVault:
    return PinVault(pin_path(tmp_path / "settings.ini"), clock=clock, cost=COST)


def test_the_schedule_30s_1_5_15_60_minutes() -> None:
    assert [lock_after(n) for n in range(1, PIN_TRIES)] == [0] * (PIN_TRIES - 1)
    assert [lock_after(PIN_TRIES + i) for i in range(6)] == [30, 60, 300, 900, 3600, 3600]
    assert LOCK_SCHEDULE == (30, 60, 5 * 60, 15 * 60, 60 * 60)


def test_wrong_tries_lock_for_longer_each_time(tmp_path, clock: Clock) -> None:
    vault = vault_at(tmp_path, clock)
    vault.set_pin("4711")
    for _ in range(PIN_TRIES - 1):
        assert vault.check("0000") is False
        assert vault.lock_left() == 0
    for expected in (*LOCK_SCHEDULE, 3600):
        assert vault.check("0000") is False
        assert vault.lock_left() == expected
        assert vault.check("4711") is None  # locked: even the right PIN is not compared
        clock.now += expected - 1
        assert vault.lock_left() == 1
        assert vault.check("4711") is None
        clock.now += 1
        assert vault.lock_left() == 0
    assert vault.check("4711") is True
    assert vault.failures == 0 and vault.lock_left() == 0
    assert vault.check("0000") is False and vault.lock_left() == 0  # a fresh count


def test_the_count_and_the_lock_survive_a_restart(tmp_path, clock: Clock) -> None:
    vault = vault_at(tmp_path, clock)
    vault.set_pin("4711")
    for _ in range(PIN_TRIES):
        vault.check("0000")
    clock.now += LOCK_SCHEDULE[0]
    assert vault.check("0000") is False
    assert vault.lock_left() == 60
    clock.now += 20
    again = vault_at(tmp_path, clock)  # the plug was pulled
    assert again.failures == PIN_TRIES + 1 and again.lock_left() == 40
    assert again.check("4711") is None
    clock.now += 40
    assert again.check("1234") is False and again.lock_left() == 300  # the next step


def test_a_clock_set_back_never_lengthens_the_lock(tmp_path, clock: Clock) -> None:
    vault = vault_at(tmp_path, clock)
    vault.set_pin("4711")
    for _ in range(PIN_TRIES):
        vault.check("0000")
    clock.now -= 10 * 24 * 3600
    assert vault.lock_left() == LOCK_SCHEDULE[0]


def test_only_a_salted_scrypt_hash_is_on_disk(tmp_path, clock: Clock) -> None:
    path = pin_path(tmp_path / "settings.ini")
    PinVault(path, clock=clock).set_pin("58392017")
    text = path.read_text()
    data = json.loads(text)
    assert "58392017" not in text
    assert (
        data["kdf"] == "scrypt" and data["n"] == SCRYPT_N and len(bytes.fromhex(data["salt"])) == 16
    )
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    other = tmp_path / "other" / "settings.ini"
    PinVault(pin_path(other), clock=clock).set_pin("58392017")
    assert json.loads(pin_path(other).read_text())["hash"] != data["hash"]  # salted per install
    assert PinVault(path, clock=clock).check("58392017") is True
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == [path.name]  # no temp left


def test_the_log_is_bounded_and_timed(tmp_path, clock: Clock) -> None:
    vault = vault_at(tmp_path, clock)
    vault.set_pin("4711")
    for _ in range(LOG_LIMIT + 20):
        assert vault.check("4711") is True
        clock.now += 61
    assert vault.check("0000") is False
    log = vault_at(tmp_path, clock).log
    assert len(log) == LOG_LIMIT
    assert log[-1]["event"] == "wrong" and log[-2]["event"] == "login"
    assert log[-1]["at"] > log[0]["at"]


# ------------------------------------------------------- issue 37.3: the PIN fails closed
def sound_file(tmp_path, clock: Clock) -> tuple[Path, bytes]:
    """A PIN file as the kiosk writes it (PIN 4711, two wrong tries, a log)."""
    vault = vault_at(tmp_path, clock)
    vault.set_pin("4711")
    vault.check("0000")
    vault.check("1234")
    return vault.path, vault.path.read_bytes()


def nested(depth: int) -> str:
    return '{"version": 1, "log": ' + "[" * depth + "]" * depth + "}"


def real(**changes: object) -> str:
    """A sound PIN file's JSON with ``changes`` (a value of None removes the key)."""
    data: dict[str, object] = {
        "version": 1,
        "kdf": "scrypt",
        "n": COST,
        "r": 8,
        "p": 1,
        "salt": "00" * 16,
        "hash": "11" * 32,
        "failures": 0,
        "lockedUntil": 0,
        "log": [],
    }
    for key, value in changes.items():
        if value is None:
            data.pop(key)
        else:
            data[key] = value
    return json.dumps(data)


#: PIN-file contents → what the operator is told (part of the one-line message).
DAMAGED: list[tuple[str, bytes, str]] = [
    ("empty", b"", "is damaged (it is empty)"),
    ("blank", b" \n\t\n", "is damaged (it is empty)"),
    ("garbage", b"\x8b\x00\xff\xfe garbage", "is damaged (it is not UTF-8 text)"),
    ("text", b"not json at all", "is damaged (it is not JSON"),
    ("cut short", real().encode()[:40], "is damaged (it is not JSON"),
    ("a list", b"[]", "is damaged (it is not a JSON object)"),
    ("version 9", b'{"version": 9}', "not a version 1 PIN file"),
    ("version true", b'{"version": true}', "not a version 1 PIN file"),
    ("n 1e999", real(n=None).replace("}", ', "n": 1e999}').encode(), "1e999 is not a finite"),
    ("n NaN", real(n=None).replace("}", ', "n": NaN}').encode(), "NaN is not a number"),
    ("n huge", real(n=2**40).encode(), "n is not a whole number"),
    ("n not a power", real(n=3000).encode(), "n is not a power of two"),
    ("n a float", real(n=1024.0).encode(), "n is not a whole number"),
    ("deep nesting", nested(20_000).encode(), "is nested too deeply"),
    ("no hash", real(salt=None, hash=None).encode(), "it holds no PIN"),
    ("hash short", real(hash="00").encode(), "hash has 1 bytes"),
    ("salt not hex", real(salt="zz").encode(), "salt is not a hexadecimal"),
    ("salt huge", real(salt="00" * 20_000).encode(), "salt is not a hexadecimal"),
    ("other kdf", real(kdf="md5").encode(), "its hash is not scrypt"),
    ("r changed", real(r=16).encode(), "r is not 8"),
    ("failures -1", real(failures=-1).encode(), "failures is not a whole number"),
    ("failures 1e999", real(failures=None).replace("}", ', "failures": 1e999}').encode(), "finite"),
    ("lock a text", real(lockedUntil="soon").encode(), "lockedUntil is not a time"),
    ("huge", b" " * (MAX_FILE_BYTES + 1), "is larger than any PIN file"),
]


@pytest.mark.parametrize(("content", "told"), [d[1:] for d in DAMAGED], ids=[d[0] for d in DAMAGED])
def test_a_damaged_pin_file_closes_the_pad_with_a_clear_message(
    tmp_path, clock: Clock, content: bytes, told: str
) -> None:
    path = pin_path(tmp_path / "settings.ini")
    path.write_bytes(content)
    vault = PinVault(path, clock=clock, cost=COST)  # never raises, whatever the content
    assert vault.closed and not vault.needs_setup and not vault.has_pin
    assert vault.problem is not None and told in vault.problem, vault.problem
    assert "\n" not in vault.problem and RESET_COMMAND in vault.problem
    assert vault.check("4711") is None  # nothing opens
    assert path.read_bytes() == content  # left as it is, for the administrator
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no copy of it anywhere


@pytest.mark.parametrize("kind", ["fifo", "folder", "zero"])
def test_a_special_file_at_the_pin_path_closes_the_pad_and_never_hangs(
    tmp_path, clock: Clock, kind: str
) -> None:
    path = pin_path(tmp_path / "settings.ini")
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to("/dev/zero")
    vault = PinVault(path, clock=clock, cost=COST)  # returns at once: nothing read from it
    assert vault.closed and vault.problem is not None and "cannot be read" in vault.problem
    assert not vault.set_pin("4711") or kind == "zero"  # never written over a FIFO or folder


def test_a_missing_pin_file_of_a_kiosk_that_had_one_closes_the_pad(tmp_path, clock) -> None:
    path = pin_path(tmp_path / "settings.ini")
    fresh = PinVault(path, clock=clock, cost=COST)  # the very first start
    assert fresh.needs_setup and not fresh.closed and fresh.problem is None
    gone = PinVault(path, clock=clock, cost=COST, known=True)  # it had one: the file is lost
    assert gone.closed and not gone.needs_setup
    assert gone.problem is not None and "is missing" in gone.problem


def test_a_pin_for_this_run_still_opens_a_closed_vault(tmp_path, clock: Clock) -> None:
    path = pin_path(tmp_path / "settings.ini")
    path.write_bytes(b"")
    vault = PinVault(path, clock=clock, cost=COST, override="2468")
    assert not vault.closed and vault.check("2468") is True
    assert path.read_bytes() == b""  # its count goes elsewhere: the damaged file stays
    assert vault.set_pin("13579")  # the operator, let in, sets a new PIN: open again
    assert PinVault(path, clock=clock, cost=COST, known=True).check("13579") is True


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_byte_changes_never_let_a_new_pin_be_set(tmp_path_factory, data) -> None:
    """Issue 37.3: 92 % of 1-4 byte changes let the next visitor set a PIN. Now a change
    either leaves the PIN as it was (in the log's text, say) or closes the pad."""
    folder = tmp_path_factory.mktemp("pin")
    clock = Clock()
    path, original = sound_file(folder, clock)
    changed = bytearray(original)
    for _ in range(data.draw(st.integers(1, 4))):
        where = data.draw(st.integers(0, len(changed) - 1))
        changed[where] = data.draw(st.integers(0, 255))
    path.write_bytes(bytes(changed))
    vault = PinVault(path, clock=clock, cost=COST)
    assert not vault.needs_setup
    assert vault.closed or vault.check("4711") in (True, None)  # (None: a lock held)


# ------------------------------------------- the lock-out count when the file cannot be written
def unwritable_pin_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """The PIN file's folder refuses every write (as a read-only or full disk would)."""
    real_write = pin_module.write_durably

    def write(target, data, **kwargs) -> None:
        if Path(target) == path:
            raise PermissionError(13, "Read-only file system")
        real_write(target, data, **kwargs)

    monkeypatch.setattr(pin_module, "write_durably", write)


def test_the_count_survives_a_restart_when_the_pin_file_cannot_be_written(
    tmp_path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _ = sound_file(tmp_path, clock)
    unwritable_pin_file(monkeypatch, path)
    places = [tmp_path / "state" / "lock.json", tmp_path / "runtime" / "lock.json"]
    vault = PinVault(path, clock=clock, cost=COST, places=places)
    for _ in range(PIN_TRIES - 2):  # two were made before
        assert vault.check("0000") is False
    assert vault.durable and vault.lock_left() == LOCK_SCHEDULE[0]
    assert places[0].exists() and "4711" not in places[0].read_text()
    again = PinVault(path, clock=clock, cost=COST, places=places)  # the plug was pulled
    assert again.failures == PIN_TRIES and again.lock_left() == LOCK_SCHEDULE[0]
    clock.now += LOCK_SCHEDULE[0]
    assert again.check("4711") is True  # (the right PIN resets it, in the state file too)
    assert PinVault(path, clock=clock, cost=COST, places=places).failures == 0


def test_when_nothing_can_be_written_every_wrong_try_locks_the_pad(
    tmp_path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _ = sound_file(tmp_path, clock)
    blocked = tmp_path / "file"
    blocked.write_text("")
    unwritable_pin_file(monkeypatch, path)
    vault = PinVault(path, clock=clock, cost=COST, places=[blocked / "lock.json"])
    assert vault.check("0000") is False  # the count lives in memory only: no free tries
    assert not vault.durable and vault.lock_left() == LOCK_SCHEDULE[0]  # at the 3rd wrong try
    assert vault.check("4711") is None  # the pad is refused for the lock-out time
    clock.now += LOCK_SCHEDULE[0]
    assert vault.check("1111") is False and vault.lock_left() == LOCK_SCHEDULE[1]
    clock.now += LOCK_SCHEDULE[1]
    assert vault.check("4711") is True


def test_the_newest_count_wins_whichever_file_holds_it(tmp_path, clock: Clock) -> None:
    path, _ = sound_file(tmp_path, clock)
    place = tmp_path / "state" / "lock.json"
    place.parent.mkdir()
    place.write_text(json.dumps({"version": 1, "failures": 9, "lockedUntil": 0, "seq": 1}))
    assert PinVault(path, clock=clock, cost=COST, places=[place]).failures == 2  # older
    place.write_text(json.dumps({"version": 1, "failures": 9, "lockedUntil": 0, "seq": 99}))
    assert PinVault(path, clock=clock, cost=COST, places=[place]).failures == 9  # newer
