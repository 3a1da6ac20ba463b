"""``python -m magdagdon``: start the game."""

from __future__ import annotations

import sys

from magdagdon.app import main

if __name__ == "__main__":
    sys.exit(main())
