"""ensure_qm builds exactly what is missing or stale, and never leaves the game without text."""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest

from magdagdon.i18n import workflow
from magdagdon.i18n.workflow import (
    LANGUAGES,
    PROJECT_DIR,
    TranslationToolError,
    built_qm,
    ensure_qm,
    qm_path,
    source_files,
    stale_languages,
    ts_path,
    unfinished,
)
from tests.i18n.catalogue import copy_project


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A translations folder holding copies of the committed .ts files and roster, no .qm."""
    for code in LANGUAGES:
        shutil.copy2(ts_path(code, PROJECT_DIR / "translations"), tmp_path)
    shutil.copy2(PROJECT_DIR / "translations" / "languages.txt", tmp_path)
    return tmp_path


def _stamp(path: Path, when: float) -> None:
    os.utime(path, (when, when))


def _built(code: str, folder: Path) -> Path:
    built = built_qm(code, folder)
    assert built is not None, f"no .qm for {code}"
    return built


def test_builds_every_missing_catalogue(folder: Path) -> None:
    assert stale_languages(folder) == list(LANGUAGES)
    assert ensure_qm(folder) == folder
    for code in LANGUAGES:
        built = built_qm(code, folder)
        assert built is not None and built.stat().st_size > 0
        if os.name == "posix":  # built from mkstemp's 0600 file: readable by every player
            assert built.stat().st_mode & 0o777 == workflow.QM_MODE == 0o644
    assert stale_languages(folder) == []
    for place in (folder, folder / workflow.PREVIEW_DIR):
        assert not list(place.glob("*.tmp")) and not list(place.glob(".*")), "build files left"


def test_rebuilds_only_what_is_older_than_its_source(folder: Path) -> None:
    ensure_qm(folder)
    now = time.time()
    for code in LANGUAGES:
        _stamp(_built(code, folder), now - 100)
        _stamp(ts_path(code, folder), now - 200)  # sources older than their catalogue...
    _stamp(ts_path("sv", folder), now)  # ...except Swedish, just edited
    assert stale_languages(folder) == ["sv"]
    before = {code: _built(code, folder).stat().st_mtime for code in LANGUAGES}
    ensure_qm(folder)
    after = {code: _built(code, folder).stat().st_mtime for code in LANGUAGES}
    assert after["sv"] > before["sv"]
    assert after["fr"] == before["fr"] and after["en"] == before["en"]


def test_broken_source_keeps_the_previous_catalogue(
    folder: Path, caplog: pytest.LogCaptureFixture
) -> None:
    ensure_qm(folder)
    good = qm_path("sv", folder).read_bytes()
    _stamp(qm_path("sv", folder), ts_path("sv", folder).stat().st_mtime - 100)
    ts_path("sv", folder).write_text("<TS><context><message>", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="magdagdon.i18n"):
        ensure_qm(folder)
    assert qm_path("sv", folder).read_bytes() == good
    assert "using the existing one" in caplog.text


def test_broken_source_without_catalogue_is_a_clear_error(folder: Path) -> None:
    ts_path("fr", folder).write_text("not xml at all", encoding="utf-8")
    with pytest.raises(TranslationToolError, match="lrelease"):
        ensure_qm(folder)


def test_prebuilt_catalogues_without_sources_are_used_as_they_are(folder: Path) -> None:
    """A packaged game ships only .qm files; ensure_qm must not try to build them."""
    ensure_qm(folder)
    for code in LANGUAGES:
        ts_path(code, folder).unlink()
    assert ensure_qm(folder) == folder
    assert all(built_qm(code, folder) is not None for code in LANGUAGES)


def test_missing_tool_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    monkeypatch.setattr(workflow.PySide6, "__file__", str(folder / "nowhere" / "__init__.py"))
    monkeypatch.setattr(shutil, "which", lambda _name: None)  # i18n imports it when needed
    with pytest.raises(TranslationToolError, match="not found"):
        ensure_qm(folder)


def test_sources_cover_every_qml_and_python_file() -> None:
    files = source_files()
    names = {f.relative_to(PROJECT_DIR).as_posix() for f in files}
    assert "qml/Magdagdon/settings/RulesPage.qml" in names
    assert "magdagdon/i18n/language.py" in names
    assert "qml/Magdagdon/components/numbers.js" in names  # its qsTr texts (lists, line parts)
    assert all(f.suffix in {".qml", ".js", ".py"} for f in files)
    for suffix in (".qml", ".js", ".py"):  # QML, its scripts, then Python, each sorted
        group = [f for f in files if f.suffix == suffix]
        assert group == sorted(group), f"{suffix} files in a repeatable order"
    assert [f.suffix for f in files] == sorted(
        (f.suffix for f in files), key=[".qml", ".js", ".py"].index
    )


def test_command_line_builds(capsys: pytest.CaptureFixture[str]) -> None:
    assert workflow.main(["build"]) == 0
    out = capsys.readouterr().out
    assert all(f"magdagdon_{code}.qm" in out for code in LANGUAGES)


def test_command_line_rejects_unknown_commands() -> None:
    with pytest.raises(SystemExit) as exc:
        workflow.main(["translate-everything"])
    assert exc.value.code == 2


def test_command_line_update_reports_what_is_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`update` on a project copy: a new message arrives unfinished and is counted."""
    project = copy_project(tmp_path / "project", code=False)
    monkeypatch.setattr(workflow, "PROJECT_DIR", project)
    assert workflow.main(["update"]) == 0
    capsys.readouterr()
    baseline = {code: unfinished(ts_path(code, project / "translations")) for code in LANGUAGES}

    (project / "magdagdon" / "extra.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n\n"
        "#: A test message.\n"
        'TEXT = QCoreApplication.translate("Extra", "A brand new text")\n',
        encoding="utf-8",
    )
    assert workflow.main(["update"]) == 0
    out = capsys.readouterr().out
    for code in LANGUAGES:
        assert f"magdagdon_{code}.ts, {baseline[code] + 1} to translate" in out
    assert "A brand new text" in ts_path("sv", project / "translations").read_text("utf-8")
    assert workflow.main(["status"]) == 1
    status = capsys.readouterr().out
    assert "[Extra] A brand new text" in status


