"""The screenshot judgement .ci/deploy relies on (tests/packaging/kiosk_probe.py), on
made-up frames: welcome (paper, berry title above the berry button), a game (one berry
button), a window that does not fill cage's black output, and the seeded records (R8.2)."""

from __future__ import annotations

from tests.packaging import kiosk_probe as probe

W, H = 320, 180
BLACK = (0, 0, 0)


def frame(*boxes: tuple[int, int, int, int, tuple[int, int, int]], fill=probe.PAPER):
    """A get(x, y) over a W x H frame of ``fill`` with coloured boxes (x0, y0, x1, y1, rgb)."""

    def get(x: int, y: int):
        for x0, y0, x1, y1, colour in reversed(boxes):
            if x0 <= x < x1 and y0 <= y < y1:
                return colour
        return fill

    return get


TITLE = (200, 40, 300, 60, probe.BERRY)
BUTTON = (220, 80, 280, 100, probe.BERRY)


def test_welcome_has_title_and_button_and_fills_the_output():
    facts = probe.judge(frame(TITLE, BUTTON), W, H)
    assert facts["edge_on_paper"] == 1.0
    assert probe.classify(facts, W, H) == "welcome"
    assert probe.button_centre(frame(TITLE, BUTTON), W, H) == (249, 89)


def test_a_game_with_one_berry_button_is_not_the_welcome():
    roll = (200, 130, 260, 150, probe.BERRY)
    assert probe.classify(probe.judge(frame(roll), W, H), W, H) == "other"


def test_a_window_smaller_than_the_output_is_not_filling_it():
    """cage paints black around a window that is not fullscreen."""
    small = frame((0, 0, W, H, BLACK), (20, 10, W - 20, H - 10, probe.PAPER), TITLE, BUTTON)
    assert probe.classify(probe.judge(small, W, H), W, H) == "not-filled"


def test_the_paper_gradient_counts_as_paper_and_black_does_not():
    middle = tuple((a + b) // 2 for a, b in zip(probe.PAPER, probe.PAPER_DEEP, strict=True))
    assert probe.paper_like(middle) and probe.paper_like(probe.PAPER_DEEP)
    assert not probe.paper_like(BLACK) and not probe.paper_like(probe.BERRY)


def test_wrong_size_is_reported():
    assert probe.classify(probe.judge(frame(TITLE, BUTTON), W, H), 640, 360) == "wrong-size"


def test_seeded_games_are_recorded_like_a_players(tmp_path, qapp):
    """R8.2: every finished game is a record in its difficulty's table."""
    records = probe.seed(tmp_path / "kiosk.ini", 2)
    assert sum(len(table) for table in records.values()) == 2
    assert all(isinstance(r["score"], int) for table in records.values() for r in table)
    assert probe.main(["records", str(tmp_path / "kiosk.ini")]) == 0
