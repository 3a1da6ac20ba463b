"""The one idiom by which a Python QObject here shows values to QML.

Each QML-facing value lives in the object's ``_values`` dict and is declared once in the class
body as ``name = published(type, "name", nameChanged)``; the object changes values only through
:meth:`Published.publish`, which emits ``<name>Changed`` for the values that differ and for no
other. So every property notifies exactly on change, and mypy sees the declared Python type
when Python code reads one (``session.turns`` is an ``int``).

:func:`uncreatable` is PySide's ``QmlUncreatable`` with a signature the type checker
understands (the stub declares it a class, so ``@QmlUncreatable(...)`` reads as "not
callable").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final, TypeVar, cast

from PySide6.QtCore import Property, QObject, Signal
from PySide6.QtQml import QmlUncreatable

#: Qt's item data roles as plain ints (``Qt.ItemDataRole.DisplayRole`` and ``.UserRole``):
#: PySide builds the whole ``Qt`` namespace, about a hundred enums (2 MiB resident, 10-30 ms),
#: on its first use, and nothing else in the game needs it (issue 16; tests/test_qtprops.py
#: holds these equal to Qt's).
DISPLAY_ROLE: Final = 0
USER_ROLE: Final = 256

T = TypeVar("T")
C = TypeVar("C", bound=type)

_UNSET = object()


def published(
    kind: type[T], key: str, notify: Signal, write: Callable[[Any, T], None] | None = None
) -> T:
    """A QML property reading ``self._values[key]``, notified by ``notify``.

    Read-only unless ``write`` is given: QML's assignments then go through that method, which
    decides (and publishes) the new value itself.
    """
    return cast(T, Property(kind, lambda self: self._values[key], write, notify=notify))


def uncreatable(reason: str) -> Callable[[C], C]:
    """``@QmlUncreatable(reason)``: QML may use the type but never create one."""
    return cast(Callable[[C], C], QmlUncreatable(reason))


class Published(QObject):
    """A QObject whose QML values are published through :meth:`publish` only."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._values: dict[str, Any] = {}

    def publish(self, values: Mapping[str, Any]) -> list[str]:
        """Take new values; emit ``<name>Changed`` for each one that differs. Returns those."""
        changed = []
        for key, value in values.items():
            if self._values.get(key, _UNSET) != value:
                self._values[key] = value
                changed.append(key)
        for key in changed:
            getattr(self, f"{key}Changed").emit()
        return changed
