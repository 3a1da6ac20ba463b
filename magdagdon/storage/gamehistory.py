"""The Store's history API (issue 14), a mixin of ``Store``; the data rules are in ``history``.

``add_game(game, daily=..., counted=...)`` after a finished game; ``start_daily(difficulty,
game_id)`` when a daily game starts (True: it is the day's counted attempt; a second game on
the same daily is practice); ``history(difficulty)`` newest first; ``daily_streak()`` as
(current, best). ``today`` is the clock (``date.today``); tests replace it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, date, datetime
from pathlib import Path

from magdagdon.engine import Difficulty, Game

from . import ini
from .file import SettingsFile, StorageError, free_key
from .history import (
    KEY_DAILY,
    KEY_GAMES,
    GameEntry,
    attempts_json,
    claim,
    games_json,
    magdagdons_in,
    merge_games,
    parse_attempts,
    parse_games,
    streaks,
)
from .writer import Writer

log = logging.getLogger("magdagdon.storage")


class HistoryMixin:
    """Finished games, daily attempts and streaks, in ``<settings>.history.ini``."""

    today: Callable[[], date] = date.today
    _history_file: SettingsFile
    _history_writer: Writer
    _games: list[GameEntry]
    _attempts: dict[str, str]

    def _init_history(self, settings: Path, *, background: bool) -> None:
        self._history_file = SettingsFile(settings.with_name(settings.name + ".history.ini"))
        self._history_writer = Writer(
            self._history_file, lambda _error: None, background=background
        )
        self._games, self._attempts = [], {}
        self._reload_history()

    def _reload_history(self) -> None:
        try:
            doc = self._history_file.read()
        except StorageError as exc:
            log.error("the game history cannot be read: %s", exc)
            return
        games, problems = parse_games(doc.get(KEY_GAMES))
        if problems:
            log.warning("MAGDAGDON history %s: %s", self._history_file.path, "; ".join(problems))
        self._games = merge_games(games, self._games)
        self._attempts = {**parse_attempts(doc.get(KEY_DAILY)), **self._attempts}

    def add_game(
        self,
        game: Game,
        *,
        daily: date | None = None,
        counted: bool = False,
        finished: datetime | None = None,
    ) -> GameEntry:
        """Keep a finished game in the history (merged under the history file's lock)."""
        data = game.to_dict()
        actions = data.get("actions", data.get("log", []))
        entry = GameEntry(
            game.difficulty,
            getattr(game, "code", None),
            data.get("seed"),
            tuple(actions),
            game.score().total,
            finished or datetime.now(UTC).astimezone(),
            game.turns,
            game.powers_used,
            magdagdons_in(actions),
            daily,
            counted and daily is not None,
        )
        GameEntry.from_json(entry.to_json())  # the same checks as on reading
        self._games = merge_games(self._games, [entry])

        def change(doc: ini.IniDocument) -> bool:
            on_disk, problems = parse_games(doc.get(KEY_GAMES))
            if problems and KEY_GAMES in doc.entries:  # set aside; the high scores are elsewhere
                doc.entries[free_key(doc, "history/broken-")] = doc.entries[KEY_GAMES]
            merged = merge_games(on_disk, [entry])
            doc.set(KEY_GAMES, games_json(merged))
            return True

        self._history_writer.submit(f"game-{entry.key}", change)
        return entry

    def start_daily(self, difficulty: Difficulty, game_id: str, day: date | None = None) -> bool:
        """Claim the day's counted attempt for ``game_id``; True if it is (or already was)."""
        day = day or self.today()
        self._reload_history()
        counted = claim(self._attempts, day, difficulty, game_id)

        def change(doc: ini.IniDocument) -> bool:
            attempts = parse_attempts(doc.get(KEY_DAILY))
            claim(attempts, day, difficulty, game_id)  # the first claim on disk wins
            doc.set(KEY_DAILY, attempts_json(attempts))
            return True

        self._history_writer.submit(f"daily-{day}-{difficulty.name}-{game_id}", change)
        return counted

    def history(self, difficulty: Difficulty | None = None) -> list[GameEntry]:
        """The kept games, newest first (one difficulty, or all)."""
        return [g for g in reversed(self._games) if difficulty in (None, g.difficulty)]

    def daily_streak(self, difficulty: Difficulty | None = None) -> tuple[int, int]:
        """(current, best) streak of days with a counted daily game finished."""
        days = [
            g.daily
            for g in self._games
            if g.counted and g.daily is not None and difficulty in (None, g.difficulty)
        ]
        return streaks(days, self.today())

    def flush_history(self, timeout: float | None = 10.0) -> bool:
        return self._history_writer.flush(timeout)
