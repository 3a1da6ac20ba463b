"""Come back tomorrow (issue 14): the daily challenge, SHARE, play a code, replays, statistics.

Pure presenters (``daily``, ``share``, ``stats``, ``replay``, ``statsmodel``) hold the logic
and are tested without Qt; ``controller`` (Comeback) and ``replayer`` (ReplayController) are
the thin QObjects QML sees (``backend`` registers them); ``sources`` is the one seam to the
engine's seeds, codes and replay and to the history, which ``keeper.FileHistory`` keeps in its
own file beside the settings (``history_for`` picks it).
"""

from magdagdon.engine import daily_seed

from .daily import Clock, Daily, DailyStatus, Streak, SystemClock, streak, visitors_game
from .replay import Replay
from .share import share_text
from .sources import Attempt, History, MemoryHistory, Played
from .stats import Figures, figures

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
