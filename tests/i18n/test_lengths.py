"""Every on-screen text has a length budget, and every translation keeps to it (issue 40).

The budget is in the text's translator comment, where Qt Linguist shows it ("Room: 12
characters."; magdagdon/i18n/lengths.py reads it); translations/README.md says how the numbers
were set. A shipped language must keep to every budget; a language in progress is told which
of its texts are too long, without failing.
"""

from __future__ import annotations

import pytest

from magdagdon.i18n.lengths import GROWTH, length, over_budget, room, states_room
from magdagdon.i18n.workflow import LANGUAGES, PROJECT_DIR, SHIPPED, ts_path
from tests.i18n import pseudo
from tests.i18n.catalogue import read

ENGLISH = ts_path("en", PROJECT_DIR / "translations")


def test_every_on_screen_text_states_its_room() -> None:
    _, messages = read(ENGLISH)
    missing = [m.where() for m in messages if not states_room(m.extracomment)]
    assert not missing, (
        "a translator comment without 'Room: N characters.' (or 'Room: any length (the page "
        "scrolls).', or 'Screen-reader ...' for a text not on screen):\n" + "\n".join(missing)
    )


def test_the_english_keeps_to_its_own_room() -> None:
    """A room holds the English, and the 40 % the pseudo-language tour shows on every page."""
    _, messages = read(ENGLISH)
    problems = []
    for m in messages:
        limit = room(m.extracomment)
        if limit is None:
            continue
        for text in (m.source, *m.forms):
            if length(text) > limit:
                problems.append(f"{m.where()}: {length(text)} characters, room {limit}")
    assert not problems, "\n".join(problems)
    assert pseudo.GROWTH == GROWTH, "the budget's growth is the pseudo-language's"


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_keep_to_their_room(code: str) -> None:
    long = [
        f"[{context}] {source!r}: {text!r} is {length(text)} characters, room {limit}"
        for context, source, text, limit in over_budget(ts_path(code, PROJECT_DIR / "translations"))
    ]
    if long and code not in SHIPPED:
        pytest.skip(f"{code} is in progress; too long so far:\n" + "\n".join(long))
    assert not long, (
        "shorten them (a developer may raise a room once the text is seen to fit at 800×600 and "
        "at 200 % text size):\n" + "\n".join(long)
    )


@pytest.mark.parametrize(
    ("comment", "expected"),
    [
        ("Main button: throw the four dice (R3.1). Room: 7 characters.", 7),
        ("Rules screen bullet. Room: any length (the page scrolls).", None),
        ("Screen-reader name of a die.", None),
    ],
)
def test_how_a_room_is_read(comment: str, expected: int | None) -> None:
    assert room(comment) == expected and states_room(comment)
    assert length("REROLL %n") == len("REROLL ") and length("<b>%L1</b> points") == len(" points")
