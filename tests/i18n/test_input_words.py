"""The desktop's texts name no input: a mouse or keyboard player never "taps".

The desktop game is played with a mouse (Windows, macOS) and by keyboard, so its texts say
what to do with input-neutral verbs: "Pick the 2", "Choose a die, then one of the lit
cells", "press to take back". Only the kiosk, a touchscreen, says "Tap": its how-to card,
its idle question, its operator page and the welcome page's call to action.

Read from the committed catalogues: the English sources and the finished English texts, the
French translations (where "touchez" is the tap; "toucher un nombre", a die beside a number,
is the rules' own word) and the Swedish ones (where "tryck på" belongs to buttons, written in
capitals: "Tryck på KASTA"; "tryck på en tärning" is the tap).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from magdagdon.i18n.workflow import PROJECT_DIR, ts_path
from tests.i18n.catalogue import Message, read

#: Contexts only the kiosk shows: a touchscreen, where "Tap" is the right word.
KIOSK_CONTEXTS = {"KioskHowToCard", "IdleCountdownOverlay", "OperatorPage"}
#: Single kiosk messages in a context the desktop shares: (context, source).
KIOSK_MESSAGES = {("WelcomePage", "Tap to play")}
#: Desktop texts whose Swedish may say "tryck på" an object not in capitals: (context, source).
SWEDISH_PRESSES = {
    # "on a button: press it": "tryck på den", the button just named.
    (
        "KeysDialog",
        "On the board: place the selected die, take a die back, or choose the ruin; "
        "on a button: press it",
    ),
}


def desktop(message: Message) -> bool:
    return (
        message.context not in KIOSK_CONTEXTS
        and (message.context, message.source) not in KIOSK_MESSAGES
    )


def french_tap(text: str, source: str) -> list[str]:
    """'touchez' anywhere; any other 'touch-' word unless the English says touch or key."""
    found = re.findall(r"\btouchez\b", text, re.IGNORECASE)
    if not re.search(r"touch|\bkeys?\b", source, re.IGNORECASE):
        words = re.findall(r"\btouch\w*", text, re.IGNORECASE)
        found += [w for w in words if w.lower() != "touchez"]
    return found


def swedish_tap(text: str, source: str) -> list[str]:
    """'ett tryck' (a tap), or 'tryck/trycka/trycker (…) på' something that is not a button."""
    found = re.findall(r"\bett\s+tryck\b|\btryck\s+i\s+taget\b", text, re.IGNORECASE)
    for hit in re.finditer(r"\btryck(?:a|er)?\b(?:\s+\w+){0,3}?\s+på\s+(\S+)", text, re.IGNORECASE):
        word = hit.group(1).split("\u00a0")[0].strip(".,:;!?")
        if len(word) >= 2 and word.isupper():  # KASTA, BEKRÄFTA, OK: a button
            continue
        if re.fullmatch(r"%\d", word) and re.search(rf"\bpress {word}\b", source):
            continue  # a button's name put in: "press %3" in the English (a power's button)
        found.append(hit.group(0))
    return found


def english_tap(text: str, source: str) -> list[str]:
    return re.findall(r"\btap(?:s|ped|ping)?\b", text, re.IGNORECASE)


@dataclass(frozen=True)
class Rule:
    code: str  # the catalogue
    what: str  # which text of the message is read
    finds: Callable[[str, str], list[str]]  # (text, source) -> the offending words
    instead: str  # what to write


RULES = [
    Rule("en", "source", english_tap, '"Pick", "Choose", "press", "one step at a time"'),
    Rule("en", "translation", english_tap, '"Pick", "Choose", "press", "one step at a time"'),
    # What translators read in Qt Linguist: a desktop message's comment names the event as
    # the desktop has it ("a refused choice of cell", "after the player chooses a cell").
    Rule("en", "comment", english_tap, '"a cell chosen", "after the player chooses a cell"'),
    Rule("fr", "translation", french_tap, '"Choisissez", "Prenez", "Reprenez", "appuyez sur"'),
    Rule("sv", "translation", swedish_tap, '"Välj", "Ta", "ett steg i taget"; "tryck på" a button'),
]


@pytest.mark.parametrize("rule", RULES, ids=lambda r: f"{r.code}-{r.what}")
def test_desktop_texts_do_not_tap(rule: Rule) -> None:
    path = ts_path(rule.code, PROJECT_DIR / "translations")
    _, messages = read(path)
    problems = []
    for m in filter(desktop, messages):
        if rule.code == "sv" and (m.context, m.source) in SWEDISH_PRESSES:
            continue
        texts = {"source": [m.source], "comment": [m.extracomment]}.get(rule.what, list(m.forms))
        for text in texts:
            words = rule.finds(text, m.source)
            if words:
                problems.append(f"{m.where()}: {text!r} says {words}")
    assert not problems, (
        f"{path.name}: a desktop text says tap (a mouse or keyboard player does not tap; "
        f"write {rule.instead}; only the kiosk's contexts {sorted(KIOSK_CONTEXTS)} and "
        f"{sorted(KIOSK_MESSAGES)} may):\n  " + "\n  ".join(problems)
    )


@pytest.mark.parametrize(
    ("finds", "text", "source", "flagged"),
    [
        (english_tap, "Tap the 2.", "", True),
        (english_tap, "one tap at a time", "", True),
        (english_tap, "Pick the 2.", "", False),
        (english_tap, "The bots' tapestry", "", False),
        (french_tap, "Touchez le 2.", "Pick the 2.", True),
        (french_tap, "Jusqu’à CONFIRMER, toucher un dé préparé le reprend.", "a tap on it", True),
        (french_tap, "un dé doit toucher un nombre", "a die must touch a number", False),
        (french_tap, "Touches", "Keys", False),
        (french_tap, "Prenez le 2.", "Pick the 2.", False),
        (swedish_tap, "Tryck på tvåan.", "", True),
        (swedish_tap, "Tryck nu på den utpekade rutan.", "", True),
        (swedish_tap, "ett tryck i taget", "", True),
        (swedish_tap, "Tryck på KASTA.", "", False),
        (swedish_tap, "tryck den här gången på ACCEPTERA MAGDAGDON.", "", False),
        (swedish_tap, "Tryck på MINSKA\u00a0−1: sexan blir en femma.", "", False),
        (swedish_tap, "Välj tvåan.", "", False),
    ],
)
def test_the_rules_tell_a_tap_from_a_press(
    finds: Callable[[str, str], list[str]], text: str, source: str, flagged: bool
) -> None:
    assert bool(finds(text, source)) is flagged, (text, finds(text, source))
