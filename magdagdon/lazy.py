"""Packages that import each public name on first use (issue 16: the first frame imports only
what it draws), with one loader instead of one copy per package."""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module


def loader(package: str, where: Mapping[str, str]) -> Callable[[str], object]:
    """The body of ``package``'s module ``__getattr__``: ``where`` names the submodule that
    defines each public name (``"..engine"`` style for another package's)."""

    def load(name: str) -> object:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f".{module}", package), name)
        vars(sys.modules[package])[name] = value  # the next look-up is a plain attribute
        return value

    return load
