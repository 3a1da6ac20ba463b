"""Unfinished texts never ship (issue 40): the packaging command refuses a shipped language
with a message not finished, builds catalogues that leave nothing stale, and carries no
language in progress."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from magdagdon.i18n import workflow
from magdagdon.i18n.workflow import (
    PROJECT_DIR,
    SHIPPED,
    add_language,
    preview_qm_path,
    qm_path,
    ts_path,
    update_ts,
)
from tests.i18n.catalogue import copy_project
from tests.i18n.stand_in import check_stand_in

PACKAGING = PROJECT_DIR / "packaging"


@pytest.fixture
def build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """packaging/build.py, pointed at a copy of the project (qml/, magdagdon/, translations/)."""
    monkeypatch.syspath_prepend(str(PACKAGING))
    spec = importlib.util.spec_from_file_location("packaging_build", PACKAGING / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "packaging_build", module)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "ROOT", copy_project(tmp_path / "project"))
    return module


def test_the_shipped_languages_are_built_when_every_message_is_finished(build) -> None:
    build.compile_translations()
    folder = build.ROOT / "translations"
    assert all(qm_path(code, folder).is_file() for code in SHIPPED)


def test_a_shipped_language_with_an_unfinished_message_is_refused(build) -> None:
    rules = build.ROOT / "qml" / "Magdagdon" / "settings" / "RulesPage.qml"
    old = "Each RUIN costs 15 points in the final score."
    rules.write_text(
        rules.read_text(encoding="utf-8").replace(old, "Each RUIN costs 20 points in the end."),
        encoding="utf-8",
    )
    folder = build.ROOT / "translations"
    update_ts([ts_path(code, folder) for code in SHIPPED], build.ROOT)
    with pytest.raises(
        build.BuildError, match=r"unfinished messages: sv \(1\), fr \(1\), en \(1\)"
    ):
        build.compile_translations()
    assert not qm_path("sv", folder).exists(), "nothing is built for the bundle"


def test_a_language_in_progress_ships_nothing(build) -> None:
    folder = build.ROOT / "translations"
    code = check_stand_in()
    ts = add_language(code, root=build.ROOT)
    build.compile_translations()  # a partial catalogue in progress: the build goes on
    assert preview_qm_path(code, folder).is_file() and not qm_path(code, folder).exists()
    assert sorted(p.name for p in folder.glob("*.qm")) == sorted(
        qm_path(c, folder).name for c in SHIPPED
    ), "the bundle takes translations/*.qm: the shipped catalogues only"
    workflow._run([workflow._tool("lrelease"), "-silent", ts, "-qm", qm_path(code, folder)])
    with pytest.raises(build.BuildError, match=rf"magdagdon_{code}\.qm: a catalogue of a language"):
        build.compile_translations()
