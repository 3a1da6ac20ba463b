"""The length budget of every on-screen text, as its translator comment states it.

Each message shown on screen says in its comment how much room it has: "Room: 12 characters."
(placeholders such as %1 and markup do not count, the words around them do), or "Room: any
length (the page scrolls)." for a paragraph of a page that scrolls. A text read only by a
screen reader (its comment starts "Screen-reader") or printed on the console has none.

Where the numbers come from (translations/README.md, Length budget): every page holds texts
40 % longer than the English at 800×600 (the pseudo-language tour checks it), and each
shipped translation is checked on screen at 800×600 and at 150 % and 200 % text size; a
room is at least the first and never less than what the shipped languages already use.
"""

from __future__ import annotations

import re
from pathlib import Path

#: A translator comment's statement of room.
ROOM = re.compile(r"Room: (?:(\d+) characters|any length)")
#: Comments of texts no one sees on screen: read aloud, or printed.
OFFSCREEN = re.compile(r"^(?:Screen-reader|One line printed)")
#: What does not count: placeholders (%1, %L1, %n, %Ln) and markup tags.
_NOT_COUNTED = re.compile(r"%L?(?:\d{1,2}|n)|</?[A-Za-z][^<>]*>")
#: The growth every page is checked to hold (the pseudo-language's).
GROWTH = 0.4


def length(text: str) -> int:
    """How many characters of ``text`` count against its room."""
    return len(_NOT_COUNTED.sub("", text))


def offscreen(comment: str) -> bool:
    return bool(OFFSCREEN.match(comment.strip()))


def room(comment: str) -> int | None:
    """The room a comment states: a number of characters, or None (any length, or a text not
    on screen, or no statement)."""
    found = ROOM.search(comment)
    return int(found.group(1)) if found and found.group(1) else None


def states_room(comment: str) -> bool:
    return offscreen(comment) or bool(ROOM.search(comment))


def over_budget(ts: Path) -> list[tuple[str, str, str, int]]:
    """(context, source, translation, room) of every finished translation in ``ts`` longer
    than the room its comment states."""
    from xml.etree import ElementTree

    found = []
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            limit = room(message.findtext("extracomment") or "")
            tr = message.find("translation")
            if limit is None or tr is None or tr.get("type"):
                continue
            for text in [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]:
                if length(text) > limit:
                    found.append((name, message.findtext("source") or "", text, limit))
    return found