def test_status_is_clean_for_the_committed_catalogues(capsys: pytest.CaptureFixture[str]) -> None:
    assert workflow.main(["status"]) == 0, capsys.readouterr().out


def test_read_only_folder_keeps_the_old_catalogue(
    folder: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """An installed game in a folder it may not write to still starts, with a warning."""
    ensure_qm(folder)
    _stamp(qm_path("fr", folder), ts_path("fr", folder).stat().st_mtime - 100)

    def refuse(*_args: object, **_kwargs: object) -> tuple[int, str]:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)  # i18n imports it when needed
    with caplog.at_level(logging.WARNING, logger="magdagdon.i18n"):
        assert ensure_qm(folder) == folder
    assert "using the existing one" in caplog.text
    qm_path("fr", folder).unlink()
    with pytest.raises(TranslationToolError, match="cannot write"):
        ensure_qm(folder)


def test_a_plain_lupdate_run_is_caught_loudly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`pyside6-lupdate qml magdagdon -ts ...` loses the subpackages' texts: status says so."""
    project = copy_project(tmp_path / "project")
    ts = ts_path("fr", project / "translations")
    workflow._run(
        [workflow._tool("lupdate"), "-silent", project / "qml", project / "magdagdon", "-ts", ts]
    )
    lost = workflow.vanished_messages(ts)
    assert ("KioskCaption", "The board is full: %1 points") in lost
    monkeypatch.setattr(workflow, "PROJECT_DIR", project)
    assert workflow.main(["status"]) == 1
    assert f"magdagdon_fr.ts: {len(lost)} marked vanished. {workflow.PLAIN_LUPDATE}" in (
        capsys.readouterr().out
    )
    workflow.update_ts([ts], project)  # the documented command repairs it, translations intact
    assert workflow.vanished_messages(ts) == []
    assert unfinished(ts) == 0


def _git_ignores(path: str) -> bool:
    """Whether git ignores ``path``: git's own answer in a git checkout; elsewhere (a source
    tarball, a machine without git) the project's .gitignore read as git reads its patterns:
    one without a slash matches any part of the path ("dir/" folders only), one with a
    slash the path from the top, and the last matching pattern decides."""
    import fnmatch
    import shutil
    import subprocess

    if shutil.which("git") and (PROJECT_DIR / ".git").exists():
        proc = subprocess.run(["git", "check-ignore", "-q", path], cwd=PROJECT_DIR, check=False)
        return proc.returncode == 0
    ignored = False
    for raw in (PROJECT_DIR / ".gitignore").read_text(encoding="utf-8").splitlines():
        pattern = raw.strip()
        if not pattern or pattern.startswith("#"):
            continue
        negated = pattern.startswith("!")
        folders_only = pattern.endswith("/")
        pattern = pattern.lstrip("!").strip("/")
        parts = path.split("/")
        if "/" in pattern:
            candidates = ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]
        else:
            candidates = parts[:-1] if folders_only else parts
        if any(fnmatch.fnmatchcase(part, pattern) for part in candidates):
            ignored = not negated
    return ignored


def test_a_killed_build_leaves_nothing_git_or_the_globs_would_take(folder: Path) -> None:
    """perf's finding: a process killed during its first-frame build left .qm.tmp files that
    `git add -A` picked up. The temporary name is hidden and ends in .qm (git ignores *.qm),
    is no catalogue to catalogue_languages(), and the next ensure_qm tidies old ones."""
    import os
    import time

    from magdagdon.i18n.workflow import STALE_TMP_SECONDS, TMP_SUFFIX, catalogue_languages

    dead = folder / f".magdagdon_sv-k1ll3d{TMP_SUFFIX}"
    older = folder / "magdagdon_frx8y7z6.qm.tmp"  # the earlier naming
    fresh = folder / f".magdagdon_en-running{TMP_SUFFIX}"  # another process, still building
    for leftover in (dead, older, fresh):
        leftover.write_bytes(b"half a catalogue")
    long_ago = time.time() - STALE_TMP_SECONDS - 5
    for leftover in (dead, older):
        os.utime(leftover, (long_ago, long_ago))
    assert catalogue_languages(folder) == LANGUAGES, "a temporary file is no language"
    assert _git_ignores(f"translations/{dead.name}"), "git ignores the temporary name"
    ensure_qm(folder)
    assert not dead.exists() and not older.exists()
    assert fresh.exists(), "a build still running is left alone"
