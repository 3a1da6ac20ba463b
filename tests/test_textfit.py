"""The text-fit checker finds what a player would call cut or overlapping text, and only that
(tests/textfit.py; issues 15 and 19 rely on it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QByteArray, QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickWindow

from tests.textfit import check

FONT = "font.pixelSize: 20"


@pytest.fixture
def scene(qtbot) -> Iterator:
    """Shows one QML item in a 400×300 window and returns the checker's findings."""
    engine = QQmlEngine()
    windows: list[QQuickWindow] = []  # kept until the test ends

    def show(body: str) -> list[str]:
        component = QQmlComponent(engine)
        head = "import QtQuick\nimport QtQuick.Window\n"
        source = f"{head}Window {{ width: 400; height: 300; visible: true\n{body}\n}}"
        component.setData(QByteArray(source.encode()), QUrl("file:///textfit_case.qml"))
        window = component.create()
        assert isinstance(window, QQuickWindow), component.errorString()
        windows.append(window)
        qtbot.waitExposed(window)
        qtbot.wait(20)
        found = [str(f) for f in check(window)]
        window.close()
        return found

    yield show
    qtbot.wait(1)


def test_text_that_fits_gives_no_finding(scene) -> None:
    assert scene(f"Text {{ x: 10; y: 10; width: 200; text: 'Fits well'; {FONT} }}") == []


def test_elided_text_is_found(scene) -> None:
    found = scene(f"Text {{ width: 40; elide: Text.ElideRight; text: 'Much too long'; {FONT} }}")
    assert any(f.startswith("elided or truncated") for f in found)


def test_text_wider_than_its_item_is_found(scene) -> None:
    found = scene(f"Text {{ width: 40; text: 'Overflowing'; {FONT} }}")
    assert any("spills out of its own item (right by" in f for f in found)


def test_text_cut_by_a_clipping_parent_or_the_window(scene) -> None:
    clipped = scene(
        f"Item {{ width: 50; height: 40; clip: true; Text {{ text: 'Clipped text'; {FONT} }} }}"
    )
    assert any(f.startswith("cut by QQuickItem (right by") for f in clipped)
    edge = scene(f"Text {{ x: 360; text: 'Off the edge'; {FONT} }}")
    assert any(f.startswith("cut by the window's edge (right by") for f in edge)


def test_text_running_out_of_its_box(scene) -> None:
    label = f"Text {{ anchors.centerIn: parent; text: 'Wider than the pill'; {FONT} }}"
    found = scene(f"Rectangle {{ color: 'gold'; width: 60; height: 30; {label} }}")
    assert any(f.startswith("runs out of QQuickRectangle") for f in found)


def test_overlapping_texts_unless_a_card_hides_the_lower_one(scene) -> None:
    both = f"Text {{ text: 'First words'; {FONT} }} Text {{ x: 30; text: 'Second words'; {FONT} }}"
    assert any(f.startswith("overlap (") for f in scene(both))
    covered = (
        f"Text {{ text: 'Under the card'; {FONT} }}"
        f"Rectangle {{ color: 'white'; width: 400; height: 100;"
        f" Text {{ text: 'On the card'; {FONT} }} }}"
    )
    assert scene(covered) == []


def test_a_page_that_scrolls_may_hold_text_below_the_window(scene) -> None:
    below = f"Text {{ y: 280; text: 'Read by scrolling'; {FONT} }}"
    page = f"Flickable {{ anchors.fill: parent; clip: true; contentHeight: 900; {below} }}"
    assert scene(page) == []


def test_findings_name_the_file_of_the_text(scene) -> None:
    found = scene(f"Text {{ width: 40; elide: Text.ElideRight; text: 'Much too long'; {FONT} }}")
    assert found and found[0].endswith("[textfit_case.qml]")
