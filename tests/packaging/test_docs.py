"""The documents the project carries: the rules (docs/RULES.md is the Rules screen's text,
R1-R8), the README's links, and the kiosk guide."""

from __future__ import annotations

import re
from pathlib import Path

from tests.qmlsource import qml_file

ROOT = Path(__file__).resolve().parents[2]
RULES_QML = qml_file("RulesPage.qml")
RULES_MD = ROOT / "docs" / "RULES.md"
KIOSK_MD = ROOT / "docs" / "KIOSK.md"


def screen_texts() -> list[str]:
    """Every English message of the Rules screen (title, headings, paragraphs)."""
    return re.findall(r'qsTr\("((?:[^"\\]|\\.)*)"\)', RULES_QML.read_text(encoding="utf-8"))


def doc_items() -> list[str]:
    """The headings, bullets and boxed notes of docs/RULES.md."""
    items = []
    for line in RULES_MD.read_text(encoding="utf-8").splitlines():
        match = re.match(r"^(#{1,2} |- |> )(.+)$", line)
        if match:
            items.append(match.group(2).strip())
    return items


def test_every_rules_screen_text_is_in_the_rules_document():
    """R1-R8 as the player reads them: nothing on the screen is missing from the document."""
    doc = RULES_MD.read_text(encoding="utf-8")
    texts = screen_texts()
    assert len(texts) > 40  # the screen's 8 sections and their paragraphs
    missing = [t for t in texts if t not in doc]
    assert missing == []


def test_every_rules_document_item_is_on_the_rules_screen():
    """And nothing in the document that the screen does not say."""
    texts = set(screen_texts())
    extra = [item for item in doc_items() if item not in texts]
    assert extra == []


def test_rules_document_keeps_the_screen_order():
    """Sections and paragraphs in the screen's order (its title is drawn last, shown first)."""
    title = "How to play MAGDAGDON"
    items = doc_items()
    assert items[0] == title
    texts = [t for t in screen_texts() if t in set(items) and t != title]
    assert items[1:] == texts


def test_rules_document_states_the_numbers_of_the_rule_book():
    """Spot checks against the rule book: R2 minima and powers, R6 RUIN cost, R7 bonuses."""
    doc = RULES_MD.read_text(encoding="utf-8")
    for fact in (
        "PEACEFUL: 3 Majda Powers, at least 2 dice per turn",
        "NIGHTMARE: no Majda Power, at least 3 dice per turn",
        "Each RUIN costs 15 points",
        "STRAIGHT +60, FOUR OF A KIND +40 or TWO PAIRS +20",
    ):
        assert fact in doc


def test_readme_links_stay_inside_the_repository():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)]+)\)", readme)
    assert "docs/RULES.md" in links and "docs/KIOSK.md" in links
    for link in links:
        assert "://" not in link and not link.startswith(("/", "..")), link
        assert (ROOT / link.split("#")[0]).exists(), link
    assert "../shared" not in readme


def test_kiosk_guide_covers_every_platform_idle_time_and_the_way_out():
    guide = KIOSK_MD.read_text(encoding="utf-8")
    for heading in ("## Linux", "## Windows", "## macOS", "## Leaving kiosk mode", "## Idle"):
        assert heading in guide, heading
    for needle in (
        "Restart=always",
        "cage",
        "Assigned Access",
        "Shell Launcher",
        "magdagdon.exe",
        "Login Items",
        "3 seconds",
    ):
        assert needle in guide, needle


def test_kiosk_guide_installs_cage_with_xwayland():
    """Debian 12's cage will not start without Xwayland: the guide's install line names both,
    as the package's Recommends do."""
    import deb

    guide = KIOSK_MD.read_text(encoding="utf-8")
    assert "sudo apt-get install ./magdagdon_1.0.0_amd64.deb cage xwayland" in guide
    assert set(deb.RECOMMENDS) == {"cage", "xwayland"}
    assert "Ubuntu 22.04" not in guide
