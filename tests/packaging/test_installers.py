"""What can be checked here of the installers that are built elsewhere (Windows, macOS) and
of the Debian package's pieces: metadata, paths, names, the kiosk unit, and shellcheck."""

from __future__ import annotations

import configparser
import plistlib
import re
import shutil
import subprocess
from pathlib import Path

import bundle_plan as plan
import deb
import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ISS = PACKAGING / "windows" / "magdagdon.iss"


def iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for raw in ISS.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        match = re.match(r"^\[(\w+)\]$", line)
        if match:
            current = match.group(1)
            sections.setdefault(current, [])
        elif current:
            sections[current].append(line)
    return sections


def test_inno_setup_script_preprocessor_is_balanced():
    opened = 0
    for line in ISS.read_text(encoding="utf-8").splitlines():
        word = line.strip().split(" ", 1)[0]
        if word in ("#if", "#ifdef", "#ifndef"):
            opened += 1
        elif word == "#endif":
            opened -= 1
            assert opened >= 0
    assert opened == 0


def test_inno_setup_names_the_installer_as_build_py_expects():
    setup = dict(line.split("=", 1) for line in iss_sections()["Setup"] if "=" in line)
    assert setup["OutputBaseFilename"] == "magdagdon-{#AppVersion}-windows-setup"
    assert setup["AppVersion"] == "{#AppVersion}"
    assert setup["VersionInfoVersion"] == "{#AppVersionNumeric}"
    assert setup["AppId"] == "{{6F1D7C52-3B8E-4A8B-9C71-5E0D2B4F9A13}"  # never changes
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["DefaultDirName"] == r"{autopf}\{#AppName}"  # Program Files for all users
    build = (PACKAGING / "build.py").read_text(encoding="utf-8")
    assert 'f"{plan.APP_NAME}-{version}-windows-setup.exe"' in build
    assert "/DAppVersion={version}" in build


def test_inno_setup_installs_the_bundle_and_its_executable():
    sections = iss_sections()
    assert any(line.startswith('Source: "{#SourceDir}\\*"') for line in sections["Files"])
    assert all("{#AppExe}" in line for line in sections["Icons"])
    text = ISS.read_text(encoding="utf-8")
    assert f'#define AppExe "{plan.APP_NAME}.exe"' in text
    assert f'#define AppName "{plan.DISPLAY_NAME}"' in text


def test_macos_entitlements_are_a_valid_plist():
    with (PACKAGING / "macos" / "entitlements.plist").open("rb") as f:
        entitlements = plistlib.load(f)
    assert entitlements == {
        "com.apple.security.cs.allow-jit": True,
        "com.apple.security.cs.allow-unsigned-executable-memory": True,
    }


def test_macos_info_plist_of_the_spec_round_trips():
    """The spec's Info.plist keys, with this version, make a plist macOS can read."""
    spec = (PACKAGING / "magdagdon.spec").read_text(encoding="utf-8")
    for key in ("CFBundleShortVersionString", "CFBundleVersion"):
        assert f'"{key}": VERSION' in spec
    assert "bundle_identifier=plan.BUNDLE_ID" in spec
    info = {
        "CFBundleIdentifier": plan.BUNDLE_ID,
        "CFBundleShortVersionString": plan.project_version(),
    }
    assert plistlib.loads(plistlib.dumps(info)) == info
    assert re.fullmatch(r"[A-Za-z0-9.-]+", plan.BUNDLE_ID)


def _unit() -> configparser.ConfigParser:
    unit = configparser.ConfigParser(interpolation=None, strict=False)
    unit.optionxform = str  # type: ignore[assignment,method-assign]
    unit.read(PACKAGING / "linux" / deb.UNIT, encoding="utf-8")
    return unit


def test_kiosk_unit_restarts_always_as_its_own_user_under_cage():
    service = _unit()["Service"]
    assert service["Restart"] == "always"
    assert service["User"] == deb.KIOSK_USER
    assert service["PAMName"] == deb.KIOSK_USER
    assert service["ExecStart"].startswith("/usr/bin/cage ")
    assert f"-- {deb.PREFIX}/magdagdon --kiosk" in service["ExecStart"]
    lines = (PACKAGING / "linux" / deb.UNIT).read_text(encoding="utf-8").splitlines()
    assert "Environment=QT_QPA_PLATFORM=wayland" in lines
    assert _unit()["Unit"]["StartLimitIntervalSec"] == "0"
    assert _unit()["Install"]["WantedBy"] == "graphical.target"
    # Without cage or Xwayland the start fails once, with a reason, instead of looping.
    assert "AssertPathExists=/usr/bin/cage" in lines
    assert "AssertPathExists=/usr/bin/Xwayland" in lines


def test_kiosk_user_has_no_login_shell():
    postinst = (PACKAGING / "linux" / "debian" / "postinst").read_text(encoding="utf-8")
    assert "--shell /usr/sbin/nologin" in postinst and "--system" in postinst
    assert deb.KIOSK_USER in postinst


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="needs systemd-analyze")
def test_kiosk_unit_passes_systemd_analyze(tmp_path):
    text = (PACKAGING / "linux" / deb.UNIT).read_text(encoding="utf-8")
    # verify needs the executables to exist: point them at stand-ins.
    fake = tmp_path / "bin"
    fake.mkdir()
    for name in ("cage", "magdagdon"):
        (fake / name).write_text("#!/bin/sh\n")
        (fake / name).chmod(0o755)
    text = text.replace("/usr/bin/cage", str(fake / "cage"))
    text = text.replace(f"{deb.PREFIX}/magdagdon", str(fake / "magdagdon"))
    unit = tmp_path / deb.UNIT
    unit.write_text(text)
    proc = subprocess.run(
        ["systemd-analyze", "verify", "--man=no", str(unit)], capture_output=True, text=True
    )
    # It exits 0 on unknown keys too, but names the file and line: no such line allowed.
    assert proc.returncode == 0 and str(unit) not in proc.stderr, proc.stderr


