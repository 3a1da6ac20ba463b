"""SoundService: the one place the game's sounds are asked for (issue 38).

It watches game sessions: after every change a session publishes (``gameChanged``), the
session's :class:`~magdagdon.presenter.cues.CueReader` names the sounds of what happened (ROLL,
a die set down or taken back, CONFIRM, each bonus line, MAGDAGDON, a ruin, a new record), and
the service plays each one at its delay through the :class:`~magdagdon.qt.speaker.Speaker`.
Because the cues come from the game's own log, a tap, a key, a drag and the kiosk's bot all
sound alike; QML may also ask for a sound by name (``play``).

Tests observe it: every sound asked for is in :attr:`SoundService.requests` and is signalled
(``requested``), whether it was heard or not (sound off, the demo muted, quiet hours, no audio
device) and before its delay runs, so a test waits for the state, never for the time.

Its settings come from a :class:`SoundSettings`: the player's Settings on a desktop
(:class:`StoreSound`), the operator's choices on a kiosk (``kiosk.look.KioskLook``: volume,
the demo's sound, quiet hours). Reduced motion never mutes: it only makes the dice land at once,
so nothing waits for a tumble. The speaker itself starts after the first frame (:meth:`start`).
"""

from __future__ import annotations

import logging
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from magdagdon.presenter.cues import SOUNDS, CueReader
from magdagdon.qt.properties import uncreatable

if TYPE_CHECKING:
    from magdagdon.qt.session import GameSession
    from magdagdon.qt.speaker import Speaker
    from magdagdon.storage import Store

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

#: Where the sounds are: resources/sounds/ beside the package, in a checkout and in the bundle.
SOUNDS_DIR = Path(__file__).resolve().parents[2] / "resources" / "sounds"
#: The requests kept for tests and the log (the newest).
KEPT = 200


class SoundSettings(Protocol):
    """How loud the game may be right now, and whether the dice tumble."""

    def volume(self, *, demo: bool) -> int:
        """Percent, 0 for silence; ``demo``: the kiosk's welcome-screen demo is asking."""
        ...

    def reduced_motion(self) -> bool: ...


class StoreSound:
    """The desktop's settings: Settings' sound switch and volume, and its reduced motion."""

    def __init__(self, store: Store) -> None:
        self._store = store

    def volume(self, *, demo: bool) -> int:
        return self._store.soundVolume if self._store.sound else 0

    def reduced_motion(self) -> bool:
        return self._store.reducedMotion


class Request(NamedTuple):
    """One sound asked for: its name, its delay (ms), and the volume it had (0: not heard)."""

    name: str
    delay: int
    volume: int
    demo: bool


class _Listener(QObject):
    """Hears one session for the service (a child of the service: it goes with it)."""

    def __init__(self, service: SoundService, session: GameSession, demo: bool) -> None:
        super().__init__(service)
        self.service = service
        self.session = session
        self.demo = demo
        self.reader = CueReader(session.game)
        session.gameChanged.connect(self.changed)
        session.gameStarted.connect(self.started)

    @Slot()
    def changed(self) -> None:
        self.service.hear(self)

    @Slot()
    def started(self) -> None:
        self.reader.reset(self.session.game)


@QmlElement
@uncreatable("the application makes the SoundService (app.sound)")
class SoundService(QObject):
    """Asks for the game's sounds at the game's events and plays them, by name."""

    requested = Signal(str)  # every sound asked for, by name, heard or not
    availableChanged = Signal()

    def __init__(
        self,
        settings: SoundSettings,
        parent: QObject | None = None,
        *,
        store: Store | None = None,
        folder: Path = SOUNDS_DIR,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self._store = store
        self._folder = folder
        self.requests: deque[Request] = deque(maxlen=KEPT)
        self._speaker: Speaker | None = None
        self._listeners: list[_Listener] = []

    # ------------------------------------------------------------ for Python
    def watch(self, session: GameSession, *, demo: bool = False) -> None:
        """Sound ``session``'s game from now on; ``demo``: the kiosk's welcome-screen demo,
        silent unless the operator wants it heard."""
        self._listeners.append(_Listener(self, session, demo))

    def start(self) -> None:
        """Load the speaker (Qt Multimedia and the sound files); after the first frame."""
        if self._speaker is not None:
            return
        from magdagdon.qt.speaker import Speaker

        self._speaker = Speaker(self._folder, SOUNDS, self)
        self._speaker.availableChanged.connect(self.availableChanged)
        if self._speaker.start():
            self._speaker.warm_up()
            self.availableChanged.emit()

    @property
    def speaker(self) -> Speaker | None:
        return self._speaker

    def names(self) -> list[str]:
        """The names of the sounds asked for so far (the newest last): what tests read."""
        return [r.name for r in self.requests]

    def hear(self, listener: _Listener) -> None:
        """A session changed: ask for the sounds of what happened."""
        session = listener.session
        game = session.game
        record = game.is_over and session.lastRank == 1 and self._beat_others(session)
        cues = listener.reader.hear(
            game, record=record, reduced_motion=self.settings.reduced_motion()
        )
        for cue in cues:
            self._request(cue.name, cue.delay, demo=listener.demo)

    def _beat_others(self, session: GameSession) -> bool:
        """Rank 1 is a new record when the table held other games (the first is no record,
        as the game-over card says)."""
        if self._store is None:
            return False
        return len(self._store.high_scores(session.game.difficulty)) > 1

    # ------------------------------------------------------------ for QML
    def _available(self) -> bool:
        return self._speaker is not None and self._speaker.available

    #: A device plays the sounds (False on a machine without audio: all stays silent).
    available = Property(bool, _available, notify=availableChanged)

    @Slot(str)
    def play(self, name: str) -> None:
        """Play one of the game's sounds (``SOUNDS``) by name, now."""
        if name not in SOUNDS:
            log.warning("ignoring unknown sound %r", name)
            return
        self._request(name, 0, demo=False)

    # ------------------------------------------------------------- internal
    def _request(self, name: str, delay: int, *, demo: bool) -> None:
        volume = max(0, min(100, self.settings.volume(demo=demo)))
        self.requests.append(Request(name, delay, volume, demo))
        self.requested.emit(name)
        if volume == 0 or not self._available():
            return
        if delay > 0:
            QTimer.singleShot(delay, self, lambda: self._play(name, volume))
        else:
            self._play(name, volume)

    def _play(self, name: str, volume: int) -> None:
        from magdagdon.qt.speaker import volume_scale

        if self._speaker is not None:
            self._speaker.play(name, volume_scale(volume))
