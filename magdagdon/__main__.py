"""``python -m magdagdon``: start the game."""

from __future__ import annotations

import sys


def main() -> int:
    """The ``magdagdon`` command: first say which system libraries are missing, if any
    (before Qt aborts on them), then start the game."""
    from magdagdon.app import syslibs

    # The platform plugin's libraries first: without one, Qt aborts when the window opens.
    # Qt's own libraries need no look first (issue 16: ~4 ms of loading before the first
    # frame): without one, importing Qt fails, and then every library is checked and named.
    problem = syslibs.check(sys.argv[1:], core=False)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    try:
        from magdagdon.app.cli import main as app_main
    except ImportError:
        problem = syslibs.check(sys.argv[1:])
        if problem:
            print(problem, file=sys.stderr)
            return 1
        raise
    return app_main()


if __name__ == "__main__":
    sys.exit(main())
