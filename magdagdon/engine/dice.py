"""Dice fixed by a seed, turn by turn; game codes; the daily seed (issue 14).

The ROLL of turn n depends only on (seed, n) and the k-th REROLL within turn n only on
(seed, n, k), so two games with the same seed see the same dice at every ROLL whatever powers
either player used. Streams come from SHAKE-256, so they are the same on every machine and
every Python version (``hash()`` and ``random`` make no such promise).

>>> seeded_values(0, 0, 0) == seeded_values(0, 0, 0), len(seeded_values(7, 3, 1))
(True, 4)
>>> code = game_code(Difficulty.SURVIVAL, 12345)
>>> code, parse_code(code.lower()) == (Difficulty.SURVIVAL, 12345)
('S000000-000C1S8', True)
"""

from __future__ import annotations

import datetime
from typing import Final

from .digests import sha256, shake_256
from .rules import DICE_PER_ROLL, Difficulty

#: Seeds are integers 0 <= seed < SEED_LIMIT (60 bits: twelve characters of a game code).
SEED_BITS: Final = 60
SEED_LIMIT: Final = 2**SEED_BITS


def check_seed(seed: object) -> int:
    """The seed itself, or ValueError when it is not an int in 0 <= seed < 2**60."""
    if type(seed) is not int or not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"a seed is an int with 0 <= seed < 2**{SEED_BITS}, got {seed!r}")
    return seed


def seeded_values(seed: int, turn: int, stream: int) -> tuple[int, ...]:
    """Four fair dice for turn ``turn`` (0-based): stream 0 is its ROLL, stream k its k-th
    REROLL (die d of a REROLL takes value d of its stream, whichever dice are chosen)."""
    key = f"magdagdon-dice:{seed}:{turn}:{stream}".encode()
    out: list[int] = []
    block = 0
    while len(out) < DICE_PER_ROLL:
        for byte in shake_256(b"%b:%d" % (key, block)).digest(16):
            if byte < 252:  # 252 = 42 * 6: no face is favoured
                out.append(byte % 6 + 1)
                if len(out) == DICE_PER_ROLL:
                    break
        block += 1
    return tuple(out)


# ------------------------------------------------------------------------ game codes
#: Crockford's base 32: digits and capitals without I, L, O and U (no look-alikes).
ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ: Final = {c: i for i, c in enumerate(ALPHABET)} | {"O": 0, "I": 1, "L": 1}
_SEED_CHARS: Final = SEED_BITS // 5
#: A code: difficulty letter, 12 seed characters, 1 check character, with one dash.
CODE_LENGTH: Final = 15


def _times_x(v: int) -> int:
    """Multiply by x in GF(32) (modulo x**5 + x**2 + 1)."""
    v <<= 1
    return v ^ 0b100101 if v & 32 else v


def _check_char(values: list[int]) -> int:
    """Damm's check over the quasigroup a*b = x*a + b of GF(32): catches every single wrong
    character and every swap of two neighbouring characters."""
    interim = 0
    for v in values:
        interim = _times_x(interim) ^ v
    return _times_x(interim)


def game_code(difficulty: Difficulty, seed: int) -> str:
    """The short text that names a difficulty and a seed, e.g. ``'P3K7M2Q-X9THJ4V'``."""
    check_seed(seed)
    digits = [_READ[difficulty.letter]]
    digits += [(seed >> (5 * i)) & 31 for i in reversed(range(_SEED_CHARS))]
    digits.append(_check_char(digits))
    text = "".join(ALPHABET[d] for d in digits)
    return f"{text[:7]}-{text[7:]}"


def parse_code(code: object) -> tuple[Difficulty, int]:
    """The difficulty and seed a game code names; ValueError says what is wrong with it.

    Case, spaces and dashes do not matter; O reads as 0, I and L as 1.
    """
    if not isinstance(code, str):
        raise ValueError(f"a game code is text, got {type(code).__name__}")
    text = "".join(code.split()).replace("-", "").upper()
    if len(text) != CODE_LENGTH - 1:
        raise ValueError(f"a game code has 14 characters (not counting dashes), not {len(text)}")
    bad = sorted({c for c in text if c not in _READ})
    if bad:
        raise ValueError(f"a game code cannot hold {', '.join(map(repr, bad))}")
    digits = [_READ[c] for c in text]
    if _check_char(digits[:-1]) != digits[-1]:
        raise ValueError("the code's check character does not match: a character is mistyped")
    by_letter = {_READ[d.letter]: d for d in Difficulty}
    if digits[0] not in by_letter:
        *first, last = [d.letter for d in Difficulty]
        letters = f"{', '.join(first)} or {last}" if first else last
        raise ValueError(f"a game code starts with {letters} (the difficulty), not {text[0]!r}")
    seed = 0
    for d in digits[1:-1]:
        seed = seed << 5 | d
    return by_letter[digits[0]], seed


def daily_seed(day: datetime.date) -> int:
    """The seed of the daily challenge of ``day``: the same on every machine for that date.

    >>> daily_seed(datetime.date(2026, 12, 1)) != daily_seed(datetime.date(2026, 12, 2))
    True
    """
    if not isinstance(day, datetime.date):
        raise ValueError(f"daily_seed takes a datetime.date, got {day!r}")
    text = f"magdagdon-daily:{day.year:04d}-{day.month:02d}-{day.day:02d}"
    digest = sha256(text.encode()).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)
