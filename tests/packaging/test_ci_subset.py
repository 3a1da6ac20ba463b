""".ci/run's newest-Python run leaves a few test files out to stay in CI's 25 minutes
(.ci/newest-python-leaves-out): what it keeps must still reach every module of the game."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LEAVES_OUT = ROOT / ".ci" / "newest-python-leaves-out"


def left_out() -> dict[str, str]:
    """Path -> why, from the list (one path and its reason a line, # comments)."""
    entries: dict[str, str] = {}
    for line in LEAVES_OUT.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            path, _, why = line.strip().partition(" ")
            entries[path] = why.strip()
    return entries


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def game_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted((ROOT / "magdagdon").rglob("*.py"))}


def imports_of(path: Path, modules: dict[str, Path]) -> set[str]:
    """Game modules a file imports anywhere in it (top level or inside functions)."""
    found: set[str] = set()
    package = (
        module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    )
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        # a process started as `python -m magdagdon[.x]` or `magdagdon` (the entry point)
        if isinstance(node, ast.Constant) and node.value in {*modules, "magdagdon"}:
            names = [str(node.value), f"{node.value}.__main__"]
        for name in names:
            parts = name.split(".")
            # importing a.b.c imports the packages a and a.b too
            found |= {".".join(parts[:i]) for i in range(1, len(parts) + 1)} & set(modules)
    return found


def test_the_newest_python_subset_still_reaches_every_module():
    leaves = left_out()
    assert leaves, "the list is empty: then .ci/run could run the whole suite"
    for path, why in leaves.items():
        assert (ROOT / path).exists(), f"{path} is gone: update .ci/newest-python-leaves-out"
        assert why, f"{path}: say why it is left out"
    kept = [
        p
        for p in sorted((ROOT / "tests").rglob("*.py"))
        if not any(p.is_relative_to(ROOT / path) for path in leaves)
    ]
    modules = game_modules()
    reached: set[str] = set()
    todo = [name for p in kept for name in imports_of(p, modules)]
    todo += [n for n in modules if n.startswith("magdagdon.engine")]  # its doctests run
    while todo:
        name = todo.pop()
        if name not in reached:
            reached.add(name)
            todo.extend(imports_of(modules[name], modules) - reached)
    assert sorted(set(modules) - reached) == []
