"""Saving as an observer of the game session.

The session knows nothing of disks: it tells its observers that the game changed or finished,
and :class:`GameSaver` turns that into the store's writes (the game in progress after every
change, R8.2's record the moment a game ends). A full or read-only disk is logged and the
game goes on; the next change tries again.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol

from magdagdon.engine import Difficulty, Game

#: The rank of a finished game whose record could not be kept (``Store.record``'s own
#: ``NOT_SAVED``, here without importing the store before the first frame).
NOT_SAVED = -2

if TYPE_CHECKING:
    from magdagdon.storage import Store

log = logging.getLogger(__name__)


class GameObserver(Protocol):
    """What the session tells about its game, after the presenter applied an action."""

    def game_changed(self, game: Game, *, assisted: bool) -> None:
        """The game (or its assisted mark) changed; ``game`` may be over."""

    def game_finished(self, game: Game, *, assisted: bool) -> int | None:
        """The game just ended: the rank it reached (0 none, ``NOT_SAVED`` when its record
        could not be kept), or None if not recorded here."""


class GameSaver:
    """Keeps the game in progress and the finished games' records in a :class:`Store`."""

    def __init__(self, store: Store) -> None:
        self.store = store
        # A saved game whose dice were chosen, not rolled from its seed (Game.forced), may be
        # restored and played on, but never enters a table (issue 17.9): a hand-made save
        # must not record 544.
        self._unrecordable: Game | None = None

    def restore(self) -> tuple[Game, bool] | None:
        """The saved game in progress and its assisted mark, or None."""
        game = self.store.load_game()
        if game is not None and game.forced:
            self._unrecordable = game
        return None if game is None else (game, self.store.game_assisted)

    def difficulty(self) -> Difficulty:
        """The difficulty chosen last (PEACEFUL when none or unknown)."""
        name = self.store.property("difficulty")
        known = isinstance(name, str) and name in Difficulty.__members__
        return Difficulty[name] if known else Difficulty.PEACEFUL

    def choose_difficulty(self, difficulty: Difficulty) -> None:
        """Remembered for the next start (the store's own property, as QML would set it)."""
        self.store.setProperty("difficulty", difficulty.name)

    def game_changed(self, game: Game, *, assisted: bool) -> None:
        # After a finished game the record has cleared it already: this writes nothing then,
        # unless that write failed and the game is still on disk.
        try:
            self.store.save_game(None if game.is_over else game, assisted=assisted)
        except OSError as exc:  # keep playing; the next action tries again
            log.error("could not save the game in progress: %s", exc)

    def game_finished(self, game: Game, *, assisted: bool) -> int | None:
        """R8.2: the finished game goes into its difficulty's table at once."""
        if game is self._unrecordable:
            log.warning("a restored game with chosen dice finished: not recorded")
            self._unrecordable = None
            self.game_changed(game, assisted=assisted)  # clears the game in progress
            return 0
        try:
            # One atomic write: the record and clearing the game in progress (storage.py).
            return self.store.record(
                game.difficulty,
                game.score().total,
                game.turns,
                game.powers_used,
                assisted=assisted,
                finished_game=True,
            )
        except OSError as exc:  # a full or read-only disk must not end the app
            log.error("could not record the finished game: %s", exc)
            return NOT_SAVED
