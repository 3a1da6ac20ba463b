"""The game's sounds (issue 38): the committed files are what tools/make_sounds.py makes, and
they are measured here as a listener would judge them: clean start and end, no clipping, no
harsh highs, loudness that sits together, and rattles exactly as long as the dice's tumble."""

from __future__ import annotations

import cmath
import io
import itertools
import math
import wave
from functools import cache
from pathlib import Path

import pytest

from magdagdon.presenter.cues import ROLL_SETTLE_MS, SOUNDS, TUMBLE_MS
from tools import make_sounds

SOUNDS_DIR = Path(__file__).resolve().parents[2] / "resources" / "sounds"
FULL_SCALE = 32768

#: The longest each sound may be (s): a tap's sound is over before the next tap, the moments
#: (bonus chimes, MAGDAGDON, the record) ring a little longer.
LONGEST = {
    "roll": 0.6,
    "reroll": 0.5,
    "land": 0.3,
    "adjust": 0.5,
    "place": 0.3,
    "take_back": 0.25,
    "confirm": 0.6,
    "two_pairs": 1.2,
    "four_of_a_kind": 1.3,
    "straight": 1.5,
    "magdagdon": 1.2,
    "ruin": 0.6,
    "record": 2.0,
}


@cache
def samples(name: str) -> tuple[float, ...]:
    data = (SOUNDS_DIR / f"{name}.wav").read_bytes()
    return tuple(v / FULL_SCALE for v in make_sounds.read_samples(data))


def db(x: float) -> float:
    return 20 * math.log10(max(x, 1e-12))


