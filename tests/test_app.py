"""The application wiring: create_engine, the command line, the smoke test, the layout."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtQuick import QQuickWindow

from magdagdon.app.cli import parse_args
from magdagdon.app.wiring import application, backends, create_engine
from magdagdon.qt.session import GameSession
from magdagdon.storage import make_settings
from tests.i18n.stand_in import check_stand_in

ROOT = Path(__file__).resolve().parents[1]


def test_create_engine_returns_the_loaded_main_window(qapp, tmp_path) -> None:
    engine = create_engine(make_settings(tmp_path / "s.ini"), lang="en")
    [window] = engine.rootObjects()
    assert isinstance(window, QQuickWindow)
    session, store, language = backends(engine)
    assert isinstance(session, GameSession)
    assert store.difficulty == "PEACEFUL" and session.difficulty == "PEACEFUL"
    assert language.current == "en"
    assert qapp.font().family() == "Quicksand"
    window.close()
    engine.deleteLater()


def test_bad_flags_give_a_clear_error(capsys) -> None:
    unknown = check_stand_in()  # a language with no catalogue
    with pytest.raises(SystemExit) as exc:
        parse_args(["--lang", unknown])
    assert exc.value.code == 2
    assert f"invalid choice: '{unknown}'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parse_args(["--fullscreen-please"])
    assert "unrecognized arguments" in capsys.readouterr().err
    args = parse_args(["--lang", "sv", "--settings-file", "x.ini", "--smoke-test"])
    assert (args.lang, args.settings_file, args.smoke_test) == ("sv", Path("x.ini"), True)


def test_no_options_give_the_parsers_own_defaults() -> None:
    """The usual start builds no parser (issue 16); it must mean exactly what the parser
    would have said with nothing on the command line."""
    from magdagdon.app.cli import _parser

    assert vars(parse_args([])) == vars(_parser().parse_args([]))


def run_python(*args: str) -> subprocess.CompletedProcess[str]:
    """A fresh interpreter from the project folder, offscreen; its output, checked for exit 0."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done


def test_smoke_test_runs_the_real_program(tmp_path) -> None:
    ini = tmp_path / "smoke.ini"
    done = run_python("-m", "magdagdon", "--smoke-test", "--settings-file", str(ini))
    assert "first frame" in done.stdout
    assert ini.exists()  # the scripted turn was saved like any other


def test_smoke_test_runs_the_kiosk_and_exits(tmp_path) -> None:
    # A kiosk window refuses to close, which cancels QGuiApplication.quit(): the smoke test
    # must still end, with its verdict (it used to hang after reporting success).
    ini = tmp_path / "kiosk.ini"
    env_pin = {"MAGDAGDON_KIOSK_PIN": "2468"}
    os.environ.update(env_pin)
    try:
        done = run_python("-m", "magdagdon", "--kiosk", "--smoke-test", "--settings-file", str(ini))
    finally:
        os.environ.pop("MAGDAGDON_KIOSK_PIN", None)
    assert "first frame" in done.stdout
    assert "smoke test failed" not in done.stderr


def test_a_restart_restores_the_game_mid_turn(qapp, tmp_path) -> None:
    ini = tmp_path / "s.ini"
    engine = create_engine(make_settings(ini), lang="en")
    session = backends(engine)[0]
    session.queue_rolls([2, 3, 3, 4])
    session.roll()
    session.dropDie(1, 5)
    saved = session.game.to_dict()
    engine.rootObjects()[0].close()
    engine.deleteLater()
    qapp.processEvents()

    again = create_engine(make_settings(ini), lang="en")
    restored = backends(again)[0]
    assert restored.game.to_dict() == saved
    assert restored.phase == "PLACE" and restored.board.row(5).prepared
    assert [restored.dice.row(d).value for d in range(4)] == [2, 3, 3, 4]
    again.rootObjects()[0].close()
    again.deleteLater()


def test_the_smoke_test_counts_qml_problems_only(capsys) -> None:
    from PySide6.QtCore import QtMsgType

    from magdagdon.app.smoke import QmlErrorCounter

    counter = QmlErrorCounter()
    counter(QtMsgType.QtDebugMsg, None, "qml: hello")
    counter(QtMsgType.QtWarningMsg, None, "QFont: a font warning")
    counter(QtMsgType.QtWarningMsg, None, "file:///x/Main.qml:3: ReferenceError: y")
    counter(QtMsgType.QtCriticalMsg, None, "QQmlApplicationEngine failed to load component")
    assert counter.messages == [
        "file:///x/Main.qml:3: ReferenceError: y",
        "QQmlApplicationEngine failed to load component",
    ]
    assert "ReferenceError" in capsys.readouterr().err


