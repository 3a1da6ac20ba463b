"""The pseudo-locale (issue 19): every text 40% longer, accented, placeholders kept.

Made at test time from the real sources (the English catalogue lists every message and its
plural forms), so every message the code has is in it; tests load it with a QTranslator.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from magdagdon.i18n.workflow import PROJECT_DIR, build_qm, ts_path
from tests.i18n.catalogue import PLACEHOLDER, TAG, read

#: The pseudo catalogue's file code: magdagdon_pseudo.ts / .qm, in a test's own folder.
PSEUDO = "pseudo"
#: How much longer a pseudo text is than its English one.
GROWTH = 0.4
# Accented look-alikes the bundled font (Quicksand) draws itself; b, m, v, x have none there.
_ACCENTS = str.maketrans(
    "acdefghijklnopqrstuwyzACDEGHIJKLNOPRSTUWYZ",
    "åçðéƒĝĥîĵķļñöþǫŕšţûŵýžÅÇÐÉĜĤÎĴĶĻÑÖÞŔŠŢÛŴÝŽ",
)
# Filler words that make up the extra length (and wrap like words do).
_FILLER = "ļöŕém îþšûm ðöļöŕ šîţ åméţ çöñšéçţéţûŕ åðîþîšçîñĝ éļîţ šéð ðö éîûšmöð ţémþöŕ "
_PROTECTED = re.compile(f"({PLACEHOLDER.pattern}|{TAG.pattern}|&[A-Za-z]+;|\n)")


def pseudo(text: str) -> str:
    """``text`` accented and 40% longer, as "[Ĉöñƒîŕḿ ļöŕ]": placeholders, markup and line
    breaks are kept; a text with no letter (a pattern such as "%1 · %2", ", ") is kept."""
    parts = _PROTECTED.split(text)
    if not any(c.isalpha() for i, part in enumerate(parts) if i % 2 == 0 for c in part):
        return text
    shown = TAG.sub("", text)  # what the player reads, a placeholder as long as itself
    accented = "".join(
        part.translate(_ACCENTS) if i % 2 == 0 else part for i, part in enumerate(parts)
    )
    extra = max(2, math.ceil(len(shown) * GROWTH))  # the brackets count
    filler = _FILLER * (1 + extra // len(_FILLER))
    letters = [c for c in shown if c.isalpha()]
    if letters and all(c.isupper() for c in letters):
        filler = filler.upper()
    room = extra - 2
    pad = "·" * room if room < 2 else " " + filler[: room - 1]
    if pad.endswith(" "):
        pad = pad[:-1] + "·"
    return f"[{accented}{pad}]"


def write_pseudo_catalogue(folder: Path) -> Path:
    """The pseudo catalogue from the real sources (the English file lists every message and
    its plural forms), built into ``folder``; returns the .qm to load with a QTranslator."""
    _, messages = read(ts_path("en", PROJECT_DIR / "translations"))
    root = ET.Element("TS", version="2.1", language="en")
    contexts: dict[str, ET.Element] = {}
    for m in messages:
        if m.type in ("vanished", "obsolete"):
            continue
        if m.context not in contexts:
            contexts[m.context] = ET.SubElement(root, "context")
            ET.SubElement(contexts[m.context], "name").text = m.context
        msg = ET.SubElement(contexts[m.context], "message")
        ET.SubElement(msg, "source").text = m.source
        if m.comment:
            ET.SubElement(msg, "comment").text = m.comment
        tr = ET.SubElement(msg, "translation")
        forms = [f or m.source for f in m.forms] or [m.source]
        if m.numerus:
            msg.set("numerus", "yes")
            for form in forms if len(forms) > 1 else forms * 2:
                ET.SubElement(tr, "numerusform").text = pseudo(form)
        else:
            tr.text = pseudo(forms[0])
    folder.mkdir(parents=True, exist_ok=True)
    ET.ElementTree(root).write(ts_path(PSEUDO, folder), encoding="utf-8", xml_declaration=True)
    return build_qm(PSEUDO, folder)


_BRACKETED = re.compile(r"\[[^\[\]]*\]")
#: A game code ("P5WX9RG-DQTQK1N"): data, not a text.
_GAME_CODE = re.compile(r"\b[PSN][0-9A-Z]{6}-[0-9A-Z]{7}\b")
_WORD = re.compile(r"[^\W\d_]{2,}")


def not_translated() -> set[str]:
    """Words a screen shows that no catalogue holds, on purpose: the names the glossary says
    are never translated (MAGDAGDON, the difficulties, Majda Power, CUBIRI ORIGINAL), each
    language's own name in the language picker, and the month and day names and AM/PM of
    dates and times (the locale writes them)."""
    from PySide6.QtCore import QLocale

    from magdagdon.i18n.glossary import read_glossary
    from magdagdon.i18n.language import native_name
    from magdagdon.i18n.workflow import LANGUAGES

    glossary = read_glossary(PROJECT_DIR / "translations" / "GLOSSARY.md")
    words = {word for name in glossary.fixed_names() for word in name.split()}
    words |= {native_name(code) for code in LANGUAGES}
    locale = QLocale(QLocale.Language.English)
    for kind in (QLocale.FormatType.LongFormat, QLocale.FormatType.ShortFormat):
        words |= {locale.monthName(m, kind) for m in range(1, 13)}
        words |= {locale.dayName(d, kind) for d in range(1, 8)}
    return words | {locale.amText(), locale.pmText()}


def outside_catalogues(text: str, allowed: set[str] | None = None) -> list[str]:
    """The words of a visible ``text`` that came from no catalogue: in the pseudo-language
    every translated text is bracketed ("[Ŕöļļ ļöŕém]"), and a text made of others keeps
    their brackets ("[Šţéþ 2 öƒ 9 · [Ŕöļļîñĝ]]"); what is left outside every bracket must be
    numbers, signs, a game code or a name no language translates."""
    rest = _GAME_CODE.sub(" ", text)
    while (inner := _BRACKETED.sub(" ", rest)) != rest:
        rest = inner
    allowed = not_translated() if allowed is None else allowed
    return [word for word in _WORD.findall(rest) if word not in allowed]
