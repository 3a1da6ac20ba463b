"""Each value's own integrity check: one damaged byte costs at most the one value it is in.

Every value the store writes (each setting, each high-score record, the saved game, the
bookkeeping of recorded games and cleared tables, each journal line) is *sealed*: its JSON
object carries ``"version": 2`` and ``"crc"``, the CRC-32 (8 hex digits) of its *identity*
and its canonical JSON without the ``crc``::

    crc32(identity + "\\n" + json.dumps(value, sort_keys=True, separators=(",", ":"),
                                        ensure_ascii=True, allow_nan=False))

The identity is what the value is: ``settings/<name>``, ``highscores/<DIFFICULTY>`` (every
record of that table), ``state/game``, ``state/recorded``, ``highscores/cleared``,
``journal``. It is not written (the key says it), but it is in the check, so a value found
under a damaged key or section name, in a line split or joined by a damaged byte, or in a
line turned into a comment is recognised for what it is (``identify``) and put back; and a
value in the wrong place is never mistaken for another. CRC-32 detects every change of up
to 32 consecutive bits, so any one damaged byte in a value is always caught.

``scan`` finds every sealed object in a piece of text, however damaged the text around it;
the checks (``checks``) use it on whatever did not read as it should.

Values written before version 2 carry no check (``"version": 1``; a record without
``version``): they are read as they always were and sealed by the next write.
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Iterable, Iterator
from typing import Any, Final

SEALED: Final = 2  # the version of a sealed value
CHECK: Final = "crc"  # the field that holds the check
MAX_SCAN_CHARS: Final = 4_000_000  # text longer than this is not scanned (no value is)
MAX_SCAN_OBJECTS: Final = 10_000  # sealed objects taken from one text at most

_ESCAPE = re.compile(r"\\(.)", re.DOTALL)
_UNESCAPED: Final = {"n": "\n", "r": "\r", "t": "\t", "0": "\0"}
_DECODER = json.JSONDecoder()


def canonical(data: object) -> str:
    """The one JSON text of ``data`` the check is computed over (and that is written)."""
    return json.dumps(
        data, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False
    )


def check_of(identity: str, data: dict[str, Any]) -> str:
    """The check of ``data`` (without its ``crc``) as ``identity``."""
    body = {k: v for k, v in data.items() if k != CHECK}
    return f"{zlib.crc32((identity + chr(10) + canonical(body)).encode('ascii')):08x}"


def seal(identity: str, data: dict[str, Any]) -> dict[str, Any]:
    """``data`` as version 2 with its check (a new dict; ``data`` is not changed)."""
    body = {k: v for k, v in data.items() if k != CHECK}
    body["version"] = SEALED
    body[CHECK] = check_of(identity, body)
    return body


def sealed_text(identity: str, data: dict[str, Any]) -> str:
    """The text written for ``data`` as ``identity``: its canonical, sealed JSON."""
    return canonical(seal(identity, data))


def is_sealed(data: object) -> bool:
    return isinstance(data, dict) and CHECK in data


def verifies(identity: str, data: dict[str, Any]) -> bool:
    """Whether ``data`` carries a check that matches it as ``identity``."""
    check = data.get(CHECK)
    if not isinstance(check, str):
        return False
    try:
        return check == check_of(identity, data)
    except (ValueError, TypeError, RecursionError):  # a NaN, an odd type: not ours
        return False


def identify(data: dict[str, Any], identities: Iterable[str]) -> str | None:
    """The identity among ``identities`` whose check ``data`` carries, or None."""
    check = data.get(CHECK)
    if not isinstance(check, str) or len(check) != 8:
        return None
    body = {k: v for k, v in data.items() if k != CHECK}
    try:
        text = ("\n" + canonical(body)).encode("ascii")
    except (ValueError, TypeError, RecursionError):
        return None
    for identity in identities:  # crc32(a + b) is crc32(b, crc32(a)): one pass per identity
        if f"{zlib.crc32(text, zlib.crc32(identity.encode('ascii'))):08x}" == check:
            return identity
    return None


def unescape(text: str) -> str:
    """An INI value's text with its escapes undone, as well as a damaged value allows (an
    escape ``QSettings`` would refuse is read as the character after the backslash)."""
    if "\\" not in text:
        return text
    return _ESCAPE.sub(lambda m: _UNESCAPED.get(m.group(1), m.group(1)), text)


def scan(text: str) -> Iterator[dict[str, Any]]:
    """Every sealed JSON object in ``text`` (outermost first, then those nested in objects
    that are not sealed themselves, e.g. the records in a table), wherever it starts."""
    if len(text) > MAX_SCAN_CHARS or CHECK not in text:
        return
    found = 0
    start = text.find("{")
    while start != -1 and found < MAX_SCAN_OBJECTS:
        try:
            data, end = _DECODER.raw_decode(text, start)
        except (ValueError, RecursionError):
            start = text.find("{", start + 1)
            continue
        for item in _sealed_in(data):
            found += 1
            yield item
        start = text.find("{", end)


def _sealed_in(data: object, depth: int = 0) -> Iterator[dict[str, Any]]:
    if depth > 3:
        return
    if isinstance(data, dict):
        if CHECK in data:
            yield data
            return
        for value in data.values():
            yield from _sealed_in(value, depth + 1)
    elif isinstance(data, list):
        for value in data:
            yield from _sealed_in(value, depth + 1)
