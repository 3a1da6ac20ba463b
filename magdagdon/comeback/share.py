"""SHARE: a spoiler-free text of a game, for the clipboard, without Qt.

It names the game, the daily and its date or the game's code, the difficulty and the score,
and draws the board as a 4×4 picture of coloured squares: it tells a friend how it went, never
which numbers went where. The code closes it, so the friend can play the same dice.
"""

from __future__ import annotations

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
    """The translated words of the text (the Qt layer fills them in)."""

    daily: str = "daily"  # before the date
    code: str = "code"  # before the code


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
) -> str:
    """The whole text: heading, picture, code. ``number`` formats the score for the language."""
    words = words or ShareWords()
    code = code_of(game)
    what = f"{words.daily} {daily.isoformat()}" if daily is not None else code
    name = f"MAGDAGDON {what}" if what else "MAGDAGDON"
    heading = f"{name} · {game.difficulty.name} · {number(game.score().total)}"
    closing = [f"{words.code} {code}"] if code else []  # forced dice have no code
    return "\n".join([heading, *picture(game), *closing])
