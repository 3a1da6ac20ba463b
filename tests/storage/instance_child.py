"""A child for test_instance: claims a settings file, or hands over to the one that has it.

``python instance_child.py SETTINGS``: prints FIRST and waits (20 s at most) for a second
start, then prints RAISED and exits 0; a second start prints the one-line message, exits 3.
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
        return 3
    print("FIRST", flush=True)

    def raised() -> None:
        print("RAISED", flush=True)
        app.quit()

    instance.raiseRequested.connect(raised)
    QTimer.singleShot(20_000, app.quit)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