@pytest.mark.parametrize(
    ("version", "expected"),
    [
        ("1.0.0", "1.0.0"),
        ("1.2.0rc1", "1.2.0~rc1"),
        ("2.0.0a1", "2.0.0~a1"),
        ("1.0.0.dev3", "1.0.0~dev3"),
    ],
)
def test_debian_version_sorts_pre_releases_first(version, expected):
    assert deb.deb_version(version) == expected


def test_debian_control_has_the_version_and_the_fields_dpkg_needs():
    depends = ["libc6 (>= 2.34)", "libegl1", "libgssapi-krb5-2", "passwd"]
    control = deb.control(plan.project_version(), "amd64", 140_000, depends)
    fields = dict(line.split(": ", 1) for line in control.splitlines() if not line.startswith(" "))
    assert fields["Package"] == "magdagdon"
    assert fields["Version"] == plan.project_version()
    assert fields["Architecture"] == "amd64"
    assert fields["Depends"] == "libc6 (>= 2.34), libegl1, libgssapi-krb5-2, passwd"
    # The kiosk unit runs cage, and cage will not start without Xwayland.
    assert fields["Recommends"] == "cage, xwayland, libpulse0"  # libpulse0: sound (issue 38)
    assert fields["Installed-Size"] == "140000"
    assert re.fullmatch(r"[^<>]+ <[^@<>]+@[^@<>]+>", fields["Maintainer"])


READELF_V = """
Version needs section '.gnu.version_r' contains 3 entries:
 Addr: 0x0000000000001e48  Offset: 0x001e48  Link: 7 (.dynstr)
  000000: Version: 1  File: libstdc++.so.6  Cnt: 1
  0x0010:   Name: GLIBCXX_3.4.30  Flags: none  Version: 5
  0x0020: Version: 1  File: libc.so.6  Cnt: 4
  0x0030:   Name: GLIBC_2.9  Flags: none  Version: 4
  0x0040:   Name: GLIBC_2.34  Flags: none  Version: 3
  0x0050:   Name: GLIBC_2.2.5  Flags: none  Version: 2
  0x0060:   Name: GLIBC_PRIVATE  Flags: none  Version: 6
"""


def test_glibc_versions_are_read_as_numbers():
    """GLIBC_2.34 is newer than GLIBC_2.9 (numbers, not text); GLIBCXX and PRIVATE are
    not glibc's version."""
    assert max(deb.glibc_versions(READELF_V)) == (2, 34)
    assert deb.glibc_versions(READELF_V) == {(2, 9), (2, 34), (2, 2, 5)}


@pytest.mark.skipif(shutil.which("readelf") is None, reason="needs readelf (binutils)")
def test_debian_depends_are_glibc_then_the_generated_table(tmp_path):
    """A bundle of one ELF file (this Python's executable): libc6 as new as it needs, then
    the table's packages (magdagdon's syslibs), none written by hand."""
    import sys

    from magdagdon.app import syslibs

    bundle = tmp_path / "bundle"
    bundle.mkdir()
    shutil.copy(Path(sys.executable).resolve(), bundle / "python")
    depends = deb.depends(bundle)
    assert re.fullmatch(r"libc6 \(>= 2\.\d+\)", depends[0])
    table = syslibs.apt_packages([*syslibs.CORE, *syslibs.XCB, *syslibs.WAYLAND])
    assert depends[1:] == [*table, "passwd"]
    assert "libgssapi-krb5-2" in depends and "libxcb-cursor0" in depends
    assert "libpulse0" not in depends  # the sound is optional: recommended (deb.recommends)


def test_debian_layout_sources_exist_and_paths_are_relative(tmp_path):
    icons = tmp_path / "icons"
    (icons / "png").mkdir(parents=True)
    for size in deb.ICON_SIZES:
        (icons / "png" / f"magdagdon-{size}.png").write_bytes(b"png")
    layout = deb.layout(icons, ROOT / "docs")
    assert layout["usr/bin/magdagdon"] == "/opt/magdagdon/magdagdon"
    for dest, source in layout.items():
        assert not dest.startswith("/")
        if isinstance(source, Path):
            assert source.is_file(), source
    assert "usr/share/applications/magdagdon.desktop" in layout
    assert f"usr/lib/systemd/system/{deb.UNIT}" in layout
    assert deb.conffiles() == ["/etc/pam.d/magdagdon-kiosk"]


SHELL_SCRIPTS = [
    *sorted((PACKAGING / "linux").glob("*.sh")),
    *sorted((PACKAGING / "macos").glob("*.sh")),
    *sorted((PACKAGING / "linux" / "debian").iterdir()),
    *sorted(p for p in (ROOT / ".ci").iterdir() if p.read_bytes().startswith(b"#!")),
]


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="needs shellcheck")
@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda p: p.name)
def test_shell_scripts_pass_shellcheck(script):
    proc = subprocess.run(
        ["shellcheck", "-e", "SC1091", str(script)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout
