"""Say in one line which system packages to install, before Qt fails without them.

Qt ships inside the PySide6 wheel (and inside the bundle), but on Linux its window-system
plugins load the desktop's own libraries: OpenGL/EGL, fontconfig, xkbcommon, and for X11
a dozen small ``libxcb-*`` libraries that a minimal Debian or Ubuntu install lacks. Without
them Qt prints a long "could not load the Qt platform plugin" text and aborts. This module
tries each library the way the dynamic loader will (``dlopen`` through ctypes), for the
platform plugin Qt is about to choose, and turns what is missing into one line naming the
Debian/Ubuntu packages. It must not import Qt: QtGui itself needs some of these.

    python -m magdagdon.app.syslibs      # prints what is missing (exit 1) or nothing (exit 0)
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

#: Libraries QtGui, QtQuick and QtDBus load whatever the platform (offscreen too):
#: soname -> Debian/Ubuntu package. Read from the NEEDED entries of PySide6 6.11's Qt.
CORE: dict[str, str] = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libX11.so.6": "libx11-6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libdbus-1.so.3": "libdbus-1-3",
}

#: The X11 platform plugin (libqxcb.so, libQt6XcbQpa.so.6) on top of CORE.
XCB: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}

#: The Wayland platform plugin (libqwayland.so and its wayland-egl integration).
WAYLAND: dict[str, str] = {
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}

#: What each platform plugin needs beyond CORE; platforms not named here need CORE only.
PLATFORMS: dict[str, dict[str, str]] = {"xcb": XCB, "wayland": WAYLAND}


def apt_packages(sonames: Iterable[str]) -> list[str]:
    """The Debian/Ubuntu packages that provide ``sonames``, sorted, each once."""
    table = {**CORE, **XCB, **WAYLAND}
    return sorted({table[name] for name in sonames})


def candidate_platforms(environ: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt will try, in order, as QGuiApplication decides.

    ``QT_QPA_PLATFORM`` (a ``;`` list, options after ``:``) wins; otherwise the session
    type: Wayland first under a Wayland session, X11 otherwise (Qt falls back along the
    list). The game never passes ``-platform`` to Qt.
    """
    spec = environ.get("QT_QPA_PLATFORM", "")
    if spec:
        names = [part.split(":", 1)[0].strip() for part in spec.split(";")]
        return [name for name in names if name]
    session = environ.get("XDG_SESSION_TYPE", "")
    if session == "wayland" or (environ.get("WAYLAND_DISPLAY") and not environ.get("DISPLAY")):
        return ["wayland", "xcb"]
    return ["xcb"]


def search_dirs() -> list[Path]:
    """Folders that hold libraries shipped with Qt: the frozen bundle's, PySide6's own."""
    dirs: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        dirs.append(Path(frozen))
    for entry in sys.path:
        qt_lib = Path(entry or ".") / "PySide6" / "Qt" / "lib"
        if qt_lib.is_dir():
            dirs.append(qt_lib)
            break
    return dirs


def loadable(soname: str, dirs: Iterable[Path] | None = None) -> bool:
    """Whether the dynamic loader can load ``soname`` (from Qt's folders or the system)."""
    import ctypes  # only when a library is looked for (offscreen, the start needs none)

    for folder in search_dirs() if dirs is None else dirs:
        if (folder / soname).is_file():
            try:
                ctypes.CDLL(str(folder / soname))
                return True
            except OSError:
                pass
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_libraries(
    environ: Mapping[str, str] | None = None,
    can_load: Callable[[str], bool] = loadable,
    *,
    core: bool = True,
) -> list[str]:
    """Sonames Qt will fail on: CORE's (unless ``core`` is False), then the first candidate
    platform's, unless some candidate has everything (Qt then falls back to it). Empty when
    Qt can start."""
    env = os.environ if environ is None else environ
    absent_core = [name for name in CORE if not can_load(name)] if core else []
    lacking: list[list[str]] = []
    for platform in candidate_platforms(env):
        needed = PLATFORMS.get(platform, {})
        absent = [name for name in needed if not can_load(name)]
        if not absent:
            return absent_core
        lacking.append(absent)
    return absent_core + (lacking[0] if lacking else [])


def message(missing: Iterable[str], has_apt: bool | None = None) -> str:
    """The one line that tells a player what to install."""
    names = list(missing)
    apt = shutil.which("apt-get") is not None if has_apt is None else has_apt
    libs = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    if apt:
        return (
            f"magdagdon: system libraries missing ({libs}); "
            f"install them with: sudo apt-get install {' '.join(apt_packages(names))}"
        )
    return (
        f"magdagdon: system libraries missing ({libs}); install your distribution's "
        f"packages that provide them (Debian/Ubuntu: {' '.join(apt_packages(names))})"
    )


def effective_environ(args: Iterable[str], environ: Mapping[str, str]) -> dict[str, str] | None:
    """The environment Qt will see for this command line, or None when Qt starts no GUI.

    ``--version`` and ``--help`` never create the application; ``--smoke-test`` without a
    display runs offscreen (as magdagdon.app.wiring.main arranges).
    """
    given = list(args)
    if {"--version", "-h", "--help"} & set(given):
        return None
    env = dict(environ)
    no_display = not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))
    if "--smoke-test" in given and no_display:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def check(
    args: Iterable[str] = (), environ: Mapping[str, str] | None = None, *, core: bool = True
) -> str | None:
    """None when Qt can start for this command line, else the one-line message. Linux only
    (Windows and macOS builds of Qt carry everything they load). ``core=False`` checks only
    the platform plugin's libraries: without one Qt aborts, while a missing CORE library
    already fails ``import PySide6.QtGui`` (magdagdon.__main__ then checks them all)."""
    if not sys.platform.startswith("linux"):
        return None
    env = effective_environ(args, os.environ if environ is None else environ)
    if env is None:
        return None
    missing = missing_libraries(env, core=core)
    return message(missing) if missing else None


def main() -> int:
    """``python -m magdagdon.app.syslibs``: print the message and exit 1, or exit 0 silently."""
    problem = check(sys.argv[1:])
    if problem:
        print(problem, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
