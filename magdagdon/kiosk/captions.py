"""Attract-mode captions: one translated line saying why the bot's latest move was allowed.

:class:`CaptionMaker` reads the engine's log rather than the bot's plans, so whatever drives
the session, the caption says what really happened and which rule (R4-R6) allowed it. It
plays the new actions through the engine's one replay (``magdagdon.engine.replay``) and reads
each one through the engine's one description of an action (``magdagdon.engine.describe``); a
Majda Power is named by its label from the powers' table.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from magdagdon.comeback.text import number
from magdagdon.engine import (
    NEIGHBOURS,
    RUIN_PENALTY,
    AcceptMagdagdon,
    Action,
    Adjust,
    Confirm,
    Game,
    Phase,
    Prepare,
    Reroll,
    Roll,
    describe,
    replay,
)
from magdagdon.i18n.language import spoken_list
from magdagdon.i18n.powers import power_label
from magdagdon.qt.session import GameSession

_PLACEHOLDER = re.compile(r"%(\d)")


def arg(text: str, *values: object) -> str:
    """QString.arg for Python: replace %1..%9 in one pass (a value never gets re-substituted)."""

    def sub(match: re.Match[str]) -> str:
        i = int(match.group(1)) - 1
        if not 0 <= i < len(values):
            return match.group(0)
        value = values[i]
        # numbers as the language writes them, with a true minus sign (U+2212) in every one
        return number(value) if isinstance(value, int) else str(value)

    return _PLACEHOLDER.sub(sub, text)


def caption_fact(before: Game, action: Action, after: Game) -> tuple[Any, ...] | None:
    """What one engine action shows a passer-by, as data (translated later).

    ``before`` is the game just before the action (its field decides why a placement was
    allowed, R4), ``action`` the action as the engine logged it, ``after`` the game after it
    (one :class:`magdagdon.engine.Step` of the engine's replay).
    """
    shown = describe(action, before)
    match action:
        case Roll() | Reroll() if after.phase is Phase.MAGDAGDON:
            return ("magdagdon", after.required)
        case Roll():
            return ("roll", *shown["thrown"])
        case Prepare(cell=cell):
            field = before.field
            if not any(isinstance(v, int) for v in field):
                return ("anywhere", shown["value"])
            near = sorted({v for n in NEIGHBOURS[cell] if isinstance(v := field[n], int)})
            return ("next", shown["value"], *near)
        case Confirm():
            return ("confirm", len(shown["dice"]), after.score().total)
        case AcceptMagdagdon():
            return ("ruin", after.score().ruins)
        case Adjust():
            return ("adjust", shown["power"], shown["value"], shown["to"])
        case Reroll():
            return ("reroll", shown["power"], len(shown["dice"]))
    return None  # take back: the bot plans whole turns and never takes back


def caption_text(fact: tuple[Any, ...] | None) -> str:
    """The fact in the current language. Each case is one whole sentence with placeholders."""
    if fact is None:
        return ""
    kind, *a = fact
    match kind:
        case "roll":
            #: Attract-mode caption after the bot's ROLL; %1 the four dice values as a list
            #: ("3, 4, 1 and 6").
            #: Room: 9 characters.
            return arg(QCoreApplication.translate("KioskCaption", "ROLL: %1"), spoken_list(a))
        case "anywhere":
            #: Attract-mode caption (R4.2): the first number may go anywhere; %1 is the die value.
            #: Room: 55 characters.
            return arg(
                QCoreApplication.translate(
                    "KioskCaption", "%1 on an empty board: any cell is allowed"
                ),
                *a,
            )
        case "next":
            #: Attract-mode caption (R4.3): %1 the die placed, %2 its neighbouring numbers as a
            #: list ("3", "3 and 5").
            #: Room: 26 characters.
            text = QCoreApplication.translate("KioskCaption", "%1 next to %2: allowed")
            return arg(text, a[0], spoken_list(a[1:]))
        case "confirm":
            #: Attract-mode caption after CONFIRM; %1 is the running score.
            #: Room: 63 characters.
            return arg(
                QCoreApplication.translate(
                    "KioskCaption", "CONFIRM: these numbers stay for good · score %1"
                ),
                a[1],
            )
        case "magdagdon":
            #: Attract-mode caption (R6.1): no legal way to place as many dice as the turn needs.
            #: Room: 66 characters.
            return QCoreApplication.translate(
                "KioskCaption", "MAGDAGDON: no way to place enough of these dice"
            )
        case "ruin":
            return KioskCaption().ruin()
        case "adjust":
            #: Attract-mode caption (R5.2): a Majda Power changed one die; %1 the power's button
            #: word (DECREASE −1, INCREASE +1), %2 the die before, %3 after.
            #: Room: 16 characters.
            text = QCoreApplication.translate("KioskCaption", "%1: %2 becomes %3")
            return arg(text, power_label(a[0]), a[1], a[2])
        case "reroll":
            #: Attract-mode caption (R5.3): a Majda Power threw the selected dice again; %1 the
            #: power's button word (REROLL).
            #: Room: 45 characters.
            text = QCoreApplication.translate("KioskCaption", "%1: the selected dice thrown again")
            return arg(text, power_label(a[0]))
        case "over":
            return KioskCaption().over(a[0])
    raise ValueError(f"unknown caption fact {fact!r}")


class KioskCaption(QObject):
    """The captions that count points: plural messages (French "1 point", "15 points").

    lupdate marks a Python text as plural only in ``self.tr(text, "", n)`` inside a QObject
    subclass, so these live here; the class name is their context, like the other captions.
    """

    def ruin(self) -> str:
        """R6.3's penalty, from the rules' constant (never a number written in the text)."""
        #: Attract-mode caption (R6.3): an empty cell became a RUIN; %Ln is the penalty in
        #: points (15).
        #: Room: 54 characters.
        return self.tr("An empty cell becomes a RUIN: −%Ln points", "", RUIN_PENALTY)

    def over(self, total: int) -> str:
        """The bot's final score, which can be below zero (the form follows its size)."""
        #: Attract-mode caption when the bot's game ends; %1 is its final score, with its sign
        #: (−15). A plural message: the form follows the size of the number (French "1 point",
        #: "−15 points").
        #: Room: 37 characters.
        return arg(self.tr("The board is full: %1 points", "", abs(total)), total)


class CaptionMaker(QObject):
    """Watches a session and keeps a caption of its latest action, in the current language.

    It reads the engine's log rather than the bot's plans, so whatever drives the session,
    the caption says what really happened and why the rules allowed it.
    """

    changed = Signal()

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._before = session.game.copy()
        self._fact: tuple[Any, ...] | None = None
        self.text = ""
        session.gameChanged.connect(self._on_game_changed)

    @property
    def fact(self) -> tuple[Any, ...] | None:
        return self._fact

    def retranslate(self) -> None:
        self._set(self._fact, force=True)

    def _on_game_changed(self) -> None:
        game = self._session.game
        before = self._before
        seen = before.actions
        if game.actions[: len(seen)] != seen:
            before = game.restarted()  # a new game: start from its beginning
        fact = self._fact if game.actions else None
        for step in replay(before, game.actions[len(before.actions) :]):
            fact = caption_fact(step.before, step.action, step.after) or fact
        if game.is_over:
            fact = ("over", game.score().total)
        self._before = game.copy()
        self._set(fact)

    def _set(self, fact: tuple[Any, ...] | None, *, force: bool = False) -> None:
        text = caption_text(fact)
        self._fact = fact
        if force or text != self.text:
            self.text = text
            self.changed.emit()
