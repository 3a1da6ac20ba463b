"""The missing-system-library line (magdagdon/app/syslibs.py): decided on fake loaders, checked
against the NEEDED entries of the installed Qt, and for real with a library made
unavailable in a private mount namespace (nothing is uninstalled)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import bundle_plan as plan
import pytest

from magdagdon.app import syslibs

ROOT = Path(__file__).resolve().parents[2]


def loader_without(*absent: str):
    return lambda name: name not in absent


def test_x11_session_picks_xcb_and_wayland_session_tries_wayland_first():
    assert syslibs.candidate_platforms({"DISPLAY": ":0"}) == ["xcb"]
    assert syslibs.candidate_platforms({"XDG_SESSION_TYPE": "wayland"}) == ["wayland", "xcb"]
    assert syslibs.candidate_platforms({"WAYLAND_DISPLAY": "wayland-0"}) == ["wayland", "xcb"]
    # Xwayland: both displays, no session type -> Qt's default, X11.
    assert syslibs.candidate_platforms({"WAYLAND_DISPLAY": "w", "DISPLAY": ":1"}) == ["xcb"]
    assert syslibs.candidate_platforms({"QT_QPA_PLATFORM": "wayland:foo;xcb"}) == [
        "wayland",
        "xcb",
    ]


def test_nothing_missing_says_nothing():
    assert syslibs.missing_libraries({"DISPLAY": ":0"}, loader_without()) == []


def test_missing_xcb_cursor_is_named_with_its_debian_package():
    missing = syslibs.missing_libraries({"DISPLAY": ":0"}, loader_without("libxcb-cursor.so.0"))
    assert missing == ["libxcb-cursor.so.0"]
    line = syslibs.message(missing, has_apt=True)
    assert "\n" not in line
    assert line.endswith("install them with: sudo apt-get install libxcb-cursor0")


def test_the_issue_18_trio_gives_its_three_packages():
    absent = ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1")
    missing = syslibs.missing_libraries({"DISPLAY": ":0"}, loader_without(*absent))
    assert syslibs.apt_packages(missing) == ["libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1"]


def test_qt_falls_back_along_the_platform_list():
    env = {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}
    # Wayland client libraries present: xcb's absence does not matter.
    assert syslibs.missing_libraries(env, loader_without("libxcb-cursor.so.0")) == []
    # Neither platform can load: name the first one Qt tries.
    missing = syslibs.missing_libraries(
        env, loader_without("libwayland-client.so.0", "libxcb-cursor.so.0")
    )
    assert missing == ["libwayland-client.so.0"]


def test_core_libraries_are_needed_even_offscreen():
    env = {"QT_QPA_PLATFORM": "offscreen"}
    assert syslibs.missing_libraries(env, loader_without("libxcb-cursor.so.0")) == []
    assert syslibs.missing_libraries(env, loader_without("libEGL.so.1")) == ["libEGL.so.1"]


def test_many_missing_stay_one_line():
    missing = list(syslibs.CORE) + list(syslibs.XCB)
    line = syslibs.message(missing, has_apt=False)
    assert "\n" not in line and f"and {len(missing) - 3} more" in line
    assert "Debian/Ubuntu: " in line and "libxcb-cursor0" in line


def test_version_help_and_headless_smoke_test_need_no_window_system():
    assert syslibs.effective_environ(["--version"], {}) is None
    assert syslibs.effective_environ(["--help"], {"DISPLAY": ":0"}) is None
    assert syslibs.effective_environ(["--smoke-test"], {})["QT_QPA_PLATFORM"] == "offscreen"
    assert "QT_QPA_PLATFORM" not in syslibs.effective_environ(["--smoke-test"], {"DISPLAY": ":0"})


def test_every_library_on_this_machine_loads():
    """On this (fully provisioned) machine the real loader finds everything."""
    assert syslibs.missing_libraries({"QT_QPA_PLATFORM": "offscreen"}) == []


needs_dpkg = pytest.mark.skipif(
    shutil.which("readelf") is None or shutil.which("dpkg") is None,
    reason="needs readelf (binutils) and dpkg (Debian/Ubuntu)",
)


@needs_dpkg
def test_table_is_what_the_installed_wheel_links():
    """The tables are generated (packaging/system_libraries.py) from the NEEDED entries of
    the Qt plugins and libraries the game loads: they must equal what this wheel links,
    libgssapi_krb5 (QtNetwork, linked by QtQml) included."""
    import system_libraries

    assert system_libraries.BEGIN.startswith(plan.SYSLIBS_TABLE_MARK)
    assert system_libraries.syslibs_module() == Path(syslibs.__file__).resolve()
    derived = system_libraries.tables()
    assert derived == {
        "CORE": syslibs.CORE,
        "XCB": syslibs.XCB,
        "WAYLAND": syslibs.WAYLAND,
        "SOUND": syslibs.SOUND,
    }
    assert syslibs.CORE["libgssapi_krb5.so.2"] == "libgssapi-krb5-2"


def test_the_walk_follows_the_wheels_own_libraries_and_skips_glibc(tmp_path):
    import system_libraries

    graph = {
        "plugin.so": ["libQt6Gui.so.6", "libxcb-cursor.so.0", "libc.so.6"],
        "libQt6Gui.so.6": ["libEGL.so.1", "libm.so.6", "ld-linux-x86-64.so.2"],
        "addon.so": ["libQt6VirtualKeyboard.so.6", "libhunspell.so"],
    }
    carried = {"libQt6Gui.so.6": Path("libQt6Gui.so.6")}
    found = system_libraries.system_sonames(
        [Path("plugin.so"), Path("addon.so")], carried, lambda p: graph[p.name]
    )
    # addon.so needs a Qt library the wheel lacks (another wheel's): it never loads.
    assert found == {"libxcb-cursor.so.0", "libEGL.so.1"}


def readme_apt_packages() -> set[str]:
    """The packages of the README's `sudo apt-get install ...` line for Qt's libraries."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = [ln for ln in readme.splitlines() if "apt-get install" in ln and "libegl1" in ln]
    assert len(lines) == 1, lines
    words = lines[0].split("apt-get install", 1)[1].split()
    return {w for w in words if not w.startswith("-")}


