"""The guided game in the real window, only by taps on its handles (issue 13): every step's
text is shown in sv, fr and en, a wrong tap is explained and changes nothing, it can be
skipped at every step and resumed there, and the first-start card appears once."""

from __future__ import annotations

import pytest

from magdagdon.engine import Difficulty
from magdagdon.tutorial import STEP_COUNT, STEPS, Guide
from magdagdon.tutorial.tutorial import Tutorial

from .conftest import Opener, TutorialUi

MOVES = [m for step in STEPS for m in step]

# The vocabulary table's button names, as each language's texts must name them.
ROLL = {"en": "ROLL", "sv": "KASTA", "fr": "LANCER"}
CONFIRM = {"en": "CONFIRM", "sv": "BEKRÄFTA", "fr": "CONFIRMER"}

# Wrong taps tried on the way, by the move awaited: the tap, and what the card must say.
WRONG = {
    "pickFirst": ("die3", None),  # another die: "not yet"
    "whyDark": ("cell0", "2"),  # R4.3: the 4 may not touch the 2 (the text names the 2)
    "confirm": ("cell8", None),  # no die picked up
    "decrease": ("rerollButton", None),  # a power, but not this one
}

ENGLISH: dict[str, str] = {}  # each move's English text, once the English run has seen it


def play(ui: TutorialUi, lang: str, *, wrong: bool) -> list[str]:
    """Tap the one target of every move until the guided game ends; the texts seen."""
    seen: list[str] = []
    for index, move in enumerate(MOVES):
        ui.settle(1)
        assert ui.visible("tutorialStep"), move.key
        text = ui.step_text()
        assert text and text not in seen, (move.key, text)
        seen.append(text)
        assert ui.targets() == [move.target], (move.key, ui.targets())
        title = str(ui.prop("tutorialTitle", "text"))
        assert title.count(str(STEPS.index(next(s for s in STEPS if move in s)) + 1)) >= 1
        if move.kind.value == "roll":
            assert ROLL[lang] in text, text
        if move.kind.value == "confirm":
            assert CONFIRM[lang] in text, text
        if lang == "en":
            ENGLISH[move.key] = text
        elif move.key in ENGLISH:
            assert text != ENGLISH[move.key], f"{move.key} is not translated to {lang}"
        if wrong and move.key in WRONG:
            tap, says = WRONG[move.key]
            guided = guided_session(ui)
            before = (guided.game.to_dict(), list(guided.presenter.selected))  # to keep
            ui.tap(tap)
            why = ui.why_text()
            assert why, f"the wrong tap on {tap} at {move.key} is not explained"
            if says is not None:
                assert says in why, why
            assert (guided.game.to_dict(), list(guided.presenter.selected)) == before
            assert ui.step_text() == text and ui.targets() == [move.target]
        ui.tap(move.target)
        assert index == len(MOVES) - 1 or not ui.why_text() or ui.step_text() != text
    return seen


def guided_session(ui: TutorialUi) -> Guide:
    """The guide behind the window's guided game (its game, its selection)."""
    tutorial = ui.window.findChild(Tutorial)
    assert isinstance(tutorial, Tutorial)
    return tutorial.guide


@pytest.mark.parametrize("lang", ["en", "sv", "fr"])
def test_the_guided_game_by_taps_only(open_window: Opener, lang: str) -> None:
    ui = open_window(lang)
    assert ui.visible("learnButton")  # the first-start card
    ui.tap("learnButton")
    seen = play(ui, lang, wrong=True)
    assert len(seen) == len(MOVES)
    ui.settle(1)
    assert not ui.visible("tutorialStep") and ui.targets() == []
    assert ui.visible("rollButton")  # back on the player's own game, untouched
    assert not ui.session.game.log and not ui.session.game.forced
    assert guided_session(ui).game.score().total > 0
    assert ui.prop("scoreLabel", "text") == "0"  # its score, not the guided game's
    assert ui.store.property("tutorial") == "finished"
    for difficulty in Difficulty:  # never recorded (the guided game is forced)
        assert ui.store.high_scores(difficulty) == []
    assert guided_session(ui).game.forced
    assert ui.store.load_game() is None  # nor saved as the game in progress
    assert not ui.visible("declineTutorialButton")


def test_skip_at_every_step_and_resume_there(open_window: Opener) -> None:
    ui = open_window("en")
    ui.tap("learnButton")
    for step in range(STEP_COUNT):
        moves = STEPS[step]
        # Into the step (past its first move when it has more, unless that leaves only the
        # last tap: PLAY has no SKIP beside it), then SKIP.
        into = 0 if step == STEP_COUNT - 1 else min(1, len(moves) - 1)
        for move in moves[:into]:
            ui.tap(move.target)
        ui.tap("tutorialSkipButton")
        ui.settle(1)
        assert not ui.visible("tutorialStep") and ui.targets() == []
        assert ui.store.property("tutorialStep") == step
        ui.tap("rulesButton")
        ui.tap("learnButton")  # the Rules page's LEARN TO PLAY resumes
        ui.settle(1)
        assert ui.visible("tutorialStep")
        assert str(ui.prop("tutorialTitle", "text")).startswith(f"Step {step + 1} of 9")
        assert ui.targets() == [moves[0].target]  # the step starts again from its start
        for move in moves:
            ui.tap(move.target)
    ui.settle(1)
    assert not ui.visible("tutorialStep")
    assert ui.store.property("tutorial") == "finished"


