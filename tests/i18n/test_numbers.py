"""Numbers in assembled texts follow the language (issue 19): Swedish −15 with a true minus."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from magdagdon.i18n import PROJECT_DIR
from magdagdon.kiosk.captions import arg


@pytest.fixture(autouse=True)
def _restore_locale(qapp):
    saved = QLocale()
    yield
    QLocale.setDefault(saved)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("sv", "Brädet är fullt: \u22121\u00a0234 poäng"),  # a true minus, a no-break space
        ("fr", "Le plateau est plein\u00a0: -1\u202f234 points"),  # CLDR: narrow space
    ],
)
def test_kiosk_captions_write_numbers_for_the_language(code: str, expected: str) -> None:
    """The attract-mode captions (R7) fill %1 with a locale number, not Python's str()."""
    QLocale.setDefault(QLocale(code))
    pattern = {"sv": "Brädet är fullt: %1 poäng", "fr": "Le plateau est plein\u00a0: %1 points"}
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

    from magdagdon.i18n import ensure_qm, qm_path

    translator = QTranslator()
    assert translator.load(str(qm_path("fr", ensure_qm())))
    QCoreApplication.installTranslator(translator)
    try:
        text = QCoreApplication.translate("GameView", "%1 points", "", count)
        assert text == f"%1\u00a0{word}"
    finally:
        QCoreApplication.removeTranslator(translator)
