"""What goes into the MAGDAGDON bundle: the version, the QML modules, and the pruning rules.

PyInstaller's PySide6 hooks collect every QML module, Controls style, Qt plugin and Qt
translation that the wheel ships (about 220 MB on Linux). The game uses a handful of them,
so the spec keeps only what this module says is needed. The rules live here rather than in
the spec so they can be unit-tested (tests/packaging/) without running a 1-minute build.

Nothing here imports Qt or PyInstaller at module level: the spec, build.py and the tests
all import it.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "magdagdon"
DISPLAY_NAME = "MAGDAGDON"
BUNDLE_ID = "com.cubiri.magdagdon"
PUBLISHER = "CUBIRI"

#: The one Quick Controls style the app uses; the others are pruned from the bundle.
CONTROLS_STYLE = "Basic"


def _languages() -> tuple[str, ...]:
    """The languages Settings offers (magdagdon.i18n.workflow decides: the shipped three and a
    language added with ``python -m magdagdon.i18n add`` once its catalogue is complete and
    built)."""
    from magdagdon.i18n import workflow

    return workflow.offered_languages(ROOT / "translations")


#: Languages the game ships; Qt's own translations are kept for these only.
LANGUAGES = _languages()

#: QML modules the game always needs, whatever its .qml files import: the Controls
#: style resolution (QtQuick.Controls -> the pinned style) and QtQml's implicit imports.
BASE_QML_MODULES = frozenset(
    {
        "QtQml",
        "QtQml.Models",
        "QtQml.WorkerScript",
        "QtQuick",
        "QtQuick.Window",
        "QtQuick.Controls",
        "QtQuick.Controls.impl",
        f"QtQuick.Controls.{CONTROLS_STYLE}",
        f"QtQuick.Controls.{CONTROLS_STYLE}.impl",
        "QtQuick.Templates",
    }
)

#: Qt plugins kept, by plugin folder; "*" keeps the whole folder. Every other plugin
#: folder (qmltooling, generic input, eglfs, sqldrivers, tls, networkinformation, ...)
#: is dropped. Names are the file name without "lib" prefix and extension.
KEPT_PLUGINS: dict[str, frozenset[str]] = {
    # windowing: X11, Wayland, Windows, macOS, and offscreen for the smoke test and CI
    "platforms": frozenset({"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen"}),
    "xcbglintegrations": frozenset({"*"}),
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"*"}),
    "wayland-graphics-integration-client": frozenset({"qt-plugin-wayland-egl"}),
    # dead keys and input methods on Linux desktops
    "platforminputcontexts": frozenset({"*"}),
    # the portal theme is tiny; the GTK3 one pulls in all of GTK, cairo and pango
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    # the window icon and any SVG artwork
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"*"}),
}

#: Python modules the bundle leaves out. Never QtNetwork: QtQml links it. tkinter and
#: friends are never used; without _ssl and ssl, OpenSSL's libssl stays out (the game opens
#: no network connection). _hashlib (OpenSSL's libcrypto, about 4.5 MB) stays IN: the kiosk
#: PIN is a hashlib.scrypt hash, and scrypt exists only in OpenSSL's _hashlib. The game
#: starts no process (its bot thinks on threads; only the ``python -m magdagdon.ai`` benchmark
#: spawns workers, and the bundle has no such command): without multiprocessing (reached only
#: through concurrent.futures' process pool, never imported) PyInstaller adds no runtime hooks
#: that import it and pkgutil before the game's first frame (issue 16).
PYTHON_EXCLUDES = (
    "tkinter",
    "_tkinter",
    "PySide6.QtWidgets",
    "pydoc_data",
    "lib2to3",
    "idlelib",
    "_ssl",
    "ssl",
    "multiprocessing",
    # PyInstaller's QtMultimedia hook adds it; it needs QtWidgets, which the game never uses.
    "PySide6.QtMultimediaWidgets",
)

#: Libraries never bundled, by the start of their file name (any platform's spelling: lib*.so*,
#: *.dll, lib*.dylib). Sound (issue 38) plays through QtMultimedia's ``QSoundEffect``, which
#: needs neither FFmpeg (the media backend plugin, dropped with the ``multimedia`` plugin
#: folder) nor a bundled copy of the system's sound client: PulseAudio's libpulse (and what it
#: loads: libsndfile and its codecs), ALSA's libasound and PipeWire's libpipewire must be the
#: system's own, to match its sound server. A system without libpulse0 plays in silence
#: (magdagdon/qt/speaker.py).
UNBUNDLED_LIBRARIES = (
    "avcodec",
    "avformat",
    "avutil",
    "swresample",
    "swscale",
    "Qt6FFmpegStub",
    "pulse",
    "sndfile",
    "asound",
    "pipewire",
    # what libpulse and libsndfile load, and nothing else of the game does (the orphan walk
    # cannot drop them: ldd lists them among libQt6Multimedia's own dependencies)
    "asyncns",
    "FLAC",
    "ogg",
    "opus",
    "vorbis",
    "mpg123",
    "mp3lame",
    "gsm",
)

#: Qt's own catalogues the app can use: qt_<lang>.qm is a meta-catalogue that loads
#: qtbase (dialog buttons, shortcuts) and qtdeclarative (QML, Controls) for <lang>.
QT_CATALOGUES = frozenset({"qt", "qtbase", "qtdeclarative"})
_QT_CATALOGUE_RE = re.compile(r"^([a-z]+)_([a-z]{2})(?:_[A-Za-z]+)?\.qm$")

_IMPORT_RE = re.compile(r"^\s*import\s+([A-Za-z_][\w.]*)", re.MULTILINE)
_QMLDIR_DEP_RE = re.compile(r"^\s*(default\s+)?(optional\s+)?(import|depends)\s+([\w.]+)", re.M)


_VERSION_RE = re.compile(r'^__version__\s*=\s*"([^"]+)"\s*$', re.MULTILINE)


def project_version(init: Path = ROOT / "magdagdon" / "__init__.py") -> str:
    """The version, from its one source: ``__version__`` in magdagdon/__init__.py (read as
    text, so neither the package nor Qt is imported)."""
    match = _VERSION_RE.search(init.read_text(encoding="utf-8"))
    if match is None:
        raise ValueError(f'no __version__ = "..." line in {init}')
    return match.group(1)


def windows_version_tuple(version: str) -> tuple[int, int, int, int]:
    """A four-part numeric version for the Windows file-version resource ("1.0.0" -> 1,0,0,0).

    Only the release part counts: "1.2.0rc1" -> (1, 2, 0, 0).
    """
    match = re.match(r"^\d+(?:\.\d+){0,3}", version)
    if match is None:
        raise ValueError(f"version {version!r} does not start with a number")
    parts = [int(p) for p in match.group(0).split(".")]
    return (*parts, *[0] * (4 - len(parts)))  # type: ignore[return-value]


def qml_imports(qml_root: Path) -> set[str]:
    """Module URIs imported by the .qml files under ``qml_root`` (quoted imports skipped)."""
    found: set[str] = set()
    for path in sorted(qml_root.rglob("*.qml")):
        found.update(_IMPORT_RE.findall(path.read_text(encoding="utf-8")))
    return found


def own_qml_modules(qml_root: Path) -> set[str]:
    """Modules the app defines itself (each folder with a qmldir under its import path)."""
    return {
        ".".join(qmldir.parent.relative_to(qml_root).parts)
        for qmldir in qml_root.rglob("qmldir")
        if qmldir.parent != qml_root
    }


def _module_dir(qt_qml_dir: Path, uri: str) -> Path:
    return qt_qml_dir.joinpath(*uri.split("."))


def _module_dependencies(module_dir: Path) -> set[str]:
    """Modules a Qt QML module needs at run time: qmldir imports/depends and its own QML imports.

    Optional imports (the Controls styles other than the default) are not dependencies;
    a ``default`` optional import is.
    """
    deps: set[str] = set()
    qmldir = module_dir / "qmldir"
    if qmldir.is_file():
        for default, optional, _kind, uri in _QMLDIR_DEP_RE.findall(qmldir.read_text("utf-8")):
            if optional and not default:
                continue
            deps.add(uri)
    for qml in module_dir.glob("*.qml"):
        deps.update(_IMPORT_RE.findall(qml.read_text("utf-8", errors="replace")))
    return deps


def qml_module_closure(roots: Iterable[str], qt_qml_dir: Path) -> set[str]:
    """Every Qt QML module reachable from ``roots``; URIs with no folder in Qt are ignored."""
    todo = list(roots)
    seen: set[str] = set()
    while todo:
        uri = todo.pop()
        if uri in seen:
            continue
        module_dir = _module_dir(qt_qml_dir, uri)
        if not (module_dir / "qmldir").is_file():
            continue  # "QML" pseudo-module, the app's own modules, or a typo the smoke test catches
        seen.add(uri)
        todo.extend(_module_dependencies(module_dir) - seen)
    return seen


def needed_qml_modules(app_qml_root: Path, qt_qml_dir: Path) -> set[str]:
    """The Qt QML modules the app needs: the base set, its QML imports, their dependencies."""
    roots = (qml_imports(app_qml_root) - own_qml_modules(app_qml_root)) | BASE_QML_MODULES
    return qml_module_closure(roots, qt_qml_dir)


# --- filters over bundle destination paths ------------------------------------------------


def _parts_after(dest: str, marker: tuple[str, ...]) -> tuple[str, ...] | None:
    """The path parts after the first occurrence of ``marker`` in ``dest``, or None."""
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    n = len(marker)
    for i in range(len(parts) - n + 1):
        if parts[i : i + n] == marker:
            return parts[i + n :]
    return None


def _plugin_name(filename: str) -> str:
    stem = filename.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def all_qml_modules(qt_qml_dir: Path) -> set[str]:
    """Every module URI that Qt's qml/ folder holds (each folder with a qmldir)."""
    return {".".join(q.parent.relative_to(qt_qml_dir).parts) for q in qt_qml_dir.rglob("qmldir")}


