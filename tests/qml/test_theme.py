"""Every theme keeps text readable and marks visible (issue 15): each text/background pair the
views use is >= 4.5:1 (>= 7:1 in high contrast), each state mark >= 3:1 on what surrounds it;
and every theme names the same colours."""

from __future__ import annotations

import re

import pytest

from tests.qmlsource import qml_file

THEME = qml_file("Theme.qml")
TEXT = THEME.read_text()


def palette(name: str) -> dict[str, str]:
    body = re.search(rf"property var {name}Palette: \(\{{(.*?)\}}\)", TEXT, re.S)
    assert body, name
    return dict(re.findall(r'(\w+): "(#[0-9a-fA-F]{6,8})"', body.group(1)))


THEMES = {name: palette(name) for name in ("light", "dark", "contrast")}
NAMED = set(re.findall(r"readonly property color (\w+): palette\.(\w+)", TEXT))

# (text, background) as the views pair them.
PAIRS = [
    ("ink", "paper"),
    ("ink", "card"),
    ("ink", "paperDeep"),
    ("inkSoft", "paper"),
    ("inkSoft", "card"),
    ("berry", "card"),
    ("ink", "button"),  # a secondary button's label (the replay's steps)
    ("teal", "button"),  # REPLAY
    ("berry", "paper"),
    ("teal", "card"),
    ("teal", "tealLight"),  # the review's "best play" mark
    ("onAccent", "berry"),
    ("onAccent", "teal"),
    ("onAccent", "danger"),
    ("onAccent", "inkSoft"),
    ("goldInk", "gold"),
    ("disabledInk", "disabled"),
    ("ruinMark", "ruin"),
    ("tileInk", "ivory"),
    ("pip", "ivory"),
    ("shadeInk", "shade"),
    ("shadeTitle", "shade"),
]
# (mark, surround): state marks and control edges (WCAG 1.4.11, >= 3:1).
MARKS = [
    ("teal", "tealLight"),  # a lit cell's ring and brackets
    ("preparedEdge", "ivory"),  # a prepared tile's rim
    ("danger", "ruinLight"),  # a cell offered for the ruin: its cross
    ("ruin", "slot"),  # a ruin among empty cells
    ("ivory", "board"),  # a number tile on the walnut
    ("focus", "paper"),  # the keyboard focus ring on the page
    # A state drawn in an empty cell's place, by the colour that marks it (CellDelegate.qml,
    # GhostDie.qml), over the part of the empty cell that colour covers: the lit ring and
    # brackets and the ruin's cross lie over the slot's fill (the ring is wider than the rim).
    ("teal", "slot"),  # lit: may go here
    ("danger", "slot"),  # offered for the ruin: its ring and cross
    ("hint", "slot"),  # a HINT's ghost: its dashed outline
]
# A mark drawn with two colours (fill and ring, or a double ring): one of them stands out.
EITHER = [
    (("tealLight", "teal"), "board"),  # a lit cell on the walnut: its fill or its ring
    (("focus", "focusInner"), "board"),  # the board cursor's double ring
    (("focus", "focusInner"), "tealLight"),  # on a lit cell
    (("focus", "focusInner"), "ivory"),  # on a number tile
]


def luminance(hex_colour: str) -> float:
    channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def over(colour: str, background: str) -> str:
    """A #aarrggbb colour as seen over an opaque background (the shades and veils)."""
    if len(colour) == 7:
        return colour
    alpha = int(colour[1:3], 16) / 255
    rgb = [
        round(alpha * int(colour[i : i + 2], 16) + (1 - alpha) * int(background[j : j + 2], 16))
        for i, j in ((3, 1), (5, 3), (7, 5))
    ]
    return "#" + "".join(f"{c:02x}" for c in rgb)


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_every_theme_names_the_same_colours() -> None:
    names = {key for key, _ in NAMED}
    assert all(key == source for key, source in NAMED)
    for theme, colours in THEMES.items():
        assert set(colours) == names, theme


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("text,background", PAIRS, ids=lambda p: p)
def test_text_contrast(theme: str, text: str, background: str) -> None:
    colours = THEMES[theme]
    ground = over(colours[background], colours["board"])
    ratio = contrast(colours[text], ground)
    need = 7.0 if theme == "contrast" else 4.5
    assert ratio >= need, f"{theme}: {text} on {background}: {ratio:.2f}:1"


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("mark,surround", MARKS, ids=lambda p: p)
def test_marks_contrast(theme: str, mark: str, surround: str) -> None:
    colours = THEMES[theme]
    ratio = contrast(colours[mark], colours[surround])
    assert ratio >= 3.0, f"{theme}: {mark} on {surround}: {ratio:.2f}:1"


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("marks,surround", EITHER, ids=lambda p: str(p))
def test_two_colour_marks_contrast(theme: str, marks: tuple[str, str], surround: str) -> None:
    colours = THEMES[theme]
    ratio = max(contrast(colours[m], colours[surround]) for m in marks)
    assert ratio >= 3.0, f"{theme}: {marks} on {surround}: {ratio:.2f}:1"


