"""MAGDAGDON: a dice-placement puzzle game (a CUBIRI ORIGINAL).

The version is a constant, not read from the installed metadata (that import alone costs
~50 ms at start); ``tests/test_app.py`` checks that it equals ``[project] version`` in
pyproject.toml, which packaging reads.
"""

__version__ = "1.0.0"