def keep_qml_file(dest: str, modules: set[str], known: set[str]) -> bool:
    """Whether a file under PySide6's qml/ folder belongs to a kept module.

    A file belongs to the deepest known module folder holding it (so Controls/Material is
    its own module, not part of Controls). Files outside every module (the qmltypes used
    by tooling) are dropped.
    """
    rest = _parts_after(dest, ("PySide6", "Qt", "qml"))
    if rest is None:
        rest = _parts_after(dest, ("PySide6", "qml"))  # Windows wheels have no Qt/ level
    if rest is None:
        return True
    folders = rest[:-1]
    for depth in range(len(folders), 0, -1):
        uri = ".".join(folders[:depth])
        if uri in known:
            return uri in modules
    return False


def keep_plugin(dest: str) -> bool:
    """Whether a Qt plugin (or a file in a plugin folder) is kept, per KEPT_PLUGINS."""
    rest = _parts_after(dest, ("Qt", "plugins"))
    if rest is None:
        rest = _parts_after(dest, ("PySide6", "plugins"))
    if rest is None or len(rest) < 2:
        return True
    kept = KEPT_PLUGINS.get(rest[0])
    if kept is None:
        return False
    return "*" in kept or _plugin_name(rest[-1]) in kept


def keep_qt_translation(dest: str) -> bool:
    """Qt's own translations are kept for the game's languages only."""
    rest = _parts_after(dest, ("Qt", "translations"))
    if rest is None:
        rest = _parts_after(dest, ("PySide6", "translations"))
    if rest is None:
        return True
    match = _QT_CATALOGUE_RE.match(rest[-1])
    return match is not None and match.group(1) in QT_CATALOGUES and match.group(2) in LANGUAGES


