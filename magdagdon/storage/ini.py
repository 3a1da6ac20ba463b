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
from collections import deque
from collections.abc import Callable, Iterable
from typing import Final

MAX_LINE_CHARS: Final = 4_000_000  # a saved game is ~10 kB; anything longer is debris
MAX_DEBRIS_CHARS: Final = 8_000_000  # damaged lines kept for recovery, at most
BOM: Final = b"\xef\xbb\xbf"
DAMAGED: Final = "\0"  # the section of the lines under a header that could not be read
CHECK_MARK: Final = "crc"  # a line that may hold a sealed value (a byte may hurt a quote)
_SAFE_KEY = re.compile(r"[A-Za-z0-9_.\-]+")
_PLAIN_KEY = re.compile(r"[^%\\]*")  # a key with no escape in it
UNKNOWN_ENTRIES: Final = 200  # entries that are not the game's, kept by parse (the last)
MAX_LINES: Final = 200_000  # a settings file has ~40 lines: past this many, junk is not read
JUNK_RUN: Final = 1_000  # lines in a row that are not the game's: the rest of the section is
# jumped over (its last lines and any line that may hold a sealed value are still read)
_UNDECODED = re.compile("[\udc80-\udcff]")  # a byte that was not UTF-8 (surrogateescape)
MAX_DEBRIS_LINES: Final = 10_000  # damaged lines kept for recovery, at most
_LINE = re.compile(rb"[^\r\n]+")  # QSettings ends a line at \r or \n
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
        if (
            self.debris_chars + len(line) <= MAX_DEBRIS_CHARS
            and len(self.debris) < MAX_DEBRIS_LINES
        ):
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

    def copy(self) -> IniDocument:
        """A copy to change apart from this one (entries are replaced, never changed)."""
        twin = IniDocument(dict(self.entries), list(self.problems))
        twin.debris, twin.debris_chars = list(self.debris), self.debris_chars
        twin.sections = set(self.sections)
        return twin


def _unescape_key(text: str) -> str | None:
    """``QSettings``' key escaping (``%XX``, ``%UXXXX``, ``\\`` for ``/``); None if broken."""
    if _PLAIN_KEY.fullmatch(text):
        return text if text.isprintable() and text.strip() else None
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


