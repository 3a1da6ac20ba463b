"""No visible text is assembled in QML code (issue 19): lists, lines and sentences are
translatable patterns (``qsTr("%1 · %2")``) or ``numbers.js`` (``Numbers.list``), so every
language can order, join and punctuate them its own way."""

from __future__ import annotations

import re
from pathlib import Path

from magdagdon.i18n.workflow import PROJECT_DIR

QML = sorted((PROJECT_DIR / "qml").rglob("*.qml"))
# A string literal (masked as NUL) glued to something with +, or a list joined into one text.
LITERAL = re.compile(r""""(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'""")
GLUED = re.compile(r"\x00\s*\+|\+\s*\x00")
JOINED = re.compile(r"\.join\(")
# Not visible text: object names for tests and tools, and comments.
ALLOWED = re.compile(r"^\s*(//|objectName:)")


def _code(line: str) -> str:
    """The line's code with every string literal masked (NUL) and its comment dropped."""
    masked = LITERAL.sub("\x00", line)
    return masked.split("//", 1)[0]


def test_qml_builds_no_visible_text_with_plus_or_join() -> None:
    problems = []
    for path in QML:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if ALLOWED.match(line):
                continue
            code = _code(line)
            if GLUED.search(code) or JOINED.search(code):
                problems.append(f"{Path(path).name}:{number}: {line.strip()}")
    assert not problems, "assemble with qsTr patterns or numbers.js:\n" + "\n".join(problems)


def test_the_check_sees_the_old_assembled_texts() -> None:
    for old in (
        'Accessible.name: detail === "" ? title : title + ". " + detail',
        'return parts.join(" · ");',
        '{ t: root.marked ? "★ " + root.rank : root.rank, w: 0.7 },',
    ):
        assert GLUED.search(_code(old)) or JOINED.search(_code(old)), old
    assert not GLUED.search(_code("width: ROWS + 1")), "an identifier is not a string"
    assert ALLOWED.match('objectName: "cell" + index'), "object names are not visible text"


def test_every_list_follows_the_one_list_rule() -> None:
    """Qt's own list joining ("4, 5, and 6" in English) is not the game's ("4, 5 and 6",
    translatable in numbers.js): Python and QML both join lists with numbers.js's messages
    (language.spoken_list, Numbers.list); no code may call Qt's."""
    sources = [*QML, *sorted((PROJECT_DIR / "magdagdon").rglob("*.py"))]
    sources += sorted((PROJECT_DIR / "qml").rglob("*.js"))
    problems = [
        f"{path.relative_to(PROJECT_DIR).as_posix()}:{number}: {line.strip()}"
        for path in sources
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if "createSeparatedList" in line
    ]
    assert not problems, "join lists with spoken_list / Numbers.list:\n" + "\n".join(problems)
