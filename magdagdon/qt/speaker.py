"""The speaker: plays the game's sound files through Qt Multimedia's ``QSoundEffect``.

Why Qt Multimedia (issue 38, measured side by side with miniaudio in
``benchmarks/bench_sound.py``; benchmarks/RESULTS.md): a ``QSoundEffect`` mixes and streams in
Qt's own C++ (PulseAudio or PipeWire on Linux, WASAPI on Windows, Core Audio on macOS), so no
Python runs on the audio path and nothing runs while nothing plays (a Python mixer on
miniaudio cost 59 ms of CPU per second of silence); a tap's sound reaches the system's mixer
in about 20 ms with either; and it costs the bundle 2.6 MB (QtMultimedia without its FFmpeg
media backend, which a ``QSoundEffect`` does not need).

Every system's own volume and mute apply on top: the game's streams are ordinary streams of
the system's mixer. With no audio device (a server, CI, a machine without PulseAudio's client
library) the speaker is silent and says so once in the log, at INFO: Qt Multimedia's own
complaints about the missing device are kept off the console.

The first stream a process opens takes a few hundred milliseconds to start (measured: 420-910
ms with PulseAudio); :meth:`Speaker.warm_up` opens one, silent, right after the first frame,
before the first tap needs it.
"""

from __future__ import annotations

import contextlib
import logging
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QtMsgType, QUrl, Signal, qInstallMessageHandler

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

log = logging.getLogger(__name__)

#: Voices per sound: a sound asked for again while it still rings starts on the next voice
#: instead of cutting the first one short (two STRAIGHTs in one CONFIRM, quick taps).
VOICES = 2

#: What Qt Multimedia says on a machine without sound (expected there, so never shown), and
#: its FFmpeg backend's greeting where a source checkout loads it (the bundle has no FFmpeg).
QUIET_MESSAGES = (
    "Using Qt multimedia with FFmpeg",
    "PulseAudioService",
    "No QtMultimedia backends found",
    "QSoundEffect",
    "pipewire",
    "QAudioSink",
)


def _quiet(message: str) -> bool:
    return any(part in message for part in QUIET_MESSAGES)


@contextlib.contextmanager
def quiet_audio_messages() -> Iterator[list[str]]:
    """Within the block, Qt's messages about a missing audio device are collected (and
    returned) instead of printed; every other message goes where it went before."""
    kept: list[str] = []
    previous: Callable[..., None] | None = None

    def handler(mode: QtMsgType, context: Any, message: str) -> None:
        if _quiet(message):
            kept.append(message)
        elif previous is not None:
            previous(mode, context, message)
        else:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(handler)
    try:
        yield kept
    finally:
        qInstallMessageHandler(previous)


@contextlib.contextmanager
def no_media_backend() -> Iterator[None]:
    """Within the block Qt finds no plugin, so Qt Multimedia starts without a media backend.

    ``QSoundEffect`` needs none (its audio devices are Qt Multimedia's own), but the first use
    of Qt Multimedia loads the first backend it finds: from a pip install, FFmpeg's (about
    6 MiB resident, and a greeting on the console). The bundle has no backend at all (issue
    38, packaging/bundle_plan.py), so both run the same way. The block is short and on the
    GUI thread, after the first frame: no other plugin is being looked for meanwhile.
    """
    from PySide6.QtCore import QCoreApplication

    paths = QCoreApplication.libraryPaths()
    QCoreApplication.setLibraryPaths([])
    try:
        yield
    finally:
        QCoreApplication.setLibraryPaths(paths)


def volume_scale(percent: int) -> float:
    """A volume slider's percentage as the linear gain a ``QSoundEffect`` takes (the slider is
    logarithmic, as ears are: 50 % sounds half as loud)."""
    from PySide6.QtMultimedia import QtAudio

    level = max(0, min(100, percent)) / 100
    return float(
        QtAudio.convertVolume(
            level, QtAudio.VolumeScale.LogarithmicVolumeScale, QtAudio.VolumeScale.LinearVolumeScale
        )
    )


