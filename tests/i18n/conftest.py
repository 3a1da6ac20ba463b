"""i18n test setup: build the .qm catalogues once, as a fresh clone's first run would."""

from __future__ import annotations

from pathlib import Path

import pytest

from magdagdon.i18n.workflow import ensure_qm


@pytest.fixture(scope="session", autouse=True)
def qm_folder() -> Path:
    """The translations folder with every .qm built from the committed .ts files."""
    return ensure_qm()
