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


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: one worker more than the cores this process may use (at most 4, the
    addopts' `--maxprocesses`). The window tests spend about a quarter of their time waiting
    on Qt's timers and animations, so a third worker fills two cores: measured on this
    2-core machine, the whole suite took 884 s with 3 workers against 1,091 s with 2, and it
    passed beside two busy loops. The bundle build (`pytest -m bundle tests/packaging`)
    runs in one process: it builds one bundle in one place."""
    if "bundle" in (config.option.markexpr or ""):
        return 0
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (cores or 1) + 1


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
