"""The ``magdagdon`` command: its options (the PIN ones too) and ``main``.

``main`` checks the settings file, claims the one window per settings file, and starts the
staged window (``wiring.create_engine(staged=True)``); ``--smoke-test`` hands the window to
:mod:`magdagdon.app.smoke`.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow

from magdagdon.app import pyside_hook  # noqa: F401 (first: PySide's hook reads no sources)
from magdagdon.app.smoke import QmlErrorCounter, smoke_test
from magdagdon.app.startup import app_version, ensure_application
from magdagdon.app.wiring import create_engine
from magdagdon.i18n.workflow import LANGUAGES
from magdagdon.storage import THEMES, SingleInstance, make_settings, problem_with, settings_path


def _kiosk_pin(text: str) -> str:
    if not (text.isascii() and text.isdigit() and 4 <= len(text) <= 8):
        raise argparse.ArgumentTypeError("a kiosk PIN is 4 to 8 digits")
    return text


#: The most read of a ``--kiosk-pin-file``: a PIN and a newline, with room to spare.
PIN_FILE_LIMIT = 256


def _kiosk_pin_file(path: str) -> str:
    """The PIN from a file: on the command line, ``ps`` would show it to every user. Read
    as a regular file of a few bytes only (a FIFO given there never hangs the start, and
    ``/dev/zero`` never fills the memory)."""
    from magdagdon.storage.safeio import FileRefused, read_regular

    try:
        found = read_regular(path, PIN_FILE_LIMIT)
    except FileRefused as exc:
        raise argparse.ArgumentTypeError(f"cannot read the PIN file {exc}") from exc
    if found is None:
        raise argparse.ArgumentTypeError(f"cannot read the PIN file {path}: there is none")
    if found.truncated:
        raise argparse.ArgumentTypeError(f"the PIN file {path} holds more than a PIN")
    try:
        text = found.data.decode("utf-8").strip()
    except UnicodeError as exc:
        raise argparse.ArgumentTypeError(f"the PIN file {path} is not text") from exc
    return _kiosk_pin(text)


def _no_pin_on_command_line(_text: str) -> str:
    raise argparse.ArgumentTypeError(
        "a PIN on the command line shows in ps: use --kiosk-pin-file PATH or MAGDAGDON_KIOSK_PIN"
    )


#: What ``parse_args([])`` gives: the options' defaults (tests/test_app.py holds them equal).
NO_OPTIONS: dict[str, object] = {
    "lang": None,
    "settings_file": None,
    "theme": None,
    "kiosk": False,
    "kiosk_pin_file": None,
    "kiosk_pin": None,
    "kiosk_reset_pin": False,
    "smoke_test": False,
}


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line's options. The usual start (a desktop icon, a menu entry) has none:
    then no parser is built (issue 16: argparse's gettext look-ups cost ~1.5 ms before the
    first frame)."""
    if argv is not None and len(argv) == 0:
        return argparse.Namespace(**NO_OPTIONS)
    return _parser().parse_args(argv)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="magdagdon",
        description="MAGDAGDON, a CUBIRI ORIGINAL: roll four dice, grow one field of numbers.",
    )
    parser.add_argument("--lang", choices=LANGUAGES, help="language for this run only")
    parser.add_argument(
        "--settings-file", metavar="PATH", type=Path, help="use this INI file for settings"
    )
    parser.add_argument(
        "--theme", choices=THEMES, help="colour theme for this run only (contrast: high contrast)"
    )
    parser.add_argument("--kiosk", action="store_true", help="fullscreen kiosk mode")
    parser.add_argument(
        "--kiosk-pin-file",
        metavar="PATH",
        type=_kiosk_pin_file,
        help="operator PIN for this run (4-8 digits), read from this file"
        " (or set MAGDAGDON_KIOSK_PIN)",
    )
    parser.add_argument("--kiosk-pin", type=_no_pin_on_command_line, help=argparse.SUPPRESS)
    parser.add_argument(
        "--kiosk-reset-pin",
        action="store_true",
        help="for the machine's administrator: give the kiosk a new operator PIN (from"
        " --kiosk-pin-file, a pipe, or typed twice) when its PIN file is lost or damaged;"
        " then restart the kiosk",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the window, play one turn, switch languages, quit (exit 0 when healthy)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {app_version()}")
    return parser


def _check_in_background(path: Path | None) -> Callable[[], str | None]:
    """Why ``--settings-file`` cannot be used (``storage.problem_with``), asked on a thread:
    its test write waits for the disk (fsync), which it does while Qt starts (issue 16).
    The returned function waits for the answer."""
    if path is None:
        return lambda: None
    answer: list[str | None] = []
    thread = threading.Thread(
        target=lambda: answer.append(problem_with(path)), name="settings-check", daemon=True
    )
    thread.start()

    def outcome() -> str | None:
        thread.join()
        return answer[0] if answer else problem_with(path)  # (it raised: raise it here)

    return outcome


def main(argv: Sequence[str] | None = None) -> int:
    """The ``magdagdon`` command."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.kiosk_reset_pin:  # the administrator's command: no window (docs/KIOSK.md)
        from magdagdon.kiosk.reset import main as reset_main

        return reset_main(args.settings_file, args.kiosk_pin_file)
    checked = _check_in_background(args.settings_file)
    errors = QmlErrorCounter()
    temp: tempfile.TemporaryDirectory[str] | None = None
    if args.smoke_test:
        no_display = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
        if no_display and sys.platform.startswith("linux"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        if args.settings_file is None:  # never touch the player's own settings
            temp = tempfile.TemporaryDirectory(prefix="magdagdon-smoke-")
            args.settings_file = Path(temp.name) / "settings.ini"
        errors.install()
    ensure_application(sys.argv[:1])
    if why := checked():
        print(f"magdagdon: {why}", file=sys.stderr)  # issue 17: one line, exit status 2
        return 2
    settings = make_settings(args.settings_file) if args.settings_file else make_settings()
    instance = SingleInstance(settings_path(settings))  # one window per settings file
    if not args.smoke_test and not instance.claim():
        print(instance.message(), file=sys.stdout if instance.answered else sys.stderr)
        return 0 if instance.answered else 1  # (a frozen first window: say what to do)
    try:
        engine = create_engine(
            settings,
            lang=args.lang,
            kiosk=True if args.kiosk else None,
            kiosk_pin=args.kiosk_pin_file,
            background_writes=True,
            theme=args.theme,
            staged=not args.smoke_test,
        )
    except RuntimeError as exc:
        print(f"magdagdon: {exc}", file=sys.stderr)
        return 1
    if args.smoke_test:
        code = smoke_test(engine, errors, timeout_ms=20_000)
        errors.uninstall()
        del engine
        if temp is not None:
            temp.cleanup()
        return code
    window = engine.rootObjects()[0]
    if isinstance(
        window, QQuickWindow
    ):  # a second start hands over: this window comes to the front

        def to_front() -> None:
            window.show()
            window.raise_()
            window.requestActivate()

        instance.raiseRequested.connect(to_front)
    app = QGuiApplication.instance()
    assert app is not None
    return app.exec()
