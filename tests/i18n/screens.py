"""The real window on every screen worth checking, for the language and text-size tests.

What a screen shows and whether it fits: ``texts``, ``cut_off``, ``untranslated`` and the
``Looker`` (it saves a screenshot of every screen a tour shows and runs tests/textfit.py);
the desktop and kiosk windows those tests open and close. The rest is in its own module and
re-exported here: the saved games (games.py), the pseudo-locale (pseudo.py), the desktop
tours (tours.py) and the kiosk tours (kiosk_tours.py).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator, qInstallMessageHandler
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from magdagdon.app.wiring import application, create_engine
from magdagdon.i18n.workflow import PROJECT_DIR, ts_path
from magdagdon.storage import make_settings
from tests.i18n.catalogue import read
from tests.i18n.games import (
    CLOSING,
    MAGDAGDON_ROLL,
    MID_TURN_ROLL,
    OPENING,
    build_game,
    ruined_game,
    seed_settings,
)
from tests.i18n.kiosk_tours import tour_kiosk, tour_kiosk_first_start, type_pin
from tests.i18n.pseudo import GROWTH, PSEUDO, pseudo, write_pseudo_catalogue
from tests.i18n.tours import (
    Look,
    scrolled_to_end,
    tap_revealed,
    tour_comeback,
    tour_first_start,
    tour_game_and_pages,
    tour_game_over,
)
from tests.textfit import Finding

if TYPE_CHECKING:
    from tests.kiosk.conftest import KioskUi
    from tests.qml.conftest import QmlMessages, Ui
    from tests.tutorial.conftest import TutorialUi

__all__ = [
    "CLOSING",
    "GROWTH",
    "MAGDAGDON_ROLL",
    "MID_TURN_ROLL",
    "OPENING",
    "PSEUDO",
    "WAITING_ON_UI",
    "Look",
    "Looker",
    "build_game",
    "checked_shot",
    "cut_off",
    "desktop",
    "desktop_window",
    "english_only",
    "kiosk",
    "pseudo",
    "pseudo_language",
    "ruined_game",
    "scrolled_to_end",
    "seed_settings",
    "tap_revealed",
    "texts",
    "tour_comeback",
    "tour_first_start",
    "tour_game_and_pages",
    "tour_game_over",
    "tour_kiosk",
    "tour_kiosk_first_start",
    "type_pin",
    "untranslated",
    "wait_until_still",
    "write_pseudo_catalogue",
]


def texts(window: QQuickWindow) -> list[QQuickItem]:
    """Every visible Text item with something to show, in the whole window (incl. popups)."""
    root = window.contentItem().parentItem() or window.contentItem()
    found: list[QQuickItem] = []
    stack = [root]
    while stack:
        item = stack.pop()
        if not item.isVisible() or item.opacity() <= 0:
            continue
        if item.metaObject().className().startswith("QQuickText") and item.property("text"):
            found.append(item)
        stack.extend(item.childItems())
    return found


def cut_off(window: QQuickWindow) -> list[str]:
    """What tests/textfit.py finds on the window (elided, cut, spilling or overlapping text),
    but for the findings only about the game screen's files still waiting on their fixes."""
    from tests.textfit import check

    return [str(f) for f in check(window) if not set(f.files) <= WAITING_ON_UI]


def english_only(code: str) -> set[str]:
    """Source texts whose ``code`` translation differs: seeing one on screen means a miss."""
    _, messages = read(ts_path(code, PROJECT_DIR / "translations"))
    return {
        m.source
        for m in messages
        if not m.numerus and "%" not in m.source and m.forms and m.forms[0] != m.source
    }


def untranslated(window: QQuickWindow, code: str) -> list[str]:
    """Visible texts still in English although ``code`` has a translation for them."""
    leftovers = english_only(code)
    return sorted({t.property("text") for t in texts(window)} & leftovers)


#: A screen is still once it has drawn no frame for this long (a frame at 60 Hz is 17 ms;
#: a loaded machine's software rendering takes up to ~50 ms for one).
STILL_MS = 80
#: The longest a screenshot waits for stillness: what an animation still runs after this
#: (a busy indicator, a pulsing hint) is shot as it is, as the fixed wait did before.
STILL_AT_MOST_MS = 260


def wait_until_still(window: QQuickWindow) -> None:
    """Wait until ``window`` has stopped drawing (its animations and fades are over), at
    most ``STILL_AT_MOST_MS``: a screen that is already still is shot at once instead of
    after a fixed wait."""
    last = [time.monotonic()]

    def drawn() -> None:
        last[0] = time.monotonic()

    window.frameSwapped.connect(drawn)
    try:
        start = time.monotonic()
        QTest.qWait(20)  # bindings, layout, and the first frame of whatever starts moving
        while (now := time.monotonic()) - start < STILL_AT_MOST_MS / 1000:
            if now - last[0] >= STILL_MS / 1000:
                return
            QTest.qWait(10)
    finally:
        window.frameSwapped.disconnect(drawn)


