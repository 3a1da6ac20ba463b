"""Build MAGDAGDON for the platform this runs on, with one command.

    python packaging/build.py [--smoke-test] [--no-installer] [--deb]

Steps: compile the .qm translations, render the icons, run PyInstaller on
packaging/magdagdon.spec (which prunes the bundle), then make the platform's package:

  Linux    dist/magdagdon-<version>-linux-<arch>.tar.gz  (bundle + .desktop + icon)
  Windows  dist/magdagdon-<version>-windows-setup.exe    (Inno Setup, when ISCC is found)
  macOS    dist/magdagdon-<version>-macos-<arm64|x86_64>.dmg  (.app + Applications link;
           signed, notarised and stapled when the credentials are in the environment)

``--deb`` (Linux, Debian/Ubuntu) also makes dist/magdagdon_<version>_<arch>.deb with dpkg-deb
(see packaging/deb.py): the bundle under /opt/magdagdon, ``magdagdon`` on the PATH, the menu
entry, the icons and the kiosk's systemd unit.

The bundle itself is always dist/magdagdon/ with the executable dist/magdagdon/magdagdon
(.exe on Windows). ``--smoke-test`` then starts it offscreen with ``--smoke-test`` and fails
unless it exits 0. Run it from the project's venv with the ``package`` extra installed.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import bundle_plan as plan  # noqa: E402
import deb  # noqa: E402
import make_icons  # noqa: E402

DIST = ROOT / "dist"
WORK = ROOT / "build"
ICONS = WORK / "icons"
BUNDLE = DIST / plan.APP_NAME
SMOKE_TIMEOUT_S = 120


class BuildError(RuntimeError):
    """A build step failed; the message says which and what to do."""


def executable(bundle: Path = BUNDLE) -> Path:
    """The frozen app's executable inside a onedir bundle."""
    return bundle / (f"{plan.APP_NAME}.exe" if sys.platform == "win32" else plan.APP_NAME)


def tree_size(folder: Path) -> int:
    """Bytes of every file under ``folder`` (symlinks counted as links, like ``du -sb``)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() or p.is_symlink())


def step(title: str) -> None:
    print(f"\n== {title}", flush=True)


def check_installed_version(version: str) -> None:
    """The bundle's metadata comes from the installed project; it must match __version__."""
    from importlib import metadata

    try:
        installed = metadata.version(plan.APP_NAME)
    except metadata.PackageNotFoundError as exc:
        raise BuildError('the project is not installed: run pip install -e ".[package]"') from exc
    if installed != version:
        raise BuildError(
            f"installed metadata says {installed}, magdagdon/__init__.py says {version}: "
            'run pip install -e ".[package]" again so the bundle carries the right version'
        )


def compile_translations() -> None:
    """Build translations/*.qm from the .ts sources (the translations helper's ensure_qm), for
    the shipped languages of translations/languages.txt only, and refuse to go on while one of
    them has a message not finished: an installer never carries English where a translation
    should be, nor a translation of an older English text. A language in progress ships
    nothing (its preview is built into translations/preview/, which the bundle leaves out)."""
    from magdagdon.i18n import roster, workflow

    folder = ROOT / "translations"
    try:
        roster.read(folder, strict=True)
    except roster.RosterError as exc:
        raise BuildError(str(exc)) from exc
    shipped = workflow.shipped_languages(folder)
    left = {
        code: workflow.unfinished(workflow.ts_path(code, folder))
        + len(workflow.vanished_messages(workflow.ts_path(code, folder)))
        for code in shipped
        if workflow.ts_path(code, folder).is_file()
    }
    waiting = ", ".join(f"{code} ({n})" for code, n in left.items() if n)
    if waiting:
        raise BuildError(
            f"shipped languages with unfinished messages: {waiting}. Translate them "
            "(python -m magdagdon.i18n status lists them), or mark the language 'in progress' "
            "in translations/languages.txt so that it does not ship"
        )
    workflow.ensure_qm(folder)
    missing = [c for c in shipped if not workflow.qm_path(c, folder).is_file()]
    if missing:
        raise BuildError(f"no .qm built for {missing}")
    stray = sorted(
        p.name
        for p in folder.glob(f"{workflow.CATALOGUE}_*.qm")
        if p.stem.removeprefix(f"{workflow.CATALOGUE}_") not in shipped
    )
    if stray:
        raise BuildError(
            f"translations/{', '.join(stray)}: a catalogue of a language in progress, which the "
            "bundle would carry; delete it, or ship the language (python -m magdagdon.i18n ship)"
        )


