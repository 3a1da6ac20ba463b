"""Issue 15: the "system" theme follows the desktop's colour scheme (``Qt.styleHints``) and its
contrast preference, and switches live while the window is open.

Qt's offscreen and generic platforms never change their colour scheme (``setColorScheme`` is
ignored there), so this test runs the real window under a private session bus with a stand-in
settings portal (tests/qml/fake_portal.py) and Qt's own xdgdesktopportal platform theme: the
path a GNOME or KDE desktop takes. The desktop changes; Qt's style hints follow; so must the
window.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.qml.test_theme import THEMES

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def portal_python() -> str | None:
    """A Python with PyGObject to run the stand-in portal (the system's, usually)."""
    for candidate in ("/usr/bin/python3", shutil.which("python3"), shutil.which("python")):
        if (
            candidate
            and subprocess.run(
                [candidate, "-c", "import gi; gi.require_version('Gio', '2.0')"],
                capture_output=True,
                check=False,
            ).returncode
            == 0
        ):
            return candidate
    return None


def run_probe(tmp_path: Path, theme: str) -> dict[str, str]:
    """The window's paper colour after each change of the stand-in desktop."""
    python = portal_python()
    if not sys.platform.startswith("linux") or shutil.which("dbus-run-session") is None:
        pytest.skip("needs a Linux session bus (dbus-run-session)")
    if python is None:
        pytest.skip("needs a Python with PyGObject for the stand-in portal")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "QT_QPA_PLATFORMTHEME": "xdgdesktopportal",
        "PYTHONPATH": str(ROOT),
    }
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    done = subprocess.run(
        [
            "dbus-run-session",
            "--",
            sys.executable,
            str(HERE / "system_look_probe.py"),
            python,
            str(tmp_path / "settings.ini"),
            theme,
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report: dict[str, list[str] | dict[str, str]] = json.loads(done.stdout.splitlines()[-1])
    problems = [p for p in report["problems"] if "portal.FileChooser" not in p]
    assert not problems, problems
    paper = report["paper"]
    assert isinstance(paper, dict)
    return paper


def test_the_system_theme_follows_the_desktop_live(tmp_path: Path) -> None:
    paper = run_probe(tmp_path, "")  # the store's default theme is "system"
    light, dark, contrast = (THEMES[n]["paper"] for n in ("light", "dark", "contrast"))
    assert paper == {
        "start": dark,  # the desktop prefers dark when the window opens
        "color-scheme=2": light,  # then light: the open window turns light
        "color-scheme=1": dark,  # and back
        "contrast=1": contrast,  # the desktop asks for high contrast
        "contrast=0": dark,
        "color-scheme=0": light,  # no preference: the light theme
        "scheme": "Unknown",  # where Qt's style hints ended: the window followed Qt
    }


def test_a_chosen_theme_ignores_the_desktop(tmp_path: Path) -> None:
    paper = run_probe(tmp_path, "light")
    assert paper == dict.fromkeys(
        ("start", "color-scheme=2", "color-scheme=1", "contrast=1", "contrast=0", "color-scheme=0"),
        THEMES["light"]["paper"],
    ) | {"scheme": "Unknown"}
