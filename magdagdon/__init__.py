"""MAGDAGDON: a dice-placement puzzle game (a CUBIRI ORIGINAL).

``__version__`` is the one place the version is written: pyproject.toml reads it
(``dynamic = ["version"]``), and so do the bundle, the installers, the .deb, ``--version``
and the About page (packaging/bundle_plan.py ``project_version``). It is a constant, not
read from the installed metadata (that import alone costs ~50 ms at start).
"""

__version__ = "1.0.0"
