"""The one full build: `python packaging/build.py --smoke-test`, then what must hold of it.

Marked ``bundle`` (about one to two minutes on two cores): a plain ``pytest`` leaves it out,
.ci/run runs ``pytest -m bundle tests/packaging`` after installing the ``package`` extra.
"""

from __future__ import annotations

import configparser
import os
import re
import subprocess
import sys
import tarfile
from pathlib import Path

import bundle_plan as plan
import pytest

from magdagdon.presenter.cues import SOUNDS

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
BUNDLE = DIST / "magdagdon"
EXE = BUNDLE / ("magdagdon.exe" if sys.platform == "win32" else "magdagdon")
ICONS = ROOT / "build" / "icons"

# Issue 21's budget plus at most 12 MB for sound (issue 38): 162 MB unpacked, 60 MB packed.
MAX_UNPACKED = 162_000_000
MAX_TARBALL = 60_000_000

pytestmark = pytest.mark.bundle


@pytest.fixture(scope="module")
def build() -> subprocess.CompletedProcess[str]:
    """Run the documented build command once for every test in this module."""
    proc = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--smoke-test", "--deb"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert proc.returncode == 0, f"build failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}"
    return proc


def tarball() -> Path:
    return DIST / f"magdagdon-{plan.project_version()}-linux-x86_64.tar.gz"


def test_build_leaves_the_bundle_and_passes_its_smoke_test(build):
    assert EXE.is_file() and os.access(EXE, os.X_OK)
    assert "smoke_seconds:" in build.stdout  # build.py ran the bundle and it exited 0


def test_bundle_smoke_test_offscreen_exits_0(build):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [str(EXE), "--smoke-test"], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "smoke test: first frame" in proc.stdout


