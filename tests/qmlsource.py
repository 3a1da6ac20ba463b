"""The game's QML module on disk, for tests that read its sources or need a base URL in it.

The module is one folder, ``qml/Magdagdon`` with its ``qmldir``, its files in feature folders
(``game/``, ``kiosk/``, ``components/``...): a test names a file, not where it lives.
"""

from __future__ import annotations

from pathlib import Path

MODULE = Path(__file__).resolve().parents[1] / "qml" / "Magdagdon"


def qml_file(name: str) -> Path:
    """The module's one file called ``name`` (``"Theme.qml"``, ``"numbers.js"``)."""
    found = sorted(MODULE.rglob(name))
    if len(found) != 1:
        raise LookupError(f"{len(found)} files named {name} in {MODULE}")
    return found[0]


def qml_files() -> list[Path]:
    """Every QML file of the module, in a repeatable order."""
    return sorted(MODULE.rglob("*.qml"))
