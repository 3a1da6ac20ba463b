"""PySide's import hook without its source reads (issue 16: start-up time and memory).

Importing PySide6.QtCore replaces ``__import__`` with a hook that, for every module imported
afterwards, asks ``shibokensupport.feature._mod_uses_pyside`` whether the module mentions
PySide6 (for ``from __feature__ import snake_case``, which this game never uses). That check
reads the module's whole source through ``inspect.getsource``: on the way to the first frame
some 55 files (typing, enum, argparse, logging and our own), ~6 ms of CPU, and their 50,000
lines stay in ``linecache`` for the life of the process (~4 MiB). Here the same question is
answered from what the module holds instead (a PySide6 or shiboken6 module, class or
function among its globals), which needs no file. The answer only decides whether PySide
looks at that module's ``__feature__`` selection (0) or ignores it (-1); a module that
imports ``__feature__`` itself is still handled by PySide's own hook. Imported by the modules
that import Qt first (magdagdon.app.cli, magdagdon.app.startup), right after their PySide6 imports.
"""

from __future__ import annotations

import linecache
import sys

import PySide6.QtCore  # noqa: F401 (the first Qt import installs PySide's hook)

_PREFIXES = ("PySide6", "shiboken6")


def uses_pyside(module: object) -> bool:
    """Whether ``module`` uses PySide: one of its globals comes from PySide6 or shiboken6."""
    for value in list(getattr(module, "__dict__", {}).values()):
        try:
            name = value.__name__ if isinstance(value, type(sys)) else value.__module__
        except Exception:  # no __module__ (a number, a string...), or a proxy that refuses
            continue
        if isinstance(name, str) and name.startswith(_PREFIXES):
            return True
    return False


def install() -> bool:
    """Answer PySide's per-import question with :func:`uses_pyside` (once PySide6.QtCore is
    imported; a PySide without that check is left alone). True when it is in place."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    vars(feature)["_mod_uses_pyside"] = uses_pyside  # the function PySide's own hook calls
    # What PySide's check read before this point (PySide6 itself, enum, typing, ...: ~1.3 MiB
    # of source lines) serves only tracebacks, which read a file again when they need it.
    linecache.clearcache()
    return True


install()
