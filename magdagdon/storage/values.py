"""The versioned JSON every stored value is, and the small text helpers around it.

Every value is one JSON document ``{"version": 1, ...}``: an INI file reads everything back
as text, JSON keeps the types, and the version lets a later release migrate.
"""

from __future__ import annotations

import json
import math
from typing import Any, Final

VERSION: Final = 1  # of every JSON value the store writes
MAX_CHARS: Final = 2_000_000  # the largest value written (the history) is ~1 MB


def dump(data: object) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=True, allow_nan=False)


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e999: every later save would fail on it (allow_nan)
        raise ValueError(f"{text} is not a finite number")
    return value


def load_versioned(raw: object) -> dict[str, Any]:
    """Parse ``{"version": 1, ...}`` read back from INI; ``ValueError`` says why it is not."""
    if not isinstance(raw, str):
        # A list, @Variant(...) or the like: never something the store wrote; never decoded.
        raise ValueError(f"expected JSON text, got {short(raw)}")
    if len(raw) > MAX_CHARS:
        raise ValueError(f"{len(raw)} characters is longer than any value the store writes")
    try:
        data = json.loads(raw, parse_constant=_reject_constant, parse_float=_finite_float)
    except (ValueError, RecursionError) as exc:
        raise ValueError(f"not JSON: {short(raw)} ({exc})") from None
    if not isinstance(data, dict):
        raise ValueError(f"expected a JSON object, got {short(raw)}")
    version = data.get("version")
    if type(version) is not int:
        raise ValueError(f"no version number in {short(raw)}")
    if version != VERSION:
        raise ValueError(f"version {version} is not {VERSION}")
    return data


def short(value: object, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def timestamp() -> str:
    from datetime import UTC, datetime  # not before the first frame (issue 16)

    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")


def printable(key: str) -> bool:
    return key.isprintable() and "\ufffd" not in key and bool(key.strip())
