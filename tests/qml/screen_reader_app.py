"""The real game window for tests/qml/test_screen_reader.py, on a real display (xcb).

It is the game as a player starts it, with two test hooks read from stdin, one line each:
``rolls 1 2 3 4`` queues the next ROLL's dice (``GameSession.queue_rolls``, so a test knows
what a roll will bring), and ``state`` prints the game as JSON on stdout (the test's eyes, in
place of looking at the screen). The keys come from the X server (xdotool), the screen reader
listens on the accessibility bus: neither goes through this script.

Usage: python screen_reader_app.py SETTINGS_FILE
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QSocketNotifier
from PySide6.QtGui import QGuiApplication

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from magdagdon.app.startup import ensure_application  # noqa: E402
from magdagdon.app.wiring import application, create_engine  # noqa: E402
from magdagdon.storage import make_settings  # noqa: E402


def state(engine: object) -> dict[str, object]:
    """What a sighted player would read off the screen, for the test to decide its keys."""
    session = application(engine).session  # type: ignore[arg-type]
    game = session.game
    return {
        "phase": game.phase.name,
        "cells": [c if c is None or isinstance(c, int) else "RUIN" for c in game.cells],
        "dice": [d.value for d in game.dice],
        "prepared": [d.prepared for d in game.dice],
        "required": game.required,
        "cursor": session.cursor,
        "selected": list(session.selected),
        "over": game.is_over,
        "score": game.score().total,
    }


def main() -> int:
    app = ensure_application(sys.argv[:1])
    engine = create_engine(make_settings(Path(sys.argv[1])), lang="en", seed=20261201)
    window = engine.rootObjects()[0]
    window.resize(1280, 800)  # type: ignore[attr-defined]
    window.show()  # type: ignore[attr-defined]
    window.requestActivate()  # type: ignore[attr-defined]
    session = application(engine).session

    def command() -> None:
        line = sys.stdin.readline()
        if not line:
            app.quit()
            return
        words = line.split()
        if words and words[0] == "rolls":
            session.queue_rolls([int(w) for w in words[1:]])
            print(json.dumps({"queued": words[1:]}), flush=True)
        elif words and words[0] == "state":
            print(json.dumps(state(engine)), flush=True)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(command)
    print(json.dumps({"ready": True}), flush=True)
    code = app.exec()
    hints = application(engine).hints
    if hints is not None:
        hints.shutdown()
    del notifier
    return code


if __name__ == "__main__":
    assert isinstance(QGuiApplication, type)
    sys.exit(main())
