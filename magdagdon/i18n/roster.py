"""Which languages the game ships, and which are still being translated.

``translations/languages.txt`` says it, one language a line, in the order Settings lists them::

    sv shipped
    fr shipped
    en shipped
    de in progress

*shipped*: Settings offers it, the installers carry it, and every message must be finished
(the catalogue tests and the packaging command refuse anything less). *in progress*: a
translation under way; ``magdagdon --lang de`` previews it (what is not translated yet shows in
English, marked), the tests check what is filled in and leave the rest, and nothing ships.
``python -m magdagdon.i18n add`` writes the line of a new language, ``ship`` turns it to
shipped. It is data, not code: a translator changes it without touching Python.

A frozen build carries only the shipped catalogues' ``.qm`` files and no roster: there, every
catalogue present is shipped. Reading never raises for the game: a damaged line is logged once
and skipped (the tests and the commands read it strictly and say which line is wrong).
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import NamedTuple

log = logging.getLogger(__name__)

#: The roster's file name, beside the catalogues.
ROSTER = "languages.txt"
SHIPPED = "shipped"
IN_PROGRESS = "in progress"
STATES = (SHIPPED, IN_PROGRESS)

#: A language code as the catalogues' file names carry it: "sv", "de", "pt", "nb".
CODE = re.compile(r"^[a-z]{2,3}$")

HEADER = """\
# The game's languages, one a line: its code, then its state. Settings lists the shipped ones
# in this order.
#   shipped      Settings offers it and the installers carry it: every message is finished.
#   in progress  a translation under way: preview it with "magdagdon --lang <code>"; the tests
#                check what is translated so far; it does not ship.
# "python -m magdagdon.i18n add <code>" adds a line, "python -m magdagdon.i18n ship <code>"
# ships it once every message is finished (translations/README.md).
"""


class RosterError(ValueError):
    """translations/languages.txt holds a line that is not "<code> <state>"; says which."""


class Entry(NamedTuple):
    """One line of the roster. (A NamedTuple: it is read before the first frame.)"""

    code: str
    state: str

    @property
    def shipped(self) -> bool:
        return self.state == SHIPPED


def roster_path(folder: Path) -> Path:
    return folder / ROSTER


def parse(text: str, where: str = ROSTER) -> list[Entry]:
    """The entries of a roster's text, strictly: a line that is neither a comment, blank, nor
    "<code> <state>" (or names a language twice) raises :class:`RosterError`."""
    entries: list[Entry] = []
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), start=1):
        content = line.split("#", 1)[0].strip()
        if not content:
            continue
        code, _, state = content.partition(" ")
        state = " ".join(state.split())
        if not CODE.match(code) or state not in STATES:
            raise RosterError(
                f"{where}:{number}: {line.strip()!r} is not '<code> <state>' "
                f"(a code such as de, then {' or '.join(STATES)})"
            )
        if code in seen:
            raise RosterError(f"{where}:{number}: {code} is listed twice")
        seen.add(code)
        entries.append(Entry(code, state))
    return entries


def read(folder: Path, *, strict: bool = False) -> list[Entry] | None:
    """The roster of ``folder``, or None when it has none (a frozen build). Not ``strict``
    (the game): a damaged file is logged and read as far as its good lines go."""
    path = roster_path(folder)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        if strict:
            raise RosterError(f"{path}: cannot be read: {exc}") from exc
        log.warning("%s cannot be read (%s): every catalogue counts as in progress", path, exc)
        return []
    if strict:
        return parse(text, str(path))
    good: list[Entry] = []
    for line in text.splitlines():
        try:
            good += [e for e in parse(line, str(path)) if e.code not in {g.code for g in good}]
        except RosterError as exc:
            log.warning("%s; that line is skipped", exc)
    return good


def set_state(folder: Path, code: str, state: str) -> None:
    """Write ``code``'s state: its line changes in place, or a new line goes at the end (a new
    file starts with the explanation). Comments and the other lines stay as they are."""
    if state not in STATES or not CODE.match(code):
        raise RosterError(f"cannot set {code!r} to {state!r}")
    path = roster_path(folder)
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else HEADER.splitlines()
    parse("\n".join(lines), str(path))  # a damaged file is not rewritten
    wanted = f"{code} {state}"
    for i, line in enumerate(lines):
        if line.split("#", 1)[0].split(" ", 1)[0] == code:
            lines[i] = wanted
            break
    else:
        lines.append(wanted)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
