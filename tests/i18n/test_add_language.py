"""Adding a language is one command, and the rest follows from the catalogue (issue 19).

End to end in a copy of the project: ``add`` creates the .ts, the workflow and the tests pick
it up, and the Settings picker offers it by its own name once every message is translated.
The real project never gets the new language.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from magdagdon.i18n import workflow
from magdagdon.i18n.language import native_name
from magdagdon.i18n.workflow import (
    SHIPPED,
    TranslationToolError,
    add_language,
    catalogue_languages,
    ensure_qm,
    offered_languages,
    qm_path,
    ts_path,
    unfinished,
    update_ts,
)
from tests.i18n.catalogue import copy_project, read


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """The sources and catalogues the workflow reads, copied (no .qm, no tests)."""
    return copy_project(tmp_path)


def _translate_everything(ts: Path) -> None:
    """Stand in for the translator: every form gets a text with the source's placeholders."""
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        tr = message.find("translation")
        assert tr is not None
        source = message.findtext("source") or ""
        for form in list(tr.iter("numerusform")) or [tr]:
            form.text = f"Ü {source}"
        tr.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def test_add_creates_a_complete_skeleton_and_the_picker_waits_for_it(project: Path) -> None:
    folder = project / "translations"
    ts = add_language("de", root=project)
    assert ts == ts_path("de", folder) and ts.is_file()
    language, messages = read(ts)
    _, english = read(ts_path("en", folder))
    assert language == "de"
    assert {m.key for m in messages} == {m.key for m in english}
    assert unfinished(ts) == len(messages) > 100
    assert catalogue_languages(folder) == (*SHIPPED, "de")  # update/status/build see it
    ensure_qm(folder)
    assert not qm_path("de", folder).exists(), "an unfinished language gets no catalogue"
    assert offered_languages(folder) == SHIPPED

    _translate_everything(ts)
    update_ts([ts], project)  # the translator's file goes through lupdate as usual
    assert unfinished(ts) == 0
    ensure_qm(folder)
    assert qm_path("de", folder).stat().st_mode & 0o777 == workflow.QM_MODE
    assert offered_languages(folder) == (*SHIPPED, "de")
    assert native_name("de") == "Deutsch"


def test_add_refuses_what_is_not_a_language_or_already_there(project: Path) -> None:
    with pytest.raises(TranslationToolError, match="not a language code"):
        add_language("xx-not", root=project)
    with pytest.raises(TranslationToolError, match="already exists"):
        add_language("fr", root=project)


def test_the_catalogue_tests_run_over_an_added_language_without_edits(project: Path) -> None:
    """The test modules read the languages from the catalogues, so a new one is covered."""
    add_language("de", root=project)
    _translate_everything(ts_path("de", project / "translations"))
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from magdagdon.i18n import workflow; print(','.join(workflow.LANGUAGES))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(project)],
        capture_output=True,
        text=True,
        check=True,
        cwd=project,
    ).stdout.strip()
    assert out.split(",") == [*SHIPPED, "de"]


def test_a_changed_source_text_keeps_its_old_translation_to_revise(project: Path) -> None:
    """README, step 1: an edited text comes back unfinished with the old translation in it."""
    rules = project / "qml" / "Magdagdon" / "settings" / "RulesPage.qml"
    old = "Each RUIN costs 15 points in the final score."
    new = "Each RUIN costs 15 points in the final total."
    assert old in rules.read_text(encoding="utf-8")
    rules.write_text(rules.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    ts = ts_path("fr", project / "translations")
    update_ts([ts], project)
    _, messages = read(ts)
    by_source = {m.source: m for m in messages}
    assert old not in by_source, "the vanished text is dropped"
    changed = by_source[new]
    assert changed.type == "unfinished"
    assert changed.forms == ("Chaque RUINE coûte 15\u00a0points au score final.",)
    unrelated = by_source["Each RUIN takes 15 points off the total."]
    assert unrelated.type == "" and unrelated.forms[0].startswith("Chaque RUINE enlève")


# One start of the game's language and settings, in a copy of the project: prints what the
# store read back, what the picker offers and the language the start applied, then makes the
# player's choice (if any) and closes the store, as quitting does.
_START = """
import json, logging, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import QCoreApplication, QLocale
app = QCoreApplication([])
warnings = []
class Keep(logging.Handler):
    def emit(self, record):
        warnings.append(record.getMessage())
logging.getLogger("magdagdon.storage").addHandler(Keep(logging.WARNING))
from magdagdon.engine import Difficulty
from magdagdon.i18n.language import Language
from magdagdon.storage import Store, make_settings
store = Store(make_settings(Path(sys.argv[2])))
language = Language(None, store)
started = language.start()
print(json.dumps({
    "saved": store.language,
    "offered": [entry["code"] for entry in language.available],
    "started": started,
    "locale": QLocale().name(),
    "difficulty": store.difficulty,
    "scores": [r.score for r in store.high_scores(Difficulty.SURVIVAL)],
    "warnings": warnings,
}))
if sys.argv[3]:
    language.setCurrent(sys.argv[3])
    store.difficulty = "SURVIVAL"
    store.record(Difficulty.SURVIVAL, 77, 12, 1)
store.close()
"""


def _start(project: Path, ini: Path, choose: str = "") -> dict[str, Any]:
    """One run of the game's start-up in the project copy (a process of its own, like a
    restart), with the system language set to Swedish so a lost choice would show."""
    env = {**os.environ, "LANG": "sv_SE.UTF-8", "LANGUAGE": "sv", "LC_ALL": "sv_SE.UTF-8"}
    env["MAGDAGDON_JOURNAL_DIR"] = str(ini.parent / "journal")
    env["QT_QPA_PLATFORM"] = "offscreen"
    out = subprocess.run(
        [sys.executable, "-c", _START, str(project), str(ini), choose],
        capture_output=True,
        text=True,
        check=True,
        cwd=project,
        env=env,
    ).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def test_an_added_language_chosen_in_settings_is_still_chosen_after_a_restart(
    project: Path, tmp_path: Path
) -> None:
    """The store's languages are the catalogues present: no list to edit for a new one."""
    folder = project / "translations"
    ts = add_language("de", root=project)
    _translate_everything(ts)
    update_ts([ts], project)
    ensure_qm(folder)
    ini = tmp_path / "settings" / "MAGDAGDON.ini"
    ini.parent.mkdir()

    first = _start(project, ini, choose="de")
    assert "de" in first["offered"] and first["saved"] == ""
    again = _start(project, ini)  # a new Store on the same file
    assert (again["saved"], again["started"], again["locale"]) == ("de", "de", "de_DE")
    assert (again["difficulty"], again["scores"], again["warnings"]) == ("SURVIVAL", [77], [])

    # The catalogue goes away (another install, a deleted file): the code is now unknown,
    # the start says so once, falls back to the system language and keeps everything else.
    ts.unlink()
    qm_path("de", folder).unlink()
    lost = _start(project, ini)
    assert (lost["saved"], lost["started"]) == ("", "sv")
    assert (lost["difficulty"], lost["scores"]) == ("SURVIVAL", [77])
    (warning,) = lost["warnings"]
    assert "setting language: 'de' is not one of \"\", sv, fr, en" in warning