def keep_library(dest: str) -> bool:
    """Whether a file may be bundled as far as UNBUNDLED_LIBRARIES go."""
    name = dest.replace("\\", "/").rsplit("/", 1)[-1]
    stem = name[3:] if name.startswith("lib") else name
    is_library = re.search(r"\.(so(\.\d+)*|dll|dylib)$", name) is not None
    return not (is_library and stem.startswith(UNBUNDLED_LIBRARIES))


def keep_entry(dest: str, modules: set[str], known: set[str]) -> bool:
    """The spec's single filter over every collected file (binaries and datas alike)."""
    return (
        keep_qml_file(dest, modules, known)
        and keep_plugin(dest)
        and keep_qt_translation(dest)
        and keep_library(dest)
    )


# --- libraries that must come from the system (Linux) -------------------------------------

#: Never bundled, whatever PyInstaller's ldd finds on the build machine: the C++ runtime and
#: the graphics stack. The system's GL/EGL drivers (Mesa and its LLVM) are loaded into the
#: process and need the system's own libstdc++, libdrm, libxcb, libwayland and friends, at
#: least as new as they were built with: a bundled older copy, loaded first, makes GLX ("Could
#: not initialize GLX") and EGL fail on a newer distribution (a Debian 12 build on Debian 13).
SYSTEM_ONLY = re.compile(
    r"^(libstdc\+\+|libgcc_s|libGL|libGLX\w*|libEGL\w*|libGLESv\w+|libGLdispatch|libOpenGL"
    r"|libglapi|libgbm|libdrm\w*|libvulkan|libLLVM[\w.-]*|libxshmfence|libwayland-[\w-]+"
    r"|libxcb(-[\w-]+)?|libX11(-xcb)?|libsensors|libelf)\.so(\.|$)"
)


