"""The Qt Linguist workflow: update the .ts sources from the code and build the .qm files.

Translators edit ``translations/magdagdon_<code>.ts`` in Qt Linguist. The ``.qm`` files the
app loads are build output: :func:`ensure_qm` builds them with ``pyside6-lrelease`` whenever
they are missing or older than their ``.ts``: in the test setup (tests/conftest.py), when
packaging, and by ``python -m magdagdon.i18n build``. The game never builds them before its
first frame: a missing one is a one-line warning, and ``Language.after_first_frame`` builds it
on a thread afterwards (a fresh clone's first start shows English for a moment).

Command line (from the project folder)::

    python -m magdagdon.i18n update   # re-run lupdate over every QML and Python source
    python -m magdagdon.i18n status   # list what is left to translate (exit 1 if anything)
    python -m magdagdon.i18n build    # build translations/*.qm with lrelease
    python -m magdagdon.i18n add de   # start the catalogue of a new language
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

import PySide6

from magdagdon.i18n.catalogues import (  # re-exported: the commands and tests use them from here
    PLAIN_LUPDATE as PLAIN_LUPDATE,
)
from magdagdon.i18n.catalogues import SIMILAR_TEXT as SIMILAR_TEXT
from magdagdon.i18n.catalogues import carry_over_translations as carry_over_translations
from magdagdon.i18n.catalogues import unfinished as unfinished
from magdagdon.i18n.catalogues import unfinished_messages as unfinished_messages
from magdagdon.i18n.catalogues import vanished_messages as vanished_messages

log = logging.getLogger(__name__)

#: Languages the game ships, first in the language picker and always offered.
SHIPPED: tuple[str, ...] = ("sv", "fr", "en")
#: Language of the source strings (what is written inside qsTr / tr in the code).
SOURCE_LANGUAGE = "en"
#: Base name of the catalogues: magdagdon_sv.ts, magdagdon_sv.qm...
CATALOGUE = "magdagdon"

#: Permissions of a built .qm: readable by everyone, writable by its owner.
QM_MODE = 0o644
#: A .qm being built is ".magdagdon_sv-<random>.tmp.qm": hidden, never a catalogue to
#: the "magdagdon_*.qm" globs, and ignored by git's "*.qm" even when a killed build leaves it.
TMP_SUFFIX = ".tmp.qm"
#: A build's leftover older than this is from a process that died; ensure_qm removes it.
STALE_TMP_SECONDS = 600

#: The project folder (the package's parent): translations/, qml/ and magdagdon/ are in it.
PROJECT_DIR = Path(__file__).resolve().parents[2]


class TranslationToolError(RuntimeError):
    """lupdate or lrelease is missing or failed; the message says which and why."""


def translations_dir() -> Path:
    """Folder holding the .ts sources and the built .qm files.

    A frozen (PyInstaller) build carries prebuilt .qm files next to the executable's data,
    so it looks there instead of in the source tree.
    """
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "translations"
    return PROJECT_DIR / "translations"


def ts_path(code: str, folder: Path | None = None) -> Path:
    """The Linguist source for one language."""
    return (folder or translations_dir()) / f"{CATALOGUE}_{code}.ts"


def qm_path(code: str, folder: Path | None = None) -> Path:
    """The compiled catalogue the app loads for one language."""
    return (folder or translations_dir()) / f"{CATALOGUE}_{code}.qm"


def catalogue_languages(folder: Path | None = None) -> tuple[str, ...]:
    """Every language with a catalogue (.ts or built .qm): the shipped ones, then any added.

    ``python -m magdagdon.i18n add de`` creates ``magdagdon_de.ts``; from then on the update,
    status and build commands, and the catalogue tests, cover it without any code edit.
    """
    folder = folder or translations_dir()
    found = {
        p.stem.rsplit("_", 1)[-1]
        for pattern in (f"{CATALOGUE}_*.ts", f"{CATALOGUE}_*.qm")
        for p in folder.glob(pattern)
    }
    return SHIPPED + tuple(sorted(found - set(SHIPPED)))


def offered_languages(folder: Path | None = None) -> tuple[str, ...]:
    """The languages the Settings picker offers: the shipped ones, and an added one as soon
    as its catalogue is complete (only then does the build write its .qm)."""
    folder = folder or translations_dir()
    added = catalogue_languages(folder)[len(SHIPPED) :]
    return SHIPPED + tuple(c for c in added if qm_path(c, folder).is_file())


#: Language codes with a catalogue, in the order the language picker shows them.
LANGUAGES: tuple[str, ...] = catalogue_languages()


def _tool(name: str) -> Path:
    """Locate a Qt Linguist tool shipped with PySide6 (lupdate or lrelease)."""
    suffix = ".exe" if sys.platform == "win32" else ""
    bundled = Path(PySide6.__file__).resolve().parent / f"{name}{suffix}"
    if bundled.is_file():
        return bundled
    import shutil  # the tools' imports stay off the game's start-up path

    for candidate in (f"pyside6-{name}", name):
        found = shutil.which(candidate)
        if found:
            return Path(found)
    raise TranslationToolError(
        f"Qt Linguist tool '{name}' not found: install PySide6 (it ships pyside6-{name})."
    )


def _run(cmd: Sequence[str | os.PathLike[str]]) -> str:
    """Run a tool, returning its output or raising with the tool's own complaint."""
    import subprocess  # only the tools need it: kept off the game's start-up path

    proc = subprocess.run([os.fspath(c) for c in cmd], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise TranslationToolError(
            f"{Path(cmd[0]).name} failed ({proc.returncode}):\n{proc.stdout}{proc.stderr}"
        )
    return proc.stdout + proc.stderr


def source_files(root: Path | None = None) -> list[Path]:
    """Every QML (and QML JavaScript) and Python source the game is built from, sorted so runs
    are repeatable."""
    root = root if root is not None else PROJECT_DIR
    files = sorted((root / "qml").rglob("*.qml")) + sorted((root / "qml").rglob("*.js"))
    files += sorted(p for p in (root / "magdagdon").rglob("*.py") if "__pycache__" not in p.parts)
    return files


def update_ts(
    ts_files: Sequence[Path] | None = None,
    root: Path | None = None,
) -> list[Path]:
    """Merge the current source strings into the .ts files (the "update" command).

    New messages arrive unfinished and empty. A changed source text arrives unfinished *with
    its old translation as the text to revise*: lupdate first keeps the vanished message,
    :func:`carry_over_translations` copies its translation into the most similar new message
    of the same context, then a second pass drops what vanished. No file locations are written,
    so moving code around does not churn the catalogues.
    """
    root = root if root is not None else PROJECT_DIR
    targets = (
        list(ts_files)
        if ts_files is not None
        else [ts_path(c, root / "translations") for c in catalogue_languages(root / "translations")]
    )
    import tempfile

    sources = source_files(root)
    lupdate = _tool("lupdate")
    for ts in targets:
        code = ts.stem.rsplit("_", 1)[-1]
        # A file list keeps the command line short on Windows, whatever the number of sources.
        with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
            lst.write("\n".join(os.fspath(p) for p in sources))
        try:
            for keep in (True, False):
                _run(
                    [
                        lupdate,
                        "-silent",
                        "-locations",
                        "none",
                        *(() if keep else ("-no-obsolete",)),
                        "-source-language",
                        SOURCE_LANGUAGE,
                        "-target-language",
                        code,
                        f"@{lst.name}",
                        "-ts",
                        ts,
                    ]
                )
                if keep:
                    carry_over_translations(ts)
        finally:
            Path(lst.name).unlink(missing_ok=True)
    return targets


def build_qm(code: str, folder: Path | None = None) -> Path:
    """Compile one .ts into its .qm, replacing the old file atomically.

    Writing to a temporary name first means a game starting while the build runs never
    loads half a file.
    """
    folder = folder or translations_dir()
    src, out = ts_path(code, folder), qm_path(code, folder)
    if not src.is_file():
        raise TranslationToolError(f"missing translation source {src}")
    import tempfile

    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{out.stem}-", suffix=TMP_SUFFIX, dir=folder)
        os.close(fd)
    except OSError as exc:  # a read-only install: say so instead of crashing the start
        raise TranslationToolError(f"cannot write {out}: {exc}") from exc
    tmp = Path(tmp_name)
    try:
        _run([_tool("lrelease"), "-silent", src, "-qm", tmp])
        # mkstemp creates 0600: a catalogue installed by one user must be readable by the
        # player (a kiosk's service account, a packaged build), like any data file.
        os.chmod(tmp, QM_MODE)
        os.replace(tmp, out)
    except OSError as exc:
        raise TranslationToolError(f"cannot write {out}: {exc}") from exc
    finally:
        tmp.unlink(missing_ok=True)
    return out


def stale_languages(folder: Path | None = None) -> list[str]:
    """Languages whose .qm is missing or older than its .ts."""
    folder = folder or translations_dir()
    stale = []
    for code in catalogue_languages(folder):
        src, out = ts_path(code, folder), qm_path(code, folder)
        if not out.is_file() or (src.is_file() and src.stat().st_mtime > out.stat().st_mtime):
            stale.append(code)
    return stale


def _remove_dead_builds(folder: Path) -> None:
    """Delete what killed builds left behind (a window closed during its first-frame build),
    this naming and the earlier "magdagdon_sv<random>.qm.tmp" one; a build still running
    is younger than STALE_TMP_SECONDS and stays."""
    import time

    now = time.time()
    patterns = (f".{CATALOGUE}_*{TMP_SUFFIX}", f"{CATALOGUE}_*.qm.tmp")
    for leftover in (p for pattern in patterns for p in folder.glob(pattern)):
        try:
            if now - leftover.stat().st_mtime > STALE_TMP_SECONDS:
                leftover.unlink()
        except OSError:
            pass  # gone already, or a read-only install: nothing to tidy


def ensure_qm(folder: Path | None = None) -> Path:
    """Build every missing or out-of-date .qm and return the translations folder.

    Called at app start, by the test setup and by packaging. A catalogue that cannot be built
    (no lrelease, broken .ts) is logged and skipped when an older .qm exists, so the game still
    starts; with no .qm at all the error is raised, because the game would show raw source text.
    """
    folder = folder or translations_dir()
    _remove_dead_builds(folder)
    for code in stale_languages(folder):
        if not ts_path(code, folder).is_file():
            # A frozen build ships only .qm files; nothing to build from.
            continue
        if code not in SHIPPED and unfinished(ts_path(code, folder)):
            # An added language stays out of the picker until its catalogue is complete.
            qm_path(code, folder).unlink(missing_ok=True)
            continue
        try:
            build_qm(code, folder)
        except TranslationToolError:
            if qm_path(code, folder).is_file():
                log.warning(
                    "could not rebuild %s; using the existing one",
                    qm_path(code, folder),
                    exc_info=True,
                )
            else:
                raise
    return folder


def add_language(code: str, root: Path | None = None) -> Path:
    """Create the catalogue of a new language (the "add" command): every message unfinished.

    The code is a language as QLocale knows it ("de", "nb", "pt"); the update, status and build
    commands, the tests and, once complete, the Settings picker then include it.
    """
    from PySide6.QtCore import QLocale

    root = root if root is not None else PROJECT_DIR
    folder = root / "translations"
    wanted = code.strip().lower()
    known = QLocale(wanted).language() not in (QLocale.Language.C, QLocale.Language.AnyLanguage)
    if not (wanted.isascii() and wanted.isalpha() and 2 <= len(wanted) <= 3 and known):
        raise TranslationToolError(f"{code!r} is not a language code QLocale knows (e.g. de, nb)")
    target = ts_path(wanted, folder)
    if target.exists():
        raise TranslationToolError(f"{target} already exists: use the update command")
    update_ts([target], root)
    return target


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m magdagdon.i18n update|status|build``."""
    parser = argparse.ArgumentParser(
        prog="python -m magdagdon.i18n",
        description="Update the Qt Linguist .ts files from the sources, or build the .qm files.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("update", help="run lupdate over every QML and Python source")
    add = sub.add_parser("add", help="create the catalogue of a new language")
    add.add_argument("code", help="language code, e.g. de")
    sub.add_parser("status", help="list the messages still waiting for a translation")
    build = sub.add_parser("build", help="build translations/*.qm with lrelease")
    build.add_argument("--force", action="store_true", help="rebuild even when up to date")
    args = parser.parse_args(argv)
    try:
        if args.command == "update":
            for ts in update_ts():
                left = unfinished(ts)
                note = f", {left} to translate" if left else ", fully translated"
                print(f"updated {ts.relative_to(PROJECT_DIR)}{note}")
        elif args.command == "add":
            ts = add_language(args.code)
            print(f"created {ts.relative_to(PROJECT_DIR)}, {unfinished(ts)} to translate")
        elif args.command == "status":
            left = 0
            for code in catalogue_languages():
                waiting = unfinished_messages(ts_path(code))
                left += len(waiting)
                print(f"{ts_path(code).name}: {len(waiting)} to translate")
                for context, source in waiting:
                    print(f"  [{context}] {source}")
                lost = vanished_messages(ts_path(code))
                if lost:
                    left += len(lost)
                    print(f"{ts_path(code).name}: {len(lost)} marked vanished. {PLAIN_LUPDATE}")
            return 1 if left else 0
        else:
            folder = translations_dir()
            todo = list(catalogue_languages(folder)) if args.force else stale_languages(folder)
            todo = [c for c in todo if c in SHIPPED or not unfinished(ts_path(c, folder))]
            for code in todo:
                build_qm(code, folder)
            ensure_qm(folder)
            for code in catalogue_languages(folder):
                state = "built" if code in todo else "up to date"
                print(f"{state}: {qm_path(code, folder)}")
    except TranslationToolError as exc:
        print(exc, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
