"""``magdagdon --kiosk-reset-pin``: the administrator gives a kiosk a new operator PIN.

Why a command and not a screen: a kiosk whose PIN file is lost or damaged stays closed
(issue 37.3), so that no visitor can choose a PIN and reach the operator screen. Only someone
who can run commands on the machine, as the kiosk's user, can open it again: this writes a
new PIN file (and notes in the settings file that the kiosk has a PIN), with the lock-out
count at zero. The new PIN comes from ``--kiosk-pin-file PATH``, from a pipe, or is typed
twice at the terminal (never on the command line, where ``ps`` shows it). The running kiosk
reads it at its next start. Every outcome is one line; the exit status is 0 when the PIN is
set, 2 when it is not.
"""

from __future__ import annotations

import getpass
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from magdagdon.kiosk.legacy import forget_legacy_pin, legacy_pin, scrub_copies, settings_file
from magdagdon.kiosk.pin import PIN_MAX_DIGITS, PIN_MIN_DIGITS, PinVault, pin_path, valid_pin


class ResetRefused(Exception):
    """Why the PIN was not set, in one line for the administrator."""


def wrong_user(folder: Path) -> str | None:
    """Why this user must not write the kiosk's files: root writing into a folder another
    user owns would leave files that user cannot read (a PIN file of root's closes the
    kiosk). None when this user may."""
    if sys.platform == "win32":  # no root there (and mypy --platform win32 knows it)
        return None
    if os.geteuid() != 0:
        return None
    try:
        owner = folder.stat().st_uid
    except OSError:
        return None
    if owner == 0:
        return None
    try:
        import pwd

        name = pwd.getpwuid(owner).pw_name
    except (ImportError, KeyError):
        name = str(owner)
    return (
        f"run it as the kiosk's user, who owns {folder}: "
        f"sudo -u {name} magdagdon --kiosk-reset-pin ..."
    )


def new_pin(
    given: str | None,
    stdin: TextIO,
    ask: Callable[[str], str] = getpass.getpass,
) -> str:
    """The new PIN: ``given`` (``--kiosk-pin-file``), else one line from a pipe, else typed
    twice at the terminal (not shown)."""
    digits = f"{PIN_MIN_DIGITS} to {PIN_MAX_DIGITS} digits"
    if given is not None:
        return given
    if not stdin.isatty():
        line = stdin.readline(64).strip()
        if not valid_pin(line):
            raise ResetRefused(f"the new PIN read from standard input must be {digits}")
        return line
    first = ask(f"New operator PIN ({digits}): ").strip()
    if not valid_pin(first):
        raise ResetRefused(f"a kiosk PIN is {digits}")
    if ask("The same PIN again: ").strip() != first:
        raise ResetRefused("the two PINs differ; nothing was changed")
    return first


def reset_pin(settings: Path | None, pin: str) -> Path:
    """Give the kiosk on ``settings`` (None: the user's own settings file) the PIN ``pin``;
    the PIN file it wrote. ``ResetRefused`` says why not."""
    from PySide6.QtCore import QCoreApplication

    from magdagdon.storage import Store, make_settings, problem_with

    if settings is not None and (why := problem_with(settings)):
        raise ResetRefused(why)
    if QCoreApplication.instance() is None:
        QCoreApplication([sys.argv[0] if sys.argv else "magdagdon"])
    store = Store(make_settings(settings) if settings is not None else make_settings())
    try:
        path = pin_path(settings_file(store))
        if why := wrong_user(path.parent):
            raise ResetRefused(why)
        vault = PinVault(path, known=True)
        vault.stored = store.keep_kiosk_pin
        if not vault.set_pin(pin, event="reset"):
            raise ResetRefused(f"the PIN file {path} could not be written: {vault.save_error}")
        if not store.kioskPinKept or not store.can_save:
            raise ResetRefused(
                f"the PIN file {path} is written, but the settings file cannot be: "
                f"{store.saveProblem or 'it refused the change'}"
            )
        legacy = legacy_pin(store)
        if store.kioskPin:
            forget_legacy_pin(store)
        scrub_copies(settings_file(store), legacy)
        return path
    finally:
        store.close()


def main(settings: Path | None, given: str | None, stdin: TextIO | None = None) -> int:
    """The command: 0 when the new PIN is set, 2 (and one line on stderr) when not."""
    try:
        pin = new_pin(given, stdin if stdin is not None else sys.stdin)
        path = reset_pin(settings, pin)
    except ResetRefused as exc:
        print(f"magdagdon: the kiosk PIN was not reset: {exc}", file=sys.stderr)
        return 2
    except (EOFError, KeyboardInterrupt):
        print("magdagdon: the kiosk PIN was not reset", file=sys.stderr)
        return 2
    print(f"magdagdon: the operator PIN is set (its hash is in {path}); restart the kiosk")
    return 0
