"""The INI text of the settings file, read and written by the store itself, never by Qt.

Why not ``QSettings``: it decodes ``@Variant(...)`` values natively before any Python check
can run (a 57-byte value claiming 2³¹−1 list items aborts the process), and one stray line
(``# comment``) makes it refuse every later write. This module reads the subset of
``QSettings``' INI format the store writes (sections, ``key="quoted string"``) and treats
everything else as inert text: a ``@Variant``, ``@ByteArray`` or list value is kept verbatim
(so a later release's value survives) but never decoded; a line it cannot read is reported
and skipped. What it writes ``QSettings`` reads back as the same strings (release 1.0.0 can
still open the file).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

MAX_LINE_CHARS: Final = 4_000_000  # a saved game is ~10 kB; anything longer is debris
MAX_DEBRIS_CHARS: Final = 8_000_000  # damaged lines kept for recovery, at most
BOM: Final = b"\xef\xbb\xbf"
DAMAGED: Final = "\0"  # the section of the lines under a header that could not be read
CHECK_MARK: Final = "crc"  # a line that may hold a sealed value (a byte may hurt a quote)
_UNDECODABLE = re.compile("[\udc80-\udcff]")  # bytes that were not UTF-8 (surrogateescape)
_SAFE_KEY = re.compile(r"[A-Za-z0-9_.\-]+")
_ESCAPES: Final = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
_ESCAPES.update({'"': '"', "\\": "\\", "'": "'", "?": "?", "0": "\0"})
# A quoted string as QSettings reads it: the escapes above or \x and 1-4 hex digits, then
# nothing but blanks after the closing quote (the loop this replaced, at C speed; possessive,
# so a string with no closing quote fails in linear time).
_QUOTED = re.compile(r'"((?:[^"\\]++|\\(?:[abfnrtv"\\\'?0]|x[0-9a-fA-F]{1,4}))*+)"\s*')
_ESCAPE = re.compile(r"\\(x[0-9a-fA-F]{1,4}|.)", re.DOTALL)
_ENCODE: Final = {
    **{c: f"\\x{c:x}" for c in (*range(0x20), 0x7F)},
    ord("\n"): "\\n",
    ord("\r"): "\\r",
    ord("\t"): "\\t",
    ord('"'): '\\"',
    ord("\\"): "\\\\",
}


# Plain classes, not dataclasses: this module is read before the window's first frame (the
# stored look), where importing dataclasses and building the classes costs ~2 ms (issue 16).
class Entry:
    """One ``key=value`` line: its text as found, and the string it holds (None: not a string
    this module decodes, e.g. ``@Variant(...)`` or a comma list)."""

    __slots__ = ("raw", "text")

    def __init__(self, raw: str, text: str | None) -> None:
        self.raw = raw
        self.text = text

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Entry):
            return NotImplemented
        return (self.raw, self.text) == (other.raw, other.text)

    __hash__ = None  # type: ignore[assignment]  # mutable, as the dataclass was

    def __repr__(self) -> str:
        return f"Entry(raw={self.raw!r}, text={self.text!r})"


class IniDocument:
    """The file as ``"section/key" -> Entry`` (``General`` keys have no section) in file order,
    and a note for every line that was not a readable entry."""

    __slots__ = ("debris", "debris_chars", "entries", "problems", "sections")

    def __init__(
        self, entries: dict[str, Entry] | None = None, problems: list[str] | None = None
    ) -> None:
        self.entries: dict[str, Entry] = {} if entries is None else entries
        self.problems: list[str] = [] if problems is None else problems
        # Lines that were not readable entries (section, text), for integrity.scan (a value
        # in a damaged line): ``MAX_DEBRIS_CHARS`` at most. Never written back.
        self.debris: list[tuple[str, str]] = []
        self.debris_chars = 0
        self.sections: set[str] = set()  # every section header read (entries or not)

    def add_debris(self, section: str, line: str) -> None:
        if self.debris_chars + len(line) <= MAX_DEBRIS_CHARS:
            self.debris.append((section, line))
            self.debris_chars += len(line)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, IniDocument):
            return NotImplemented
        return (self.entries, self.problems) == (other.entries, other.problems)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"IniDocument(entries={self.entries!r}, problems={self.problems!r})"

    def get(self, key: str) -> str | None:
        entry = self.entries.get(key)
        return None if entry is None else entry.text

    def set(self, key: str, text: str) -> None:
        self.entries[key] = Entry(encode_value(text), text)

    def remove(self, key: str) -> bool:
        return self.entries.pop(key, None) is not None

    def keys_list(self) -> list[str]:
        return list(self.entries)


def _unescape_key(text: str) -> str | None:
    """``QSettings``' key escaping (``%XX``, ``%UXXXX``, ``\\`` for ``/``); None if broken."""
    out: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "%":
            if text.startswith("%U", i):
                digits, i = text[i + 2 : i + 6], i + 6
            else:
                digits, i = text[i + 1 : i + 3], i + 3
            try:
                out.append(chr(int(digits, 16)))
            except ValueError:
                return None
            continue
        out.append("/" if ch == "\\" else ch)
        i += 1
    key = "".join(out)
    return key if key.isprintable() and key.strip() else None


def escape_key(key: str) -> str:
    """A key as ``QSettings`` writes it (every key the store makes is safe as it is)."""
    out = []
    for ch in key:
        if _SAFE_KEY.fullmatch(ch):
            out.append(ch)
        elif ch == "/":
            out.append("\\")
        elif ord(ch) < 0x100:
            out.append(f"%{ord(ch):02X}")
        else:
            out.append(f"%U{ord(ch):04X}")
    return "".join(out)


