"""A child for test_instance: claims a settings file, or hands over to the one that has it.

``python instance_child.py SETTINGS``: prints FIRST and waits (20 s at most) for a second
start, then prints RAISED and exits 0; it prints NAMES n each time the names it answers to
change (its file replaced). A second start prints the one-line message and exits 3 when the
first window answered, 4 when it did not (frozen).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QTimer

from magdagdon.storage import SingleInstance


def main(path: str) -> int:
    app = QCoreApplication([])
    instance = SingleInstance(path)
    if not instance.claim():
        print(instance.message(), flush=True)
        return 3 if instance.answered else 4
    print("FIRST", flush=True)

    def raised() -> None:
        print("RAISED", flush=True)
        QTimer.singleShot(0, app.quit)  # after the answer is on its way

    instance.raiseRequested.connect(raised)
    instance.namesChanged.connect(lambda: print(f"NAMES {len(instance.claimed)}", flush=True))
    QTimer.singleShot(20_000, app.quit)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
