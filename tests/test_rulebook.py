"""Every rule number the project cites resolves in its own rule book (docs/RULEBOOK.md), and
nothing in the repository points outside it for the rules or the design."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULEBOOK = ROOT / "docs" / "RULEBOOK.md"
CITATION = re.compile(r"(?<![\w.])R([1-8])(?:\.(\d+))?(?![\w.]\d)")
#: What cites rules: the code, its tests, the views, translator comments, the docs.
CITING = ("magdagdon", "tests", "qml", "translations", "docs", "benchmarks", "tools")
SUFFIXES = {".py", ".qml", ".js", ".ts", ".md", ".c"}


def defined_rules() -> set[str]:
    text = RULEBOOK.read_text(encoding="utf-8")
    sections = set(re.findall(r"^## (R[1-8]) ", text, re.M))
    rules = set(re.findall(r"^- \*\*(R[1-8]\.\d+)\*\*", text, re.M))
    return sections | rules


def citing_files() -> list[Path]:
    try:
        listed = subprocess.run(
            ["git", "ls-files", *CITING], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.split()
        files = [ROOT / name for name in listed]
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: walk the folders
        files = [p for folder in CITING for p in (ROOT / folder).rglob("*") if p.is_file()]
    return sorted(p for p in files if p.suffix in SUFFIXES and p.is_file() and p != RULEBOOK)


def test_the_rule_book_numbers_every_rule_in_order() -> None:
    rules = defined_rules()
    assert {f"R{n}" for n in range(1, 9)} <= rules
    for section in range(1, 9):
        numbers = sorted(int(r.split(".")[1]) for r in rules if r.startswith(f"R{section}."))
        assert numbers == list(range(1, len(numbers) + 1)), f"R{section}: {numbers}"


def test_every_cited_rule_is_in_the_rule_book() -> None:
    rules = defined_rules()
    unknown = []
    for path in citing_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in CITATION.finditer(text):
            cited = f"R{match.group(1)}" + (f".{match.group(2)}" if match.group(2) else "")
            if cited not in rules:
                line = text.count("\n", 0, match.start()) + 1
                unknown.append(f"{path.relative_to(ROOT)}:{line}: {cited}")
    assert not unknown, "\n".join(unknown)
    assert len(citing_files()) > 100  # the walk found the project


@pytest.mark.parametrize("pattern", [r"shared/RULES\.md", r"shared/DESIGN\.md", r"shared/seeds"])
def test_nothing_points_outside_the_repository(pattern: str) -> None:
    outside = [
        str(p.relative_to(ROOT))
        for p in [*citing_files(), *ROOT.glob("*.md"), *(ROOT / "packaging").rglob("*.*")]
        if p.is_file()
        and p != Path(__file__).resolve()  # this test names the patterns it looks for
        and p.suffix in {*SUFFIXES, ".spec", ".iss", ".sh"}
        and re.search(pattern, p.read_text(encoding="utf-8", errors="replace"))
    ]
    assert not outside