def pyinstaller(spec: Path, dist: Path, work: Path, env: dict[str, str] | None = None) -> int:
    """PyInstaller on ``spec`` into ``dist`` (its work files in ``work``); its exit status.
    (benchmarks/bench_startup.py freezes its empty window with it too.)"""
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    cmd += ["--distpath", str(dist), "--workpath", str(work), str(spec)]
    return subprocess.run(cmd, cwd=ROOT, env=env, check=False).returncode


def run_pyinstaller() -> None:
    """Run PyInstaller on the shared spec; the bundle lands in dist/magdagdon/."""
    env = dict(os.environ, MAGDAGDON_ICON_DIR=str(ICONS))
    if pyinstaller(HERE / "magdagdon.spec", DIST, WORK / "pyinstaller", env) != 0:
        raise BuildError("PyInstaller failed (its log is above)")
    if not executable().is_file():
        raise BuildError(f"PyInstaller finished but {executable()} is missing")


def smoke_test(exe: Path | None = None, timeout: float = SMOKE_TIMEOUT_S) -> float:
    """Start the bundle offscreen with --smoke-test; return seconds taken, raise unless exit 0."""
    exe = exe or executable()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    try:
        proc = subprocess.run(
            [str(exe), "--smoke-test"],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        raise BuildError(f"{exe} --smoke-test did not finish in {timeout:.0f} s") from exc
    took = time.perf_counter() - start
    if proc.returncode != 0:
        raise BuildError(
            f"{exe} --smoke-test exited {proc.returncode}\n"
            f"--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}"
        )
    return took


# --- Linux ----------------------------------------------------------------------------------


def linux_tarball(version: str) -> Path:
    """dist/magdagdon-<version>-linux-<arch>.tar.gz: the bundle, a .desktop file, the icon."""
    arch = platform.machine() or "x86_64"
    top = f"{plan.APP_NAME}-{version}"
    target = DIST / f"{top}-linux-{arch}.tar.gz"
    desktop = (HERE / "linux" / "magdagdon.desktop").read_text(encoding="utf-8")
    extras = {
        "magdagdon.desktop": desktop.encode("utf-8"),
        "magdagdon.png": (ICONS / "png" / "magdagdon-256.png").read_bytes(),
        "magdagdon.svg": make_icons.SOURCE.read_bytes(),
        "install-desktop-entry.sh": (HERE / "linux" / "install-desktop-entry.sh").read_bytes(),
    }
    staging = WORK / "linux-extras"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    for name, data in extras.items():
        (staging / name).write_bytes(data)
    (staging / "install-desktop-entry.sh").chmod(0o755)

    target.unlink(missing_ok=True)
    # Level 6: level 9 takes three times as long here for 0.5 % less.
    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(BUNDLE, arcname=top)
        for name in extras:
            tar.add(staging / name, arcname=f"{top}/{name}")
    return target


# --- Windows --------------------------------------------------------------------------------


def find_iscc() -> Path | None:
    """Inno Setup's compiler: on PATH, or in its default install folders."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return Path(found)
    local = os.environ.get("LOCALAPPDATA")
    bases = [os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")]
    bases.append(str(Path(local) / "Programs") if local else None)
    for base in filter(None, bases):
        for candidate in sorted(Path(base).glob("Inno Setup */ISCC.exe"), reverse=True):
            return candidate
    return None


def windows_sign(path: Path) -> None:
    """Sign one file with the command in MAGDAGDON_SIGN_COMMAND ($f is the file), if set."""
    command = os.environ.get("MAGDAGDON_SIGN_COMMAND")
    if not command:
        return
    if subprocess.run(command.replace("$f", f'"{path}"'), shell=True, check=False).returncode:
        raise BuildError(f"signing {path} failed")


def windows_installer(version: str) -> Path | None:
    """Compile packaging/windows/magdagdon.iss; signs the exe and installer when configured."""
    iscc = find_iscc()
    if os.environ.get("MAGDAGDON_REQUIRE_SIGNING") == "1" and not os.environ.get(
        "MAGDAGDON_SIGN_COMMAND"
    ):
        raise BuildError("MAGDAGDON_REQUIRE_SIGNING=1 but MAGDAGDON_SIGN_COMMAND is not set")
    if iscc is None:
        print("Inno Setup (ISCC.exe) not found: installer skipped; the bundle is in dist/.")
        return None
    windows_sign(executable())
    cmd = [
        str(iscc),
        "/Qp",
        f"/DAppVersion={version}",
        "/DAppVersionNumeric=" + ".".join(map(str, plan.windows_version_tuple(version))),
        f"/DSourceDir={BUNDLE}",
        f"/DOutputDir={DIST}",
        f"/DIconFile={ICONS / 'magdagdon.ico'}",
    ]
    sign = os.environ.get("MAGDAGDON_SIGN_COMMAND")
    if sign:
        # Inno Setup replaces $f with the quoted file it signs (installer and uninstaller).
        cmd += [f"/Smagdagdonsign={sign}", "/DSignToolName=magdagdonsign"]
    cmd.append(str(HERE / "windows" / "magdagdon.iss"))
    if subprocess.run(cmd, check=False).returncode != 0:
        raise BuildError("Inno Setup failed (its log is above)")
    return DIST / f"{plan.APP_NAME}-{version}-windows-setup.exe"


# --- macOS ----------------------------------------------------------------------------------


def macos_arch() -> str:
    """The Mac the bundle runs on, as the .dmg's name says it: arm64 or x86_64."""
    return "arm64" if platform.machine() in ("arm64", "aarch64") else "x86_64"


def dmg_name(version: str, arch: str) -> str:
    return f"{plan.APP_NAME}-{version}-macos-{arch}.dmg"


def macos_dmg(version: str) -> Path:
    """Run packaging/macos/make_dmg.sh: sign, notarise and staple the app (if configured),
    make the .dmg, then sign, notarise and staple it (if so)."""
    app = DIST / f"{plan.DISPLAY_NAME}.app"
    target = DIST / dmg_name(version, macos_arch())
    script = HERE / "macos" / "make_dmg.sh"
    if subprocess.run(["bash", str(script), str(app), str(target)], check=False).returncode:
        raise BuildError("making the .dmg failed (its log is above)")
    return target


# --- the command ----------------------------------------------------------------------------


def debian_package(version: str) -> Path:
    """dist/magdagdon_<version>_<arch>.deb (packaging/deb.py)."""
    try:
        return deb.build_deb(BUNDLE, ICONS, ROOT / "docs", DIST, WORK, version)
    except RuntimeError as exc:
        raise BuildError(str(exc)) from exc


def build(
    *, installer: bool = True, smoke: bool = False, debian: bool = False
) -> dict[str, object]:
    """Every step for this platform; returns the figures the README reports."""
    version = plan.project_version()
    figures: dict[str, object] = {"version": version}
    started = time.perf_counter()
    check_installed_version(version)

    step("translations (.ts -> .qm)")
    compile_translations()
    step("icons (resources/icon.svg -> PNG, .ico, .icns)")
    make_icons.make_icons(make_icons.SOURCE, ICONS)
    step("PyInstaller (packaging/magdagdon.spec)")
    before = time.perf_counter()
    run_pyinstaller()
    figures["pyinstaller_seconds"] = round(time.perf_counter() - before, 1)
    figures["bundle"] = str(executable().relative_to(ROOT))
    figures["bundle_bytes"] = tree_size(BUNDLE)

    if installer:
        step("platform package")
        package: Path | None = None
        before = time.perf_counter()
        if sys.platform.startswith("linux"):
            package = linux_tarball(version)
        elif sys.platform == "win32":
            package = windows_installer(version)
        elif sys.platform == "darwin":
            package = macos_dmg(version)
        if package is not None:
            figures["package"] = str(package.relative_to(ROOT))
            figures["package_bytes"] = package.stat().st_size
            figures["package_seconds"] = round(time.perf_counter() - before, 1)
    if debian:
        if not sys.platform.startswith("linux"):
            raise BuildError("--deb makes a Debian package: run it on Debian or Ubuntu")
        step("Debian package (dpkg-deb)")
        before = time.perf_counter()
        package = debian_package(version)
        figures["deb"] = str(package.relative_to(ROOT))
        figures["deb_bytes"] = package.stat().st_size
        figures["deb_seconds"] = round(time.perf_counter() - before, 1)
    figures["build_seconds"] = round(time.perf_counter() - started, 1)

    if smoke:
        step("smoke test (offscreen, --smoke-test)")
        figures["smoke_seconds"] = round(smoke_test(), 2)
    return figures


def main(argv: list[str] | None = None) -> int:
    """Command-line entry; exit 1 with the failing step's message."""
    parser = argparse.ArgumentParser(description="Build the MAGDAGDON bundle and installer.")
    parser.add_argument("--no-installer", action="store_true", help="stop after dist/magdagdon/")
    parser.add_argument(
        "--smoke-test", action="store_true", help="then run the bundle offscreen with --smoke-test"
    )
    parser.add_argument(
        "--deb", action="store_true", help="also make the Debian package (Linux, dpkg-deb)"
    )
    args = parser.parse_args(argv)
    try:
        figures = build(installer=not args.no_installer, smoke=args.smoke_test, debian=args.deb)
    except BuildError as exc:
        print(f"\nbuild failed: {exc}", file=sys.stderr)
        return 1
    step("done")
    for key, value in figures.items():
        if key.endswith("_bytes") and isinstance(value, int):
            value = f"{value / 1e6:.1f} MB ({value} bytes)"
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
