"""Play a code: the game code in whatever a player pastes, or why there is none. No Qt.

What the game itself hands out must come back in: the SHARE text as copied (whole, or any
line of it: its heading names a game by its code, or a daily by its date and difficulty;
its last line is ``code <code>``), and a code as players pass it on: with spaces or any
kind of dash between its characters (an editor's "–", a phone's non-breaking hyphen), in
lower case, in full-width characters, with zero-width marks, inside a sentence or quotes.
Anything else is refused with the reason that helps: nothing code-like in it, a code one
character too short or long, a mistyped character (the code's check character catches every
single one), or two different codes.

:func:`read_code` returns the canonical code (``Game.code``'s form); :class:`CodeRefused`
carries a :class:`Refusal` the window words in the player's language.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from enum import Enum
from typing import Final

from magdagdon.engine import Difficulty, daily_seed
from magdagdon.engine.dice import CODE_LENGTH, game_code, parse_code

#: The longest text looked at: a SHARE text is about 120 characters, a message around it a
#: few lines; longer is refused at once (nothing is scanned).
MAX_TEXT: Final = 2000
#: Letters and digits in a code (its one dash not counted).
CODE_CHARS: Final = CODE_LENGTH - 1
#: What reads as a code character (Crockford's base 32, and O, I, L for 0, 1, 1).
_CODE_CHAR: Final = frozenset("0123456789ABCDEFGHJKMNPQRSTVWXYZOIL")
_DIFFICULTY_LETTERS: Final = frozenset("PSN")
_DASHES: Final = {"\u2212": "-", "\u2043": "-", "\ufe63": "-", "\uff0d": "-"}
#: Runs of letters and digits joined by spaces or dashes only: where a code may be.
_GROUP: Final = re.compile(r"[0-9A-Za-z]+(?:[\s-]+[0-9A-Za-z]+)*")
_TOKEN: Final = re.compile(r"[0-9A-Za-z]+(?:-+[0-9A-Za-z]+)*")
_DATE: Final = re.compile(r"(?<![0-9])([0-9]{4})-([0-9]{2})-([0-9]{2})(?![0-9])")
_TYPED: Final = re.compile(r"[\s0-9A-Za-z-]+")
_DIFFICULTY: Final = re.compile(r"\b(" + "|".join(Difficulty.__members__) + r")\b", re.I)


class Refusal(Enum):
    """Why a pasted text plays no game."""

    EMPTY = "empty"  # nothing typed
    TOO_LONG = "too-long"  # more than MAX_TEXT characters
    NO_CODE = "no-code"  # nothing shaped like a code
    LENGTH = "length"  # one code-like run with a character too few or too many
    MISTYPED = "mistyped"  # a code's shape whose check character does not match
    SEVERAL = "several"  # two or more different codes


class CodeRefused(ValueError):
    """The text names no one game; ``refusal`` says why, ``count`` is the characters of a
    code-like run (for ``Refusal.LENGTH``)."""

    def __init__(self, refusal: Refusal, count: int = 0) -> None:
        super().__init__(f"{refusal.value}" + (f" ({count} characters)" if count else ""))
        self.refusal = refusal
        self.count = count


def normalised(text: str) -> str:
    """Full-width and other compatibility forms as ASCII, every dash as "-", invisible
    format marks (zero-width spaces, soft hyphens, byte-order marks) gone."""
    text = unicodedata.normalize("NFKC", text)
    out = []
    for ch in text:
        kind = unicodedata.category(ch)
        if kind == "Cf":
            continue
        out.append("-" if kind == "Pd" else _DASHES.get(ch, ch))
    return "".join(out)


def _valid(candidate: str) -> str | None:
    """The canonical code ``candidate`` (14 characters) names, or None."""
    try:
        difficulty, seed = parse_code(candidate)
    except ValueError:
        return None
    return game_code(difficulty, seed)


def _codes(text: str) -> tuple[set[str], set[str]]:
    """Valid codes written as one word (dashes inside allowed), and those written across
    spaces (``P3K7 M2QX 9THJ 4V``)."""
    whole = {
        code
        for token in _TOKEN.findall(text)
        if len(chars := token.replace("-", "")) == CODE_CHARS and (code := _valid(chars))
    }
    spread: set[str] = set()
    for group in _GROUP.findall(text):
        chunks = re.split(r"[\s-]+", group)
        for start in range(len(chunks)):
            length = 0
            for end in range(start, len(chunks)):
                length += len(chunks[end])
                if length > CODE_CHARS:
                    break
                joined = "".join(chunks[start : end + 1])
                if length == CODE_CHARS and end > start and (code := _valid(joined)):
                    spread.add(code)
    return whole, spread


def _daily(text: str) -> str | None:
    """The code of a daily named as the SHARE heading names it: MAGDAGDON, a date, one
    difficulty ("MAGDAGDON daily 2026-12-01 · PEACEFUL · 42", in any language)."""
    if "MAGDAGDON" not in text.upper():
        return None
    dates = set(_DATE.findall(text))
    difficulties = {m.upper() for m in _DIFFICULTY.findall(text)}
    if len(dates) != 1 or len(difficulties) != 1:
        return None
    [(year, month, day)] = dates
    try:
        when = date(int(year), int(month), int(day))
    except ValueError:
        return None
    return game_code(Difficulty[difficulties.pop()], daily_seed(when))


def _why_not(text: str) -> CodeRefused:
    """The most helpful reason for a text holding no valid code."""
    typed: list[str] = []  # what looks like an attempt at a code
    if _TYPED.fullmatch(text.strip()):  # only letters, digits, spaces, dashes: one code typed
        typed.append(re.sub(r"[\s-]", "", text).upper())
    for token in _TOKEN.findall(text):  # in other text: a word that starts as a code does
        run = token.replace("-", "").upper()
        if run[0] in _DIFFICULTY_LETTERS:
            typed.append(run)
    shaped = {run for run in typed if set(run) <= _CODE_CHAR}
    if any(len(run) == CODE_CHARS for run in shaped):
        return CodeRefused(Refusal.MISTYPED)
    near = [run for run in shaped if 0 < abs(len(run) - CODE_CHARS) <= 2]
    if len(near) == 1:
        return CodeRefused(Refusal.LENGTH, len(near[0]))
    return CodeRefused(Refusal.NO_CODE)


def read_code(text: str) -> str:
    """The one game code ``text`` holds, canonical; ``CodeRefused`` says why there is none."""
    if not text.strip():
        raise CodeRefused(Refusal.EMPTY)
    if len(text) > MAX_TEXT:
        raise CodeRefused(Refusal.TOO_LONG)
    text = normalised(text)
    whole, spread = _codes(text)
    found = whole or spread  # a code written as one word wins over chance joins of words
    if len(found) > 1:
        raise CodeRefused(Refusal.SEVERAL)
    if found:
        return found.pop()
    daily = _daily(text)
    if daily is not None:
        return daily
    raise _why_not(text)
