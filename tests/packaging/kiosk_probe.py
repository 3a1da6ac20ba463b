"""Helpers for .ci/deploy's kiosk checks: seed finished games, read the records back, and
judge a screenshot of the kiosk (does it fill the output, is it the welcome screen).

    python tests/packaging/kiosk_probe.py seed SETTINGS.ini GAMES    # prints the records
    python tests/packaging/kiosk_probe.py records SETTINGS.ini       # prints the records
    python tests/packaging/kiosk_probe.py game SETTINGS.ini          # the game in progress
    python tests/packaging/kiosk_probe.py screen SHOT.png WIDTH HEIGHT   # welcome | play | ...
    python tests/packaging/kiosk_probe.py button SHOT.png            # "x y" of Tap to play

Seeding plays whole games through the real GameSession and Store (the engine's own search
picks each placement), so the records are written the way a player's are (R8.2). The
screen judgement uses the welcome screen's known colours (qml/Magdagdon/Theme.qml): the warm
paper gradient behind everything, and the berry "Tap to play" button on the right half.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

PAPER = (0xF6, 0xEF, 0xE4)  # Theme.paper, the top of the welcome gradient
PAPER_DEEP = (0xEC, 0xDF, 0xCC)  # Theme.paperDeep, its bottom
BERRY = (0x8E, 0x3B, 0x5F)  # Theme.berry: Tap to play, the title
TOLERANCE = 18  # per channel: antialiasing and the gradient's steps
Pixel = tuple[int, int, int]


def near(pixel: Pixel, colour: Pixel, tolerance: int = TOLERANCE) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], colour, strict=True))


def paper_like(pixel: Pixel) -> bool:
    """On the gradient between paper and paperDeep (each channel between the two)."""
    return all(
        min(lo, hi) - TOLERANCE <= c <= max(lo, hi) + TOLERANCE
        for c, lo, hi in zip(pixel[:3], PAPER, PAPER_DEEP, strict=True)
    )


def edge_points(width: int, height: int, step: int = 16) -> list[tuple[int, int]]:
    """Points along all four edges of the output, a few pixels in."""
    inset = 2
    xs = range(inset, width - inset, step)
    ys = range(inset, height - inset, step)
    return (
        [(x, inset) for x in xs]
        + [(x, height - 1 - inset) for x in xs]
        + [(inset, y) for y in ys]
        + [(width - 1 - inset, y) for y in ys]
    )


def berry_bands(
    get: Callable[[int, int], Pixel], width: int, height: int, step: int = 4
) -> list[tuple[int, int]]:
    """(top, bottom) of each horizontal band of the right half holding berry: the welcome
    screen has two tall ones (the MAGDAGDON title, the Tap to play button), the game one
    (ROLL) and a line of small berry text."""
    rows = [
        y
        for y in range(0, height, step)
        if sum(near(get(x, y), BERRY) for x in range(width // 2, width, step)) >= 3
    ]
    bands: list[tuple[int, int]] = []
    for y in rows:
        if bands and y - bands[-1][1] <= 2 * step:
            bands[-1] = (bands[-1][0], y)
        else:
            bands.append((y, y))
    return bands


def judge(get: Callable[[int, int], Pixel], width: int, height: int) -> dict[str, object]:
    """What the screenshot shows: the share of its edge on the paper gradient (1.0 when the
    kiosk fills the output: cage paints black where no window is) and the berry bands."""
    edge = edge_points(width, height)
    on_paper = sum(paper_like(get(x, y)) for x, y in edge) / len(edge)
    tall = [b for b in berry_bands(get, width, height) if b[1] - b[0] >= 0.04 * height]
    return {
        "size": [width, height],
        "edge_on_paper": round(on_paper, 3),
        "tall_berry_bands": [list(b) for b in tall],
    }


def classify(facts: dict[str, object], width: int, height: int) -> str:
    """welcome: fills the output (>= 95 % of the edge on paper) and shows the berry title
    above the berry button on the right; else wrong-size, not-filled or other (a game)."""
    if facts["size"] != [width, height]:
        return "wrong-size"
    if float(facts["edge_on_paper"]) < 0.95:  # type: ignore[arg-type]
        return "not-filled"
    bands = facts["tall_berry_bands"]
    assert isinstance(bands, list)
    return "welcome" if len(bands) >= 2 else "other"


def button_centre(get: Callable[[int, int], Pixel], width: int, height: int) -> tuple[int, int]:
    """Centre of the lowest tall berry band on the right: Tap to play, or ROLL in a game."""
    tall = [b for b in berry_bands(get, width, height, 2) if b[1] - b[0] >= 0.04 * height]
    if not tall:
        raise LookupError("no berry button on the right half")
    top, bottom = tall[-1]
    y = (top + bottom) // 2
    xs = [x for x in range(width // 2, width, 2) if near(get(x, y), BERRY)]
    return (min(xs) + max(xs)) // 2, y


def _image(path: str) -> tuple[Callable[[int, int], Pixel], int, int]:
    from PIL import Image

    image = Image.open(path).convert("RGB")
    pixels = image.load()
    assert pixels is not None

    def get(x: int, y: int) -> Pixel:
        return pixels[x, y]  # type: ignore[return-value]

    return get, image.width, image.height


def _records(settings: Path) -> dict[str, list[dict[str, object]]]:
    from magdagdon.engine import Difficulty
    from magdagdon.storage import Store, make_settings

    store = Store(make_settings(settings))
    return {d.name: [r.to_json() for r in store.high_scores(d)] for d in Difficulty}


def seed(settings: Path, games: int) -> dict[str, list[dict[str, object]]]:
    """Play ``games`` whole games into ``settings``; the records as the store reads them."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from magdagdon.app.smoke import play_scripted_turn
    from magdagdon.qt.session import GameSession
    from magdagdon.storage import Store, make_settings

    app = QGuiApplication.instance() or QGuiApplication(["kiosk-probe"])
    store = Store(make_settings(settings))
    session = GameSession(store, seed=1)
    for _ in range(games):
        session.newGame()
        while not session.game.is_over:
            play_scripted_turn(session)
    del session, store, app
    return _records(settings)


def main(argv: list[str]) -> int:
    command, *rest = argv
    if command == "seed":
        print(json.dumps(seed(Path(rest[0]), int(rest[1])), sort_keys=True))
    elif command == "records":
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        print(json.dumps(_records(Path(rest[0])), sort_keys=True))
    elif command == "game":
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from magdagdon.storage import Store, make_settings

        game = Store(make_settings(Path(rest[0]))).load_game()
        print("none" if game is None else f"in progress, {len(game.dice)} dice rolled")
    elif command == "screen":
        get, width, height = _image(rest[0])
        facts = judge(get, width, height)
        verdict = classify(facts, int(rest[1]), int(rest[2]))
        print(verdict, json.dumps(facts), file=sys.stderr)
        print(verdict)
    elif command == "button":
        get, width, height = _image(rest[0])
        x, y = button_centre(get, width, height)
        print(x, y)
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
