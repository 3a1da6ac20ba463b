"""The app's use of the store's checks (issue 17): a --settings-file that cannot be used is one
line on stderr and exit status 2, before any window (or display) is needed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.run(
        [sys.executable, "-m", "magdagdon", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )


@pytest.mark.parametrize("kind", ["directory", "under-a-file", "fifo"])
def test_a_settings_file_that_cannot_be_used_is_one_line_and_status_2(tmp_path, kind):
    if kind == "directory":
        path = tmp_path / "settings.ini"
        path.mkdir()
    elif kind == "under-a-file":
        (tmp_path / "file").write_text("x")
        path = tmp_path / "file" / "settings.ini"
    else:
        path = tmp_path / "settings.ini"
        os.mkfifo(path)
    for extra in ([], ["--smoke-test"]):
        done = run("--settings-file", str(path), *extra)
        assert done.returncode == 2, done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("magdagdon: ") and str(path) in lines[0]


def test_a_good_settings_file_passes_the_check(tmp_path):
    from magdagdon.storage import problem_with

    assert problem_with(tmp_path / "new" / "settings.ini") is None
    assert not list(Path(tmp_path / "new").iterdir())  # the probe leaves nothing behind