def test_a_skipped_step_is_resumed_after_a_restart(open_window: Opener) -> None:
    ui = open_window("en")
    ui.tap("learnButton")
    for move in [m for step in STEPS[:4] for m in step]:
        ui.tap(move.target)
    ui.tap("tutorialSkipButton")
    ui = open_window("en")  # the app again, on the same settings
    assert not ui.visible("learnButton")  # answered: the first-start card is gone for good
    ui.tap("rulesButton")
    ui.tap("learnButton")
    assert str(ui.prop("tutorialTitle", "text")).startswith("Step 5 of 9")
    assert guided_session(ui).game.cells[:4] == (None, 2, 3, 4)


@pytest.mark.parametrize("answer", ["decline", "finish", "play"])
def test_the_first_start_card_appears_once(open_window: Opener, answer: str) -> None:
    ui = open_window("en")
    assert ui.visible("learnButton") and ui.visible("declineTutorialButton")
    if answer == "decline":
        ui.tap("declineTutorialButton")
        assert ui.store.property("tutorial") == "declined"
    elif answer == "finish":
        ui.tap("learnButton")
        for move in MOVES:
            ui.tap(move.target)
        assert ui.store.property("tutorial") == "finished"
    else:  # playing without answering declines it
        ui.tap("rollButton")
        assert ui.store.property("tutorial") == "declined"
    ui.settle(1)
    assert not ui.visible("declineTutorialButton")
    ui = open_window("en")  # a later start
    assert not ui.visible("declineTutorialButton") and not ui.visible("learnButton")
    ui.tap("rulesButton")
    assert ui.visible("learnButton")  # always reachable from the Rules page


def test_a_page_over_the_game_hides_the_guided_game_until_back(open_window: Opener) -> None:
    ui = open_window("en")
    ui.tap("learnButton")
    ui.tap("rollButton")
    ui.tap("highScoresButton")
    ui.settle(1)
    assert not ui.visible("tutorialStep") and ui.targets() == []
    ui.tap("backButton")
    ui.settle(1)
    assert ui.visible("tutorialStep") and ui.targets() == ["die0"]  # where it was


def test_the_guided_game_fits_a_portrait_window(open_window: Opener) -> None:
    ui = open_window("fr")  # the longest texts
    ui.resize(600, 900)
    ui.tap("learnButton")
    for move in [m for step in STEPS[:2] for m in step]:
        ui.tap(move.target)
    card = ui.item("tutorialCard")
    step = ui.item("tutorialStep")
    top = card.mapToScene(card.boundingRect().topLeft())
    assert top.x() >= 0 and top.x() + card.width() <= 600
    assert step.height() <= card.height()
    board = ui.item("cell0")
    assert board.mapToScene(board.boundingRect().topLeft()).y() >= top.y() + card.height() - 1
    ui.screenshot("tutorial-fr-portrait-step3")


def test_the_players_own_game_waits_untouched(open_window: Opener) -> None:
    ui = open_window("en")
    ui.session.queue_rolls([5, 5, 2, 1])
    ui.tap("rollButton")  # the player's own game (this declines the first-start card)
    ui.tap("die0")
    ui.tap("cell6")
    own = ui.session.game.to_dict()
    saved = ui.store.load_game()
    assert saved is not None and saved.to_dict() == own
    ui.tap("rulesButton")
    ui.tap("learnButton")
    for move in STEPS[0]:
        ui.tap(move.target)
    assert ui.session.game.to_dict() == own  # the guided game is another game
    ui.tap("tutorialSkipButton")
    ui.settle(1)
    assert ui.prop("cell6", "value") == 5 and ui.prop("cell6", "prepared")
    saved = ui.store.load_game()
    assert saved is not None and saved.to_dict() == own


@pytest.mark.parametrize("start", ["newGameButton", "difficulty"])
def test_a_game_of_ones_own_ends_the_guided_game(open_window: Opener, start: str) -> None:
    ui = open_window("en")
    ui.tap("learnButton")
    for move in STEPS[0]:
        ui.tap(move.target)
    before = ui.session.game.seed
    if start == "difficulty":  # what CHANGE AND START does: a new game at another difficulty (R2.2)
        ui.session.setDifficulty(Difficulty.NIGHTMARE.name)
    else:
        ui.tap("newGameButton")  # no game of one's own in progress: no question asked
    ui.settle(1)
    tutorial = ui.window.findChild(Tutorial)
    assert isinstance(tutorial, Tutorial) and not tutorial.running
    assert not ui.visible("tutorialStep") and ui.targets() == []
    assert ui.session.game.seed != before and not ui.session.game.log  # the new game shows
    assert ui.visible("rollButton") and ui.prop("cell0", "value") == 0
