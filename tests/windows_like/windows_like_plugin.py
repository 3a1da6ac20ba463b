"""pytest plugin of the Windows-like run (``sitecustomize``): a test of a situation POSIX alone
has (it makes a FIFO, a socket file, reads a user id, stops a process with SIGSTOP) is skipped,
named, since it cannot arise on Windows; every other test runs as it is."""

from __future__ import annotations

import inspect
import re

import pytest
from sitecustomize import POSIX_ONLY_MODULES, REMOVED

_POSIX = re.compile(
    r"\bos\.(?:" + "|".join(map(re.escape, REMOVED)) + r")\b"
    r"|\bsignal\.SIG(?:KILL|STOP|CONT)\b|\bAF_UNIX\b|\bsymlink_to\b|\bchmod\("
    r"|\bimport (?:" + "|".join(POSIX_ONLY_MODULES) + r")\b"
)


def _posix_use(item: pytest.Item) -> str | None:
    function = getattr(item, "function", None)
    if function is None:
        return None
    sources = [function]
    callspec = getattr(item, "callspec", None)
    if callspec is not None:  # a parameter may be a helper that makes the special file
        sources += [v for v in callspec.params.values() if callable(v)]
    for source in sources:
        try:
            text = inspect.getsource(source)
        except (OSError, TypeError):
            continue
        if m := _POSIX.search(text):
            return m.group()
    return None


#: Tests that measure the interpreter itself (what it imported), which this run changes.
ABOUT_THE_INTERPRETER = ("test_nothing_heavy_is_imported_before_the_first_frame",)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.name in ABOUT_THE_INTERPRETER:
            item.add_marker(pytest.mark.skip(reason="this run's interpreter imports more itself"))
        elif use := _posix_use(item):
            item.add_marker(
                pytest.mark.skip(reason=f"POSIX only ({use}): no such thing on Windows")
            )
