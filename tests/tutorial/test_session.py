"""The guided game's session: every slot of the game screen's session goes through the guide,
so no tap (present or added later) reaches the presenter without being checked."""

from __future__ import annotations

from PySide6.QtCore import QMetaMethod

from magdagdon.engine import Phase
from magdagdon.presenter.taps import Tap
from magdagdon.qt.session import GameSession
from magdagdon.tutorial.tutorial import Tutorial, TutorialSession


def slots_of(cls: type) -> dict[str, list[str]]:
    """The slots ``cls`` declares, with their parameter types."""
    meta = cls.staticMetaObject  # type: ignore[attr-defined]
    out = {}
    for i in range(meta.methodOffset(), meta.methodCount()):
        method = meta.method(i)
        if method.methodType() == QMetaMethod.MethodType.Slot:
            name = bytes(method.name().data()).decode()
            out[name] = [bytes(t.data()).decode() for t in method.parameterTypes()]
    return out


#: Moves the keyboard's board cursor: no tap, nothing of the game changes.
INTERFACE_ONLY = {"moveCursor"}


def test_every_session_slot_is_the_guides(qapp, monkeypatch) -> None:
    """Each slot of the game screen's session either makes one tap, which goes through the
    session's one door (``tap``, the guide's in the guided game), or the guided game's session
    overrides it."""
    slots = slots_of(GameSession)
    assert {"roll", "tapDie", "tapCell", "confirm", "usePower", "newGame"} <= set(slots)
    taps: list[Tap] = []
    monkeypatch.setattr(TutorialSession, "tap", lambda self, tap: taps.append(tap))
    tutorial = Tutorial()
    session = tutorial.game_session
    through_the_door = set(slots) - set(vars(TutorialSession)) - INTERFACE_ONLY
    assert {"roll", "tapDie", "tapCell", "confirm", "usePower"} <= through_the_door
    for name in sorted(through_the_door):
        taps.clear()
        args = [0 if kind == "int" else "DECREASE" for kind in slots[name]]
        getattr(session, name)(*args)
        assert len(taps) == 1, name


def test_taps_outside_the_script_never_reach_the_game(qapp) -> None:
    tutorial = Tutorial()
    tutorial.start()
    session = tutorial.guide  # the guide's presenter is the session's
    before = session.game.to_dict()
    qt_session = tutorial.game_session
    for call in (qt_session.confirm, qt_session.newGame, qt_session.clearSelection):
        call()
    qt_session.setDifficulty("NIGHTMARE")
    qt_session.tapCell(3)
    assert session.game.to_dict() == before and tutorial.property("why") == "NOT_NOW"
    qt_session.roll()  # the awaited tap
    assert session.game.phase is Phase.PLACE and tutorial.property("why") == ""
    assert session.game.difficulty.name == "PEACEFUL" and qt_session.phase == "PLACE"
