"""The language the tests use where they need one the game has no catalogue for.

Volapük: QLocale knows it (so ``python -m magdagdon.i18n add vo`` accepts it, and it has a
name of its own, "Volapük") and no one will translate MAGDAGDON into it. The tests use it as
the unsupported language (``--lang vo`` is a usage error, a saved "vo" is dropped) and as the
language they add in a copy of the project. A translator adding any real language (German,
Norwegian...) therefore changes no test: the tests never name a language that could ship.
"""

from __future__ import annotations

from magdagdon.i18n.workflow import LANGUAGES

#: The stand-in's code and its own name.
NEVER_SHIPPED = "vo"
NATIVE_NAME = "Volapük"


def check_stand_in() -> str:
    """The stand-in's code, after making sure no catalogue of it exists in the project."""
    assert NEVER_SHIPPED not in LANGUAGES, (
        f"translations/ has a catalogue for {NEVER_SHIPPED}, the tests' stand-in for a language "
        "with none: choose another stand-in in tests/i18n/stand_in.py"
    )
    return NEVER_SHIPPED
