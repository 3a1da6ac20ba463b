"""Read Qt Linguist .ts files into plain records the tests can compare and check."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from magdagdon.i18n.workflow import PROJECT_DIR

# %1..%99 with an optional L (locale-formatted), %n and %Ln (counts).
PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)")
# Markup a translation must keep: <b>, </b>, <br/>, <a href=...> (attributes included).
TAG = re.compile(r"</?[A-Za-z][^<>]*>")


@dataclass(frozen=True)
class Message:
    """One message of a catalogue, as lupdate wrote it."""

    context: str
    source: str
    comment: str  # disambiguation, part of the message's identity
    extracomment: str  # translator comment (//: or #:)
    numerus: bool
    type: str  # "", "unfinished", "vanished", "obsolete"
    forms: tuple[str, ...]  # the translation, or one entry per plural form

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)

    def where(self) -> str:
        return f"[{self.context}] {self.source!r}" + (f" ({self.comment})" if self.comment else "")


def read(path: Path) -> tuple[str, list[Message]]:
    """The catalogue's target language and its messages, in file order."""
    root = ET.parse(path).getroot()
    messages = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                forms: tuple[str, ...] = ()
                kind = "unfinished"
            else:
                kind = tr.get("type", "")
                if numerus:
                    forms = tuple(f.text or "" for f in tr.iter("numerusform"))
                else:
                    forms = (tr.text or "",)
            messages.append(
                Message(
                    context=name,
                    source=msg.findtext("source") or "",
                    comment=msg.findtext("comment") or "",
                    extracomment=msg.findtext("extracomment") or "",
                    numerus=numerus,
                    type=kind,
                    forms=forms,
                )
            )
    return root.get("language", ""), messages


def placeholders(text: str) -> list[str]:
    """The placeholders and markup tags of a text, sorted (order may change in translation)."""
    return sorted(PLACEHOLDER.findall(text) + TAG.findall(text))


def copy_project(dest: Path, *, code: bool = True) -> Path:
    """What the translation workflow reads, copied into ``dest`` for a test to change: qml/,
    magdagdon/ (an empty folder when not ``code``), every .ts, the roster and the glossary
    (no .qm, no tests)."""
    shutil.copytree(PROJECT_DIR / "qml", dest / "qml")
    if code:
        no_cache = shutil.ignore_patterns("__pycache__")
        shutil.copytree(PROJECT_DIR / "magdagdon", dest / "magdagdon", ignore=no_cache)
    else:
        (dest / "magdagdon").mkdir()
    (dest / "translations").mkdir()
    for pattern in ("*.ts", "languages.txt", "GLOSSARY.md"):
        for found in sorted((PROJECT_DIR / "translations").glob(pattern)):
            shutil.copy2(found, dest / "translations")
    return dest