def test_bundle_reports_the_pyproject_version(build):
    proc = subprocess.run([str(EXE), "--version"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    assert proc.stdout.split() == ["magdagdon", plan.project_version()]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the size budget is Linux's")
def test_linux_size_budget(build):
    unpacked = sum(p.lstat().st_size for p in BUNDLE.rglob("*") if p.is_file() or p.is_symlink())
    assert unpacked <= MAX_UNPACKED, f"bundle is {unpacked / 1e6:.1f} MB"
    assert tarball().stat().st_size <= MAX_TARBALL, f"{tarball().stat().st_size / 1e6:.1f} MB"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the tarball is Linux's")
def test_linux_tarball_has_desktop_entry_and_icon(build):
    top = f"magdagdon-{plan.project_version()}"
    with tarfile.open(tarball()) as tar:
        names = set(tar.getnames())
        for name in (
            "magdagdon",
            "magdagdon.desktop",
            "magdagdon.png",
            "magdagdon.svg",
            "install-desktop-entry.sh",
            "_internal/qml/Magdagdon/app/Main.qml",
        ):
            assert f"{top}/{name}" in names, name
        assert tar.getmember(f"{top}/magdagdon").mode & 0o111
        desktop = tar.extractfile(f"{top}/magdagdon.desktop")
        assert desktop is not None
        entry = configparser.ConfigParser(interpolation=None)
        entry.optionxform = str  # type: ignore[assignment,method-assign]
        entry.read_string(desktop.read().decode("utf-8"))
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"] == "magdagdon" and section["Icon"] == "magdagdon"
    assert "Game;" in section["Categories"]


def test_bundle_is_pruned(build):
    internal = BUNDLE / "_internal"
    qt = next(p for p in (internal / "PySide6" / "Qt", internal / "PySide6") if p.is_dir())
    controls = qt / "qml" / "QtQuick" / "Controls"
    assert (controls / "Basic").is_dir()
    for style in ("Material", "Fusion", "Universal", "Imagine", "FluentWinUI3"):
        assert not (controls / style).exists(), style
    assert not (qt / "plugins" / "qmltooling").exists()
    languages = {p.stem.rsplit("_", 1)[-1] for p in (qt / "translations").glob("*.qm")}
    assert languages <= set(plan.LANGUAGES)
    ours = {p.name for p in (internal / "translations").glob("*.qm")}
    assert ours == {f"magdagdon_{code}.qm" for code in plan.LANGUAGES}
    dangling = [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()]
    assert dangling == []


def test_bundle_plays_sound_with_qtmultimedia_alone(build):
    """Issue 38: the game's sounds and QtMultimedia (QSoundEffect) are in; FFmpeg (its media
    backend) and the system's sound client (libpulse, libsndfile and its codecs) are not."""
    internal = BUNDLE / "_internal"
    sounds = {p.stem for p in (internal / "resources" / "sounds").glob("*.wav")}
    assert sounds == set(SOUNDS)
    names = [p.name for p in internal.rglob("*") if p.is_file() or p.is_symlink()]
    assert any(n.startswith(("QtMultimedia.", "QtMultimedia.abi3")) for n in names)
    assert any("Qt6Multimedia" in n for n in names)
    assert not any("MultimediaWidgets" in n or "Qt6Widgets" in n for n in names)
    unwanted = [n for n in names if n.endswith((".so", ".dll", ".dylib")) or ".so." in n]
    assert [n for n in unwanted if not plan.keep_library(n)] == []
    assert not (internal / "PySide6" / "Qt" / "plugins" / "multimedia").exists()


def test_bundle_carries_the_experts_learned_tables(build):
    """magdagdon/ai/ntuple.py reads its tables beside itself (issue 20): the frozen module's
    folder must hold the same files as the source tree's, or HINT plays on the heuristic."""
    shipped = {p.name for p in (ROOT / "magdagdon" / "ai" / "data").glob("*.ntuple.gz")}
    frozen = BUNDLE / "_internal" / "magdagdon" / "ai" / "data"
    assert shipped and {p.name for p in frozen.glob("*.ntuple.gz")} == shipped


def test_icons_in_every_format(build):
    from PIL import Image

    with Image.open(ICONS / "magdagdon.ico") as ico:
        assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(ico.info["sizes"])
    with Image.open(ICONS / "magdagdon.icns") as icns:
        assert icns.size == (1024, 1024) or max(icns.size) >= 512
    for size in (16, 32, 48, 128, 256, 512):
        with Image.open(ICONS / "png" / f"magdagdon-{size}.png") as png:
            assert png.size == (size, size)


def _deb() -> Path:
    import deb

    return DIST / deb.deb_name(plan.project_version(), deb.architecture())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .deb is Linux's")
def test_deb_installs_the_bundle_command_entry_icons_and_kiosk_unit(build):
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(_deb())], capture_output=True, text=True, check=True
    ).stdout
    paths = {line.split()[5].lstrip(".") for line in listing.splitlines()}
    for path in (
        "/opt/magdagdon/magdagdon",
        "/opt/magdagdon/_internal/qml/Magdagdon/app/Main.qml",
        "/usr/bin/magdagdon",
        "/usr/share/applications/magdagdon.desktop",
        "/usr/share/icons/hicolor/256x256/apps/magdagdon.png",
        "/usr/share/icons/hicolor/scalable/apps/magdagdon.svg",
        "/usr/lib/systemd/system/magdagdon-kiosk.service",
        "/etc/pam.d/magdagdon-kiosk",
        "/usr/share/doc/magdagdon/copyright",
    ):
        assert path in paths, path
    assert "/usr/bin/magdagdon -> /opt/magdagdon/magdagdon" in listing
    # Everyone may read (the kiosk user runs it), only root may write.
    for line in listing.splitlines():
        mode, owner = line.split()[:2]
        assert owner == "root/root", line
        assert mode[1:3] == "rw" or mode[0] == "l", line
        assert mode[0] == "l" or mode[7] == "r", line
        assert mode[0] == "l" or mode[8] == "-", line
    control = subprocess.run(
        ["dpkg-deb", "-f", str(_deb()), "Package", "Version"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert control.split() == ["Package:", "magdagdon", "Version:", plan.project_version()]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF and ldd are Linux's")
def test_bundle_carries_the_wayland_platform_and_what_it_needs(build):
    """Qt's Wayland plugin, its xdg-shell and EGL integrations are in the bundle; whatever
    they load that the bundle lacks is a library the syslibs table names (and the .deb
    depends on), never something nobody checks."""
    from magdagdon.app import syslibs

    internal = BUNDLE / "_internal"
    plugins = next(p for p in internal.rglob("plugins") if (p / "platforms").is_dir())
    wayland = [
        plugins / "platforms" / "libqwayland.so",
        plugins / "wayland-shell-integration" / "libxdg-shell.so",
        plugins / "wayland-graphics-integration-client" / "libqt-plugin-wayland-egl.so",
    ]
    known = set(syslibs.CORE) | set(syslibs.XCB) | set(syslibs.WAYLAND) | set(syslibs.SOUND)
    carried = {p.name for p in internal.rglob("*.so*")}
    toolchain = ("libc.so", "libm.so", "libgcc_s.so", "libstdc++.so", "ld-linux", "libz.so")
    for plugin in wayland:
        assert plugin.is_file(), plugin
        out = subprocess.run(
            ["readelf", "-d", str(plugin)], capture_output=True, text=True, check=True
        ).stdout
        needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)
        assert needed
        for name in needed:
            assert name in carried or name in known or name.startswith(toolchain), (
                f"{plugin.name} needs {name}: not in the bundle, and nothing checks for it"
            )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF and glibc are Linux's")
def test_bundle_leaves_the_cxx_runtime_gl_stack_and_table_to_the_system(build):
    """Nothing the system must provide is in the bundle: a bundled libstdc++ older than the
    system's Mesa needs aborted GLX and EGL on a newer distribution."""
    carried = sorted(p.name for p in BUNDLE.rglob("*.so*") if plan.system_only(p.name))
    assert carried == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .deb is Linux's")
def test_deb_declares_the_glibc_the_bundle_needs_and_the_table(build):
    import deb

    from magdagdon.app import syslibs

    depends = subprocess.run(
        ["dpkg-deb", "-f", str(_deb()), "Depends"], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert depends.split(", ")[0] == f"libc6 (>= {deb.glibc_needed(BUNDLE)})"
    table = syslibs.apt_packages([*syslibs.CORE, *syslibs.XCB, *syslibs.WAYLAND])
    assert set(table) <= set(depends.split(", "))
    recommends = subprocess.run(
        ["dpkg-deb", "-f", str(_deb()), "Recommends"], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert recommends == "cage, xwayland, libpulse0"  # libpulse0: sound, optional (issue 38)