def parse(
    data: bytes, sections: Iterable[str] = (), known: Callable[[str], bool] | None = None
) -> IniDocument:
    """Every readable entry of ``data``; never raises, whatever the bytes.

    Damage costs only the line it is on: a UTF-8 byte-order mark (Notepad's) is ignored; a
    line with a byte that is not UTF-8, a NUL or no ``=`` is skipped alone (its text is kept
    in ``debris`` for ``integrity.scan``, when it may hold a sealed value); a broken section
    header is matched to the nearest of ``sections`` (one letter off), else the lines under it
    are debris until the next header; of two equal keys the last wins, as in ``QSettings``,
    and the earlier one's line is debris too. With ``known`` (which keys are the game's), only
    the last ``UNKNOWN_ENTRIES`` other entries are kept (a huge file of someone else's keys
    costs neither time nor memory; the checks keep fewer still).
    """
    doc = IniDocument()
    if data.startswith(BOM):
        data = data[len(BOM) :]
    names = {s.lower(): s for s in sections}
    ours = set(names.values())
    section = ""
    skipped = 0
    first_skipped: list[int] = []
    unknown: deque[str] = deque()
    dropped = 0
    lines = 0
    junk_run = 0  # lines in a row that are not the game's
    pos, size = 0, len(data)
    while pos < size:
        stop = size
        if known is not None and (section not in ours or junk_run > JUNK_RUN):
            # A section that is not the game's: jump to the next header at C speed, keeping
            # only its last lines (as entries) and any line that may hold a sealed value.
            stop = _next_header(data, pos)
            # (entries of a damaged header, or of a run of junk, are never kept: nothing read)
            whole = section == DAMAGED or junk_run > JUNK_RUN
            tail = stop if whole else _tail(data, pos, stop, UNKNOWN_ENTRIES)
            _sealed_lines(doc, section, data, pos, tail)
            dropped += data.count(b"\n", pos, tail)
            pos = tail
            if pos == stop:  # the header is the next line: read it as any other
                stop = size
            junk_run = 0
        for match in _LINE.finditer(data, pos, stop):  # (blank lines cost no Python step)
            pos = match.end()
            lines += 1
            if lines > MAX_LINES:
                doc.problems.append(f"more than {MAX_LINES:,} lines: the rest is not read")
                pos = size
                break
            if match.end() - match.start() > MAX_LINE_CHARS:  # junk: not even decoded
                skipped += 1
                junk_run += 1
                continue
            raw_line = match.group()
            line = raw_line.decode("utf-8", "surrogateescape")  # (a bad byte: a surrogate)
            readable = b"\0" not in raw_line
            if readable and not raw_line.isascii() and _UNDECODED.search(line):
                readable = False
            stripped = line.strip()
            if not stripped or stripped[0] in ";#":
                if CHECK_MARK in stripped:  # a line turned into a comment may hold a value
                    doc.add_debris(section, line)
                continue  # blank lines and comments: QSettings' own, and hand edits
            header_line = stripped[0] == "["
            if header_line or (stripped[-1] == "]" and "=" not in stripped):  # "[" damaged?
                name = _section_name(stripped, names) if len(stripped) < 200 else None
                mine = name in ours
                if name is not None and (readable or mine) and (header_line or mine):
                    section = "" if name == "General" else name
                    doc.sections.add(section)
                    junk_run = 0
                    break  # (the next section may be one to jump over)
                if header_line:
                    section = DAMAGED  # the entries below belong to no readable section
                    skipped += 1
                    doc.add_debris(section, line)
                    break  # (jumped over, but for its lines that may hold sealed values)
            elif readable and section != DAMAGED:
                key_text, equals, value = line.partition("=")
                key = _unescape_key(key_text.strip()) if equals else None
                if key is not None:
                    full = f"{section}/{key}" if section else key
                    earlier = doc.entries.pop(full, None)  # the last of two equal keys wins
                    if earlier is not None:
                        doc.add_debris(section, earlier.raw)
                    doc.entries[full] = Entry(value.strip(), decode_value(value))
                    if known is not None and not known(full):
                        unknown.append(full)
                        if len(unknown) > UNKNOWN_ENTRIES:
                            doc.entries.pop(unknown.popleft(), None)
                            dropped += 1
                        junk_run += 1
                    else:
                        junk_run = 0
                    continue
            skipped += 1
            junk_run += 1
            if junk_run > JUNK_RUN and known is not None:
                doc.add_debris(section, line)
                break  # the rest of this section is junk: jumped over as above
            if len(first_skipped) < 5:
                first_skipped.append(data.count(b"\n", 0, match.start()) + 1)  # its number
            doc.add_debris(section, line)
        else:
            pos = stop
    if skipped:
        shown = ", ".join(map(str, first_skipped)) + (" ..." if skipped > 5 else "")
        doc.problems.append(f"{skipped} unreadable line(s) skipped (line {shown})")
    if dropped:
        doc.problems.append(
            f"{dropped:,} lines that are not the game's left out (the last of each kept)"
        )
    return doc


def _next_header(data: bytes, start: int) -> int:
    """Where the next line that starts with ``[`` (after blanks) begins, from ``start`` on;
    ``len(data)`` if none. (``find`` runs at memchr speed: a regular expression looking for a
    line start is ten times slower on 15 MB.)"""
    at = data.find(b"[", start)
    while at != -1:
        i = at - 1
        while i >= start and data[i] in b" \t":
            i -= 1
        if i < 0 or (i >= start and data[i] in b"\r\n"):  # (``start`` is a line's end)
            return i + 1
        at = data.find(b"[", at + 1)
    return len(data)


def _tail(data: bytes, start: int, stop: int, count: int) -> int:
    """Where the last ``count`` lines of ``data[start:stop]`` begin."""
    at = stop
    for _ in range(count + 1):
        at = data.rfind(b"\n", start, at)
        if at == -1:
            return start
    return at


def _sealed_lines(doc: IniDocument, section: str, data: bytes, start: int, stop: int) -> None:
    """Every line of ``data[start:stop]`` that may hold a sealed value, as debris."""
    at = data.find(b"crc", start, stop)
    while at != -1 and len(doc.debris) < MAX_DEBRIS_LINES:
        begin = max(data.rfind(b"\n", start, at), data.rfind(b"\r", start, at)) + 1
        end = min(
            e for e in (data.find(b"\n", at, stop), data.find(b"\r", at, stop), stop) if e != -1
        )
        doc.add_debris(section, data[max(begin, start) : end].decode("utf-8", "surrogateescape"))
        at = data.find(b"crc", end, stop)


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
