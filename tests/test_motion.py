"""Reduced motion defaults to the system's preference until the player chooses (issue 15).

Each platform's way of asking is tested with the platform call injected (the call itself only
exists on that platform); the store shows the system's answer until the player chooses, then
the choice wins, also after a restart; and the asking happens after the first frame.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal

from magdagdon.app import motion
from magdagdon.storage import Store, make_settings

ROOT = Path(__file__).resolve().parents[1]


def commands(
    answers: dict[tuple[str, ...], str | None],
) -> tuple[motion.Run, list[tuple[str, ...]]]:
    """A fake ``run``: each command's output from ``answers`` (missing: it failed)."""
    asked: list[tuple[str, ...]] = []

    def run(command: Sequence[str]) -> str | None:
        asked.append(tuple(command))
        return answers.get(tuple(command))

    return run, asked


# --- Windows: "Show animations in Windows" ---------------------------------------------------
@pytest.mark.parametrize("animations,reduced", [(True, False), (False, True), (None, None)])
def test_windows_reads_client_area_animation(animations: bool | None, reduced: bool | None) -> None:
    asked: list[int] = []

    def spi(action: int) -> bool | None:
        asked.append(action)
        return animations

    assert motion.from_platform("win32", spi=spi) is reduced
    assert asked == [0x1042]  # SPI_GETCLIENTAREAANIMATION


def test_the_windows_call_is_harmless_elsewhere() -> None:
    if sys.platform != "win32":
        assert motion.windows_spi(motion.SPI_GETCLIENTAREAANIMATION) is None


# --- macOS: Accessibility → Display → Reduce motion ------------------------------------------
@pytest.mark.parametrize("output,reduced", [("1\n", True), ("0\n", False), (None, None)])
def test_macos_reads_universal_access(output: str | None, reduced: bool | None) -> None:
    run, asked = commands({motion.MACOS_REDUCE: output})
    assert motion.from_platform("darwin", run=run) is reduced
    assert asked == [motion.MACOS_REDUCE]


# --- Linux and other Unix desktops: the portal, then GNOME --------------------------------
@pytest.mark.parametrize(
    "portal,gnome,reduced",
    [
        ("(<uint32 1>,)\n", "true\n", True),  # the portal asks for reduced motion
        ("(<uint32 0>,)\n", "true\n", False),
        ("(<uint32 0>,)\n", None, False),  # a desktop without GNOME's settings
        (None, "false\n", True),  # no portal: GNOME's animations are off
        (None, "true\n", False),
        ("(<uint32 0>,)\n", "false\n", True),  # an older portal that does not map GNOME's
        (None, None, None),  # nobody answers: no preference is known
        ("garbage", "maybe", None),
    ],
)
def test_unix_reads_the_portal_then_gnome(
    portal: str | None, gnome: str | None, reduced: bool | None
) -> None:
    run, asked = commands({motion.PORTAL_READ: portal, motion.GNOME_ANIMATIONS: gnome})
    assert motion.from_platform("linux", run=run) is reduced
    assert asked == [motion.PORTAL_READ, motion.GNOME_ANIMATIONS]
    assert "org.freedesktop.appearance" in motion.PORTAL_READ
    assert motion.PORTAL_READ[-1] == "reduced-motion"


def test_a_missing_command_is_no_answer() -> None:
    assert motion.run(["magdagdon-no-such-command-anywhere"]) is None
    assert motion.run(["sh", "-c", "echo asked"]) == "asked\n"


def test_a_bundle_gives_the_systems_tools_the_systems_libraries() -> None:
    """PyInstaller points LD_LIBRARY_PATH at the bundle (and keeps the original aside):
    gdbus and gsettings must not load the bundle's GLib."""
    bundle = {"LD_LIBRARY_PATH": "/opt/magdagdon/_internal", "LD_LIBRARY_PATH_ORIG": "/usr/lib"}
    assert motion.system_environment(bundle, frozen=True)["LD_LIBRARY_PATH"] == "/usr/lib"
    alone = {"LD_LIBRARY_PATH": "/opt/magdagdon/_internal", "HOME": "/home/m"}
    assert motion.system_environment(alone, frozen=True) == {"HOME": "/home/m"}
    assert motion.system_environment(alone, frozen=False) == alone  # a checkout: untouched


# --- Qt, where it has an answer (6.12's QAccessibilityHints.motionPreference) -------------
class Preference:
    def __init__(self, name: str) -> None:
        self.name = name


class Hints:
    def __init__(self, name: str) -> None:
        self._name = name

    def motionPreference(self) -> Preference:
        return Preference(self._name)


def test_qt_answers_where_it_can(qapp) -> None:  # type: ignore[no-untyped-def]
    assert motion.from_qt(Hints("ReducedMotion")) is True
    assert motion.from_qt(Hints("NoPreference")) is False
    assert motion.from_qt(Hints("SomethingNew")) is None  # then the platform is asked
    assert motion.from_qt(object()) is None
    _style, real = motion.accessibility_hints()
    assert (motion.from_qt() is None) == (not hasattr(real, "motionPreference"))


def test_qts_hints_outlive_a_collected_style_hints_wrapper(qapp) -> None:  # type: ignore[no-untyped-def]
    """PySide6 6.12 marks the accessibility hints deleted with a temporary ``styleHints()``
    wrapper (issue 35: every start logged a traceback and the hint service never started)."""
    import gc

    style, hints = motion.accessibility_hints()
    del style
    gc.collect()
    assert motion.from_qt() in (True, False, None)  # asks through a kept wrapper: no error
    store = Store(make_settings())
    motion.follow_system(store)  # Qt's answer (6.12) or nothing offscreen (6.11): no error
    gc.collect()
    followers = [c for c in store.children() if isinstance(c, motion._QtFollower)]
    if hasattr(hints, "motionPreferenceChanged"):  # 6.12+: followed live through kept hints
        assert len(followers) == 1
        followers[0].changed()  # what motionPreferenceChanged calls: no "already deleted"
    else:
        assert followers == []


