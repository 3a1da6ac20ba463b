"""A translation in progress, made viewable: what is translated shows translated, the rest in
English between ‹ and ›, so a translator sees in the game what is left.

The preview is the source of a ``.qm`` that only a language in progress gets (it is built into
``translations/preview/``, which the installers never carry). A shipped language is built with
``lrelease -nounfinished`` instead: an unfinished message is plain English there, never a
stale translation and never a mark.
"""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

#: Around a text the preview shows in English; the bundled font (Quicksand) draws both.
OPEN, CLOSE = "‹", "›"


def mark(text: str) -> str:
    """``text`` as the preview shows an English leftover: ‹Roll›."""
    return f"{OPEN}{text}{CLOSE}" if text else text


def _english_forms(english: ElementTree.Element | None) -> dict[tuple[str, str, str], list[str]]:
    """(context, source, disambiguation) -> the finished English text(s), plural forms too."""
    forms: dict[tuple[str, str, str], list[str]] = {}
    if english is None:
        return forms
    for context in english.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is None:
                continue
            texts = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            if any(texts):
                key = (name, message.findtext("source") or "", message.findtext("comment") or "")
                forms[key] = texts
    return forms


def write_preview(ts: Path, english_ts: Path | None, out: Path) -> int:
    """Write to ``out`` the catalogue ``ts`` with every unfinished or empty message filled with
    its English text, marked (plural forms from ``english_ts``: the first form of the language
    takes the English singular, the others the English plural). Returns how many messages are
    marked."""
    tree = ElementTree.parse(ts)
    english = ElementTree.parse(english_ts).getroot() if english_ts is not None else None
    known = _english_forms(english)
    marked = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is None:
                tr = ElementTree.SubElement(message, "translation")
            kind = tr.get("type", "")
            if kind in {"vanished", "obsolete"}:
                continue
            targets = list(tr.iter("numerusform"))
            filled = any((f.text or "").strip() for f in targets) or bool((tr.text or "").strip())
            if kind != "unfinished" and filled:
                continue
            source = message.findtext("source") or ""
            key = (name, source, message.findtext("comment") or "")
            english_texts = known.get(key) or [source]
            if message.get("numerus") == "yes":
                if not targets:
                    targets = [ElementTree.SubElement(tr, "numerusform") for _ in english_texts]
                for i, target in enumerate(targets):
                    # One form only (Japanese, Chinese): the English plural reads best.
                    at = len(english_texts) - 1 if len(targets) == 1 else i
                    target.text = mark(english_texts[min(at, len(english_texts) - 1)])
            else:
                tr.text = mark(english_texts[0])
            tr.attrib.pop("type", None)
            marked += 1
    out.parent.mkdir(parents=True, exist_ok=True)
    tree.write(out, encoding="utf-8", xml_declaration=True)
    return marked
