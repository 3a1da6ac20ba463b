"""The language a window starts in: --lang for one run, else the saved choice (a restart)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, qInstallMessageHandler
from PySide6.QtQml import QQmlApplicationEngine

from magdagdon.app.wiring import backends, create_engine
from magdagdon.storage import Store, make_settings
from tests.i18n.screens import close_desktop
from tests.qml.conftest import QmlMessages, Ui


def _open(qtbot, settings_file: Path, lang: str | None) -> tuple[Ui, QQmlApplicationEngine]:
    engine = create_engine(make_settings(settings_file), lang=lang)
    ui = Ui(qtbot, engine, QmlMessages())
    ui.window.show()
    qtbot.waitExposed(ui.window)
    ui.settle(20)
    return ui, engine


@pytest.fixture
def messages():
    collected = QmlMessages()
    previous = qInstallMessageHandler(collected)
    yield collected
    qInstallMessageHandler(previous)
    assert not collected.problems, "\n".join(collected.problems)


def test_forced_language_wins_for_one_run_and_the_saved_one_returns(
    qtbot, tmp_path: Path, messages
) -> None:
    settings_file = tmp_path / "settings.ini"
    Store(make_settings(settings_file)).language = "sv"

    ui, engine = _open(qtbot, settings_file, "fr")
    assert ui.prop("rollButton", "text") == "LANCER"
    assert QLocale().name().startswith("fr")
    assert backends(engine)[1].language == "sv", "--lang is not saved"
    close_desktop(ui)

    ui, engine = _open(qtbot, settings_file, None)
    assert ui.prop("rollButton", "text") == "KASTA"
    ui.tap("settingsButton")
    ui.settle(20)
    ui.tap("language_en")
    ui.settle(20)
    close_desktop(ui)

    assert Store(make_settings(settings_file)).language == "en", "the choice survives a restart"
    ui, engine = _open(qtbot, settings_file, None)
    assert ui.prop("rollButton", "text") == "ROLL"
    close_desktop(ui)
