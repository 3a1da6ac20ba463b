"""SHARE: a spoiler-free text of a game, for the clipboard, without Qt.

It names the game, the daily and its date or the game's code, the difficulty and the score,
and draws the board as a 4×4 picture of coloured squares: it tells a friend how it went, never
which numbers went where. The code closes it, so the friend can play the same dice.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Final

from magdagdon.engine import RUIN, Bonus, Game

from .sources import code_of

BONUS_CELL: Final = "\U0001f7e8"  # 🟨 a cell in a line that earns a bonus
NUMBER_CELL: Final = "\U0001f7eb"  # 🟫 a number
RUIN_CELL: Final = "\u2b1b"  # ⬛ a ruin
EMPTY_CELL: Final = "\u2b1c"  # ⬜ an empty cell (a game shared before its end)


@dataclass(frozen=True)
class ShareWords:
    """The text's translatable patterns, each a whole line (the Qt layer fills them in from the
    catalogues, so a language orders and inflects its own line): %1, %2... as each says."""

    daily: str = "MAGDAGDON daily %1 · %2 · %3"  # %1 the date, %2 difficulty, %3 score
    coded: str = "MAGDAGDON %1 · %2 · %3"  # %1 the game's code, %2 difficulty, %3 score
    plain: str = "MAGDAGDON · %1 · %2"  # dice with no code: %1 difficulty, %2 score
    code: str = "code %1"  # the last line; %1 the code


_PLACEHOLDER = re.compile(r"%(\d)")


def fill(pattern: str, *values: str) -> str:
    """``pattern`` with %1, %2... replaced in one pass (a value holding "%2" stays as it is)."""
    return _PLACEHOLDER.sub(
        lambda m: values[int(m.group(1)) - 1] if 0 < int(m.group(1)) <= len(values) else m[0],
        pattern,
    )


def picture(game: Game) -> list[str]:
    """Four lines of four squares: bonus-line cells, numbers, ruins, empty cells."""
    bonus: set[int] = set()
    for line in game.score().lines:
        if line.bonus is not Bonus.NONE:
            bonus.update(line.cells)
    rows = []
    for r in range(4):
        marks = []
        for cell in range(4 * r, 4 * r + 4):
            value = game.cells[cell]
            if value is RUIN:
                marks.append(RUIN_CELL)
            elif value is None:
                marks.append(EMPTY_CELL)
            else:
                marks.append(BONUS_CELL if cell in bonus else NUMBER_CELL)
        rows.append("".join(marks))
    return rows


def share_text(
    game: Game,
    daily: date | None = None,
    *,
    words: ShareWords | None = None,
    number: Callable[[int], str] = str,
    day: Callable[[date], str] = date.isoformat,
) -> str:
    """The whole text: heading, picture, code. ``number`` and ``day`` write the score and the
    daily's date for the language (the Qt layer passes the language's own)."""
    words = words or ShareWords()
    code = code_of(game)
    difficulty, score = game.difficulty.name, number(game.score().total)
    if daily is not None:
        heading = fill(words.daily, day(daily), difficulty, score)
    elif code:
        heading = fill(words.coded, code, difficulty, score)
    else:
        heading = fill(words.plain, difficulty, score)
    closing = [fill(words.code, code)] if code else []  # forced dice have no code
    return "\n".join([heading, *picture(game), *closing])
