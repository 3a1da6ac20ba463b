"""The kiosk's look and sound: theme, text size, reduced motion and sound, as its operator chose.

Why apart from the desktop's: a kiosk follows no desktop and no player's Settings page (a
passer-by cannot change it); its operator picks them on the operator screen, and the store
keeps them as ``kioskTheme``, ``kioskTextSize``, ``kioskReducedMotion``, ``kioskSound``,
``kioskSoundVolume``, ``kioskDemoSound`` and ``kioskQuietHours`` (checked, versioned settings
like every other). The kiosk window binds Theme to this object, and the sound service asks it
how loud the kiosk may be (issue 38): the visitors' game at the operator's volume, the
welcome screen's demo silent unless the operator wants it heard, nothing in quiet hours.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Property, QObject, Signal
from PySide6.QtQml import QmlElement, QmlUncreatable

from magdagdon.storage.schema import KIOSK_THEMES

if TYPE_CHECKING:
    from magdagdon.storage import Store

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

#: The text sizes the operator screen offers, in percent (the store takes any 100..200).
TEXT_SIZES = (100, 125, 150, 175, 200)
#: The quiet hours the operator screen proposes first (from 20:00 to 09:00).
QUIET_HOURS = (20, 9)


def quiet_at(hours: Sequence[int], hour: int) -> bool:
    """Whether ``hour`` (0..23) is in the quiet hours [from, until) ([] none; over midnight
    when ``until`` is the smaller).

    >>> quiet_at([20, 9], 23), quiet_at([20, 9], 8), quiet_at([20, 9], 9), quiet_at([12, 14], 13)
    (True, True, False, True)
    """
    if len(hours) != 2:
        return False
    start, end = hours
    return start <= hour < end if start < end else hour >= start or hour < end


@QmlElement
# PySide6's stubs declare QmlUncreatable a class without __call__; it is a decorator.
@QmlUncreatable("KioskLook belongs to the KioskController (kiosk.look).")
class KioskLook(QObject):  # type: ignore[operator]
    """The stored kiosk look, for Theme (read) and the operator screen (read and write)."""

    changed = Signal()

    soundChanged = Signal()

    def __init__(
        self,
        store: Store,
        parent: QObject | None = None,
        *,
        clock: Callable[[], datetime] = datetime.now,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._clock = clock  # the local time, for quiet hours (tests give their own)
        store.kioskLookChanged.connect(self.changed)
        for signal in (
            store.kioskSoundChanged,
            store.kioskSoundVolumeChanged,
            store.kioskDemoSoundChanged,
            store.kioskQuietHoursChanged,
        ):
            signal.connect(self.soundChanged)

    def _get_theme(self) -> str:
        return self._store.kioskTheme

    def _set_theme(self, name: str) -> None:
        self._store.kioskTheme = name

    def _get_text_size(self) -> int:
        return self._store.kioskTextSize

    def _set_text_size(self, percent: int) -> None:
        self._store.kioskTextSize = percent

    def _get_reduced_motion(self) -> bool:
        return self._store.kioskReducedMotion

    def _set_reduced_motion(self, reduce: bool) -> None:
        self._store.kioskReducedMotion = reduce

    # Typed for Python readers (tests, the operator's code), as qtprops.published does.
    theme = cast(str, Property(str, _get_theme, _set_theme, notify=changed))  # light/dark/contrast
    textSize = cast(int, Property(int, _get_text_size, _set_text_size, notify=changed))  # percent
    reducedMotion = cast(
        bool, Property(bool, _get_reduced_motion, _set_reduced_motion, notify=changed)
    )
    themes = Property("QStringList", lambda _self: list(KIOSK_THEMES), constant=True)  # type: ignore[arg-type]
    textSizes = Property("QVariantList", lambda _self: list(TEXT_SIZES), constant=True)  # type: ignore[arg-type]

    # --- sound (issue 38): what the operator chose, and how loud the kiosk may be now
    def volume(self, *, demo: bool) -> int:
        """Percent for a sound now (0: silent): off, the demo unheard, or quiet hours."""
        store = self._store
        if not store.kioskSound or (demo and not store.kioskDemoSound):
            return 0
        if quiet_at(store.kioskQuietHours, self._clock().hour):
            return 0
        return store.kioskSoundVolume

    def reduced_motion(self) -> bool:
        return self._store.kioskReducedMotion

    def _get_sound(self) -> bool:
        return self._store.kioskSound

    def _set_sound(self, on: bool) -> None:
        self._store.kioskSound = on

    def _get_sound_volume(self) -> int:
        return self._store.kioskSoundVolume

    def _set_sound_volume(self, percent: int) -> None:
        self._store.kioskSoundVolume = percent

    def _get_demo_sound(self) -> bool:
        return self._store.kioskDemoSound

    def _set_demo_sound(self, on: bool) -> None:
        self._store.kioskDemoSound = on

    def _get_quiet_hours(self) -> list[int]:
        return list(self._store.kioskQuietHours)

    def _set_quiet_hours(self, hours: list[int]) -> None:
        self._store.kioskQuietHours = hours

    sound = cast(bool, Property(bool, _get_sound, _set_sound, notify=soundChanged))
    soundVolume = cast(
        int, Property(int, _get_sound_volume, _set_sound_volume, notify=soundChanged)
    )  # percent
    demoSound = cast(bool, Property(bool, _get_demo_sound, _set_demo_sound, notify=soundChanged))
    quietHours = cast(
        list, Property(list, _get_quiet_hours, _set_quiet_hours, notify=soundChanged)
    )  # [] or [from, until]
    #: The quiet hours the operator screen proposes when the operator turns them on.
    proposedQuietHours = Property(list, lambda _self: list(QUIET_HOURS), constant=True)
