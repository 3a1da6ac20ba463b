"""A child for test_faults: one store under a fault the parent sets up (a file-size limit, or
another user's rights), reporting what the player would see as one JSON line.

``python fault_child.py SETTINGS FSIZE_LIMIT|-1 UID|-1``
"""

from __future__ import annotations

import json
import os
import resource
import signal
import sys

from PySide6.QtCore import QCoreApplication

from magdagdon.engine import Difficulty
from magdagdon.storage import Store, make_settings


def main(path: str, fsize: int, uid: int) -> None:
    if fsize >= 0:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit: EFBIG
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
    if uid >= 0:
        os.setgid(uid)
        os.setuid(uid)
    QCoreApplication([])
    store = Store(make_settings(path))
    rank = store.record(Difficulty.PEACEFUL, 544, 8, 0)
    store.idleSeconds = 600
    print(json.dumps({"rank": rank, "notice": store.saveProblem, "can_save": store.can_save}))
    sys.stdout.flush()
    store.close()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
