"""The guided game as QML sees it: ``Tutorial`` (steps, target, refusals) and its session.

``TutorialSession`` is a :class:`~magdagdon.qt.session.GameSession` with no store (so nothing is
saved or recorded) whose taps (every slot of the game screen makes one, ``GameSession.tap``)
go to the :class:`~magdagdon.tutorial.guide.Guide` first: the game screen shows it unchanged
during the guided game, so every handle of that screen keeps working, and a tap the step does
not wait for is refused there, before the presenter.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from magdagdon.presenter.presenter import Change
from magdagdon.presenter.taps import Kind, Tap
from magdagdon.qt.properties import Published, published, uncreatable
from magdagdon.qt.session import GameSession
from magdagdon.storage import Store

from .guide import Guide
from .script import STEP_COUNT

QML_IMPORT_NAME = "Magdagdon.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


@QmlElement
@uncreatable("A TutorialSession belongs to its Tutorial (Tutorial.session).")
class TutorialSession(GameSession):
    """The game screen's session during the guided game: every tap goes to the guide."""

    def __init__(self, tutorial: Tutorial) -> None:
        super().__init__(None, tutorial)
        self._tutorial = tutorial
        self._presenter = tutorial.guide.presenter
        self._show()

    def publish(self, values: Mapping[str, Any]) -> list[str]:
        """Everything the presenter shows, but no sure rescue: the guided game teaches one way
        out of a MAGDAGDON, the power bar's DECREASE −1, which works in every turn; the
        MAGDAGDON screen's shortcut to the same change stays hidden, not dimmed beside it."""
        return super().publish({**values, "sureRescue": {}})

    def show_change(self, change: Change) -> None:
        """Show what the guide's presenter did (the session's own path after a tap)."""
        self._after(change)

    def show_new_game(self) -> None:
        """The guide started its game again (resume): show it from the start."""
        self._presenter = self._tutorial.guide.presenter
        self._show()
        self.gameChanged.emit()

    def tap(self, tap: Tap) -> None:
        """Every tap goes to the guide, which plays it if the step waits for it. The script
        decides the selection: clearing it or leaving REROLL's choice does nothing here."""
        if tap.kind not in (Kind.CLEAR, Kind.CANCEL_REROLL):
            self._tutorial.tap(tap)

    @Slot(int, int)
    def dropDie(self, die: int, cell: int) -> None:
        self._tutorial.drop(die, cell)

    # This game is never started anew by the player, and a HINT is never asked in it.
    @Slot()
    def markAssisted(self) -> None:
        return

    @Slot()
    def newGame(self) -> None:
        return

    @Slot(str)
    def setDifficulty(self, name: str) -> None:
        return


