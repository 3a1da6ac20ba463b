"""Colour is never the only signal, and where it is used it survives colour blindness
(issue 15): the board's state marks, passed through the protanopia, deuteranopia and
tritanopia simulations of Machado, Oliveira and Fernandes (2009, severity 1.0), still differ
in every theme; simulated screenshots are written for a person to look at."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from PySide6.QtQuick import QQuickItem

from magdagdon.app.wiring import application

from .conftest import SCREENSHOTS, Ui
from .test_theme import THEMES, over

# Machado et al. 2009, severity 1.0, on linear RGB.
MACHADO = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def to_linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(rgb: tuple[float, float, float], kind: str) -> tuple[float, float, float]:
    """An sRGB colour (0..1) as seen with ``kind`` of colour blindness."""
    lin = [to_linear(c) for c in rgb]
    m = MACHADO[kind]
    out = [sum(m[r][k] * lin[k] for k in range(3)) for r in range(3)]
    return (to_srgb(out[0]), to_srgb(out[1]), to_srgb(out[2]))


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (to_linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def rgb(hex_colour: str) -> tuple[float, float, float]:
    return tuple(int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


def delta_e(a: str, b: str, kind: str) -> float:
    la, lb = lab(simulate(rgb(a), kind)), lab(simulate(rgb(b), kind))
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5


def marks(theme: str) -> dict[str, tuple[str, str]]:
    """Each state as (fill, edge), the two colours that carry it on the board. (A permanent
    number differs from an empty slot by its pips and numeral, not by colour.)"""
    c = THEMES[theme]
    return {
        "empty": (c["slot"], c["slotShade"]),
        "lit": (c["tealLight"], c["teal"]),
        "prepared": (c["ivoryRaised"], c["preparedEdge"]),
        "ruin": (c["ruin"], c["ruinCrack"]),
        "hint": (over(c["ghostTile"], c["slot"]), c["hint"]),
        "bonus": (c["ivoryShade"], c["goldEdge"]),
    }


SEEN = 12.0  # ΔE*ab: clearly different at a glance (2.3 is "just noticeable")


@pytest.mark.parametrize("kind", MACHADO)
@pytest.mark.parametrize("theme", THEMES)
def test_board_marks_stay_apart(theme: str, kind: str) -> None:
    problems = []
    for (a, (fa, ea)), (b, (fb, eb)) in itertools.combinations(marks(theme).items(), 2):
        d = max(delta_e(fa, fb, kind), delta_e(ea, eb, kind))
        if d < SEEN:
            problems.append(f"{a}/{b}: ΔE {d:.1f}")
    assert not problems, f"{theme}, {kind}: " + ", ".join(problems)


@pytest.mark.parametrize("kind", MACHADO)
@pytest.mark.parametrize("theme", THEMES)
def test_a_selected_die_stays_apart_from_the_others(theme: str, kind: str) -> None:
    c = THEMES[theme]
    assert delta_e(c["teal"], c["line"], kind) >= SEEN  # its ring, against a resting die's slot
    assert delta_e(c["teal"], c["ivory"], kind) >= SEEN  # and against the die's face


def simulated(image: QImage, kind: str) -> QImage:
    """The whole screenshot as seen with ``kind`` (a 256-level lookup per channel)."""
    small = image.scaledToWidth(640).convertToFormat(QImage.Format.Format_RGB32)
    lin = [to_linear(i / 255) for i in range(256)]
    m = MACHADO[kind]
    cache: dict[int, int] = {}
    for y in range(small.height()):
        for x in range(small.width()):
            p = small.pixel(x, y) & 0xFFFFFF
            q = cache.get(p)
            if q is None:
                r, g, b = lin[p >> 16], lin[(p >> 8) & 255], lin[p & 255]
                out = [
                    round(255 * to_srgb(m[i][0] * r + m[i][1] * g + m[i][2] * b)) for i in range(3)
                ]
                q = cache[p] = QColor(*out).rgb()
            small.setPixel(x, y, q)
    return small


GRID = 24  # sample points a side, at the same places in every cell
APART = 0.05  # two states differ clearly over at least this share of the cell


def samples(image: QImage, item: QQuickItem) -> list[str]:
    """The cell's colours at GRID × GRID points (the same places in every cell)."""
    dpr = image.width() / item.window().width()
    p = item.mapToScene(QPointF(0, 0))
    out = []
    for j in range(GRID):
        for i in range(GRID):
            x = int((p.x() + item.width() * (i + 0.5) / GRID) * dpr)
            y = int((p.y() + item.height() * (j + 0.5) / GRID) * dpr)
            out.append(f"#{image.pixel(x, y) & 0xFFFFFF:06x}")
    return out


