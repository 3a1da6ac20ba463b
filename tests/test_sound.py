"""The sound service (magdagdon.qt.sound, issue 38): the right sound is asked for at each event of
the game, through the session's slots (what taps and keys call), at the settings' volume; and
the speaker is silent, never an error, without an audio device."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from magdagdon.presenter.cues import ROLL_SETTLE_MS, SINK_MS, SOUNDS
from magdagdon.qt.session import GameSession
from magdagdon.qt.sound import SOUNDS_DIR, Request, SoundService, StoreSound
from magdagdon.storage import Store, make_settings

ROOT = Path(__file__).resolve().parent.parent


class Settings:
    """A SoundSettings of the test's own."""

    def __init__(self, volume: int = 70, *, demo: int = 0, reduced: bool = False) -> None:
        self.level, self.demo_level, self.reduced = volume, demo, reduced

    def volume(self, *, demo: bool) -> int:
        return self.demo_level if demo else self.level

    def reduced_motion(self) -> bool:
        return self.reduced


def heard(service: SoundService) -> list[str]:
    """The sounds asked for since the last call."""
    names = service.names()
    service.requests.clear()
    return names


@pytest.fixture
def played(qapp):
    """A session (no store) with a sound service watching it."""
    session = GameSession(None, seed=7)
    service = SoundService(Settings())
    service.watch(session)
    yield session, service
    service.deleteLater()
    session.deleteLater()


def place(session: GameSession, die: int, cell: int) -> None:
    session.tapDie(die)
    session.tapCell(cell)


def test_each_tap_asks_for_its_sound(played):
    session, service = played
    session.queue_rolls([3, 4, 1, 1], [5, 6, 2, 2])
    session.roll()
    assert heard(service) == ["roll"]
    session.tapDie(0)  # selecting a die changes no game: silent
    assert heard(service) == []
    session.tapCell(0)
    assert heard(service) == ["place"]
    session.tapDie(0)  # the prepared die, tapped again: taken back (R3.4)
    assert heard(service) == ["take_back"]
    session.dropDie(0, 0)  # dragged onto the board: the same knock as a tap
    assert heard(service) == ["place"]
    session.pressCursor()  # Enter on the cursor's cell (cell 0): taken back by key
    assert heard(service) == ["take_back"]
    place(session, 0, 0)
    place(session, 1, 1)
    session.confirm()
    assert heard(service) == ["place", "place", "confirm"]
    session.roll()
    place(session, 0, 2)
    place(session, 1, 3)
    service.requests.clear()
    session.confirm()  # row 0: 3 4 5 6, a STRAIGHT (R7.2)
    assert list(service.requests) == [
        Request("confirm", 0, 70, False),
        Request("straight", SINK_MS, 70, False),
    ]


def test_powers_rattle_and_magdagdon_waits_for_the_dice(played):
    session, service = played
    session.queue_rolls([1, 2, 1, 1], [6, 6, 6, 6], [6, 5])
    session.roll()
    place(session, 0, 0)
    place(session, 1, 1)
    session.confirm()
    heard(service)
    session.roll()  # nothing goes next to the 1 and the 2: MAGDAGDON (R6.1)
    assert session.phase == "MAGDAGDON"
    assert [(r.name, r.delay) for r in service.requests] == [
        ("roll", 0),
        ("magdagdon", ROLL_SETTLE_MS),
    ]
    heard(service)
    session.rerollAll()  # R6.2's rescue, which fails here: the dice rattle, MAGDAGDON again
    assert heard(service) == ["reroll", "magdagdon"]
    session.acceptMagdagdon()  # choosing the cell: no sound yet
    assert heard(service) == []
    session.tapCell(15)
    assert heard(service) == ["ruin"]


def test_a_new_game_is_silent_and_sounds_from_its_first_roll(played):
    session, service = played
    session.roll()
    session.newGame()
    assert heard(service) == ["roll"]
    session.roll()
    assert heard(service) == ["roll"]


def test_sound_off_and_reduced_motion(played):
    session, service = played
    settings = service.settings
    assert isinstance(settings, Settings)
    settings.level, settings.reduced = 0, True
    session.roll()
    # Asked for (tests see it) but not heard; reduced motion lands the dice, it never mutes.
    assert list(service.requests) == [Request("land", 0, 0, False)]


def test_qml_asks_by_name_and_unknown_names_are_refused(played, caplog):
    _session, service = played
    service.play("record")
    service.play("fanfare")
    assert heard(service) == ["record"]
    assert "unknown sound 'fanfare'" in caplog.text


def ruined_game(session: GameSession, keep: int) -> None:
    """NIGHTMARE: MAGDAGDONs ruin every cell but the last ``keep`` (2 or 3), which then take
    a 5 and a 6, or a 4, a 5 and a 6."""
    for cell in range(16 - keep):
        session.queue_rolls([1, 3, 5, 6])
        session.roll()
        session.acceptMagdagdon()
        session.tapCell(cell)
    session.queue_rolls([*[4, 5, 6][-keep:], 1, 1][:4])
    session.roll()
    for die, cell in enumerate(range(16 - keep, 16)):
        place(session, die, cell)
    session.confirm()
    assert session.phase == "OVER"


