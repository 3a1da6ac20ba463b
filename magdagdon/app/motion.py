"""The system's reduced-motion preference, the default of Settings → Reduced motion (issue 15).

Qt 6.11 does not expose it (``QAccessibilityHints`` has only ``contrastPreference``; 6.12 adds
``motionPreference``, used here when present), so each platform is asked its own way:

- Windows: "Show animations in Windows" (``SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION)``);
- macOS: Accessibility → Display → Reduce motion (``defaults read com.apple.universalaccess
  reduceMotion``);
- Linux and other Unix desktops: the settings portal's ``org.freedesktop.appearance
  reduced-motion``, then GNOME's ``org.gnome.desktop.interface enable-animations``.

The answer only matters while the player has never chosen (``Store.follow_system_motion``).
Asking costs a process or two, so :func:`follow_system` runs after the first frame, on a
worker thread, and hands the answer back to the GUI thread; nothing here is imported before.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import subprocess
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QGuiApplication

if TYPE_CHECKING:
    from PySide6.QtDBus import QDBusMessage

    from magdagdon.storage import Store

log = logging.getLogger(__name__)

#: A command's standard output, or None when it could not run or failed.
Run = Callable[[Sequence[str]], str | None]
#: SystemParametersInfoW for one BOOL setting: its value, or None when the call failed.
Spi = Callable[[int], bool | None]

SPI_GETCLIENTAREAANIMATION = 0x1042
PORTAL_PATH = "/org/freedesktop/portal/desktop"
PORTAL_SETTINGS = "org.freedesktop.portal.Settings"
APPEARANCE = "org.freedesktop.appearance"
PORTAL_READ = (
    "gdbus", "call", "--session", "--dest", "org.freedesktop.portal.Desktop",
    "--object-path", PORTAL_PATH, "--method", PORTAL_SETTINGS + ".ReadOne",
    APPEARANCE, "reduced-motion",
)  # fmt: skip
GNOME_ANIMATIONS = ("gsettings", "get", "org.gnome.desktop.interface", "enable-animations")
MACOS_REDUCE = ("defaults", "read", "com.apple.universalaccess", "reduceMotion")


def system_environment(environ: Mapping[str, str], *, frozen: bool) -> dict[str, str]:
    """The environment for one of the system's own tools: in a bundle (PyInstaller points
    LD_LIBRARY_PATH at its own libraries) the system's library path is put back."""
    env = dict(environ)
    if frozen:
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        if original is None:
            env.pop("LD_LIBRARY_PATH", None)
        else:
            env["LD_LIBRARY_PATH"] = original
    return env


