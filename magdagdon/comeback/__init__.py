"""Come back tomorrow (issue 14): the daily challenge, SHARE, play a code, replays, statistics.

Pure presenters (``daily``, ``share``, ``codes``, ``stats``, ``replay``, ``statsmodel``) hold
the logic and are tested without Qt; ``controller`` (Comeback) and ``replayer``
(ReplayController) are the thin QObjects QML sees (``backend`` registers them); ``sources`` is
the one seam to the engine's seeds, codes and replay and to the history, which
``keeper.FileHistory`` keeps in its own file beside the settings (``keeper.history_for`` picks it).
"""

from typing import TYPE_CHECKING

from magdagdon.lazy import loader

if TYPE_CHECKING:
    from ..engine import daily_seed
    from .daily import Clock, Daily, DailyStatus, Streak, SystemClock, streak, visitors_game
    from .share import share_text
    from .sources import Attempt, History, MemoryHistory, Played
    from .statistics import Figures, figures
    from .stepper import Replay

# Each name is imported on first use (PEP 562), so a start that needs one module does not
# import the whole package first (issue 16: the window's first frame).
_WHERE: dict[str, str] = {
    "Attempt": "sources",
    "Clock": "daily",
    "Daily": "daily",
    "DailyStatus": "daily",
    "Figures": "statistics",
    "History": "sources",
    "MemoryHistory": "sources",
    "Played": "sources",
    "Replay": "stepper",
    "Streak": "daily",
    "SystemClock": "daily",
    "figures": "statistics",
    "daily_seed": ".engine",  # magdagdon.engine's
    "share_text": "share",
    "streak": "daily",
    "visitors_game": "daily",
}


_load = loader(__name__, _WHERE)


def __getattr__(name: str) -> object:
    return _load(name)


__all__ = [
    "Attempt",
    "Clock",
    "Daily",
    "DailyStatus",
    "Figures",
    "History",
    "MemoryHistory",
    "Played",
    "Replay",
    "Streak",
    "SystemClock",
    "daily_seed",
    "figures",
    "share_text",
    "streak",
    "visitors_game",
]
