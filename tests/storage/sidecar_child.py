"""A child for test_special_paths: one start on a settings file with something odd beside it.

``python sidecar_child.py SETTINGS``: reads the first frame's look, starts the store, records
a game and saves one, reads and writes the window's place, and prints what the player would
see as one JSON line (the parent kills it if anything hangs).
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings


def main(path: str) -> None:
    lines: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.levelno >= logging.WARNING:
                lines.append(record.getMessage())

    logging.getLogger("magdagdon").addHandler(Keep())
    QCoreApplication([])
    from magdagdon.app import windowplace
    from magdagdon.app.startup import first_look
    from magdagdon.engine import Difficulty
    from magdagdon.storage import Store, make_settings
    from tests.storage.test_game import mid_turn_game

    settings: QSettings = make_settings(path)
    first_look(settings)
    store = Store(settings)
    rank = store.record(Difficulty.PEACEFUL, 300, 8, 0)
    store.save_game(mid_turn_game())
    store.flush(5)
    place = windowplace.stored_place(settings)
    windowplace.store_place(settings, "1,2,300,400")
    print(
        json.dumps(
            {
                "rank": rank,
                "can_save": store.can_save,
                "notice": store.saveProblem,
                "place": place,
                "warnings": lines,
            }
        ),
        flush=True,
    )
    store.close()


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    main(sys.argv[1])