def test_the_application_object_owns_every_backend(qapp, qtbot, tmp_path) -> None:
    engine = create_engine(make_settings(tmp_path / "s.ini"), lang="en")
    app = application(engine)
    assert (app.session, app.store, app.language) == backends(engine)
    assert app.engine is engine and app.kiosk is None and app.hints is not None
    assert {o.parent() for o in (app.session, app.store, app.language, app.hints)} == {app}
    assert app.parent() is engine  # one lifetime: the engine's
    assert not [n for n in vars(engine) if n.startswith("_") and not n.startswith("__")]
    assert not app.hints.started  # the bot waits for the first frame ...
    app.window.show()
    qtbot.waitUntil(lambda: app.hints.started, timeout=10_000)  # ... then loads
    app.shutdown()
    app.window.close()
    engine.deleteLater()


def test_the_version_is_a_constant_that_pyproject_reads() -> None:
    import tomllib
    from importlib import metadata

    import magdagdon
    from magdagdon.app.startup import app_version

    with (ROOT / "pyproject.toml").open("rb") as f:
        dynamic = tomllib.load(f)["tool"]["setuptools"]["dynamic"]
    assert dynamic["version"] == {"attr": "magdagdon.__version__"}
    assert magdagdon.__version__ == metadata.version("magdagdon") == app_version()


def test_nothing_heavy_is_imported_before_the_first_frame(tmp_path) -> None:
    """Issue 16: the bot, importlib.metadata and lrelease stay off the path to the first frame."""
    script = f"""
import sys
from magdagdon.app.wiring import create_engine
from magdagdon.storage import make_settings
create_engine(make_settings({str(tmp_path / "s.ini")!r}), lang="sv")
heavy = [m for m in ("magdagdon.ai", "magdagdon.ai.players", "importlib.metadata",
                     "subprocess", "magdagdon.kiosk.autoplay", "magdagdon.kiosk")
         if m in sys.modules]
print("HEAVY", heavy)
"""
    done = run_python("-c", script)
    assert "HEAVY []" in done.stdout, done.stdout


def test_the_command_saves_off_the_gui_thread_and_flushes_at_shutdown(qapp, tmp_path) -> None:
    """Issue 16: with the writer thread a tap does not wait for the disk; quitting (shutdown,
    on aboutToQuit) still leaves the game in progress on disk."""
    from magdagdon.storage import Store

    ini = tmp_path / "s.ini"
    engine = create_engine(make_settings(ini), lang="en", seed=5, background_writes=True)
    app = application(engine)
    app.session.queue_rolls([2, 3, 3, 4])
    app.session.roll()
    app.session.dropDie(1, 5)
    saved = app.session.game.to_dict()
    app.shutdown()
    assert Store(make_settings(ini)).load_game().to_dict() == saved
    app.window.close()
    engine.deleteLater()


