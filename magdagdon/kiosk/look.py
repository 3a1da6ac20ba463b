"""The kiosk's look: its theme, text size and reduced motion, as its operator chose them.

Why apart from the desktop's: a kiosk follows no desktop and no player's Settings page (a
passer-by cannot change it); its operator picks them on the operator screen, and the store
keeps them as ``kioskTheme``, ``kioskTextSize`` and ``kioskReducedMotion`` (checked,
versioned settings like every other). The kiosk window binds Theme to this object.
"""

from __future__ import annotations

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


@QmlElement
# PySide6's stubs declare QmlUncreatable a class without __call__; it is a decorator.
@QmlUncreatable("KioskLook belongs to the KioskController (kiosk.look).")
class KioskLook(QObject):  # type: ignore[operator]
    """The stored kiosk look, for Theme (read) and the operator screen (read and write)."""

    changed = Signal()

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        store.kioskLookChanged.connect(self.changed)

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