class Speaker(QObject):
    """Plays sounds by name from a folder of WAV files; silent without an audio device."""

    availableChanged = Signal()

    def __init__(self, folder: Path, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._folder = folder
        self._names = tuple(names)
        self._effects: dict[str, list[QSoundEffect]] = {}
        self._next: dict[str, int] = {}
        self._devices: QMediaDevices | None = None
        self._warm: QSoundEffect | None = None
        self.available = False
        self.reason = "not started"  # why it is silent, for the log and the tests

    def start(self) -> bool:
        """Load Qt Multimedia and the sounds; False (and silent) without an audio device."""
        with quiet_audio_messages():
            try:
                from PySide6.QtMultimedia import QMediaDevices
            except ImportError as exc:  # e.g. no libpulse0 on a Linux server
                return self._silent(f"Qt Multimedia cannot load ({exc})")
            with no_media_backend():
                self._devices = QMediaDevices(self)
                QMediaDevices.audioOutputs()  # Qt Multimedia's backend is chosen now, once
            self._devices.audioOutputsChanged.connect(self._outputs_changed)
            return self._load()

    def _load(self) -> bool:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

        if not QMediaDevices.audioOutputs():
            return self._silent("no audio output device")
        missing = [n for n in self._names if not (self._folder / f"{n}.wav").is_file()]
        if missing:
            return self._silent(f"sound files missing in {self._folder}: {', '.join(missing)}")
        device = QMediaDevices.defaultAudioOutput()
        for name in self._names:
            url = QUrl.fromLocalFile(str(self._folder / f"{name}.wav"))
            voices = []
            for _ in range(VOICES):
                effect = QSoundEffect(device, self)
                effect.setSource(url)
                voices.append(effect)
            self._effects[name] = voices
            self._next[name] = 0
        self.available, self.reason = True, ""
        log.info("sound: playing on %s", device.description())
        self.availableChanged.emit()
        return True

    def _silent(self, why: str) -> bool:
        was = self.available
        self.available, self.reason = False, why
        self._drop_effects()
        log.info("sound: silent, %s", why)
        if was:
            self.availableChanged.emit()
        return False

    def _drop_effects(self) -> None:
        for voices in self._effects.values():
            for effect in voices:
                effect.stop()
                effect.deleteLater()
        self._effects.clear()

    def _outputs_changed(self) -> None:
        """A device came or went (headphones, a USB speaker): play on the default one now."""
        with quiet_audio_messages():
            self._drop_effects()
            if self._load():
                self.warm_up()

    def warm_up(self) -> None:
        """Open the process's first audio stream now, silent (the shortest sound at volume 0,
        on an effect of its own), so that the first sound a tap asks for starts as quickly as
        every later one (measured with PulseAudio, 1 s after loading: 420 ms without, 16 ms
        with)."""
        if not self.available or self._warm is not None:
            return
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

        warm = QSoundEffect(QMediaDevices.defaultAudioOutput(), self)
        warm.setVolume(0.0)
        warm.loadedChanged.connect(warm.play)
        shortest = min(self._names, key=lambda n: (self._folder / f"{n}.wav").stat().st_size)
        warm.setSource(QUrl.fromLocalFile(str(self._folder / f"{shortest}.wav")))
        self._warm = warm

    def ready(self) -> bool:
        """Every sound is loaded (they load on Qt's threads after :meth:`start`)."""
        return self.available and all(e.isLoaded() for v in self._effects.values() for e in v)

    def play(self, name: str, volume: float) -> bool:
        """Play ``name`` at ``volume`` (linear gain 0..1); False when silent or unknown."""
        voices = self._effects.get(name)
        if not self.available or not voices or volume <= 0:
            return False
        index = self._next[name]
        self._next[name] = (index + 1) % len(voices)
        effect = voices[index]
        effect.setVolume(volume)
        effect.play()
        return True
