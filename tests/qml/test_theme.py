"""The palette keeps text readable: every text/background pair the views use is >= 4.5:1."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

THEME = Path(__file__).resolve().parents[2] / "qml" / "Magdagdon" / "Theme.qml"
COLOURS = dict(re.findall(r'property color (\w+): "(#[0-9a-fA-F]{6})"', THEME.read_text()))

# (text, background) as the views pair them.
PAIRS = [
    ("ink", "paper"),
    ("ink", "card"),
    ("ink", "paperDeep"),
    ("inkSoft", "paper"),
    ("inkSoft", "card"),
    ("berry", "card"),
    ("berry", "paper"),
    ("teal", "card"),
    ("onAccent", "berry"),
    ("onAccent", "teal"),
    ("onAccent", "danger"),
    ("onAccent", "inkSoft"),
    ("goldInk", "gold"),
    ("disabledInk", "disabled"),
    ("ruinMark", "ruin"),
    ("inkSoft", "ivory"),
    ("ink", "slot"),
]


def luminance(hex_colour: str) -> float:
    channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("text,background", PAIRS, ids=lambda p: p)
def test_text_contrast_is_at_least_4_5(text: str, background: str) -> None:
    ratio = contrast(COLOURS[text], COLOURS[background])
    assert ratio >= 4.5, f"{text} on {background}: {ratio:.2f}:1"
