"""Play a code (issue 37.11): whatever the game shares comes back in; the rest is refused
with a reason."""

from __future__ import annotations

import random
import re
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from magdagdon.comeback.codes import MAX_TEXT, CodeRefused, Refusal, read_code
from magdagdon.comeback.share import ShareWords, share_text
from magdagdon.engine import Difficulty, Game, daily_seed
from magdagdon.engine.dice import game_code
from magdagdon.i18n.workflow import PROJECT_DIR, ts_path

from .games import finished_game

CODE = game_code(Difficulty.SURVIVAL, 123456789012345)  # "S003G92-30VQVSN"
OTHER = game_code(Difficulty.NIGHTMARE, 987654321)
DAILY = date(2026, 12, 1)
DAILY_CODE = game_code(Difficulty.PEACEFUL, daily_seed(DAILY))
BARE = CODE.replace("-", "")


def mistyped(code: str) -> str:
    """``code`` with its last seed character changed (the check character catches it)."""
    i = 12
    swap = "0" if code[i] != "0" else "1"
    return code[:i] + swap + code[i + 1 :]


ACCEPTED = [
    ("the code", CODE, CODE),
    ("lower case", CODE.lower(), CODE),
    ("no dash", BARE, CODE),
    ("spaces around", f"   {CODE}\n", CODE),
    ("groups of four", " ".join(BARE[i : i + 4] for i in range(0, 14, 4)), CODE),
    ("groups with dashes", "-".join(BARE[i : i + 4] for i in range(0, 14, 4)), CODE),
    ("en dash", CODE.replace("-", "\u2013"), CODE),
    ("em dash", CODE.replace("-", "\u2014"), CODE),
    ("non-breaking hyphen", CODE.replace("-", "\u2011"), CODE),
    ("minus sign", CODE.replace("-", "\u2212"), CODE),
    ("no-break space", CODE.replace("-", "\u00a0"), CODE),
    ("zero-width space", CODE.replace("-", "\u200b"), CODE),
    ("soft hyphen inside", CODE[:3] + "\u00ad" + CODE[3:], CODE),
    ("byte-order mark", "\ufeff" + CODE, CODE),
    ("full width", "".join(chr(ord(c) + 0xFEE0) for c in CODE), CODE),
    ("O and I for 0 and 1", CODE.replace("0", "O").replace("1", "I"), CODE),
    ("in quotes", f"\u00ab{CODE}\u00bb", CODE),
    ("in a sentence", f"Try this one: {CODE}! Beat 120 if you can.", CODE),
    ("after code word", f"code {CODE}", CODE),
    ("Swedish code line", f"kod {CODE}", CODE),
    ("in brackets", f"[{CODE}]", CODE),
    ("same code twice", f"MAGDAGDON {CODE} \u00b7 SURVIVAL \u00b7 34\ncode {CODE}", CODE),
    ("daily heading", f"MAGDAGDON daily {DAILY.isoformat()} \u00b7 PEACEFUL \u00b7 42", DAILY_CODE),
    (
        "French daily heading",
        f"MAGDAGDON d\u00e9fi du jour {DAILY.isoformat()} \u00b7 PEACEFUL \u00b7 \u22127",
        DAILY_CODE,
    ),
]

REFUSED = [
    ("empty", "", Refusal.EMPTY),
    ("blank", " \n\t", Refusal.EMPTY),
    ("a word", "MAGDAGDON", Refusal.NO_CODE),
    ("a sentence", "hello, how are you?", Refusal.NO_CODE),
    ("a score", "MAGDAGDON \u00b7 SURVIVAL \u00b7 34", Refusal.NO_CODE),
    ("mistyped", mistyped(CODE), Refusal.MISTYPED),
    ("mistyped in a sentence", f"play {mistyped(CODE)} now", Refusal.MISTYPED),
    ("swapped neighbours", CODE[:8] + CODE[9] + CODE[8] + CODE[10:], Refusal.MISTYPED),
    ("one character short", CODE[:-1], Refusal.LENGTH),
    ("one character more", CODE + "7", Refusal.LENGTH),
    ("two codes", f"{CODE} or {OTHER}", Refusal.SEVERAL),
    ("too long", CODE + " " + "x" * MAX_TEXT, Refusal.TOO_LONG),
    ("a U is no code character", "U" * 14, Refusal.NO_CODE),
    ("a daily without its difficulty", f"MAGDAGDON daily {DAILY.isoformat()}", Refusal.NO_CODE),
    ("an impossible date", "MAGDAGDON daily 2026-02-30 \u00b7 PEACEFUL", Refusal.NO_CODE),
]


@pytest.mark.parametrize(
    ("text", "expected"), [c[1:] for c in ACCEPTED], ids=[c[0] for c in ACCEPTED]
)
def test_what_players_paste_is_read(text: str, expected: str) -> None:
    assert read_code(text) == expected
    assert Game.from_code(read_code(text)).code == expected


@pytest.mark.parametrize(("text", "refusal"), [c[1:] for c in REFUSED], ids=[c[0] for c in REFUSED])
def test_what_names_no_game_is_refused_with_its_reason(text: str, refusal: Refusal) -> None:
    with pytest.raises(CodeRefused) as refused:
        read_code(text)
    assert refused.value.refusal is refusal
    if refusal is Refusal.LENGTH:
        assert refused.value.count == len(re.sub(r"[^0-9A-Z]", "", text.upper()))


def share_words(language: str) -> ShareWords:
    """The SHARE text's line patterns as the language's catalogue has them."""
    catalogue = ts_path(language, PROJECT_DIR / "translations").read_text(encoding="utf-8")

    def word(source: str) -> str:
        found = re.search(
            rf"<name>Comeback</name>.*?<source>{re.escape(source)}</source>.*?"
            r"<translation>(.*?)</translation>",
            catalogue,
            re.S,
        )
        assert found, (language, source)
        return found.group(1)

    default = ShareWords()
    return ShareWords(
        daily=word(default.daily),
        coded=word(default.coded),
        plain=word(default.plain),
        code=word(default.code),
    )


@pytest.mark.parametrize("language", ["en", "sv", "fr"])
@given(
    difficulty=st.sampled_from(list(Difficulty)),
    seed=st.integers(0, 2**60 - 1),
    day=st.dates(date(2000, 1, 1), date(2200, 12, 31)),
    turns=st.integers(0, 16),
    line=st.sampled_from(["all", "heading", "code", "chat"]),
)
@settings(max_examples=60, deadline=None)
def test_every_share_text_of_the_game_plays_its_game_again(
    language: str, difficulty: Difficulty, seed: int, day: date, turns: int, line: str
) -> None:
    """The SHARE text in every language, whole or any line of it, or pasted into a chat."""
    game = (
        Game(difficulty, seed)
        if turns == 0
        else finished_game(difficulty, seed, random.Random(turns))
    )
    words = share_words(language)
    for daily in (None, day):
        shared = share_text(game, daily, words=words)
        lines = shared.splitlines()
        text = {
            "all": shared,
            "heading": lines[0],
            "code": lines[-1],
            "chat": f"haha beat this \U0001f602\n{shared}\nsee you tomorrow",
        }[line]
        expected = game.code if daily is None or line != "heading" else None
        if expected is None:  # a daily's heading names it by its date and difficulty
            expected = game_code(difficulty, daily_seed(daily))
        assert read_code(text) == expected