@QmlElement
class Tutorial(Published):
    """The guided first game: the step shown, the item to tap, why a tap was refused.

    QML creates one per window (``Tutorial { store: ...; brief: kiosk }``); ``start`` resumes
    at the stored step, ``skip`` leaves it there, and the last step ends it (``finished``).
    """

    finished = Signal()  # the player went through every step (the kiosk then offers a game)
    storeChanged = Signal()

    runningChanged = Signal()
    stepChanged = Signal()
    stepCountChanged = Signal()
    keyChanged = Signal()
    targetChanged = Signal()
    whyChanged = Signal()
    whyValueChanged = Signal()
    whyNeighbourChanged = Signal()
    whyCountChanged = Signal()
    briefChanged = Signal()

    running = published(bool, "running", runningChanged)
    step = published(int, "step", stepChanged)  # 0-based, the step being shown
    stepCount = published(int, "stepCount", stepCountChanged)
    key = published(str, "key", keyChanged)  # the current move's text key ("" when over)
    target = published(str, "target", targetChanged)  # objectName of the item to tap
    why = published(str, "why", whyChanged)  # WhyKind of the last refused tap, "" if none
    whyValue = published(int, "whyValue", whyValueChanged)
    whyNeighbour = published(int, "whyNeighbour", whyNeighbourChanged)
    whyCount = published(int, "whyCount", whyCountChanged)  # refused taps so far

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store: Store | None = None
        self._brief = False
        self.guide = Guide()
        self._session = TutorialSession(self)
        self._refused = 0
        self._running = False
        self._publish()

    # ----------------------------------------------------------- properties
    def _get_store(self) -> Store | None:
        return self._store

    def _set_store(self, store: Store | None) -> None:
        if store is not self._store:
            self._store = store
            self.storeChanged.emit()

    store = Property(Store, _get_store, _set_store, notify=storeChanged)

    def _get_brief(self) -> bool:
        return self._brief

    def _set_brief(self, brief: bool) -> None:
        if brief != self._brief:
            self._brief = bool(brief)
            self.briefChanged.emit()

    # The kiosk's short version: the script plays the moves already learnt (script.Move.brief).
    brief = Property(bool, _get_brief, _set_brief, notify=briefChanged)

    def _get_session(self) -> GameSession:
        return self._session

    session = Property(GameSession, _get_session, constant=True)

    @property
    def game_session(self) -> TutorialSession:
        """``session`` for Python callers (tests, tools)."""
        return self._session

    # ---------------------------------------------------------------- slots
    @Slot()
    def start(self) -> None:
        """Begin the guided game, where it was left (a desktop player), else at step 1."""
        store = self._store
        resume = 0
        if store is not None and not self._brief and store.property("tutorial") == "started":
            resume = int(store.property("tutorialStep"))
        self.guide = Guide(brief=self._brief)
        self.guide.resume(resume)
        self._session.show_new_game()
        self._running = True
        self._remember("started")
        self._publish()

    @Slot()
    def next(self) -> None:
        """tutorialNextButton: the steps that only explain wait for it."""
        self.tap(Tap(Kind.NEXT))

    @Slot()
    def skip(self) -> None:
        """Leave the guided game; ``start`` comes back to this step."""
        if self._running:
            self._running = False
            self._publish()

    @Slot()
    def decline(self) -> None:
        """The first-start card was declined: it is not offered again."""
        if self._store is not None and self._store.property("tutorial") == "":
            self._store.setProperty("tutorial", "declined")

    # ------------------------------------------------------------ from taps
    def tap(self, tap: Tap) -> None:
        """A tap the session received: played if it is the awaited one, else explained."""
        if not self._running:
            return
        change = self.guide.tap(tap)
        self._after(change)

    def drop(self, die: int, cell: int) -> None:
        if not self._running:
            return
        self._after(self.guide.drop(die, cell))

    # ------------------------------------------------------------- internal
    def _after(self, change: Change | None) -> None:
        if change is None:
            self._refused += 1
        else:
            self._session.show_change(change)
        if self.guide.done and self._running:
            self._running = False
            self._remember("finished")
            self._publish()
            self.finished.emit()
            return
        self._publish()

    def _remember(self, state: str) -> None:
        """The state and step in the store, so a later start resumes (desktop only)."""
        store = self._store
        if store is None or self._brief:
            return
        store.setProperty("tutorial", state)
        self._keep_step(0 if state == "finished" else min(self.guide.step, STEP_COUNT - 1))

    def _keep_step(self, step: int) -> None:
        """The step a later ``start`` resumes at (the kiosk's passers-by always start anew)."""
        store = self._store
        if store is not None and not self._brief and store.property("tutorialStep") != step:
            store.setProperty("tutorialStep", step)

    def _publish(self) -> None:
        guide = self.guide
        why = guide.why
        if self._running and not guide.done:
            self._keep_step(guide.step)
        self.publish(
            {
                "running": self._running,
                "step": min(guide.step, STEP_COUNT - 1),
                "stepCount": STEP_COUNT,
                "key": guide.key if self._running else "",
                "target": guide.target if self._running else "",
                "why": why.kind.value if why is not None and self._running else "",
                "whyValue": why.value if why is not None else 0,
                "whyNeighbour": why.neighbour if why is not None else 0,
                "whyCount": self._refused,
            }
        )