@pytest.mark.parametrize("where", ["a directory", "under a file"])
def test_a_settings_file_that_cannot_be_written_is_one_line_and_status_2(tmp_path, where) -> None:
    # Issue 17: a bad --settings-file never starts silently, and --smoke-test fails on it.
    if where == "a directory":
        path = tmp_path / "s.ini"
        path.mkdir()
    else:
        (tmp_path / "file").write_text("x")
        path = tmp_path / "file" / "s.ini"
    for extra in ([], ["--smoke-test"]):
        done = subprocess.run(
            [sys.executable, "-m", "magdagdon", *extra, "--settings-file", str(path)],
            cwd=ROOT,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert done.returncode == 2, done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("magdagdon: ") and str(path) in lines[0]


@pytest.mark.parametrize("kiosk", [False, True], ids=["desktop", "kiosk"])
def test_the_first_frame_is_drawn_before_the_game_is_made(tmp_path, kiosk) -> None:
    """Issue 16: ``magdagdon`` draws its first frame (the navigation bar and the empty board;
    the kiosk's welcome paper, frame and title) with no engine, store, session, comeback,
    kiosk controller (its PIN, scrypt) or bot imported; the game follows that frame."""
    script = f"""
import sys
from PySide6.QtGui import QGuiApplication
from magdagdon.app.wiring import create_engine
from magdagdon.storage import make_settings
engine = create_engine(make_settings({str(tmp_path / "s.ini")!r}), lang="sv", staged=True,
                       kiosk={kiosk!r})
window = engine.rootObjects()[0]
heavy = sorted(m for m in sys.modules if m.startswith(("magdagdon.engine.game",
               "magdagdon.qt.session", "magdagdon.storage.store", "magdagdon.comeback.comeback",
               "magdagdon.qt.hints", "magdagdon.ai", "magdagdon.kiosk",
               "magdagdon.kiosk.autoplay")))
frames = []
def swapped():
    frames.append(window.property("playable"))
    if frames[-1]:
        QGuiApplication.instance().exit()
window.frameSwapped.connect(swapped)
print("PLAYABLE AT START", window.property("playable"), "HEAVY", heavy)
QGuiApplication.instance().exec()
print("FRAMES", frames)
"""
    done = run_python("-c", script)
    assert "PLAYABLE AT START False HEAVY []" in done.stdout, done.stdout
    assert "FRAMES [False, True]" in done.stdout, done.stdout  # the next frame is the game


def test_the_first_frame_has_the_stored_look(qapp, tmp_path) -> None:
    """The first frame's theme, text size and motion come from the settings file, read without
    the store; a value the store would reject reads as its default, as the store reads it."""
    from magdagdon.app.startup import first_look
    from magdagdon.storage import Store

    ini = tmp_path / "s.ini"
    look = first_look(make_settings(ini))
    kiosk_look = {k: look.pop(k) for k in list(look) if k.startswith("kiosk") and k != "kiosk"}
    assert set(kiosk_look) <= {"kioskTheme", "kioskTextSize", "kioskReducedMotion"}
    assert look == {
        "theme": "system",
        "textSize": 100,
        "reducedMotion": False,
        "language": "",
        "kiosk": False,
        "difficulty": "PEACEFUL",
        "powers": True,  # the game to come has Majda Powers (NIGHTMARE's has none, R5.1)
        "powerNames": ["DECREASE", "INCREASE", "REROLL"],  # the engine's table, in its order
    }
    store = Store(make_settings(ini))
    store.theme, store.textSize, store.language = "dark", 150, "fr"
    store.close()
    look = first_look(make_settings(ini))
    assert (look["theme"], look["textSize"], look["language"]) == ("dark", 150, "fr")
    text = ini.read_text(encoding="utf-8")
    assert '\\"value\\":150' in text
    ini.write_text(text.replace('\\"value\\":150', '\\"value\\":999'), encoding="utf-8")
    assert first_look(make_settings(ini))["textSize"] == 100
    engine = create_engine(make_settings(ini), staged=True)
    window = engine.rootObjects()[0]
    assert window.property("startTheme") == "dark" and window.property("playable") is False
    with pytest.raises(LookupError):  # the game (and its backends) come after the first frame
        application(engine)
    window.close()
    engine.deleteLater()


@pytest.mark.parametrize("kiosk", [False, True])
def test_the_first_frame_draws_without_a_canvas(qapp, tmp_path, kiosk) -> None:
    """Everything in the first frame is drawn in it: a Canvas gets its context only once the
    window's scene graph exists, so it would paint a frame later, after the start's work
    (the navigation icons used to pop in 0.15 s after their words)."""
    engine = create_engine(make_settings(tmp_path / "s.ini"), kiosk=kiosk, staged=True)
    window = engine.rootObjects()[0]
    items, todo = [], [window.contentItem()]
    while todo:
        item = todo.pop()
        items.append(item)
        todo += item.childItems()
    canvases = [
        item.metaObject().className() for item in items if item.inherits("QQuickCanvasItem")
    ]
    assert not canvases
    if not kiosk:  # the bar's icons are there, each made of its shapes
        icons = [i for i in items if i.metaObject().className().startswith("NavIcon")]
        shown = [icon for icon in icons if icon.isVisible()]  # back and more make theirs later
        assert len(shown) >= 6 and all(icon.childItems()[0].childItems() for icon in shown)
    window.close()
    engine.deleteLater()


def test_the_kiosk_first_frame_honours_theme_for_one_run(qapp, tmp_path) -> None:
    """``--kiosk --theme contrast``: the backend-free first frame is already in that theme."""
    colours = {}
    for theme in (None, "contrast"):
        engine = create_engine(
            make_settings(tmp_path / f"{theme}.ini"), kiosk=True, theme=theme, staged=True
        )
        window = engine.rootObjects()[0]
        assert window.objectName() == "kioskWindow" and window.property("playable") is False
        assert window.property("themeOverride") == (theme or "")
        colours[theme] = window.color().name()
        window.close()
        engine.deleteLater()
    assert colours[None] != colours["contrast"]


def test_a_game_that_cannot_be_made_after_the_first_frame_ends_the_program(tmp_path) -> None:
    """The staged start fails as the old one did: one line on stderr and exit status 1."""
    script = f"""
import sys
from magdagdon.app import application, cli
def broken(self, **_kwargs):
    raise RuntimeError("the QML main window could not be loaded")
application.Application.load = broken
sys.exit(cli.main(["--settings-file", {str(tmp_path / "s.ini")!r}]))
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "magdagdon: the QML main window could not be loaded\n" in done.stderr


def test_the_lazy_packages_still_give_every_public_name(tmp_path) -> None:
    """The engine, storage and comeback packages import each name on first use (issue 16);
    every name in their ``__all__`` is the same object as before, also ``engine.replay`` (the
    function) after its submodule ``replay.py`` was imported by another module first."""
    script = """
import magdagdon.engine.persistence  # imports the submodule magdagdon.engine.replay first
import magdagdon.engine, magdagdon.storage, magdagdon.comeback
from magdagdon.engine import replay
assert callable(replay) and replay.__module__ == "magdagdon.engine.replay", replay
for package in (magdagdon.engine, magdagdon.storage, magdagdon.comeback):
    for name in package.__all__:
        assert getattr(package, name) is not None, (package.__name__, name)
print("ALL NAMES", sum(len(p.__all__) for p in (magdagdon.engine, magdagdon.storage,
                                                magdagdon.comeback)))
"""
    done = run_python("-c", script)
    assert "ALL NAMES" in done.stdout, done.stderr


def test_pyside_import_hook_reads_no_source_files_on_the_way_to_the_first_frame(tmp_path) -> None:
    """Issue 16: PySide's import hook asks of every later import whether the module uses
    PySide; its own answer reads the module's whole source into linecache (~55 files, ~6 ms,
    ~4 MiB kept). magdagdon.app.pyside_hook answers from the module's globals instead, and
    drops what the hook read before it was in place (PySide6's own modules, enum, typing:
    ~1.3 MiB)."""
    script = f"""
