"""Python texts are written so that lupdate can find them (otherwise they stay in English).

lupdate reads calls, not values: ``QCoreApplication.translate("Ctx", "text")`` and
``self.tr("text")`` inside a QObject subclass are extracted; a wrapper such as
``def _tr(text): return QCoreApplication.translate("Ctx", text)`` hides every text passed
through it, and PySide's lupdate does not mark ``QCoreApplication.translate(..., n)`` as a
plural message (``self.tr(text, "", n)`` is).
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import TypeGuard

import pytest

from magdagdon.i18n.workflow import PROJECT_DIR, source_files, ts_path
from tests.i18n.catalogue import read

PYTHON = [p for p in source_files() if p.suffix == ".py"]
#: Python that translates a message lupdate finds elsewhere, with where and what checks it.
ELSEWHERE = {
    # A Majda Power's button word: the power bar's own message in game/powerwords.js, translated
    # by its label id from the engine's table (tests/i18n/test_power_words.py).
    "magdagdon/i18n/powers.py",
}


def _calls(path: Path) -> list[tuple[int, str, ast.Call]]:
    """(line, kind, call) for every translate()/tr() call in a Python file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in {"translate", "tr"}:
            owner = func.value if isinstance(func, ast.Attribute) else None
            qt = isinstance(owner, ast.Name) and owner.id in {"QCoreApplication", "QApplication"}
            if name == "tr" or qt:
                found.append((node.lineno, name, node))
    return found


def _literal(node: ast.expr | None) -> TypeGuard[ast.Constant]:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


@pytest.mark.parametrize("path", PYTHON, ids=lambda p: p.relative_to(PROJECT_DIR).as_posix())
def test_python_texts_are_visible_to_lupdate(path: Path) -> None:
    problems = []
    where = path.relative_to(PROJECT_DIR).as_posix()
    if where in ELSEWHERE:
        assert _calls(path), f"{where} translates nothing: take it out of ELSEWHERE"
        return
    for line, kind, call in _calls(path):
        args = call.args
        if kind == "translate":
            if len(args) < 2 or not (_literal(args[0]) and _literal(args[1])):
                problems.append(
                    f"{where}:{line}: translate() with a non-literal context or text is invisible "
                    "to lupdate; call QCoreApplication.translate('Ctx', 'text') at each place"
                )
            elif len(args) >= 4 or any(k.arg == "n" for k in call.keywords):
                problems.append(
                    f"{where}:{line}: lupdate does not mark QCoreApplication.translate(..., n) as "
                    "plural; use self.tr('text %n', '', n) in a QObject subclass"
                )
        elif not args or not _literal(args[0]):
            problems.append(f"{where}:{line}: tr() with a non-literal text is invisible to lupdate")
    assert not problems, "\n".join(problems)


def test_every_python_text_is_in_the_catalogue() -> None:
    _, messages = read(ts_path("en", PROJECT_DIR / "translations"))
    known = {m.source for m in messages}
    missing = []
    for path in PYTHON:
        for line, kind, call in _calls(path):
            text = call.args[1] if kind == "translate" and len(call.args) > 1 else None
            if kind == "tr" and call.args:
                text = call.args[0]
            if _literal(text) and text.value not in known:
                missing.append(f"{path.name}:{line}: {text.value!r}")
    assert not missing, "not in the catalogues (run the update):\n" + "\n".join(missing)
