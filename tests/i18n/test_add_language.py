"""Adding a language is one command, and the rest follows from the catalogue (issues 19, 40).

End to end in a copy of the project: ``add`` creates the .ts and puts the language "in
progress" in the roster, the workflow and the tests pick it up, ``--lang`` previews it at any
stage (English leftovers marked), and once every message is translated ``ship`` makes the
Settings picker offer it by its own name. The language is the tests' stand-in, one no one will
ship (tests/i18n/stand_in.py), so a translator adding a real one changes no test; the real
project never gets it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from magdagdon.i18n import roster, workflow
from magdagdon.i18n.language import native_name
from magdagdon.i18n.preview import mark
from magdagdon.i18n.workflow import (
    SHIPPED,
    TranslationToolError,
    add_language,
    built_qm,
    catalogue_languages,
    ensure_qm,
    in_progress_languages,
    offered_languages,
    preview_qm_path,
    qm_path,
    ship_language,
    shipped_languages,
    ts_path,
    unfinished,
    update_ts,
)
from tests.i18n.catalogue import copy_project, read
from tests.i18n.stand_in import NATIVE_NAME, check_stand_in

NEW = check_stand_in()


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """The sources, catalogues, roster and glossary the workflow reads, copied (no .qm)."""
    return copy_project(tmp_path)


def _translate(ts: Path, keep: Callable[[str, str], bool] = lambda _c, _s: True) -> int:
    """Stand in for the translator: every message ``keep`` accepts (context, source) gets a
    text with the source's placeholders, and is marked finished. Returns how many."""
    tree = ET.parse(ts)
    done = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if not keep(name, source):
                continue
            tr = message.find("translation")
            assert tr is not None
            for form in list(tr.iter("numerusform")) or [tr]:
                form.text = f"Ü {source}"
            tr.attrib.pop("type", None)
            done += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return done


def _with_glossary_column(project: Path) -> None:
    """The translator's first step: the glossary's template column filled in for NEW."""
    glossary = project / "translations" / "GLOSSARY.md"
    lines = glossary.read_text(encoding="utf-8").splitlines()
    out = []
    for line in lines:
        if line.startswith("| concept |"):
            line = line.replace("new language (xx)", f"{NATIVE_NAME} ({NEW})")
        elif line.startswith("| ") and line.endswith("| |") and not line.startswith("|---"):
            english = [c.strip() for c in line.strip("|").split("|")][2]
            line = line[: -len(" |")] + f"Ü {english} |"
        out.append(line)
    glossary.write_text("\n".join(out) + "\n", encoding="utf-8")


def test_add_creates_a_skeleton_in_progress_then_ship_offers_it(project: Path) -> None:
    folder = project / "translations"
    ts = add_language(NEW, root=project)
    assert ts == ts_path(NEW, folder) and ts.is_file()
    language, messages = read(ts)
    _, english = read(ts_path("en", folder))
    assert language == NEW
    assert {m.key for m in messages} == {m.key for m in english}
    assert unfinished(ts) == len(messages) > 100
    assert roster.read(folder, strict=True)[-1] == roster.Entry(NEW, roster.IN_PROGRESS)
    assert catalogue_languages(folder) == (*SHIPPED, NEW)  # update/status/build see it
    assert in_progress_languages(folder) == (NEW,)
    ensure_qm(folder)
    assert preview_qm_path(NEW, folder).is_file(), "a language in progress gets a preview"
    assert not qm_path(NEW, folder).exists(), "and no catalogue the installers would carry"
    assert offered_languages(folder) == SHIPPED

    _translate(ts)
    update_ts([ts], project)  # the translator's file goes through lupdate as usual
    assert unfinished(ts) == 0
    assert offered_languages(folder) == SHIPPED, "finished is not shipped: ship says so"
    with pytest.raises(TranslationToolError, match=r"GLOSSARY\.md has no complete column"):
        ship_language(NEW, root=project)
    _with_glossary_column(project)
    ship_language(NEW, root=project)
    assert shipped_languages(folder) == (*SHIPPED, NEW)
    ensure_qm(folder)
    assert built_qm(NEW, folder) == qm_path(NEW, folder)
    assert qm_path(NEW, folder).stat().st_mode & 0o777 == workflow.QM_MODE
    assert offered_languages(folder) == (*SHIPPED, NEW)
    assert native_name(NEW) == NATIVE_NAME


def test_ship_refuses_a_language_with_messages_left(project: Path) -> None:
    ts = add_language(NEW, root=project)
    _translate(ts, lambda context, _source: context != "RulesPage")
    _with_glossary_column(project)
    with pytest.raises(TranslationToolError, match=r"\d+ messages are not finished yet"):
        ship_language(NEW, root=project)
    assert shipped_languages(project / "translations") == SHIPPED


def test_add_refuses_what_is_not_a_language_or_already_there(project: Path) -> None:
    with pytest.raises(TranslationToolError, match="not a language code"):
        add_language("xx-not", root=project)
    with pytest.raises(TranslationToolError, match="not a language code"):
        add_language("tlh", root=project)  # Klingon: QLocale does not know it
    with pytest.raises(TranslationToolError, match="already exists"):
        add_language("fr", root=project)


def test_the_catalogue_tests_run_over_an_added_language_without_edits(project: Path) -> None:
    """The test modules read the languages from the catalogues, so a new one is covered."""
    add_language(NEW, root=project)
    _translate(ts_path(NEW, project / "translations"))
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from magdagdon.i18n import workflow;"
        "print(','.join(workflow.LANGUAGES), ','.join(workflow.SHIPPED))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(project)],
        capture_output=True,
        text=True,
        check=True,
        cwd=project,
    ).stdout.split()
    assert out[0].split(",") == [*SHIPPED, NEW]
    assert out[1].split(",") == list(SHIPPED), "in progress until shipped"


