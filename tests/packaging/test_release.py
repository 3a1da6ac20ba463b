"""The release path, as far as Linux can exercise it: the release gate (tag, installers,
signatures), the .dmg's layout, the Inno Setup script's syntax, the workflow's scripts."""

from __future__ import annotations

import importlib
import re
import subprocess
from pathlib import Path

import bundle_plan as plan
import check_release
import deb
import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "ci.yml"
VERSION = "2.3.0"
# packaging/build.py (by name: a "build" import sorts differently where build/ exists).
build = importlib.import_module("build")


def incoming(tmp_path: Path, *, unsigned: tuple[str, ...] = (), skip: str = "") -> Path:
    folder = tmp_path / "incoming"
    folder.mkdir()
    for name in check_release.expected_installers(VERSION):
        if name != skip:
            (folder / name).write_bytes(name.encode())
    for platform in check_release.SIGNED_PLATFORMS:
        status = "unsigned: no timestamp" if platform in unsigned else "signed"
        (folder / f"signing-{platform}.txt").write_text(status + "\n")
    return folder


def gate(tmp_path: Path, folder: Path, tag: str = f"v{VERSION}", **kw: bool) -> list[str]:
    allow = kw.get("allow_unsigned", False)
    return check_release.check(tag, folder, tmp_path / "out" / "release", allow_unsigned=allow,
                               version=VERSION)  # fmt: skip


def test_a_signed_complete_release_copies_the_installers_only(tmp_path):
    assert gate(tmp_path, incoming(tmp_path)) == []
    published = sorted(p.name for p in (tmp_path / "out" / "release").iterdir())
    assert published == sorted(check_release.expected_installers(VERSION))
    assert not (tmp_path / "out" / "UNSIGNED.md").exists()


def test_the_tag_must_name_the_version(tmp_path):
    problems = gate(tmp_path, incoming(tmp_path), tag="v2.3.1")
    assert problems == [f"tag v2.3.1 but magdagdon.__version__ is {VERSION}: tag v{VERSION}"]


@pytest.mark.parametrize("platform", check_release.SIGNED_PLATFORMS)
def test_an_unsigned_installer_is_refused(tmp_path, platform):
    problems = gate(tmp_path, incoming(tmp_path, unsigned=(platform,)))
    assert problems == [
        f"{platform} is unsigned: no timestamp; publishing it needs the publish-unsigned input"
    ]
    assert not (tmp_path / "out" / "release").exists()


def test_a_missing_status_counts_as_unsigned(tmp_path):
    folder = incoming(tmp_path)
    (folder / "signing-macos-x86_64.txt").unlink()
    assert gate(tmp_path, folder) == [
        "macos-x86_64 is unsigned: no signing status was uploaded; "
        "publishing it needs the publish-unsigned input"
    ]


def test_unsigned_is_published_only_when_asked_and_then_said(tmp_path):
    folder = incoming(tmp_path, unsigned=("windows-x64",))
    assert gate(tmp_path, folder, allow_unsigned=True) == []
    notes = (tmp_path / "out" / "UNSIGNED.md").read_text()
    assert "Unsigned installers" in notes and "- windows-x64: unsigned: no timestamp" in notes


@pytest.mark.parametrize("name", list(check_release.expected_installers(VERSION)))
def test_every_installer_must_be_there(tmp_path, name):
    assert gate(tmp_path, incoming(tmp_path, skip=name)) == [f"{name} is missing"]


def test_the_gate_expects_the_names_the_builds_make():
    """Version stamping: the names build.py and deb.py give their packages are the ones the
    release gate looks for."""
    names = set(check_release.expected_installers(VERSION))
    assert build.dmg_name(VERSION, "arm64") in names
    assert build.dmg_name(VERSION, "x86_64") in names
    assert deb.deb_name(VERSION, "amd64") in names
    assert f"{plan.APP_NAME}-{VERSION}-linux-x86_64.tar.gz" in names
    assert f"{plan.APP_NAME}-{VERSION}-windows-setup.exe" in names
    assert 'f"{plan.APP_NAME}-{version}-windows-setup.exe"' in (PACKAGING / "build.py").read_text()


def test_dmg_layout_is_the_app_and_an_applications_link(tmp_path):
    """make_dmg.sh --stage-only lays out the disk image's contents as hdiutil receives them."""
    app = tmp_path / "MAGDAGDON.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    (app / "Contents" / "MacOS" / "magdagdon").write_text("#!/bin/sh\n")
    (app / "Contents" / "Info.plist").write_text("<plist/>")
    stage = tmp_path / "image"
    script = PACKAGING / "macos" / "make_dmg.sh"
    proc = subprocess.run(["bash", str(script), "--stage-only", str(app), str(stage)], check=False)
    assert proc.returncode == 0
    assert sorted(p.name for p in stage.iterdir()) == ["Applications", "MAGDAGDON.app"]
    assert (stage / "Applications").is_symlink()
    assert str((stage / "Applications").readlink()) == "/Applications"
    assert (stage / "MAGDAGDON.app" / "Contents" / "MacOS" / "magdagdon").is_file()


