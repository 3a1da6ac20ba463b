"""The plain settings the store keeps: each one's key, default and the check it must pass."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, NamedTuple

from magdagdon.engine import Difficulty
from magdagdon.i18n.workflow import LANGUAGES as CATALOGUES

# The saved language is any language with a catalogue in translations/ (one source of truth:
# a language added with "python -m magdagdon.i18n add" is remembered with no edit here);
# "" follows the system.
LANGUAGES: Final = ("", *CATALOGUES)
THEMES: Final = ("system", "light", "dark", "contrast")  # issue 15; "system" follows the desktop
KIOSK_THEMES: Final = THEMES[1:]  # a kiosk follows no desktop: its operator chooses
TUTORIAL_STATES: Final = ("", "declined", "started", "finished")


class Setting(NamedTuple):
    """One plain setting: its key, default, and the check its stored value must pass. (A
    NamedTuple: read before the first frame, where dataclasses cost ~1 ms more, issue 16.)"""

    name: str
    default: object
    valid: Callable[[object], bool]
    meaning: str  # for the warning: what a valid value looks like


def is_text_size(value: object) -> bool:
    """A text size (issue 15): a whole percentage 100..200, the desktop's and the kiosk's."""
    return type(value) is int and 100 <= value <= 200


def is_pin(value: object) -> bool:
    return isinstance(value, str) and value.isascii() and value.isdigit() and 4 <= len(value) <= 8


SETTINGS: Final[dict[str, Setting]] = {
    s.name: s
    for s in (
        Setting(
            "difficulty",
            Difficulty.PEACEFUL.name,
            lambda v: isinstance(v, str) and v in Difficulty.__members__,
            "one of " + ", ".join(Difficulty.__members__),
        ),
        Setting(
            "language",
            "",
            lambda v: isinstance(v, str) and v in LANGUAGES,
            'one of "", ' + ", ".join(CATALOGUES) + " (a language with a catalogue)",
        ),
        Setting(
            "theme",
            "system",
            lambda v: isinstance(v, str) and v in THEMES,
            "one of " + ", ".join(THEMES),
        ),
        Setting(
            "textSize",
            100,
            is_text_size,
            "a whole percentage 100..200",
        ),
        # Issue 15: until the player chooses (the file has no value), the store shows the
        # system's preference (Store.follow_system_motion); the player's choice always wins.
        Setting("reducedMotion", False, lambda v: isinstance(v, bool), "true or false"),
        Setting("kiosk", False, lambda v: isinstance(v, bool), "true or false"),
        # Issue 14: the kiosk's visitors play today's daily (the same dice for all of them).
        Setting("kioskDaily", False, lambda v: isinstance(v, bool), "true or false"),
        # Version 1.0's clear PIN, read once by the kiosk to move it into its hashed PIN
        # file (magdagdon.kiosk.legacy); there is no default PIN.
        Setting("kioskPin", "", is_pin, "4 to 8 digits"),
        # Issue 37.3: this kiosk has kept an operator PIN (in its PIN file): a PIN file lost
        # later closes the operator screen instead of asking a visitor for a new PIN.
        Setting("kioskPinKept", False, lambda v: isinstance(v, bool), "true or false"),
        # Issue 15: the kiosk's own look, chosen by its operator (apart from a desktop's).
        Setting(
            "kioskTheme",
            "light",
            lambda v: isinstance(v, str) and v in KIOSK_THEMES,
            "one of " + ", ".join(KIOSK_THEMES),
        ),
        Setting(
            "kioskTextSize",
            100,
            is_text_size,
            "a whole percentage 100..200",
        ),
        Setting("kioskReducedMotion", False, lambda v: isinstance(v, bool), "true or false"),
        Setting(
            "idleSeconds",
            90,
            lambda v: type(v) is int and 10 <= v <= 3600,
            "a whole number of seconds 10..3600",
        ),
        # The guided first game (issue 13): "" never answered, then declined/started/finished,
        # and the step (0..8) it was left at, to resume there.
        Setting(
            "tutorial",
            "",
            lambda v: isinstance(v, str) and v in TUTORIAL_STATES,
            'one of "", declined, started, finished',
        ),
        Setting("tutorialStep", 0, lambda v: type(v) is int and 0 <= v <= 8, "a whole number 0..8"),
        # HINT marks the game assisted in the high scores: the player is told so, once, before
        # the first HINT shown, and agrees.
        Setting("hintExplained", False, lambda v: isinstance(v, bool), "true or false"),
    )
}


def setting_key(name: str) -> str:
    return f"settings/{name}"
