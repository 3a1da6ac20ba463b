"""The Qt Linguist workflow: update the .ts sources from the code and build the .qm files.

Translators edit ``translations/magdagdon_<code>.ts`` in Qt Linguist. The ``.qm`` files the
app loads are build output: :func:`ensure_qm` builds them with ``pyside6-lrelease`` whenever
they are missing or older than their ``.ts``: in the test setup (tests/conftest.py), when
packaging, and by ``python -m magdagdon.i18n build``. The game never builds them before its
first frame: a missing one is a one-line warning, and ``Language.after_first_frame`` builds it
on a thread afterwards (a fresh clone's first start shows English for a moment).

Command line (from the project folder)::

    python -m magdagdon.i18n update   # re-run lupdate over every QML and Python source
    python -m magdagdon.i18n status   # what is left to translate (exit 1 if a shipped one)
    python -m magdagdon.i18n build    # build the .qm files (previews for languages in progress)
    python -m magdagdon.i18n add de   # start the catalogue of a new language (in progress)
    python -m magdagdon.i18n ship de  # ship a finished language: Settings offers it
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

import PySide6

from magdagdon.i18n import roster
from magdagdon.i18n.catalogues import (  # re-exported: the commands and tests use them from here
    PLAIN_LUPDATE as PLAIN_LUPDATE,
)
from magdagdon.i18n.catalogues import SIMILAR_TEXT as SIMILAR_TEXT
from magdagdon.i18n.catalogues import carry_over_translations as carry_over_translations
from magdagdon.i18n.catalogues import unfinished as unfinished
from magdagdon.i18n.catalogues import unfinished_messages as unfinished_messages
from magdagdon.i18n.catalogues import vanished_messages as vanished_messages

log = logging.getLogger(__name__)

#: Language of the source strings (what is written inside qsTr / tr in the code).
SOURCE_LANGUAGE = "en"
#: Base name of the catalogues: magdagdon_sv.ts, magdagdon_sv.qm...
CATALOGUE = "magdagdon"
#: Where a language in progress gets its .qm (translations/preview/): the installers carry the
#: .qm files of translations/ only, so a preview never ships.
PREVIEW_DIR = "preview"

#: Permissions of a built .qm: readable by everyone, writable by its owner.
QM_MODE = 0o644
#: A .qm being built is ".magdagdon_sv-<random>.tmp.qm": hidden, never a catalogue to
#: the "magdagdon_*.qm" globs, and ignored by git's "*.qm" even when a killed build leaves it.
TMP_SUFFIX = ".tmp.qm"
#: A build's leftover older than this is from a process that died; ensure_qm removes it.
STALE_TMP_SECONDS = 600

#: The project folder (the package's parent): translations/, qml/ and magdagdon/ are in it.
PROJECT_DIR = Path(__file__).resolve().parents[2]
#: Without a roster (a frozen build carries none), the shipped catalogues present are listed
#: in this order, any other after them.
FALLBACK_ORDER: tuple[str, ...] = ("sv", "fr", "en")


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
    """The compiled catalogue of a shipped language (unfinished messages left in English)."""
    return (folder or translations_dir()) / f"{CATALOGUE}_{code}.qm"


def preview_qm_path(code: str, folder: Path | None = None) -> Path:
    """The compiled preview of a language in progress (English leftovers marked ‹…›)."""
    return (folder or translations_dir()) / PREVIEW_DIR / f"{CATALOGUE}_{code}.qm"


def _found(folder: Path) -> set[str]:
    """Codes with a catalogue in ``folder``: a .ts, or a built .qm (a frozen build)."""
    return {
        code
        for pattern in (f"{CATALOGUE}_*.ts", f"{CATALOGUE}_*.qm")
        for p in folder.glob(pattern)
        if roster.CODE.match(code := p.stem.removeprefix(f"{CATALOGUE}_"))
    }


def shipped_languages(folder: Path | None = None) -> tuple[str, ...]:
    """The languages the game ships and Settings offers, in the roster's order
    (translations/languages.txt); without a roster (a frozen build), every catalogue present."""
    folder = folder or translations_dir()
    found = _found(folder)
    entries = roster.read(folder)
    if entries is None:
        first = [c for c in FALLBACK_ORDER if c in found]
        return (*first, *sorted(found - set(first)))
    return tuple(e.code for e in entries if e.shipped and e.code in found)


def catalogue_languages(folder: Path | None = None) -> tuple[str, ...]:
    """Every language with a catalogue: the shipped ones, then those in progress.

    ``python -m magdagdon.i18n add de`` creates ``magdagdon_de.ts``; from then on the update,
    status and build commands, ``--lang de`` and the catalogue tests cover it without any code
    edit. A catalogue the roster does not list counts as in progress.
    """
    folder = folder or translations_dir()
    shipped = shipped_languages(folder)
    return (*shipped, *sorted(_found(folder) - set(shipped)))


def in_progress_languages(folder: Path | None = None) -> tuple[str, ...]:
    """Languages with a catalogue that do not ship yet (previewed with ``--lang``)."""
    folder = folder or translations_dir()
    return catalogue_languages(folder)[len(shipped_languages(folder)) :]


def offered_languages(folder: Path | None = None) -> tuple[str, ...]:
    """The languages the Settings picker offers: the shipped ones."""
    return shipped_languages(folder)


def built_qm(code: str, folder: Path | None = None) -> Path | None:
    """The .qm the game loads for ``code``, or None when none is built. A shipped language
    loads its catalogue; a language in progress the newer of its preview and a .qm built by
    hand (``pyside6-lrelease``) beside the .ts, which is never deleted."""
    folder = folder or translations_dir()
    candidates = [qm_path(code, folder)]
    if code not in shipped_languages(folder):
        candidates.append(preview_qm_path(code, folder))
    existing = [p for p in candidates if p.is_file()]
    return max(existing, key=lambda p: p.stat().st_mtime) if existing else None


#: Language codes with a catalogue, in the order the language picker shows them.
LANGUAGES: tuple[str, ...] = catalogue_languages()
#: The languages that ship (translations/languages.txt), in the picker's order.
SHIPPED: tuple[str, ...] = shipped_languages()


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


def build_qm(code: str, folder: Path | None = None, *, preview: bool = False) -> Path:
    """Compile one .ts into its .qm, replacing the old file atomically; returns the .qm.

    A shipped language is built with ``-nounfinished``: a message still unfinished (a new
    text, or an edited one holding its old translation to revise) stays in English rather
    than ship a stale meaning. A ``preview`` (a language in progress) goes to
    ``translations/preview/`` with every unfinished message in English, marked ‹…›.
    Writing to a temporary name first means a game starting while the build runs never
    loads half a file.
    """
    folder = folder or translations_dir()
    src = ts_path(code, folder)
    out = preview_qm_path(code, folder) if preview else qm_path(code, folder)
    if not src.is_file():
        raise TranslationToolError(f"missing translation source {src}")
    import tempfile

    try:
        out.parent.mkdir(exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{out.stem}-", suffix=TMP_SUFFIX, dir=out.parent)
        os.close(fd)
    except OSError as exc:  # a read-only install: say so instead of crashing the start
        raise TranslationToolError(f"cannot write {out}: {exc}") from exc
    tmp = Path(tmp_name)
    filled: Path | None = None
    try:
        if preview:
            from magdagdon.i18n.preview import write_preview

            # The preview's filled-in source goes to the system's temporary folder: nothing
            # of it is ever left beside the catalogues, where git would see it.
            fd, filled_name = tempfile.mkstemp(prefix=f"{out.stem}-", suffix=".ts")
            os.close(fd)
            filled = Path(filled_name)
            english = ts_path(SOURCE_LANGUAGE, folder)
            write_preview(src, english if english.is_file() else None, filled)
            _run([_tool("lrelease"), "-silent", filled, "-qm", tmp])
        else:
            _run([_tool("lrelease"), "-silent", "-nounfinished", src, "-qm", tmp])
        # mkstemp creates 0600: a catalogue installed by one user must be readable by the
        # player (a kiosk's service account, a packaged build), like any data file.
        os.chmod(tmp, QM_MODE)
        os.replace(tmp, out)
    except OSError as exc:
        raise TranslationToolError(f"cannot write {out}: {exc}") from exc
    finally:
        tmp.unlink(missing_ok=True)
        if filled is not None:
            filled.unlink(missing_ok=True)
    return out


def stale_languages(folder: Path | None = None) -> list[str]:
    """Languages whose .qm is missing or older than its .ts (a preview: or than the English
    .ts, whose texts it shows for the messages not translated yet)."""
    folder = folder or translations_dir()
    shipped = shipped_languages(folder)
    english = ts_path(SOURCE_LANGUAGE, folder)
    stale = []
    for code in catalogue_languages(folder):
        src, out = ts_path(code, folder), built_qm(code, folder)
        sources = [src] if code in shipped else [src, english]
        newest = max((p.stat().st_mtime for p in sources if p.is_file()), default=0.0)
        if out is None or newest > out.stat().st_mtime:
            stale.append(code)
    return stale


def _remove_dead_builds(folder: Path) -> None:
    """Delete what killed builds left behind (a window closed during its first-frame build),
    this naming and the earlier "magdagdon_sv<random>.qm.tmp" one; a build still running
    is younger than STALE_TMP_SECONDS and stays."""
    import time

    now = time.time()
    patterns = (f".{CATALOGUE}_*{TMP_SUFFIX}", f"{CATALOGUE}_*.qm.tmp")
    places = (folder, folder / PREVIEW_DIR)
    for leftover in (p for place in places for pattern in patterns for p in place.glob(pattern)):
        try:
            if now - leftover.stat().st_mtime > STALE_TMP_SECONDS:
                leftover.unlink()
        except OSError:
            pass  # gone already, or a read-only install: nothing to tidy


def ensure_qm(folder: Path | None = None) -> Path:
    """Build every missing or out-of-date .qm and return the translations folder.

    Called after the game's first frame, by the test setup and by packaging. A shipped
    language gets its catalogue, a language in progress its preview; nothing is ever deleted
    (a .qm a translator built by hand stays). A catalogue that cannot be built (no lrelease,
    broken .ts) is logged and skipped when an older .qm exists, so the game still starts;
    a shipped language with no .qm at all raises, because the game would show raw source
    text, and a language in progress is logged (it only ever shows with ``--lang``).
    """
    folder = folder or translations_dir()
    _remove_dead_builds(folder)
    shipped = shipped_languages(folder)
    for code in stale_languages(folder):
        if not ts_path(code, folder).is_file():
            # A frozen build ships only .qm files; nothing to build from.
            continue
        try:
            build_qm(code, folder, preview=code not in shipped)
        except TranslationToolError:
            existing = built_qm(code, folder)
            if existing is not None:
                log.warning("could not rebuild %s; using the existing one", existing, exc_info=True)
            elif code in shipped:
                raise
            else:
                log.error("could not build the preview of %s", code, exc_info=True)
    return folder


def add_language(code: str, root: Path | None = None) -> Path:
    """Create the catalogue of a new language (the "add" command): every message unfinished,
    and the language "in progress" in translations/languages.txt.

    The code is a language as QLocale knows it ("de", "nb", "pt"); the update, status and build
    commands, ``--lang`` and the tests then include it, and ``ship`` makes Settings offer it.
    """
    from PySide6.QtCore import QLocale

    root = root if root is not None else PROJECT_DIR
    folder = root / "translations"
    wanted = code.strip().lower()
    known = QLocale(wanted).language() not in (QLocale.Language.C, QLocale.Language.AnyLanguage)
    if not (roster.CODE.match(wanted) and known):
        raise TranslationToolError(f"{code!r} is not a language code QLocale knows (e.g. de, nb)")
    target = ts_path(wanted, folder)
    if target.exists():
        raise TranslationToolError(f"{target} already exists: use the update command")
    try:
        roster.read(folder, strict=True)
    except roster.RosterError as exc:
        raise TranslationToolError(str(exc)) from exc
    update_ts([target], root)
    roster.set_state(folder, wanted, roster.IN_PROGRESS)
    return target


def ship_language(code: str, root: Path | None = None) -> None:
    """Make a finished language shipped (the "ship" command): Settings offers it, the
    installers carry it, and every check holds it to every message being finished."""
    from magdagdon.i18n.glossary import GlossaryError, read_glossary

    root = root if root is not None else PROJECT_DIR
    folder = root / "translations"
    ts = ts_path(code, folder)
    if not ts.is_file():
        raise TranslationToolError(f"{ts.name} does not exist: add the language first")
    left = unfinished(ts) + len(vanished_messages(ts))
    if left:
        raise TranslationToolError(
            f"{ts.name}: {left} messages are not finished yet ('status' lists them); "
            "a shipped language has every message finished"
        )
    try:
        glossary = read_glossary(folder / "GLOSSARY.md")
    except GlossaryError as exc:
        raise TranslationToolError(str(exc)) from exc
    if code not in glossary.languages or not glossary.complete(code):
        raise TranslationToolError(
            f"translations/GLOSSARY.md has no complete column for {code}: agree the game's "
            "words there first (translations/README.md, Add a language)"
        )
    try:
        roster.set_state(folder, code, roster.SHIPPED)
    except roster.RosterError as exc:
        raise TranslationToolError(str(exc)) from exc


def _describe(code: str, folder: Path, shipped: tuple[str, ...]) -> str:
    """One line of ``build``'s and ``status``'s report about a language's state."""
    ts = ts_path(code, folder)
    if not ts.is_file():
        return "shipped, prebuilt"
    left = unfinished(ts)
    if code in shipped:
        return "shipped" + (f", {left} messages unfinished (shown in English)" if left else "")
    return (
        f"in progress, {left} messages still in English (marked ‹…›)"
        if left
        else (
            "in progress, every message translated: 'python -m magdagdon.i18n ship "
            f"{code}' ships it"
        )
    )


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m magdagdon.i18n update|add|status|build|ship``."""
    parser = argparse.ArgumentParser(
        prog="python -m magdagdon.i18n",
        description="The translators' workflow: update the Qt Linguist .ts files from the "
        "sources, build the .qm files, add or ship a language.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("update", help="run lupdate over every QML and Python source")
    add = sub.add_parser("add", help="create the catalogue of a new language (in progress)")
    add.add_argument("code", help="language code, e.g. de")
    sub.add_parser(
        "status",
        help="list the messages still waiting for a translation "
        "(exit 1 if a shipped language has any)",
    )
    build = sub.add_parser(
        "build", help="build the .qm of every language (a preview for those in progress)"
    )
    build.add_argument("--force", action="store_true", help="rebuild even when up to date")
    ship = sub.add_parser("ship", help="ship a finished language: Settings offers it")
    ship.add_argument("code", help="language code, e.g. de")
    args = parser.parse_args(argv)
    folder = translations_dir()
    try:
        if args.command == "update":
            for ts in update_ts():
                left = unfinished(ts)
                note = f", {left} to translate" if left else ", fully translated"
                print(f"updated {ts.relative_to(PROJECT_DIR)}{note}")
        elif args.command == "add":
            ts = add_language(args.code)
            print(
                f"created {ts.relative_to(PROJECT_DIR)}, {unfinished(ts)} to translate; "
                f"{args.code} is in progress in translations/languages.txt"
            )
        elif args.command == "ship":
            ship_language(args.code)
            print(f"{args.code} is shipped: Settings offers it, the installers carry it")
        elif args.command == "status":
            return _status(folder)
        else:
            shipped = shipped_languages(folder)
            todo = list(catalogue_languages(folder)) if args.force else stale_languages(folder)
            for code in todo:
                if ts_path(code, folder).is_file():
                    build_qm(code, folder, preview=code not in shipped)
            for code in catalogue_languages(folder):
                built = built_qm(code, folder)
                state = "built" if code in todo else "up to date"
                where = built.relative_to(folder.parent) if built else "(no .qm)"
                print(f"{state}: {where} ({_describe(code, folder, shipped)})")
    except (TranslationToolError, roster.RosterError) as exc:
        print(exc, file=sys.stderr)
        return 1
    return 0


def _status(folder: Path) -> int:
    """The ``status`` command: every language's state and what it still needs (messages to
    translate, texts longer than their room). Exit 1 when a shipped language is not finished
    or has a text too long, a catalogue lost messages, or the roster is wrong; a language in
    progress may be partly translated (it is listed, and exits 0)."""
    from magdagdon.i18n.lengths import length, over_budget

    try:
        entries = roster.read(folder, strict=True) or []
    except roster.RosterError as exc:
        print(exc)
        return 1
    shipped = shipped_languages(folder)
    problems = 0
    for entry in entries:
        if not ts_path(entry.code, folder).is_file():
            print(f"translations/languages.txt lists {entry.code}, which has no catalogue")
            problems += 1
    for code in catalogue_languages(folder):
        ts = ts_path(code, folder)
        waiting = unfinished_messages(ts)
        state = "shipped" if code in shipped else "in progress"
        print(f"{ts.name} ({state}): {len(waiting)} to translate")
        for context, source in waiting:
            print(f"  [{context}] {source}")
        if code in shipped:
            problems += len(waiting)
        long = over_budget(ts)
        if long:
            print(f"{ts.name}: {len(long)} too long for their room (its comment says how much):")
            for context, _source, text, limit in long:
                print(f"  [{context}] {text} ({length(text)} characters, room {limit})")
            if code in shipped:
                problems += len(long)
        lost = vanished_messages(ts)
        if lost:
            problems += len(lost)
            print(f"{ts.name}: {len(lost)} marked vanished. {PLAIN_LUPDATE}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
