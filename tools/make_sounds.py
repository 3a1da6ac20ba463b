"""Make the game's sounds (issue 38): every file of resources/sounds/, synthesised here.

The sounds are ours: nothing is recorded or sampled, each one is computed from sine partials,
seeded noise and envelopes, in the Python standard library alone (``math``, ``random``,
``array``, ``wave``). ``python -m tools.make_sounds`` writes them; ``--check`` says whether the
committed files are what this script makes (``tests/tools/test_make_sounds.py`` runs it).

The same script gives the same samples: every random choice comes from ``random.Random`` with
a fixed seed (the Mersenne Twister is the same on every platform) and only ``math.sin``,
``math.exp`` and ``math.cos`` come from the C library, whose last-bit differences between
platforms move a sample by at most one step of 16 bits; the check allows that one step and
nothing more.

How they are made, and why they sound as they do:

- dice are small hard objects: a die hitting the board or another die is a *knock* (a few
  inharmonic partials that die out within tens of milliseconds, over a puff of filtered noise);
  a tumbling die is a run of ever softer clicks ending in the knock of its landing, and the
  rattles (``roll``, ``reroll``, ``adjust``) last exactly as long as the dice's tumble in
  Theme.qml (magdagdon.presenter.cues holds the same numbers);
- chimes are soft bell tones (a sine with a few quieter overtones, a 4 ms attack and a long
  exponential decay) on the notes of a major chord, rising: the bigger the bonus, the more
  notes (``two_pairs`` 2, ``four_of_a_kind`` 3, ``straight`` a run of 5);
- MAGDAGDON is a falling minor third in a hollow low timbre; a RUIN a dull crack (low-passed
  noise and a falling thump); the record a rising arpeggio into a held chord;
- every file is mono, 44.1 kHz, 16 bits; it starts and ends on silence (a 2 ms fade-in and a
  smooth fade-out, so no click), peaks at -3 dBFS, and its loudness is set so that the sounds
  sit together (tests/tools/test_make_sounds.py measures all of this on the files).
"""

from __future__ import annotations

import argparse
import array
import io
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

from magdagdon.presenter.cues import SOUNDS, STAGGER_MS, TUMBLE_MS

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "sounds"
RATE = 44100
#: Every file's highest peak: -3 dBFS, well clear of clipping on any mixer.
PEAK = 10 ** (-3 / 20)
#: The loudness each sound is brought to (RMS over its loud part, dBFS) before the peak
#: limit; quick, small sounds sit lower than the moments (chimes, MAGDAGDON, the record).
LOUDNESS = {
    "roll": -21.0,
    "reroll": -21.0,
    "land": -21.0,
    "adjust": -23.0,
    "place": -20.0,
    "take_back": -22.0,
    "confirm": -20.0,
    "two_pairs": -19.0,
    "four_of_a_kind": -19.0,
    "straight": -19.0,
    "magdagdon": -18.0,
    "ruin": -18.0,
    "record": -18.0,
}
FADE_IN_S = 0.002
TAIL_S = 0.04  # the last stretch fades to silence with a raised cosine

Buffer = list[float]


def _n(seconds: float) -> int:
    return max(1, round(seconds * RATE))


def silence(seconds: float) -> Buffer:
    return [0.0] * _n(seconds)


