"""Attract mode: the bot plays a game of its own on the welcome screen, with captions.

Why apart from the controller: the demo game, its captions, the bot that drives it and the
pause on its finished board are one concern; the controller only says when it may run.
The demo is a :class:`GameSession` without a store, so nothing of it is saved or recorded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from magdagdon.kiosk.captions import CaptionMaker
from magdagdon.qt.session import GameSession

if TYPE_CHECKING:
    from magdagdon.kiosk.autoplay import AttractDriver

#: Attract mode's pace: one tap of the bot (select a die, put it down...) per this many ms.
ATTRACT_INTERVAL_MS = 1100
#: How long the bot's finished board stays before its next game.
ENCORE_MS = 5000


class AttractShow(QObject):
    """The demo session, its captions and the bot; :meth:`run` starts or stops the show."""

    def __init__(self, session: GameSession | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session if session is not None else GameSession(None, self)
        self.captions = CaptionMaker(self.session, self)
        self.driver: AttractDriver | None = None
        self._make: Callable[[], AttractDriver] | None = None
        self._wanted = False
        self._held = False
        self._encore = QTimer(self)  # the bot's full board stays a moment before the next game
        self._encore.setSingleShot(True)
        self._encore.setInterval(ENCORE_MS)
        self._encore.timeout.connect(lambda: self.run(self._wanted))
        self.session.gameOver.connect(self._on_over)

    @property
    def encore_ms(self) -> int:
        return self._encore.interval()

    @encore_ms.setter
    def encore_ms(self, ms: int) -> None:
        self._encore.setInterval(max(0, int(ms)))

    def set_driver(
        self, driver: AttractDriver | Callable[[], AttractDriver], *, running: bool
    ) -> None:
        """The bot, or a function that makes it when first needed (the import of the bot
        and its first thoughts stay off the way to the kiosk's first frame)."""
        if isinstance(driver, QObject):
            self.driver, self._make = driver, None
        else:
            self._make = driver
        self.run(running, make=False)

    def made_driver(self) -> AttractDriver | None:
        """The bot, made now if it was deferred."""
        if self._make is not None:
            self.driver, self._make = self._make(), None
        return self.driver

    def run(self, running: bool, *, make: bool = False) -> None:
        """Play while ``running`` (the welcome screen shows); stop at once otherwise.
        ``make``: a deferred bot is made now."""
        self._wanted = running
        if make:
            self.made_driver()
        self._apply()

    def hold(self, held: bool) -> None:
        """While a card covers the welcome screen (the PIN pad), the bot waits under it."""
        self._held = held
        self._apply()

    def _apply(self) -> None:
        if self.driver is None:
            return
        if self._wanted and not self._held:
            if not self._encore.isActive():
                self.driver.start()
            return
        if not self._wanted:
            self._encore.stop()
        self.driver.stop()

    def shutdown(self) -> None:
        """Stop, and wait for a bot still thinking: it must not outlive the window."""
        self.run(False)
        if self.driver is not None:
            self.driver.wait(3000)

    def _on_over(self, _score: int) -> None:
        """Pause on the bot's finished board so a passer-by sees the final score."""
        if self.driver is not None:
            self.driver.stop()
            self._encore.start()