def test_a_new_record_plays_its_fanfare_but_not_the_first_game(qapp, tmp_path):
    store = Store(make_settings(tmp_path / "s.ini"))
    session = GameSession(store, seed=1)
    service = SoundService(StoreSound(store), store=store)
    service.watch(session)
    session.setDifficulty("NIGHTMARE")
    ruined_game(session, keep=2)  # the table's first game: rank 1, but no record beaten
    assert session.lastRank == 1 and "record" not in service.names()
    session.newGame()
    ruined_game(session, keep=3)  # one ruin fewer, one number more: a new record
    assert session.lastRank == 1
    assert service.names()[-2:] == ["confirm", "record"]
    session.newGame()
    service.requests.clear()
    ruined_game(session, keep=2)  # third of three: no fanfare
    assert session.lastRank == 3 and "record" not in service.names()


def test_the_desktop_settings_are_the_stores(qapp, tmp_path):
    store = Store(make_settings(tmp_path / "s.ini"))
    settings = StoreSound(store)
    assert settings.volume(demo=False) == 70
    store.soundVolume = 40
    assert settings.volume(demo=False) == 40
    store.sound = False
    assert settings.volume(demo=False) == 0
    store.reducedMotion = True
    assert settings.reduced_motion()


def test_every_sound_has_its_file():
    assert sorted(p.stem for p in SOUNDS_DIR.glob("*.wav")) == sorted(SOUNDS)


def child(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    """Python in a fresh process (the audio stack is set up once per process)."""
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


SPEAKER = """
import logging, sys
from PySide6.QtGui import QGuiApplication
from magdagdon.presenter.cues import SOUNDS
from magdagdon.qt.speaker import Speaker
from magdagdon.qt.sound import SOUNDS_DIR
app = QGuiApplication([])
speaker = Speaker(SOUNDS_DIR, SOUNDS)
started = speaker.start()
speaker.warm_up()
print(started, speaker.available, speaker.play("roll", 1.0), speaker.reason)
"""


def test_no_audio_server_is_silent_never_an_error():
    """A machine whose PulseAudio client finds no server (CI, a server): silent, and nothing
    on the console, no warning and no traceback."""
    done = child(SPEAKER, PULSE_SERVER="unix:/nonexistent/magdagdon-test", PIPEWIRE_REMOTE="none")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    started, available, played, reason = done.stdout.split(" ", 3)
    assert (started, available, played) == ("False", "False", "False")
    assert reason.strip() == "no audio output device" or "cannot load" in reason


def test_no_audio_library_is_silent_never_an_error():
    """Without Qt Multimedia's system libraries (libpulse0 on Linux) the import fails: silent."""
    code = "import sys; sys.modules['PySide6.QtMultimedia'] = None\n" + SPEAKER
    done = child(code)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.startswith("False False False Qt Multimedia cannot load")


HEARD = """
import sys, time
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from magdagdon.presenter.cues import SOUNDS
from magdagdon.qt.speaker import Speaker
from magdagdon.qt.sound import SOUNDS_DIR
from tests.nullsink import Monitor
app = QGuiApplication([])
monitor = Monitor(__import__("os").environ.copy())
speaker = Speaker(SOUNDS_DIR, SOUNDS)
assert speaker.start(), speaker.reason
speaker.warm_up()
def wait(done, seconds=10):
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "timed out"
        QCoreApplication.processEvents()
        time.sleep(0.002)
wait(speaker.ready)
wait(lambda: monitor.quiet_for(0.2))
silent_peak = monitor.peak
monitor.arm()
assert speaker.play("place", 1.0)
wait(lambda: monitor.heard is not None)
wait(lambda: monitor.quiet_for(0.2))
peak = monitor.peak
# The system's mute (here PulseAudio's, as a desktop's volume control sets it) silences the
# game too: its sounds are ordinary streams of the system's mixer.
import subprocess
subprocess.run(["pactl", "set-sink-mute", "magdagdon", "1"], check=True)
monitor.arm()
assert speaker.play("place", 1.0)
started = time.monotonic()
wait(lambda: time.monotonic() - started > 0.5)
print(silent_peak, peak, monitor.heard is None)
monitor.close()
"""


def test_a_sound_reaches_the_systems_mixer_and_its_mute_holds():
    """Played into a PulseAudio server (a null sink, as a desktop's speakers): the warm-up is
    silent, the knock arrives at the mixer at the file's own level (-3 dBFS peak), and once the
    system mutes its output the next knock is not heard."""
    from tests.nullsink import Unavailable, null_sink

    try:
        server = null_sink()
        env = server.__enter__()
    except Unavailable as exc:
        pytest.skip(str(exc))
    try:
        done = child(
            HEARD, **{k: env[k] for k in ("XDG_RUNTIME_DIR", "PULSE_SERVER", "PULSE_SINK")}
        )
    finally:
        server.__exit__(None, None, None)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    silent_peak, peak, muted = done.stdout.split()
    assert int(silent_peak) <= 200  # the warm-up made no sound
    assert 0.5 * 32768 * 10 ** (-3 / 20) <= int(peak) <= 32767  # the knock, at its own level
    assert muted == "True"  # the system's mute holds


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/maps")
def test_no_media_backend_is_loaded():
    """QSoundEffect needs no media backend: none is loaded, also where Qt Multimedia ships
    FFmpeg's (a pip install), so a pip install and the bundle use the same memory."""
    code = SPEAKER + (
        "maps = open('/proc/self/maps').read()\n"
        "print('avcodec' in maps or 'ffmpegmediaplugin' in maps)\n"
    )
    done = child(code)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "False"
