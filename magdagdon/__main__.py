"""``python -m magdagdon``: start the game."""

from __future__ import annotations

import sys


def main() -> int:
    """The ``magdagdon`` command: first say which system libraries are missing, if any
    (before Qt aborts on them), then start the game."""
    from magdagdon import syslibs

    problem = syslibs.check(sys.argv[1:])
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from magdagdon.cli import main as app_main

    return app_main()


if __name__ == "__main__":
    sys.exit(main())
