"""The game's words in each language, read from ``translations/GLOSSARY.md``.

The glossary is a Markdown page for people (translators agree a new language's words in it
before translating) and, read here, the data of the checks: one name per concept in each
language (``tests/i18n/test_glossary.py``) and the words each language never uses.

Its first table has a row per concept and a column per language, headed with the language's
code in parentheses ("Svenska (sv)"); the column headed "(xx)" is the template a translator
copies for a new language. A cell holds the concept's name, then, after " / ", the other forms
a sentence may need (a plural, the definite form, the verb): "RUIN / RUINS", "KASTA / kast".
An English form is found as a whole word, as written (a lower-case one also with a capital
first letter); in a translation a form in capitals is a button or a name and must appear
exactly so, at the start of a word ("RUINEN" holds "RUIN"), and a form with lower-case
letters anywhere, whatever its case ("Dagsutmaningen" holds "utmaning"). Its second table lists the
words not to use, per language, with the word to use instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

#: The template column's code: a new language copies it.
TEMPLATE = "xx"
#: A no-break space (or a narrow one) joins a button's word and number ("ÖKA\u00a0+1"): a
#: form's plain space matches either.
_SPACES = "[ \u00a0\u202f]"


class GlossaryError(ValueError):
    """translations/GLOSSARY.md is not laid out as the checks read it; says where."""


@dataclass(frozen=True)
class Concept:
    """One row: what the word names, the rule it comes from, and its forms per language."""

    concept: str
    rule: str
    forms: dict[str, tuple[str, ...]]  # code -> (name, other forms...); empty: not agreed yet

    def name(self, code: str) -> str:
        return self.forms[code][0] if self.forms.get(code) else ""


@dataclass(frozen=True)
class Avoid:
    """One row of the second table: a word a language does not use, and what it uses."""

    code: str
    word: str
    instead: str
    why: str


@dataclass
class Glossary:
    concepts: list[Concept]
    avoid: list[Avoid] = field(default_factory=list)
    languages: tuple[str, ...] = ()  # the language columns, the template excluded

    def complete(self, code: str) -> bool:
        """Every concept has a name in ``code``'s column."""
        return bool(self.concepts) and all(c.forms.get(code) for c in self.concepts)

    def fixed_names(self) -> set[str]:
        """The names no language translates (MAGDAGDON, the difficulties, Majda Power): the
        rows whose concept says "never translated"."""
        return {c.name("en") for c in self.concepts if "never translated" in c.concept}


def pattern(form: str, *, whole: bool) -> re.Pattern[str]:
    """The regular expression that finds ``form`` in a text, a space matching a no-break space
    too. ``whole`` (the English sources): the whole words exactly as written, a lower-case form
    also with a capital first letter (at the start of a sentence or a heading). Else (a
    translation, which may inflect or compound it: RUINEN, dagsutmaningen): a form in capitals
    from the start of a word, exactly; a form with lower-case letters anywhere, in any case."""
    words = _SPACES.join(re.escape(word) for word in form.split(" "))
    capitals = form.upper() == form
    if whole:
        if not capitals and form[:1].islower():
            words = f"[{form[0]}{form[0].upper()}]" + words[len(re.escape(form[0])) :]
        return re.compile(rf"(?<!\w){words}(?!\w)")
    start = r"(?<!\w)" if capitals and form[:1].isalnum() else ""
    return re.compile(start + words, 0 if capitals else re.IGNORECASE)


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def _tables(text: str) -> Iterable[list[list[str]]]:
    """Each Markdown table of ``text`` as rows of cells, the header first (no separator)."""
    rows: list[list[str]] = []
    for line in [*text.splitlines(), ""]:
        if line.lstrip().startswith("|"):
            cells = _cells(line)
            if not all(set(c) <= set("-: ") for c in cells):
                rows.append(cells)
        elif rows:
            yield rows
            rows = []


def _forms(cell: str) -> tuple[str, ...]:
    return tuple(form.strip().strip("`") for form in cell.split(" / ") if form.strip())


def parse_glossary(text: str, where: str = "GLOSSARY.md") -> Glossary:
    tables = list(_tables(text))
    if not tables:
        raise GlossaryError(f"{where}: no table of the game's words")
    header, *rows = tables[0]
    codes: dict[int, str] = {}
    for i, title in enumerate(header):
        found = re.search(r"\((\w{2,3})\)\s*$", title)
        if found:
            codes[i] = found.group(1)
    if "en" not in codes.values() or len(header) < 3:
        raise GlossaryError(f"{where}: the first table needs a column per language, 'English (en)'")
    concepts = []
    for number, row in enumerate(rows, start=1):
        if len(row) != len(header):
            raise GlossaryError(f"{where}: row {number} has {len(row)} cells, not {len(header)}")
        forms = {code: _forms(row[i]) for i, code in codes.items()}
        if not forms["en"]:
            raise GlossaryError(f"{where}: row {number} ({row[0]}) has no English name")
        concepts.append(Concept(row[0], row[1], forms))
    avoid = []
    for table in tables[1:]:
        head = [h.lower() for h in table[0]]
        if head[:3] == ["language", "not", "but"]:
            for row in table[1:]:
                code = re.sub(r".*\((\w{2,3})\)\s*$", r"\1", row[0])
                avoid.append(Avoid(code, row[1].strip("`"), row[2].strip("`"), row[3]))
    languages = tuple(code for code in codes.values() if code != TEMPLATE)
    return Glossary(concepts, avoid, languages)


def read_glossary(path: Path) -> Glossary:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise GlossaryError(f"{path}: cannot be read: {exc}") from exc
    return parse_glossary(text, str(path))
