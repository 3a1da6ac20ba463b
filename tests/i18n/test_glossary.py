"""One name per concept in each language: the catalogues follow translations/GLOSSARY.md.

A message whose English names a concept of the glossary names it, in each translation, with
that language's word; no translation uses a word the glossary's second table rules out. Every
language the catalogues have is checked against its column: a shipped one must have a
complete column, a language in progress is checked as far as its column and its translated
messages go.
"""

from __future__ import annotations

import pytest

from magdagdon.i18n.glossary import Glossary, parse_glossary, pattern, read_glossary
from magdagdon.i18n.workflow import LANGUAGES, PROJECT_DIR, SHIPPED, ts_path
from tests.i18n.catalogue import Message, read

GLOSSARY_FILE = PROJECT_DIR / "translations" / "GLOSSARY.md"


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    return read_glossary(GLOSSARY_FILE)


def _translated(message: Message) -> list[str]:
    """The forms a translator has filled in and finished (an unfinished one is not yet a
    translation: it may hold the old text of an edited message)."""
    if message.type:
        return []
    return [form for form in message.forms if form.strip()]


def test_the_glossary_has_the_rule_sheets_languages_and_a_template(glossary: Glossary) -> None:
    assert {"en", "sv", "fr"} <= set(glossary.languages)
    assert len(glossary.concepts) >= 30
    for code in glossary.languages:
        assert glossary.complete(code), f"the {code} column has empty cells"
    header = GLOSSARY_FILE.read_text(encoding="utf-8")
    assert "(xx) |" in header, "the column a new language copies"
    assert {"MAGDAGDON", "PEACEFUL", "SURVIVAL", "NIGHTMARE", "Majda Power"} <= (
        glossary.fixed_names()
    )


@pytest.mark.parametrize("code", SHIPPED)
def test_every_shipped_language_has_its_column(glossary: Glossary, code: str) -> None:
    assert code in glossary.languages and glossary.complete(code), (
        f"translations/GLOSSARY.md has no complete column for {code}, a shipped language: "
        "copy the (xx) column and fill in every row"
    )


@pytest.mark.parametrize("code", LANGUAGES)
def test_one_name_per_concept(glossary: Glossary, code: str) -> None:
    if code not in glossary.languages:
        pytest.skip(f"{code} is in progress and has no glossary column yet")
    _, messages = read(ts_path(code, PROJECT_DIR / "translations"))
    problems = []
    for concept in glossary.concepts:
        english = [pattern(form, whole=True) for form in concept.forms["en"]]
        ours = [pattern(form, whole=False) for form in concept.forms[code]]
        if not ours:
            continue  # a row not agreed yet (a language in progress)
        for m in messages:
            if not any(p.search(m.source) for p in english):
                continue
            for form in _translated(m) if code != "en" else [m.source, *m.forms]:
                if not any(p.search(form) for p in ours):
                    problems.append(
                        f"{m.where()}: {concept.concept!r} is "
                        f"{' / '.join(concept.forms[code])} in {code}: {form!r}"
                    )
    assert not problems, "translations/GLOSSARY.md says otherwise:\n" + "\n".join(problems)


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_word_the_glossary_rules_out(glossary: Glossary, code: str) -> None:
    _, messages = read(ts_path(code, PROJECT_DIR / "translations"))
    problems = []
    for avoid in (a for a in glossary.avoid if a.code == code):
        found = pattern(avoid.word, whole=False)
        for m in messages:
            for text in [m.source] if code == "en" else _translated(m):
                if found.search(text):
                    problems.append(f"{m.where()}: {avoid.word!r}, not {avoid.instead!r}: {text!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("form", "whole", "text", "found"),
    [
        ("ROLL", True, "Press ROLL.", True),
        ("ROLL", True, "REROLL: now 3", False),  # a word of its own
        ("ROLL", True, "roll the dice", False),  # capitals exactly
        ("expert", True, "Expert", True),  # a heading's capital
        ("code", True, "PLAY THE CODE", False),
        ("RUIN", False, "kan bli RUINEN", True),  # a translation inflects
        ("RUIN", False, "INTERRUIN", False),  # from the start of a word
        ("utmaning", False, "Dagsutmaningen", True),  # and compounds
        ("ÖKA +1", False, "ÖKA\u00a0+1", True),  # a no-break space is a space
        ("bästa drag", False, "det bästa draget", True),
        ("meilleur coup", False, "le meilleur tour", False),
    ],
)
def test_how_a_form_is_found(form: str, whole: bool, text: str, found: bool) -> None:
    assert bool(pattern(form, whole=whole).search(text)) is found


def test_a_new_language_column_is_read_and_a_template_is_not() -> None:
    text = (
        "| concept | rule | English (en) | Deutsch (de) | new language (xx) |\n"
        "|---|---|---|---|---|\n"
        "| throw the dice | R3.1 | ROLL | WÜRFELN | |\n"
        "| the calm difficulty (a name: never translated) | R2 | PEACEFUL | PEACEFUL | |\n"
        "\n"
        "| language | not | but | why |\n"
        "|---|---|---|---|\n"
        "| Deutsch (de) | WERFEN | WÜRFELN | the agreed word |\n"
    )
    glossary = parse_glossary(text)
    assert glossary.languages == ("en", "de")
    assert glossary.complete("de")
    assert glossary.concepts[0].name("de") == "WÜRFELN"
    assert glossary.fixed_names() == {"PEACEFUL"}
    (avoid,) = glossary.avoid
    assert (avoid.code, avoid.word, avoid.instead) == ("de", "WERFEN", "WÜRFELN")
