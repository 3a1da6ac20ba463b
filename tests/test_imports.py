"""No import circles among the modules of magdagdon/ and tools/, and no private name imported
from another module (ARCHITECTURE.md "Imports").

Every import statement counts: at module level, inside a function (deferred imports too: a
circle that only closes at run time is still a circle to whoever reads the code) and under
``TYPE_CHECKING``. A package's lazy names (``magdagdon/lazy.py``) count through the imports of
its ``__init__``'s ``TYPE_CHECKING`` block, which names every submodule they load.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOPS = ("magdagdon", "tools")


def modules(root: Path = ROOT, tops: tuple[str, ...] = TOPS) -> dict[str, Path]:
    """Every module under ``tops``, by its dotted name (a package by its own name)."""
    found = {}
    for top in tops:
        for path in sorted((root / top).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _imported(tree: ast.AST, name: str, package: str) -> Iterator[tuple[str, list[str]]]:
    """(module, names) of every import statement in ``tree``, relative ones resolved."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, []
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            yield base, [alias.name for alias in node.names]


def import_graph(found: Mapping[str, Path]) -> dict[str, set[str]]:
    """Module -> the modules (of ``found``) it imports; ``from pkg import mod`` is an edge to
    the submodule ``pkg.mod``, ``from pkg import name`` one to ``pkg``."""

    def known(name: str) -> str | None:
        while name and name not in found:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for name, path in found.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: set[str] = set()
        for base, names in _imported(ast.parse(path.read_text(encoding="utf-8")), name, package):
            targets = [f"{base}.{n}" if f"{base}.{n}" in found else base for n in names]
            for target in targets or [base]:
                module = known(target)
                if module is not None and module != name:
                    edges.add(module)
        graph[name] = edges
    return graph


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, with an
    explicit stack: no recursion limit)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = counter
                    counter += 1
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph.get(target, ())))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return found


def test_no_import_circles_in_magdagdon_or_tools() -> None:
    graph = import_graph(modules())
    assert len(graph) > 100 and "magdagdon.engine.game" in graph
    assert circles(graph) == []


def test_no_private_name_is_imported_from_another_module() -> None:
    """``from m import _name``: a module's private names are its own."""
    found = modules()
    private = []
    for name, path in found.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                private += [
                    f"{name}: {a.name}"
                    for a in node.names
                    if a.name.startswith("_") and not a.name.startswith("__")
                ]
    assert private == []


def test_the_check_finds_a_circle_also_through_a_function_or_type_checking(tmp_path) -> None:
    """The check itself is not vacuous: a circle closed inside a function, one closed under
    ``TYPE_CHECKING`` and one through a package's ``from . import``."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from pkg.b import thing\n")
    (pkg / "b.py").write_text("def thing():\n    from pkg import a\n    return a\n")
    (pkg / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .d import D\n"
    )
    (pkg / "d.py").write_text("from . import c\nD = 1\n")
    (pkg / "e.py").write_text("import pkg.f\n")
    (pkg / "f.py").write_text("X = 1\n")
    graph = import_graph(modules(tmp_path, ("pkg",)))
    assert circles(graph) == [["pkg.a", "pkg.b"], ["pkg.c", "pkg.d"]]
    assert graph["pkg.e"] == {"pkg.f"} and graph["pkg.f"] == set()
