"""The bundle's keep/prune rules (packaging/bundle_plan.py), on the real Qt install and on
small made-up trees: no PyInstaller run needed."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import bundle_plan as plan
import pytest
from PySide6.QtCore import QLibraryInfo

from tests.i18n.stand_in import NEVER_SHIPPED

ROOT = Path(__file__).resolve().parents[2]
QT_QML = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.QmlImportsPath))


def test_version_has_one_source():
    """Written once, in magdagdon/__init__.py; pyproject.toml reads it (dynamic), the
    installed metadata (what the frozen app's About page and --version read) agrees."""
    import magdagdon

    with (ROOT / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)
    assert "version" not in project["project"]
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "magdagdon.__version__"}
    assert plan.project_version() == magdagdon.__version__
    assert metadata.version("magdagdon") == magdagdon.__version__


def test_version_appears_in_the_app_and_the_command_line(qapp, capsys):
    """The About page shows Qt.application.version; --version prints the same."""
    from PySide6.QtCore import QCoreApplication

    import magdagdon
    from magdagdon.app.cli import parse_args
    from magdagdon.app.startup import ensure_application

    ensure_application()
    assert QCoreApplication.applicationVersion() == magdagdon.__version__
    with pytest.raises(SystemExit):
        parse_args(["--version"])
    assert capsys.readouterr().out.split() == ["magdagdon", magdagdon.__version__]


def test_version_is_not_written_anywhere_else():
    """No installer or package file carries a literal version that could drift."""
    import magdagdon

    literal = magdagdon.__version__
    for path in [
        ROOT / "pyproject.toml",
        *(ROOT / "packaging").rglob("*.iss"),
        *(ROOT / "packaging").rglob("*.sh"),
        *(ROOT / "packaging").rglob("*.service"),
        ROOT / "packaging" / "magdagdon.spec",
        ROOT / "packaging" / "deb.py",
        ROOT / "packaging" / "build.py",
    ]:
        assert f'"{literal}"' not in path.read_text(encoding="utf-8"), path


@pytest.mark.parametrize(
    ("version", "expected"),
    [
        ("1.0.0", (1, 0, 0, 0)),
        ("2", (2, 0, 0, 0)),
        ("1.2.0rc1", (1, 2, 0, 0)),
        ("1.2.3.4.5", (1, 2, 3, 4)),
    ],
)
def test_windows_version_tuple(version, expected):
    assert plan.windows_version_tuple(version) == expected


def test_windows_version_tuple_rejects_non_numeric():
    with pytest.raises(ValueError, match="does not start with a number"):
        plan.windows_version_tuple("dev")


def test_qml_imports_and_own_modules(tmp_path):
    mod = tmp_path / "Game"
    mod.mkdir()
    (mod / "qmldir").write_text("module Game\nMain 1.0 Main.qml\n")
    (mod / "Main.qml").write_text(
        'import QtQuick\nimport QtQuick.Layouts 1.15\nimport "parts"\n'
        "import Game.Backend\nimport QtQuick.Controls as C\nItem {}\n"
    )
    assert plan.qml_imports(tmp_path) == {
        "QtQuick",
        "QtQuick.Layouts",
        "Game.Backend",
        "QtQuick.Controls",
    }
    assert plan.own_qml_modules(tmp_path) == {"Game"}


def test_controls_closure_keeps_only_the_pinned_style():
    modules = plan.qml_module_closure({"QtQuick.Controls"}, QT_QML)
    assert {
        "QtQuick",
        "QtQml",
        "QtQuick.Templates",
        "QtQuick.Controls.Basic",
        "QtQuick.Controls.Basic.impl",
        "QtQuick.Controls.impl",
    } <= modules
    for other in ("Material", "Fusion", "Universal", "Imagine", "FluentWinUI3"):
        assert f"QtQuick.Controls.{other}" not in modules


