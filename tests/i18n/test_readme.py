"""translations/README.md tells a translator the truth (issue 19): its commands exist, its
typography is the one the catalogue tests enforce, and what it says stays English does."""

from __future__ import annotations

import re
from contextlib import redirect_stdout
from io import StringIO

import pytest

from magdagdon.app import cli
from magdagdon.i18n import workflow
from magdagdon.i18n.workflow import PROJECT_DIR, ts_path
from tests.i18n.catalogue import read
from tests.i18n.test_catalogues import FRENCH_SPACE_BEFORE

README = (PROJECT_DIR / "translations" / "README.md").read_text(encoding="utf-8")
FLAT = " ".join(README.split())  # the prose with its line breaks folded


def test_every_command_the_readme_gives_exists() -> None:
    commands = sorted(set(re.findall(r"python -m magdagdon\.i18n (\w+)", FLAT)))
    assert {"update", "status", "build", "add"} <= set(commands)
    for command in commands:
        with pytest.raises(SystemExit) as done, redirect_stdout(StringIO()):
            workflow.main([command, "--help"])
        assert done.value.code == 0, f"python -m magdagdon.i18n {command} is not a command"


def test_the_readme_gives_the_french_spaces_the_tests_check() -> None:
    narrow = re.search(r"narrow no-break space \(U\+202F[^)]*\) before ((?:`.` ?)+)", FLAT)
    plain = re.search(r"no-break space \(U\+00A0[^)]*\) before `(.)`", FLAT)
    assert narrow and plain, "the Typography rule names both spaces"
    told = {char: "\u202f" for char in re.findall(r"`(.)`", narrow.group(1))}
    told[plain.group(1)] = "\u00a0"
    assert told == FRENCH_SPACE_BEFORE


def test_what_the_readme_calls_english_only_is_not_in_the_catalogues() -> None:
    """The command line's help and errors are for developers and operators (README)."""
    assert "The command line" in FLAT and "English only" in FLAT
    help_text = StringIO()
    with pytest.raises(SystemExit), redirect_stdout(help_text):
        cli.parse_args(["--help"])
    lines = {" ".join(line.split()) for line in help_text.getvalue().splitlines()}
    _, messages = read(ts_path("en", PROJECT_DIR / "translations"))
    sources = {m.source for m in messages}
    assert "language for this run only" in " ".join(lines)
    assert not {line for line in lines if line and line in sources}
    assert not [s for s in sources if "--" in s and "settings-file" in s]
