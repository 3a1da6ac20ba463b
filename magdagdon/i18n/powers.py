"""A Majda Power's button word, as Python shows it (the kiosk's captions, the replays).

The word is the power bar's own message: the label id of the power's row in the table
(``engine/powers.py``) translated in the ``PowerBar`` context, where ``game/powerwords.js``
holds it for lupdate and for every view that names a power; so a power is worded in one
place, whatever shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from magdagdon.engine.powers import power_named


def power_label(name: str) -> str:
    """The button word of the power called ``name``, in the current language."""
    return QCoreApplication.translate("PowerBar", power_named(name).label)
