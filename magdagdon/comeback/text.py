"""Display-ready numbers and dates in the player's language (the default QLocale)."""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import QLocale

from magdagdon.i18n.dates import day

__all__ = ["MINUS", "countdown", "day", "number"]

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


def countdown(left: timedelta) -> str:
    """A countdown as a clock shows it, in the language's digits: ``5:07:09`` (hours, minutes,
    whole seconds left)."""
    seconds = max(0, int(left.total_seconds()))
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    two = QLocale().toString
    return f"{number(hours)}:{two(minutes).rjust(2, two(0))}:{two(seconds).rjust(2, two(0))}"
