"""The Debian package: the PyInstaller bundle under /opt/magdagdon, made with dpkg-deb alone.

    python packaging/build.py --deb      # -> dist/magdagdon_<version>_<arch>.deb

What it installs (``layout`` lists it; tests/packaging checks it):

  /opt/magdagdon/                               the bundle (executable /opt/magdagdon/magdagdon)
  /usr/bin/magdagdon                            a link to it: ``magdagdon`` on the PATH
  /usr/share/applications/magdagdon.desktop     the menu entry
  /usr/share/icons/hicolor/<n>x<n>/apps/magdagdon.png, scalable/apps/magdagdon.svg
  /usr/lib/systemd/system/magdagdon-kiosk.service   the cage kiosk (not enabled)
  /etc/pam.d/magdagdon-kiosk                    its PAM service (a conffile)
  /usr/share/doc/magdagdon/{copyright,KIOSK.md,RULES.md}

The maintainer scripts (packaging/linux/debian/) create the kiosk's system user on
configure and, on purge only, remove it with its data. No debhelper, no new tool: the
staging tree is written here and packed by ``dpkg-deb --root-owner-group``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import bundle_plan as plan

HERE = Path(__file__).resolve().parent
LINUX = HERE / "linux"
PREFIX = f"/opt/{plan.APP_NAME}"
UNIT = "magdagdon-kiosk.service"
KIOSK_USER = "magdagdon-kiosk"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
MAINTAINER = f"{plan.PUBLISHER} <{plan.APP_NAME}@{plan.PUBLISHER.lower()}.invalid>"
#: What the kiosk unit runs: cage, and Xwayland, without which cage exits at start (Debian
#: 12's cage is built with X11 support and will not start without it; the unit's restarts
#: would loop). Recommends: apt installs them by default, a desktop-only install may drop them.
#: The sound's system libraries join them (``recommends``).
RECOMMENDS = ("cage", "xwayland")
#: useradd/usermod for the kiosk user (postinst).
TOOLS = ("passwd",)
_GLIBC_NEED = re.compile(r"Name: GLIBC_(\d+(?:\.\d+)+)\b")


def glibc_versions(readelf_output: str) -> set[tuple[int, ...]]:
    """The GLIBC_x.y symbol versions a ``readelf -V`` listing needs."""
    return {tuple(int(p) for p in v.split(".")) for v in _GLIBC_NEED.findall(readelf_output)}


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def glibc_needed(bundle: Path) -> str:
    """The newest glibc any ELF file of the bundle needs (its highest GLIBC_ symbol version):
    the .deb's ``libc6 (>= ...)``. Built on Debian 12 this is at most 2.36."""
    found: set[tuple[int, ...]] = set()
    for path in sorted(bundle.rglob("*")):
        if is_elf(path):
            out = subprocess.run(
                ["readelf", "-V", "-W", str(path)], capture_output=True, text=True, check=True
            ).stdout
            found |= glibc_versions(out)
    if not found:
        raise RuntimeError(f"no GLIBC_ symbol version in {bundle}: is it a Linux bundle?")
    return ".".join(map(str, max(found)))


def depends(bundle: Path) -> list[str]:
    """The Depends field: glibc as new as the bundle needs, then every package of the
    generated system-library table (magdagdon's syslibs: what Qt links that the bundle leaves
    to the system, bundle_plan.system_only), then the tools the maintainer scripts use."""
    syslibs = plan.syslibs_module()
    carried = {p.name for p in bundle.rglob("*.so*")}
    sonames = [
        name for name in plan.system_sonames() if name not in carried and name not in syslibs.SOUND
    ]
    return [f"libc6 (>= {glibc_needed(bundle)})", *syslibs.apt_packages(sonames), *TOOLS]


def recommends() -> list[str]:
    """The Recommends field: the kiosk's compositor, then the sound's system libraries (the
    syslibs table's SOUND group: PulseAudio's client, which must match the system's sound
    server and is never bundled; without it the game plays in silence, issue 38)."""
    syslibs = plan.syslibs_module()
    return [*RECOMMENDS, *syslibs.apt_packages(syslibs.SOUND)]


def deb_version(version: str) -> str:
    """A Debian version for a Python one: pre-releases sort before the release
    (1.2.0rc1 -> 1.2.0~rc1, 1.0.0.dev3 -> 1.0.0~dev3)."""
    for tag in ("rc", "a", "b", ".dev", "dev"):
        head, sep, tail = version.partition(tag)
        if sep and head and head[-1].isdigit():
            return f"{head.rstrip('.')}~{tag.lstrip('.')}{tail}"
    return version


def deb_name(version: str, arch: str) -> str:
    return f"{plan.APP_NAME}_{deb_version(version)}_{arch}.deb"