# --- the store: the system's preference until the player chooses -------------------------
@pytest.fixture
def open_store(tmp_path: Path) -> Callable[[], Store]:
    return lambda: Store(make_settings(tmp_path / "MAGDAGDON.ini"))


def test_the_system_preference_is_the_default_and_never_stored(open_store, tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = open_store()
    seen: list[bool] = []
    store.reducedMotionChanged.connect(lambda: seen.append(store.reducedMotion))
    assert store.reducedMotion is False  # nothing known yet: full motion
    store.follow_system_motion(True)
    assert store.reducedMotion is True and seen == [True]
    store.follow_system_motion(True)
    assert seen == [True]  # notified on change only
    store.difficulty = "NIGHTMARE"  # something is written, but not the system's preference
    store.flush()
    assert "reducedMotion" not in (tmp_path / "MAGDAGDON.ini").read_text(encoding="utf-8")
    again = open_store()
    assert again.reducedMotion is False  # not remembered: next start asks the system again


def test_the_players_choice_wins_and_is_remembered(open_store) -> None:  # type: ignore[no-untyped-def]
    store = open_store()
    store.follow_system_motion(True)
    store.reducedMotion = False  # the player wants the motion back
    store.follow_system_motion(False)
    store.follow_system_motion(True)
    assert store.reducedMotion is False
    store.flush()
    again = open_store()
    again.follow_system_motion(True)
    assert again.reducedMotion is False
    again.reducedMotion = True
    again.follow_system_motion(False)
    assert again.reducedMotion is True
    again.flush()
    assert open_store().reducedMotion is True


def test_follow_system_hands_the_answer_to_the_gui_thread(open_store, qtbot) -> None:  # type: ignore[no-untyped-def]
    store = open_store()
    worker = motion.follow_system(store, read=lambda: True)
    assert worker is not None
    worker.join(5)
    qtbot.waitUntil(lambda: store.reducedMotion is True, timeout=2000)
    for answer in (None, RuntimeError("the platform call broke")):

        def read(answer: object = answer) -> bool | None:
            if isinstance(answer, Exception):
                raise answer
            return None

        fresh = open_store()
        fresh.reducedMotion = False
        fresh.follow_system_motion(False)
        worker = motion.follow_system(fresh, read=read)
        assert worker is not None
        worker.join(5)
        qtbot.wait(20)
        assert fresh.reducedMotion is False


class LiveHints(QObject):
    """Qt 6.12's accessibility hints as this code uses them: a value and its signal."""

    motionPreferenceChanged = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.name = "NoPreference"

    def motionPreference(self) -> Preference:
        return Preference(self.name)


def test_where_qt_answers_its_answer_is_followed_live(open_store) -> None:  # type: ignore[no-untyped-def]
    store = open_store()
    hints = LiveHints()
    assert motion.follow_system(store, hints=hints) is None  # no worker: Qt answered
    assert store.reducedMotion is False
    hints.name = "ReducedMotion"  # the player turns Reduce motion on in the desktop
    hints.motionPreferenceChanged.emit()
    assert store.reducedMotion is True
    store.reducedMotion = False  # then chooses in the game: the choice wins
    hints.motionPreferenceChanged.emit()
    assert store.reducedMotion is False


def test_nothing_is_asked_before_the_first_frame(tmp_path: Path) -> None:
    """The perf budget: the asking module is not even imported until the window has drawn."""
    script = f"""
import sys
from pathlib import Path
from PySide6.QtCore import QEventLoop, QTimer
from magdagdon.app.wiring import create_engine, application
from magdagdon.storage import make_settings
engine = create_engine(make_settings(Path({str(tmp_path / "s.ini")!r})), lang="en", seed=1)
window = engine.rootObjects()[0]
before = "magdagdon.app.motion" in sys.modules
loop = QEventLoop()
window.frameSwapped.connect(lambda: QTimer.singleShot(0, loop.quit))
window.show()
QTimer.singleShot(10000, loop.quit)
loop.exec()
print(before, "magdagdon.app.motion" in sys.modules)
application(engine).shutdown()
"""
    done = subprocess.run(
        [sys.executable, "-c", script],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.stdout.split() == ["False", "True"], done.stderr


def test_the_portals_reduced_motion_is_followed_live(tmp_path: Path) -> None:
    """Linux: the settings portal's reduced-motion, changed while the game runs (a stand-in
    portal on a private session bus, tests/qml/fake_portal.py): the store follows it until
    the player chooses; another setting changes nothing."""
    from tests.qml.test_system_theme import portal_python

    python = portal_python()
    if not sys.platform.startswith("linux") or shutil.which("dbus-run-session") is None:
        pytest.skip("needs a Linux session bus (dbus-run-session)")
    if python is None:
        pytest.skip("needs a Python with PyGObject for the stand-in portal")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    probe = ROOT / "tests" / "qml" / "portal_motion_probe.py"
    done = subprocess.run(
        ["dbus-run-session", "--", sys.executable, str(probe), python, str(tmp_path / "s.ini")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1]) == {
        "listening": True,
        "reduced-motion=1": True,
        "color-scheme=1": True,
        "reduced-motion=0": False,
        "chosen, then reduced-motion=1, 0": [True, True],  # the player's choice wins
    }
