"""Issue 17.7: the operator PIN as a salted slow hash, and a lock that grows and persists."""

from __future__ import annotations

import json
import stat

import pytest

from magdagdon.kiosk import LOCK_SCHEDULE, PIN_TRIES, PinVault, lock_after, pin_path
from magdagdon.kiosk.pin import LOG_LIMIT, SCRYPT_N

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


@pytest.mark.parametrize(
    "content",
    [
        '{"version": 1, "salt": "zz", "hash": "00", "n": 1024}',
        '{"version": 1, "salt": "00", "hash": "' + "00" * 32 + '", "n": 1073741824}',
        '{"version": 1, "failures": -1}',
        "not json",
        "[]",
        '{"version": 9}',
    ],
)
def test_a_damaged_file_is_set_aside_and_asks_for_a_new_pin(tmp_path, clock, content) -> None:
    path = pin_path(tmp_path / "settings.ini")
    path.write_text(content)
    vault = PinVault(path, clock=clock, cost=COST)
    assert not vault.has_pin and vault.check("2020") is None
    assert any(p.name.startswith(path.name + ".broken-") for p in tmp_path.iterdir())


def test_an_unwritable_place_keeps_the_pin_for_this_run(tmp_path, clock: Clock) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("")
    vault = PinVault(pin_path(blocked / "settings.ini"), clock=clock, cost=COST)
    vault.set_pin("4711")  # logged, not raised: the kiosk keeps running
    assert vault.check("4711") is True


def test_a_fifo_at_the_pin_file_never_hangs_the_start(tmp_path, clock: Clock) -> None:
    import os

    path = pin_path(tmp_path / "settings.ini")
    os.mkfifo(path)
    vault = PinVault(path, clock=clock, cost=COST)  # returns: nothing waits on the pipe
    assert not vault.has_pin
