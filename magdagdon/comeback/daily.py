"""The daily challenge, without Qt: today's seed per difficulty, the one counted attempt per
day and difficulty, and the streaks.

A day is the player's calendar date (a ``Clock`` the tests control). The first daily game of a
day and difficulty is the counted attempt: it may be left and finished later that day, and is
final once over; any later game on the same dice is practice and counts nowhere.

A clock set back counts nothing (issue 37.2): while the clock's date is before the last day
the history has seen (a counted attempt's day, or the day a game was finished), today's
dice are practice (``DailyStatus.BEHIND``), so a past day can never be played for its streak.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from enum import Enum
from typing import Protocol

from magdagdon.engine import Difficulty, Game, daily_seed

from .sources import (
    Attempt,
    History,
    Played,
    actions_of,
    turn_record,
    with_actions,
)

log = logging.getLogger(__name__)


class Clock(Protocol):
    """Where the player's date and time come from (the system, or a test)."""

    def now(self) -> datetime:
        """Aware local time."""
        ...


class SystemClock:
    def now(self) -> datetime:
        return datetime.now().astimezone()


class DailyStatus(Enum):
    """What today's daily of one difficulty offers."""

    NEW = "NEW"  # not started: PLAY counts
    IN_PROGRESS = "IN_PROGRESS"  # started and left: CONTINUE
    DONE = "DONE"  # finished: the result; PLAY AGAIN is practice
    BEHIND = "BEHIND"  # the clock is before a day already seen: today's dice are practice


@dataclass(frozen=True)
class Streak:
    current: int  # consecutive days ending today (or yesterday: today may still come)
    best: int


def streak(days: Iterable[date], today: date) -> Streak:
    """Runs of consecutive calendar days in ``days``; the current run survives until a day
    passes without a game (yesterday's run still counts today)."""
    played = sorted(set(days))
    best = run = 0
    previous: date | None = None
    for day in played:
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    alive = previous is not None and today - previous <= timedelta(days=1) and previous <= today
    return Streak(current=run if alive else 0, best=best)


class Daily:
    """Today's daily per difficulty, the counted attempts, and their table."""

    def __init__(self, history: History, clock: Clock | None = None) -> None:
        self.history = history
        self.clock: Clock = clock or SystemClock()

    def today(self) -> date:
        return self.clock.now().date()

    def until_next(self) -> timedelta:
        """How long until the next daily: the next midnight of the player's clock."""
        now = self.clock.now()
        midnight = datetime.combine(now.date() + timedelta(days=1), time(), tzinfo=now.tzinfo)
        return max(timedelta(0), midnight - now)

    def seed(self, difficulty: Difficulty, day: date | None = None) -> int:
        del difficulty  # one seed a day: the difficulties share the dice, not the rules
        return daily_seed(day or self.today())

    def status(self, difficulty: Difficulty) -> DailyStatus:
        attempt = self.history.attempt(self.today(), difficulty)
        if attempt is None:
            return DailyStatus.BEHIND if self.behind() is not None else DailyStatus.NEW
        return DailyStatus.DONE if attempt.finished else DailyStatus.IN_PROGRESS

    def last_day_seen(self) -> date | None:
        """The latest day the history knows: a counted attempt's, or a finished game's."""
        days = [a.day for d in Difficulty for a in self.history.attempts(d)]
        days += [p.daily or p.finished.date() for p in self.history.games()]
        return max(days, default=None)

    def behind(self) -> date | None:
        """The last day seen, when the clock says an earlier one (the clock was set back):
        no daily counts until the clock reaches it again. None when the clock is not behind."""
        seen = self.last_day_seen()
        return seen if seen is not None and seen > self.today() else None

    def start(self, difficulty: Difficulty) -> tuple[Game, bool]:
        """The game to play for today's daily, and whether it is the counted attempt.

        NEW: a fresh game, now the counted attempt. IN_PROGRESS: the attempt as it was left.
        DONE, and BEHIND (the clock was set back): a fresh game on the same dice, practice.
        """
        day = self.today()
        attempt = self.history.attempt(day, difficulty)
        if attempt is None and self.behind() is not None:
            return Game(difficulty, self.seed(difficulty, day)), False
        if attempt is None:
            attempt = Attempt(day, difficulty, self.seed(difficulty, day))
            self.history.save_attempt(attempt)
            return attempt.game(), True
        if attempt.finished:
            return Game(difficulty, attempt.seed), False
        try:
            return attempt.game(), True
        except ValueError as exc:  # a stored attempt the rules reject: it starts again
            log.error(
                "today's %s attempt cannot be replayed (%s); it starts again", difficulty, exc
            )
            fresh = Attempt(day, difficulty, attempt.seed)
            self.history.save_attempt(fresh)
            return fresh.game(), True

    def counted_day(self, game: Game) -> date | None:
        """The day whose unfinished counted attempt ``game`` continues, if it does.

        A game is the attempt when its dice are that day's and the attempt's recorded actions
        are the start of its own (so a restart that restores the saved game keeps counting).
        """
        for day in (self.today(), self.today() - timedelta(days=1)):
            attempt = self.history.attempt(day, game.difficulty)
            if attempt is None or attempt.finished or attempt.seed != game.seed:
                continue
            try:
                played = turn_record(game.difficulty, game.seed, actions_of(game))
                kept = turn_record(attempt.difficulty, attempt.seed, attempt.actions)
            except ValueError:  # dice not the seed's (forced), or a log the rules reject
                continue
            if played[: len(kept)] == kept:
                return day
        return None

    def follow(self, game: Game, day: date) -> Played | None:
        """Keep the counted attempt of ``day`` up to ``game``; once the game is over it is
        final, and its result (for the history) is returned."""
        attempt = self.history.attempt(day, game.difficulty)
        if attempt is None or attempt.finished:
            return None
        finished = self.clock.now() if game.is_over else None
        updated = with_actions(attempt, game, finished)
        self.history.save_attempt(updated)
        return updated.result

    def table(self, difficulty: Difficulty) -> list[Attempt]:
        """The finished counted attempts of ``difficulty``, newest day first."""
        return [a for a in self.history.attempts(difficulty) if a.finished]

    def streak(self, difficulty: Difficulty) -> Streak:
        return streak((a.day for a in self.table(difficulty)), self.today())


def visitors_game(difficulty: Difficulty, clock: Clock | None = None) -> Game:
    """The kiosk's operator setting "today's daily for visitors": a new game on today's dice.

    Nothing is counted or kept per player (a kiosk has no one player); every visitor gets the
    same dice on the same day, so the day's scores on the welcome screen compare fairly.
    """
    return Game(difficulty, daily_seed((clock or SystemClock()).now().date()))