def test_app_needs_what_its_qml_imports_and_no_more():
    needed = plan.needed_qml_modules(ROOT / "qml", QT_QML)
    imported = plan.qml_imports(ROOT / "qml") - plan.own_qml_modules(ROOT / "qml")
    known = plan.all_qml_modules(QT_QML)
    assert {m for m in imported if m in known} <= needed
    for unused in (
        "QtQuick.Dialogs",
        "QtQuick.Controls.Material",
        "QtQuick.VirtualKeyboard",
        "QtWayland.Compositor",
        "QtTest",
        "Qt.labs.platform",
    ):
        assert unused not in needed


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/qml/QtQuick/Controls/Basic/Button.qml", True),
        ("PySide6/Qt/qml/QtQuick/Controls/libqtquickcontrols2plugin.so", True),
        ("PySide6/Qt/qml/QtQuick/Controls/Material/Button.qml", False),
        (
            "PySide6/Qt/qml/QtQuick/Controls/Material/impl/libqtquickcontrols2materialstyleimplplugin.so",
            False,
        ),
        ("PySide6/Qt/qml/QtQuick/Dialogs/qmldir", False),
        ("PySide6/Qt/qml/builtins.qmltypes", False),
        ("PySide6\\qml\\QtQuick\\Controls\\Basic\\qmldir", True),  # Windows wheel layout
        ("qml/Magdagdon/Main.qml", True),  # the app's own QML is never pruned
    ],
)
def test_keep_qml_file(dest, kept):
    modules = {"QtQuick", "QtQuick.Controls", "QtQuick.Controls.Basic"}
    known = modules | {
        "QtQuick.Controls.Material",
        "QtQuick.Controls.Material.impl",
        "QtQuick.Dialogs",
    }
    assert plan.keep_qml_file(dest, modules, known) is kept


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
        ("PySide6/Qt/plugins/qmltooling/libqmldbg_debugger.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
        ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
        ("PySide6\\plugins\\platforms\\qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/QtCore.abi3.so", True),  # not a plugin: not this rule's business
    ],
)
def test_keep_plugin(dest, kept):
    assert plan.keep_plugin(dest) is kept


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/translations/qtbase_sv.qm", True),
        ("PySide6/Qt/translations/qtdeclarative_fr.qm", True),
        ("PySide6/Qt/translations/qt_en.qm", True),
        (f"PySide6/Qt/translations/qtbase_{NEVER_SHIPPED}.qm", False),  # no catalogue of ours
        ("PySide6/Qt/translations/qt_help_sv.qm", False),
        ("PySide6/Qt/translations/qt_zh_CN.qm", False),
        ("PySide6\\translations\\qtbase_sv.qm", True),
        ("translations/magdagdon_sv.qm", True),  # the game's own catalogues
    ],
)
def test_keep_qt_translation(dest, kept):
    assert plan.keep_qt_translation(dest) is kept


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        # issue 38: QtMultimedia for QSoundEffect, without FFmpeg or the system's sound client
        ("PySide6/QtMultimedia.abi3.so", True),
        ("PySide6/Qt/lib/libQt6Multimedia.so.6", True),
        ("PySide6/Qt/lib/libavcodec.so.61", False),
        ("PySide6/Qt/lib/libavformat.so.61.7.103", False),
        ("PySide6/Qt/lib/libswresample.so.5", False),
        ("PySide6/Qt/lib/libQt6FFmpegStub-va.so.2", False),
        ("PySide6\\avcodec-61.dll", False),
        ("PySide6/Qt/lib/libavutil.59.dylib", False),
        ("libpulse.so.0", False),
        ("libpulsecommon-16.1.so", False),
        ("libsndfile.so.1", False),
        ("libasound.so.2", False),
        ("libpipewire-0.3.so.0", False),
        ("libFLAC.so.12", False),  # libsndfile's codecs
        ("libvorbisenc.so.2", False),
        ("libmpg123.so.0", False),
        ("libasyncns.so.0", False),
        ("resources/sounds/roll.wav", True),  # the game's own sounds
        ("libpython3.11.so.1.0", True),
    ],
)
def test_keep_library(dest, kept):
    assert plan.keep_library(dest) is kept
    assert plan.keep_entry(dest, set(), set()) is kept


def test_the_sound_module_is_kept_and_its_widgets_twin_excluded():
    """The game imports QtMultimedia (its Speaker); PyInstaller's hook adds
    QtMultimediaWidgets, which would bring QtWidgets back."""
    assert "PySide6.QtMultimediaWidgets" in plan.PYTHON_EXCLUDES
    assert not any(e in ("PySide6.QtMultimedia", "PySide6") for e in plan.PYTHON_EXCLUDES)
    assert "multimedia" not in plan.KEPT_PLUGINS  # the FFmpeg media backend