def checked_shot(window: QQuickWindow, folder: Path, name: str, code: str) -> Path:
    """``window`` saved as ``<name>-<code>-<w>x<h>.png`` in ``folder``; fails on text cut
    off and, in a translated language, on text still in English."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}-{code}-{window.width()}x{window.height()}.png"
    image = window.grabWindow()
    assert not image.isNull() and image.save(str(path))
    problems = cut_off(window)
    assert not problems, f"{path.name}: text cut off:\n  " + "\n  ".join(problems)
    if code != "en":
        missed = untranslated(window, code)
        assert not missed, f"{path.name}: still in English: {missed}"
    return path


# -- the checked window -----------------------------------------------------------------

#: The game screen's files (the ui helper's, issue 12) whose last finding from these checks
#: is still being fixed there: a finding about these files only (its text's file and the file
#: placing it) marks the test xfail; any other finding fails it. Left: 200% text in French,
#: the daily's game over elides CONFIRMER. Empty (frozenset()) once that fix is merged.
WAITING_ON_UI: frozenset[str] = frozenset()


class Looker:
    """Settles, saves a screenshot of and checks every screen it is shown; keeps findings,
    and the QML files whose texts it saw (``files``). With ``leaks`` (the pseudo-language's
    check), a visible text holding words that came from no catalogue is a finding too."""

    def __init__(
        self,
        ui: Ui,
        folder: Path,
        tag: str,
        *,
        leaks: Callable[[str], list[str]] | None = None,
    ) -> None:
        self.ui = ui
        self.folder = folder
        self.tag = tag
        self.leaks = leaks
        self.findings: dict[str, list[Finding]] = {}
        self.shots: list[Path] = []
        self.files: set[str] = set()

    def __call__(self, name: str) -> None:
        from tests.textfit import check, source_file

        wait_until_still(self.ui.window)
        self.folder.mkdir(parents=True, exist_ok=True)
        w, h = self.ui.window.width(), self.ui.window.height()
        path = self.folder / f"{name}-{self.tag}-{w}x{h}.png"
        image = self.ui.window.grabWindow()
        assert not image.isNull() and image.save(str(path))
        self.shots.append(path)
        problems = check(self.ui.window)
        for item in texts(self.ui.window):
            where = source_file(item)
            self.files.add(where)
            shown = str(item.property("text"))
            words = self.leaks(shown) if self.leaks is not None else []
            if words:
                problems.append(Finding(f"not from a catalogue: {words} in {shown!r}", where))
        if problems:
            self.findings[path.name] = problems

    def tour(self, tour: Callable[..., None]) -> None:
        """Run ``tour`` with this looker; fail with every finding, and with the tour's own
        error if it could not reach every screen. Findings only about files in
        ``WAITING_ON_UI`` mark the test xfail instead (they are the ui helper's to fix)."""
        try:
            tour(self.ui, self)
        except Exception as exc:
            found = f"\ntext that does not fit so far:\n{self.report()}" if self.findings else ""
            raise AssertionError(f"the tour stopped: {exc!r}{found}") from exc
        waiting = {
            shot: [p for p in problems if set(p.files) <= WAITING_ON_UI]
            for shot, problems in self.findings.items()
        }
        self.findings = {
            shot: [p for p in problems if not set(p.files) <= WAITING_ON_UI]
            for shot, problems in self.findings.items()
        }
        self.findings = {shot: problems for shot, problems in self.findings.items() if problems}
        assert not self.findings, "text that does not fit:\n" + self.report()
        left = {shot: problems for shot, problems in waiting.items() if problems}
        if left:
            self.findings = left
            pytest.xfail(
                "findings left only in the game screen's files (WAITING_ON_UI):\n" + self.report()
            )

    def report(self) -> str:
        """Each finding once, with the screens it was seen on."""
        where: dict[str, list[str]] = {}
        for shot, problems in self.findings.items():
            for problem in problems:
                where.setdefault(problem, []).append(shot)
        return "\n".join(
            f"{problem}\n    on {shots[0]}"
            + (f" and {len(shots) - 1} more" if len(shots) > 1 else "")
            for problem, shots in where.items()
        )


@contextmanager
def pseudo_language(engine: Any, qm: Path | None) -> Iterator[None]:
    """The pseudo catalogue over the window's own (installed last, so it is asked first);
    nothing when ``qm`` is None."""
    if qm is None:
        yield
        return
    translator = QTranslator()
    assert translator.load(str(qm)), qm
    QCoreApplication.installTranslator(translator)
    engine.retranslate()
    application(engine).language.currentChanged.emit()  # Python's own texts too
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


U = TypeVar("U", bound="Ui")


def close_desktop(ui: Ui) -> None:
    """Close the window and destroy its engine now, in a fixed order: the bot's threads
    (HINT, risk, review, the replay's review) stop first, then the window closes, then the
    engine and every object it owns (the language and its translators among them) are
    deleted before this returns (the caller then collects the wrappers Python kept of them
    at once, not in the middle of the next test's QML)."""
    app = application(ui.engine)
    replay: Any = app.comeback.replay if app.comeback is not None else None
    for hints in (app.hints, replay.reviewHints if replay is not None else None):
        if hints is not None:
            hints.shutdown()
    ui.window.close()
    ui.engine.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@contextmanager
def desktop_window(
    qtbot,
    settings_file: Path,
    make: Callable[[Any, Any, QmlMessages], U],
    *,
    lang: str,
    size: tuple[int, int] | None = None,
    qm: Path | None = None,
    text_size: int | None = None,
    returning: bool = False,
    seed: int | None = None,
) -> Iterator[U]:
    """The real desktop window on ``settings_file`` in ``lang`` (or the pseudo-locale
    ``qm``), driven by the ``Ui`` that ``make`` makes; as the file has it unless told: its
    own ``size``, ``text_size`` (%), the first start's offer answered (``returning``) and
    dice ``seed``. Qt warnings fail; the window and its engine are gone when it ends."""
    from tests.qml.conftest import QmlMessages

    # What earlier tests left to the cyclic GC goes now, on this thread: freed later by a
    # bot thread's allocation, a Python-owned QObject's running timer stays registered with
    # this thread's event loop and the next qWait fires it on a deleted object (a segfault).
    gc.collect()
    messages = QmlMessages()
    previous = qInstallMessageHandler(messages)
    problems: list[str] = []
    try:
        engine = create_engine(make_settings(settings_file), lang=lang, seed=seed)
        ui = make(qtbot, engine, messages)
        if returning:  # the guided game answered, what a HINT costs read
            ui.store.setProperty("tutorial", "declined")
            ui.store.setProperty("hintExplained", True)
        if text_size is not None:
            ui.store.setProperty("textSize", text_size)
        if size is not None:
            ui.window.resize(*size)
        ui.window.show()
        qtbot.waitExposed(ui.window)
        with pseudo_language(engine, qm):  # its translator goes once the engine has gone
            try:
                ui.settle(20)
                yield ui
            finally:  # also when the tour failed: no window or bot thread may outlive it
                problems = list(messages.problems)
                close_desktop(ui)
                del ui, engine
                gc.collect()
    finally:
        qInstallMessageHandler(previous)
    assert not problems, "Qt warnings or errors:\n" + "\n".join(problems)


def desktop(
    qtbot,
    settings_file: Path,
    *,
    size: tuple[int, int],
    lang: str = "en",
    qm: Path | None = None,
    text_size: int = 100,
    returning: bool = True,
) -> AbstractContextManager[TutorialUi]:
    """The desktop window the tours walk: ``lang`` (or the pseudo-locale ``qm``) at
    ``text_size``% and ``size``, the same dice every run; ``returning``: the first start's
    offer was answered long ago."""
    from tests.tutorial.conftest import TutorialUi

    return desktop_window(
        qtbot,
        settings_file,
        TutorialUi,
        lang=lang,
        size=size,
        qm=qm,
        text_size=text_size,
        returning=returning,
        seed=20261201,
    )


@contextmanager
def kiosk(
    qtbot,
    settings_file: Path,
    *,
    size: tuple[int, int],
    provision: bool,
    qm: Path | None = None,
    text_size: int = 100,
) -> Iterator[KioskUi]:
    """The kiosk window, windowed at ``size`` for exact screenshots; Qt warnings fail."""
    from tests.kiosk.conftest import close_kiosk, open_kiosk

    ui, messages, previous = open_kiosk(qtbot, settings_file, provision=provision, kiosk=True)
    with pseudo_language(ui.engine, qm):  # its translator goes once the engine has gone
        try:
            ui.store.setProperty("textSize", text_size)
            ui.windowed(*size)
            yield ui
        finally:
            problems = close_kiosk(ui, messages, previous)
    assert not problems, "Qt warnings or errors:\n" + "\n".join(problems)
