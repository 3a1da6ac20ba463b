"""The versioned JSON every stored value is, and the small text helpers around it.

Every value is one JSON document ``{"version": ..., ...}``: an INI file reads everything back
as text, JSON keeps the types, and the version lets a later release migrate. Version 2 is
version 1 sealed with its own check (``integrity``); version 1 (every release before) is
still read.
"""

from __future__ import annotations

import json
import math
from typing import Any, Final

from .integrity import SEALED, verifies

VERSION: Final = 1  # of a value without its own check (what releases before 2 wrote)
VERSIONS: Final = (1, 2)  # read: version 2 is version 1 sealed (integrity.SEALED)
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


def load_versioned(raw: object, identity: str | None = None) -> dict[str, Any]:
    """Parse ``{"version": 1, ...}`` or a sealed ``{"version": 2, ..., "crc": ...}`` read back
    from INI (the check is verified as ``identity`` and left out of the result); ``ValueError``
    says why it is not one."""
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
    if version not in VERSIONS:
        raise ValueError(f"version {version} is not {' or '.join(map(str, VERSIONS))}")
    if "crc" in data or version == SEALED:
        if identity is None or not verifies(identity, data):
            raise ValueError(f"its check does not match: damaged ({short(raw)})")
        del data["crc"]
    return data


def short(value: object, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def timestamp() -> str:
    from datetime import UTC, datetime  # not before the first frame (issue 16)

    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")


def printable(key: str) -> bool:
    return key.isprintable() and "\ufffd" not in key and bool(key.strip())
