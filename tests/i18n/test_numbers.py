"""Numbers in assembled texts follow the language (issue 19): Swedish −15 with a true minus."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from magdagdon.i18n.workflow import PROJECT_DIR
from magdagdon.kiosk.captions import arg

MINUS_SIGN = "\u2212"


@pytest.fixture(autouse=True)
def _restore_locale(qapp):
    saved = QLocale()
    yield
    QLocale.setDefault(saved)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("sv", "Brädet är fullt: \u22121\u00a0234 poäng"),  # a true minus, a no-break space
        ("fr", "Le plateau est plein\u00a0: \u22121\u202f234 points"),  # narrow space
        ("en", "The board is full: \u22121,234 points"),  # a true minus in every language
    ],
)
def test_kiosk_captions_write_numbers_for_the_language(code: str, expected: str) -> None:
    """The attract-mode captions (R7) fill %1 with a locale number, not Python's str()."""
    QLocale.setDefault(QLocale(code))
    pattern = {
        "sv": "Brädet är fullt: %1 poäng",
        "fr": "Le plateau est plein\u00a0: %1 points",
        "en": "The board is full: %1 points",
    }
    assert arg(pattern[code], -1234) == expected
    assert arg("%1 · %2", "NIGHTMARE", 3) == "NIGHTMARE · 3"


# A score, rank or count shown as "" + n or as a bare number property skips the locale.
RAW_NUMBER = re.compile(
    r'(text|score|Accessible\.name)\s*:\s*("" \+ \w[\w.]*score|[\w.]*\.score\s*$)'
)


def test_no_score_reaches_the_screen_unformatted() -> None:
    problems = []
    for path in sorted((PROJECT_DIR / "qml").rglob("*.qml")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if RAW_NUMBER.search(line.strip()):
                problems.append(f"{Path(path).name}:{number}: {line.strip()}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("count", "word"), [(0, "point"), (1, "point"), (2, "points"), (24, "points")]
)
def test_french_points_are_singular_below_two(qapp, count: int, word: str) -> None:
    """French says "1 point", "0 point", "24 points": the preview under CONFIRM is plural."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from magdagdon.i18n.workflow import ensure_qm, qm_path

    translator = QTranslator()
    assert translator.load(str(qm_path("fr", ensure_qm())))
    QCoreApplication.installTranslator(translator)
    try:
        text = QCoreApplication.translate("GameView", "%1 points", "", count)
        assert text == f"%1\u00a0{word}"
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture
def speak(qapp: object) -> Iterator[Callable[[str], None]]:
    """Install one language's catalogue and locale, as the Language switch does."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from magdagdon.i18n.workflow import ensure_qm, qm_path

    installed: list[QTranslator] = []

    def install(code: str) -> None:
        for old in installed:
            QCoreApplication.removeTranslator(old)
        translator = QTranslator()
        assert translator.load(str(qm_path(code, ensure_qm())))
        QCoreApplication.installTranslator(translator)
        installed[:] = [translator]
        QLocale.setDefault(QLocale(code))

    yield install
    for old in installed:
        QCoreApplication.removeTranslator(old)


@pytest.mark.parametrize(
    ("code", "total", "expected"),
    [
        ("fr", 1, "Le plateau est plein\u00a0: 1\u00a0point"),
        ("fr", 0, "Le plateau est plein\u00a0: 0\u00a0point"),
        ("fr", -1, "Le plateau est plein\u00a0: \u22121\u00a0point"),
        ("fr", -15, "Le plateau est plein\u00a0: \u221215\u00a0points"),
        ("fr", 1234, "Le plateau est plein\u00a0: 1\u202f234\u00a0points"),
        ("sv", -15, "Brädet är fullt: \u221215\u00a0poäng"),
        ("en", 1, "The board is full: 1 point"),
        ("en", -15, "The board is full: \u221215 points"),
    ],
)
def test_kiosk_end_caption_counts_points_in_plural_forms(
    speak: Callable[[str], None], code: str, total: int, expected: str
) -> None:
    """R7's final score in the attract mode: the plural form follows the size of the number."""
    from magdagdon.kiosk.captions import caption_text

    speak(code)
    assert caption_text(("over", total)) == expected


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("fr", "Une case vide devient une RUINE\u00a0: −15\u00a0points"),
        ("sv", "En tom ruta blir en RUIN: −15\u00a0poäng"),
        ("en", "An empty cell becomes a RUIN: −15 points"),
    ],
)
def test_kiosk_ruin_caption_takes_its_penalty_from_the_rules(
    speak: Callable[[str], None], code: str, expected: str
) -> None:
    """R6.5: the caption's 15 is the engine's RUIN_PENALTY, counted in a plural message."""
    from magdagdon.engine.rules import RUIN_PENALTY
    from magdagdon.kiosk.captions import caption_text

    speak(code)
    assert caption_text(("ruin", 1)) == expected.replace("15", f"{RUIN_PENALTY}")