def test_unreachable_libraries_follow_imports_from_roots():
    binaries = [
        ("PySide6/QtCore.abi3.so", "/s/QtCore.abi3.so"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/s/libQt6Core.so.6"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/s/libQt6XcbQpa.so.6"),
        ("libicudata.so.73", "/s/libicudata.so.73"),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", "/s/libQt6Widgets.so.6"),
        ("libgtk-3.so.0", "/s/libgtk-3.so.0"),
    ]
    imports = {
        "/s/QtCore.abi3.so": ["/s/libQt6Core.so.6"],
        "/s/libqxcb.so": ["/s/libQt6XcbQpa.so.6"],
        "/s/libQt6XcbQpa.so.6": ["/s/libQt6Core.so.6"],
        "/s/libQt6Core.so.6": ["/s/libicudata.so.73", "/usr/lib/libc.so.6"],
        "/s/libQt6Widgets.so.6": ["/s/libgtk-3.so.0"],
    }
    orphans = plan.unreachable_libraries(binaries, lambda src: imports.get(src, []))
    assert orphans == {"PySide6/Qt/lib/libQt6Widgets.so.6", "libgtk-3.so.0"}


def test_is_root():
    assert plan.is_root("PySide6/Qt/plugins/platforms/libqxcb.so")
    assert plan.is_root("PySide6/Qt/qml/QtQuick/libqtquick2plugin.so")
    assert plan.is_root("python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so")
    assert plan.is_root("libpython3.11.so.1.0")
    assert plan.is_root("PySide6/QtGui.abi3.so")
    assert not plan.is_root("PySide6/Qt/lib/libQt6Gui.so.6")
    assert not plan.is_root("libglib-2.0.so.0")


def test_dangling_symlinks_are_dropped_live_ones_kept():
    binaries = [("PySide6/Qt/lib/libQt6Core.so.6", "/s/libQt6Core.so.6", "BINARY")]
    datas = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Widgets.so.6", "PySide6/Qt/lib/libQt6Widgets.so.6", "SYMLINK"),
        ("PySide6/Qt/lib/libQt6Core.so", "libQt6Core.so.6", "SYMLINK"),  # relative, same folder
        ("alias.so", "libQt6Core.so.6", "SYMLINK"),  # a link to a link
        ("qml/Magdagdon/Main.qml", "/s/Main.qml", "DATA"),
    ]
    kept = plan.drop_dangling_symlinks(datas, binaries)
    assert [d for d, _s, _k in kept] == [
        "libQt6Core.so.6",
        "PySide6/Qt/lib/libQt6Core.so",
        "alias.so",
        "qml/Magdagdon/Main.qml",
    ]