def test_the_theme_is_remembered_and_the_command_line_overrides_it(ui, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Settings → Look stores the theme (store setting "theme"); --theme wins for one run."""
    from magdagdon.app.cli import parse_args

    assert parse_args(["--theme", "contrast"]).theme == "contrast"
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    def choose(name: str) -> None:  # below the fold: focus scrolls it into view, then a tap
        ui.item(name).forceActiveFocus()
        ui.settle(20)
        ui.tap(name)

    ui.tap("settingsButton")
    choose("theme_dark")
    assert ui.store.theme == "dark"
    assert ui.window.property("color").name() == THEMES["dark"]["paper"]
    ui.window.setProperty("themeOverride", "contrast")  # what create_engine(theme=...) sets
    ui.settle()
    assert ui.window.property("color").name() == THEMES["contrast"]["paper"]
    assert ui.store.theme == "dark"  # the one-run theme is not stored
    # Settings says why the look is not the one checked (a player saw "Dark" checked, and
    # high contrast on screen).
    assert ui.visible("themeOverrideNote")
    ui.window.setProperty("themeOverride", "")
    ui.settle()
    assert not ui.visible("themeOverrideNote")
    choose("theme_light")
    QTest.keyClick(ui.window, Qt.Key.Key_Escape)
    ui.settle()
    assert ui.window.property("color").name() == THEMES["light"]["paper"]


def test_reduced_motion_follows_the_system_until_the_player_chooses(ui, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Settings → Reduced motion shows the system's preference (magdagdon.app.motion) until the
    player chooses; then the choice wins (issue 15)."""
    theme = ui.engine.singletonInstance("Magdagdon", "Theme")
    assert theme.property("reducedMotion") is False and theme.property("tumble") > 0
    ui.store.follow_system_motion(True)  # what the platform said after the first frame
    ui.settle()
    assert theme.property("reducedMotion") is True and theme.property("tumble") == 0
    ui.tap("settingsButton")
    ui.item("reducedMotion").forceActiveFocus()  # below the fold: focus scrolls it into view
    ui.settle(20)
    assert ui.prop("reducedMotion", "checked") is True
    ui.tap("reducedMotion")  # the player wants the motion back
    ui.settle()
    assert ui.store.reducedMotion is False and theme.property("reducedMotion") is False
    ui.store.follow_system_motion(False)
    ui.store.follow_system_motion(True)
    ui.settle()
    assert theme.property("reducedMotion") is False
    assert ui.prop("reducedMotion", "checked") is False


@pytest.mark.parametrize("theme", THEMES)
def test_an_enabled_secondary_button_looks_raised_next_to_a_disabled_one(theme: str) -> None:
    """A lighter fill reads as raised, on paper and at night alike: in the dark theme the
    replay's enabled steps (filled with the card's colour) were darker than its disabled ones,
    so the buttons that could be pressed looked like the ones that could not."""
    colours = THEMES[theme]
    assert luminance(colours["button"]) > luminance(colours["disabled"])
    assert contrast(colours["button"], colours["disabled"]) >= 1.3


# The walnut tray is a gradient, boardLight at its top to board at its bottom (BoardView.qml):
# a cell may sit anywhere on it.
TRAY = ("boardLight", "board")


@pytest.mark.parametrize("theme", THEMES)
def test_an_empty_cell_stands_out_from_the_tray(theme: str) -> None:
    """An empty cell is where the dice go: its boundary, its fill (slot) or its rim
    (slotShade, CellDelegate.qml), has >= 3:1 against the whole tray (WCAG 1.4.11). In the
    dark theme the slot's fill was 1.36:1 on the walnut and its rim 1.62:1: a player saw
    the cells, but only just."""
    colours = THEMES[theme]
    fill, rim = (
        min(contrast(colours[part], colours[wood]) for wood in TRAY)
        for part in ("slot", "slotShade")
    )
    assert max(fill, rim) >= 3.0, f"{theme}: fill {fill:.2f}:1, rim {rim:.2f}:1 on the tray"


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("marks", [("tealLight", "teal"), ("ruinLight", "danger")], ids=str)
def test_a_lit_cell_stands_out_from_the_whole_tray(theme: str, marks: tuple[str, str]) -> None:
    """A lit cell (and one offered for the ruin) by its fill or its ring, at the tray's top
    as at its bottom: a clearer empty cell must not come from a paler lit one."""
    colours = THEMES[theme]
    ratio = max(min(contrast(colours[m], colours[wood]) for wood in TRAY) for m in marks)
    assert ratio >= 3.0, f"{theme}: {marks} on the tray: {ratio:.2f}:1"


# A HINT's suggestion (GhostDie.qml): a see-through tile over the cell, its colour blended
# with the cell's under it. Under a ghost die, the empty cell's slot or, once the player has
# picked a die that may go there, the lit fill; under the suggested ruin, the slot or, once
# MAGDAGDON is accepted, the fill of a cell offered for the ruin.
GHOST = qml_file("GhostDie.qml").read_text()


def drawn_in(qml: str, marker: str) -> str:
    """The Theme colour a QML file draws the item at ``marker`` in (its first ``color:``)."""
    found = re.search(r"\bcolor: Theme\.(\w+)", qml[qml.index(marker) :])
    assert found, marker
    return found.group(1)


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("under", ["slot", "tealLight"])
def test_a_ghost_dies_corner_digit_reads_on_its_face(theme: str, under: str) -> None:
    """The ghost's small corner digit is text: >= 4.5:1 (7:1 in high contrast) on the ghost's
    face as drawn, its frost over the cell; its pips, a mark, >= 3:1. In the dark theme the
    teal digit was 3.25:1 on the frost over the slot and 2.52:1 over a lit cell, where the
    lit mark's teal corner, seen through the frost, also ran through it."""
    colours = THEMES[theme]
    face = over(colours["ghostTile"], colours[under])
    digit = drawn_in(GHOST, 'objectName: "ghostDigit"')
    pips = drawn_in(GHOST, "PipFace {")
    need = 7.0 if theme == "contrast" else 4.5
    ratio = contrast(colours[digit], face)
    assert ratio >= need, f"{theme}: {digit} on the ghost over {under}: {ratio:.2f}:1"
    ratio = contrast(colours[pips], face)
    assert ratio >= 3.0, f"{theme}: pips {pips} on the ghost over {under}: {ratio:.2f}:1"
    # Over a lit cell the lit mark's corner runs under the digit: its rim keeps it apart.
    rim = re.search(r"styleColor: Theme\.(\w+)", GHOST[GHOST.index('"ghostDigit"') :])
    assert rim, "the ghost's digit has no rim"
    ratio = contrast(colours[digit], colours[rim.group(1)])
    assert ratio >= 3.0, f"{theme}: {digit} on its rim {rim.group(1)}: {ratio:.2f}:1"


@pytest.mark.parametrize("theme", THEMES)
def test_a_ghost_over_a_prepared_die_reads_like_one_over_an_empty_cell(theme: str) -> None:
    """A plan that differs covers the player's prepared die: what hides the die lies under
    the same frost, and the digit, pips and outline read on it as on an empty cell. The
    dark theme hid it under ivory: its teal digit and pips were 1.55:1."""
    colours = THEMES[theme]
    cover = drawn_in(GHOST, "// over a prepared die")
    face = over(colours["ghostTile"], colours[cover])
    digit = drawn_in(GHOST, 'objectName: "ghostDigit"')
    need = 7.0 if theme == "contrast" else 4.5
    assert contrast(colours[digit], face) >= need, f"{theme}: {digit} over {cover}"
    assert contrast(colours["hint"], colours[cover]) >= 3.0, f"{theme}: outline on {cover}"


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("under", ["slot", "ruinLight"])
def test_a_hints_suggested_ruin_shows_its_cross(theme: str, under: str) -> None:
    """The "×" on the cell a HINT would ruin is a mark a player must see: >= 3:1 on the
    red frost over the cell (WCAG 1.4.11). It was white on that frost: 2.47:1 in the light
    theme, 2.98:1 in high contrast (over the slot)."""
    colours = THEMES[theme]
    face = over(colours["ghostRuin"], colours[under])
    cross = drawn_in(GHOST, 'text: "×"')
    ratio = contrast(colours[cross], face)
    assert ratio >= 3.0, f"{theme}: {cross} on the suggested ruin over {under}: {ratio:.2f}:1"
