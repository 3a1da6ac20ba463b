"""Entry script of the frozen app: PyInstaller needs a file, the game's entry is a function."""

import multiprocessing
import sys

from magdagdon.__main__ import main

if __name__ == "__main__":
    # A frozen app's spawned worker processes (magdagdon.ai uses a spawn pool) start by
    # re-running this executable; freeze_support turns them into workers, not new games.
    multiprocessing.freeze_support()
    sys.exit(main())
