"""Test-wide setup: Qt renders offscreen (no display in CI), artefacts go to one kept folder."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")


def pytest_configure(config: object) -> None:
    """Build the .qm catalogues once (the game itself never builds them at start, issue 16)."""
    from magdagdon.i18n import ensure_qm

    ensure_qm()
