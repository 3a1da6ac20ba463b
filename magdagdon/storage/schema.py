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


def is_volume(value: object) -> bool:
    """A sound volume (issue 38): a whole percentage 0..100 of the system's own volume."""
    return type(value) is int and 0 <= value <= 100


def is_quiet_hours(value: object) -> bool:
    """The kiosk's quiet hours (issue 38): [] for none, or [from, until], two different whole
    hours 0..23 (silent from the start of ``from`` to the start of ``until``, over midnight
    when ``until`` is the smaller)."""
    if value == []:
        return True
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(type(h) is int and 0 <= h <= 23 for h in value)
        and value[0] != value[1]
    )


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
        # Issue 38: the game's sounds, on or off, and their volume (a share of the system's
        # volume: the system's own mute and volume always apply on top).
        Setting("sound", True, lambda v: isinstance(v, bool), "true or false"),
        Setting("soundVolume", 70, is_volume, "a whole percentage 0..100"),
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
        # Issue 38: the kiosk's sound, its operator's: on or off, the volume, the welcome
        # screen's demo (silent unless the operator wants it heard) and quiet hours.
        Setting("kioskSound", True, lambda v: isinstance(v, bool), "true or false"),
        Setting("kioskSoundVolume", 60, is_volume, "a whole percentage 0..100"),
        Setting("kioskDemoSound", False, lambda v: isinstance(v, bool), "true or false"),
        Setting(
            "kioskQuietHours",
            [],
            is_quiet_hours,
            "[] or [from, until], two different whole hours 0..23",
        ),
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