#: The line that opens the generated table in magdagdon's syslibs module.
SYSLIBS_TABLE_MARK = "# --- BEGIN GENERATED by packaging/system_libraries.py"


def syslibs_path() -> Path:
    """magdagdon's syslibs module (the one holding the generated table), wherever the
    package keeps it."""
    found = [
        path
        for path in sorted((ROOT / "magdagdon").rglob("syslibs.py"))
        if SYSLIBS_TABLE_MARK in path.read_text(encoding="utf-8")
    ]
    if len(found) != 1:
        raise RuntimeError(f"expected one syslibs.py with the generated table, found {found}")
    return found[0]


def syslibs_module() -> ModuleType:
    """That module, imported by its dotted name."""
    import importlib

    name = ".".join(syslibs_path().relative_to(ROOT).with_suffix("").parts)
    return importlib.import_module(name)


def system_sonames() -> frozenset[str]:
    """Every library of the generated table of magdagdon's syslibs module: what Qt links
    from the system, checked at start (the one-line message) and declared by the .deb."""
    syslibs = syslibs_module()
    return frozenset({*syslibs.CORE, *syslibs.XCB, *syslibs.WAYLAND, *syslibs.SOUND})


def system_only(dest: str, table: Iterable[str] | None = None) -> bool:
    """Whether a bundle file is a library the system must provide (never bundled, Linux)."""
    name = dest.replace("\\", "/").rsplit("/", 1)[-1]
    sonames = system_sonames() if table is None else table
    return SYSTEM_ONLY.match(name) is not None or name in sonames


# --- libraries nothing loads any more -----------------------------------------------------


def is_root(dest: str) -> bool:
    """Files that are loaded by path (not as a dependency): extension modules, plugins, QML
    plugins, the Python library. Everything else that is a shared library must be reachable
    from these, or it is dead weight left behind by a pruned plugin."""
    d = dest.replace("\\", "/")
    name = d.rsplit("/", 1)[-1]
    return (
        "/plugins/" in d
        or "/qml/" in d
        or "lib-dynload/" in d
        or name.endswith((".pyd", ".abi3.so"))
        or ".cpython-" in name
        or re.match(r"^(lib)?python3[\d.]*\.(so|dll|dylib)", name) is not None
        or name.lower().startswith("libpython")
    )