def apart(a: list[str], b: list[str], kind: str) -> float:
    """The share of the cell where the two look clearly different (fill, ring, dot, pips,
    cross) as seen with ``kind``."""
    return sum(delta_e(p, q, kind) >= SEEN for p, q in zip(a, b, strict=True)) / len(a)


def board_with_every_state(ui: Ui) -> dict[str, str]:
    """A NIGHTMARE board with a ruin, a prepared die, the HINT's ghosts, a selected die and
    its lit cells; returns a cell in each state."""
    s = ui.session
    s.setDifficulty("NIGHTMARE")
    s.queue_rolls([1, 3, 5, 6])  # only two dice fit: MAGDAGDON (R6.1)
    ui.tap("rollButton")
    ui.tap("acceptMagdagdonButton")
    ui.tap("cell15")  # the ruin (R6.3)
    hints = application(ui.engine).hints
    assert hints is not None
    s.queue_rolls([3, 4, 4, 5])
    ui.tap("rollButton")
    ui.qtbot.waitUntil(lambda: hints.canHint, timeout=20000)
    ui.tap("hintButton")
    ui.qtbot.waitUntil(lambda: ui.visible("ghost1"), timeout=20000)
    first, second = hints.hint[0], hints.hint[1]
    die = next(d for d in range(4) if s.game.dice[d].value == first["value"])
    ui.tap(f"die{die}")
    ui.tap(f"cell{first['cell']}")  # the plan's first step: its ghosts stay
    assert ui.visible("ghost0")
    lit: list[int] = []
    for other in (d for d in range(4) if not s.game.dice[d].prepared):
        ui.tap(f"die{other}")  # selected, its cells lit
        lit = [c for c in ui.lit_cells() if c != second["cell"]]
        if lit:
            break
        ui.tap(f"die{other}")
    assert lit, s.game
    empty = next(
        c
        for c in range(16)
        if c not in lit
        and not ui.prop(f"cell{c}", "prepared")
        and c not in (15, second["cell"])
        and not any(h["cell"] == c for h in hints.hint)
    )
    return {
        "ruin": "cell15",
        "prepared": f"cell{first['cell']}",
        "hint": f"cell{second['cell']}",
        "lit": f"cell{lit[0]}",
        "empty": f"cell{empty}",
    }


@pytest.mark.parametrize("theme", THEMES)
def test_simulated_screenshots_of_the_board(ui: Ui, theme: str) -> None:
    """Lit, prepared, selected, HINT and ruin on one board: each state's cell, as the
    screenshot shows it and through each simulation, differs clearly from every other
    state's over part of the cell (its fill, or its marks: colour is never the only signal);
    the simulated screenshots are written for a person to look at."""
    ui.window.setProperty("themeOverride", theme)
    cells = board_with_every_state(ui)
    path: Path = ui.screenshot(f"colour-blind-{theme}")
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB32)
    looks = {state: samples(image, ui.item(cell)) for state, cell in cells.items()}
    problems = []
    for kind in MACHADO:
        out = SCREENSHOTS / f"colour-blind-{theme}-{kind}.png"
        assert simulated(image, kind).save(str(out))
        for (a, la), (b, lb) in itertools.combinations(looks.items(), 2):
            if (share := apart(la, lb, kind)) < APART:
                problems.append(f"{kind} {a}/{b}: {share:.0%} of the cell differs")
    assert not problems, f"{theme}: " + ", ".join(problems)