def control(version: str, arch: str, installed_kib: int, depends: list[str]) -> str:
    """The DEBIAN/control file."""
    return (
        f"Package: {plan.APP_NAME}\n"
        f"Version: {deb_version(version)}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        f"Recommends: {', '.join(recommends())}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {plan.DISPLAY_NAME}, a dice-placement puzzle game\n"
        " Roll four dice and place them on a 4x4 board so the numbers stay one\n"
        " connected field where neighbours differ by at most 1. A roll that cannot\n"
        " be placed is a MAGDAGDON and leaves a RUIN. A CUBIRI ORIGINAL.\n"
        " .\n"
        " Includes a touchscreen kiosk mode and a systemd unit that runs it under\n"
        " the cage Wayland compositor (recommended: cage and xwayland).\n"
    )


def copyright_text() -> str:
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {plan.DISPLAY_NAME}\n\n"
        "Files: *\n"
        f"Copyright: {plan.PUBLISHER}\n"
        "License: proprietary\n"
        f" {plan.DISPLAY_NAME} is a {plan.PUBLISHER} ORIGINAL. The bundle carries Qt and\n"
        " PySide6 (LGPLv3) and Python (PSF License) as shared libraries; the bundled\n"
        " Quicksand font is under the SIL Open Font License 1.1.\n"
    )


def layout(icons: Path, docs: Path) -> dict[str, Path | str]:
    """Package path -> source file (or link target, for /usr/bin/magdagdon), bundle aside."""
    entries: dict[str, Path | str] = {
        "usr/bin/magdagdon": f"{PREFIX}/{plan.APP_NAME}",
        "usr/share/applications/magdagdon.desktop": LINUX / "magdagdon.desktop",
        "usr/share/icons/hicolor/scalable/apps/magdagdon.svg": plan.ROOT / "resources" / "icon.svg",
        f"usr/lib/systemd/system/{UNIT}": LINUX / UNIT,
        f"etc/pam.d/{KIOSK_USER}": LINUX / "magdagdon-kiosk.pam",
        "usr/share/doc/magdagdon/KIOSK.md": docs / "KIOSK.md",
        "usr/share/doc/magdagdon/RULES.md": docs / "RULES.md",
    }
    for size in ICON_SIZES:
        entries[f"usr/share/icons/hicolor/{size}x{size}/apps/magdagdon.png"] = (
            icons / "png" / f"magdagdon-{size}.png"
        )
    return entries


def conffiles() -> list[str]:
    """Files under /etc are conffiles: dpkg keeps an admin's edits, purge removes them."""
    return [f"/etc/pam.d/{KIOSK_USER}"]


def architecture() -> str:
    out = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
    return out.stdout.strip() or "amd64"


def _normalise_modes(root: Path) -> None:
    """Everyone may read the bundle (the kiosk user runs it), only root may write."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        executable = path.is_dir() or path.stat().st_mode & 0o111
        path.chmod(0o755 if executable else 0o644)


def build_deb(
    bundle: Path, icons: Path, docs: Path, out_dir: Path, work: Path, version: str
) -> Path:
    """Stage the tree in ``work`` and pack it with dpkg-deb; return the .deb."""
    if shutil.which("dpkg-deb") is None:
        raise RuntimeError("dpkg-deb not found: the .deb is built on Debian or Ubuntu")
    arch = architecture()
    root = work / "deb-root"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / PREFIX.lstrip("/"), symlinks=True)
    for dest, source in layout(icons, docs).items():
        target = root / dest
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(source, str):
            target.symlink_to(source)
        else:
            shutil.copyfile(source, target)
    doc = root / "usr/share/doc/magdagdon"
    (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
    _normalise_modes(root)

    meta = root / "DEBIAN"
    meta.mkdir()
    installed = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir())
    fields = control(version, arch, installed // 1024 + 1, depends(bundle))
    (meta / "control").write_text(fields, "utf-8")
    (meta / "conffiles").write_text("".join(f"{c}\n" for c in conffiles()), "utf-8")
    for script in ("postinst", "prerm", "postrm"):
        shutil.copyfile(LINUX / "debian" / script, meta / script)
        (meta / script).chmod(0o755)
    (meta / "control").chmod(0o644)
    (meta / "conffiles").chmod(0o644)

    target = out_dir / deb_name(version, arch)
    target.unlink(missing_ok=True)
    cmd = ["dpkg-deb", "--root-owner-group", "-Zgzip", "-z6", "--build", str(root), str(target)]
    if subprocess.run(cmd, check=False).returncode != 0:
        raise RuntimeError("dpkg-deb failed (its message is above)")
    return target