def test_make_dmg_staples_the_app_before_the_image_is_made():
    """Notarised and stapled app first (it opens offline when copied out of the image), then
    the image, then the image's own signature, notarisation and staple."""
    text = (PACKAGING / "macos" / "make_dmg.sh").read_text()
    order = [
        "codesign --force --timestamp --options runtime \\\n        --entitlements",
        'notarise "$work/$name.zip"',
        'xcrun stapler staple "$app"',
        "hdiutil create",
        'codesign --force --timestamp --sign "$identity" "$dmg"',
        'notarise "$dmg"',
        'xcrun stapler staple "$dmg"',
    ]
    positions = [text.index(step) for step in order]
    assert positions == sorted(positions)
    assert "MAGDAGDON_REQUIRE_SIGNING" in text


def test_make_dmg_refuses_to_go_on_unsigned_when_signing_is_required(tmp_path):
    app = tmp_path / "MAGDAGDON.app"
    app.mkdir()
    env = {"PATH": "/usr/bin:/bin", "MAGDAGDON_REQUIRE_SIGNING": "1"}
    script = PACKAGING / "macos" / "make_dmg.sh"
    proc = subprocess.run(
        ["bash", str(script), str(app), str(tmp_path / "x.dmg")],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 1
    assert "MAGDAGDON_REQUIRE_SIGNING=1" in proc.stderr


# --- Inno Setup ---------------------------------------------------------------------------

ISS = PACKAGING / "windows" / "magdagdon.iss"
INNO_SECTIONS = {"Setup", "Languages", "Tasks", "Files", "Icons", "Run", "UninstallRun", "Code"}
_PARAM = re.compile(r'^\s*(\w+):\s*("(?:[^"]|"")*"|[^;"]*)\s*$')


def iss_lines() -> list[tuple[int, str]]:
    return [
        (number, line.strip())
        for number, line in enumerate(ISS.read_text(encoding="utf-8").splitlines(), 1)
        if line.strip() and not line.strip().startswith(";")
    ]


def test_inno_setup_sections_are_known_and_entries_parse():
    """Syntax sanity without ISCC: known sections; [Setup] lines are Key=Value; every entry
    of the other sections is `Param: value; Param: "quoted"` with balanced quotes."""
    section = ""
    for number, line in iss_lines():
        if line.startswith("#"):
            continue  # preprocessor (balance checked in test_installers.py)
        if match := re.fullmatch(r"\[(\w+)\]", line):
            section = match.group(1)
            assert section in INNO_SECTIONS, f"line {number}: unknown section [{section}]"
            continue
        assert section, f"line {number}: an entry before any section"
        if section == "Setup":
            assert re.fullmatch(r"\w+=.*", line), f"line {number}: not Key=Value: {line}"
        else:
            for param in line.split(";"):
                assert _PARAM.match(param), f"line {number}: bad parameter {param!r}"


def test_inno_setup_uses_only_defined_symbols():
    text = ISS.read_text(encoding="utf-8")
    defined = set(re.findall(r"#(?:define|ifndef)\s+(\w+)", text))
    defined |= {"SignToolName"}  # passed with /D by build.py when signing
    used = set(re.findall(r"\{#(\w+)\}", text))
    assert used <= defined, used - defined
    build_py = (PACKAGING / "build.py").read_text()
    for name in ("AppVersion", "AppVersionNumeric", "SourceDir", "OutputDir", "IconFile"):
        assert f"/D{name}=" in build_py, name


# --- the workflow's scripts -----------------------------------------------------------------


def test_every_script_the_workflow_runs_exists():
    text = WORKFLOW.read_text(encoding="utf-8")
    scripts = set(re.findall(r"((?:packaging|\.ci)/[\w./-]+\.(?:sh|ps1|py)|\.ci/[\w-]+)", text))
    assert {
        "packaging/windows/sign.ps1",
        "packaging/windows/signing_status.ps1",
        "packaging/windows/install_inno_setup.ps1",
        "packaging/macos/import_certificate.sh",
        "packaging/macos/make_dmg.sh",
        "packaging/macos/signing_status.sh",
        "packaging/check_release.py",
        "packaging/linux/install_test_packages.sh",
        ".ci/distros",
    } <= scripts
    for script in scripts:
        assert (ROOT / script).is_file(), script


def test_the_workflow_builds_both_macs_and_windows_and_signs_on_tags():
    text = WORKFLOW.read_text(encoding="utf-8")
    for runner in ("windows-2025", "macos-15", "macos-15-intel", "ubuntu-24.04"):
        assert f"os: {runner}\n" in text, runner
    assert "MAGDAGDON_REQUIRE_SIGNING: ${{ startsWith(github.ref, 'refs/tags/v') && '1'" in text
    assert "publish-unsigned:" in text and "default: false" in text
    assert 'python-version: "3.11"' in text  # the oldest Python's tests


@pytest.mark.parametrize("script", sorted((PACKAGING / "windows").glob("*.ps1")), ids=str)
def test_powershell_scripts_stop_on_errors_and_balance(script):
    """No PowerShell here: check what can be read. Strict mode, stop on the first error, and
    braces and parentheses that balance outside strings and comments."""
    text = script.read_text(encoding="utf-8")
    assert "Set-StrictMode -Version Latest" in text
    assert "$ErrorActionPreference = 'Stop'" in text
    code = re.sub(r"<#.*?#>", "", text, flags=re.S)
    code = re.sub(r"'[^']*'", "''", code)
    code = re.sub(r'"(?:`.|[^"`])*"', '""', code)
    code = re.sub(r"#.*", "", code)
    for opening, closing in ("{}", "()", "[]"):
        assert code.count(opening) == code.count(closing), (script.name, opening)