@pytest.fixture(scope="module")
def qml_list(qapp: object) -> Iterator[Callable[[list[object]], str]]:
    """numbers.js's ``list()`` as a page calls it, evaluated by a QML engine of its own."""
    import json

    from PySide6.QtCore import QCoreApplication, QEvent, QUrl
    from PySide6.QtQml import QQmlComponent, QQmlEngine

    engine = QQmlEngine()
    probe = (
        PROJECT_DIR / "qml" / "Magdagdon" / "components" / "ListProbe.qml"
    )  # never written: a base URL

    def listed(items: list[object]) -> str:
        component = QQmlComponent(engine)
        component.setData(
            b'import QtQml\nimport "numbers.js" as Numbers\n'
            b"QtObject { property string text: Numbers.list(" + json.dumps(items).encode() + b") }",
            QUrl.fromLocalFile(str(probe)),
        )
        made = component.create()
        assert made is not None, component.errorString()
        text = str(made.property("text"))
        made.deleteLater()
        return text

    yield listed
    engine.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.parametrize(
    ("code", "expected"),
    [("en", "3, 4 and 5"), ("sv", "3, 4 och 5"), ("fr", "3, 4 et 5")],
)
@pytest.mark.parametrize(
    "items",
    [[3, 4, 5], [4], [4, 5], [6, 5, 4, 3], [-1234, 2, 3], ["NIGHTMARE", "SURVIVAL"], []],
    ids=["three", "one", "two", "four", "numbers", "words", "empty"],
)
def test_python_and_qml_join_a_list_the_same_way(
    speak: Callable[[str], None],
    qml_list: Callable[[list[object]], str],
    code: str,
    expected: str,
    items: list[object],
) -> None:
    """One rule for every list on screen: the replay's "Taken back: 4 and 5" (Python) reads
    as the game screen's "Rolled 3, 4 and 5" (numbers.js), in every language."""
    from magdagdon.i18n.language import spoken_list

    speak(code)
    assert spoken_list(items) == qml_list(items)
    assert spoken_list([3, 4, 5]) == expected
    if items and isinstance(items[0], int) and items[0] < 0:  # whole(): a true minus (R7.4)
        assert spoken_list(items).startswith(MINUS_SIGN + QLocale(code).toString(1234))


def test_the_replay_says_the_dice_taken_back_as_a_list(speak: Callable[[str], None]) -> None:
    """R3.4: a TAKE BACK returns the dice no longer joined with it; the replay names their
    values with the list rule (the engine's description of the action, ``describe``)."""
    from magdagdon.comeback.replayer import step_text
    from magdagdon.engine import Difficulty, Game, Roll, TakeBack

    before = Game(Difficulty.PEACEFUL, seed=7)
    before.roll([2, 2, 1, 1])
    before.prepare(0, 0)
    before.prepare(1, 1)
    before.confirm()
    before.roll([3, 4, 5, 6])
    for die, cell in enumerate([2, 3, 7]):  # the 3 beside the 2, the 4 beside it, the 5 below
        before.prepare(die, cell)
    after = before.copy()
    after.take_back(0)  # the 4 and the 5 touch no permanent number without the 3
    assert after.prepared == ()
    fresh = Game(Difficulty.PEACEFUL, seed=7)
    rolled = fresh.copy()
    rolled.roll([3, 4, 5, 6])
    expected = {
        "en": ("Taken back: 3, 4 and 5", "ROLL: 3, 4, 5 and 6"),
        "sv": ("Togs tillbaka: 3, 4 och 5", "KASTA: 3, 4, 5 och 6"),
        "fr": ("Repris\u00a0: 3, 4 et 5", "LANCER\u00a0: 3, 4, 5 et 6"),
    }
    for code, (taken_back, roll) in expected.items():
        speak(code)
        assert step_text(before, TakeBack(0), after) == taken_back
        # R2.1: the four dice, the same list rule
        assert step_text(fresh, Roll((3, 4, 5, 6)), rolled) == roll


@pytest.mark.parametrize(
    ("code", "heading", "last"),
    [
        ("sv", "MAGDAGDON dagsutmaning 1 dec. 2026 · NIGHTMARE · {score}", "kod {code}"),
        ("fr", "MAGDAGDON défi du 1 déc. 2026 · NIGHTMARE · {score}", "code {code}"),
        ("en", "MAGDAGDON daily Dec 1, 2026 · NIGHTMARE · {score}", "code {code}"),
    ],
)
def test_the_share_text_is_written_in_the_language(
    speak: Callable[[str], None], code: str, heading: str, last: str
) -> None:
    """E-1, SV-4, FR-21: one message per line, the date and the score written the language's
    way (a negative score with a true minus)."""
    from datetime import date

    from magdagdon.comeback import text
    from magdagdon.comeback.comeback import _words
    from magdagdon.comeback.share import share_text
    from magdagdon.comeback.sources import code_of
    from tests.i18n.test_signs import ruined_to_the_last_turn

    speak(code)
    game = ruined_to_the_last_turn()  # fourteen RUINs: a score below zero
    shared = share_text(
        game, date(2026, 12, 1), words=_words(), number=text.number, day=text.day
    ).split("\n")
    score = text.number(game.score().total)
    assert score.startswith(MINUS_SIGN)
    assert shared[0] == heading.format(score=score)
    assert shared[-1] == last.format(code=code_of(game))
