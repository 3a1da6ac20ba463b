"""The come-back QObjects QML sees; importing this module registers every one of them."""

from .controller import Comeback
from .replayer import ReplayController
from .sources import history_for

__all__ = ["Comeback", "ReplayController", "history_for"]