def test_icon_renders_at_every_size(tmp_path, qapp):
    import make_icons
    from PySide6.QtGui import QImage

    for size in (16, 48, 256):
        target = tmp_path / f"icon-{size}.png"
        make_icons.render_png(make_icons.SOURCE, size, target)
        image = QImage(str(target))
        assert (image.width(), image.height()) == (size, size)
        # Transparent corners (rounded tile), an opaque warm centre (the die's ivory face).
        assert image.pixelColor(0, 0).alpha() == 0
        centre = image.pixelColor(size // 2, size // 2)
        assert centre.alpha() == 255 and centre.red() > centre.blue()


def test_icon_source_that_qt_cannot_draw_is_a_clear_error(tmp_path):
    import make_icons

    bad = tmp_path / "bad.svg"
    bad.write_text("<svg><this is not svg")
    with pytest.raises(ValueError, match="not an SVG that Qt can draw"):
        make_icons.render_png(bad, 16, tmp_path / "x.png")


def test_about_page_shows_the_version(qapp):
    """The About page's version line is built from the app's version (Qt.application)."""
    from PySide6.QtCore import QObject
    from PySide6.QtQml import QQmlApplicationEngine

    import magdagdon
    from magdagdon.app.startup import ensure_application, qml_dir

    ensure_application()
    engine = QQmlApplicationEngine()
    engine.addImportPath(str(qml_dir()))
    engine.loadFromModule("Magdagdon", "AboutPage")
    page = engine.rootObjects()[0]
    line = page.findChild(QObject, "aboutVersion")
    assert line is not None
    # "Version 1.0.0" in English; another test's translator may still be installed.
    assert str(line.property("text")).split()[-1] == magdagdon.__version__
    engine.deleteLater()


#: The bot's command-line tool (``python -m magdagdon.ai`` and its figures; the trainer and
#: its C loop's driver live in tools/): not in the bundle, which starts at magdagdon.__main__
#: and never reaches them; they alone spawn processes.
TOOLS = ("ai/__main__.py", "ai/figures.py")


def test_python_excludes_keep_what_the_game_imports():
    """hashlib.scrypt (the kiosk PIN's hash) lives only in OpenSSL's _hashlib; excluding it
    made the frozen kiosk die at start. Nothing the game imports may be excluded (the bot's
    tools, which the game never imports, may use multiprocessing)."""
    import re as _re

    package = ROOT / "magdagdon"
    game = [p for p in package.rglob("*.py") if p.relative_to(package).as_posix() not in TOOLS]
    sources = "\n".join(p.read_text(encoding="utf-8") for p in game)
    assert "_hashlib" not in plan.PYTHON_EXCLUDES
    ai_sources = "\n".join(p.read_text(encoding="utf-8") for p in game if p.parent.name == "ai")
    tool = r"^\s*(?:from|import)\s+(?:magdagdon\.ai\.(?:__main__|figures)|tools)\b"
    assert not _re.search(tool, sources, _re.MULTILINE), "the game imports one of the bot's tools"
    assert not _re.search(r"^\s*from \.(?:__main__|figures) ", ai_sources, _re.MULTILINE)
    imported = set(_re.findall(r"^\s*(?:from|import)\s+([\w.]+)", sources, _re.MULTILINE))
    for excluded in plan.PYTHON_EXCLUDES:
        assert not any(m == excluded or m.startswith(excluded + ".") for m in imported), excluded


@pytest.mark.parametrize(
    ("dest", "system"),
    [
        ("libstdc++.so.6", True),
        ("libgcc_s.so.1", True),
        ("libGL.so.1", True),
        ("libGLX.so.0", True),
        ("libGLdispatch.so.0", True),
        ("libOpenGL.so.0", True),
        ("libEGL.so.1", True),
        ("libEGL_mesa.so.0", True),
        ("libdrm.so.2", True),
        ("libdrm_amdgpu.so.1", True),
        ("libgbm.so.1", True),
        ("libglapi.so.0", True),
        ("libLLVM-15.so.1", True),
        ("libxcb-cursor.so.0", True),
        ("libX11.so.6", True),
        ("libwayland-client.so.0", True),
        ("libgssapi_krb5.so.2", True),  # in the generated table (QtNetwork links it)
        ("PySide6/Qt/lib/libQt6Gui.so.6", False),
        ("libpython3.11.so.1.0", False),
        ("libcrypto.so.3", False),
        ("libffi.so.8", False),
        ("libicuuc.so.73", False),
    ],
)
def test_system_libraries_are_never_bundled(dest, system):
    """The C++ runtime, the GL stack and every library of the generated table come from the
    system (the .deb depends on them); Qt's, Python's and their own helpers stay in."""
    assert plan.system_only(dest) is system


def test_every_table_library_is_left_to_the_system():
    from magdagdon.app import syslibs

    for soname in [*syslibs.CORE, *syslibs.XCB, *syslibs.WAYLAND, *syslibs.SOUND]:
        assert plan.system_only(f"_internal/{soname}"), soname


def test_direct_imports_stop_at_libraries_left_to_the_system():
    """libkrb5 is bundled only because the system's libgssapi needs it: once libgssapi is
    left out, nothing the bundle carries needs libkrb5, and it goes too."""
    needed = {
        "/w/QtNetwork.abi3.so": ["libQt6Network.so.6"],
        "/w/libQt6Network.so.6": ["libgssapi_krb5.so.2", "libc.so.6"],
        "/s/libkrb5.so.3": ["libk5crypto.so.3"],
        "/s/libk5crypto.so.3": [],
    }
    files = [
        ("PySide6/QtNetwork.abi3.so", "/w/QtNetwork.abi3.so"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "/w/libQt6Network.so.6"),
        ("libkrb5.so.3", "/s/libkrb5.so.3"),
        ("libk5crypto.so.3", "/s/libk5crypto.so.3"),
    ]
    imports_of = plan.direct_imports(files, lambda src: needed[src])
    assert imports_of("/w/QtNetwork.abi3.so") == ["/w/libQt6Network.so.6"]
    assert plan.unreachable_libraries(files, imports_of) == {"libkrb5.so.3", "libk5crypto.so.3"}
