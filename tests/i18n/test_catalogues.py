"""The committed .ts catalogues are up to date with the code and completely translated."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from magdagdon.i18n import roster
from magdagdon.i18n.workflow import (
    LANGUAGES,
    PROJECT_DIR,
    SHIPPED,
    built_qm,
    qm_path,
    ts_path,
    update_ts,
)
from tests.i18n.catalogue import Message, placeholders, read

# Plural forms Qt Linguist expects per language (Swedish and English: 1 / other;
# French: 0-1 / other). An added language is held to the most forms any of its messages has.
PLURAL_FORMS = {"sv": 2, "fr": 2, "en": 2}


def plural_forms(code: str, messages: list[Message]) -> int:
    return PLURAL_FORMS.get(code) or max((len(m.forms) for m in messages if m.numerus), default=0)


COMMITTED = {code: ts_path(code, PROJECT_DIR / "translations") for code in LANGUAGES}


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Copies of the committed catalogues, re-run through lupdate over today's sources."""
    folder = tmp_path_factory.mktemp("ts")
    copies = {code: Path(shutil.copy2(COMMITTED[code], folder)) for code in LANGUAGES}
    update_ts(list(copies.values()))
    return copies


def _describe(old: list[Message], new: list[Message]) -> list[str]:
    """What lupdate would change: messages that are new, vanished or changed (comments)."""
    before = {m.key: m for m in old}
    after = {m.key: m for m in new}
    lines = [f"new: {after[k].where()}" for k in after.keys() - before.keys()]
    lines += [f"vanished: {before[k].where()}" for k in before.keys() - after.keys()]
    lines += [
        f"changed: {after[k].where()}"
        for k in after.keys() & before.keys()
        if (after[k].extracomment, after[k].numerus, after[k].type)
        != (before[k].extracomment, before[k].numerus, before[k].type)
    ]
    return sorted(lines)


@pytest.mark.parametrize("code", LANGUAGES)
def test_catalogue_is_up_to_date_with_the_sources(code: str, refreshed: dict[str, Path]) -> None:
    _, committed = read(COMMITTED[code])
    _, fresh = read(refreshed[code])
    changes = _describe(committed, fresh)
    assert not changes, (
        f"{COMMITTED[code].name} is out of date; run `python -m magdagdon.i18n update`, "
        "translate, and commit:\n  " + "\n  ".join(changes)
    )
    # Same messages but different bytes would mean order or format drift: still stale.
    assert refreshed[code].read_bytes() == COMMITTED[code].read_bytes(), (
        f"{COMMITTED[code].name} differs from lupdate's output (order or format); "
        "run `python -m magdagdon.i18n update` and commit"
    )


@pytest.mark.parametrize("code", LANGUAGES)
def test_catalogue_names_its_language(code: str) -> None:
    language, messages = read(COMMITTED[code])
    assert language.split("_")[0] == code
    assert messages, "empty catalogue"


def _waiting(code: str) -> list[str]:
    """The messages of ``code``'s catalogue still waiting for a translator."""
    _, messages = read(COMMITTED[code])
    problems = []
    for m in messages:
        if m.type:
            problems.append(f"{m.type}: {m.where()}")
        elif not m.forms or any(not form.strip() for form in m.forms):
            problems.append(f"empty: {m.where()}")
    return problems


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_is_translated(code: str) -> None:
    """A shipped language has every message finished; a language in progress (the roster,
    translations/languages.txt) may be committed partly done, and says how far it is."""
    problems = _waiting(code)
    if code not in SHIPPED and problems:
        pytest.skip(f"{code} is in progress: {len(problems)} messages to go")
    assert not problems, f"{COMMITTED[code].name}:\n  " + "\n  ".join(problems)


def test_the_roster_names_every_catalogue_and_nothing_else() -> None:
    """translations/languages.txt: one line per catalogue, each a code and its state."""
    folder = PROJECT_DIR / "translations"
    entries = roster.read(folder, strict=True)
    assert entries is not None, "translations/languages.txt is missing"
    listed = {e.code for e in entries}
    assert listed == set(LANGUAGES), (
        f"the roster lists {sorted(listed)}, the catalogues are {sorted(LANGUAGES)}: "
        "'python -m magdagdon.i18n add <code>' adds both"
    )
    assert "en" in SHIPPED, "English, the source language, always ships"


