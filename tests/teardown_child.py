"""A child for test_hints: a window whose hint lanes are busy is torn down WITHOUT
``Application.shutdown()``, the way a test harness or an embedding may delete the engine.

``python teardown_child.py HOW``: HOW is ``qwait`` (deleteLater, then QTest.qWait: Qt's event
processing holds the interpreter lock), ``later`` (deleteLater, then processEvents) or
``delete`` (shiboken6.delete). Prints ``TORN DOWN`` once the engine and its lanes are gone.
"""

from __future__ import annotations

import sys
import tempfile
import threading
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtTest import QTest

from magdagdon.app.wiring import application, create_engine
from magdagdon.storage import make_settings


def main(how: str) -> None:
    folder = tempfile.mkdtemp(prefix="magdagdon-teardown-")
    engine = create_engine(make_settings(Path(folder) / "s.ini"), lang="en", seed=7)
    hints = application(engine).hints
    assert hints is not None
    hints.start()
    lanes = hints._lanes
    assert lanes is not None
    thinking = threading.Event()

    def until_stopped(stop: threading.Event) -> None:
        """A bot that thinks until it is told to stop (pure Python: it needs the lock)."""
        thinking.set()
        while not stop.is_set():
            sum(range(1000))

    lanes.risks.start(until_stopped)
    hints.requestReview()  # and a real review of the game on its own lane
    assert thinking.wait(60)
    pools = [lane.pool for lane in lanes.all()]
    del hints, lanes
    if how == "qwait":
        engine.deleteLater()
        QTest.qWait(1)
    elif how == "later":
        engine.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    else:
        shiboken6.delete(engine)
    assert not any(shiboken6.isValid(pool) for pool in pools), "the lanes outlived the engine"
    print("TORN DOWN", flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
