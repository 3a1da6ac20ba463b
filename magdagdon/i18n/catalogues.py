"""Reading and repairing Qt Linguist catalogues (.ts): what waits for a translator, what
vanished, and carrying a translation over to the edited text that replaced it.

Pure XML work on one file, apart from the lupdate/lrelease workflow in ``magdagdon.i18n``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from xml.etree import ElementTree

#: How alike (difflib ratio) a new source text must be to a vanished one to inherit its
#: translation; below it the texts are different messages, not an edit of one.
SIMILAR_TEXT = 0.6


def carry_over_translations(ts: Path) -> int:
    """Give each empty unfinished message the translation of the vanished one it replaces.

    lupdate's own similar-text heuristic does not fire for these catalogues, so a changed
    paragraph came back empty. The match is within one context, between messages of the same
    kind (plural or not), best ratio first, each vanished message used once. Returns how many
    messages received a translation; they stay unfinished for the translator to revise, with
    the old English as ``<oldsource>`` (Linguist's "Source text (old)"), which goes once the
    translator marks the message finished.
    """
    from difflib import SequenceMatcher
    from xml.etree import ElementTree

    tree = ElementTree.parse(ts)
    carried = 0
    tidied = _drop_revised_old_sources(tree.getroot())
    for context in tree.getroot().iter("context"):
        messages = list(context.iter("message"))

        def forms(message: ElementTree.Element) -> list[ElementTree.Element]:
            tr = message.find("translation")
            if tr is None:
                return []
            return list(tr.iter("numerusform")) or [tr]

        def kind(message: ElementTree.Element) -> str:
            tr = message.find("translation")
            return "" if tr is None else tr.get("type", "")

        gone = [m for m in messages if kind(m) in {"vanished", "obsolete"}]
        empty = [
            m
            for m in messages
            if kind(m) == "unfinished" and not any((f.text or "").strip() for f in forms(m))
        ]

        def similarity(new: ElementTree.Element, old: ElementTree.Element) -> float:
            return SequenceMatcher(
                None, new.findtext("source") or "", old.findtext("source") or ""
            ).ratio()

        pairs = sorted(
            (
                (similarity(new, old), i, j)
                for i, new in enumerate(empty)
                for j, old in enumerate(gone)
                if new.get("numerus") == old.get("numerus")
            ),
            reverse=True,
        )
        used_new: set[int] = set()
        used_old: set[int] = set()
        for ratio, i, j in pairs:
            if ratio < SIMILAR_TEXT or i in used_new or j in used_old:
                continue
            old_forms = [f.text or "" for f in forms(gone[j])]
            targets = forms(empty[i])
            if len(targets) != len(old_forms):
                continue
            for target, text in zip(targets, old_forms, strict=True):
                target.text = text
            # Linguist shows it as "Source text (old)": the reviser sees what changed.
            _set_old_source(empty[i], gone[j].findtext("source") or "")
            used_new.add(i)
            used_old.add(j)
            carried += 1
    if carried or tidied:
        ElementTree.indent(tree)
        with open(ts, "wb") as out:
            out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
            tree.write(out, encoding="utf-8", xml_declaration=False)
    return carried


def _drop_revised_old_sources(root: ElementTree.Element) -> int:
    """Remove ``<oldsource>`` from every finished message: it only helps while revising."""
    dropped = 0
    for message in root.iter("message"):
        tr = message.find("translation")
        if tr is not None and tr.get("type") != "unfinished":
            for old in message.findall("oldsource"):
                message.remove(old)
                dropped += 1
    return dropped


def _set_old_source(message: ElementTree.Element, text: str) -> None:
    """Put ``<oldsource>`` right after ``<source>``, where lupdate and Linguist expect it."""
    from xml.etree import ElementTree

    for old in message.findall("oldsource"):
        message.remove(old)
    children = list(message)
    at = next((i + 1 for i, child in enumerate(children) if child.tag == "source"), 0)
    element = ElementTree.Element("oldsource")
    element.text = text
    message.insert(at, element)


def unfinished(ts: Path) -> int:
    """How many messages of a .ts file still wait for a translator."""
    return len(unfinished_messages(ts))


def unfinished_messages(ts: Path) -> list[tuple[str, str]]:
    """(context, source text) of every message of a .ts file still waiting for a translator."""
    from xml.etree import ElementTree

    root = ElementTree.parse(ts).getroot()
    waiting = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            empty = translation is None or not (
                (translation.text or "").strip()
                or any((f.text or "").strip() for f in translation.iter("numerusform"))
            )
            if empty or (translation is not None and translation.get("type") == "unfinished"):
                waiting.append((name, message.findtext("source") or ""))
    return waiting


#: What a vanished message in a committed catalogue means, said by status and the tests.
PLAIN_LUPDATE = (
    "A plain 'pyside6-lupdate qml magdagdon -ts ...' skips the Python subpackages "
    "(magdagdon/kiosk, magdagdon/storage) and marks their texts vanished; "
    "run 'python -m magdagdon.i18n update' instead, which lists every source file."
)


def vanished_messages(ts: Path) -> list[tuple[str, str]]:
    """(context, source text) of every message lupdate marked vanished or obsolete.

    ``update`` never leaves any (it drops them), so one in a committed file means the
    catalogue was updated some other way and real texts may have been lost.
    """
    from xml.etree import ElementTree

    lost = []
    for context in ElementTree.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in {"vanished", "obsolete"}:
                lost.append((context.findtext("name") or "", message.findtext("source") or ""))
    return lost
