"""Screenshots of the come-back screens, with data and empty, in every language.

Run on a real display (``DISPLAY=:17 python -m tests.comeback.shots``): the real window is
driven through its backends and each screen is grabbed into
``test-artifacts/screenshots/comeback/``. A person then looks at them as a player would.
"""

from __future__ import annotations

import random
import sys
import tempfile
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import Q_ARG, QEventLoop, QMetaObject, QTimer
from PySide6.QtGui import QGuiApplication

from magdagdon.app.application import Application
from magdagdon.app.startup import ensure_application
from magdagdon.app.wiring import create_engine
from magdagdon.comeback.sources import Played
from magdagdon.engine import Difficulty
from magdagdon.storage import make_settings

from .games import FakeClock, finished_game

OUT = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots" / "comeback"


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def shoot(window, name: str) -> None:
    wait(450)
    OUT.mkdir(parents=True, exist_ok=True)
    window.grabWindow().save(str(OUT / f"{name}.png"))


def main(lang: str) -> None:
    ensure_application()
    folder = tempfile.mkdtemp(prefix="magdagdon-shots-")
    engine = create_engine(make_settings(Path(folder) / "s.ini"), lang=lang, seed=4)
    app = Application.of(engine)
    window = app.window
    assert window is not None and app.comeback is not None
    comeback = app.comeback
    window.resize(1280, 800)
    window.show()
    wait(300)
    root = window

    def go(page: str) -> None:
        root.setProperty("currentPage", "game")
        QTimer.singleShot(0, lambda: None)
        window.metaObject()  # keep a reference
        from PySide6.QtCore import Q_ARG, QMetaObject

        QMetaObject.invokeMethod(root, "back")
        QMetaObject.invokeMethod(root, "navigate", Q_ARG("QVariant", page))
        wait(200)

    # Empty: nothing played yet.
    go("daily")
    shoot(window, f"{lang}-daily-empty")
    go("statistics")
    shoot(window, f"{lang}-statistics-empty")
    go("daily")
    QMetaObject.invokeMethod(find(window, "playCodeButton"), "clicked")
    wait(100)
    find(window, "codeField").setProperty("text", "7KQ2-X9MB-P4")
    QMetaObject.invokeMethod(find(window, "playCodeDialog"), "play")
    shoot(window, f"{lang}-playcode-mistyped")
    find(window, "playCodeDialog").setProperty("open", False)

    # A daily started and left: CONTINUE.
    comeback.playDaily("SURVIVAL")
    rng0 = random.Random(3)
    for _ in range(3):
        _bot_turn(app.session, rng0)
    go("game")
    shoot(window, f"{lang}-daily-playing")
    app.session.newGame()
    go("daily")
    shoot(window, f"{lang}-daily-in-progress")
    app.session.setDifficulty("PEACEFUL")

    # With data: 40 days of PEACEFUL games, dailies on most days, today's daily played.
    now = comeback.daily.clock.now()
    clock = FakeClock(now - timedelta(days=40))
    comeback.daily.clock = clock
    rng = random.Random(7)
    for day in range(40):
        if day % 9 != 4:
            comeback.playDaily("PEACEFUL")
            while not app.session.game.is_over:
                _bot_turn(app.session, rng)
        for _ in range(2):
            game = finished_game(Difficulty.PEACEFUL, rng.getrandbits(60), rng)
            comeback.history.add_game(Played.of(game, clock.now() + timedelta(hours=2)))
        clock.next_day()
    clock.when = now
    comeback.playDaily("PEACEFUL")
    while not app.session.game.is_over:
        _bot_turn(app.session, rng)
    comeback.changed.emit()
    wait(300)
    go("game")
    wait(1500)  # the game-over card follows the board's last ribbons
    share = comeback.share()
    (OUT / f"{lang}-share.txt").write_text(share, encoding="utf-8")
    shoot(window, f"{lang}-share-gameover")
    go("daily")
    shoot(window, f"{lang}-daily-data")
    go("statistics")
    shoot(window, f"{lang}-statistics-data")
    comeback.openDailyReplay("PEACEFUL", 0)
    QMetaObject.invokeMethod(root, "openOver", Q_ARG("QVariant", "replay"))
    replay = comeback.replay
    assert replay is not None
    replay.toTurn(4)
    replay.next()
    replay.next()
    replay.play()
    shoot(window, f"{lang}-replay-midgame")
    replay.stop()
    replay.toEnd()
    shoot(window, f"{lang}-replay-end")
    window.resize(600, 900)
    shoot(window, f"{lang}-replay-portrait")
    window.resize(1280, 800)
    go("statistics")
    window.resize(700, 900)
    shoot(window, f"{lang}-statistics-narrow")
    window.close()
    QGuiApplication.processEvents()


def find(window, name: str):
    """The item named ``name`` anywhere in the window (pages, overlays)."""
    stack = [window.contentItem().parentItem() or window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == name and item.isVisible():
            return item
        stack.extend(item.childItems())
    raise LookupError(name)


def _bot_turn(session, rng: random.Random) -> None:
    from tests.kiosk.conftest import bot_turn

    bot_turn(session)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "en")
