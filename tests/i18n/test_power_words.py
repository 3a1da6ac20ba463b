"""A Majda Power is worded in one place: the power bar's own message, whose source is the
label id of its row in the engine's table (engine/powers.py), so every view that names it (the
buttons, the status line, the HINT, the review, the kiosk's captions, the replays) says it the
same way in every language."""

from __future__ import annotations

import re

import pytest

from magdagdon.engine import POWERS
from magdagdon.i18n.workflow import PROJECT_DIR

WORDS = PROJECT_DIR / "qml" / "Magdagdon" / "game" / "powerwords.js"


def test_every_power_of_the_table_has_its_word_in_powerwords_js() -> None:
    text = WORDS.read_text(encoding="utf-8")
    body = text[text.index("function label(") :]
    for power in POWERS:
        case = re.search(rf'case "{power.name}":\s*(?://:[^\n]*\n\s*)*return ([^;]+);', body)
        assert case is not None, f"powerwords.js label() has no case for {power.name}"
        assert case.group(1) == f'qsTranslate("PowerBar", "{power.label}")', power


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ["DECREASE\u00a0−1", "INCREASE\u00a0+1", "REROLL"]),
        ("sv", ["MINSKA\u00a0−1", "ÖKA\u00a0+1", "KASTA OM"]),
        ("fr", ["RETIRER\u00a0−1", "AJOUTER\u00a0+1", "RELANCER"]),
    ],
)
def test_python_names_a_power_as_its_button_does(qapp, code: str, words: list[str]) -> None:
    """``i18n.powers.power_label``: the glossary's word (translations/GLOSSARY.md)."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from magdagdon.i18n.powers import power_label
    from magdagdon.i18n.workflow import ensure_qm, qm_path

    translator = QTranslator()
    assert translator.load(str(qm_path(code, ensure_qm())))
    QCoreApplication.installTranslator(translator)
    try:
        assert [power_label(p.name) for p in POWERS] == words
    finally:
        QCoreApplication.removeTranslator(translator)