def unreachable_libraries(
    binaries: Iterable[tuple[str, str]],
    imports_of: Callable[[str], Iterable[str]],
) -> set[str]:
    """Destination names of libraries no root loads, directly or through other libraries.

    ``binaries`` are (dest, src) pairs; ``imports_of(src)`` gives the resolved source paths
    a binary imports (transitively or not: the walk closes over them either way).
    """
    entries = list(binaries)
    by_src = {os.path.realpath(src): dest for dest, src in entries}
    reached: set[str] = set()
    todo = [os.path.realpath(src) for dest, src in entries if is_root(dest)]
    while todo:
        src = todo.pop()
        if src in reached:
            continue
        reached.add(src)
        for dep in imports_of(src):
            real = os.path.realpath(dep)
            if real in by_src and real not in reached:
                todo.append(real)
    return {dest for real, dest in by_src.items() if real not in reached and not is_root(dest)}


def symlink_target(dest: str, link: str) -> str:
    """Bundle path a SYMLINK entry points at (its ``link`` is relative to its own folder)."""
    return os.path.normpath(os.path.join(os.path.dirname(dest), link)).replace("\\", "/")


def drop_dangling_symlinks(
    toc: list[tuple[str, str, str]], elsewhere: Iterable[tuple[str, str, str]] = ()
) -> list[tuple[str, str, str]]:
    """PyInstaller adds top-level SYMLINK entries for libraries it keeps in subfolders; once a
    library is pruned its link would dangle, so drop those links too (chains are followed).

    ``elsewhere`` is the other TOC of the same bundle: PyInstaller files the links among the
    datas while their targets are among the binaries.
    """
    present = {
        dest.replace("\\", "/") for dest, _src, kind in (*toc, *elsewhere) if kind != "SYMLINK"
    }
    links = {
        dest.replace("\\", "/"): symlink_target(dest, src)
        for dest, src, kind in toc
        if kind == "SYMLINK"
    }

    def resolves(path: str, depth: int = 0) -> bool:
        if path in present:
            return True
        return depth < 8 and path in links and resolves(links[path], depth + 1)

    return [
        entry
        for entry in toc
        if entry[2] != "SYMLINK" or resolves(symlink_target(entry[0], entry[1]))
    ]


def pyinstaller_imports(src: str) -> list[str]:
    """Resolved imports of a binary, read by PyInstaller (ldd, pefile or macholib)."""
    # Imported here: only the spec has PyInstaller loaded.
    from PyInstaller.depend import bindepend  # type: ignore[import-untyped]

    return [path for _name, path in bindepend.get_imports(src) if path]


_NEEDED_RE = re.compile(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]")


def elf_needed(src: str) -> list[str]:
    """The NEEDED sonames of one ELF file (``readelf -d``; binutils, which strip needs too)."""
    import subprocess

    out = subprocess.run(["readelf", "-d", src], capture_output=True, text=True).stdout
    return _NEEDED_RE.findall(out)


def direct_imports(
    binaries: Iterable[tuple[str, str]], needed_of: Callable[[str], Iterable[str]] = elf_needed
) -> Callable[[str], list[str]]:
    """``imports_of`` for unreachable_libraries on Linux: a binary's direct NEEDED entries
    that the bundle carries. (PyInstaller's own list comes from ldd, which is transitive: it
    would keep what only a library left to the system loads, e.g. libkrb5 behind libgssapi.)"""
    by_name: dict[str, str] = {}
    for dest, src in binaries:
        by_name.setdefault(dest.replace("\\", "/").rsplit("/", 1)[-1], src)
    return lambda src: [by_name[name] for name in needed_of(src) if name in by_name]


def prune_orphans_supported() -> bool:
    """Orphan pruning is used where it is tested (Linux); elsewhere dead libraries just stay."""
    return sys.platform.startswith("linux")
