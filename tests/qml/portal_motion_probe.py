"""Runs a Store under a stand-in settings portal and reports its reduced motion as the
desktop's reduced-motion setting changes (tests/test_motion.py, inside dbus-run-session)."""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main(portal_python: str, settings_path: str) -> int:
    from fake_portal import PortalProcess  # beside this script (run as a file, not collected)

    portal = PortalProcess(portal_python, "reduced-motion=0")

    from PySide6.QtCore import QCoreApplication, QDeadlineTimer

    from magdagdon.app import motion
    from magdagdon.storage import Store, make_settings

    app = QCoreApplication([])
    store = Store(make_settings(Path(settings_path)))
    seen: dict[str, object] = {"listening": motion.follow_portal(store)}

    def change(setting: str) -> bool:
        portal.change(setting)
        before = store.reducedMotion
        deadline = QDeadlineTimer(1500)
        while not deadline.hasExpired() and store.reducedMotion == before:
            app.processEvents()
        return store.reducedMotion

    seen["reduced-motion=1"] = change("reduced-motion=1")
    seen["color-scheme=1"] = change("color-scheme=1")  # another setting: no change
    seen["reduced-motion=0"] = change("reduced-motion=0")
    store.reducedMotion = True  # the player chooses
    seen["chosen, then reduced-motion=1, 0"] = [
        change("reduced-motion=1"),
        change("reduced-motion=0"),
    ]
    portal.close()
    store.close()
    print(json.dumps(seen))
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
