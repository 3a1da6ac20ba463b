"""Test-wide setup: Qt renders offscreen (no display in CI), artefacts go to one kept folder."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")

#: Never imported by this run (``--doctest-modules`` imports every module under tests/):
#: windows_like/ is the Windows-like Python's sitecustomize, which takes POSIX names out of
#: ``os`` as it loads; only tests/storage/test_windows_like.py's own child Python loads it.
collect_ignore = ["windows_like"]


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """`-n auto` runs the bundle build (`pytest -m bundle tests/packaging`) in one process: it
    builds one bundle in one place. Otherwise xdist's own count (None: ask the next hook)."""
    return 0 if "bundle" in (config.option.markexpr or "") else None


def pytest_configure(config: object) -> None:
    """Build the .qm catalogues once (the game itself never builds them at start, issue 16)."""
    from magdagdon.i18n.workflow import ensure_qm

    ensure_qm()


@pytest.fixture(autouse=True)
def _default_locale_restored() -> Iterator[None]:
    """A test that applies a language sets Qt's process-wide default locale; the next test
    must not inherit it (a date check then compared French with French), whatever the order."""
    from PySide6.QtCore import QLocale

    saved = QLocale()
    yield
    QLocale.setDefault(saved)