def decode_value(raw: str) -> str | None:
    """The string an INI value holds, as ``QSettings`` would read it; None for anything that
    is not one plain string (a ``@`` type, a list, a broken escape)."""
    text = raw.strip()
    if text.startswith("@"):
        return text[1:] if text.startswith("@@") else None  # @Variant, @ByteArray, ...
    if not text.startswith('"'):
        return None if "," in text or "\\" in text or '"' in text else text
    m = _QUOTED.fullmatch(text)
    if m is None:
        return None  # a broken escape, no closing quote, or `"a", "b"` (a list)
    body = m.group(1)
    return _ESCAPE.sub(_unescape, body) if "\\" in body else body


def _unescape(m: re.Match[str]) -> str:
    code = m.group(1)
    return chr(int(code[1:], 16)) if len(code) > 1 else _ESCAPES[code]


def encode_value(text: str) -> str:
    """``text`` as ``QSettings`` writes a string (quoted; ``@`` doubled at the start)."""
    if text.startswith("@"):
        text = "@" + text
    return '"' + text.translate(_ENCODE) + '"'


def parse(data: bytes, sections: Iterable[str] = ()) -> IniDocument:
    """Every readable entry of ``data``; never raises, whatever the bytes.

    Damage costs only the line it is on: a UTF-8 byte-order mark (Notepad's) is ignored; a
    line with a byte that is not UTF-8, a NUL or no ``=`` is skipped alone (its text is kept
    in ``debris`` for ``integrity.scan``, when it may hold a sealed value); a broken section
    header is matched to the nearest of ``sections`` (one letter off), else the lines under it
    are debris until the next header; of two equal keys the last wins, as in ``QSettings``,
    and the earlier one's line is debris too.
    """
    doc = IniDocument()
    if data.startswith(BOM):
        data = data[len(BOM) :]
    text = data.decode("utf-8", errors="surrogateescape")
    clean = _UNDECODABLE.search(text) is None
    known = {s.lower(): s for s in sections}
    section = ""
    skipped: list[int] = []
    for number, line in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
        stripped = line.strip()
        if not stripped or stripped[0] in ";#":
            if CHECK_MARK in stripped:  # a line turned into a comment may hold a value
                doc.add_debris(section, line)
            continue  # blank lines and comments: QSettings' own, and hand edits
        if len(line) > MAX_LINE_CHARS or "\0" in line or (not clean and _UNDECODABLE.search(line)):
            skipped.append(number)
            doc.add_debris(section, line)
            continue
        if stripped.startswith("[") or (stripped.endswith("]") and "=" not in stripped):
            name = _section_name(stripped, known)
            if name is None:
                skipped.append(number)
                section = DAMAGED  # the entries below belong to no readable section
                doc.add_debris(section, line)
                continue
            section = "" if name == "General" else name
            doc.sections.add(section)
            continue
        key_text, equals, value = line.partition("=")
        key = _unescape_key(key_text.strip()) if equals else None
        if key is None or section == DAMAGED:
            skipped.append(number)
            doc.add_debris(section, line)
            continue
        full = f"{section}/{key}" if section else key
        earlier = doc.entries.pop(full, None)  # the last of two equal keys wins (QSettings)
        if earlier is not None:
            doc.add_debris(section, earlier.raw)
        doc.entries[full] = Entry(value.strip(), decode_value(value))
    if skipped:
        shown = ", ".join(map(str, skipped[:5])) + (" ..." if len(skipped) > 5 else "")
        doc.problems.append(f"{len(skipped)} unreadable line(s) skipped (line {shown})")
    return doc


def _section_name(line: str, known: dict[str, str]) -> str | None:
    """The section a header line names: as written when it is whole, else (a damaged byte) the
    one of ``known`` it is one letter away from; None when it cannot be read."""
    whole = line.startswith("[") and line.endswith("]")
    inner = line[1 if line.startswith("[") else 0 : -1 if line.endswith("]") else None].strip()
    name = _unescape_key(inner)
    if name is not None and name.lower() in known:
        return known[name.lower()]
    guess = next((k for k in known.values() if near(inner, k)), None) if known else None
    if guess is not None:
        return guess
    return name if whole else None


def near(a: str, b: str) -> bool:
    """``a`` is ``b`` with at most one letter changed, added or lost (case aside)."""
    a, b = a.lower(), b.lower()
    if a == b:
        return True
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    i = next((i for i, (x, y) in enumerate(zip(short, long, strict=False)) if x != y), len(short))
    return short[i:] == long[i + 1 :]


def render(doc: IniDocument) -> bytes:
    """The INI text for ``doc``: sections and keys sorted as ``QSettings`` sorts them."""
    sections: dict[str, list[tuple[str, str]]] = {}
    for full, entry in doc.entries.items():
        section, _, key = full.rpartition("/") if "/" in full else ("", "", full)
        if "/" in section:  # deeper keys live in their top section, the rest with a \\
            top, _, rest = section.partition("/")
            section, key = top, f"{rest}/{key}"
        sections.setdefault(section, []).append((key, entry.raw))
    out: list[str] = []
    for section in sorted(sections, key=lambda s: (s != "", s)):
        if out:
            out.append("")
        out.append(f"[{escape_key(section) if section else 'General'}]")
        out.extend(f"{escape_key(k)}={raw}" for k, raw in sorted(sections[section]))
    return ("\n".join(out) + "\n").encode("utf-8") if out else b""