@pytest.mark.parametrize("code", LANGUAGES)
def test_placeholders_and_markup_match_the_source(code: str) -> None:
    _, messages = read(COMMITTED[code])
    problems = []
    for m in messages:
        want = placeholders(m.source)
        for form in m.forms:
            if form and placeholders(form) != want:  # empty ones fail the test above
                problems.append(f"{m.where()}: {form!r} has {placeholders(form)}, want {want}")
    assert not problems, f"{COMMITTED[code].name}:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("code", LANGUAGES)
def test_counts_have_every_plural_form(code: str) -> None:
    _, messages = read(COMMITTED[code])
    want = plural_forms(code, messages)
    problems = [
        f"{m.where()}: {len(m.forms)} forms, want {want}"
        for m in messages
        if m.numerus and len(m.forms) != want
    ]
    assert not problems, "\n".join(problems)
    # A count must be a plural message: %n outside numerus is never substituted.
    singular_counts = [m.where() for m in messages if not m.numerus and "%n" in m.source]
    assert not singular_counts, f"%n used without a count argument: {singular_counts}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_compiled_catalogue_is_built(code: str, qm_folder: Path) -> None:
    """A shipped language has its catalogue, a language in progress its preview (or one a
    translator built by hand), newer than the .ts."""
    qm = built_qm(code, qm_folder)
    assert qm is not None and qm.stat().st_size > 0
    assert qm.stat().st_mtime >= COMMITTED[code].stat().st_mtime
    if code in SHIPPED:
        assert qm == qm_path(code, qm_folder)


def test_every_message_has_a_translator_comment_naming_its_placeholders() -> None:
    """Translators see where a text appears and what each %1 / %n stands for."""
    _, messages = read(COMMITTED["en"])
    problems = []
    for m in messages:
        if not m.extracomment.strip():
            problems.append(f"no //: comment: {m.where()}")
            continue
        named = {p.replace("L", "") for p in placeholders(m.source) if p.startswith("%")}
        explained = {e.replace("L", "") for e in re.findall(r"%L?(?:\d+|n)", m.extracomment)}
        for low, high in re.findall(r"%(\d)\s*(?:-|–|\.\.|to)\s*%(\d)", m.extracomment):
            explained |= {f"%{i}" for i in range(int(low), int(high) + 1)}  # "%1-%4 are..."
        missing = sorted(named - explained)
        if missing:
            problems.append(f"comment does not say what {missing} is: {m.where()}")
    assert not problems, "\n".join(problems)


def test_rules_screen_is_one_message_per_paragraph() -> None:
    """A paragraph edit must leave the other paragraphs translated: no message holds two."""
    _, messages = read(COMMITTED["en"])
    rules = [m for m in messages if m.context == "RulesPage"]
    assert len(rules) >= 40, "the rules are split into paragraphs"
    assert all("\n" not in m.source for m in rules), "a message spans several paragraphs"
    headings = {
        "Goal",
        "A turn",
        "Difficulty",
        "Valid placement",
        "Majda Power",
        "MAGDAGDON & ruins",
        "Scoring",
        "End of the game",
    }
    assert headings <= {m.source for m in rules}, "every rule-sheet section has its heading"


# French typography (Imprimerie nationale): a narrow no-break space (U+202F) before ; ! ?,
# a no-break space (U+00A0) before :, so the sign never starts a line on its own.
FRENCH_SPACE_BEFORE = {";": "\u202f", "!": "\u202f", "?": "\u202f", ":": "\u00a0"}


def test_french_typography_before_high_punctuation() -> None:
    _, messages = read(COMMITTED["fr"])
    problems = []
    for m in messages:
        for form in m.forms:
            for i, char in enumerate(form):
                want = FRENCH_SPACE_BEFORE.get(char)
                if want and i > 0 and form[i - 1] != want:
                    problems.append(f"{m.where()}: {char!r} needs U+{ord(want):04X}: {form!r}")
            if "'" in form:
                problems.append(f"{m.where()}: typewriter apostrophe, use ’: {form!r}")
    assert not problems, "\n".join(problems)


# The no-break space joins a Majda Power button's word and its number (R5.2), so a line never
# starts with "−1" or "+1"; after the number an ordinary space lets the line break.
BUTTONS = {"sv": ("ÖKA +1", "MINSKA −1"), "fr": ("AJOUTER +1", "RETIRER −1")}


