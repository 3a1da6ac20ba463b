"""MAGDAGDON: a dice-placement puzzle game (a CUBIRI ORIGINAL)."""

__version__ = "1.0.0"
