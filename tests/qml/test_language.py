"""Switching the language in SETTINGS retranslates every screen at once, no restart."""

from __future__ import annotations

from .conftest import Ui


def texts(ui: Ui) -> dict[str, str]:
    return {
        n: ui.prop(n, "text")
        for n in ("rollButton", "confirmButton", "rerollButton", "hintLabel", "turnLabel")
    }


def test_switching_language_retranslates_the_game(ui: Ui) -> None:
    english = texts(ui)
    assert english["rollButton"] == "ROLL"
    ui.tap("settingsButton")
    ui.tap("language_sv")
    assert ui.language.current == "sv" and ui.store.language == "sv"
    ui.tap("backButton")
    swedish = texts(ui)
    assert swedish["rollButton"] == "KASTA"
    assert swedish["rerollButton"] == "KASTA OM"
    assert swedish["confirmButton"] == "BEKRÄFTA"
    assert swedish["hintLabel"] != english["hintLabel"]  # a binding with logic around qsTr
    assert swedish["turnLabel"] != english["turnLabel"]
    ui.tap("settingsButton")
    ui.tap("language_fr")
    ui.tap("backButton")
    assert ui.prop("rollButton", "text") == "LANCER"
    ui.screenshot("11-game-in-french")
    ui.tap("settingsButton")
    ui.tap("language_en")
    ui.tap("backButton")
    assert texts(ui) == english
