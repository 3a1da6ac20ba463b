"""Dates and times as the player's language writes them: the month by its name, the year in
full, never "12/7/26", whose day and month a reader from another country swaps (issue 39).

``day`` is a date ("Dec 7, 2026", "7 dec. 2026", "7 déc. 2026"), or with ``long`` the
language's whole long form with the weekday ("Monday, December 7, 2026"); ``moment`` a date
and a time of day ("Dec 7, 2026, 12:28 PM", "7 dec. 2026 kl. 12:28"). Both follow the
default QLocale, which the player's language sets (i18n/language.py).
"""

from __future__ import annotations

import re
from datetime import date, datetime

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTime, QTimeZone


def date_format(locale: QLocale) -> str:
    """The ``locale``'s long date format without its weekday, the month's name abbreviated:
    "MMM d, yyyy" in English, "d MMM yyyy" in Swedish and French."""
    pattern = locale.dateFormat(QLocale.FormatType.LongFormat)
    pattern = re.sub(r"d{4}", "", pattern)  # the weekday
    pattern = re.sub(r"M{4}", "MMM", pattern)
    return pattern.strip(" ,")


def day(value: date, long: bool = False, locale: QLocale | None = None) -> str:
    """``value`` in the player's language (or ``locale``'s); ``long``: its whole long form,
    weekday and all."""
    locale = locale if locale is not None else QLocale()
    when = QDate(value.year, value.month, value.day)
    if long:
        return locale.toString(when, QLocale.FormatType.LongFormat)
    return locale.toString(when, date_format(locale))


def moment(value: datetime | QDateTime, locale: QLocale | None = None) -> str:
    """A date and a time of day in the player's language (or ``locale``'s); an aware
    ``datetime`` is shown in local time (how the player reads a date), a naive one as it is."""
    locale = locale if locale is not None else QLocale()
    if isinstance(value, datetime):
        if value.tzinfo is not None:
            stamp = QDateTime.fromMSecsSinceEpoch(
                round(value.timestamp() * 1000), QTimeZone.systemTimeZone()
            )
        else:
            stamp = QDateTime(
                QDate(value.year, value.month, value.day), QTime(value.hour, value.minute)
            )
    else:
        stamp = value
    when, clock = stamp.date(), stamp.time()
    hour = locale.toString(QTime(clock.hour(), clock.minute()), QLocale.FormatType.ShortFormat)
    return (
        #: A date and a time of day (high scores, the operator's log); %1 "Dec 7, 2026",
        #: %2 "12:28". Room: 5 characters.
        QCoreApplication.translate("Dates", "%1, %2")
        .replace("%1", day(date(when.year(), when.month(), when.day()), locale=locale))
        .replace("%2", hour)
    )
