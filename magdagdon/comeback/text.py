"""Display-ready numbers and dates in the player's language (the default QLocale)."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from magdagdon.i18n.dates import day

__all__ = ["MINUS", "day", "number"]

MINUS = "\u2212"


def number(value: float, decimals: int = 0) -> str:
    """``value`` in the language's digits and grouping, with a true minus sign (U+2212)."""
    locale = QLocale()
    text = (
        locale.toString(round(value))
        if decimals == 0
        else locale.toString(float(value), "f", decimals)
    )
    return text.replace("-", MINUS).replace(locale.negativeSign(), MINUS)