def run(command: Sequence[str]) -> str | None:
    """The command's output; None when it is missing, fails or takes over two seconds."""
    env = system_environment(os.environ, frozen=bool(getattr(sys, "frozen", False)))
    try:
        done = subprocess.run(
            list(command), capture_output=True, text=True, timeout=2, check=False, env=env
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def windows_spi(action: int) -> bool | None:
    """``SystemParametersInfoW(action, 0, &BOOL, 0)``, by ctypes (Windows only)."""
    import ctypes

    value = ctypes.c_int(0)
    windll = getattr(ctypes, "windll", None)
    if windll is None or not windll.user32.SystemParametersInfoW(action, 0, ctypes.byref(value), 0):
        return None
    return bool(value.value)


def windows(spi: Spi = windows_spi) -> bool | None:
    """Reduced when "Show animations in Windows" is off."""
    animations = spi(SPI_GETCLIENTAREAANIMATION)
    return None if animations is None else not animations


def macos(run: Run = run) -> bool | None:
    """Reduced when Accessibility's Reduce motion is on (no key: the player never set it)."""
    out = run(MACOS_REDUCE)
    return None if out is None else out.strip() in ("1", "true", "YES")


def unix(run: Run = run) -> bool | None:
    """Reduced when the portal says so (1) or GNOME's animations are off; None when neither
    answers."""
    answers: list[bool] = []
    portal = run(PORTAL_READ)
    if portal is not None and (found := re.search(r"uint32 (\d+)", portal)):
        answers.append(found.group(1) == "1")
    gnome = run(GNOME_ANIMATIONS)
    if gnome is not None and gnome.strip() in ("true", "false"):
        answers.append(gnome.strip() == "false")
    return any(answers) if answers else None


def accessibility_hints() -> tuple[QObject, QObject]:
    """The application's ``QStyleHints`` and its ``QAccessibilityHints``, both kept.

    The accessibility hints belong to the style hints' Python wrapper: when a temporary
    ``styleHints()`` wrapper is collected, PySide6 6.12 marks them deleted too ("Internal C++
    object (QAccessibilityHints) already deleted"), though Qt's object lives on. Whoever
    uses the second keeps the first.
    """
    style = QGuiApplication.styleHints()
    return style, style.accessibility()


def from_qt(hints: object | None = None) -> bool | None:
    """Qt's own answer where it has one (``QAccessibilityHints.motionPreference``, 6.12+)."""
    if hints is None:
        _style, hints = accessibility_hints()
    if not hasattr(hints, "motionPreference"):
        return None
    preference = getattr(hints, "motionPreference")()  # noqa: B009 (6.12+ only)
    name = str(getattr(preference, "name", preference))
    if "Reduce" in name:
        return True
    if "NoPreference" in name or "Full" in name:  # as Qt's ContrastPreference names it
        return False
    return None  # a value this code does not know: ask the platform


def from_platform(
    platform: str = sys.platform,
    *,
    run: Run = run,
    spi: Spi = windows_spi,
) -> bool | None:
    """The platform's own preference (the slow part: it may start a process)."""
    if platform == "win32":
        return windows(spi)
    if platform == "darwin":
        return macos(run)
    return unix(run)


class _Answer(QObject):
    """Carries the worker thread's answer to the GUI thread (a queued signal)."""

    ready = Signal(bool)


class _QtFollower(QObject):
    """Follows Qt's answer live (``motionPreferenceChanged``, 6.12+); the store's child, so
    it goes with the store. It keeps the style hints that own ``hints`` (see
    :func:`accessibility_hints`)."""

    def __init__(self, store: Store, hints: QObject, owner: QObject | None = None) -> None:
        super().__init__(store)
        self._store = store
        self._owner = owner
        self._hints = hints
        getattr(hints, "motionPreferenceChanged").connect(self.changed)  # noqa: B009

    @Slot()
    def changed(self) -> None:
        value = from_qt(self._hints)
        if value is not None:
            self._store.follow_system_motion(value)


class _PortalFollower(QObject):
    """Follows the settings portal's ``reduced-motion`` live (SettingChanged, Linux and other
    Unix desktops); the store's child, so it goes with the store."""

    def __init__(self, store: Store) -> None:
        super().__init__(store)
        self._store = store
        try:
            from PySide6.QtDBus import QDBusConnection
        except ImportError:  # a Qt built without D-Bus: nothing to follow
            self.listening = False
            return
        self.listening = QDBusConnection.sessionBus().connect(  # type: ignore[call-overload]
            "", PORTAL_PATH, PORTAL_SETTINGS, "SettingChanged", self, "1changed(QDBusMessage)"
        )

    @Slot("QDBusMessage")
    def changed(self, message: QDBusMessage) -> None:
        namespace, key, value = message.arguments()
        if (namespace, key) == (APPEARANCE, "reduced-motion"):
            raw = value.variant() if hasattr(value, "variant") else value
            self._store.follow_system_motion(int(raw) == 1)


def follow_portal(store: Store) -> bool:
    """Follow the portal's reduced-motion as it changes; False when there is no session bus."""
    return _PortalFollower(store).listening


def follow_system(
    store: Store,
    *,
    read: Callable[[], bool | None] | None = None,
    hints: QObject | None = None,
) -> threading.Thread | None:
    """Give ``store`` the system's preference (``follow_system_motion``) once it is known.

    ``read`` replaces the platform's answer and ``hints`` Qt's accessibility hints (tests).
    Qt's answer, where it has one, is read at once and followed as it changes; otherwise the
    platform is asked on a worker thread (and on Linux the portal's changes are followed).
    The offscreen platform has no desktop to ask: nothing is read there unless ``read`` is
    given.
    """
    if read is None:
        owner: QObject | None = None
        if hints is None:
            owner, hints = accessibility_hints()
        qt = from_qt(hints)
        if qt is not None:
            store.follow_system_motion(qt)
            if hasattr(hints, "motionPreferenceChanged"):
                _QtFollower(store, hints, owner)
            return None
        if QGuiApplication.platformName() in ("offscreen", "minimal"):
            return None
        if sys.platform not in ("win32", "darwin"):
            follow_portal(store)
        read = from_platform
    answer = _Answer(store)
    answer.ready.connect(store.follow_system_motion)

    def ask() -> None:
        try:
            reduce = read()
        except Exception:  # a platform call that breaks must not break the game
            log.exception("reading the system's reduced-motion preference failed")
            return
        if reduce is not None:
            with contextlib.suppress(RuntimeError):  # the window (and store) closed meanwhile
                answer.ready.emit(reduce)

    worker = threading.Thread(target=ask, name="magdagdon-motion", daemon=True)
    worker.start()
    return worker