@pytest.mark.parametrize("code", sorted(BUTTONS))
def test_power_buttons_keep_word_and_number_together(code: str) -> None:
    _, messages = read(COMMITTED[code])
    problems = []
    for m in messages:
        for form in m.forms:
            for button in BUTTONS[code]:
                word, number = button.split(" ")
                for found in re.finditer(f"{word}(.){re.escape(number)}(.?)(.?)", form):
                    before, after, next_char = found.groups()
                    glued_to_next_word = after == "\u00a0" and next_char not in FRENCH_SPACE_BEFORE
                    if before != "\u00a0" or glued_to_next_word:
                        problems.append(f"{m.where()}: {button} spacing: {form!r}")
    assert not problems, "\n".join(problems)


# A count and its unit stay on one line ("coûte 15 points", "40 poäng"): a no-break space
# joins a number (or its placeholder) to the unit after it, as the catalogues already do
# elsewhere ("pendant 5 secondes", "10 points").
UNITS = {
    "sv": ("poäng", "sekunder", "sekund", r"tärning\w*"),
    "fr": ("points", "point", "secondes", "seconde", "dés", "dé"),
}


@pytest.mark.parametrize("code", sorted(UNITS))
def test_a_number_and_its_unit_share_a_line(code: str) -> None:
    _, messages = read(COMMITTED[code])
    unit = "|".join(UNITS[code])
    loose = re.compile(rf"(?:\d|%\d|%n) (?:{unit})\b")
    problems = [
        f"{m.where()}: {found.group()!r} needs U+00A0: {form!r}"
        for m in messages
        for form in m.forms
        for found in loose.finditer(form)
    ]
    assert not problems, "\n".join(problems)


# What a translator cannot use: identifiers (PIN_LOCK_SECONDS, hold_seconds, self.x, f()),
# code in backticks, tracker references. A Python "#:" comment that is not directly before
# its translate() call is joined by lupdate into the next message's comment, which is how
# such text reaches translators; those comments are plain "#" comments in the code.
CODE_NAMES = re.compile(
    r"`|\bissue\s*#?\d+|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b[a-z][a-z0-9]*_[a-z0-9_]+\b"
    r"|\bself\.|\b\w+\(\)|\.py\b|\.qml\b"
)


def test_translator_comments_speak_to_translators_not_to_developers() -> None:
    _, messages = read(COMMITTED["en"])
    problems = [
        f"{m.where()}: {found.group(0)!r} in {m.extracomment!r}"
        for m in messages
        for found in [CODE_NAMES.search(m.extracomment)]
        if found
    ]
    assert not problems, "\n".join(problems)


def test_python_translator_comments_sit_directly_before_their_call() -> None:
    """Every "#:" comment in a file with translatable texts belongs to a translate()/tr()."""
    call = re.compile(r"\b(translate|tr)\(")
    problems = []
    for path in sorted((PROJECT_DIR / "magdagdon").rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        if not any(call.search(line) for line in lines):
            continue  # lupdate joins comments only into a message of the same file
        for i, line in enumerate(lines):
            if not line.lstrip().startswith("#:"):
                continue
            code = [text for text in lines[i + 1 :] if not text.lstrip().startswith("#")]
            following = " ".join(code[:3])  # the call may open inside `return arg(`
            if not call.search(following):
                where = f"{path.relative_to(PROJECT_DIR).as_posix()}:{i + 1}"
                problems.append(f"{where}: '#:' not before a translate() call; use '#'")
    assert not problems, "\n".join(problems)


# The rules screen lists penalties and bonuses ("−10, −20 and −40", "STRAIGHT +60") and ends
# with a formula: a line there never starts with a signed number nor ends with a sign (the
# 2026-12-07 review saw "−40" open a line at 800×600), so a no-break space goes before a
# signed number and after a sign that stands alone.
LOOSE_SIGN = re.compile(r" [−+](?=\d)|(?<= )[−+=] ")


@pytest.mark.parametrize("code", SHIPPED)
def test_the_rules_never_break_a_line_at_a_sign(code: str) -> None:
    _, messages = read(COMMITTED[code])
    problems = [
        f"{m.where()}: {found.group()!r} in {form!r}"
        for m in messages
        if m.context == "RulesPage"
        for form in m.forms
        for found in LOOSE_SIGN.finditer(form)
    ]
    assert not problems, "\n".join(problems)
