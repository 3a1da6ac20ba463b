"""MAGDAGDON: a dice-placement puzzle game (a CUBIRI ORIGINAL).

The version lives in pyproject.toml only; it is read back from the installed metadata (the
frozen bundle carries a copy of it).
"""

from importlib import metadata

try:
    __version__ = metadata.version("magdagdon")
except metadata.PackageNotFoundError:  # running from a bare source tree, never installed
    __version__ = "0+unknown"