def fft(values: list[complex]) -> list[complex]:
    """Radix-2 FFT (len a power of two)."""
    n = len(values)
    if n == 1:
        return values
    even, odd = fft(values[0::2]), fft(values[1::2])
    twiddled = [cmath.exp(-2j * math.pi * k / n) * odd[k] for k in range(n // 2)]
    return [even[k] + twiddled[k] for k in range(n // 2)] + [
        even[k] - twiddled[k] for k in range(n // 2)
    ]


@cache
def power_spectrum(name: str, size: int = 1024) -> tuple[float, ...]:
    """Welch's average power per FFT bin (Hann windows, half overlap), bins 0..size/2."""
    x = samples(name)
    window = [0.5 - 0.5 * math.cos(2 * math.pi * i / size) for i in range(size)]
    total = [0.0] * (size // 2 + 1)
    padded = list(x) + [0.0] * size
    for start in range(0, len(x), size // 2):
        frame = [complex(padded[start + i] * window[i]) for i in range(size)]
        for k, v in enumerate(fft(frame)[: size // 2 + 1]):
            total[k] += abs(v) ** 2
    return tuple(total)


def energy_above(name: str, hz: float) -> float:
    """The share of a sound's energy above ``hz``."""
    spectrum = power_spectrum(name)
    bin_hz = make_sounds.RATE / ((len(spectrum) - 1) * 2)
    high = sum(p for k, p in enumerate(spectrum) if k * bin_hz >= hz)
    return high / sum(spectrum)


def window_rms(x: tuple[float, ...], ms: float = 5) -> list[float]:
    n = round(make_sounds.RATE * ms / 1000)
    return [math.sqrt(sum(v * v for v in x[i : i + n]) / n) for i in range(0, len(x) - n + 1, n)]


def onsets_ms(name: str, ms: float = 5) -> list[float]:
    """When something strikes: a 5 ms window at least twice as loud as the one before and
    within 20 dB of the loudest."""
    rms = window_rms(samples(name), ms)
    loudest = max(rms)
    return [k * ms for k in range(1, len(rms)) if rms[k] > 2 * rms[k - 1] and rms[k] > loudest / 10]


def test_every_sound_has_its_file_and_nothing_else_is_there():
    assert sorted(p.stem for p in SOUNDS_DIR.glob("*")) == sorted(SOUNDS)
    assert sorted(make_sounds.MAKERS) == sorted(SOUNDS)


@pytest.mark.parametrize("name", SOUNDS)
def test_the_script_makes_the_committed_file(name):
    """Byte for byte here; elsewhere a C library's last-bit difference in sin/exp may move a
    sample by one 16-bit step, and no more (make_sounds.differences)."""
    assert make_sounds.differences(name, (SOUNDS_DIR / f"{name}.wav").read_bytes()) is None


def test_check_mode_names_a_damaged_file(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(make_sounds, "OUT", tmp_path)
    monkeypatch.setattr(make_sounds, "ROOT", tmp_path)
    (tmp_path / "place.wav").write_bytes(make_sounds.make("place")[:-200])
    assert make_sounds.main(["--check", "place"]) == 1
    assert "place.wav: a different length or format" in capsys.readouterr().out
    (tmp_path / "roll.wav").write_bytes(b"RIFF nonsense")
    assert make_sounds.main(["--check", "roll"]) == 1
    assert "roll.wav: not a WAV file" in capsys.readouterr().out
    assert make_sounds.main(["place"]) == 0
    assert make_sounds.main(["--check", "place"]) == 0


@pytest.mark.parametrize("name", SOUNDS)
def test_format_and_length(name):
    with wave.open(io.BytesIO((SOUNDS_DIR / f"{name}.wav").read_bytes())) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
        seconds = w.getnframes() / w.getframerate()
    assert 0.1 <= seconds <= LONGEST[name]


@pytest.mark.parametrize("name", SOUNDS)
def test_no_clipping_and_a_sensible_peak(name):
    x = samples(name)
    peak = max(abs(v) for v in x)
    assert -12 <= db(peak) <= -2.9, f"peak {db(peak):.1f} dBFS"
    assert all(abs(v) < 32767 / FULL_SCALE for v in x)


def test_loudness_is_sensible_and_the_sounds_sit_together():
    loudness = {name: db(make_sounds.loud_rms(samples(name))) for name in SOUNDS}
    assert all(-27 <= v <= -15 for v in loudness.values()), loudness
    assert max(loudness.values()) - min(loudness.values()) <= 8, loudness


@pytest.mark.parametrize("name", SOUNDS)
def test_starts_and_ends_without_a_click(name):
    x = samples(name)
    peak = max(abs(v) for v in x)
    ms = round(make_sounds.RATE / 1000)
    assert x[0] == 0 and x[-1] == 0
    assert max(abs(v) for v in x[:ms]) <= 0.6 * peak  # the 2 ms fade-in
    assert db(max(abs(v) for v in x[-10 * ms :])) <= db(peak) - 30  # faded out
    assert abs(sum(x) / len(x)) < 0.001  # no DC offset
    # No discontinuity anywhere: no step between two samples a click would make.
    assert max(abs(b - a) for a, b in itertools.pairwise(x)) <= 0.5 * peak


@pytest.mark.parametrize("name", SOUNDS)
def test_pleasant_not_harsh(name):
    """Little energy in the highs (hiss, clicks), none near the top of the band (aliasing)."""
    assert energy_above(name, 6000) < 0.05
    assert energy_above(name, 16000) < 0.002


@pytest.mark.parametrize(
    ("name", "settle_ms"),
    [("roll", ROLL_SETTLE_MS), ("reroll", TUMBLE_MS), ("adjust", TUMBLE_MS)],
)
def test_the_rattle_lands_when_the_tumble_ends(name, settle_ms):
    """The last die's landing is the rattle's last strike, when Theme.qml's tumble ends
    (within one 5 ms window either side)."""
    last = onsets_ms(name)[-1]
    assert settle_ms - 10 <= last <= settle_ms + 5, onsets_ms(name)
    assert len(samples(name)) / 44.1 <= settle_ms + 200  # and it dies out soon after


def pitches(name: str, size: int = 4096, hop: int = 1024) -> list[float]:
    """The strongest pitch (Hz) of each moment, repeats collapsed: the notes as heard."""
    x = list(samples(name)) + [0.0] * size
    bin_hz = make_sounds.RATE / size
    window = [0.5 - 0.5 * math.cos(2 * math.pi * i / size) for i in range(size)]
    heard: list[float] = []
    for start in range(0, len(samples(name)) - size // 2, hop):
        spectrum = [abs(v) for v in fft([complex(x[start + i] * window[i]) for i in range(size)])]
        strongest = max(range(5, size // 2), key=lambda k: spectrum[k]) * bin_hz
        if not heard or abs(strongest - heard[-1]) > 2 * bin_hz:
            heard.append(strongest)
    return heard


def test_the_bonus_chimes_rise_and_differ():
    """Each bonus chime rises note by note, and a bigger bonus rings more notes: two pairs,
    four of a kind, straight; the record's fanfare rises too."""
    notes = {name: pitches(name) for name in ("two_pairs", "four_of_a_kind", "straight", "record")}
    notes["record"] = notes["record"][:4]  # its arpeggio; then the chord is held
    for name, heard in notes.items():
        assert heard == sorted(heard), (name, heard)
    assert 2 <= len(notes["two_pairs"]) < len(notes["four_of_a_kind"]) < len(notes["straight"])


def test_magdagdon_falls_and_the_ruin_is_dull():
    heard = pitches("magdagdon")
    assert heard[-1] < heard[0]
    assert energy_above("ruin", 2000) < 0.1  # a dull crack, not a bright one


@pytest.mark.parametrize("name", SOUNDS)
def test_a_sound_starts_at_once(name):
    """Within 3 ms of its start a sound is within 20 dB of its peak: the file adds nothing to
    the tap-to-sound latency (benchmarks/bench_sound.py)."""
    x = samples(name)
    peak = max(abs(v) for v in x)
    first = next(i for i, v in enumerate(x) if abs(v) >= peak / 10)
    assert first / 44.1 <= 3
