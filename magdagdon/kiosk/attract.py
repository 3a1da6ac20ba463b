"""Attract mode: the bot plays a game of its own on the welcome screen, with captions.

Why apart from the controller: the demo game, its captions, the bot that drives it and the
pause on its finished board are one concern; the controller only says when it may run.
The demo is a :class:`GameSession` without a store, so nothing of it is saved or recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from magdagdon.kiosk.captions import CaptionMaker
from magdagdon.session import GameSession

if TYPE_CHECKING:
    from magdagdon.attract import AttractDriver

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
        self._wanted = False
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

    def set_driver(self, driver: AttractDriver, *, running: bool) -> None:
        self.driver = driver
        self.run(running)

    def run(self, running: bool) -> None:
        """Play while ``running`` (the welcome screen shows); stop at once otherwise."""
        self._wanted = running
        if self.driver is None:
            return
        if running and not self._encore.isActive():
            self.driver.start()
        elif not running:
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