def test_readme_apt_line_is_the_table():
    """The README's one apt line installs exactly what the table names (and Python), the
    optional sound library too (a source install then has sound)."""
    table = set(
        syslibs.apt_packages([*syslibs.CORE, *syslibs.XCB, *syslibs.WAYLAND, *syslibs.SOUND])
    )
    assert readme_apt_packages() - {"python3", "python3-venv"} == table
    assert syslibs.apt_line() == f"sudo apt-get install {' '.join(sorted(table))}"


def _library_file(soname: str) -> Path | None:
    multiarch = sysconfig.get_config_var("MULTIARCH") or ""
    for folder in (f"/usr/lib/{multiarch}", f"/lib/{multiarch}", "/usr/lib64", "/usr/lib"):
        candidate = Path(folder) / soname
        if candidate.exists():
            return candidate.resolve()
    return None


def _in_namespace_without(soname: str, command: list[str], env: dict[str, str]):
    """Run ``command`` in a private mount namespace where ``soname`` is an empty file (on a
    machine that lacks it altogether, it is unavailable already: run it as it is)."""
    target = _library_file(soname)
    if target is None:
        wrapped = command
    else:
        script = 'mount --bind /dev/null "$0" && exec "$@"'
        wrapped = ["unshare", "-m", "--propagation", "private", "sh", "-c", script, str(target)]
        wrapped += command
    return subprocess.run(
        wrapped, capture_output=True, text=True, env=env, timeout=120, check=False
    )


needs_namespaces = pytest.mark.skipif(
    not sys.platform.startswith("linux")
    or os.geteuid() != 0
    or shutil.which("unshare") is None
    or subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode != 0,
    reason="needs root and mount namespaces (CI has both)",
)


def _x11_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND", "XDG_S"))}
    env["DISPLAY"] = ":219"  # no server there: neither run may open a window
    return env


x11_complete = pytest.mark.skipif(
    syslibs.missing_libraries({"DISPLAY": ":0"}) != [],
    reason="this machine lacks some of Qt's X11 libraries besides the one taken away",
)


@needs_namespaces
@x11_complete
def test_magdagdon_names_the_package_when_xcb_cursor_is_unavailable():
    """The README's Play command on a machine without libxcb-cursor0."""
    command = [str(Path(sys.executable).parent / "magdagdon")]
    proc = _in_namespace_without("libxcb-cursor.so.0", command, _x11_env())
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 1
    assert lines == [
        "magdagdon: system libraries missing (libxcb-cursor.so.0); "
        "install them with: sudo apt-get install libxcb-cursor0"
    ]


@needs_namespaces
def test_without_the_check_qt_itself_fails_there():
    """The namespace really takes the library away: Qt's own xcb plugin cannot load."""
    probe = "from PySide6.QtGui import QGuiApplication; QGuiApplication(['probe'])"
    env = dict(_x11_env(), QT_QPA_PLATFORM="xcb")
    proc = _in_namespace_without("libxcb-cursor.so.0", [sys.executable, "-c", probe], env)
    assert proc.returncode != 0
    assert "xcb-cursor" in proc.stderr


@needs_namespaces
@x11_complete
def test_with_the_library_present_the_check_stays_silent():
    proc = subprocess.run(
        [str(Path(sys.executable).parent / "magdagdon")],
        capture_output=True,
        text=True,
        env=_x11_env(),
        timeout=120,
        check=False,
    )
    assert "system libraries missing" not in proc.stderr
    assert proc.returncode != 0  # Qt got as far as the (absent) X server


GSSAPI_LINE = (
    "magdagdon: system libraries missing (libgssapi_krb5.so.2); "
    "install them with: sudo apt-get install libgssapi-krb5-2"
)


@needs_namespaces
@x11_complete
@pytest.mark.parametrize(
    "command",
    [["magdagdon"], ["python", "-m", "magdagdon.app.syslibs"]],
    ids=["magdagdon", "syslibs"],
)
def test_without_gssapi_one_line_names_libgssapi_krb5_2(command):
    """Debian 13 and Ubuntu 24.04 minimal installs lack libgssapi-krb5-2, which QtNetwork
    (linked by QtQml) needs: the game and the check alone both name it, in one line, and
    exit 1, instead of a traceback from the import (the game) or silence (the check)."""
    folder = Path(sys.executable).parent
    argv = [str(folder / command[0]), *command[1:]]
    proc = _in_namespace_without("libgssapi_krb5.so.2", argv, _x11_env())
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr.strip().splitlines() == [GSSAPI_LINE]
    assert "Traceback" not in proc.stderr


@needs_namespaces
def test_without_gssapi_pyside_itself_cannot_import():
    """The namespace really takes it away: importing QtQml fails there."""
    probe = "import PySide6.QtQml"
    proc = _in_namespace_without("libgssapi_krb5.so.2", [sys.executable, "-c", probe], _x11_env())
    assert proc.returncode != 0
    assert "libgssapi_krb5.so.2" in proc.stderr
