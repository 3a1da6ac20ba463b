"""The engine (and the hint engine) stay pure Python: no Qt anywhere under them (issue 2)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import magdagdon

PACKAGE = Path(magdagdon.__file__).parent
PURE = [name for name in ("engine", "ai") if (PACKAGE / name).is_dir()]
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2")


def _is_qt(module: str) -> bool:
    return module.split(".")[0] in QT


def _qt_uses(path: Path, root: Path = PACKAGE.parent) -> list[str]:
    """Every import of Qt in one source file, including strings handed to importlib."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [f"import {a.name}" for a in node.names if _is_qt(a.name)]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and _is_qt(node.module or ""):
            found.append(f"from {node.module} import ...")
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and any(node.value == q or node.value.startswith(q + ".") for q in QT)
        ):
            found.append(f"string {node.value!r}")
    return [f"{path.relative_to(root)}:{use}" for use in found]


def _sources() -> list[Path]:
    return sorted(p for name in PURE for p in (PACKAGE / name).rglob("*.py"))


def test_the_pure_packages_exist():
    assert "engine" in PURE
    assert len(_sources()) >= 5


def test_no_qt_in_engine_sources():
    """ast over every module under magdagdon/engine (and magdagdon/ai): no Qt import."""
    uses = [use for path in _sources() for use in _qt_uses(path)]
    assert not uses, uses


def test_the_checker_catches_qt(tmp_path):
    """The ast check itself is not vacuous."""
    probe = PACKAGE / "engine" / "__init__.py"
    bad = tmp_path / "bad.py"
    bad.write_text(
        "import PySide6.QtCore\nfrom shiboken6 import isValid\n"
        "import importlib\nimportlib.import_module('PySide6')\n",
        encoding="utf-8",
    )
    assert _qt_uses(probe) == []
    uses = [u.split(":", 1)[1] for u in _qt_uses(bad, root=tmp_path)]
    assert uses == ["import PySide6.QtCore", "from shiboken6 import ...", "string 'PySide6'"]


SCRIPT = """
import importlib, json, pkgutil, sys
names = []
for top in {tops!r}:
    pkg = importlib.import_module(top)
    names.append(top)
    for info in pkgutil.walk_packages(pkg.__path__, top + "."):
        importlib.import_module(info.name)
        names.append(info.name)
qt = sorted(m for m in sys.modules if m.split(".")[0] in {qt!r})
print(json.dumps({{"imported": names, "qt": qt}}))
"""


@pytest.mark.parametrize("package", PURE)
def test_importing_every_module_loads_no_qt(package):
    """Import every module of the package in a fresh interpreter; Qt must not be loaded."""
    top = f"magdagdon.{package}"
    script = SCRIPT.format(tops=[top], qt=list(QT))
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert top in report["imported"] and len(report["imported"]) > 1
    assert report["qt"] == [], report["qt"]
