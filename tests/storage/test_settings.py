"""Settings survive restarts, are validated both ways, and notify only on change."""

from __future__ import annotations

import zlib

import pytest
from PySide6.QtCore import QSettings

from magdagdon.storage import APPLICATION, ORGANIZATION, Store, make_settings
from tests.i18n.stand_in import check_stand_in

DEFAULTS = {
    "difficulty": "PEACEFUL",
    "language": "",
    "kiosk": False,
    "kioskPin": "",  # no default PIN (issue 17.7)
    "idleSeconds": 90,
    "sound": True,  # issue 38
    "soundVolume": 70,
    "kioskSound": True,
    "kioskSoundVolume": 60,
    "kioskDemoSound": False,  # the welcome screen's demo is silent unless asked
    "kioskQuietHours": [],
}
CHANGES = {
    "difficulty": "NIGHTMARE",
    "language": "sv",
    "kiosk": True,
    "kioskPin": "87654321",
    "idleSeconds": 3600,
    "sound": False,
    "soundVolume": 0,
    "kioskSound": False,
    "kioskSoundVolume": 100,
    "kioskDemoSound": True,
    "kioskQuietHours": [20, 9],
}
INVALID = {
    "difficulty": ["EASY", "peaceful", "", 1],
    "language": [check_stand_in(), "SV", "english", None],  # a language with no catalogue
    "kiosk": ["true", 1, None],
    "kioskPin": ["123", "123456789", "12a4", "１２３４", 1234, ""],
    "idleSeconds": [9, 3601, 90.0, "90", True],
    "sound": ["on", 1, None],
    "soundVolume": [-1, 101, 50.0, "50", True, None],
    "kioskSound": ["false", 0],
    "kioskSoundVolume": [-5, 150, 60.5],
    "kioskDemoSound": [1, "yes"],
    "kioskQuietHours": [[20], [20, 20], [20, 24], [-1, 8], [20, 8.0], [True, 8], "20-8", None],
}


def test_make_settings_defaults_to_cubiri_magdagdon_ini():
    """Only inspected, never written: the user's real settings stay untouched."""
    settings = make_settings()
    assert settings.format() == QSettings.Format.IniFormat
    assert settings.scope() == QSettings.Scope.UserScope
    assert (settings.organizationName(), settings.applicationName()) == (ORGANIZATION, APPLICATION)


def test_make_settings_with_a_path_uses_that_ini(tmp_path):
    path = tmp_path / "sub" / "custom.ini"
    settings = make_settings(path)
    assert settings.format() == QSettings.Format.IniFormat
    assert settings.fileName() == str(path)


def test_defaults_on_a_fresh_file(open_store, ini):
    store = open_store()
    assert {name: getattr(store, name) for name in DEFAULTS} == DEFAULTS
    assert not ini.exists()  # reading writes nothing


@pytest.mark.parametrize("name", list(CHANGES))
def test_a_setting_survives_a_restart(open_store, name):
    store = open_store()
    setattr(store, name, CHANGES[name])
    again = open_store()
    assert getattr(again, name) == CHANGES[name]
    assert type(getattr(again, name)) is type(CHANGES[name])
    others = {n: getattr(again, n) for n in DEFAULTS if n != name}
    assert others == {n: v for n, v in DEFAULTS.items() if n != name}


@pytest.mark.parametrize("name", list(CHANGES))
def test_notify_only_on_change(open_store, name):
    store = open_store()
    calls: list[int] = []
    getattr(store, f"{name}Changed").connect(lambda: calls.append(1))
    setattr(store, name, DEFAULTS[name])
    assert calls == []
    setattr(store, name, CHANGES[name])
    setattr(store, name, CHANGES[name])
    assert calls == [1]


@pytest.mark.parametrize(
    ("name", "value"), [(n, v) for n, values in INVALID.items() for v in values]
)
def test_invalid_values_are_refused_and_change_nothing(open_store, name, value):
    store = open_store()
    setattr(store, name, CHANGES[name])
    with pytest.raises(ValueError, match=name):
        setattr(store, name, value)
    assert getattr(store, name) == CHANGES[name]
    assert getattr(open_store(), name) == CHANGES[name]


def test_kiosk_pin_check_for_the_settings_screen(open_store):
    store = open_store()
    assert store.isValidKioskPin("0000")
    assert store.isValidKioskPin("12345678")
    assert not store.isValidKioskPin("123")
    assert not store.isValidKioskPin("12 34")


def test_settings_are_versioned_json_with_their_own_check(open_store, ini):
    store = open_store()
    store.idleSeconds = 120
    store.kiosk = True
    raw = QSettings(str(ini), QSettings.Format.IniFormat)
    # the check is of the setting's key and its canonical JSON (issue 37.1): CRC-32
    idle = zlib.crc32(b'settings/idleSeconds\n{"value":120,"version":2}')
    assert raw.value("settings/idleSeconds") == f'{{"crc":"{idle:08x}","value":120,"version":2}}'
    kiosk = zlib.crc32(b'settings/kiosk\n{"value":true,"version":2}')
    assert raw.value("settings/kiosk") == f'{{"crc":"{kiosk:08x}","value":true,"version":2}}'


def test_two_stores_keep_each_others_settings(ini):
    first = Store(make_settings(ini))
    second = Store(make_settings(ini))
    first.language = "fr"
    second.kiosk = True  # a write from a stale view must not undo first's language
    again = Store(make_settings(ini))
    assert (again.language, again.kiosk) == ("fr", True)
