"""The guided game's session: every slot of the game screen's session goes through the guide,
so no tap (present or added later) reaches the presenter without being checked."""

from __future__ import annotations

from PySide6.QtCore import QMetaMethod

from magdagdon.engine import Phase
from magdagdon.qt.session import GameSession
from magdagdon.tutorial.tutorial import Tutorial, TutorialSession


def slot_names(cls: type) -> set[str]:
    meta = cls.staticMetaObject  # type: ignore[attr-defined]
    return {
        bytes(meta.method(i).name().data()).decode()
        for i in range(meta.methodOffset(), meta.methodCount())
        if meta.method(i).methodType() == QMetaMethod.MethodType.Slot
    }


def test_every_session_slot_is_the_guides(qapp) -> None:
    slots = slot_names(GameSession)
    assert {"roll", "tapDie", "tapCell", "confirm", "newGame"} <= slots
    overridden = {name for name in slots if name in vars(TutorialSession)}
    assert overridden == slots


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
