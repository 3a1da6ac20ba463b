"""Issue 15 in the kiosk: its operator chooses a theme, a text size and reduced motion, which
the kiosk remembers; every kiosk screen fits at 200% text in every language at a portrait
and a landscape touchscreen, and its texts keep their contrast in every theme.

The fit is checked by tests/textfit.py's checker (nothing elided, cut, spilling out of its
box or over another text), the contrast on screenshots as tests/qml/test_screen_contrast.py
measures it (>= 4.5:1; 7:1 in high contrast). Screenshots: test-artifacts/screenshots/kiosk/.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QAccessible, QImage

from magdagdon.i18n.workflow import SHIPPED
from magdagdon.storage import Store, make_settings
from tests.qml.test_every_screen import card_of, unclipped, within
from tests.qml.test_screen_contrast import measured, texts
from tests.qml.test_theme import THEMES
from tests.textfit import check

from .conftest import KIOSK_SHOTS, TEST_PIN, KioskUi, close_kiosk, finish_game, open_kiosk

PORTRAIT, LANDSCAPE = (1080, 1920), (1920, 1080)
PAPER = {name: colours["paper"] for name, colours in THEMES.items()}


def type_pin(ui: KioskUi, pin: str) -> None:
    for digit in pin:
        ui.tap(f"pinKey{digit}")
    ui.tap("pinOk")
    ui.settle(20)


def to_operator(ui: KioskUi) -> None:
    ui.kiosk.openPinPad()
    ui.settle(20)
    type_pin(ui, TEST_PIN)
    assert ui.kiosk.screen == "operator"


def checked(ui: KioskUi, name: str) -> bool:
    face = QAccessible.queryAccessibleInterface(ui.item(name))
    assert face is not None and face.role() in (
        QAccessible.Role.RadioButton,
        QAccessible.Role.CheckBox,
    ), name
    return bool(face.state().checked)


def pulses(ui: KioskUi) -> bool:
    """Whether the welcome screen's "Tap to play" breathes (it does, unless motion is reduced)."""
    pill = ui.item("tapToPlay")
    seen = set()
    for _ in range(8):
        ui.settle(110)
        seen.add(round(pill.scale(), 3))
    return len(seen) > 1


def paper(ui: KioskUi) -> str:
    colour = ui.window.property("color")
    return str(colour.name())


def test_the_operator_chooses_the_kiosk_look_and_the_kiosk_keeps_it(
    qtbot, settings_file: Path
) -> None:
    ui, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True)
    try:
        QAccessible.setActive(True)
        assert paper(ui) == PAPER["light"]  # a new kiosk: light, 100%, full motion
        assert pulses(ui)
        ui.windowed(*LANDSCAPE)
        to_operator(ui)
        ui.settle(20)
        assert checked(ui, "operatorTheme_light") and not checked(ui, "operatorTheme_dark")
        assert checked(ui, "operatorTextSize100") and not checked(ui, "operatorReducedMotion")
        ui.tap_in_view("operatorTheme_dark")
        assert paper(ui) == PAPER["dark"]  # at once, on the operator's own screen
        assert checked(ui, "operatorTheme_dark") and not checked(ui, "operatorTheme_light")
        ui.tap_in_view("operatorTextSize150")
        assert checked(ui, "operatorTextSize150")
        ui.tap_in_view("operatorReducedMotion")
        assert checked(ui, "operatorReducedMotion")
        ui.shot("operator-dark-150")
        ui.tap("operatorBack")
        assert ui.kiosk.screen == "welcome"
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, problems
    # Remembered as checked, versioned settings; the next start shows the same look.
    store = Store(make_settings(settings_file))
    assert (store.kioskTheme, store.kioskTextSize, store.kioskReducedMotion) == ("dark", 150, True)
    assert (store.theme, store.textSize) == ("system", 100)  # a desktop's own are untouched
    ui, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True)
    try:
        assert paper(ui) == PAPER["dark"]
        assert ui.kiosk.look.textSize == 150 and ui.kiosk.look.reducedMotion
        assert not pulses(ui)  # reduced motion: "Tap to play" stands still
        title = ui.item("welcomeTitle").property("font").pixelSize()
        ui.kiosk.look.textSize = 100
        ui.settle(20)
        assert ui.item("welcomeTitle").property("font").pixelSize() < title  # the text shrank
        with pytest.raises(ValueError):
            store.kioskTheme = "system"  # a kiosk follows no desktop
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, problems


