"""Packaging tests: fast unit tests of the bundle rules, and one marked full build.

The full PyInstaller build (about one to two minutes on two cores) is marked ``bundle`` and
left out of a plain ``pytest`` run (deselected, not skipped); .ci/run runs it as its own step:

    pip install -e ".[package]" && pytest -m bundle tests/packaging
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
if str(PACKAGING) not in sys.path:
    sys.path.insert(0, str(PACKAGING))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "bundle: builds the PyInstaller bundle (run with pytest -m bundle)"
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "bundle" in (config.option.markexpr or ""):
        return
    chosen = [item for item in items if item.get_closest_marker("bundle") is None]
    dropped = [item for item in items if item.get_closest_marker("bundle") is not None]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = chosen