import linecache
import magdagdon.app.cli
from magdagdon.app.wiring import create_engine
from magdagdon.storage import make_settings
create_engine(make_settings({str(tmp_path / "s.ini")!r}), lang="en", staged=True)
print("READ", sorted(f for f in linecache.cache if f.endswith(".py")))
"""
    done = run_python("-c", script)
    assert "READ []" in done.stdout, done.stdout


def test_the_game_never_loads_openssl(tmp_path) -> None:
    """Issue 16: ``hashlib`` (and ``secrets``, through ``hmac``) load OpenSSL's libcrypto,
    3.4 MiB resident for the window's whole life; the dice, the daily seed, saved games' ids
    and the journal hash with CPython's built-in modules instead (magdagdon.engine.digests).
    A whole game, saved and recorded, with a seed from the system's randomness."""
    script = f"""
import sys
from magdagdon.app.wiring import create_engine, backends
from magdagdon.app.smoke import play_scripted_turn
from magdagdon.storage import make_settings
engine = create_engine(make_settings({str(tmp_path / "s.ini")!r}), lang="en")
session = backends(engine)[0]
while session.phase != "OVER":
    play_scripted_turn(session)
session.newGame()
loaded = [m for m in ("hashlib", "_hashlib", "hmac", "secrets", "_ssl") if m in sys.modules]
print("OPENSSL", loaded, session.phase)
"""
    done = run_python("-c", script)
    assert "OPENSSL [] ROLL" in done.stdout, done.stdout + done.stderr


def test_a_module_uses_pyside_when_one_of_its_globals_comes_from_it() -> None:
    import magdagdon.engine.board
    import magdagdon.qt.properties
    from magdagdon.app.pyside_hook import uses_pyside

    assert uses_pyside(magdagdon.qt.properties)  # QObject, Signal, Property...
    assert not uses_pyside(magdagdon.engine.board)  # the pure engine (tests/engine/test_purity)
    assert not uses_pyside(object())  # no module at all


def test_a_window_closed_before_its_first_frame_job_runs_runs_nothing(qapp) -> None:
    """The job after the first frame waits for the event loop; a window closed meanwhile (a
    quick quit, or a test's window) took its backends along, and the job ran anyway, on the
    deleted objects: "Internal C++ object (Language) already deleted", then again in its
    deleteLater, raised in whatever ran next (tests failed at random under load)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from magdagdon.app.startup import AfterFirstFrame

    window = QQuickWindow()
    made: list[int] = []
    waiter = AfterFirstFrame(window, lambda: made.append(1), fatal=False)
    waiter.swapped()  # the frame: the job is queued
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # closed first
    errors: list[BaseException] = []
    previous = sys.excepthook
    sys.excepthook = lambda kind, value, tb: errors.append(value)
    try:
        for _ in range(3):
            QCoreApplication.processEvents()
    finally:
        sys.excepthook = previous
    assert made == [] and errors == []


def test_the_game_is_made_once_however_many_frames_were_queued(qapp, recwarn) -> None:
    """A threaded render loop (xcb) may queue two frameSwapped before the first is handled:
    the game is made once and nothing is disconnected twice (no libpyside RuntimeWarning)."""
    from PySide6.QtCore import QCoreApplication

    from magdagdon.app.startup import AfterFirstFrame

    window = QQuickWindow()
    made: list[int] = []
    waiter = AfterFirstFrame(window, lambda: made.append(1))
    waiter.swapped()
    waiter.swapped()  # the second queued frame
    for _ in range(3):
        QCoreApplication.processEvents()
    assert made == [1]
    assert not [w for w in recwarn if issubclass(w.category, RuntimeWarning)]
    window.deleteLater()