def _load(qm: Path) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(qm)), qm
    return translator


def test_a_preview_shows_what_is_translated_and_marks_the_rest(qapp, project: Path) -> None:
    """W-2: a translator sees the language in the game at any stage: the translated messages
    in it, every other one in English between ‹ and ›, plural forms included."""
    folder = project / "translations"
    ts = add_language(NEW, root=project)
    _translate(ts, lambda context, _source: context == "GameView")
    ensure_qm(folder)
    translator = _load(preview_qm_path(NEW, folder))
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate("GameView", "ROLL") == "Ü ROLL"
        assert QCoreApplication.translate("NavigationBar", "RULES") == mark("RULES")
        one = QCoreApplication.translate("PowerBar", "REROLL %n", "", 1)
        assert one == mark("REROLL 1")
        assert QCoreApplication.translate("StatisticsPage", "The last %n games", "", 5) == mark(
            "The last 5 games"
        )
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_catalogue_built_by_hand_is_never_deleted(project: Path) -> None:
    """W-2: a .qm the translator built with pyside6-lrelease stays; once the .ts changes the
    game builds a fresher preview beside it and loads that."""
    folder = project / "translations"
    ts = add_language(NEW, root=project)
    _translate(ts, lambda context, _source: context == "GameView")
    hand = qm_path(NEW, folder)
    workflow._run([workflow._tool("lrelease"), "-silent", ts, "-qm", hand])
    assert built_qm(NEW, folder) == hand
    ensure_qm(folder)
    assert hand.is_file() and built_qm(NEW, folder) == hand, "newer than its .ts: used as is"
    later = hand.stat().st_mtime + 10
    os.utime(ts, (later, later))  # the translator saved the .ts again in Linguist
    ensure_qm(folder)
    assert hand.is_file(), "a hand-built catalogue is never deleted"
    assert built_qm(NEW, folder) == preview_qm_path(NEW, folder)


def test_build_says_what_it_built_for_each_language(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """W-3: no "up to date" for a file that does not exist; a preview says it is one."""
    folder = project / "translations"
    ts = add_language(NEW, root=project)
    left = unfinished(ts) - _translate(ts, lambda context, _source: context == "GameView")
    monkeypatch.setattr(workflow, "PROJECT_DIR", project)
    assert workflow.main(["build"]) == 0
    out = capsys.readouterr().out
    assert (
        f"built: translations/preview/magdagdon_{NEW}.qm (in progress, {left} messages still "
        "in English (marked ‹…›))"
    ) in out
    for code in SHIPPED:
        assert f"built: translations/magdagdon_{code}.qm (shipped)" in out
    assert workflow.main(["build"]) == 0
    again = capsys.readouterr().out
    for line in again.splitlines():
        assert line.startswith("up to date: "), line
        path = project / line.removeprefix("up to date: ").split(" (")[0]
        assert path.is_file(), line
    assert workflow.main(["status"]) == 0, "a language in progress may be unfinished"
    assert f"magdagdon_{NEW}.ts (in progress): {left} to translate" in capsys.readouterr().out
    assert folder.is_dir()


def test_a_shipped_catalogue_leaves_an_unfinished_message_in_english(qapp, project: Path) -> None:
    """E-3: an edited English text comes back unfinished holding its old translation (for
    the translator to revise); the built catalogue shows the new English, never the stale
    meaning."""
    rules = project / "qml" / "Magdagdon" / "settings" / "RulesPage.qml"
    old = "Each RUIN costs 15 points in the final score."
    new = "Each RUIN costs 20 points in the final score."
    rules.write_text(rules.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    folder = project / "translations"
    update_ts([ts_path("sv", folder)], project)
    _, messages = read(ts_path("sv", folder))
    (changed,) = [m for m in messages if m.source == new]
    assert changed.type == "unfinished" and "15" in changed.forms[0], "kept to revise"
    ensure_qm(folder)
    translator = _load(qm_path("sv", folder))
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate("RulesPage", new) == new
        assert QCoreApplication.translate("RulesPage", "Goal") == "Mål"
    finally:
        QCoreApplication.removeTranslator(translator)


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
    # W-5: Linguist shows the old English beside the new ("Source text (old)").
    olds = {m.findtext("source"): m.findtext("oldsource") for m in ET.parse(ts).iter("message")}
    assert olds[new] == old
    assert olds["Each RUIN takes 15 points off the total."] is None
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
    ts = add_language(NEW, root=project)
    _translate(ts)
    update_ts([ts], project)
    _with_glossary_column(project)
    ship_language(NEW, root=project)
    ensure_qm(folder)
    ini = tmp_path / "settings" / "MAGDAGDON.ini"
    ini.parent.mkdir()

    first = _start(project, ini, choose=NEW)
    assert NEW in first["offered"] and first["saved"] == ""
    again = _start(project, ini)  # a new Store on the same file
    locale = again["locale"]
    assert (again["saved"], again["started"], locale.split("_")[0]) == (NEW, NEW, NEW)
    assert (again["difficulty"], again["scores"], again["warnings"]) == ("SURVIVAL", [77], [])

    # The catalogue goes away (another install, a deleted file): the code is now unknown,
    # the start says so once, falls back to the system language and keeps everything else.
    ts.unlink()
    qm_path(NEW, folder).unlink()
    lost = _start(project, ini)
    assert (lost["saved"], lost["started"]) == ("", "sv")
    assert (lost["difficulty"], lost["scores"]) == ("SURVIVAL", [77])
    (warning,) = lost["warnings"]
    assert f"setting language: '{NEW}' is not one of \"\", {', '.join(SHIPPED)}" in warning