Look = Callable[[str], None]


def tour(ui: KioskUi, look: Look) -> Iterator[str]:
    """Every kiosk screen a visitor or the operator sees; ``look(name)`` on each."""
    look("welcome")
    ui.kiosk.openPinPad()
    ui.settle(20)
    look("pin-pad")
    type_pin(ui, "0000")
    look("pin-wrong")
    type_pin(ui, TEST_PIN)
    assert ui.kiosk.screen == "operator"
    look("operator")
    ui.tap("operatorBack")
    ui.settle(20)
    ui.tap("tapToPlay")
    ui.settle(60)
    look("play")
    ui.tap("howToPlayButton")
    ui.settle(20)
    look("how-to-play")
    ui.tap("howToClose")
    ui.tap("rollButton")  # a game that has begun is what the leave question and countdown guard
    ui.tap("playHomeButton")
    ui.settle(150)
    look("leave-game")
    ui.tap("dialogCancelButton")
    ui.settle(150)
    ui.kiosk.countdown_seconds = 60
    ui.kiosk.idleMs = 200
    ui.qtbot.waitUntil(lambda: ui.kiosk.countdown > 0, timeout=3000)
    look("idle-countdown")
    ui.kiosk.idleMs = 60_000
    ui.tap("idleOverlay")
    ui.settle(20)
    finish_game(ui.session)
    ui.qtbot.waitUntil(lambda: ui.visible("showHighScoresButton"), timeout=3000)
    look("game-over")
    ui.tap_enabled("showHighScoresButton")
    assert ui.kiosk.screen == "scores"
    look("scores")
    yield "done"


def fits(ui: KioskUi, prefix: str, found: list[str]) -> Look:
    """Look at a screen in every language: a screenshot each, and what does not fit."""

    def look(screen: str) -> None:
        for code in SHIPPED:
            ui.language.setCurrent(code)
            ui.settle(40)  # the kiosks here run with reduced motion: nothing to wait for
            w, h = ui.window.width(), ui.window.height()
            KIOSK_SHOTS.mkdir(parents=True, exist_ok=True)
            path = KIOSK_SHOTS / f"{prefix}-{screen}-{code}-{w}x{h}.png"
            assert ui.window.grabWindow().save(str(path))
            found.extend(f"{path.name}: {f}" for f in check(ui.window))
        ui.language.setCurrent("en")
        ui.settle(20)

    return look


@pytest.mark.parametrize("size", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
def test_every_kiosk_screen_fits_at_200_percent_text(
    qtbot, settings_file: Path, size: tuple[int, int]
) -> None:
    store = Store(make_settings(settings_file))
    store.kioskTextSize = 200
    store.kioskReducedMotion = True  # sizes do not depend on motion; no animation to wait for
    ui, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True)
    found: list[str] = []
    try:
        assert ui.kiosk.look.textSize == 200
        ui.windowed(*size)
        list(tour(ui, fits(ui, "text-200", found)))
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not found, "text that does not fit:\n  " + "\n  ".join(found)
    assert not problems, problems


