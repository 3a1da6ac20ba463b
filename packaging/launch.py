"""Entry script of the frozen app: PyInstaller needs a file, the game's entry is a function.

The game spawns no process (its bot thinks on threads), so ``multiprocessing`` is not
imported here: its ``freeze_support`` would also make PyInstaller add its runtime hook, which
imports the module before the game's first frame (issue 16).
"""

import sys

from magdagdon.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
