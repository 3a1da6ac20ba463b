"""magdagdon.engine.digests: CPython's built-in hashes give exactly hashlib's bytes (issue 16),
so the dice of every seed, the daily seeds and saved games' ids are unchanged without OpenSSL."""

from __future__ import annotations

import hashlib

from hypothesis import given
from hypothesis import strategies as st

from magdagdon.engine import digests
from magdagdon.engine.dice import daily_seed, seeded_values


@given(st.binary(max_size=300), st.integers(min_value=1, max_value=64))
def test_the_built_in_hashes_give_hashlibs_bytes(data: bytes, length: int) -> None:
    assert digests.sha1(data).hexdigest() == hashlib.sha1(data).hexdigest()
    assert digests.sha256(data).digest() == hashlib.sha256(data).digest()
    assert digests.shake_256(data).digest(length) == hashlib.shake_256(data).digest(length)


def test_the_dice_and_the_daily_seed_are_those_of_version_1_0() -> None:
    """Known values from before the change (R3.1: four dice 1..6 a ROLL)."""
    import datetime

    assert seeded_values(12345, 0, 0) == _hashlib_dice(12345, 0, 0)
    assert seeded_values(7, 11, 2) == _hashlib_dice(7, 11, 2)
    text = b"magdagdon-daily:2026-12-01"
    expected = int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> 4
    assert daily_seed(datetime.date(2026, 12, 1)) == expected


def _hashlib_dice(seed: int, turn: int, stream: int) -> tuple[int, ...]:
    """The 1.0 stream, written again with hashlib (dice.py's own loop)."""
    key = f"magdagdon-dice:{seed}:{turn}:{stream}".encode()
    out: list[int] = []
    block = 0
    while len(out) < 4:
        for byte in hashlib.shake_256(b"%b:%d" % (key, block)).digest(16):
            if byte < 252:
                out.append(byte % 6 + 1)
                if len(out) == 4:
                    break
        block += 1
    return tuple(out)


def test_a_python_without_the_built_in_module_falls_back_to_hashlib() -> None:
    make = digests._builtin("sha256", ("no_such_module_here",))
    assert make(b"abc").hexdigest() == hashlib.sha256(b"abc").hexdigest()  # type: ignore[attr-defined]
