"""``magdagdon --smoke-test``: the first frame, one scripted turn, every language, then quit.

Packaging and CI start every build this way (offscreen where there is no display): it exits 0
only when the window drew, the engine accepted every action, the store could save and no QML
warning or error was logged.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow

from magdagdon.app.wiring import backends
from magdagdon.i18n.workflow import LANGUAGES

if TYPE_CHECKING:
    from magdagdon.qt.session import GameSession


class QmlErrorCounter:
    """Counts QML warnings and errors (``--smoke-test`` fails on any)."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self._previous: Callable[..., None] | None = None

    def __call__(self, mode: QtMsgType, context: object, message: str) -> None:
        serious = mode in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
        qml = mode == QtMsgType.QtWarningMsg and (".qml" in message or "qrc:" in message)
        if serious or qml:
            self.messages.append(message)
        sys.stderr.write(message + "\n")

    def install(self) -> None:
        self._previous = qInstallMessageHandler(self)

    def uninstall(self) -> None:
        qInstallMessageHandler(self._previous)


def play_scripted_turn(session: GameSession) -> None:
    """One turn through the session's slots, as a player would: roll, place, confirm.

    The placement comes from the engine's own search, so the turn never walks into a dead end.
    A game restored mid-turn or finished (from ``--settings-file``) is replaced by a new one.
    """
    if not session.canRoll:
        session.newGame()
    turns = session.turns
    session.roll()
    game = session.game
    if session.phase == "MAGDAGDON":
        session.acceptMagdagdon()
        session.tapCell(min(game.ruinable_cells))
        return
    from magdagdon.engine.board import encode, iter_placements

    values = [d.value for d in game.dice]
    plan = next(iter_placements(encode(game.field), values, game.required))
    free = list(range(len(values)))
    for cell, value in plan:
        die = next(d for d in free if values[d] == value)
        free.remove(die)
        session.tapDie(die)
        session.tapCell(cell)
    session.confirm()
    if session.turns != turns + 1:
        raise RuntimeError(f"the scripted turn did not end: {game!r}")


def smoke_test(engine: QQmlApplicationEngine, errors: QmlErrorCounter, timeout_ms: int) -> int:
    """First frame, one scripted turn, every language; 0 when nothing complained."""
    app = QGuiApplication.instance()
    assert app is not None
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    session, store, language = backends(engine)
    result: dict[str, int] = {}

    def fail(why: str) -> None:
        print(f"smoke test failed: {why}", file=sys.stderr)
        result.setdefault("code", 1)
        app.exit()  # not quit(): a kiosk window refuses to close, which cancels quit()

    started: list[bool] = []

    def after_first_frame() -> None:
        # On a real X server a second frame can be swapped while the first one's turn is
        # played (processEvents below) and reach here before the disconnect: play once.
        if started:
            return
        started.append(True)
        window.frameSwapped.disconnect(after_first_frame)
        try:
            play_scripted_turn(session)
            app.processEvents()
            for code in (*LANGUAGES, language.current):
                language.setCurrent(code)
                app.processEvents()
        except Exception as exc:  # report any failure as the test's result
            fail(repr(exc))
            return
        if session.rejections:
            fail(f"the engine refused {session.rejections} action(s)")
            return
        if not store.flush(10) or not store.can_save:  # issue 17: nothing can be saved
            fail(f"nothing can be saved: {store.saveProblem or 'the writes did not finish'}")
            return
        print(f"smoke test: first frame, turn {session.turns} played, languages {LANGUAGES}")
        result.setdefault("code", 0)
        app.exit()  # not quit(): a kiosk window refuses to close, which cancels quit()

    window.frameSwapped.connect(after_first_frame)
    if not window.isVisible():
        window.show()  # (never on a shown window: show() makes a fullscreen kiosk windowed)
    window.update()  # a window already on screen draws again, so the test sees a frame
    QTimer.singleShot(timeout_ms, lambda: fail("no frame within the time limit"))
    app.exec()
    if errors.messages:
        print(f"smoke test failed: {len(errors.messages)} QML error(s)", file=sys.stderr)
        return 1
    return result.get("code", 1)