@pytest.mark.parametrize("size", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
def test_the_first_start_pin_set_up_fits_at_200_percent_text(
    qtbot, settings_file: Path, size: tuple[int, int]
) -> None:
    store = Store(make_settings(settings_file))
    store.kioskTextSize = 200
    store.kioskReducedMotion = True
    ui, messages, previous = open_kiosk(qtbot, settings_file, provision=False, kiosk=True)
    found: list[str] = []
    try:
        ui.windowed(*size)
        look = fits(ui, "text-200", found)
        assert ui.kiosk.pinSetup
        look("set-pin")
        type_pin(ui, "80417")
        look("set-pin-again")
        type_pin(ui, "80418")
        look("set-pin-differ")
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not found, "text that does not fit:\n  " + "\n  ".join(found)
    assert not problems, problems


# The screens that show a card over a dimmed one, by a control on the card.
MODAL = {
    "pin-pad": "pinOk",
    "pin-wrong": "pinOk",
    "how-to-play": "howToClose",
    "leave-game": "dialogAcceptButton",
    "idle-countdown": "idleMessage",
    "game-over": "showHighScoresButton",
}


def readable(ui: KioskUi, theme: str, low: list[str]) -> Look:
    """Look at a screen: every text's strongest pixel against its background, on screen."""
    need = 7.0 if theme == "contrast" else 4.5

    def look(screen: str) -> None:
        ui.settle(40)  # reduced motion: drawn at once
        w, h = ui.window.width(), ui.window.height()
        path = KIOSK_SHOTS / f"contrast-{theme}-{screen}-{w}x{h}.png"
        KIOSK_SHOTS.mkdir(parents=True, exist_ok=True)
        image = ui.window.grabWindow().convertToFormat(QImage.Format.Format_RGB32)
        assert image.save(str(path))
        dpr = image.width() / w
        found = [t for t in texts(ui) if unclipped(t)]
        if screen in MODAL:  # a card over a dimmed screen: its own texts are the ones to read
            card = card_of(ui, MODAL[screen])
            found = [t for t in found if within(t, card)]
        assert found, screen
        for item in found:
            r = measured(image, item, dpr)
            if r < need:
                low.append(f"{path.name}: {item.property('text')[:40]!r} {r:.2f}:1")

    return look


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_every_kiosk_text_is_readable_in_every_theme(
    qtbot, settings_file: Path, theme: str
) -> None:
    store = Store(make_settings(settings_file))
    store.kioskTheme = theme
    store.kioskReducedMotion = True  # colours do not depend on motion
    ui, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True)
    low: list[str] = []
    try:
        assert paper(ui) == PAPER[theme]
        ui.windowed(*PORTRAIT)
        list(tour(ui, readable(ui, theme, low)))
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not low, "\n".join(low)
    assert not problems, problems


@pytest.mark.parametrize("size", [(800, 800), (800, 600)], ids=["square", "small"])
def test_the_welcome_screen_fits_a_square_or_small_screen(
    qtbot, settings_file: Path, size: tuple[int, int]
) -> None:
    """The language buttons wrap onto a second row rather than run off the screen's edge."""
    Store(make_settings(settings_file)).kioskReducedMotion = True
    ui, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True)
    found: list[str] = []
    try:
        ui.windowed(*size)
        fits(ui, "small", found)("welcome")
        screen = QRectF(0, 0, ui.window.width(), ui.window.height())
        for code in ("sv", "fr", "en"):
            button = ui.item(f"language_{code}")
            box = button.mapRectToScene(QRectF(0, 0, button.width(), button.height()))
            assert screen.contains(box), (code, box)
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not found, "text that does not fit:\n  " + "\n  ".join(found)
    assert not problems, problems


def test_a_theme_for_one_run_wins_over_the_operators(qtbot, settings_file: Path) -> None:
    """``magdagdon --kiosk --theme X`` (the window hands it to WelcomePage's themeOverride)."""
    Store(make_settings(settings_file)).kioskTheme = "dark"
    ui, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True)
    try:
        welcome = ui.item("welcomePage")
        assert paper(ui) == PAPER["dark"]
        welcome.setProperty("themeOverride", "contrast")
        ui.settle(20)
        assert paper(ui) == PAPER["contrast"]
        welcome.setProperty("themeOverride", "")
        ui.settle(20)
        assert paper(ui) == PAPER["dark"]
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, problems


def test_theme_for_one_run_reaches_the_whole_kiosk(qtbot, settings_file: Path) -> None:
    """``--kiosk --theme contrast`` holds after the first frame too: the window made after it
    hands the window's override to the welcome screen (the operator chose dark)."""
    Store(make_settings(settings_file)).kioskTheme = "dark"
    ui, messages, previous = open_kiosk(qtbot, settings_file, kiosk=True, theme="contrast")
    try:
        assert ui.item("welcomePage").property("themeOverride") == "contrast"
        assert paper(ui) == PAPER["contrast"]
    finally:
        problems = close_kiosk(ui, messages, previous)
    assert not problems, problems
