"""Every count is a plural message, and a number in a sentence comes from the code (issue 19).

French writes "1 point", "0 point", "−1 point" but "2 points" (README, Counts of points): a
text that puts a number before a counted word must be a plural message (``%n``/``%Ln``, or a
numerus message whose translator comment says the form follows the size of its signed
``%1``), or the translation cannot follow the count. R5.5 and R6.5 give the costs, R2.1 the
dice a turn needs; the texts show them from the engine's constants, never as typed digits.
"""

from __future__ import annotations

import re

from magdagdon.i18n.workflow import PROJECT_DIR, ts_path
from tests.i18n.catalogue import Message, read

# The words the game counts with, in the English source texts.
COUNTED = (
    r"(?:points?|dice|die|turns?|seconds?|minutes?|hours?|days?|games?|RUINS?|"
    r"Majda Powers?|uses?|cells?|tries|times|dailies|records?|steps?|digits?)\b"
)
NUMBER_BEFORE_COUNT = re.compile(r"(%L?(?:\d{1,2}|n))[ \u00a0]+(?:more )?" + COUNTED)
DIGITS_BEFORE_COUNT = re.compile(r"(?<![%\w+−-])\d+[ \u00a0]+" + COUNTED)
# Texts that may write digits: the rules screen is the rule sheets' own text (R1–R8, the same
# as docs/RULES.md), and the guided game describes its one scripted game.
WRITTEN_NUMBERS = {"RulesPage", "TutorialOverlay"}
SIGNED_PLURAL = "the form follows"
COUNTED_POINTS = re.compile(r"%L?(?:\d|n)[ \u00a0]+points")


def _messages() -> list[Message]:
    return read(ts_path("en", PROJECT_DIR / "translations"))[1]


def _names_a_name(message: Message, placeholder: str) -> bool:
    """The comment says the placeholder is a difficulty's name ("Today's %1 dice")."""
    return f"{placeholder} is the difficulty" in message.extracomment


def test_every_number_before_a_counted_word_is_a_plural_message() -> None:
    problems = []
    for message in _messages():
        for placeholder in NUMBER_BEFORE_COUNT.findall(message.source):
            if _names_a_name(message, placeholder):
                continue
            counted = placeholder in {"%n", "%Ln"} and message.numerus
            signed = message.numerus and SIGNED_PLURAL in message.extracomment
            if not (counted or signed):
                problems.append(f"{message.where()}: {placeholder} counts without plural forms")
    assert not problems, "\n".join(problems)


def test_plural_messages_have_a_form_per_count_in_every_language() -> None:
    """sv, fr and en have two forms each; French's singular is the one below 2."""
    for code in ("sv", "fr", "en"):
        _, messages = read(ts_path(code, PROJECT_DIR / "translations"))
        for message in (m for m in messages if m.numerus):
            assert len(message.forms) == 2 and all(message.forms), f"{code} {message.where()}"
            if code == "fr" and COUNTED_POINTS.search(message.source):
                singular, plural = message.forms
                assert "point" in singular and "points" not in singular, message.where()
                assert "points" in plural, message.where()


def test_no_number_is_typed_into_a_sentence() -> None:
    """A count written as digits ("hold for 3 seconds") goes stale when its constant changes."""
    problems = [
        message.where()
        for message in _messages()
        if message.context not in WRITTEN_NUMBERS and DIGITS_BEFORE_COUNT.search(message.source)
    ]
    assert not problems, "\n".join(problems)


def test_the_check_catches_what_it_is_for() -> None:
    """The patterns find the old kiosk texts this issue fixed, and pass their replacements."""
    old = Message("KioskCaption", "The board is full: %1 points", "", "", False, "", ("",))
    new = Message("PowerBar", "−%Ln points", "", "", True, "", ("", ""))
    assert NUMBER_BEFORE_COUNT.findall(old.source) == ["%1"] and not old.numerus
    assert NUMBER_BEFORE_COUNT.findall(new.source) == ["%Ln"] and new.numerus
    assert DIGITS_BEFORE_COUNT.search("Operator: hold for 3 seconds")
    assert not DIGITS_BEFORE_COUNT.search("DECREASE −1: %1 becomes %2")


# The words sv and fr count with; README (Typography): a count and its word stay on one line.
COUNT_WORDS = {
    "sv": r"(?:tärningar|tärning|poäng|sekunder|sekund|minuter|minut|turer|tur|dagar|dag|"
    r"spel|RUINER|RUIN|Majda Powers?|användningar|användning)\b",
    "fr": r"(?:dés|dé|points?|secondes?|minutes?|tours?|jours?|parties?|RUINES?|"
    r"Majda Powers?|utilisations?)\b",
}


def test_a_count_and_its_word_are_joined_by_a_no_break_space() -> None:
    problems = []
    for code, words in COUNT_WORDS.items():
        apart = re.compile(r"%L?n (" + words + ")")
        _, messages = read(ts_path(code, PROJECT_DIR / "translations"))
        for message in messages:
            for form in message.forms:
                if apart.search(form):
                    problems.append(f"{code} {message.where()}: {form!r}")
    assert not problems, "\n".join(problems)