def mix(into: Buffer, sound: Sequence[float], at: float, gain: float = 1.0) -> Buffer:
    """Add ``sound`` into ``into`` from ``at`` seconds on, growing it as needed."""
    start = round(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += gain * v
    return into


def lowpass(samples: Sequence[float], cutoff: float) -> Buffer:
    """A one-pole low-pass filter (6 dB per octave above ``cutoff`` Hz)."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out: Buffer = []
    y = 0.0
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def lowpass2(samples: Sequence[float], cutoff: float) -> Buffer:
    """Two one-pole low-pass filters in a row: 12 dB per octave, for noise that must not hiss."""
    return lowpass(lowpass(samples, cutoff), cutoff)


def highpass(samples: Sequence[float], cutoff: float) -> Buffer:
    """The one-pole high-pass that matches :func:`lowpass` (what the low-pass takes away)."""
    low = lowpass(samples, cutoff)
    return [x - y for x, y in zip(samples, low, strict=True)]


def noise(seconds: float, rng: random.Random) -> Buffer:
    return [rng.uniform(-1, 1) for _ in range(_n(seconds))]


def partials(
    seconds: float,
    freqs: Sequence[float],
    gains: Sequence[float],
    decays: Sequence[float],
    *,
    attack: float = 0.0015,
    glide: float = 0.0,
) -> Buffer:
    """Sine partials, each with its gain and exponential decay time (s); ``glide`` bends every
    frequency by that many octaves over the sound (up if positive)."""
    n = _n(seconds)
    out = [0.0] * n
    attack_n = max(1, _n(attack))
    release_n = max(1, min(_n(0.02), n // 4))
    for f, g, d in zip(freqs, gains, decays, strict=True):
        phase = 0.0
        for i in range(n):
            t = i / RATE
            freq = f * 2 ** (glide * t / seconds) if glide else f
            phase += 2 * math.pi * freq / RATE
            env = g * math.exp(-t / d)
            if i < attack_n:
                env *= 0.5 - 0.5 * math.cos(math.pi * i / attack_n)
            elif i >= n - release_n:  # a note cut short ends smoothly, never with a click
                env *= 0.5 + 0.5 * math.cos(math.pi * (i - (n - release_n) + 1) / release_n)
            out[i] += env * math.sin(phase)
    return out


def knock(pitch: float, rng: random.Random, *, decay: float = 0.035, body: float = 1.0) -> Buffer:
    """A small hard object striking wood: inharmonic partials over a puff of noise."""
    ratios = (1.0, 1.58, 2.43, 3.31)
    tone = partials(
        decay * 5,
        [pitch * r * rng.uniform(0.985, 1.015) for r in ratios],
        [body, 0.55, 0.3, 0.16],
        [decay, decay * 0.6, decay * 0.4, decay * 0.3],
        attack=0.0008,
    )
    puff = lowpass2(noise(0.012, rng), min(pitch * 2, 2500))
    for i in range(len(puff)):
        puff[i] *= math.exp(-i / (0.003 * RATE)) * 0.8
    return mix(tone, puff, 0.0)


def click(rng: random.Random, gain: float) -> Buffer:
    """A die's edge ticking against the board or another die while it tumbles."""
    return knock(rng.uniform(1500, 2300), rng, decay=rng.uniform(0.006, 0.011), body=gain)


def tumble(rng: random.Random, seconds: float, *, clicks: int = 7) -> Buffer:
    """One die tumbling for ``seconds``: ticks that come closer and softer, then it lands."""
    out = silence(seconds)
    for k in range(clicks):
        # the first tick as it leaves the hand (at once: the tap is heard), then ticks that
        # crowd towards the end (the die loses speed), each a little softer
        lag = rng.uniform(0.1, 0.8) if k else 0.0
        at = seconds * (1 - (1 - (k + lag) / clicks) ** 1.4) * 0.92
        mix(out, click(rng, 0.55 * (1 - 0.5 * k / clicks)), at)
    return mix(out, knock(rng.uniform(520, 640), rng, decay=0.03), seconds)


def bell(freq: float, seconds: float, *, decay: float = 0.45) -> Buffer:
    """A soft bell tone: the fundamental, a quieter octave and fifth above, a faint ring."""
    return partials(
        seconds,
        [freq, freq * 2, freq * 3.005, freq * 4.2],
        [1.0, 0.28, 0.1, 0.035],
        [decay, decay * 0.55, decay * 0.35, decay * 0.2],
        attack=0.004,
    )


def note(name: str) -> float:
    """Equal temperament, A4 = 440 Hz: "C5", "G#4"..."""
    names = {"C": -9, "C#": -8, "D": -7, "D#": -6, "E": -5, "F": -4, "F#": -3, "G": -2}
    names |= {"G#": -1, "A": 0, "A#": 1, "B": 2}
    semis = names[name[:-1]] + 12 * (int(name[-1]) - 4)
    return 440.0 * 2 ** (semis / 12)


def chime(notes: Sequence[str], gap: float, last: float) -> Buffer:
    out: Buffer = []
    for i, name in enumerate(notes):
        final = i == len(notes) - 1
        mix(out, bell(note(name), last if final else gap * 3), i * gap, 0.8 if final else 0.65)
    return out


# --- the sounds ---------------------------------------------------------------------------

TUMBLE_S = TUMBLE_MS / 1000
STAGGER_S = STAGGER_MS / 1000


def roll(rng: random.Random) -> Buffer:
    """ROLL: four dice, each tumbling for the tumble, one stagger after the other (as
    DieDelegate.qml shows them), the last landing when the roll has settled."""
    out = silence(TUMBLE_S + 3 * STAGGER_S)
    for die in range(4):
        mix(out, tumble(rng, TUMBLE_S), die * STAGGER_S, 0.8)
    return out


def reroll(rng: random.Random) -> Buffer:
    """REROLL: the chosen dice thrown again together (they tumble at once)."""
    out = silence(TUMBLE_S)
    for die in range(2):
        mix(out, tumble(rng, TUMBLE_S * rng.uniform(0.97, 1.0)), 0.004 * die, 0.85)
    return out


def land(rng: random.Random) -> Buffer:
    """Reduced motion: the dice are thrown and land at once, a short clatter."""
    out: Buffer = []
    for die, at in enumerate((0.0, 0.018, 0.041, 0.066)):
        mix(out, knock(rng.uniform(560, 720), rng, decay=0.026), at, 0.9 - 0.1 * die)
        mix(out, click(rng, 0.4), at + 0.009)
    return out


def adjust(rng: random.Random) -> Buffer:
    """INCREASE / DECREASE: one die turns over one face (three ticks, a soft landing)."""
    return tumble(rng, TUMBLE_S, clicks=3)


def place(rng: random.Random) -> Buffer:
    """A die set down on the board: one round wooden knock."""
    return mix(knock(430, rng, decay=0.05), knock(860, rng, decay=0.015), 0.0, 0.25)


def take_back(rng: random.Random) -> Buffer:
    """A die taken back: a lighter, rising lift (the knock's pitch bends up)."""
    tone = partials(0.16, [700, 1120, 1700], [1.0, 0.4, 0.15], [0.04, 0.025, 0.015], glide=0.5)
    return mix(tone, click(rng, 0.3), 0.0)


def confirm(rng: random.Random) -> Buffer:
    """CONFIRM: the dice sink into the board (a low knock) under a warm settled fifth."""
    out = knock(180, rng, decay=0.06)
    mix(out, bell(note("C4"), 0.5, decay=0.16), 0.01, 0.45)
    return mix(out, bell(note("G4"), 0.5, decay=0.16), 0.03, 0.3)


def two_pairs(_rng: random.Random) -> Buffer:
    return chime(["E5", "A5"], 0.09, 0.8)


def four_of_a_kind(_rng: random.Random) -> Buffer:
    return chime(["C5", "E5", "G5"], 0.085, 0.9)


def straight(_rng: random.Random) -> Buffer:
    return chime(["C5", "D5", "E5", "G5", "C6"], 0.065, 1.0)


def magdagdon(rng: random.Random) -> Buffer:
    """MAGDAGDON: a hollow falling minor third, low, with a soft thud under it."""

    def hollow(freq: float, seconds: float) -> Buffer:  # odd partials: a soft clarinet-like tone
        return partials(seconds, [freq, freq * 3, freq * 5], [1.0, 0.3, 0.08], [0.3, 0.16, 0.09])

    out = hollow(note("C4"), 0.4)
    mix(out, hollow(note("A3"), 0.75), 0.17, 1.1)
    mix(out, knock(90, rng, decay=0.08), 0.17, 0.6)
    return lowpass(out, 2200)


def ruin(rng: random.Random) -> Buffer:
    """A RUIN: a dull crack (low-passed noise that splits twice) over a falling thump."""
    thump = partials(0.35, [110, 165], [1.0, 0.35], [0.08, 0.05], glide=-0.8)
    crack = lowpass2(highpass(noise(0.2, rng), 120), 1100)
    for i in range(len(crack)):
        crack[i] *= math.exp(-i / (0.025 * RATE))
    out = mix(thump, crack, 0.0, 0.9)
    for at in (0.035, 0.07):
        splinter = lowpass2(noise(0.05, rng), 900)
        for i in range(len(splinter)):
            splinter[i] *= math.exp(-i / (0.01 * RATE))
        mix(out, splinter, at, 0.5)
    return out


def record(_rng: random.Random) -> Buffer:
    """A new record: a rising arpeggio that opens into a held major chord."""
    out = chime(["C5", "E5", "G5", "C6"], 0.11, 1.3)
    for name, gain in (("C5", 0.35), ("E5", 0.28), ("G5", 0.25)):
        mix(out, bell(note(name), 1.25, decay=0.6), 0.44, gain)
    return out


MAKERS: dict[str, Callable[[random.Random], Buffer]] = {
    "roll": roll,
    "reroll": reroll,
    "land": land,
    "adjust": adjust,
    "place": place,
    "take_back": take_back,
    "confirm": confirm,
    "two_pairs": two_pairs,
    "four_of_a_kind": four_of_a_kind,
    "straight": straight,
    "magdagdon": magdagdon,
    "ruin": ruin,
    "record": record,
}


# --- finishing: loudness, peak, fades, 16 bits --------------------------------------------


def loud_rms(samples: Sequence[float]) -> float:
    """RMS over the part of a sound within 30 dB of its peak (its silence does not count)."""
    peak = max(abs(v) for v in samples)
    floor = peak * 10 ** (-30 / 20)
    loud = [v for v in samples if abs(v) >= floor]
    return math.sqrt(sum(v * v for v in loud) / len(loud))


def finish(samples: Buffer, loudness_db: float) -> Buffer:
    """The sound at its loudness, limited to PEAK, faded in and out, trimmed of trailing
    silence (what stays under -60 dBFS at the end goes, then the tail fades to zero)."""
    dc = sum(samples) / len(samples)
    samples = [v - dc for v in samples]
    gain = 10 ** (loudness_db / 20) / loud_rms(samples)
    peak = max(abs(v) for v in samples) * gain
    if peak > PEAK:
        gain *= PEAK / peak
    samples = [v * gain for v in samples]
    quiet = 10 ** (-60 / 20)
    end = len(samples)
    while end > 1 and abs(samples[end - 1]) < quiet:
        end -= 1
    samples = samples[: min(len(samples), end + _n(0.01))]
    fade_in = _n(FADE_IN_S)
    for i in range(min(fade_in, len(samples))):
        samples[i] *= i / fade_in
    tail = min(_n(TAIL_S), len(samples) // 2)
    for i in range(tail):
        k = len(samples) - tail + i
        samples[k] *= 0.5 + 0.5 * math.cos(math.pi * (i + 1) / tail)
    return samples


def to_wav(samples: Sequence[float]) -> bytes:
    pcm = array.array("h", (max(-32767, min(32767, round(v * 32767))) for v in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return out.getvalue()


def make(name: str) -> bytes:
    """The WAV file of sound ``name``, from its own seed (each sound alone is reproducible)."""
    rng = random.Random(f"magdagdon:{name}")
    return to_wav(finish(MAKERS[name](rng), LOUDNESS[name]))


def read_samples(data: bytes) -> list[int]:
    """The 16-bit samples of one of our WAV files."""
    with wave.open(io.BytesIO(data), "rb") as w:
        if (w.getnchannels(), w.getsampwidth()) != (1, 2):
            raise wave.Error("not mono 16-bit")
        frames = w.readframes(w.getnframes())
    pcm = array.array("h")
    pcm.frombytes(frames)
    if sys.byteorder == "big":
        pcm.byteswap()
    return list(pcm)


def differences(name: str, committed: bytes) -> str | None:
    """Why ``committed`` is not what the script makes for ``name`` (None when it is): another
    format or length, or a sample more than one 16-bit step away."""
    made = make(name)
    if made == committed:
        return None
    try:
        theirs = read_samples(committed)
    except (wave.Error, EOFError) as exc:
        return f"not a WAV file this script writes ({exc})"
    ours = read_samples(made)
    if made[:44] != committed[:44] or len(ours) != len(theirs):
        return "a different length or format"
    worst = max(abs(a - b) for a, b in zip(ours, theirs, strict=True))
    return None if worst <= 1 else f"samples differ by up to {worst} steps"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    parser.add_argument("names", nargs="*", help="only these sounds (default: all)")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in MAKERS]
    if unknown:
        parser.error(f"unknown sound(s): {', '.join(unknown)} (known: {', '.join(SOUNDS)})")
    failed = 0
    for name in args.names or SOUNDS:
        path = OUT / f"{name}.wav"
        if args.check:
            why = differences(name, path.read_bytes()) if path.is_file() else "missing"
            if why is not None:
                print(f"{path.relative_to(ROOT)}: {why} (python -m tools.make_sounds)")
                failed += 1
            continue
        OUT.mkdir(parents=True, exist_ok=True)
        path.write_bytes(make(name))
        print(f"wrote {path.relative_to(ROOT)}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
