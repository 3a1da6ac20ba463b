"""Entry script of the frozen app: PyInstaller needs a file, the game's entry is a function."""

import sys

from magdagdon.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
