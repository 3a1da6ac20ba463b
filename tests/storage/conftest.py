"""Every storage test gets its own INI file under tmp_path: never the user's real settings."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import pytest

from magdagdon.storage import Store, make_settings


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "MAGDAGDON.ini"


@pytest.fixture
def open_store(ini: Path) -> Callable[[], Store]:
    """A new Store on a new QSettings each call, as a restarted app would make."""
    return lambda: Store(make_settings(ini))


@pytest.fixture
def warnings(caplog: pytest.LogCaptureFixture) -> Callable[[], list[str]]:
    """The messages logger "magdagdon.storage" logged at WARNING or above so far."""
    caplog.set_level(logging.INFO, logger="magdagdon.storage")
    return lambda: [
        r.getMessage()
        for r in caplog.records
        if r.name == "magdagdon.storage" and r.levelno >= logging.WARNING
    ]


def ini_string(text: str) -> str:
    """``text`` as QSettings writes a string in INI: quoted, with \\ and " escaped."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


@pytest.fixture(autouse=True)
def journal_fallback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Where a journal goes when the settings folder refuses it: never the user's home."""
    folder = tmp_path / "journal-fallback"
    monkeypatch.setenv("MAGDAGDON_JOURNAL_DIR", str(folder))
    return folder
